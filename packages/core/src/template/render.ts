import * as E from "fp-ts/Either";
import { guarded, isPlainObject, listItems, own } from "../boundary";
import { EndpointError } from "../EndpointError";
import { type Expression, type Operator, type Template, templateParse, type VarSpec } from "./parse";

// RFC 3986 unreserved characters, by code: a table beats a regular expression on the short texts of a call.
const unreserved = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~") unreserved[c.charCodeAt(0)] = 1;

/** Whether `text` is its own encoding under every encoder here: RFC 3986 unreserved characters only. */
export const isUnreserved = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) if (unreserved[text.charCodeAt(i)] !== 1) return false;
  return true;
};

/** Everything but unreserved characters percent-encoded (RFC 6570 U). Throws a URIError on a lone surrogate. */
export const encodeUnreserved = (text: string): string =>
  isUnreserved(text) ? text : encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Reserved characters and pct-encoded triplets kept, the rest encoded (RFC 6570 U+R). Throws on a lone surrogate. */
export const encodeReserved = (text: string): string =>
  isUnreserved(text) ? text : encodeURI(text).replace(/%5[BD]|%25(?=[0-9A-F]{2})/gi, decodeURIComponent);

// RFC 6570 §3.2.1 and appendix A, by operator; `empty` is what a named variable with an empty value gets.
type Rule = { first: string; separator: string; named: boolean; empty: string; encode: (text: string) => string };
const rules: Readonly<Record<Operator, Rule>> = {
  "": { first: "", separator: ",", named: false, empty: "", encode: encodeUnreserved },
  "+": { first: "", separator: ",", named: false, empty: "", encode: encodeReserved },
  "#": { first: "#", separator: ",", named: false, empty: "", encode: encodeReserved },
  ".": { first: ".", separator: ".", named: false, empty: "", encode: encodeUnreserved },
  "/": { first: "/", separator: "/", named: false, empty: "", encode: encodeUnreserved },
  ";": { first: ";", separator: ";", named: true, empty: "", encode: encodeUnreserved },
  "?": { first: "?", separator: "&", named: true, empty: "=", encode: encodeUnreserved },
  "&": { first: "&", separator: "&", named: true, empty: "=", encode: encodeUnreserved },
};

/** A UTF-16 surrogate without its pair: no encoder takes it. */
export const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Date.prototype.getTime bound once: a brand check that works across realms and ignores fakes on Date.prototype.
const getTime: (value: object) => unknown = Function.prototype.call.bind(Date.prototype.getTime);

/** A `Date`'s ISO string, `null` for an invalid one, `undefined` for anything that is no `Date`. */
export const dateText = (value: object): string | null | undefined => {
  try {
    const time = getTime(value);
    return typeof time !== "number" ? undefined : Number.isNaN(time) ? null : new Date(time).toISOString();
  } catch {
    return undefined;
  }
};

// A scalar's text (string, number, bigint, boolean, Date), `undefined` for none, else why not (a one-string array).
const scalarOf = (value: unknown, types: string): string | undefined | [string] => {
  if (value === undefined || value === null) return undefined;
  const type = typeof value;
  if (type === "string" || type === "number" || type === "bigint" || type === "boolean") return String(value);
  if (type === "function" || type === "symbol") return [`a ${type} (${types})`];
  if (Array.isArray(value)) return [`a list (${types})`];
  if (isPlainObject(value)) return [`an object (${types})`];
  const text = dateText(value as object);
  return typeof text === "string" ? text : [text === null ? "an invalid Date" : `a class instance (${types})`];
};

const memberTypes = "list and map members must be strings, numbers, bigints, booleans or Dates";

// A value as RFC 6570 sees it: `undefined` too for an empty list or map; why it cannot be, as a one-string array.
export type Members = { kind: "list"; list: string[] } | { kind: "map"; map: Array<[string, string]> };
export type Value = string | Members | undefined | [string];

export const valueOf = (value: unknown): Value => {
  if (Array.isArray(value)) {
    const list: string[] = [];
    const items = listItems(value);
    for (let index = 0; index < items.length; index += 1) {
      const text = scalarOf(items[index], memberTypes);
      if (typeof text === "object") return [`its member ${index} is ${text[0]}`];
      if (text !== undefined) list.push(text);
    }
    return list.length === 0 ? undefined : { kind: "list", list };
  }
  if (isPlainObject(value)) {
    const map: Array<[string, string]> = [];
    for (const key of Object.keys(value)) {
      const text = scalarOf(value[key], memberTypes);
      if (typeof text === "object") return [`its member ${JSON.stringify(key)} is ${text[0]}`];
      if (text !== undefined) map.push([key, text]);
    }
    return map.length === 0 ? undefined : { kind: "map", map };
  }
  const text = scalarOf(value, "expected a string, number, bigint, boolean, Date, list or plain object");
  return typeof text === "object" ? [`it is ${text[0]}`] : text;
};

