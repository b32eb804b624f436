import { BaseUrl, HeaderName, HeaderValue, type Headers, MediaType, type MergedOptions, Method, RequestMeta } from "@request-options/types";
import { isPlainObject, setOwn } from "./ownRecord";
import { mediaTypeNormalise, mediaTypeSnapshot } from "./mediaTypeNormalise";
import { isBranch, leavesOnly } from "./plainTree";

/**
 * `defaultsCascade`'s per-call merge in one spread, for the defaults it can take; `undefined`
 * sends the call to the general path, which also explains every failure. Same result, same
 * checks: each option given is checked by its codec's guard, or by the same rule in a loop.
 */

// Defaults this path takes: frozen, so what is learnt of them holds for good, and flat: no
// plain object or array but `headers` and `mediaType`, both of leaves only. Then nothing
// merges deeper than one level, and a spread of a leaves-only object copies it exactly.
const flatKnown = new WeakSet<MergedOptions>();

const isFlat = (defaults: MergedOptions): boolean => {
  if (flatKnown.has(defaults)) return true;
  const { headers, mediaType } = defaults;
  if (!Object.isFrozen(defaults) || !Object.isFrozen(headers) || !Object.isFrozen(mediaType)) return false;
  if (Object.getOwnPropertySymbols(defaults).length > 0 || !leavesOnly(headers) || !leavesOnly(mediaType)) return false;
  for (const key of Object.keys(defaults)) {
    if (key !== "headers" && key !== "mediaType" && isBranch(defaults[key])) return false;
  }
  flatKnown.add(defaults);
  return true;
};

// The defaults' headers with these over them: names lower-cased, `undefined` values dropped,
// each value read once and checked as it is taken.
const headersOver = (base: Headers, headers: unknown): Headers | undefined => {
  if (!isPlainObject(headers)) return undefined;
  const merged: Headers = { ...base };
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value === undefined) continue;
    if (!HeaderName.is(name) || !HeaderValue.is(value)) return undefined;
    setOwn(merged, name.toLowerCase(), value);
  }
  return merged;
};

// Up to this many keys: V8 spreads hundreds of keys onto an object that has keys in
// quadratic time (mergeDeep.ts).
const spreadLimit = 64;

export const flatCascade = (defaults: MergedOptions, options: Readonly<Record<string, unknown>>): MergedOptions | undefined => {
  if (!isFlat(defaults)) return undefined;
  const keys = Object.keys(options);
  if (keys.length > spreadLimit || Object.getOwnPropertySymbols(options).length > 0) return undefined;
  // Sound once the loop below has checked every known option the spread took.
  const merged = { ...defaults, ...options } as MergedOptions;
  let headers: Headers | undefined;
  for (const key of keys) {
    // The merged copy's own data: each of the options' values was read once, by the spread.
    const value = merged[key];
    switch (key) {
      case "method":
        if (!Method.is(value)) return undefined;
        merged.method = value.toUpperCase();
        break;
      case "url":
        if (typeof value !== "string") return undefined;
        break;
      case "baseUrl":
        if (!BaseUrl.is(value)) return undefined;
        break;
      case "headers":
        headers = headersOver(defaults.headers, value);
        if (headers === undefined) return undefined;
        break;
      case "mediaType": {
        const mediaType = mediaTypeSnapshot(value);
        if (!MediaType.is(mediaType)) return undefined;
        merged.mediaType = { ...defaults.mediaType, ...mediaTypeNormalise(defaults.mediaType, mediaType) };
        break;
      }
      case "request":
        if (!RequestMeta.is(value)) return undefined;
        break;
      default:
        // `undefined` means "not set": the general path drops it.
        if (value === undefined) return undefined;
    }
  }
  // The result is fresh and mutable: the defaults' own branches are copied.
  merged.headers = headers ?? { ...defaults.headers };
  if (merged.mediaType === defaults.mediaType) merged.mediaType = { ...defaults.mediaType };
  return merged;
};
