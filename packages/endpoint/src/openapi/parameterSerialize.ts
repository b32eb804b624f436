import { EndpointError, guarded, type Members, type Template, templateParse, templateRender, type Value } from "@request-options/core";
import { type Dict, encodeReserved, encodeUnreserved, hasOwn, isPlainObject, isUnreserved, loneSurrogate, valueOf } from "@request-options/core/internal";
import { HeaderName, valueShow } from "@request-options/types";
import * as E from "fp-ts/Either";
import { rightOrThrow } from "../withDefaults";
import { documentFail, pointerToken } from "./document";

// OpenAPI 3.2.0, Parameter Object: its styles through the core's RFC 6570 engine where a style is an operator
// (matrix `;`, label `.`, simple, form `?`, explode `*`), written here only where RFC 6570 cannot say it (the
// delimited styles, deepObject, allowReserved, names outside RFC 6570's varchars, headers and cookies, which 3.2.0
// and 3.1.2 never percent-encode but in cookie `form`).

/** Where a parameter goes (Parameter Object `in`); `querystring` (3.2.0) takes `content`, no style: see `querystringSerializer`. */
export type ParameterIn = "path" | "query" | "header" | "cookie";
/** Parameter Object `style` values of OpenAPI 3.2.0. */
export type ParameterStyle = "matrix" | "label" | "simple" | "form" | "spaceDelimited" | "pipeDelimited" | "deepObject" | "cookie";
/** The fields of a Parameter Object that decide its serialization; absent ones take OpenAPI 3.2.0's defaults. */
export type ParameterPlacement = {
  readonly name: string;
  readonly in: ParameterIn;
  readonly style?: ParameterStyle | undefined;
  readonly explode?: boolean | undefined;
  readonly allowReserved?: boolean | undefined;
};
/**
 * The fields of an Encoding Object that decide a form field's serialization (`application/x-www-form-urlencoded`):
 * with none of `style`, `explode`, `allowReserved`, the field is written by `contentType` (3.2.0).
 */
export type EncodingPlacement = {
  readonly contentType?: string | undefined;
  readonly style?: "form" | "spaceDelimited" | "pipeDelimited" | "deepObject" | undefined;
  readonly explode?: boolean | undefined;
  readonly allowReserved?: boolean | undefined;
};

/** One value's serialization: `undefined` when nothing is sent. */
export type ValueSerializer = (value: unknown) => E.Either<EndpointError, string | undefined>;

// The 3.2.0 Style Values table: where each style may be used; the first is the default.
const stylesOf: Readonly<Record<ParameterIn, readonly ParameterStyle[]>> = {
  path: ["simple", "matrix", "label"],
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
  header: ["simple"],
  cookie: ["form", "cookie"],
};
const operatorOf: Partial<Readonly<Record<ParameterStyle, string>>> = { simple: "", matrix: ";", label: ".", form: "?" };

// RFC 6570 §2.3 varname: varchars (pct-encoded triplets aside), single dots between. Such a name is its own encoding.
const varName = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/;

