import { Method } from "@request-options/types";
import * as E from "fp-ts/Either";
import { isPlainObject, type Known, knownCheck, optionsRead, valueKind } from "../boundary";
import { type EndpointError, fail } from "../EndpointError";

/** What `routeParse` hands to `defaultsCascade`: one fresh record, every known option an own key, checked. */
export type OptionsRecord = Readonly<Record<string, unknown>> & Known;

/** A route split once: method (upper case; `undefined` for a url alone), url, and why the method is no token (it fails only if used). */
type RouteSplit = { readonly method: string | undefined; readonly url: string; readonly methodFault: string | undefined };

/** A method as merged options hold it (docs/decisions.md, "Route and method"): upper case, whoever gives it. */
export const methodMerged = (method: string): string => method.toUpperCase();

// "<METHOD> <URL>" split on the first run of white space, the whole trimmed; one word is a url.
const routeWords = /^\s*(\S+)(?:\s+(\S+))?\s*$/;
// The route cache: each route string split once; bounded, as routes may come from input; successes only.
const splits = new Map<string, E.Right<RouteSplit>>();

/** A route string's method and url (docs/decisions.md, "Route and method"), split once. */
const routeSplit = (route: string): E.Either<EndpointError, RouteSplit> => {
  const known = splits.get(route);
  if (known !== undefined) return known;
  const words = routeWords.exec(route);
  if (words === null) {
    const count = route.trim() === "" ? 0 : route.trim().split(/\s+/).length;
    return fail("INVALID_ROUTE", `invalid route ${JSON.stringify(route)}: ${count === 0 ? "it is empty" : `expected "<METHOD> <URL>" or "<URL>", got ${count} words`}`);
  }
  const [, first = "", second] = words;
  const method = second === undefined ? undefined : first;
  // A method that is no token is explained as the option `method` would be.
  const fault = method === undefined || Method.is(method) ? undefined : knownCheck(optionsRead({ method }));
  const split = E.right({ method: method === undefined ? undefined : methodMerged(method), url: second ?? first, methodFault: fault !== undefined && E.isLeft(fault) ? fault.left.message : undefined });
  if (splits.size >= 1000) splits.clear();
  splits.set(route, split as E.Right<RouteSplit>);
  return split;
};

const argumentsFail = (message: string): E.Either<EndpointError, never> => fail("INVALID_ARGUMENTS", message);

// A url in route form ("GET /orgs/{org}"), split; `undefined` if its first word is no method; INVALID_ROUTE past two.
const routeForm = (url: string): E.Either<EndpointError, RouteSplit> | undefined => {
  if (!/\s/.test(url)) return undefined;
  const words = url.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  const split = routeSplit(`${words[0]} ${words[1]}`);
  if (E.isLeft(split) || split.right.methodFault !== undefined) return undefined;
  return words.length === 2 ? split : fail("INVALID_ROUTE", `invalid url ${JSON.stringify(url)}: a url in route form is "<METHOD> <URL>", got ${words.length} words`);
};

/** First stage: `endpoint(route, options)` or `endpoint(options)` read once into one fresh, checked record. */
export const routeParse = (route: unknown, options?: unknown): E.Either<EndpointError, OptionsRecord> => {
  let given = options ?? {};
  let split: RouteSplit | undefined;
  if (typeof route === "string") {
    const parsed = routeSplit(route);
    if (E.isLeft(parsed)) return parsed;
    split = parsed.right;
  } else if (route !== undefined && route !== null) {
    if (!isPlainObject(route)) return argumentsFail(`route must be a string such as "GET /orgs/{org}/repos" or an options object, got ${valueKind(route)}`);
    if (options !== undefined && options !== null) {
      return argumentsFail("two options objects given: pass the route as a string, endpoint(route, options), or one options object");
    }
    given = route;
  }
  if (!isPlainObject(given)) return argumentsFail(`options must be a plain object, got ${valueKind(options)}`);
  const record = optionsRead(given, split);
  const checked = knownCheck(record, "", split);
  if (E.isLeft(checked)) return checked;
  const writable = record as Record<string, unknown>;
  const form = typeof record.url === "string" && record.url !== split?.url ? routeForm(record.url) : undefined;
  if (form !== undefined) {
    if (E.isLeft(form)) return form;
    writable["url"] = form.right.url;
    if (record.method === split?.method) writable["method"] = form.right.method;
  }
  if (record.method === split?.method && split?.methodFault !== undefined) return fail("INVALID_METHOD", split.methodFault);
  if (record.method !== undefined && record.method !== split?.method) writable["method"] = methodMerged(record.method);
  return E.right(record);
};
