import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { Method } from "@request-options/types";
import { EndpointError, fail } from "./EndpointError";
import { isPlainObject, setOwn } from "./ownRecord";

/** Options as one plain record: what `routeParse` hands to `defaultsCascade`. */
export type OptionsRecord = Readonly<Record<string, unknown>>;

// Splits "<METHOD> <URL>" on its first run of white space; one token is a URL.
const routeSplit = (route: string): E.Either<EndpointError, { method?: string; url: string }> => {
  const tokens = route.trim().split(/\s+/);
  const [first, second] = tokens;
  if (first === undefined || first === "") return fail("INVALID_ROUTE", `invalid route ${JSON.stringify(route)}: it is empty`);
  if (tokens.length > 2) {
    return fail("INVALID_ROUTE", `invalid route ${JSON.stringify(route)}: expected "<METHOD> <URL>" or "<URL>", got ${tokens.length} words`);
  }
  return E.right(second === undefined ? { url: first } : { method: first, url: second });
};

// A url option may itself be in route form ("GET /orgs/{org}"): a method token, white space,
// a URL. Anything else stays the url as given, so "/a b" is refused by the template parser
// instead of read as a route.
const routeForm = (url: unknown): { method: string; path: string } | undefined => {
  if (typeof url !== "string" || !/\s/.test(url)) return undefined;
  const tokens = url.trim().split(/\s+/);
  const [method, path] = tokens;
  return tokens.length === 2 && method !== undefined && path !== undefined && Method.is(method) ? { method, path } : undefined;
};

/**
 * The options' defined keys over the route's method and url, a fresh record, in one pass that
 * reads each key once. Keys whose value is undefined are dropped (DECISIONS.md, Parameters): a
 * `method: undefined` must not hide the route's method. A route-form url option gives the url
 * its path and, unless the options name a method, the method.
 */
const recordOf = (parsed: { method?: string; url?: string }, options: OptionsRecord): Record<string, unknown> => {
  const record: Record<string, unknown> = {};
  if (parsed.method !== undefined) record["method"] = parsed.method;
  if (parsed.url !== undefined) record["url"] = parsed.url;
  let url: unknown;
  let methodGiven = false;
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value === undefined) continue;
    setOwn(record, key, value);
    if (key === "url") url = value;
    else if (key === "method") methodGiven = true;
  }
  const split = routeForm(url);
  if (split !== undefined) {
    record["url"] = split.path;
    if (!methodGiven) record["method"] = split.method;
  }
  return record;
};

const kind = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "an array" : typeof value);

/**
 * First stage: the arguments of `endpoint(route, options)` or `endpoint(options)` as one
 * options record, the route's method and url under the `method` and `url` keys. Keys given
 * in options override the route's. A fresh record; the caller's is not touched.
 */
export const routeParse = (route: unknown, options?: unknown): E.Either<EndpointError, OptionsRecord> => {
  const given = options ?? {};
  if (!isPlainObject(given)) return fail("INVALID_ARGUMENTS", `options must be a plain object, got ${kind(options)}`);
  if (typeof route === "string") {
    // The options' own keys (a route-form url's method included) override the route's.
    return pipe(
      routeSplit(route),
      E.map((parsed) => recordOf(parsed, given)),
    );
  }
  if (route === undefined || route === null) return E.right(recordOf({}, given));
  if (!isPlainObject(route)) {
    return fail("INVALID_ARGUMENTS", `route must be a string such as "GET /orgs/{org}/repos" or an options object, got ${kind(route)}`);
  }
  if (options !== undefined && options !== null) {
    return fail("INVALID_ARGUMENTS", "two options objects given: pass the route as a string, endpoint(route, options), or one options object");
  }
  return E.right(recordOf({}, route));
};
