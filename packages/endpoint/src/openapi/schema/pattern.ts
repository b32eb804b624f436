import { reasonOf } from "@request-options/core/internal";
import { valueShow } from "@request-options/types";
import { type Compiler, fault } from "./node";

/** The longest string JavaScript's `RegExp` runs a document's pattern against (docs/security.md); another engine has no bound. */
export const patternBound = 10_000;

// Escapes a pattern may use without the `u` flag that mean something in JavaScript; any other `\letter` is a
// feature JS lacks (`\Z`, `\A`, `\h`), or `\p{…}`, which only `u` reads: without it each would silently match the letter.
const knownEscape = /\\(?:[dDwWsSbBnrtfv0]|c[A-Za-z]|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|k<)/y;

const javaScriptRegExp = (pattern: string, pointer: string): RegExp => {
  try {
    return new RegExp(pattern, "u");
  } catch {
    // Patterns such as "^[\w\_]+$" (an identity escape) or "a{" are valid without `u` only.
  }
  const refused = (): never => fault(pointer, `the pattern ${JSON.stringify(pattern)} is no JavaScript regular expression`);
  let regex: RegExp;
  try {
    regex = new RegExp(pattern);
  } catch {
    return refused();
  }
  for (let index = 0; index < pattern.length; index += 1) {
    if (pattern[index] !== "\\") continue;
    knownEscape.lastIndex = index;
    if (/[A-Za-z]/.test(pattern.charAt(index + 1)) && !knownEscape.test(pattern)) return refused();
    index += 1;
  }
  return regex;
};

/**
 * A document's regular expression (`pattern`, `patternProperties`), compiled once per source and compiler: by the
 * `regExp` setting's engine when given (a throw is a fault), else as a JavaScript `RegExp` with the `u` flag.
 */
export const patternOf = (compiler: Compiler, source: unknown, pointer: string): { test(value: string): boolean } => {
  if (typeof source !== "string") return fault(pointer, `a pattern is a string, got ${valueShow(source)}`);
  const known = compiler.patterns.get(source);
  if (known !== undefined) return known;
  let compiled: { test(value: string): boolean };
  if (compiler.engine === undefined) compiled = javaScriptRegExp(source, pointer);
  else {
    try {
      compiled = compiler.engine(source, "u");
    } catch (error) {
      return fault(pointer, `the regExp setting refused the pattern ${JSON.stringify(source)}: ${reasonOf(error)}`);
    }
  }
  compiler.patterns.set(source, compiled);
  return compiled;
};
