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

// Both keys are always own, `undefined` when absent: reading an absent one must not reach a
// (polluted) Object.prototype.
interface RouteParts {
  readonly method: string | undefined;
  readonly url: string | undefined;
}

/** No route given: the options alone. */
const noRoute: RouteParts = Object.freeze({ method: undefined, url: undefined });

// A program names a few hundred routes and calls them again and again: their split is kept.
const routeSplitCached = successMemo(1000, routeSplit);

// A url option may itself be in route form ("GET /orgs/{org}"): a method token, white space,
// a URL. More words after a method token is a route form gone wrong (`null`): INVALID_ROUTE,
// as the same route string is (docs/decisions.md, "Route and method"), not a template whose spaces
// are encoded ("GET%20/a%20b"). Anything else stays the url as given ("/a b").
const routeForm = (url: unknown): { method: string; path: string } | null | undefined => {
  // Most url options hold no white space: one test, not a split, on every such call.
  if (typeof url !== "string" || !/\s/.test(url)) return undefined;
  const tokens = url.trim().split(/\s+/);
  const [method, path] = tokens;
  if (path === undefined || !Method.is(method)) return undefined;
  return tokens.length === 2 ? { method, path } : null;
};

const routeFormFail = (url: string): E.Either<EndpointError, never> =>
  fail("INVALID_ROUTE", `invalid url ${JSON.stringify(url)}: a url in route form is "<METHOD> <URL>", got ${url.trim().split(/\s+/).length} words`);

// The options' enumerable own keys over the route's method and url, each value read once:
// by one spread (V8's fastest copy) or, past `spreadLimit` keys, which V8 spreads onto a
// literal in quadratic time, key by key. Symbol keys are carried as a spread carries them.
const recordCopy = (parsed: RouteParts, options: OptionsRecord): Record<string, unknown> => {
  // Counted, not listed: for-in runs over the enum cache and reads no getter. (An inherited
  // enumerable key counts too, which only ever sends a call to the keyed copy.)
  let count = 0;
  for (const _key in options) count += 1;
  if (count <= spreadLimit) {
    return parsed.url === undefined ? { ...options } : parsed.method === undefined ? { url: parsed.url, ...options } : { method: parsed.method, url: parsed.url, ...options };
  }
  const record: Record<string, unknown> = {};
  if (parsed.method !== undefined) record["method"] = parsed.method;
  if (parsed.url !== undefined) record["url"] = parsed.url;
  for (const key of Reflect.ownKeys(options)) {
    if (isOwnEnumerable(options, key as string)) setOwn(record, key as string, options[key as string]);
  }
  return record;
};

// The copy without its undefined values, rebuilt rather than deleted from (V8 turns an object
// that loses a key into a slow dictionary, which every later stage iterates): a method or url
// left undefined keeps the route's. Symbol keys are carried whatever their value.
const definedOf = (parsed: RouteParts, copy: Record<string, unknown>): Record<string, unknown> => {
  const record: Record<string, unknown> = {};
  for (const key of Reflect.ownKeys(copy)) {
    let value = copy[key as string];
    if (value === undefined) value = key === "method" ? parsed.method : key === "url" ? parsed.url : undefined;
    if (value !== undefined || typeof key === "symbol") setOwn(record, key as string, value);
  }
  return record;
};

/**
 * The options over the route's method and url as a fresh record of own data, checked. Keys
 * whose value is undefined are not set (docs/decisions.md, "Parameters"): a `method: undefined`
 * must not hide the route's method. A route-form url option gives the url its path and, unless
 * the options name a method, the method.
 */
const recordOf = (parsed: RouteParts, options: OptionsRecord): E.Either<EndpointError, OptionsRecord> => {
  const copy = recordCopy(parsed, options);
  let dropped = false;
  // An inherited key with an undefined value only sends the copy through definedOf, which takes own keys.
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
    if (!isOwnEnumerable(options, "method") || getOwn(copy, "method") === undefined) record["method"] = split.method;
  }
  return E.right(nestedCopy(record));
};

/**
 * First stage: the arguments of `endpoint(route, options)` or `endpoint(options)` as one
 * options record, the route's method and url under the `method` and `url` keys. Keys given
 * in options override the route's. A fresh record; the caller's is not touched.
 */
export const routeParse = (route: unknown, options?: unknown): E.Either<EndpointError, OptionsRecord> => {
  const given = options ?? {};
  if (!isPlainObject(given)) return fail("INVALID_ARGUMENTS", `options must be a plain object, got ${valueKind(options)}`);
  if (typeof route === "string") {
    // The options' own keys (a route-form url's method included) override the route's.
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
