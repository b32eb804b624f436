import { type EndpointError, type Template, templateParse, type TemplatePart } from "@request-options/core";
import { type Dict, hasOwn, isPlainObject, valueKind } from "@request-options/core/internal";
import { BaseUrl } from "@request-options/types";
import * as E from "fp-ts/Either";
import { type DocumentIndex, documentFail, type Located, objectAt, type OperationEntry, pointerAppend } from "./document";
import { type ParameterIn, parameterSerializer, querystringSerializer, type ValueSerializer } from "./parameterSerialize";
import { type BodyPlan, bodyRead, jsonMediaTypeOf } from "./requestBody";
import type { CheckedParameter } from "./schemaCodec";

type Serializer = ValueSerializer;
/** A parameter the call places: its key in the call's options and its serializer (`header`: the header's name, lower case). */
export type Placed = { readonly name: string; readonly header: string; readonly serialize: Serializer };

/** An operation read once: where each parameter goes and how it is serialized, its body, its server, what its codec checks. */
export type OperationPlan = {
  readonly entry: OperationEntry;
  /** Lower case, as results have it. */
  readonly method: string;
  /** The path as literal parts and one-variable expressions named after their parameters, for the dot-segment check. */
  readonly template: Template;
  /** Each part's serializer (`undefined` for a literal part). */
  readonly pathSerializers: ReadonlyArray<Serializer | undefined>;
  readonly query: readonly Placed[];
  readonly headers: readonly Placed[];
  readonly cookies: readonly Placed[];
  /** Every parameter's key: the call's other keys form the body. */
  readonly names: ReadonlySet<string>;
  /** Header parameters OpenAPI ignores (`authorization`, ...), lower case: a key of that name, in any case, is refused, never placed. */
  readonly ignored: ReadonlySet<string>;
  readonly body: BodyPlan | undefined;
  /** The success responses' media types, for `accept` (none: no accept). */
  readonly accept: string | undefined;
  /** The operation's, path's or document's first server, with its variables' defaults, if it is an absolute http(s) URL. */
  readonly server: string | undefined;
  readonly checked: readonly CheckedParameter[];
};

const locations: ReadonlySet<string> = new Set(["path", "query", "querystring", "header", "cookie"]);

// A `content` parameter's value is its media type's serialization (JSON for every JSON type), then the location's default style.
const contentSerializer =
  (serialize: Serializer, json: boolean): Serializer =>
  (value) =>
    serialize(value === null || (!json && typeof value === "string") ? value : JSON.stringify(value));

type ParameterRead = { readonly parameter: CheckedParameter; readonly serialize: Serializer };

const parameterRead = (document: Dict, located: Located): E.Either<EndpointError, ParameterRead> => {
  const object = objectAt(document, located, "a Parameter Object");
  if (E.isLeft(object)) return object;
  const { value, pointer } = object.right;
  const { name, in: where, required, schema, content, style, explode, allowReserved } = value;
  if (typeof name !== "string" || name === "") return documentFail(pointerAppend(pointer, "name"), `expected a parameter name, got ${valueKind(name)}`);
  if (typeof where !== "string" || !locations.has(where)) {
    return documentFail(pointerAppend(pointer, "in"), `expected "path", "query", "querystring", "header" or "cookie", got ${JSON.stringify(where) ?? "nothing"}`);
  }
  let schemaAt: Located = { value: schema, pointer: pointerAppend(pointer, "schema") };
  let viaContent: string | undefined;
  if (schema === undefined && content !== undefined) {
    const [mediaType, ...others] = isPlainObject(content) ? Object.keys(content) : [];
    if (mediaType === undefined || others.length > 0) return documentFail(pointerAppend(pointer, "content"), "expected one media type with its Media Type Object");
    // 3.2: the Media Type Object may be a Reference Object (`#/components/mediaTypes/...`).
    const media = objectAt(document, { value: (content as Dict)[mediaType], pointer: pointerAppend(pointerAppend(pointer, "content"), mediaType) }, "a Media Type Object");
    if (E.isLeft(media)) return media;
    schemaAt = { value: media.right.value["schema"], pointer: pointerAppend(media.right.pointer, "schema") };
    viaContent = mediaType;
    // 3.2.0: the whole query, by its media type; checked and placed as a query parameter is.
    if (where === "querystring") {
      const made = querystringSerializer(name, mediaType, media.right.value, media.right.pointer);
      if (E.isLeft(made)) return made;
      return E.right({ parameter: { name, in: "query", required: required === true, schema: schemaAt.value, pointer: schemaAt.pointer }, serialize: made.right });
    }
  }
  if (where === "querystring") return documentFail(pointer, 'an in: "querystring" parameter takes "content", not "schema"');
  const placement = viaContent !== undefined ? { name, in: where as ParameterIn } : { name, in: where as ParameterIn, style, explode, allowReserved };
  const made = parameterSerializer(placement as Parameters<typeof parameterSerializer>[0], pointer);
  if (E.isLeft(made)) return made;
  return E.right({
    parameter: { name, in: where as ParameterIn, required: where === "path" || required === true, schema: schemaAt.value, pointer: schemaAt.pointer },
    serialize: viaContent !== undefined ? contentSerializer(made.right, jsonMediaTypeOf(viaContent)) : made.right,
  });
};

