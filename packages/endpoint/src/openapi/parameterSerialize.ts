import { EndpointError, encodeReserved, encodeUnreserved, guarded, hasOwn, isUnreserved, loneSurrogate, type Template, templateParse, templateRender, type Value, valueOf } from "@request-options/core";
import { HeaderName, PlainObject } from "@request-options/types";
import * as E from "fp-ts/Either";
import { rightOrThrow } from "../withDefaults";
import { pointerToken } from "./document";

// OpenAPI 3.1.1, Parameter Object: its styles through the core's RFC 6570 engine where a style is an operator
// (matrix `;`, label `.`, simple, form `?`, explode `*`), written here only where RFC 6570 cannot say it (the
// delimited styles, deepObject, allowReserved in a query, names outside RFC 6570's varchars, cookies).

/** Where a parameter goes (Parameter Object `in`). */
export type ParameterIn = "path" | "query" | "header" | "cookie";
/** Parameter Object `style` values of OpenAPI 3.1.1. */
export type ParameterStyle = "matrix" | "label" | "simple" | "form" | "spaceDelimited" | "pipeDelimited" | "deepObject";
/** The fields of a Parameter Object that decide its serialization; absent ones take OpenAPI 3.1.1's defaults. */
export type ParameterPlacement = {
  readonly name: string;
  readonly in: ParameterIn;
  readonly style?: ParameterStyle | undefined;
  readonly explode?: boolean | undefined;
  readonly allowReserved?: boolean | undefined;
};
/** The fields of an Encoding Object that decide a form field's serialization (`application/x-www-form-urlencoded`). */
export type EncodingPlacement = {
  readonly style?: "form" | "spaceDelimited" | "pipeDelimited" | "deepObject" | undefined;
  readonly explode?: boolean | undefined;
  readonly allowReserved?: boolean | undefined;
};

/** One value's serialization: `undefined` when nothing is sent. */
export type ValueSerializer = (value: unknown) => E.Either<EndpointError, string | undefined>;

// The 3.1.1 Style Values table: where each style may be used; the first is the default.
const stylesOf: Readonly<Record<ParameterIn, readonly ParameterStyle[]>> = {
  path: ["simple", "matrix", "label"],
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
  header: ["simple"],
  cookie: ["form"],
};
const operatorOf: Partial<Readonly<Record<ParameterStyle, string>>> = { simple: "", matrix: ";", label: ".", form: "?" };

// RFC 6570 §2.3 varname: varchars (pct-encoded triplets aside), single dots between. Such a name is its own encoding.
const varName = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/;

// allowReserved in a query keeps RFC 3986's reserved characters but those the query cannot hold (`#`, `[`, `]`) or
// that form-urlencoding gives a meaning (`&`, `=`, `+`), as OpenAPI 3.1.1 leaves "applications" to encode.
const queryDelimiters: Readonly<Record<string, string>> = { "#": "%23", "&": "%26", "+": "%2B", "=": "%3D", "[": "%5B", "]": "%5D" };
const delimiterCodes = new Uint8Array(128);
for (const c of Object.keys(queryDelimiters)) delimiterCodes[c.charCodeAt(0)] = 1;

const encodeReservedQuery = (text: string): string => {
  const kept = encodeReserved(text);
  let out = "";
  let from = 0;
  for (let i = 0; i < kept.length; i++) {
    if (delimiterCodes[kept.charCodeAt(i)] === 1) {
      out += kept.slice(from, i) + queryDelimiters[kept.charAt(i)];
      from = i + 1;
    }
  }
  return from === 0 ? kept : out + kept.slice(from);
};

// A hand-written style: pairs `name=text` after `lead`, `separator` between, `empty` after a name whose text is "".
type Pairs = {
  readonly name: string; // encoded
  readonly lead: string;
  readonly separator: string;
  readonly empty: string;
  readonly joiner: string; // between a non-exploded list's or map's members
  readonly exploded: boolean;
  readonly deep: boolean;
  readonly encode: (text: string) => string;
};