// allowReserved keeps RFC 3986's reserved characters but those the location cannot hold or gives a meaning, which
// 3.2.0 leaves "applications" to encode: a path segment's `/?#[]` (Path Templating), a query's `#[]` and
// form-urlencoding's `&=+`, a cookie pair's `;,` (RFC 6265 cookie-octet).
const reservedEncoder = (delimiters: string): ((text: string) => string) => {
  const held = new RegExp(`[${delimiters.replace(/[\]\\[]/g, "\\$&")}]`, "g");
  return (text) => encodeReserved(text).replace(held, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
};
const reservedOf: Readonly<Record<ParameterIn, (text: string) => string>> = {
  path: reservedEncoder("/?#[]"),
  query: reservedEncoder("#[]&=+"),
  header: encodeUnreserved,
  cookie: reservedEncoder(";,"),
};

// A header value or a `style: cookie` pair sends its text as given (3.2.0: "percent-encoding MUST NOT be applied"):
// what would end the header or the pair, or that no header may carry, cannot be sent.
type Unsendable = { readonly unsendable: string };
const verbatim =
  (refused: RegExp, what: string) =>
  (text: string): string => {
    const found = refused.exec(text);
    if (found !== null) throw { unsendable: `it holds ${JSON.stringify(found[0])}, which ${what}` } satisfies Unsendable;
    return text;
  };
const headerText = verbatim(/[\r\n\0]|[^\0-\xff]/u, "no header value may carry (CR, LF, NUL, a character above U+00FF)");
const cookieText = verbatim(/[;\r\n\0]|[^\0-\xff]/u, "would end the cookie pair or header (`;`, CR, LF, NUL, a character above U+00FF)");

// A hand-written style: `lead`, then names (`named`) or bare texts; `separator` between exploded members, `joiner`
// between a non-exploded list's or map's; `empty` after a name whose text is "".
type Pairs = {
  readonly name: string; // encoded
  readonly named: boolean;
  readonly lead: string;
  readonly separator: string;
  readonly empty: string;
  readonly joiner: string;
  readonly exploded: boolean;
  readonly encode: (text: string) => string;
};

const pair = (name: string, text: string, empty: string): string => (text === "" ? name + empty : `${name}=${text}`);

// Throws the encoders' URIError on a lone surrogate, and an Unsendable.
const pairsWrite = (rule: Pairs, value: string | Members): string => {
  const { name, named, separator, empty, joiner, encode } = rule;
  const item = (text: string): string => (named ? pair(name, text, empty) : text);
  if (typeof value === "string") return rule.lead + item(encode(value));
  let text: string;
  if (value.kind === "list") text = rule.exploded ? value.list.map((member) => item(encode(member))).join(separator) : item(value.list.map(encode).join(joiner));
  else {
    text = rule.exploded
      ? value.map.map(([key, member]) => (named ? pair(encode(key), encode(member), empty) : `${encode(key)}=${encode(member)}`)).join(separator)
      : item(value.map.map(([key, member]) => encode(key) + joiner + encode(member)).join(joiner));
  }
  return rule.lead + text;
};

// Why `value` cannot be serialized as `style` (a refusal's message): the value model's reason, an encoder's, else a lone surrogate.
const refusal = (where: string, style: string, why: string): EndpointError => new EndpointError("INVALID_PARAMETER", `${where}: cannot be serialized as style "${style}": ${why}`);
const thrownWhy = (error: unknown): string =>
  typeof error === "object" && error !== null && "unsendable" in error ? (error as Unsendable).unsendable : "it is not well-formed Unicode (a lone surrogate)";

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
    if (failure !== undefined) {
      const modelled = valueOf(value);
      return E.left(refusal(where, style, Array.isArray(modelled) ? modelled[0] : thrownWhy(undefined)));
    }
    // RFC 6570 §2.3: an empty list or map is undefined; only a simple expression can expand a defined value to "".
    if (missing !== undefined || (operator !== "" && text === "")) return E.right(undefined);
    return E.right(prefixed ? text.slice(1) : text);
  };
};

const pairsSerializer =
  (rule: Pairs, where: string, style: ParameterStyle): ValueSerializer =>
  (value) => {
    const modelled: Value = valueOf(value);
    if (modelled === undefined) return E.right(undefined);
    if (Array.isArray(modelled)) return E.left(refusal(where, style, modelled[0]));
    try {
      return E.right(pairsWrite(rule, modelled));
    } catch (error) {
      return E.left(refusal(where, style, thrownWhy(error)));
    }
  };

// deepObject by the bracket convention beyond OpenAPI (docs/decisions.md): `name[key][sub]=v`, list items by index at
// any depth, a scalar `name=v`. Pairs go to `out`; a refusal's reason is returned. Throws the encoder's URIError.
const deepWrite = (name: string, at: string, value: unknown, encode: (text: string) => string, out: string[], ancestors: unknown[]): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value) || isPlainObject(value)) {
    if (ancestors.includes(value)) return `its member ${at} holds an object that holds it (a cycle)`;
    ancestors.push(value);
    // Own keys only: a sparse list's holes send nothing, as `qs` does.
    for (const key of Object.keys(value)) {
      const why = deepWrite(`${name}%5B${encode(key)}%5D`, `${at}[${key}]`, (value as Dict)[key], encode, out, ancestors);
      if (why !== undefined) return why;
    }
    ancestors.pop();
    return undefined;
  }
  const text = valueOf(value);
  if (typeof text !== "string") return `${at === "" ? "it" : `its member ${at}`} ${(text as [string])[0].replace(/^it /, "")}`;
  out.push(`${name}=${encode(text)}`);
  return undefined;
};

