import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { knownOptions } from "./Cascaded";
import type { EndpointError } from "./EndpointError";
import { placeholderConvert } from "./placeholderConvert";
import { successMemo } from "./successMemo";
import { type Template, templateFreeze, templateParse } from "./uriTemplate";


/** A url option compiled once: its template, and what expanding it needs to know ahead. */
export interface UrlTemplate {
  readonly template: Template;
  /** The variables of simple expressions (`{org}`, `:org`), which must have a value. */
  readonly required: readonly string[];
  /** The known options and every variable the template names: keys not placed again as parameters. */
  readonly placedElsewhere: ReadonlySet<string>;
  /** Whether the template names a known option (`{url}`), which must not reach it. */
  readonly readsKnown: boolean;
  /**
   * Whether an expansion can decide the origin of an absolute URL, which must then be parsed
   * after each expansion. Not when the template starts with `/`, nor when a literal
   * `http(s)://` origin that parses is closed by `/`, `?` or `#` before any expression: the
   * WHATWG URL parser fails on nothing in a path, query or fragment.
   */
  readonly originCheck: boolean;
  /**
   * Whether the literal text alone makes an absolute URL that cannot parse (`https://[/x`,
   * `https://h:99999/{x}`): every expansion fails, whatever the values.
   */
  readonly originBroken: boolean;
  /** Whether the template starts with a literal `/`: every expansion is then relative. */
  readonly relative: boolean;
  /** Whether the template starts with a literal `http(s)://` origin that parses: every expansion is then absolute. */
  readonly absolute: boolean;
  /**
   * Whether `template` is the url without the leading slashes of its first literal, which
   * holds more than slashes: those are what joining to `baseUrl` trims, so an expansion is
   * joined as it is, never read (reading a string built piece by piece first copies it whole).
   */
  readonly joinReady: boolean;
  /**
   * Whether no expansion can hold a `?` or `#`: no literal has one and no expression is of an
   * operator that writes one (`?`, `&`, `#`) or keeps one (`+`). The base URL has none either.
   */
  readonly queryFree: boolean;
}

// At least one character of host: an empty one (`https:///x`) may still parse whole, the WHATWG
// parser skipping the extra slash, so it is left to the check after expansion.
const literalOrigin = /^https?:\/\/[^/?#]+[/?#]/i;

// Whether the template starts with a literal "/".
const slashFirst = (template: Template): boolean => {
  const first = template.parts[0];
  return first !== undefined && first.kind === "literal" && first.text.startsWith("/");
};

const parses = (url: string): boolean => {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
};

// An expression whose expansion is empty or starts with "/", "?" or "#": it ends an origin.
const endsOrigin = (part: Template["parts"][number] | undefined): boolean =>
  part !== undefined && part.kind === "expression" && (part.operator === "/" || part.operator === "?" || part.operator === "#");

// Whether the template starts with a literal http(s) origin, closed by /, ? or # or by an
// expression that expands to one of them or to nothing: none, one that parses, or one that does not.
const literalOriginOf = (template: Template): "none" | "parses" | "broken" => {
  const [first, second] = template.parts;
  if (first === undefined || first.kind !== "literal") return "none";
  const origin = literalOrigin.exec(first.text)?.[0] ?? (endsOrigin(second) && /^https?:\/\/[^/?#]+$/i.test(first.text) ? `${first.text}/` : undefined);
  if (origin === undefined) return "none";
  return parses(origin) ? "parses" : "broken";
};

// Whether the template's literal text alone makes an absolute URL that cannot parse: a broken
// literal origin, or a template of literals only that is an absolute URL and does not parse.
// No value can mend either, so `.defaults()` refuses it where it is set.
const originBroken = (template: Template, origin: "none" | "parses" | "broken"): boolean => {
  if (origin !== "none") return origin === "broken";
  if (!template.parts.every((part) => part.kind === "literal")) return false;
  const text = template.parts.map((part) => (part.kind === "literal" ? part.text : "")).join("");
  // As a call has it: the trailing "/" trimmed first (`https://` is then relative).
  const expanded = text.length > 1 && text.endsWith("/") ? text.slice(0, -1) : text;
  return /^https?:\/\//i.test(expanded) && !parses(expanded);
};

// The template without its first literal's leading slashes, when that literal holds more.
const leadingSlashesTrim = (template: Template): Template | undefined => {
  const [first, ...rest] = template.parts;
  if (first === undefined || first.kind !== "literal") return undefined;
  const text = first.text.replace(/^\/+/, "");
  return text === "" || text === first.text ? undefined : { source: template.source, parts: [{ kind: "literal", text }, ...rest] };
};

const compile = (parsed: Template): UrlTemplate => {
  const relative = slashFirst(parsed);
  const origin = relative ? "none" : literalOriginOf(parsed);
  const absolute = origin === "parses";
  const trimmed = leadingSlashesTrim(parsed);
  const template = trimmed ?? parsed;
  const required: string[] = [];
  const consumed = new Set<string>();
  for (const part of template.parts) {
    if (part.kind !== "expression") continue;
    for (const { name } of part.variables) {
      consumed.add(name);
      if (part.operator === "") required.push(name);
    }
  }
  return Object.freeze({
    template: templateFreeze(template),
    required: Object.freeze(required),
    placedElsewhere: new Set([...knownOptions, ...consumed]),
    readsKnown: [...consumed].some((name) => knownOptions.has(name)),
    originCheck: !relative && !absolute,
    originBroken: originBroken(parsed, origin),
    relative,
    joinReady: trimmed !== undefined,
    absolute,
    queryFree: template.parts.every((part) => (part.kind === "literal" ? !/[?#]/.test(part.text) : !["?", "&", "#", "+"].includes(part.operator))),
  });
};

/**
 * The url option (RFC 6570, `:name` placeholders in the path) parsed and compiled, memoised by
 * the url as given: at most 1000 entries, oldest insertion evicted first.
 */
export const urlTemplateCached: (url: string) => E.Either<EndpointError, UrlTemplate> = successMemo(1000, (url) =>
  pipe(templateParse(placeholderConvert(url)), E.map(compile)),
);