const pair = (name: string, text: string, empty: string): string => (text === "" ? name + empty : `${name}=${text}`);

// Throws the encoders' URIError on a lone surrogate.
const pairsWrite = (rule: Pairs, value: string | Exclude<Value, string | undefined | [string]>): string => {
  const { name, separator, empty, joiner, encode } = rule;
  if (rule.deep) return (value as { map: Array<[string, string]> }).map.map(([key, text]) => `${name}%5B${encode(key)}%5D=${encode(text)}`).join("&");
  if (typeof value === "string") return rule.lead + pair(name, encode(value), empty);
  let text: string;
  if (value.kind === "list") {
    text = rule.exploded ? value.list.map((member) => pair(name, encode(member), empty)).join(separator) : pair(name, value.list.map(encode).join(joiner), empty);
  } else {
    text = rule.exploded
      ? value.map.map(([key, member]) => pair(encode(key), encode(member), empty)).join(separator)
      : pair(name, value.map.map(([key, member]) => encode(key) + joiner + encode(member)).join(joiner), empty);
  }
  return rule.lead + text;
};

// Why `value` cannot be serialized as `style` (a refusal's message): the value model's reason, else a lone surrogate.
const refusal = (where: string, style: ParameterStyle, value: unknown, modelled: Value = valueOf(value)): EndpointError => {
  const why = Array.isArray(modelled)
    ? modelled[0]
    : style === "deepObject"
      ? `it is ${typeof modelled === "string" ? "a scalar" : "a list"}; deepObject serializes an object (OpenAPI 3.1.1, Style Values)`
      : "it is not well-formed Unicode (a lone surrogate)";
  return new EndpointError("INVALID_PARAMETER", `${where}: cannot be serialized as style "${style}": ${why}`);
};

const documentFail = (pointer: string, why: string): E.Either<EndpointError, never> =>
  E.left(new EndpointError("INVALID_DOCUMENT", `invalid parameter at ${pointer || "#"}: ${why}`));

const show = (value: unknown): string => (typeof value === "string" ? JSON.stringify(value) : value === null || typeof value !== "object" ? String(value) : Array.isArray(value) ? "a list" : "an object");

// A style the engine says: one `{<operator><name>[*]}` expression, parsed once, rendered per value.
const engineSerializer = (template: Template, operator: string, where: string, style: ParameterStyle): ValueSerializer => {
  const prefixed = operator === "?";
  // What the engine writes before a non-empty unreserved scalar text, which is its own encoding (`state=`, `.`, ``):
  // most values are such, and so skip the render.
  const probe = templateRender(template, () => "x").text;
  const lead = probe.slice(prefixed ? 1 : 0, -1);
  return (value) => {
    if (value === undefined || value === null) return E.right(undefined);
    const type = typeof value;
    if (type === "string" || type === "number" || type === "boolean" || type === "bigint") {
      const text = type === "string" ? (value as string) : String(value);
      if (text !== "" && isUnreserved(text)) return E.right(lead + text);
    }
    const { text, missing, failure } = templateRender(template, () => value);
    if (failure !== undefined) return E.left(refusal(where, style, value));
    // RFC 6570 §2.3: an empty list or map is undefined; only a simple expression can expand a defined value to "".
    if (missing !== undefined || (operator !== "" && text === "")) return E.right(undefined);
    return E.right(prefixed ? text.slice(1) : text);
  };
};

const pairsSerializer = (rule: Pairs, where: string, style: ParameterStyle): ValueSerializer => (value) => {
  const modelled = valueOf(value);
  if (modelled === undefined) return E.right(undefined);
  if (Array.isArray(modelled) || (rule.deep && (typeof modelled === "string" || modelled.kind !== "map"))) return E.left(refusal(where, style, value, modelled));
  try {
    return E.right(pairsWrite(rule, modelled));
  } catch {
    return E.left(refusal(where, style, value, modelled));
  }
};

