import { EndpointOptions, type Headers, type MediaType, type MergedMediaType, type MergedOptions, type RequestMeta } from "@request-options/types";
import * as E from "fp-ts/Either";
import { freeze } from "immer";
import { type EndpointError, fail } from "./EndpointError";
import { headersCopy } from "./headersCopy";
import { optionsCheck } from "./optionsCheck";
import { knownOptions } from "./stages/Cascaded";
import { mediaTypeSnapshot } from "./mediaTypeNormalise";
import { getOwn, hasOwn, isPlainObject, setOwn } from "./ownRecord";
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

// The defaults' known options are checked as a call's are: by EndpointOptions.
const checked = optionsCheck(EndpointOptions);
const noHeaders: Readonly<Headers> = Object.freeze({});
const noMediaType: Readonly<MergedMediaType> = Object.freeze({ format: "" });

// Whether `record` is frozen, every own key a string, enumerable, holding data (no getter) that `accepts` takes: what
// a snapshot reads once is all there is, on every later read. A list must be an Array itself: a subclass's iterator (or
// none, on a null prototype) would be what spreads it.
const frozenData = (record: unknown, accepts: (value: unknown) => boolean = () => true): boolean => {
  if (!Object.isFrozen(record)) return false;
  const list = Array.isArray(record);
  if (list && Object.getPrototypeOf(record) !== Array.prototype) return false;
  for (const key of Reflect.ownKeys(record as object)) {
    if (list && key === "length") continue;
    const descriptor = Object.getOwnPropertyDescriptor(record, key);
    if (typeof key === "symbol" || descriptor?.enumerable !== true || !hasOwn(descriptor, "value") || !accepts(descriptor.value)) return false;
  }
  return true;
};

const isDefined = (value: unknown): boolean => value !== undefined;

// Frozen headers a spread copies whole are used as they are (DEFAULTS' and every `.defaults()` result's); any other
// plain object (hand-made defaults') is copied, each value read once, and the copy frozen: it may be kept with the
// plan. None (`undefined` or `null`) is no headers; anything else is `undefined`, refused.
const headersPlanned = (headers: unknown): Readonly<Headers> | undefined => {
  if (headers === undefined || headers === null) return noHeaders;
  if (!isPlainObject(headers)) return undefined;
  return frozenData(headers, isDefined) ? (headers as Headers) : freeze(headersCopy(headers as Headers));
};

// The media type as checked (`snapshot`: own `format` and `previews`, each read once, previews by index). The defaults'
// own when frozen data, previews too (DEFAULTS' and every `.defaults()` result's, shared with what derives from them);
// else the snapshot, frozen, without the keys it lacks.
const mediaTypePlanned = (given: unknown, { format, previews }: MediaType): Readonly<MergedMediaType> => {
  if (frozenData(given) && (previews === undefined || frozenData(getOwn(given as MediaType, "previews")))) return given as MergedMediaType;
  const planned: Partial<MergedMediaType> = {};
  if (format !== undefined) setOwn(planned, "format", format);
  if (previews !== undefined) setOwn(planned, "previews", freeze(previews));
  return freeze(planned) as MergedMediaType;
};

// The check of a call's known options, said of the defaults.
const defaultsCheck = (known: Readonly<Record<string, unknown>>): E.Either<EndpointError, EndpointOptions> => {
  const result = checked(known);
  return E.isLeft(result) ? fail(result.left.code, `invalid defaults: ${result.left.message}`) : result;
};

const planCompile = (defaults: MergedOptions, given: unknown): E.Either<EndpointError, DefaultsPlan> => {
  const headers = headersPlanned(given);
  const mediaType = getOwn(defaults, "mediaType");
  // Each read once: what was read is what is checked and explained, no getter read again (nor a polluted prototype's).
  const known = defaultsCheck({
    method: getOwn(defaults, "method"),
    baseUrl: getOwn(defaults, "baseUrl"),
    headers: headers ?? given,
    mediaType: mediaTypeSnapshot(mediaType),
    url: getOwn(defaults, "url"),
    request: getOwn(defaults, "request"),
  });
  if (E.isLeft(known)) return known;
  const parameterKeys = new Set<string>();
  const branchKeys: string[] = [];
  for (const key of Object.keys(defaults)) {
    if (knownOptions.has(key)) continue;
    parameterKeys.add(key);
    if (isBranch(defaults[key])) branchKeys.push(key);
  }
  const { method, baseUrl, url, request } = known.right;
  // `headers` is set: `given` passed as headers only when it was a plain object. The media type has no format when a
  // hand-made one has none (acceptAmend reads none).
  return E.right({
    method,
    baseUrl,
    headers: headers as Readonly<Headers>,
    mediaType: mediaType === undefined ? noMediaType : mediaTypePlanned(mediaType, known.right.mediaType as MediaType),
    parameterKeys,
    branchKeys,
    url,
    data: getOwn(defaults, "data"),
    request,
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
  if (!isPlainObject(defaults)) return fail("INVALID_ARGUMENTS", `defaults must be a plain object, got ${valueKind(defaults)}`);
  // Read once: the plan and the choice to keep it see the same headers.
  const headers = getOwn(defaults, "headers");
  const plan = planCompile(defaults, headers);
  if (E.isRight(plan) && Object.isFrozen(defaults) && Object.isFrozen(headers)) plans.set(defaults, plan);
  return plan;
};
