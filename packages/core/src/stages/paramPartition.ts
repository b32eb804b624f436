import type { Headers, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { type Cascaded, parametersOf } from "./Cascaded";
import type { EndpointError } from "../EndpointError";
import { methodLower } from "../methodCase";
import { hasOwn, setOwn } from "../ownRecord";
import { queryAppend, queryString, queryStringOf } from "../queryString";
import type { Expanded } from "./templateExpand";

/** What `paramPartition` hands to `acceptAmend`. */
export interface Partitioned {
  /** The merged options, for `mediaType`. */
  readonly options: Cascaded;
  /** The result so far: `accept` not yet amended. */
  readonly request: RequestOptions;
}

const isBodyMethod = (method: string): boolean => method === "post" || method === "patch" || method === "put" || method === "delete";

// The API wants a zero-length body on PUT and PATCH with nothing else to send.
const isEmptyBodyMethod = (method: string): boolean => method === "put" || method === "patch";

const jsonContentType = "application/json; charset=utf-8";

// The body of a body method: the caller's (`data` or parameters), the `""` filler, or none.
type Body =
  | { readonly kind: "caller"; readonly value: unknown }
  | { readonly kind: "filler"; readonly value: "" }
  | { readonly kind: "none" };

const bodyOf = (options: Cascaded, placed: ReadonlySet<string>, method: string): Body => {
  // Any defined `data` is the body, `null` included; `undefined` means "not set" (docs/decisions.md, "Parameters").
  const data = options.data;
  if (data !== undefined) return { kind: "caller", value: data };
  // parametersOf's object is made for this call, own keys and defined values only: it is the body.
  const parameters = parametersOf(options, placed);
  for (const name in parameters) if (hasOwn(parameters, name)) return { kind: "caller", value: parameters };
  return isEmptyBodyMethod(method) ? { kind: "filler", value: "" } : noBody;
};

// `body` and `options.request` (by reference) only when set.
const resultOf = (options: Cascaded, method: string, url: string, headers: Headers, body: Body): RequestOptions => {
  const result: RequestOptions = { method, url, headers };
  if (body.kind !== "none") setOwn(result, "body", body.value);
  const request = options.request;
  if (request !== undefined) setOwn(result, "request", request);
  return result;
};

const noBody: Body = { kind: "none" };

/**
 * Fourth stage: the leftover parameters placed (docs/decisions.md, "Parameters") in a JSON body for `PATCH`, `POST`,
 * `PUT` and `DELETE` (any case) unless `data` is the body, else in the query (`INVALID_PARAMETER`). The result so far:
 * `method` lower case, fresh `headers` (`content-type` defaulted for a body), `body` and `request` only when present.
 * `data`, `request` and nested values pass by reference; a parameters body is fresh. Nothing is mutated.
 */
export const paramPartition = (expanded: Expanded): E.Either<EndpointError, Partitioned> => {
  const { options, url, placed, queryFreeUrl } = expanded;
  const method = methodLower(options.method);
  // A spread: `Cascaded` headers hold own string keys with defined values only.
  const headers: Headers = { ...options.headers };

  if (!isBodyMethod(method)) {
    // `data` is never a query parameter: unsent. With the defaults' parameters, the query takes an object's
    // order (integer-like keys first), as merge() shows them.
    const query = options.underKeys.size === 0 ? queryStringOf(options, placed) : queryString(parametersOf(options, placed));
    if (E.isLeft(query)) return query;
    // A URL known free of query and fragment is not read: reading a URL built piece by piece copies it whole.
    const withQuery = queryFreeUrl === url && query.right !== "" ? `${url}?${query.right}` : queryAppend(url, query.right);
    return E.right({ options, request: resultOf(options, method, withQuery, headers, noBody) });
  }

  const body = bodyOf(options, placed, method);
  if (body.kind === "caller" && !hasOwn(headers, "content-type")) {
    setOwn(headers, "content-type", jsonContentType);
  }
  return E.right({ options, request: resultOf(options, method, url, headers, body) });
};