const isBooleanOrAbsent = (value: unknown): value is boolean | undefined => value === undefined || typeof value === "boolean";

// `where` names the parameter in a refusal (`query.color`, `body.color`).
const compile = (parameter: ParameterPlacement, pointer: string, where?: string): E.Either<EndpointError, ValueSerializer> => {
  if (!PlainObject.is(parameter)) return documentFail(pointer, `expected an object, got ${show(parameter)}`);
  const { name, in: location, style: given, explode: explodeGiven, allowReserved } = parameter;
  if (typeof name !== "string" || name === "" || loneSurrogate.test(name)) return documentFail(pointer, `"name" must be a non-empty, well-formed string, got ${show(name)}`);
  if (typeof location !== "string" || !hasOwn(stylesOf, location)) {
    return documentFail(pointer, `"in" must be "path", "query", "header" or "cookie", got ${show(location)}`);
  }
  const allowed = stylesOf[location];
  if (given !== undefined && !allowed.includes(given)) {
    const known = Object.values(stylesOf).some((styles) => styles.includes(given));
    const why = known ? `is not defined for in: "${location}"` : "is no OpenAPI 3.1.1 style";
    return documentFail(pointer, `style ${show(given)} ${why} (in: "${location}" takes ${allowed.map((s) => `"${s}"`).join(", ")})`);
  }
  if (!isBooleanOrAbsent(explodeGiven)) return documentFail(pointer, `"explode" must be a boolean, got ${show(explodeGiven)}`);
  if (!isBooleanOrAbsent(allowReserved)) return documentFail(pointer, `"allowReserved" must be a boolean, got ${show(allowReserved)}`);
  if (location === "header" && !HeaderName.is(name)) return documentFail(pointer, `header parameter name ${show(name)} is not an RFC 9110 token`);
  const style = given ?? (allowed[0] as ParameterStyle);
  const explode = explodeGiven ?? style === "form";
  const at = where ?? `${location}.${name}`;
  const operator = operatorOf[style];
  // Only `query` takes allowReserved (3.1.1: "This field only applies to parameters with an in value of query").
  const reserved = allowReserved === true && location === "query";
  const named = operator === ";" || operator === "?";
  if (operator !== undefined && location !== "cookie" && !reserved && (!named || varName.test(name))) {
    const parsed = templateParse(`{${operator}${named ? name : "value"}${explode ? "*" : ""}}`);
    return E.isLeft(parsed) ? parsed : E.right(engineSerializer(parsed.right, operator, at, style));
  }
  const rule: Pairs = {
    name: encodeUnreserved(name),
    lead: operator === ";" ? ";" : "",
    separator: location === "cookie" ? "; " : operator === ";" ? ";" : "&",
    empty: operator === ";" ? "" : "=",
    joiner: style === "spaceDelimited" ? "%20" : style === "pipeDelimited" ? "%7C" : ",",
    // 3.1.1 leaves the delimited styles exploded undefined ("n/a"): their pairs stand apart, as form's do.
    exploded: explode,
    deep: style === "deepObject",
    encode: reserved ? encodeReservedQuery : encodeUnreserved,
  };
  return E.right(pairsSerializer(rule, at, style));
};

/**
 * One parameter's serializer, made once per parameter. Left (INVALID_DOCUMENT, naming `pointer`) when the
 * fields are no valid combination (an unknown style, `deepObject` in a path, ...).
 * The serializer gives, for one value: `undefined` when nothing is sent (undefined, null, an empty list or object);
 * - path: the text that replaces `{name}` in the path template, encoded (`;color=blue`, `.blue`, `blue`);
 * - query: the pairs, encoded, without a leading `?`/`&` (`color=blue&color=black`);
 * - header: the header's value, percent-encoded as RFC 6570 simple expansion is: always a valid header value;
 * - cookie: the `name=value` pair(s) of the one `cookie` header, joined with `; ` by the caller.
 * A value the style cannot serialize is INVALID_PARAMETER, naming `<in>.<name>`.
 */
