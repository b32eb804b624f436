import * as E from "fp-ts/Either";
import { Method } from "@request-options/types";
import { EndpointError, fail } from "../EndpointError";
import { successMemo } from "../successMemo";
import { hasOwn, isPlainObject, setOwn } from "../ownRecord";
import { mediaTypeSnapshot } from "../mediaTypeNormalise";
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
  if (typeof url !== "string" || !/\s/.test(url)) return undefined;
  const tokens = url.trim().split(/\s+/);
  const [method, path] = tokens;
  if (path === undefined || !Method.is(method)) return undefined;
  return tokens.length === 2 ? { method, path } : null;
};

const routeFormFail = (url: string): E.Either<EndpointError, never> =>
  fail("INVALID_ROUTE", `invalid url ${JSON.stringify(url)}: a url in route form is "<METHOD> <URL>", got ${url.trim().split(/\s+/).length} words`);

/**
 * The known options that nest, `headers` and `mediaType`, copied into the fresh record (which
 * owns them): each getter of the caller's in them is read here, once. `defaultsCascade` then
 * reads the copies, and so does the explanation of a value it refuses (a getter read twice
 * could pass a second, different value).
 */
const nestedCopy = (record: Record<string, unknown>): Record<string, unknown> => {
  if (hasOwn(record, "headers") && isPlainObject(record["headers"])) record["headers"] = { ...record["headers"] };
  if (hasOwn(record, "mediaType")) record["mediaType"] = mediaTypeSnapshot(record["mediaType"]);
  return record;
};

/**
 * The options' defined keys over the route's method and url, a fresh record, in one pass over
 * one list of the keys (as a spread reads them), each value read once; symbol keys are carried
 * as a spread carries them (no stage reads them, and `merge()` leaves them out). Keys whose value is undefined are dropped (docs/decisions.md, "Parameters"): a
 * `method: undefined` must not hide the route's method. A route-form url option gives the url
 * its path and, unless the options name a method, the method (`methodOwned` false: the
 * method in `options` is the route's, copied there).
 */
const recordOf = (parsed: RouteParts, options: OptionsRecord, methodOwned = true): E.Either<EndpointError, OptionsRecord> => {
  const record: Record<string, unknown> = {};
  if (parsed.method !== undefined) record["method"] = parsed.method;
  if (parsed.url !== undefined) record["url"] = parsed.url;
  let url: unknown;
  let methodGiven = false;
  for (const key of Reflect.ownKeys(options)) {
    if (!Object.prototype.propertyIsEnumerable.call(options, key)) continue;
    const value = options[key as string];
    if (typeof key === "symbol") {
      record[key as unknown as string] = value;
      continue;
    }
    if (value === undefined) continue;
    setOwn(record, key, value);
    if (key === "url") url = value;
    else if (key === "method") methodGiven = methodOwned;
  }
  const split = routeForm(url);
  if (split === null) return routeFormFail(url as string);
  if (split !== undefined) {
    record["url"] = split.path;
    if (!methodGiven) record["method"] = split.method;
  }
  return E.right(nestedCopy(record));
};

/**
 * `recordOf`, by one spread when it can: the route's method and url in a literal with the
 * caller's options spread onto it, which reads each value once and is far faster than one
 * keyed store per key. The options' own method and url win, in the route's places. The
 * record, own data now, is then checked: an undefined value or a route-form url has `recordOf`
 * redo it from the record, so no getter of the caller's is read twice. More keys than `spreadLimit` take `recordOf` at
 * once: V8 spreads hundreds of keys onto a literal in quadratic time.
 */
const recordSpread = (parsed: RouteParts, options: OptionsRecord): E.Either<EndpointError, OptionsRecord> => {
  // Keys counted, not listed, and no getter of the caller's read: for-in runs over the enum
  // cache. (An inherited enumerable key counts too, which only ever sends a call to recordOf.)
  let count = 0;
  for (const _key in options) count += 1;
  if (count > spreadLimit) return recordOf(parsed, options);
  const record: Record<string, unknown> =
    parsed.url === undefined ? { ...options } : parsed.method === undefined ? { url: parsed.url, ...options } : { method: parsed.method, url: parsed.url, ...options };
  const url = record["url"];
  let redo = url !== parsed.url && typeof url === "string" && routeForm(url) !== undefined;
  let nested = false;
  for (const key in record) {
    if (!hasOwn(record, key)) continue;
    if (record[key] === undefined) redo = true;
    else if (key === "headers" || key === "mediaType") nested = true;
  }
  // The record holds the route's method unless the options own one (`undefined` included).
  if (redo) return recordOf(parsed, record, parsed.method === undefined || hasOwn(options, "method"));
  return E.right(nested ? nestedCopy(record) : record);
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
    return E.isLeft(parsed) ? parsed : recordSpread(parsed.right, given);
  }
  if (route === undefined || route === null) return recordSpread(noRoute, given);
  if (!isPlainObject(route)) {
    return fail("INVALID_ARGUMENTS", `route must be a string such as "GET /orgs/{org}/repos" or an options object, got ${valueKind(route)}`);
  }
  if (options !== undefined && options !== null) {
    return fail("INVALID_ARGUMENTS", "two options objects given: pass the route as a string, endpoint(route, options), or one options object");
  }
  return recordSpread(noRoute, route);
};
