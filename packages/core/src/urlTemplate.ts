import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { knownOptions } from "./stages/Cascaded";
import type { EndpointError } from "./EndpointError";
import { placeholderConvert } from "./placeholderConvert";
import { successMemo } from "./successMemo";
import { type Template, templateParse } from "./uriTemplate";


/** A url option compiled once: its template, and what expanding it needs to know ahead. */
export interface UrlTemplate {
  readonly template: Template;
  /** The known options and every variable the template names: keys not placed again as parameters. */
  readonly placedElsewhere: ReadonlySet<string>;
  /**
   * Whether an expansion can decide an absolute URL's origin, so each must be parsed: not after a leading `/`, nor a
   * parsing literal `http(s)://` origin closed by `/`, `?` or `#` (WHATWG URL fails on nothing in a path, query, fragment).
   */
  readonly originCheck: boolean;
  /** Whether the literal text alone is an unparsable absolute URL (`https://[/x`, `https://?{q}`): every expansion fails. */
  readonly originBroken: boolean;
  /**
   * Whether `template` lacks the leading slashes of a first literal holding more, as joining to `baseUrl` trims them:
   * an expansion is joined as is, never read (reading a string built piece by piece copies it whole).
   */
  readonly joinReady: boolean;
  /**
   * Whether no expansion can hold `?` or `#`: none in a literal, no `?`, `&`, `#` or `+` expression (a `baseUrl` holds
   * neither: its codec refuses them).
   */
  readonly queryFree: boolean;
}

const literalOrigin = /^https?:\/\/[^/?#]*[/?#]/i;

const parses = (url: string): boolean => {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
};

// Whether a first literal starts with an http(s) origin, closed by /, ? or #, that parses.
const literalOriginFirst = (lead: string): boolean => {
  const origin = literalOrigin.exec(lead);
  return origin !== null && parses(origin[0]);
};

// A literal origin closed by /, ? or #, with the slashes WHATWG skips after `https://` (`https:///x` is host `x`).
const literalOriginWhole = /^https?:\/\/\/*(?!\/)[^/?#]*[/?#]/i;

// Whether the first literal's origin, or a literal-only template whole (trailing "/" trimmed, as a call has it), cannot
// parse: no value mends it, so `.defaults()` refuses it. An origin an expression closes is left to calls (it may change).
const originBroken = (template: Template, lead: string): boolean => {
  const origin = literalOriginWhole.exec(lead);
  if (origin !== null) return !parses(origin[0]);
  if (template.parts.length > 1) return false;
  // (A lead of one "/" is relative, and never comes here.)
  const expanded = lead.endsWith("/") ? lead.slice(0, -1) : lead;
  return /^https?:\/\//i.test(expanded) && !parses(expanded);
};

// The template without its first literal's leading slashes, when that literal holds more.
const leadingSlashesTrim = (template: Template, lead: string): Template | undefined => {
  const text = lead.replace(/^\/+/, "");
  if (text === "" || text === lead) return undefined;
  const parts = template.parts.slice();
  parts[0] = { kind: "literal", text };
  return { source: template.source, parts };
};

// Placed names (known options and variables), one shared Set per comma-joined name list
// (docs/performance.md, "The first call of a new route"). Handed out as `Expanded.placed`, read-only:
// never `knownOptions` itself, whose change would reach every call.
const placedShared = successMemo(1000, (names) => E.right<EndpointError, ReadonlySet<string>>(new Set([...knownOptions, ...names.split(",")])));
const placedNone: ReadonlySet<string> = new Set(knownOptions);

// Operators whose expansion writes a `?` or `#` (`?`, `&`, `#`) or keeps one (`+`).
const queryOperators: ReadonlySet<string> = new Set(["?", "&", "#", "+"]);

// One pass over the parts, no spread of a Set: this runs on the first call of every new URL.
const compile = (parsed: Template): UrlTemplate => {
  // The first part's text when it is a literal, else "": the checks below read it, not the part.
  const first = parsed.parts[0];
  const lead = first?.kind === "literal" ? first.text : "";
  const relative = lead.startsWith("/");
  const absolute = !relative && literalOriginFirst(lead);
  const trimmed = leadingSlashesTrim(parsed, lead);
  const template = trimmed ?? parsed;
  const names: string[] = [];
  let queryFree = true;
  for (const part of template.parts) {
    if (part.kind === "literal") {
      if (part.text.includes("?") || part.text.includes("#")) queryFree = false;
      continue;
    }
    if (queryOperators.has(part.operator)) queryFree = false;
    for (const { name } of part.variables) names.push(name);
  }
  // Not frozen: it never leaves the library, readonly types guard it, and freezing costs every new route (docs/performance.md).
  return {
    template,
    // A Right always: placedShared's compute has no Left.
    placedElsewhere: names.length === 0 ? placedNone : (placedShared(names.join()) as E.Right<ReadonlySet<string>>).right,
    originCheck: !relative && !absolute,
    originBroken: !relative && originBroken(parsed, lead),
    joinReady: trimmed !== undefined,
    queryFree,
  };
};

/**
 * The url option (RFC 6570, `:name` placeholders in the path) parsed and compiled, memoised by
 * the url as given: at most 1000 entries, oldest insertion evicted first.
 */
export const urlTemplateCached: (url: string) => E.Either<EndpointError, UrlTemplate> = successMemo(1000, (url) =>
  pipe(templateParse(placeholderConvert(url)), E.map(compile)),
);
