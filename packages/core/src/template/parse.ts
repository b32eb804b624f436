import * as E from "fp-ts/Either";
import { EndpointError } from "../EndpointError";

/** RFC 6570 §2.2 operators; `""` is simple string expansion. */
export type Operator = "" | "+" | "#" | "." | "/" | ";" | "?" | "&";

/** A varspec (RFC 6570 §2.3, §2.4): `name` as written (`Stra%C3%9Fe`); `prefix` in code points, 1 to 9999, if any. */
export type VarSpec = { readonly name: string; readonly explode: boolean; readonly prefix: number | undefined };

export type Expression = { readonly kind: "expression"; readonly operator: Operator; readonly variables: readonly VarSpec[] };
/** Literal text, already percent-encoded as RFC 6570 §3.1 says, or an expression. */
export type TemplatePart = { readonly kind: "literal"; readonly text: string } | Expression;
export type Template = { readonly source: string; readonly parts: readonly TemplatePart[] };

const [OPEN, CLOSE, PERCENT, COMMA, DOT, COLON, STAR] = [0x7b, 0x7d, 0x25, 0x2c, 0x2e, 0x3a, 0x2a]; // { } % , . : *

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
const isHex = (code: number): boolean => isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
// RFC 6570 varchar but its pct-encoded form, which the scan checks apart.
const isVarChar = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || isDigit(code) || code === 0x5f;

// RFC 3986 unreserved and reserved characters: a literal keeps them as is, pct-encodes others (RFC 6570 §3.1).
const uriChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=";
const literalKept = new Uint8Array(0x80);
for (const c of uriChars) literalKept[c.charCodeAt(0)] = 1;

const operators: ReadonlySet<string> = new Set("+#./;?&");
// RFC 6570 §2.2 keeps these for future extensions: a template using them is invalid.
const reservedOperators: ReadonlySet<string> = new Set("=,!@|");

// A scan pushes what it read from `start` and returns the position past it, or throws this: no wrapper per token.
const syntaxError = (source: string, position: number, expected: string): EndpointError => {
  const code = source.codePointAt(position);
  const found = code === undefined ? "end of template" : JSON.stringify(String.fromCodePoint(code));
  const message = `invalid URL template ${JSON.stringify(source)}: unexpected ${found} at position ${position}`;
  return new EndpointError("INVALID_URL_TEMPLATE", `${message}, expected ${expected}`);
};

const literalScan = (source: string, start: number, parts: TemplatePart[]): number => {
  // Runs sliced, joined once: `+=` per encoded character makes a chain as deep as their count, walked on every render.
  const pieces: string[] = [];
  let kept = start;
  let i = start;
  while (i < source.length) {
    const code = source.charCodeAt(i);
    if (code === OPEN) break;
    if (code === CLOSE) throw syntaxError(source, i, 'a literal character or "{" (a "}" only closes an expression)');
    if (code === PERCENT && isHex(source.charCodeAt(i + 1)) && isHex(source.charCodeAt(i + 2))) i += 3;
    else if (literalKept[code] === 1) i += 1;
    else {
      // UTF-8 percent-encoded: a lone surrogate has no UTF-8 form.
      const point = source.codePointAt(i) ?? 0;
      if (point >= 0xd800 && point <= 0xdfff) throw syntaxError(source, i, "a well-formed character (lone surrogate)");
      pieces.push(source.slice(kept, i), encodeURIComponent(String.fromCodePoint(point)));
      i += point > 0xffff ? 2 : 1;
      kept = i;
    }
  }
  pieces.push(source.slice(kept, i));
  parts.push({ kind: "literal", text: pieces.join("") });
  return i;
};

/** The end of a varname (RFC 6570 §2.3): varchars and pct-encoded triplets, single dots between. */
const varNameEnd = (source: string, start: number, expectedFirst: string): number => {
  let i = start;
  for (;;) {
    const code = source.charCodeAt(i);
    if (isVarChar(code)) i += 1;
    else if (code === PERCENT) {
      for (const at of [i + 1, i + 2]) if (!isHex(source.charCodeAt(at))) throw syntaxError(source, at, 'two hexadecimal digits after "%"');
      i += 3;
    } else if (i === start) throw syntaxError(source, i, expectedFirst);
    else if (source.charCodeAt(i - 1) === DOT) throw syntaxError(source, i, 'a variable name character after "."');
    else if (code === DOT) i += 1;
    else return i;
  }
};

const expectedAfter = ({ explode, prefix }: VarSpec, next: number): string => {
  if (explode) return '"," or "}"';
  if (prefix === undefined) return 'a variable name character, ".", ":", "*", "," or "}"';
  if (next === STAR) return '"," or "}" (a prefix and "*" cannot be combined)';
  return prefix > 999 ? '"," or "}" (a prefix length is at most 9999)' : 'a digit, "," or "}"';
};

/** A varspec, which must be followed by `,` or `}`: the position returned is theirs. */
const varSpecScan = (source: string, start: number, expectedFirst: string, variables: VarSpec[]): number => {
  let i = varNameEnd(source, start, expectedFirst);
  const name = source.slice(start, i);
  const explode = source.charCodeAt(i) === STAR;
  let prefix: number | undefined;
  if (explode) i += 1;
  else if (source.charCodeAt(i) === COLON) {
    const digits = (i += 1);
    const first = source.charCodeAt(i);
    if (!isDigit(first) || first === 0x30) throw syntaxError(source, i, "a prefix length from 1 to 9999");
    while (i < digits + 4 && isDigit(source.charCodeAt(i))) i += 1;
    prefix = Number(source.slice(digits, i));
  }
  const spec: VarSpec = { name, explode, prefix };
  const next = source.charCodeAt(i);
  if (next !== COMMA && next !== CLOSE) throw syntaxError(source, i, expectedAfter(spec, next));
  variables.push(spec);
  return i;
};

const expressionScan = (source: string, start: number, parts: TemplatePart[]): number => {
  let i = start + 1;
  const first = source.charAt(i);
  if (reservedOperators.has(first)) throw syntaxError(source, i, `an operator or a variable name ("${first}" is reserved for future extensions)`);
  const operator = (operators.has(first) ? first : "") as Operator;
  if (operator !== "") i += 1;
  const variables: VarSpec[] = [];
  do {
    const expected = operator === "" && variables.length === 0 ? "an operator or a variable name" : "a variable name";
    i = varSpecScan(source, i, expected, variables);
  } while (source.charCodeAt(i++) === COMMA); // past the "," or the closing "}"
  parts.push({ kind: "expression", operator, variables });
  return i;
};

/** An RFC 6570 level 4 template parsed in one pass (linear time); INVALID_URL_TEMPLATE names the 0-based position. */
export const templateParse = (source: string): E.Either<EndpointError, Template> => {
  const parts: TemplatePart[] = [];
  try {
    for (let i = 0; i < source.length; ) i = source.charCodeAt(i) === OPEN ? expressionScan(source, i, parts) : literalScan(source, i, parts);
  } catch (error) {
    if (error instanceof EndpointError) return E.left(error);
    throw error;
  }
  return E.right({ source, parts });
};
