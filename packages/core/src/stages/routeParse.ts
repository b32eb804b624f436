import * as E from "fp-ts/Either";
import { Method } from "@request-options/types";
import { EndpointError, fail } from "../EndpointError";
import { successMemo } from "../successMemo";
import { getOwn, isOwnEnumerable, isPlainObject, setOwn } from "../ownRecord";
import { nestedCopy } from "../optionsSnapshot";
import { spreadLimit } from "../plainTree";
import { valueKind } from "../valueKind";

/** Options as one plain record: what `routeParse` hands to `defaultsCascade`. */
export type OptionsRecord = Readonly<Record<string, unknown>>;

// Splits "<METHOD> <URL>" on its first run of white space; one token is a URL.
const routeSplit = (route: string): E.Either<EndpointError, RouteParts> => {
  const tokens = route.trim().split(/\s+/);
  const [first, second] = tokens;
  if (!first) return fail("INVALID_ROUTE", `invalid route ${JSON.stringify(route)}: it is empty`);
  if (tokens.length > 2) {
    return fail("INVALID_ROUTE", `invalid route ${JSON.stringify(route)}: expected "<METHOD> <URL>" or "<URL>", got ${tokens.length} words`);
  }
  return E.right(second === undefined ? { method: undefined, url: first } : { method: first, url: second });
};

// Both keys always own, `undefined` when absent: reading one never reaches a polluted Object.prototype.
interface RouteParts {
  readonly method: string | undefined;
  readonly url: string | undefined;
}

const noRoute: RouteParts = Object.freeze({ method: undefined, url: undefined });

// A program calls a few hundred routes again and again: each split is kept.
const routeSplitCached = successMemo(1000, routeSplit);

// A url option in route form ("GET /orgs/{org}") gives method and path; more words after a method are `null`,
// INVALID_ROUTE as for the route string (docs/decisions.md, "Route and method"), not spaces to encode ("GET%20/a").
const routeForm = (url: unknown): { method: string; path: string } | null | undefined => {
  // Most url options hold no white space: one test, not a split.
  if (typeof url !== "string" || !/\s/.test(url)) return undefined;
  const tokens = url.trim().split(/\s+/);
  const [method, path] = tokens;
  if (path === undefined || !Method.is(method)) return undefined;
  return tokens.length === 2 ? { method, path } : null;
};

const routeFormFail = (url: string): E.Either<EndpointError, never> =>
  fail("INVALID_ROUTE", `invalid url ${JSON.stringify(url)}: a url in route form is "<METHOD> <URL>", got ${url.trim().split(/\s+/).length} words`);

// Own enumerable keys over the route's, each read once; key by key past `spreadLimit` (V8 spreads more in quadratic time).
const recordCopy = (parsed: RouteParts, options: OptionsRecord): Record<string, unknown> => {
  // Counted by for-in, which reads no getter; an inherited enumerable key only sends the call to the keyed copy.
  let count = 0;
  for (const _key in options) count += 1;
  if (count <= spreadLimit) {
    return parsed.url === undefined ? { ...options } : parsed.method === undefined ? { url: parsed.url, ...options } : { method: parsed.method, url: parsed.url, ...options };
  }
  const record: Record<string, unknown> = {};
  if (parsed.method !== undefined) setOwn(record, "method", parsed.method);
  if (parsed.url !== undefined) setOwn(record, "url", parsed.url);
  for (const key of Reflect.ownKeys(options)) {
    if (isOwnEnumerable(options, key as string)) setOwn(record, key as string, options[key as string]);
  }
  return record;
};

// Undefined values left out by a rebuild, not `delete`: V8 makes an object that loses a key a slow dictionary.
const definedOf = (parsed: RouteParts, copy: Record<string, unknown>): Record<string, unknown> => {
  const record: Record<string, unknown> = {};
  for (const key of Reflect.ownKeys(copy)) {
    let value = copy[key as string];
    if (value === undefined) value = key === "method" ? parsed.method : key === "url" ? parsed.url : undefined;
    if (value !== undefined || typeof key === "symbol") setOwn(record, key as string, value);
  }
  return record;
};

// Undefined values are not set (docs/decisions.md, "Parameters"): `method: undefined` must not hide the route's.
const recordOf = (parsed: RouteParts, options: OptionsRecord): E.Either<EndpointError, OptionsRecord> => {
  const copy = recordCopy(parsed, options);
  let dropped = false;
  // An inherited undefined only sends the copy through definedOf, which takes own keys.
  for (const key in copy) if (copy[key] === undefined) dropped = true;
  const record = dropped ? definedOf(parsed, copy) : copy;
  // An own read: a url on a polluted Object.prototype is no option (nor in route form).
  const url = getOwn(record, "url");
  // The route's own url was split on white space: it holds none.
  const split = url === parsed.url ? undefined : routeForm(url);
  if (split === null) return routeFormFail(url as string);
  if (split !== undefined) {
    record["url"] = split.path;
    // The options name a method when they enumerate a defined one (the copy's is theirs then).
    if (!isOwnEnumerable(options, "method") || getOwn(copy, "method") === undefined) setOwn(record, "method", split.method);
  }
  return E.right(nestedCopy(record));
};

/**
 * First stage: `endpoint(route, options)` or `endpoint(options)` as one fresh options record, the route's method
 * and url under `method` and `url`, the options' own keys over them (`undefined` values not set). Fails with
 * `INVALID_ARGUMENTS` or `INVALID_ROUTE`; the caller's objects are never mutated.
 */
export const routeParse = (route: unknown, options?: unknown): E.Either<EndpointError, OptionsRecord> => {
  const given = options ?? {};
  if (!isPlainObject(given)) return fail("INVALID_ARGUMENTS", `options must be a plain object, got ${valueKind(options)}`);
  if (typeof route === "string") {
    const parsed = routeSplitCached(route);
    return E.isLeft(parsed) ? parsed : recordOf(parsed.right, given);
  }
  if (route === undefined || route === null) return recordOf(noRoute, given);
  if (!isPlainObject(route)) {
    return fail("INVALID_ARGUMENTS", `route must be a string such as "GET /orgs/{org}/repos" or an options object, got ${valueKind(route)}`);
  }
  if (options !== undefined && options !== null) {
    return fail("INVALID_ARGUMENTS", "two options objects given: pass the route as a string, endpoint(route, options), or one options object");
  }
  return recordOf(noRoute, route);
};