const deepSerializer =
  (name: string, encode: (text: string) => string, where: string): ValueSerializer =>
  (value) => {
    const out: string[] = [];
    try {
      const why = deepWrite(name, "", value, encode, out, []);
      if (why !== undefined) return E.left(refusal(where, "deepObject", why));
    } catch (error) {
      return E.left(refusal(where, "deepObject", thrownWhy(error)));
    }
    return E.right(out.length === 0 ? undefined : out.join("&"));
  };

const isBooleanOrAbsent = (value: unknown): value is boolean | undefined => value === undefined || typeof value === "boolean";

// `where` names the parameter in a refusal (`query.color`, `body.color`).
const compile = (parameter: ParameterPlacement, pointer: string, where?: string): E.Either<EndpointError, ValueSerializer> => {
  if (!isPlainObject(parameter)) return documentFail(pointer, `expected an object, got ${valueShow(parameter)}`);
  const { name, in: location, style: given, explode: explodeGiven, allowReserved } = parameter;
  if (typeof name !== "string" || name === "" || loneSurrogate.test(name)) return documentFail(pointer, `"name" must be a non-empty, well-formed string, got ${valueShow(name)}`);
  if (typeof location !== "string" || !hasOwn(stylesOf, location)) {
    return documentFail(pointer, `"in" must be "path", "query", "header" or "cookie", got ${valueShow(location)}`);
  }
  const allowed = stylesOf[location];
  if (given !== undefined && !allowed.includes(given)) {
    const known = Object.values(stylesOf).some((styles) => styles.includes(given));
    const why = known ? `is not defined for in: "${location}"` : "is no OpenAPI 3.2.0 style";
    return documentFail(pointer, `style ${valueShow(given)} ${why} (in: "${location}" takes ${allowed.map((s) => `"${s}"`).join(", ")})`);
  }
  if (!isBooleanOrAbsent(explodeGiven)) return documentFail(pointer, `"explode" must be a boolean, got ${valueShow(explodeGiven)}`);
  if (!isBooleanOrAbsent(allowReserved)) return documentFail(pointer, `"allowReserved" must be a boolean, got ${valueShow(allowReserved)}`);
  if (location === "header" && !HeaderName.is(name)) return documentFail(pointer, `header parameter name ${valueShow(name)} is not an RFC 9110 token`);
  const style = given ?? (allowed[0] as ParameterStyle);
  const explode = explodeGiven ?? (style === "form" || style === "cookie");
  const at = where ?? `${location}.${name}`;
  // 3.2.0: allowReserved "only applies to in and style values that automatically percent-encode": all but header and style cookie.
  const encode = location === "header" ? headerText : style === "cookie" ? cookieText : allowReserved === true ? reservedOf[location] : encodeUnreserved;
  if (style === "deepObject") return E.right(deepSerializer(encodeUnreserved(name), encode, at));
  const operator = operatorOf[style];
  const named = operator !== "" && operator !== ".";
  if (encode === encodeUnreserved && operator !== undefined && location !== "cookie" && (!named || varName.test(name))) {
    const parsed = templateParse(`{${operator}${named ? name : "value"}${explode ? "*" : ""}}`);
    return E.isLeft(parsed) ? parsed : E.right(engineSerializer(parsed.right, operator, at, style));
  }
  const rule: Pairs = {
    // A cookie pair's name is sent as its value is.
    name: !named ? "" : style === "cookie" ? name : encodeUnreserved(name),
    named,
    lead: operator === ";" || operator === "." ? operator : "",
    separator: location === "cookie" ? "; " : operator === "" ? "," : operator === "?" ? "&" : operator ?? "&",
    empty: operator === ";" ? "" : "=",
    joiner: style === "spaceDelimited" ? "%20" : style === "pipeDelimited" ? "%7C" : ",",
    // 3.2.0 leaves the delimited styles exploded undefined ("n/a"): their pairs stand apart, as form's do.
    exploded: explode,
    encode,
  };
  if (style === "cookie" && /[;=\r\n\0]|[^\0-\xff]/u.test(name)) return documentFail(pointer, `a cookie name of style "cookie" cannot hold ";", "=", CR, LF, NUL or a character above U+00FF`);
  return E.right(pairsSerializer(rule, at, style));
};