/** OpenAPI: header parameters with these names are ignored; options give those headers. */
const headersIgnored: ReadonlySet<string> = new Set(["accept", "content-type", "authorization"]);

// Path-level parameters, then the operation's, which replace those of the same name and location.
const parametersRead = (document: Dict, entry: OperationEntry, ignored: Set<string>): E.Either<EndpointError, ParameterRead[]> => {
  const read = new Map<string, ParameterRead>();
  for (const { value, pointer } of [entry.item, entry.operation]) {
    const list = value["parameters"];
    if (list === undefined) continue;
    const listPointer = pointerAppend(pointer, "parameters");
    if (!Array.isArray(list)) return documentFail(listPointer, `expected a list of Parameter Objects, got ${valueKind(list)}`);
    for (let index = 0; index < list.length; index += 1) {
      const parameter = parameterRead(document, { value: list[index], pointer: pointerAppend(listPointer, index) });
      if (E.isLeft(parameter)) return parameter;
      const { name, in: where } = parameter.right.parameter;
      if (where === "header" && headersIgnored.has(name.toLowerCase())) {
        ignored.add(name.toLowerCase());
        continue;
      }
      read.set(`${where} ${name}`, parameter.right);
    }
  }
  return E.right([...read.values()]);
};

/** The first `servers` entry of the operation, else its path item, else the document, if an absolute http(s) URL. */
export const serverRead = (document: Dict, entry?: OperationEntry): E.Either<EndpointError, string | undefined> => {
  const holders: Located<Dict>[] = [...(entry === undefined ? [] : [entry.operation, entry.item]), { value: document, pointer: "#" }];
  const listless = holders.find(({ value }) => value["servers"] !== undefined && !Array.isArray(value["servers"]));
  if (listless !== undefined) return documentFail(pointerAppend(listless.pointer, "servers"), `expected a list of Server Objects, got ${valueKind(listless.value["servers"])}`);
  const holder = holders.find(({ value }) => Array.isArray(value["servers"]) && value["servers"].length > 0);
  if (holder === undefined) return E.right(undefined);
  const pointer = pointerAppend(pointerAppend(holder.pointer, "servers"), 0);
  const server = (holder.value["servers"] as unknown[])[0];
  if (!isPlainObject(server) || typeof server["url"] !== "string") return documentFail(pointer, "expected a Server Object with a url");
  const variables = isPlainObject(server["variables"]) ? server["variables"] : {};
  let fault: string | undefined;
  const url = server["url"].replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const variable = hasOwn(variables, name) ? variables[name] : undefined;
    const value = isPlainObject(variable) ? variable["default"] : undefined;
    if (typeof value === "string") return value;
    fault ??= `its url names the variable ${JSON.stringify(name)}, which has no default`;
    return whole;
  });
  if (fault !== undefined) return documentFail(pointer, fault);
  // A relative server URL is relative to where the document was read, which the library does not know.
  const base = url.replace(/\/+$/, "");
  return E.right(BaseUrl.is(base) ? base : undefined);
};

// Success responses: each code from 200 to 299 and the 2XX range, in document order.
const success = /^(?:2\d\d|2XX)$/i;

