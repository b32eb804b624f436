import { HeaderName, type MediaType, type MergedMediaType, MergedOptions, type RequestOptions } from "@request-options/types";
import { mediaTypeSnapshot } from "./mediaTypeNormalise";
import * as E from "fp-ts/Either";
import { defaultsCascade } from "./stages/defaultsCascade";
import { mergedParse } from "./stages/pipeline";
import { chain } from "./chain";
import { pipe } from "fp-ts/function";
import { type EndpointError, fail } from "./EndpointError";
import { optionsCheck } from "./optionsCheck";
import { optionsSnapshot } from "./optionsSnapshot";
import type { OptionsRecord } from "./stages/routeParse";
import { getOwn, isPlainObject, setOwn } from "./ownRecord";

/** A copy of `headers` without the undefined values of well-formed names (a bad name stays, to be refused). */
const headersDefined = (headers: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const defined: Record<string, unknown> = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value !== undefined || !HeaderName.is(name)) setOwn(defined, name, value);
  }
  return defined;
};

/**
 * Hand-made merged options as `@octokit/endpoint`'s parse() takes them: a header whose value is
 * `undefined` is dropped (docs/decisions.md: in params and headers alike), and a `mediaType` without
 * a format has none (`""`). The snapshot has no prototype, so nothing inherited is read.
 */
const mergedSnapshot = (options: OptionsRecord): OptionsRecord => {
  const snapshot = optionsSnapshot(options);
  const { headers, mediaType } = snapshot;
  return Object.assign(
    Object.create(null) as Record<string, unknown>,
    snapshot,
    isPlainObject(headers) ? { headers: headersDefined(headers) } : {},
    isPlainObject(mediaType) && mediaType["format"] === undefined ? { mediaType: { ...mediaType, format: "" } } : {},
  );
};

// What parse() merges hand-made options onto: nothing of its own, only the shapes the four
// required options take, so the cascade checks and normalises them as it does a call's
// (header names lower-cased, a missing format `""`). Frozen: planned once.
const nothing: MergedOptions = Object.freeze({ method: "GET", baseUrl: "https://api.github.com", headers: Object.freeze({}), mediaType: Object.freeze({ format: "" }) });
const cascade = defaultsCascade(nothing);
const required = ["method", "baseUrl", "headers", "mediaType"] as const;

// A checked mediaType snapshot as parse() takes it: no format is `""`.
const mediaTypeAsGiven = ({ format, previews }: MediaType): MergedMediaType =>
  previews === undefined ? { format: format ?? "" } : { format: format ?? "", previews };

// A required option missing: the codec says which, from a snapshot.
const requiredMissing = (options: OptionsRecord): E.Either<EndpointError, never> =>
  pipe(
    options,
    mergedSnapshot,
    optionsCheck(MergedOptions),
    chain(() => fail("INVALID_OPTIONS", "invalid options: a required option changed while it was read")),
  );

/**
 * `endpoint.parse()`: merged options (anyone's, so checked first: the four required ones
 * present, each option as a call's by the cascade) to request options (specification §2.4).
 * Stateless.
 */
export const parseOptions = (options: unknown): E.Either<EndpointError, RequestOptions> => {
  if (!isPlainObject(options)) {
    return fail("INVALID_ARGUMENTS", `parse() takes merged options (a plain object, as merge() returns), got ${options === null ? "null" : Array.isArray(options) ? "an array" : typeof options}`);
  }
  // Read once: the cascade checks these values, and parse() keeps their previews as given.
  const given: OptionsRecord = { ...options, mediaType: mediaTypeSnapshot(getOwn(options, "mediaType")) };
  for (const key of required) if (getOwn(given, key) === undefined) return requiredMissing(given);
  return pipe(
    cascade(given),
    // parse() does not merge: previews keep their names as given (docs/decisions.md, "Media types").
    E.map((cascaded) => ({ ...cascaded, mediaType: mediaTypeAsGiven(given["mediaType"] as MediaType) })),
    chain(mergedParse),
  );
};
