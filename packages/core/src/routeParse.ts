import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { EndpointError, fail } from "./EndpointError";
import { hasOwn, isPlainObject } from "./ownRecord";

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

// A url option may itself be in route form ("GET /orgs/{org}"): its method yields to an
// explicit `method` option.
const urlRouteSplit = (options: OptionsRecord): E.Either<EndpointError, OptionsRecord> => {
  const url = options["url"];
  if (typeof url !== "string" || !/\s/.test(url)) return E.right(options);
  return pipe(
    routeSplit(url),
    E.map((parsed): OptionsRecord =>
      parsed.method === undefined || hasOwn(options, "method") ? { ...options, url: parsed.url } : { ...options, method: parsed.method, url: parsed.url },
    ),
  );
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
    return pipe(
      routeSplit(route),
      E.map((parsed): OptionsRecord => ({ ...parsed, ...given })),
      E.chain(urlRouteSplit),
    );
  }
  if (route === undefined || route === null) return urlRouteSplit({ ...given });
  if (!isPlainObject(route)) {
    return fail("INVALID_ARGUMENTS", `route must be a string such as "GET /orgs/{org}/repos" or an options object, got ${kind(route)}`);
  }
  if (options !== undefined && options !== null) {
    return fail("INVALID_ARGUMENTS", "two options objects given: pass the route as a string, endpoint(route, options), or one options object");
  }
  return urlRouteSplit({ ...route });
};
