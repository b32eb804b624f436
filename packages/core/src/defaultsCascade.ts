import { EndpointOptions, type Headers, type HeadersInput, type MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { type Cascaded, cascadedOf } from "./Cascaded";
import { chain } from "./chain";
import { identity, pipe } from "fp-ts/function";
import { type EndpointError, fail } from "./EndpointError";
import { flatCascade } from "./flatCascade";
import { mediaTypeNormalise } from "./mediaTypeNormalise";
import { mergeDeep } from "./mergeDeep";
import { plainCopy, plainDepth, plainFreeze } from "./plainTree";
import { optionsCheck } from "./optionsCheck";
import { optionsSnapshot } from "./optionsSnapshot";
import { getOwn, setOwn } from "./ownRecord";
import type { OptionsRecord } from "./routeParse";
import { urlTemplateCached } from "./urlTemplate";

const headersLower = (headers: HeadersInput): Headers => {
  const lower: Record<string, string | number> = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value !== undefined) setOwn(lower, name.toLowerCase(), value);
  }
  return lower;
};

// Checked options as a patch for the merge: `undefined` dropped (in params and headers),
// header names lower-cased, method upper-cased, previews normalised.
const optionsPatch =
  (defaults: MergedOptions) =>
  (options: EndpointOptions): Record<string, unknown> => {
    const keys = Object.keys(options);
    // Usually nothing is undefined (routeParse drops those): then a spread copies, which is
    // much cheaper than one keyed store per key (own data either way, `__proto__` included).
    const allDefined = __FAST_PATHS__ && keys.every((key) => options[key] !== undefined);
    const patch: Record<string, unknown> = allDefined ? { ...options } : {};
    if (!allDefined) for (const key of keys) if (options[key] !== undefined) setOwn(patch, key, options[key]);
    if (options.method !== undefined) patch["method"] = options.method.toUpperCase();
    if (options.headers !== undefined) patch["headers"] = headersLower(options.headers);
    if (options.mediaType !== undefined) patch["mediaType"] = mediaTypeNormalise(defaults.mediaType, options.mediaType);
    return patch;
  };

const patchChecked = (defaults: MergedOptions) => (options: OptionsRecord) =>
  pipe(options, optionsSnapshot, optionsCheck(EndpointOptions), E.map(optionsPatch(defaults)));

/**
 * Second stage: options merged onto the defaults, checked first (`INVALID_OPTIONS`,
 * `INVALID_HEADER`, `INVALID_METHOD`, `INVALID_BASE_URL`), as a `Cascaded`: the known
 * options merged, the parameters read from both sides later (`cascadedMerge` makes the one
 * merged object `merge()` returns). The known options are read once; the options record is
 * kept by reference, so it should be own data, its `headers` and `mediaType` too, as
 * `routeParse` gives it.
 */
export const defaultsCascade =
  (defaults: MergedOptions) =>
  (options: OptionsRecord): E.Either<EndpointError, Cascaded> => {
    // Most calls: flat defaults and valid options; only what merges is copied.
    const flat = flatCascade(defaults, options);
    if (flat !== undefined) return E.right(flat);
    return pipe(
      patchChecked(defaults)(options),
      // Sound: `defaults` is a MergedOptions and the patch passed EndpointOptions.
      E.map((patch) => cascadedOf(mergeDeep(plainCopy)(defaults, patch) as MergedOptions)),
    );
  };

// Defaults live long and are copied and frozen whole: a bound on their nesting keeps that
// finite and any stack safe. No API option nests anywhere near it.
const nestingLimit = 256;

const nestingCheck = (patch: Record<string, unknown>): E.Either<EndpointError, Record<string, unknown>> =>
  plainDepth(patch) > nestingLimit ? fail("INVALID_OPTIONS", `invalid defaults: objects nested deeper than ${nestingLimit} levels`) : E.right(patch);

// A url in the defaults is parsed now, and refused when its literal text alone makes an
// absolute URL that cannot parse: a fault no value can mend fails here, where it was set, as
// every other bad default does (DECISIONS.md, "Errors"). What a call's values may still settle
// (an origin built from a parameter) is left to the call.
const urlCheck = (patch: Record<string, unknown>): E.Either<EndpointError, Record<string, unknown>> => {
  const url = getOwn(patch, "url");
  if (typeof url !== "string") return E.right(patch);
  const compiled = urlTemplateCached(url);
  if (E.isLeft(compiled)) return compiled;
  return compiled.right.originBroken
    ? fail("INVALID_URL_TEMPLATE", `the URL ${JSON.stringify(url)} is an absolute URL that does not parse, whatever its values`)
    : E.right(patch);
};

/**
 * New long-lived defaults for `.defaults()`: the same merge, sharing what it leaves alone
 * with the previous defaults, its new branches frozen by immer. The caller's plain objects
 * and arrays are copied before the freeze, so none of theirs is frozen; class instances,
 * Maps and functions are kept by reference and never frozen.
 */
export const defaultsDerive =
  (defaults: MergedOptions) =>
  (options: OptionsRecord): E.Either<EndpointError, MergedOptions> =>
    pipe(
      patchChecked(defaults)(options),
      chain(nestingCheck),
      chain(urlCheck),
      // Sound: as in defaultsCascade; the copy of a plain record is a plain record.
      E.map((patch) => plainFreeze(mergeDeep(identity)(defaults, plainCopy(patch) as Record<string, unknown>)) as MergedOptions),
    );
