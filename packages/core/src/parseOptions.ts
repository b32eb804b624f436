import { HeaderName, MergedOptions, type RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { cascadedOf } from "./stages/Cascaded";
import { mergedParse } from "./stages/pipeline";
import { chain } from "./chain";
import { pipe } from "fp-ts/function";
import { type EndpointError, fail } from "./EndpointError";
import { optionsCheck } from "./optionsCheck";
import { optionsSnapshot } from "./optionsSnapshot";
import type { OptionsRecord } from "./stages/routeParse";
import { isPlainObject, setOwn } from "./ownRecord";

// parse() may be handed merged options written by hand: header names in any case.
const headerNamesLower = (options: MergedOptions): MergedOptions => {
  const names = Object.keys(options.headers);
  if (names.every((name) => name === name.toLowerCase())) return options;
  const headers: Record<string, string | number> = {};
  for (const name of names) setOwn(headers, name.toLowerCase(), options.headers[name] as string | number);
  return { ...options, headers };
};

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
 * `undefined` is dropped (DECISIONS.md: in params and headers alike), and a `mediaType` without
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

/**
 * `endpoint.parse()`: merged options (anyone's, so checked first) to request options
 * (specification §2.4). Stateless.
 */
export const parseOptions = (options: unknown): E.Either<EndpointError, RequestOptions> =>
  isPlainObject(options)
    ? pipe(options, mergedSnapshot, optionsCheck(MergedOptions), E.map(headerNamesLower), E.map(cascadedOf), chain(mergedParse))
    : fail("INVALID_ARGUMENTS", `parse() takes merged options (a plain object, as merge() returns), got ${options === null ? "null" : Array.isArray(options) ? "an array" : typeof options}`);
