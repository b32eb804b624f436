import { EndpointOptions, type Headers, type HeadersInput, type MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import type { EndpointError } from "../src";
import { mediaTypeNormalise } from "../src/mediaTypeNormalise";
import { optionsCheck } from "../src/optionsCheck";
import { optionsSnapshot } from "../src/optionsSnapshot";
import { setOwn } from "../src/ownRecord";
import type { OptionsRecord } from "../src/stages/routeParse";

const headersLower = (headers: HeadersInput): Headers => {
  const lower: Record<string, string | number> = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value !== undefined) setOwn(lower, name.toLowerCase(), value);
  }
  return lower;
};

/**
 * The reference the cascade is held to (defaultsPlan.test.ts): options checked whole by the
 * codec (a snapshot, each getter read once) and made a patch for a deep merge onto `defaults`:
 * `undefined` dropped (in params and headers), header names lower-cased, method upper-cased,
 * previews normalised. The library's first, general merge, kept here as an oracle.
 */
export const optionsPatch =
  (defaults: MergedOptions) =>
  (options: OptionsRecord): E.Either<EndpointError, Record<string, unknown>> =>
    pipe(
      options,
      optionsSnapshot,
      optionsCheck(EndpointOptions),
      E.map((checked) => {
        const patch: Record<string, unknown> = {};
        for (const key of Object.keys(checked)) if (checked[key] !== undefined) setOwn(patch, key, checked[key]);
        if (checked.method !== undefined) patch["method"] = checked.method.toUpperCase();
        if (checked.headers !== undefined) patch["headers"] = headersLower(checked.headers);
        if (checked.mediaType !== undefined) patch["mediaType"] = mediaTypeNormalise(defaults.mediaType, checked.mediaType);
        return patch;
      }),
    );
