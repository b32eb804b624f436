import { EndpointOptions, type Headers, type MergedMediaType, type MergedOptions, type RequestMeta } from "@request-options/types";
import { headersCopy } from "../headersCopy";
import { getOwn, hasOwn, setOwn } from "../ownRecord";
import { plainCopy } from "../plainTree";

/**
 * What `defaultsCascade` hands to `templateExpand`: merged options not copied into one object. The known options
 * are merged and checked; the parameters stay in the defaults (`under`) and the options over them (`over`), read in
 * merge order. `cascadedMerge` builds the one object only when asked (`merge()`; docs/performance.md).
 */
export interface Cascaded {
  /** The method as merged (upper case, unless hand-made merged options gave it otherwise). */
  readonly method: string;
  readonly baseUrl: string;
  /** The URL template, unexpanded; `undefined` when neither side has one. */
  readonly url: string | undefined;
  /**
   * Header names in lower case; own string keys with defined values only, so a spread copies them whole. May be the
   * defaults' own or their plan's: read, never handed out.
   */
  readonly headers: Readonly<Headers>;
  /** May be the defaults' own, frozen: read, never handed out. */
  readonly mediaType: Readonly<MergedMediaType>;
  /** `undefined` when not set. Fresh or the caller's: it is handed out. */
  readonly request: RequestMeta | undefined;
  /** `undefined` when not set. */
  readonly data: unknown;
  /** The defaults' side: its keys other than the known options are parameters. */
  readonly under: Readonly<Record<string, unknown>>;
  /** `under`'s parameter keys, in order (a Set: looked up for each of the options' keys). */
  readonly underKeys: ReadonlySet<string>;
  /** The options' side, own data: its keys other than the known options are parameters, and win. */
  readonly over: Readonly<Record<string, unknown>>;
}

/** The options that are never parameters (specification §2.1): `EndpointOptions`' own members. */
export const knownOptions: ReadonlySet<string> = new Set(Object.keys(EndpointOptions.types[0].props));

const nothingUnder: Readonly<Record<string, unknown>> = Object.freeze({});
const noKeys: ReadonlySet<string> = new Set();

/**
 * Merged options (merge()'s, or hand-made ones that passed `MergedOptions`) as a `Cascaded`:
 * all of them on the options' side. Header names are taken as they are, the headers copied (`headersCopy`).
 */
export const cascadedOf = (merged: MergedOptions): Cascaded => ({
  method: merged.method,
  baseUrl: merged.baseUrl,
  url: hasOwn(merged, "url") ? merged.url : undefined,
  headers: headersCopy(merged.headers),
  mediaType: merged.mediaType,
  request: hasOwn(merged, "request") ? merged.request : undefined,
  data: getOwn(merged, "data"),
  under: nothingUnder,
  underKeys: noKeys,
  over: merged,
});

/**
 * Visits the parameters in merge order, but those in `placed` (`knownOptions` at least) and
 * those whose value is `undefined`, until `visit` returns false (nothing after is read).
 */
export const parametersEach = (cascaded: Cascaded, placed: ReadonlySet<string>, visit: (name: string, value: unknown) => boolean): void => {
  const { under, underKeys, over } = cascaded;
  for (const key of underKeys) {
    if (placed.has(key)) continue;
    const value = hasOwn(over, key) ? over[key] : under[key];
    if (value !== undefined && !visit(key, value)) return;
  }
  for (const key in over) {
    // The defaults' parameters are those `underKeys` lists (Object.keys): a non-enumerable key is none.
    if (!hasOwn(over, key) || placed.has(key) || underKeys.has(key)) continue;
    const value = over[key];
    if (value !== undefined && !visit(key, value)) return;
  }
};

/** One parameter: the options' own value, else the defaults' (a key of `underKeys`); a known option is `undefined`. */
export const parameterOf = ({ over, under, underKeys }: Cascaded, name: string): unknown =>
  knownOptions.has(name) ? undefined : hasOwn(over, name) ? over[name] : underKeys.has(name) ? under[name] : undefined;

/** The parameters of `parametersEach` as a fresh object, own keys only. */
export const parametersOf = (cascaded: Cascaded, placed: ReadonlySet<string>): Record<string, unknown> => {
  const parameters: Record<string, unknown> = {};
  parametersEach(cascaded, placed, (name, value) => {
    setOwn(parameters, name, value);
    return true;
  });
  return parameters;
};

/**
 * The merged options as one fresh object (what `merge()` returns), in merge order; `headers` and `mediaType` (its
 * previews too) copied, so the result is the caller's to change.
 */
export const cascadedMerge = (cascaded: Cascaded): MergedOptions => {
  const { under, over } = cascaded;
  const known: Readonly<Record<string, unknown>> = {
    method: cascaded.method,
    baseUrl: cascaded.baseUrl,
    url: cascaded.url,
    // A spread, as paramPartition's: `Cascaded` headers hold own string keys with defined values only.
    headers: { ...cascaded.headers },
    mediaType: plainCopy(cascaded.mediaType) as MergedMediaType,
    request: cascaded.request,
    data: cascaded.data,
  };
  // Sound: method, baseUrl, headers and mediaType are always set, and checked on the way in.
  return mergeOrdered(under, over, (key) => (knownOptions.has(key) ? known[key] : hasOwn(over, key) ? over[key] : under[key])) as MergedOptions;
};

/** A fresh object of `valueOf` each key in merge order (defaults' keys, then options' new ones); `undefined` omitted. */
export const mergeOrdered = (
  under: Readonly<Record<string, unknown>>,
  over: Readonly<Record<string, unknown>>,
  valueOf: (key: string) => unknown,
): Record<string, unknown> => {
  const merged: Record<string, unknown> = {};
  const put = (key: string): void => {
    const value = valueOf(key);
    if (value !== undefined) setOwn(merged, key, value);
  };
  for (const key in under) if (hasOwn(under, key)) put(key);
  // Not yet merged: a non-enumerable key of `under` is none of its keys (an undefined one is asked again, same answer).
  for (const key in over) if (hasOwn(over, key) && !hasOwn(merged, key)) put(key);
  return merged;
};