export const parameterSerializer = (parameter: ParameterPlacement, pointer: string): E.Either<EndpointError, ValueSerializer> => compile(parameter, pointer);

// The public forms read the caller's objects: guarded here, once (fromOpenApi's call is guarded as a whole).
const serialized = guarded((parameter: ParameterPlacement, value: unknown) => E.chain((serialize: ValueSerializer) => serialize(value))(compile(parameter, "#")));

/** The public, throwing form: one value serialized as `parameter` says. */
export const parameterSerialize = (parameter: ParameterPlacement, value: unknown): string | undefined => rightOrThrow(serialized(parameter, value));

// The most field names one form encoder keeps compiled: past it, a field without an Encoding Object is compiled per call.
const fieldLimit = 1000;

/**
 * An `application/x-www-form-urlencoded` body's encoder, made once per media type: each field as a query parameter of
 * its Encoding Object's `style`, `explode` and `allowReserved` (absent: form, exploded), the pairs joined by `&`
 * without a leading `?`. Left (INVALID_DOCUMENT, naming `pointer`/field) for an invalid Encoding Object.
 */
export const formBodyEncoder = (encodings: Readonly<Record<string, EncodingPlacement>>, pointer: string): E.Either<EndpointError, ValueSerializer> => {
  if (!PlainObject.is(encodings)) return documentFail(pointer, `an encoding map must be an object, got ${show(encodings)}`);
  const fields = new Map<string, ValueSerializer>();
  for (const key of Object.keys(encodings)) {
    const encoding = encodings[key] as EncodingPlacement;
    if (!PlainObject.is(encoding)) return documentFail(`${pointer}/${pointerToken(key)}`, `an Encoding Object must be an object, got ${show(encoding)}`);
    const compiled = compile({ name: key, in: "query", style: encoding.style, explode: encoding.explode, allowReserved: encoding.allowReserved }, `${pointer}/${pointerToken(key)}`, `body.${key}`);
    if (E.isLeft(compiled)) return compiled;
    fields.set(key, compiled.right);
  }
  // A field without an Encoding Object takes the defaults; its name is the caller's, so a bad one is theirs.
  const fieldOf = (key: string): E.Either<EndpointError, ValueSerializer> => {
    const known = fields.get(key);
    if (known !== undefined) return E.right(known);
    const compiled = compile({ name: key, in: "query" }, pointer, `body.${key}`);
    const why = `body.${show(key)}: a form field's name must be a non-empty, well-formed string`;
    if (E.isLeft(compiled)) return E.left(new EndpointError("INVALID_PARAMETER", why));
    // Compiled once per field name; a call's own names are bounded by this.
    if (fields.size < fieldLimit) fields.set(key, compiled.right);
    return compiled;
  };
  return E.right((value: unknown): E.Either<EndpointError, string | undefined> => {
    if (value === undefined || value === null) return E.right(undefined);
    if (!PlainObject.is(value)) {
      return E.left(new EndpointError("INVALID_PARAMETER", `body: a form-urlencoded body is a plain object of fields, got ${show(value)}`));
    }
    const pairs: string[] = [];
    for (const key of Object.keys(value)) {
      const field = fieldOf(key);
      const text = E.isLeft(field) ? field : field.right(value[key]);
      if (E.isLeft(text)) return text;
      if (text.right !== undefined) pairs.push(text.right);
    }
    return E.right(pairs.join("&"));
  });
};

const encoded = guarded((encodings: Readonly<Record<string, EncodingPlacement>>, value: unknown) => E.chain((encode: ValueSerializer) => encode(value))(formBodyEncoder(encodings, "#")));

/** The public, throwing form: an `application/x-www-form-urlencoded` body encoded as its Encoding Objects say. */
export const formBodyEncode = (encodings: Readonly<Record<string, EncodingPlacement>>, value: unknown): string | undefined => rightOrThrow(encoded(encodings, value));