/** `accept` from the operation's success responses' media types (if none has content, the default response's), each once. */
const acceptRead = (document: Dict, { operation }: OperationEntry): E.Either<EndpointError, string | undefined> => {
  const responses = operation.value["responses"];
  if (!isPlainObject(responses)) return E.right(undefined);
  const typesOf = (codes: readonly string[]): E.Either<EndpointError, Set<string>> => {
    const types = new Set<string>();
    for (const code of codes) {
      const response = objectAt(document, { value: responses[code], pointer: pointerAppend(pointerAppend(operation.pointer, "responses"), code) }, "a Response Object");
      if (E.isLeft(response)) return response;
      const content = response.right.value["content"];
      if (isPlainObject(content)) for (const type of Object.keys(content)) types.add(type);
    }
    return E.right(types);
  };
  const types = typesOf(Object.keys(responses).filter((code) => success.test(code)));
  const found = E.isLeft(types) || types.right.size > 0 || !hasOwn(responses, "default") ? types : typesOf(["default"]);
  return E.isLeft(found) ? found : E.right(found.right.size === 0 ? undefined : [...found.right].join(", "));
};

// A literal piece of the path, percent-encoded as a URL template's literal is (`/a b` → `/a%20b`), by the one engine.
const literalOf = (entry: OperationEntry, text: string): E.Either<EndpointError, TemplatePart> => {
  const parsed = templateParse(text);
  const part = E.isRight(parsed) ? parsed.right.parts[0] : undefined;
  return part?.kind === "literal" ? E.right(part) : documentFail(entry.item.pointer, `the path ${JSON.stringify(entry.path)} has a brace outside a {parameter}`);
};

/** An operation's plan, made once (at its first call): every fault of the operation is INVALID_DOCUMENT with its pointer. */
export const operationPlan = ({ document }: DocumentIndex, entry: OperationEntry): E.Either<EndpointError, OperationPlan> => {
  const ignored = new Set<string>();
  const parameters = parametersRead(document, entry, ignored);
  if (E.isLeft(parameters)) return parameters;
  const server = serverRead(document, entry);
  if (E.isLeft(server)) return server;
  const body = bodyRead(document, entry);
  if (E.isLeft(body)) return body;
  const accept = acceptRead(document, entry);
  if (E.isLeft(accept)) return accept;
  const byLocation = (where: ParameterIn): Placed[] =>
    parameters.right.filter(({ parameter }) => parameter.in === where).map(({ parameter, serialize }) => ({ name: parameter.name, header: parameter.name.toLowerCase(), serialize }));
  const inPath = new Map(byLocation("path").map((placed) => [placed.name, placed]));
  const parts: TemplatePart[] = [];
  const pathSerializers: Array<Serializer | undefined> = [];
  let last = 0;
  for (const match of entry.path.matchAll(/\{([^{}]*)\}/g)) {
    const name = match[1] ?? "";
    const placed = inPath.get(name);
    if (placed === undefined) return documentFail(entry.item.pointer, `the path names {${name}}, which no path parameter of ${entry.method} ${entry.path} defines`);
    if (match.index > last) {
      const literal = literalOf(entry, entry.path.slice(last, match.index));
      if (E.isLeft(literal)) return literal;
      parts.push(literal.right), pathSerializers.push(undefined);
    }
    parts.push({ kind: "expression", operator: "", variables: [{ name, explode: false, prefix: undefined }] });
    pathSerializers.push(placed.serialize);
    last = match.index + match[0].length;
  }
  if (last < entry.path.length) {
    const literal = literalOf(entry, entry.path.slice(last));
    if (E.isLeft(literal)) return literal;
    parts.push(literal.right), pathSerializers.push(undefined);
  }
  return E.right({
    entry,
    method: entry.method.toLowerCase(),
    template: { source: entry.path, parts },
    pathSerializers,
    query: byLocation("query"),
    headers: byLocation("header"),
    cookies: byLocation("cookie"),
    names: new Set(parameters.right.map(({ parameter }) => parameter.name)),
    ignored,
    body: body.right,
    accept: accept.right,
    server: server.right,
    checked: parameters.right.map(({ parameter }) => parameter),
  });
};