// The first `count` code points of `text` (RFC 6570 prefixes count characters, not UTF-16 units).
const codePointsTake = (text: string, count: number): string => {
  let end = 0;
  for (let taken = 0; taken < count && end < text.length; taken += 1) end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  return text.slice(0, end);
};

const namedValue = (key: string, text: string, empty: string): string => (text === "" ? key + empty : `${key}=${text}`);

// A defined value's expansion (RFC 6570 §3.2.1), a prefix only on text. Throws the encoders' URIError.
const varSpecExpand = (operator: Operator, { name, explode, prefix }: VarSpec, value: string | Members): string => {
  const { named, separator, empty, encode } = rules[operator];
  if (explode && typeof value !== "string") {
    if (value.kind === "list") return value.list.map((text) => (named ? namedValue(name, encode(text), empty) : encode(text))).join(separator);
    return value.map.map(([key, text]) => (named ? namedValue(encode(key), encode(text), empty) : `${encode(key)}=${encode(text)}`)).join(separator);
  }
  const text =
    typeof value === "string"
      ? encode(prefix === undefined ? value : codePointsTake(value, prefix))
      : value.kind === "list"
        ? value.list.map(encode).join(",")
        : value.map.map(([key, member]) => `${encode(key)},${encode(member)}`).join(",");
  return named ? namedValue(name, text, empty) : text;
};

// A render's outcome, own keys from the start. `missing`: a simple expression's first undefined variable (RFC 6570 drops it; a URL needs it).
type Rendered = { text: string; missing: string | undefined; failure: EndpointError | undefined };

const cannot = (name: string, why: string): EndpointError =>
  new EndpointError("INVALID_PARAMETER", `parameter "${name}" cannot be expanded in a URL template: ${why}`);

// One varspec's expansion, `undefined` when its value is undefined or cannot be expanded (noted in `seen`).
const varRender = (source: string, operator: Operator, spec: VarSpec, given: unknown, seen: Rendered) => {
  const value = valueOf(given);
  if (value === undefined) {
    if (operator === "") seen.missing ??= spec.name;
  } else if (Array.isArray(value)) {
    seen.failure ??= cannot(spec.name, value[0]);
  } else if (spec.prefix !== undefined && typeof value !== "string") {
    const why = `the prefix ":${spec.prefix}" of variable "${spec.name}" cannot apply to its value, a ${value.kind}`;
    const message = `invalid URL template ${JSON.stringify(source)}: ${why} (prefixes apply to strings only)`;
    seen.failure ??= new EndpointError("INVALID_URL_TEMPLATE", message);
  } else {
    try {
      return varSpecExpand(operator, spec, value);
    } catch {
      const texts = typeof value === "string" ? [value] : value.kind === "list" ? value.list : value.map.flat();
      const at = texts.map((text) => text.search(loneSurrogate)).find((index) => index >= 0) ?? 0;
      seen.failure ??= cannot(spec.name, `it is not well-formed Unicode (lone surrogate at index ${at})`);
    }
  }
  return undefined;
};

const expressionRender = (read: (name: string) => unknown, source: string, { operator, variables }: Expression, seen: Rendered): string => {
  const { first, separator } = rules[operator];
  let output: string | undefined;
  for (const spec of variables) {
    const piece = varRender(source, operator, spec, read(spec.name), seen);
    if (piece !== undefined) output = output === undefined ? first + piece : output + separator + piece;
  }
  return output ?? "";
};

/** The RFC 6570 level 4 expansion of `template`, each variable read once; with `parts`, each part's output too. */
export const templateRender = (template: Template, read: (name: string) => unknown, parts?: string[]): Rendered => {
  const { source } = template;
  const rendered: Rendered = { text: "", missing: undefined, failure: undefined };
  for (const part of template.parts) {
    let piece: string;
    if (part.kind === "literal") piece = part.text;
    else {
      const spec = part.operator === "" && part.variables.length === 1 ? part.variables[0] : undefined;
      const simple = spec !== undefined && spec.prefix === undefined;
      const value = simple ? read(spec.name) : undefined;
      // Most expressions are one `{name}` whose value is unreserved text: its own expansion.
      const fast = typeof value === "string" && isUnreserved(value);
      piece = fast ? value : simple ? (varRender(source, "", spec, value, rendered) ?? "") : expressionRender(read, source, part, rendered);
    }
    parts?.push(piece);
    rendered.text += piece;
  }
  return rendered;
};

/** RFC 6570 level 4 expansion of `template` with `variables` (own keys): an undefined one expands to nothing. */
export const expandTemplate = guarded((template: string, variables: Readonly<Record<string, unknown>>) => {
  const parsed = templateParse(template);
  if (E.isLeft(parsed)) return parsed;
  const { text, failure } = templateRender(parsed.right, (name) => own(variables, name));
  return failure === undefined ? E.right<EndpointError, string>(text) : E.left(failure);
});
