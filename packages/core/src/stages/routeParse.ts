import * as E from "fp-ts/Either";
import { isPlainObject, type Known, knownCheck, optionsRead, valueKind } from "../boundary";
import { type EndpointError, fail } from "../EndpointError";
import { type RouteSplit, routeSplit } from "./templateExpand";

/** What `routeParse` hands to `defaultsCascade`: one fresh record, every known option an own key, checked. */
export type OptionsRecord = Readonly<Record<string, unknown>> & Known;

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
  if (record.method !== undefined && record.method !== split?.method) writable["method"] = record.method.toUpperCase();
  return E.right(record);
};
