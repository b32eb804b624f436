import { BaseUrl, HeaderName, HeaderValue, type Headers, MediaType, type MergedOptions, Method, RequestMeta } from "@request-options/types";
import { hasOwn, isPlainObject, setOwn } from "./ownRecord";
import { mediaTypeNormalise, mediaTypeSnapshot } from "./mediaTypeNormalise";
import { isBranch, leavesOnly, spreadLimit } from "./plainTree";

/**
 * `defaultsCascade`'s per-call merge in one spread, for the defaults it can take; `undefined`
 * sends the call to the general path, which also explains every failure. Same result, same
 * checks: each option given is checked by its codec's guard, or by the same rule in a loop.
 */

// Defaults this path takes: frozen, so what is learnt of them holds for good, and flat: every
// plain object or array in them holds leaves only (`headers`, `mediaType`, a `request` with a
// `fetch`). Then nothing merges deeper than one level, and a spread copies each exactly. Kept:
// their branches other than `headers` and `mediaType`, which the merge handles itself.
const flatBranches = new WeakMap<MergedOptions, readonly string[]>();

const branchesOf = (defaults: MergedOptions): readonly string[] | undefined => {
  const known = flatBranches.get(defaults);
  if (known !== undefined) return known;
  if (!Object.isFrozen(defaults) || Object.getOwnPropertySymbols(defaults).length > 0) return undefined;
  const branches: string[] = [];
  for (const key of Object.keys(defaults)) {
    const value = defaults[key];
    if (!isBranch(value)) continue;
    if (!Object.isFrozen(value) || !leavesOnly(value)) return undefined;
    if (key !== "headers" && key !== "mediaType") branches.push(key);
  }
  flatBranches.set(defaults, branches);
  return branches;
};

// A leaves-only branch of the defaults under the options' value at its key, as the general
// merge has it: two plain objects merge (the options' keys read once, in order, symbols left
// out), anything else given wins by reference, and a branch nothing overrides is copied.
const branchOver = (base: Record<string, unknown> | unknown[], merged: Record<string, unknown>, key: string, given: boolean): void => {
  if (!given) {
    merged[key] = Array.isArray(base) ? Array.from(base) : { ...base };
    return;
  }
  const value = merged[key];
  if (Array.isArray(base) || !isPlainObject(value)) return;
  const both: Record<string, unknown> = { ...base };
  for (const name of Object.keys(value)) setOwn(both, name, value[name]);
  merged[key] = both;
};

// The defaults' headers with these over them: names lower-cased, `undefined` values dropped,
// each value read once and checked as it is taken.
const headersOver = (base: Headers, headers: unknown): Headers | undefined => {
  if (!isPlainObject(headers)) return undefined;
  const merged: Headers = { ...base };
  for (const name of Object.keys(headers)) {
    // A bad name fails even with an `undefined` value, as HeadersInput has it.
    if (!HeaderName.is(name)) return undefined;
    const value = headers[name];
    if (value === undefined) continue;
    if (!HeaderValue.is(value)) return undefined;
    setOwn(merged, name.toLowerCase(), value);
  }
  return merged;
};


export const flatCascade = (defaults: MergedOptions, options: Readonly<Record<string, unknown>>): MergedOptions | undefined => {
  const branches = branchesOf(defaults);
  if (branches === undefined) return undefined;
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
  for (const key of branches) branchOver(defaults[key] as Record<string, unknown> | unknown[], merged, key, hasOwn(options, key));
  return merged;
};
