import * as E from "fp-ts/Either";
import { guarded, isPlainObject, listItems } from "../boundary";
import { EndpointError } from "../EndpointError";
import { type Expression, type Operator, type Template, templateParse, type VarSpec } from "./parse";

// RFC 6570 §3.2.1, appendix A: what an operator's output starts with, what separates its variables, whether they are
// named, what a named empty value gets, and whether reserved characters pass.
interface Rule {
  readonly first: string;
  readonly separator: string;
  readonly named: boolean;
  readonly empty: string;
  readonly reserved: boolean;
}
const rule = (first: string, separator: string, named: boolean, empty: string, reserved: boolean): Rule => ({ first, separator, named, empty, reserved });
const rules: Readonly<Record<Operator, Rule>> = {
  "": rule("", ",", false, "", false),
  "+": rule("", ",", false, "", true),
  "#": rule("#", ",", false, "", true),
  ".": rule(".", ".", false, "", false),
  "/": rule("/", "/", false, "", false),
  ";": rule(";", ";", true, "", false),
  "?": rule("?", "&", true, "=", false),
  "&": rule("&", "&", true, "=", false),
};

// RFC 3986 unreserved characters, by code: a table beats a regular expression on the short texts of a call.
const unreserved = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~") unreserved[c.charCodeAt(0)] = 1;

/** Whether `text` is its own encoding under every encoder here: RFC 3986 unreserved characters only. */
export const isUnreserved = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) if (unreserved[text.charCodeAt(i)] !== 1) return false;
  return true;
};

const hex = (c: string): string => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