/**
 * One parameter's serializer, made once per parameter. Left (INVALID_DOCUMENT, naming `pointer`) when the
 * fields are no valid combination (an unknown style, `deepObject` in a path, ...).
 * The serializer gives, for one value: `undefined` when nothing is sent (undefined, null, an empty list or object);
 * - path: the text that replaces `{name}` in the path template, encoded (`;color=blue`, `.blue`, `blue`);
 * - query: the pairs, encoded, without a leading `?`/`&` (`color=blue&color=black`);
 * - header: the header's value as given, never percent-encoded; a text no header may carry is refused;
 * - cookie: the `name=value` pair(s) of the one `cookie` header, joined with `; ` by the caller.
 * A value the style cannot serialize is INVALID_PARAMETER, naming `where` (default `<in>.<name>`).
 */
export const parameterSerializer = (parameter: ParameterPlacement, pointer: string, where?: string): E.Either<EndpointError, ValueSerializer> => compile(parameter, pointer, where);

// The public forms read the caller's objects: guarded here, once (fromOpenApi's call is guarded as a whole).
const serialized = guarded((parameter: ParameterPlacement, value: unknown) => E.chain((serialize: ValueSerializer) => serialize(value))(compile(parameter, "#")));

/** The public, throwing form: one value serialized as `parameter` says. */
export const parameterSerialize = (parameter: ParameterPlacement, value: unknown): string | undefined => rightOrThrow(serialized(parameter, value));

// WHATWG URL's application/x-www-form-urlencoded percent-encode set: all but ASCII alphanumerics and `*-._`, a space as `+`.
const formEncode = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()~]|%20/g, (c) => (c === "%20" ? "+" : `%${c.charCodeAt(0).toString(16).toUpperCase()}`));

const jsonMediaType = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:[;,]|$)/i;

// A value as its media type writes it (3.2.0, Encoding Object: default `contentType` by type): JSON text for a JSON
// type and for lists and objects, else the scalar's text. Throws JSON.stringify's TypeError (a bigint inside an object).
const contentText = (value: unknown, contentType: string | undefined): string | [string] => {
  if ((contentType !== undefined && jsonMediaType.test(contentType)) || Array.isArray(value) || isPlainObject(value)) return JSON.stringify(value);
  const text = valueOf(value);
  return typeof text === "string" ? text : [(text as [string])[0]];
};

// A field written by its `contentType`: one pair per item of a list (3.2.0, Encoding By Name), form-percent-encoded.
const contentPairs = (name: string, value: unknown, contentType: string | undefined, where: string): E.Either<EndpointError, string | undefined> => {
  const pairs: string[] = [];
  try {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      const text = contentText(item, contentType);
      if (typeof text !== "string") return E.left(new EndpointError("INVALID_PARAMETER", `${where}: cannot be written as ${contentType ?? "text"}: ${text[0]}`));
      pairs.push(`${formEncode(name)}=${formEncode(text)}`);
    }
  } catch (error) {
    return E.left(new EndpointError("INVALID_PARAMETER", `${where}: cannot be written as ${contentType ?? "JSON text"}: ${error instanceof URIError ? thrownWhy(undefined) : String(error)}`));
  }
  return E.right(pairs.length === 0 ? undefined : pairs.join("&"));
};

const fieldStyled = (encoding: EncodingPlacement): boolean => encoding.style !== undefined || encoding.explode !== undefined || encoding.allowReserved !== undefined;

