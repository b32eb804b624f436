import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { Method } from "@request-options/types";
import { EndpointError, fail } from "./EndpointError";
import { hasOwn, isPlainObject, setOwn } from "./ownRecord";

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

// A url option may itself be in route form ("GET /orgs/{org}"): a method token, white
// space, a URL. Its method yields to an explicit `method` option. Anything else stays the
// url as given, so "/a b" is refused by the template parser instead of read as a route.
const urlRouteSplit = (options: OptionsRecord): OptionsRecord => {
  const url = options["url"];
  if (typeof url !== "string" || !/\s/.test(url)) return options;
  const tokens = url.trim().split(/\s+/);
  const [method, path] = tokens;
  if (tokens.length !== 2 || method === undefined || path === undefined || !Method.is(method)) return options;
  return hasOwn(options, "method") ? { ...options, url: path } : { ...options, method, url: path };
};

// Options keys whose value is undefined are dropped (DECISIONS.md, Parameters): a
// `method: undefined` must not hide the route's method. Reads each key once.
const definedOnly = (options: OptionsRecord): Record<string, unknown> => {
  const defined: Record<string, unknown> = {};
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value !== undefined) setOwn(defined, key, value);
  }
  return defined;
};

// `options` over `parsed`, a fresh record. A loop, not `{ ...parsed, ...options }`: V8 takes time
// quadratic in the keys to spread some hundreds of them onto an object that has keys already
// (1 000 keys took some 25 ms, 3 000 some 2 ms).
const recordOver = (parsed: OptionsRecord, options: OptionsRecord): OptionsRecord => {
  const record: Record<string, unknown> = { ...parsed };
  for (const key of Object.keys(options)) setOwn(record, key, options[key]);
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
      E.map((parsed) => recordOver(parsed, urlRouteSplit(definedOnly(given)))),
    );
  }
  if (route === undefined || route === null) return E.right(urlRouteSplit(definedOnly(given)));
  if (!isPlainObject(route)) {
    return fail("INVALID_ARGUMENTS", `route must be a string such as "GET /orgs/{org}/repos" or an options object, got ${kind(route)}`);
  }
  if (options !== undefined && options !== null) {
    return fail("INVALID_ARGUMENTS", "two options objects given: pass the route as a string, endpoint(route, options), or one options object");
  }
  return E.right(urlRouteSplit(definedOnly(route)));
};
