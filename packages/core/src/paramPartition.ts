import type { Headers, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { type Cascaded, parametersOf } from "./Cascaded";
import type { EndpointError } from "./EndpointError";
import { methodLower } from "./methodCase";
import { getOwn, hasOwn, setOwn } from "./ownRecord";
import { queryAppend, queryString, queryStringOf } from "./queryString";
import type { Expanded } from "./templateExpand";

/** What `paramPartition` hands to `acceptAmend`. */
export interface Partitioned {
  /** The merged options, for `mediaType`. */
  readonly options: Cascaded;
  /** The result so far: `accept` not yet amended. */
  readonly request: RequestOptions;
}

/**
 * Methods (lower case) that carry the leftover parameters in a body; every other one puts them
 * in the query. Compared, not looked up in a Set: the names are the interned literals of
 * methodLower, so each comparison is one pointer test.
 */
const isBodyMethod = (method: string): boolean => method === "post" || method === "patch" || method === "put" || method === "delete";

/** Methods (lower case) that send `body: ""` when they have nothing else (the API wants a zero length). */
const emptyBodyMethods: ReadonlySet<string> = new Set(["patch", "put"]);

const jsonContentType = "application/json; charset=utf-8";

/** A fresh copy of `headers`, own keys only (`__proto__` stays an own key). */
const copyHeaders = (headers: Readonly<Headers>): Headers => {
  const copy: Headers = {};
  for (const name in headers) {
    if (!hasOwn(headers, name)) continue;
    const value = headers[name];
    if (value !== undefined) setOwn(copy, name, value);
  }
  return copy;
};

/**
 * A plain object of the parameters whose value is not `undefined` (`null` kept), if any:
 * `parameters` itself when it is one already (templateExpand's, made for this call, is handed
 * on rather than copied again), else a new one.
 */
const definedParameters = (parameters: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined => {
  let found = false;
  let complete = true;
  for (const name in parameters) {
    if (!hasOwn(parameters, name)) continue;
    if (parameters[name] === undefined) complete = false;
    else found = true;
  }
  if (!found) return undefined;
  if (complete && Object.getPrototypeOf(parameters) === Object.prototype) return parameters;
  const body: Record<string, unknown> = {};
  for (const name in parameters) {
    if (!hasOwn(parameters, name)) continue;
    const value = parameters[name];
    if (value !== undefined) setOwn(body, name, value);
  }
  return body;
};

/** The body of a body method: the caller's (`data` or parameters), the `""` filler, or none. */
type Body =
  | { readonly kind: "caller"; readonly value: unknown }
  | { readonly kind: "filler"; readonly value: "" }
  | { readonly kind: "none" };

const bodyOf = (options: Cascaded, parameters: Readonly<Record<string, unknown>>, method: string): Body => {
  // A `data` is the body, whatever it is (`null` included). `data: undefined` means
  // "not set", like every other `undefined` option (DECISIONS.md, "Parameters").
  const data = options.data;
  if (data !== undefined) return { kind: "caller", value: data };
  const fromParameters = definedParameters(parameters);
  if (fromParameters !== undefined) return { kind: "caller", value: fromParameters };
  return emptyBodyMethods.has(method) ? { kind: "filler", value: "" } : noBody;
};

/** The result, with `body` and `options.request` (by reference) only when set. */
const resultOf = (options: Cascaded, method: string, url: string, headers: Headers, body: Body): RequestOptions => {
  const result: RequestOptions = { method, url, headers };
  if (body.kind !== "none") result.body = body.value;
  const request = options.request;
  if (request !== undefined) result.request = request;
  return result;
};

const noBody: Body = { kind: "none" };

/**
 * Places the leftover parameters (DECISIONS.md, "Parameters"): in a JSON body for `PATCH`,
 * `POST`, `PUT` and `DELETE` (any case) unless `data` gives the body; in the query for every
 * other method. Returns the result so far, `accept` not yet amended: `method` lower case,
 * fresh `headers` (`content-type` defaulted when there is a body), `body` and `request` only
 * when present. `data`, `request` and nested values pass by reference; so do the leftovers,
 * as the body, when they are a plain object of defined values. Nothing is mutated.
 */
export const paramPartition = (expanded: Expanded): E.Either<EndpointError, Partitioned> => {
  const { options, url, placed, queryFree } = expanded;
  const method = methodLower(options.method);
  const headers = copyHeaders(options.headers);
  // templateExpand's parameters are made from `options` and `placed` (its Expanded builds them
  // when read, from its prototype). An own `parameters` is someone's own: it wins. A copy of
  // templateExpand's Expanded ({ ...expanded, url }) has none, and still gets its parameters.
  const derived = placed !== undefined && !hasOwn(expanded, "parameters");

  if (!isBodyMethod(method)) {
    // `data` is a known option, never a query parameter; it is simply not sent.
    const query = derived ? queryStringOf(options, placed) : queryString(expanded.parameters);
    if (E.isLeft(query)) return query;
    // A URL known to have no query or fragment is not read (reading a URL built piece by piece copies it whole).
    const withQuery = queryFree === true && query.right !== "" ? `${url}?${query.right}` : queryAppend(url, query.right);
    return E.right({ options, request: resultOf(options, method, withQuery, headers, noBody) });
  }

  const body = bodyOf(options, derived ? parametersOf(options, placed) : expanded.parameters, method);
  if (body.kind === "caller" && !hasOwn(headers, "content-type")) {
    headers["content-type"] = jsonContentType;
  }
  return E.right({ options, request: resultOf(options, method, url, headers, body) });
};