// `where` names the whole in a refusal (`body`, `querystring.filter`), its fields `<where>.<field>`.
const formEncoder = (encodings: Readonly<Record<string, EncodingPlacement>>, pointer: string, where: string): E.Either<EndpointError, ValueSerializer> => {
  if (!isPlainObject(encodings)) return documentFail(pointer, `an encoding map must be an object, got ${valueShow(encodings)}`);
  const fields = new Map<string, ValueSerializer>();
  for (const key of Object.keys(encodings)) {
    const encoding = encodings[key] as EncodingPlacement;
    const fieldPointer = `${pointer}/${pointerToken(key)}`;
    if (!isPlainObject(encoding)) return documentFail(fieldPointer, `an Encoding Object must be an object, got ${valueShow(encoding)}`);
    const { contentType, style, explode, allowReserved } = encoding;
    if (contentType !== undefined && typeof contentType !== "string") return documentFail(fieldPointer, `"contentType" must be a string, got ${valueShow(contentType)}`);
    const at = `${where}.${key}`;
    if (!fieldStyled(encoding)) {
      fields.set(key, (value) => contentPairs(key, value, contentType, at));
      continue;
    }
    const compiled = compile({ name: key, in: "query", style, explode, allowReserved }, fieldPointer, at);
    if (E.isLeft(compiled)) return compiled;
    fields.set(key, compiled.right);
  }
  return E.right((value: unknown): E.Either<EndpointError, string | undefined> => {
    if (value === undefined || value === null) return E.right(undefined);
    if (!isPlainObject(value)) return E.left(new EndpointError("INVALID_PARAMETER", `${where}: a form-urlencoded value is a plain object of fields, got ${valueShow(value)}`));
    const pairs: string[] = [];
    for (const key of Object.keys(value)) {
      // A field without an Encoding Object takes the defaults; its name is the caller's, so a bad one is theirs.
      if (key === "" || loneSurrogate.test(key)) return E.left(new EndpointError("INVALID_PARAMETER", `${where}.${valueShow(key)}: a form field's name must be a non-empty, well-formed string`));
      const field = fields.get(key);
      const text = field === undefined ? contentPairs(key, value[key], undefined, `${where}.${key}`) : field(value[key]);
      if (E.isLeft(text)) return text;
      if (text.right !== undefined) pairs.push(text.right);
    }
    return E.right(pairs.join("&"));
  });
};

/**
 * An `application/x-www-form-urlencoded` body's encoder, made once per media type, by OpenAPI 3.2.0's Encoding Object:
 * a field with `style`, `explode` or `allowReserved` as a query parameter of that style; any other by its `contentType`
 * (default: JSON text for an object, text for a scalar), a list one pair per item, form-percent-encoded (`+` for a
 * space). The pairs are joined by `&`. Left (INVALID_DOCUMENT, naming `pointer`/field) for an invalid Encoding Object.
 */
export const formBodyEncoder = (encodings: Readonly<Record<string, EncodingPlacement>>, pointer: string): E.Either<EndpointError, ValueSerializer> => formEncoder(encodings, pointer, "body");

const encoded = guarded((encodings: Readonly<Record<string, EncodingPlacement>>, value: unknown) => E.chain((encode: ValueSerializer) => encode(value))(formBodyEncoder(encodings, "#")));

/** The public, throwing form: an `application/x-www-form-urlencoded` body encoded as its Encoding Objects say. */
export const formBodyEncode = (encodings: Readonly<Record<string, EncodingPlacement>>, value: unknown): string | undefined => rightOrThrow(encoded(encodings, value));

/**
 * An `in: querystring` parameter's serializer (3.2.0): the whole query, written by its one `content` media type:
 * form-urlencoded through its Encoding Objects as a body is, any other type as text (JSON text for a JSON type or a
 * non-string value) percent-encoded whole.
 */
export const querystringSerializer = (name: string, mediaType: string, media: Dict, pointer: string): E.Either<EndpointError, ValueSerializer> => {
  const where = `querystring.${name}`;
  if (/^\s*application\/x-www-form-urlencoded\s*(?:;|$)/i.test(mediaType)) return formEncoder((media["encoding"] ?? {}) as Record<string, EncodingPlacement>, `${pointer}/encoding`, where);
  const json = jsonMediaType.test(mediaType);
  return E.right((value) => {
    if (value === undefined || value === null) return E.right(undefined);
    try {
      return E.right(encodeUnreserved(typeof value === "string" && !json ? value : JSON.stringify(value)));
    } catch (error) {
      return E.left(new EndpointError("INVALID_PARAMETER", `${where}: cannot be written as ${mediaType}: ${error instanceof URIError ? thrownWhy(undefined) : String(error)}`));
    }
  });
};
