import { type Headers, type MergedMediaType, type MergedOptions, MergedOptions as MergedCodec } from "@request-options/types";
import * as E from "fp-ts/Either";
import type * as t from "io-ts";
import { type Dict, frozenCopy, hasOwn, isPlainObject, knownCheck, knownOptions, nestingLimit, optionsRead, own, ownSet, plainCopy, valueKind } from "../boundary";
import { type EndpointError, fail } from "../EndpointError";
import { methodMerged, type OptionsRecord } from "./routeParse";

/** What `defaultsCascade` hands on: the known options merged, one shape for every route; beside them the parameters. */
export type Merged = { readonly [K in keyof MergedKnown]: MergedKnown[K] } & { readonly parameters: Readonly<Dict> };
type MergedKnown = t.TypeOf<(typeof MergedCodec)["types"][0]> & t.TypeOf<(typeof MergedCodec)["types"][1]>;

const required = ["method", "baseUrl", "headers", "mediaType"] as const;
const { props: guards } = MergedCodec.types[0];

const optionMissing = (key: (typeof required)[number]): E.Either<EndpointError, never> =>
  fail("INVALID_OPTIONS", `invalid option "${key}": expected ${guards[key].name}, got undefined`);

// Deep merge (docs/decisions.md, "Ownership"): `patch`'s values kept, `base`'s copied; each pair once, so cycles close.
const mergeDeep = (base: Readonly<Dict>, patch: Readonly<Dict>): Dict => {
  const results = new Map<Readonly<Dict>, Map<Readonly<Dict>, Dict>>();
  const pending: Array<readonly [Readonly<Dict>, Readonly<Dict>, Dict]> = [];
  const resultOf = (left: Readonly<Dict>, right: Readonly<Dict>): Dict => {
    const byRight = results.get(left) ?? new Map<Readonly<Dict>, Dict>();
    results.set(left, byRight);
    let result = byRight.get(right);
    if (result === undefined) {
      byRight.set(right, (result = {}));
      pending.push([left, right, result]);
    }
    return result;
  };
  const root = resultOf(base, patch);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [left, right, result] = next;
    // The base's keys in order, then the patch's new ones: query strings are built in this order.
    for (const key of Object.keys(left)) {
      const current = left[key];
      const value = own(right, key);
      ownSet(result, key, value === undefined ? plainCopy(current) : isPlainObject(value) && isPlainObject(current) ? resultOf(current, value) : value);
    }
    for (const key of Object.keys(right)) {
      if (hasOwn(left, key)) continue;
      const value = right[key];
      if (value !== undefined) ownSet(result, key, value);
    }
  }
  return root;
};

const over = (base: unknown, given: unknown): unknown =>
  given === undefined ? plainCopy(base) : isPlainObject(base) && isPlainObject(given) ? mergeDeep(base, given) : given;

const lowerCased = (headers: Readonly<Dict>, onto: Dict): Headers => {
  for (const name in headers) if (hasOwn(headers, name) && headers[name] !== undefined) ownSet(onto, name.toLowerCase(), headers[name]);
  return onto as Headers;
};

const previewName = (name: string): string => (name.endsWith("-preview") ? name.slice(0, -8) : name);

// `format` as given; `previews` the defaults' then these without `-preview`, each once.
const mediaTypeOver = (base: MergedMediaType, given: OptionsRecord["mediaType"]): MergedMediaType => {
  if (given === undefined) return base;
  const format = given.format ?? base.format;
  const basePreviews = own(base, "previews");
  if (given.previews === undefined) return basePreviews === undefined ? { format } : { format, previews: [...basePreviews] };
  const names = new Set(basePreviews);
  for (const name of given.previews) names.add(previewName(name));
  names.delete("");
  return { format, previews: [...names] };
};

// What the cascade needs of a defaults object, read and checked once (kept for frozen defaults); header names lower case.
type DefaultsPlan = { known: OptionsRecord; headers: Headers; mediaType: MergedMediaType; parameters: Readonly<Dict>; parameterKeys: string[] };

// The defaults-plan cache: frozen defaults (DEFAULTS, every `.defaults()` result) cannot change, so each is planned once.
const plans = new WeakMap<object, E.Right<DefaultsPlan>>();

const planOf = (defaults: unknown): E.Either<EndpointError, DefaultsPlan> => {
  if (!isPlainObject(defaults)) return fail("INVALID_ARGUMENTS", `defaults must be a plain object, got ${valueKind(defaults)}`);
  const checked = knownCheck(optionsRead(defaults), "invalid defaults: ");
  if (E.isLeft(checked)) return checked;
  const known = checked.right;
  const parameters: Dict = {};
  for (const key in known) if (!knownOptions.has(key) && hasOwn(known, key) && known[key] !== undefined) ownSet(parameters, key, known[key]);
  const mediaType = mediaTypeOver({ format: "" }, { format: known.mediaType?.format ?? "", previews: known.mediaType?.previews?.map(previewName) });
  if (mediaType.previews !== undefined) Object.freeze(mediaType.previews);
  // Shared by every call over these defaults, so frozen: no caller of the stage changes another call's defaults.
  const plan: DefaultsPlan = {
    known: { ...known, method: known.method === undefined ? undefined : methodMerged(known.method) },
    headers: Object.freeze(known.headers === undefined ? {} : lowerCased(known.headers, {})),
    mediaType: Object.freeze(mediaType),
    parameters,
    parameterKeys: Object.keys(parameters),
  };
  const planned = E.right(plan) as E.Right<DefaultsPlan>;
  if (Object.isFrozen(defaults)) plans.set(defaults, planned);
  return planned;
};

