import type { Headers, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { type Cascaded, parametersOf } from "./Cascaded";
import type { EndpointError } from "../EndpointError";
import { headersCopy } from "../headersCopy";
import { methodLower } from "../methodCase";
import { hasOwn } from "../ownRecord";
import { queryAppend, queryString, queryStringOf } from "../queryString";
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
 * in the query.
 */
const isBodyMethod = (method: string): boolean => method === "post" || method === "patch" || method === "put" || method === "delete";

/** Methods (lower case) that send `body: ""` when they have nothing else (the API wants a zero length). */
const isEmptyBodyMethod = (method: string): boolean => method === "put" || method === "patch";

const jsonContentType = "application/json; charset=utf-8";

/** The body of a body method: the caller's (`data` or parameters), the `""` filler, or none. */
type Body =
  | { readonly kind: "caller"; readonly value: unknown }
  | { readonly kind: "filler"; readonly value: "" }
  | { readonly kind: "none" };

const bodyOf = (options: Cascaded, placed: ReadonlySet<string>, method: string): Body => {
  // A `data` is the body, whatever it is (`null` included). `data: undefined` means
  // "not set", like every other `undefined` option (docs/decisions.md, "Parameters").
  const data = options.data;
  if (data !== undefined) return { kind: "caller", value: data };
  // parametersOf's object is made for this call, own keys and defined values only: it is the body.
  const parameters = parametersOf(options, placed);
  for (const name in parameters) if (hasOwn(parameters, name)) return { kind: "caller", value: parameters };
  return isEmptyBodyMethod(method) ? { kind: "filler", value: "" } : noBody;
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
 * Places the leftover parameters (docs/decisions.md, "Parameters"): in a JSON body for `PATCH`,
 * `POST`, `PUT` and `DELETE` (any case) unless `data` gives the body; in the query for every
 * other method. Returns the result so far, `accept` not yet amended: `method` lower case,
 * fresh `headers` (`content-type` defaulted when there is a body), `body` and `request` only
 * when present. `data`, `request` and nested values pass by reference; the leftovers' body is
 * a fresh object of their defined values (`parametersOf`). Nothing is mutated.
 */
export const paramPartition = (expanded: Expanded): E.Either<EndpointError, Partitioned> => {
  const { options, url, placed, queryFreeUrl } = expanded;
  const method = methodLower(options.method);
  const headers = headersCopy(options.headers);

  if (!isBodyMethod(method)) {
    // `data` is a known option, never a query parameter; it is simply not sent.
    // Straight from the options only when the defaults have no parameters: merged with theirs,
    // the parameters take an object's order (integer-like keys first), as merge() shows them.
    const query = options.underKeys.size === 0 ? queryStringOf(options, placed) : queryString(parametersOf(options, placed));
    if (E.isLeft(query)) return query;
    // A URL known to have no query or fragment is not read (reading a URL built piece by piece copies it whole).
    const withQuery = queryFreeUrl === url && query.right !== "" ? `${url}?${query.right}` : queryAppend(url, query.right);
    return E.right({ options, request: resultOf(options, method, withQuery, headers, noBody) });
  }

  const body = bodyOf(options, placed, method);
  if (body.kind === "caller" && !hasOwn(headers, "content-type")) {
    headers["content-type"] = jsonContentType;
  }
  return E.right({ options, request: resultOf(options, method, url, headers, body) });
};
