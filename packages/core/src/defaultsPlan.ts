import { EndpointOptions, type Headers, type MergedMediaType, type MergedOptions, type RequestMeta } from "@request-options/types";
import * as E from "fp-ts/Either";
import { freeze } from "immer";
import { type EndpointError, fail } from "./EndpointError";
import { headersCopy } from "./headersCopy";
import { optionsExplain } from "./optionsCheck";
import { knownOptions } from "./stages/Cascaded";
import { getOwn, hasOwn, isPlainObject } from "./ownRecord";
import { isBranch } from "./plainTree";
import { valueKind } from "./valueKind";

/**
 * What `defaultsCascade` needs of a defaults object, learnt and checked once: the known options as own data, the
 * parameter keys in order, those holding a branch (copied or merged on each call, so a result never holds the
 * defaults' own), and the headers as `Cascaded` carries them.
 */
export interface DefaultsPlan {
  /** `undefined` when the defaults have none: the options must then give one. */
  readonly method: string | undefined;
  readonly baseUrl: string | undefined;
  /** The defaults' headers when frozen and a spread copies them whole, else a frozen copy (`headersCopy`). */
  readonly headers: Readonly<Headers>;
  readonly mediaType: Readonly<MergedMediaType>;
  readonly parameterKeys: ReadonlySet<string>;
  readonly branchKeys: readonly string[];
  readonly url: string | undefined;
  readonly data: unknown;
  readonly request: RequestMeta | undefined;
}

// The defaults' known options are checked by the guards a call's are (EndpointOptions' own), as read.
const { props } = EndpointOptions.types[0];
const explained = optionsExplain(EndpointOptions);
const noHeaders: Readonly<Headers> = Object.freeze({});
const noMediaType: Readonly<MergedMediaType> = Object.freeze({ format: "" });

// Whether every own key is a string holding a defined value as data (no getter): a spread copies it whole.
const spreadWhole = (headers: Readonly<Headers>): boolean => {
  if (Object.getOwnPropertySymbols(headers).length > 0) return false;
  for (const name of Object.keys(headers)) {
    const descriptor = Object.getOwnPropertyDescriptor(headers, name);
    if (descriptor === undefined || !hasOwn(descriptor, "value") || descriptor.value === undefined) return false;
  }
  return true;
};

// Frozen headers a spread copies whole are used as they are (DEFAULTS' and every `.defaults()` result's); any other
// plain object (hand-made defaults') is copied, each value read once, and the copy frozen: it may be kept with the
// plan. None (`undefined` or `null`) is no headers; anything else is `undefined`, refused.
const headersPlanned = (headers: unknown): Readonly<Headers> | undefined => {
  if (headers === undefined || headers === null) return noHeaders;
  if (!isPlainObject(headers)) return undefined;
  return Object.isFrozen(headers) && spreadWhole(headers as Headers) ? (headers as Headers) : freeze(headersCopy(headers as Headers));
};

// The cascade's explanation, said of the defaults.
const invalidDefaults = (options: Readonly<Record<string, unknown>>): E.Either<EndpointError, never> => {
  const { left } = explained(options) as E.Left<EndpointError>;
  return fail(left.code, `invalid defaults: ${left.message}`);
};

const planCompile = (defaults: MergedOptions, given: unknown): E.Either<EndpointError, DefaultsPlan> => {
  const method = getOwn(defaults, "method");
  const baseUrl = getOwn(defaults, "baseUrl");
  const headers = headersPlanned(given);
  const mediaType = getOwn(defaults, "mediaType") ?? noMediaType;
  const url = getOwn(defaults, "url");
  const request = getOwn(defaults, "request");
  const valid =
    props.method.is(method) &&
    props.baseUrl.is(baseUrl) &&
    props.headers.is(headers) &&
    props.mediaType.is(mediaType) &&
    props.url.is(url) &&
    props.request.is(request);
  // What was read is what is explained: no getter is read again.
  if (!valid || headers === undefined) return invalidDefaults({ method, baseUrl, headers: headers ?? given, mediaType, url, request });
  const parameterKeys = new Set<string>();
  const branchKeys: string[] = [];
  for (const key of Object.keys(defaults)) {
    if (knownOptions.has(key)) continue;
    parameterKeys.add(key);
    if (isBranch(defaults[key])) branchKeys.push(key);
  }
  // The casts are the guards' findings above.
  return E.right({
    method: method as string | undefined,
    baseUrl: baseUrl as string | undefined,
    headers,
    mediaType: mediaType as MergedMediaType,
    parameterKeys,
    branchKeys,
    url: url as string | undefined,
    data: getOwn(defaults, "data"),
    request: request as RequestMeta | undefined,
  });
};

const plans = /* @__PURE__ */ new WeakMap<MergedOptions, E.Right<DefaultsPlan>>();

/**
 * The defaults' plan, kept for frozen defaults with frozen headers (what `.defaults()` and `DEFAULTS` are), whose keys
 * cannot change and whose values it reads once (a getter's too); others are planned again on each call, so a call sees
 * what their headers hold then. Defaults whose own known options the cascade would refuse in a call's options fail
 * here, with the code it would give; an inherited one is none.
 */
export const defaultsPlan = (defaults: MergedOptions): E.Either<EndpointError, DefaultsPlan> => {
  const known = plans.get(defaults);
  if (known !== undefined) return known;
  if (!isPlainObject(defaults)) return fail("INVALID_ARGUMENTS", `defaults must be merged options (a plain object, as DEFAULTS), got ${valueKind(defaults)}`);
  // Read once: the plan and the choice to keep it see the same headers.
  const headers = getOwn(defaults, "headers");
  const plan = planCompile(defaults, headers);
  if (E.isRight(plan) && Object.isFrozen(defaults) && Object.isFrozen(headers)) plans.set(defaults, plan);
  return plan;
};
