import { baseUrlJoin, type Dict, dotSegmentCheck, type EndpointError, fail, hasOwn, type Merged, own, ownSet, stages } from "@request-options/core";
import type { RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import type { OperationPlan } from "./operationPlan";
import { parameterSerializer, type ValueSerializer } from "./parameterSerialize";

const missing = (plan: OperationPlan, name: string): E.Either<EndpointError, never> =>
  fail("MISSING_PARAMETER", `missing parameter "${name}": the path ${JSON.stringify(plan.entry.path)} of ${plan.entry.method} ${plan.entry.path} needs a value for it`);

// The path, each parameter serialized by its style; a value that makes a `.` or `..` segment is refused as in any URL.
const pathPlace = (plan: OperationPlan, values: Readonly<Dict>): E.Either<EndpointError, string> => {
  const { template, pathSerializers } = plan;
  const rendered: string[] = [];
  let path = "";
  let suspect = false;
  for (let index = 0; index < template.parts.length; index += 1) {
    const part = template.parts[index]!;
    const serialize = pathSerializers[index];
    let text: string;
    if (part.kind === "literal" || serialize === undefined) text = part.kind === "literal" ? part.text : "";
    else {
      const name = part.variables[0]!.name;
      const value = own(values, name);
      // Always required (docs/decisions.md, "OpenAPI documents"): checks on or off, whatever the style.
      if (value === undefined || value === null) return missing(plan, name);
      const serialized = serialize(value);
      if (E.isLeft(serialized)) return serialized;
      if (serialized.right === undefined) return missing(plan, name);
      text = serialized.right;
      // As the core's render decides: only a piece that starts with `.` or `%`, or holds `/.` or `/%`, can make a dot segment.
      suspect ||= text.charCodeAt(0) === 46 || text.charCodeAt(0) === 37 || text.includes("/.") || text.includes("/%");
    }
    rendered.push(text);
    path += text;
  }
  const dotted = suspect ? dotSegmentCheck(template, rendered) : undefined;
  return dotted ?? E.right(path);
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
    if (serialized.right !== undefined && serialized.right !== "") query += (query === "" ? "" : "&") + serialized.right;
  }
  return E.right(query);
};

/**
 * The request options of one call: `values` (the call's keys that are no known option) placed as `plan` says, the merged
 * known options around them, `accept` amended from `mediaType` as everywhere.
 */
export const operationPlace = (plan: OperationPlan, merged: Merged, values: Readonly<Dict>, baseUrl: string): E.Either<EndpointError, RequestOptions> => {
  const path = pathPlace(plan, values);
  if (E.isLeft(path)) return path;
  let query = "";
  for (const { name, serialize } of plan.query) {
    const value = own(values, name);
    if (value === undefined) continue;
    const serialized = serialize(value);
    if (E.isLeft(serialized)) return serialized;
    if (serialized.right !== undefined && serialized.right !== "") query += (query === "" ? "" : "&") + serialized.right;
  }
  const headers: Dict = { ...merged.headers };
  for (const { name, header, serialize } of plan.headers) {
    const value = own(values, name);
    const serialized = value === undefined ? undefined : serialize(value);
    if (serialized === undefined) continue;
    if (E.isLeft(serialized)) return serialized;
    if (serialized.right !== undefined) ownSet(headers, header, serialized.right);
  }
  let cookie = "";
  for (const { name, serialize } of plan.cookies) {
    const value = own(values, name);
    const serialized = value === undefined ? undefined : serialize(value);
    if (serialized === undefined) continue;
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
  let body: unknown = merged.data;
  const kind = plan.body?.kind;
  if (kind === "json" || kind === "form") body ??= leftovers ?? (plan.body!.required ? {} : undefined);
  if (kind === "form" && typeof body === "object" && body !== null) {
    const encoded = plan.body!.form!(body);
    if (E.isLeft(encoded)) return encoded;
    body = encoded.right ?? "";
  } else if (leftovers !== undefined && kind !== "json" && kind !== "form") {
    const rest = queryLeftovers(leftovers);
    if (E.isLeft(rest)) return rest;
    if (rest.right !== "") query += (query === "" ? "" : "&") + rest.right;
  }
  const method = plan.method;
  const result: RequestOptions = { method, url: baseUrlJoin(baseUrl, query === "" ? path.right : `${path.right}?${query}`), headers: headers as RequestOptions["headers"] };
  if (body !== undefined) {
    ownSet(result, "body", body);
    // A media type range (`*/*`) names no content-type: none is sent. No request body in the document: JSON, as endpoint() does.
    const type = plan.body === undefined ? "application/json; charset=utf-8" : plan.body.mediaType;
    if (!hasOwn(headers, "content-type") && type !== "") ownSet(headers, "content-type", type);
  } else if (method === "put" || method === "patch") ownSet(result, "body", ""); // as the plain endpoint: a zero-length body
  if (merged.request !== undefined) ownSet(result, "request", merged.request);
  return stages.acceptAmend({ options: merged, request: result });
};