/** Everything but unreserved characters percent-encoded (RFC 6570 U). Throws a URIError on a lone surrogate. */
export const encodeUnreserved = (text: string): string => (isUnreserved(text) ? text : encodeURIComponent(text).replace(/[!'()*]/g, hex));

/** Reserved characters and percent-encoded triplets kept, the rest encoded (RFC 6570 U+R). Throws on a lone surrogate. */
export const encodeReserved = (text: string): string =>
  isUnreserved(text) ? text : encodeURI(text).replace(/%5B/g, "[").replace(/%5D/g, "]").replace(/%25([0-9A-Fa-f]{2})/g, "%$1");

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Date.prototype.getTime bound once: a brand check that works across realms and ignores fakes on Date.prototype.
const getTime: (value: object) => unknown = Function.prototype.call.bind(Date.prototype.getTime);

/** A `Date`'s ISO string, `null` for an invalid one, `undefined` for anything that is no `Date`. */
export const dateText = (value: object): string | null | undefined => {
  let time: unknown;
  try {
    time = getTime(value);
  } catch {
    return undefined;
  }
  return typeof time !== "number" ? undefined : Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** Why a value cannot be expanded, said after "it is" or "its member 0 is". */
class Problem {
  declare readonly is: string;
  declare readonly type: boolean;
  constructor(is: string, type = false) {
    Object.defineProperties(this, { is: { value: is }, type: { value: type } }); // never a polluted prototype's setter
  }
}

const kind = (value: unknown): string =>
  typeof value === "function" ? "a function" : typeof value === "symbol" ? "a symbol" : Array.isArray(value) ? "a list" : isPlainObject(value) ? "an object" : "a class instance";

// A string, number, bigint, boolean or Date as its text; anything else a Problem.
const scalarOf = (value: unknown): string | Problem => {
  const type = typeof value;
  if (type === "string") return value as string;
  if (type === "number" || type === "bigint" || type === "boolean") return String(value);
  if (type === "object" && value !== null && !Array.isArray(value) && !isPlainObject(value)) {
    const text = dateText(value as object);
    if (text === null) return new Problem("an invalid Date");
    if (text !== undefined) return text;
  }
  return new Problem(kind(value), true);
};

const memberOf = (label: string, value: unknown): string | undefined | string[] => {
  if (value === undefined || value === null) return undefined;
  const text = scalarOf(value);
  return text instanceof Problem ? [`its member ${label} is ${text.is}${text.type ? " (list and map members must be strings, numbers, bigints, booleans or Dates)" : ""}`] : text;
};

// A value as RFC 6570 sees it: a string, a list, a map (entries), `undefined` (no value, an empty list or map), or
// why it cannot be expanded (a one-string array).
type Value =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "list"; readonly list: string[] }
  | { readonly kind: "map"; readonly map: Array<[string, string]> }
  | undefined
  | [string];
type Defined = Exclude<Value, undefined | [string]>;

const valueOf = (value: unknown): Value => {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    const list: string[] = [];
    const items = listItems(value);
    for (let index = 0; index < items.length; index += 1) {
      const member = memberOf(String(index), items[index]);
      if (Array.isArray(member)) return member as [string];
      if (member !== undefined) list.push(member);
    }
    return list.length === 0 ? undefined : { kind: "list", list };
  }
  if (isPlainObject(value)) {
    const map: Array<[string, string]> = [];
    for (const key of Object.keys(value)) {
      const member = memberOf(JSON.stringify(key), value[key]);
      if (Array.isArray(member)) return member as [string];
      if (member !== undefined) map.push([key, member]);
    }
    return map.length === 0 ? undefined : { kind: "map", map };
  }
  const text = scalarOf(value);
  return text instanceof Problem
    ? [`it is ${text.is}${text.type ? " (expected a string, number, bigint, boolean, Date, list or plain object)" : ""}`]
    : { kind: "text", text };
};

// The first `count` code points of `text` (RFC 6570 prefixes count characters, not UTF-16 units).
const codePointsTake = (text: string, count: number): string => {
  let end = 0;
  let taken = 0;
  for (const character of text) {
    if (taken === count) break;
    end += character.length;
    taken += 1;
  }
  return text.slice(0, end);
};

// One varspec's expansion (RFC 6570 §3.2.1), `undefined` when the value is undefined. Throws the encoders' URIError.
const varSpecExpand = (source: string, operator: Operator, spec: VarSpec, value: Defined): string => {
  const { named, separator, empty, reserved } = rules[operator];
  const encode = reserved ? encodeReserved : encodeUnreserved;
  const { name, explode, prefix } = spec;
  const namedValue = (key: string, text: string): string => (text === "" ? key + empty : `${key}=${text}`);
  if (value.kind === "text") {
    const text = encode(prefix === undefined ? value.text : codePointsTake(value.text, prefix));
    return named ? namedValue(name, text) : text;
  }
  if (prefix !== undefined) {
    throw new EndpointError(
      "INVALID_URL_TEMPLATE",
      `invalid URL template ${JSON.stringify(source)}: the prefix ":${prefix}" of variable "${name}" cannot apply to its value, a ${value.kind} (prefixes apply to strings only)`,
    );
  }
  if (value.kind === "list") {
    const texts = value.list.map(encode);
    if (!explode) return named ? namedValue(name, texts.join(",")) : texts.join(",");
    return named ? texts.map((text) => namedValue(name, text)).join(separator) : texts.join(separator);
  }
  const pairs = value.map.map(([key, text]) => [encode(key), encode(text)] as const);
  if (!explode) {
    const joined = pairs.map(([key, text]) => `${key},${text}`).join(",");
    return named ? namedValue(name, joined) : joined;
  }
  return pairs.map(([key, text]) => (named ? namedValue(key, text) : `${key}=${text}`)).join(separator);
};

/** Where a render reads a variable's value: `undefined` when it has none. */
export type VariableRead = (name: string) => unknown;

/** A render's outcome; `failure` is the first value that could not be expanded. */
export interface Rendered {
  readonly text: string;
  /**
   * The first undefined variable (`undefined`, `null`, an empty list or map) of a simple expression (`{org}`), in
   * template order: RFC 6570 expands it to nothing; the URL stage requires it.
   */
  readonly missing: string | undefined;
  readonly failure: EndpointError | undefined;
  /** Whether an expression's output starts with `.` or `%` or holds `/.` or `/%`: it may make a dot segment. */
  readonly suspect: boolean;
}

const suspectPiece = /^[.%]|\/[.%]/;

const cannot = (name: string, why: string): EndpointError =>
  new EndpointError("INVALID_PARAMETER", `parameter "${name}" cannot be expanded in a URL template: ${why}`);

// An expression's expansion, noting the first missing simple variable and the first failure in `seen`.
const expressionRender = (read: VariableRead, source: string, { operator, variables }: Expression, seen: { missing?: string; failure?: EndpointError }): string => {
  let output = "";
  let defined = false;
  for (const spec of variables) {
    const given = read(spec.name);
    const value = valueOf(given);
    if (value === undefined) {
      if (operator === "") seen.missing ??= spec.name;
      continue;
    }
    if (Array.isArray(value)) {
      seen.failure ??= cannot(spec.name, value[0]);
      continue;
    }
    let piece: string;
    try {
      piece = varSpecExpand(source, operator, spec, value);
    } catch (error) {
      if (error instanceof EndpointError) seen.failure ??= error;
      else {
        const texts = value.kind === "text" ? [value.text] : value.kind === "list" ? value.list : value.map.flat();
        const at = texts.map((text) => text.search(loneSurrogate)).find((index) => index >= 0) ?? 0;
        seen.failure ??= cannot(spec.name, `it is not well-formed Unicode (lone surrogate at index ${at})`);
      }
      continue;
    }
    output += defined ? rules[operator].separator + piece : piece;
    defined = true;
  }
  return defined ? rules[operator].first + output : "";
};

/**
 * The RFC 6570 level 4 expansion of `template`, each variable read once through `read`. With `parts`, each part's
 * output is pushed there too (which characters came from which expression).
 */
export const templateRender = (template: Template, read: VariableRead, parts?: string[]): Rendered => {
  const seen: { missing?: string; failure?: EndpointError } = { missing: undefined, failure: undefined };
  let text = "";
  let suspect = false;
  for (const part of template.parts) {
    let piece: string;
    if (part.kind === "literal") piece = part.text;
    else {
      const [spec] = part.variables;
      const simple = part.operator === "" && part.variables.length === 1 && spec?.prefix === undefined;
      const value = simple ? read((spec as VarSpec).name) : undefined;
      // Most expressions are one `{name}` whose value is unreserved text: its own expansion.
      if (typeof value === "string" && isUnreserved(value)) {
        piece = value;
        suspect ||= value.charCodeAt(0) === 46;
      } else {
        piece = expressionRender(simple ? () => value : read, template.source, part, seen);
        suspect ||= suspectPiece.test(piece);
      }
    }
    parts?.push(piece);
    text += piece;
  }
  return { text, missing: seen.missing, failure: seen.failure, suspect };
};

/**
 * RFC 6570 level 4 expansion of `template` with `variables` (own keys): undefined variables expand to nothing, as the
 * RFC says (whether one is required is the URL stage's rule). `INVALID_URL_TEMPLATE` or `INVALID_PARAMETER`.
 */
export const expandTemplate = guarded((template: string, variables: Readonly<Record<string, unknown>>): E.Either<EndpointError, string> => {
  const parsed = templateParse(template);
  if (E.isLeft(parsed)) return parsed;
  const { text, failure } = templateRender(parsed.right, (name) => (Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined));
  return failure === undefined ? E.right(text) : E.left(failure);
});