/** Second stage: the options merged onto `defaults` (checked, once if frozen): known options in one fresh record, parameters beside. */
export const defaultsCascade =
  (defaults: MergedOptions) =>
  (options: OptionsRecord): E.Either<EndpointError, Merged> => {
    // WeakMap#get of a non-object is `undefined`: planOf refuses it.
    const planned = plans.get(defaults) ?? planOf(defaults);
    if (E.isLeft(planned)) return planned;
    const { known, parameters, parameterKeys, headers } = planned.right;
    const method = options.method ?? known.method;
    const baseUrl = options.baseUrl ?? known.baseUrl;
    if (method === undefined) return optionMissing("method");
    if (baseUrl === undefined) return optionMissing("baseUrl");
    // The record routeParse made is the parameters when the defaults have none: shared, never changed.
    let merged: Readonly<Dict> = options;
    if (parameterKeys.length > 0) {
      const fresh: Dict = {};
      for (const key of parameterKeys) ownSet(fresh, key, over(parameters[key], own(options, key)));
      for (const key in options) {
        if (knownOptions.has(key) || hasOwn(parameters, key) || !hasOwn(options, key) || options[key] === undefined) continue;
        ownSet(fresh, key, options[key]);
      }
      merged = fresh;
    }
    // One literal, one shape for every route: the later stages' reads of the known options see one map.
    return E.right({
      method,
      baseUrl,
      // Frozen as the plan's are: every Merged holds headers of one kind (docs/performance.md, "Choices the code cites").
      headers: options.headers === undefined ? headers : Object.freeze(lowerCased(options.headers, { ...headers })),
      mediaType: mediaTypeOver(planned.right.mediaType, options.mediaType),
      url: options.url ?? known.url,
      request: over(known.request, options.request) as MergedOptions["request"],
      data: over(known.data, options.data),
      parameters: merged,
    });
  };

/** The merged options as one flat record, what merge() returns and defaults hold: the known options set, then the parameters. */
export const definedOf = (merged: Merged): MergedOptions => {
  const { method, baseUrl, headers, mediaType, url, request, data, parameters } = merged;
  const previews = own(mediaType, "previews");
  const copy = previews === undefined ? { format: mediaType.format } : { format: mediaType.format, previews: [...previews] };
  const defined: Dict = { method, baseUrl, headers: { ...headers }, mediaType: copy };
  if (url !== undefined) ownSet(defined, "url", url);
  if (request !== undefined) ownSet(defined, "request", request);
  if (data !== undefined) ownSet(defined, "data", data);
  for (const key in parameters) {
    const value = parameters[key];
    if (value !== undefined && !knownOptions.has(key) && hasOwn(parameters, key)) ownSet(defined, key, value);
  }
  return defined as MergedOptions;
};

/** Merged options as `merge()` returns them, trusted (`mergedRead` checks anyone's), as the stages after the cascade take them. */
export const mergedOf = (options: MergedOptions): Merged =>
  ({ method: options.method, baseUrl: options.baseUrl, headers: options.headers, mediaType: options.mediaType, url: options.url, request: options.request, data: options.data, parameters: options });

// parse() merges onto nothing: the options give every required option themselves.
const cascadeOverNothing = defaultsCascade(frozenCopy({ headers: {}, mediaType: {} }) as MergedOptions);

/** Anyone's merged options (what `parse()` takes) read once and checked as a call's; the media type kept as given. */
export const mergedRead = (options: unknown): E.Either<EndpointError, Merged> => {
  if (!isPlainObject(options)) return fail("INVALID_ARGUMENTS", `parse() takes merged options (a plain object, as merge() returns), got ${valueKind(options)}`);
  const read = optionsRead(options);
  // The first one missing, unless one before it is invalid: the check explains that one.
  const missing = required.findIndex((key) => read[key] === undefined);
  if (missing !== -1 && required.slice(0, missing).every((key) => guards[key].is(read[key]))) return optionMissing(required[missing] as (typeof required)[number]);
  const checked = knownCheck(read);
  const merged = E.isLeft(checked) ? checked : cascadeOverNothing(checked.right);
  if (E.isLeft(merged)) return merged;
  return E.right({ ...merged.right, mediaType: { format: read.mediaType?.format ?? "", previews: [...(read.mediaType?.previews ?? [])] } });
};

/** `.defaults()`' result: the merged options set, copied once and frozen; past `nestingLimit`, INVALID_OPTIONS. */
export const defaultsFrozen = (merged: Merged): E.Either<EndpointError, MergedOptions> => {
  const frozen = frozenCopy(definedOf(merged)) as MergedOptions | undefined;
  return frozen === undefined ? fail("INVALID_OPTIONS", `invalid defaults: objects nested deeper than ${nestingLimit} levels`) : E.right(frozen);
};
