import { type EndpointError, type Merged } from "@request-options/core";
import { baseUrlJoin, type Dict, dotSegmentCheck, fail, hasOwn, isPlainObject, own, ownSet, stages } from "@request-options/core/internal";
import type { RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import type { OperationPlan } from "./operationPlan";
import { parameterSerializer, type ValueSerializer } from "./parameterSerialize";
import { type BodyKind, formDataOf, jsonLinesOf, type MediaPlan } from "./requestBody";

const missing = (plan: OperationPlan, name: string): E.Either<EndpointError, never> =>
  fail("MISSING_PARAMETER", `missing parameter "${name}": the path ${JSON.stringify(plan.entry.path)} of ${plan.entry.method} ${plan.entry.path} needs a value for it`);

// The path, each parameter serialized by its style; a value that makes a `.` or `..` segment is refused as in any URL.
const pathPlace = (plan: OperationPlan, values: Readonly<Dict>): E.Either<EndpointError, string> => {
  const { template, pathSerializers } = plan;
  const rendered: string[] = [];
  let path = "";
  for (let index = 0; index < template.parts.length; index += 1) {
    const part = template.parts[index]!;
    const serialize = pathSerializers[index];
    let text: string;
    if (part.kind === "literal" || serialize === undefined) text = part.kind === "literal" ? part.text : "";
    else {
      const name = part.variables[0]!.name;
      const serialized = serialize(own(values, name));
      if (E.isLeft(serialized)) return serialized;
      // Always required (docs/decisions.md, "OpenAPI documents"), checks on or off: null, an empty list or map is none.
      if (serialized.right === undefined) return missing(plan, name);
      text = serialized.right;
    }
    rendered.push(text);
    path += text;
  }
  return dotSegmentCheck(template, rendered) ?? E.right(path);
};

// A leftover key's serializer, by name, made once (bounded: names come from calls).
const leftoverSerializers = new Map<string, ValueSerializer>();

const leftoverSerializer = (name: string): E.Either<EndpointError, ValueSerializer> => {
  const known = leftoverSerializers.get(name);
  if (known !== undefined) return E.right(known);
  const made = parameterSerializer({ name, in: "query" }, "#");
  if (E.isLeft(made)) return fail("INVALID_PARAMETER", `query.${JSON.stringify(name)}: a query parameter's name must be a non-empty, well-formed string`);
  if (leftoverSerializers.size >= 1000) leftoverSerializers.clear();
  leftoverSerializers.set(name, made.right);
  return made;
};

// Keys no parameter takes, with `{ check: false }` and no JSON or form body: the query, in the default style (form, exploded).
const queryLeftovers = (leftovers: Readonly<Dict>): E.Either<EndpointError, string> => {
  let query = "";
  for (const name of Object.keys(leftovers)) {
    const serializer = leftoverSerializer(name);
    const serialized = E.isLeft(serializer) ? serializer : serializer.right(leftovers[name]);
    if (E.isLeft(serialized)) return serialized;
    // The default style writes nothing for an empty list or map, never "".
    if (serialized.right !== undefined) query += (query === "" ? "" : "&") + serialized.right;
  }
  return E.right(query);
};

// The media types whose body is made from the keys that are no parameters.
const fieldKinds: ReadonlySet<BodyKind | undefined> = new Set<BodyKind | undefined>(["json", "form", "multipart"]);

/** The body of one call, as its media type makes it from `data` or the keys that are no parameters; `undefined`: none. */
const bodyMake = (plan: OperationPlan, media: MediaPlan | undefined, data: unknown, leftovers: Readonly<Dict> | undefined): E.Either<EndpointError, unknown> => {
  const kind = media?.kind;
  if (!fieldKinds.has(kind)) {
    if (kind === "lines" && Array.isArray(data)) return jsonLinesOf(data);
    return E.right(data);
  }
  // A required body given nothing is an empty one.
  const body = data !== undefined ? data : (leftovers ?? (plan.body!.required ? {} : undefined));
  if (kind === "json") {
    // Any JSON value; null as its text, as an HTTP client sends no body for null (a string is the caller's JSON text).
    return E.right(body === null ? "null" : body);
  }
  if (!isPlainObject(body)) return E.right(body);
  if (kind === "multipart") return formDataOf(body, media!.parts);
  return media!.form!(body);
};

/**
 * The request options of one call: `values` (the call's keys that are no known option) placed as `plan` says, the merged
 * known options around them, `accept` amended from `mediaType` as everywhere.
 */
export const operationPlace = (plan: OperationPlan, media: MediaPlan | undefined, merged: Merged, values: Readonly<Dict>, baseUrl: string): E.Either<EndpointError, RequestOptions> => {
  const path = pathPlace(plan, values);
  if (E.isLeft(path)) return path;
  let query = "";
  for (const { name, serialize } of plan.query) {
    const serialized = serialize(own(values, name));
    if (E.isLeft(serialized)) return serialized;
    // A querystring parameter's form may write "" (no fields).
    if (serialized.right !== undefined && serialized.right !== "") query += (query === "" ? "" : "&") + serialized.right;
  }
  const headers: Dict = { ...merged.headers };
  for (const { name, header, serialize } of plan.headers) {
    const serialized = serialize(own(values, name));
    if (E.isLeft(serialized)) return serialized;
    if (serialized.right !== undefined) ownSet(headers, header, serialized.right);
  }
  let cookie = "";
  for (const { name, serialize } of plan.cookies) {
    const serialized = serialize(own(values, name));
    if (E.isLeft(serialized)) return serialized;
    if (serialized.right !== undefined) cookie += (cookie === "" ? "" : "; ") + serialized.right;
  }
  if (cookie !== "") {
    const given = own(headers, "cookie");
    ownSet(headers, "cookie", given === undefined ? cookie : `${String(given)}; ${cookie}`);
  }
  let leftovers: Dict | undefined;
  for (const key in values) if (!plan.names.has(key) && hasOwn(values, key)) ownSet((leftovers ??= {}), key, values[key]);
  // fromOpenApi refused keys beside `data`: with `data`, there are no leftovers.
  const made = bodyMake(plan, media, merged.data, leftovers);
  if (E.isLeft(made)) return made;
  const body = made.right;
  if (leftovers !== undefined && !fieldKinds.has(media?.kind)) {
    const rest = queryLeftovers(leftovers);
    if (E.isLeft(rest)) return rest;
    if (rest.right !== "") query += (query === "" ? "" : "&") + rest.right;
  }
  const method = plan.method;
  if (plan.accept !== undefined && !hasOwn(headers, "accept")) ownSet(headers, "accept", plan.accept);
  const result: RequestOptions = { method, url: baseUrlJoin(baseUrl, query === "" ? path.right : `${path.right}?${query}`), headers: headers as RequestOptions["headers"] };
  const given = own(headers, "content-type");
  // A multipart/form-data content-type needs the boundary the client writes: one without is dropped.
  if (media?.kind === "multipart" && given !== undefined && !/;\s*boundary=/i.test(String(given))) delete headers["content-type"];
  if (body !== undefined) {
    ownSet(result, "body", body);
    // No request body in the document: JSON, as endpoint() does.
    const type = media === undefined ? "application/json; charset=utf-8" : media.contentType;
    if (given === undefined && type !== "") ownSet(headers, "content-type", type);
  } else if (method === "put" || method === "patch") ownSet(result, "body", ""); // as the plain endpoint: a zero-length body
  if (merged.request !== undefined) ownSet(result, "request", merged.request);
  return stages.acceptAmend({ options: merged, request: result });
};
