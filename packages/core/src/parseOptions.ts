import { EndpointOptions, type MediaType, type MergedMediaType, MergedOptions, type RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { chain } from "./chain";
import { type EndpointError, fail } from "./EndpointError";
import { optionMissing } from "./optionsCheck";
import { nestedCopy } from "./optionsSnapshot";
import { getOwn, isPlainObject } from "./ownRecord";
import { defaultsCascade } from "./stages/defaultsCascade";
import { mergedParse } from "./stages/pipeline";
import type { OptionsRecord } from "./stages/routeParse";
import { valueKind } from "./valueKind";

// parse()'s base: empty headers and mediaType, so a result's are the options' own; parse() requires all the others.
const nothing = Object.freeze({ headers: Object.freeze({}), mediaType: Object.freeze({}) }) as unknown as MergedOptions;
const cascade = defaultsCascade(nothing);

// MergedOptions' required options in order, and the guards the cascade checks them by.
const required = Object.keys(MergedOptions.types[0].props) as Array<keyof (typeof MergedOptions.types)[0]["props"]>;
const { props: known } = EndpointOptions.types[0];

// The first required option missing, unless an earlier one is invalid (the cascade explains it); guards run only then.
const requiredMissing = (given: OptionsRecord): E.Either<EndpointError, OptionsRecord> => {
  const missing = required.findIndex((key) => getOwn(given, key) === undefined);
  if (missing === -1 || required.slice(0, missing).some((key) => !known[key].is(getOwn(given, key)))) return E.right(given);
  return optionMissing(required[missing] as (typeof required)[number]);
};

// A checked mediaType snapshot as parse() takes it: no format is `""`, previews as given.
const mediaTypeAsGiven = ({ format, previews }: MediaType): MergedMediaType => ({ format: format ?? "", previews: previews ?? [] });

/**
 * `endpoint.parse()`: anyone's merged options, checked (the four required present, each as the cascade checks a
 * call's), to request options (specification §2.4). Stateless.
 */
export const parseOptions = (options: unknown): E.Either<EndpointError, RequestOptions> => {
  if (!isPlainObject(options)) {
    return fail("INVALID_ARGUMENTS", `parse() takes merged options (a plain object, as merge() returns), got ${valueKind(options)}`);
  }
  // Each value read once, headers and mediaType copied: what is checked is what is used.
  const given: Record<string, unknown> = nestedCopy({ ...options });
  return pipe(
    requiredMissing(given),
    chain(cascade),
    // parse() does not merge: previews keep their names as given (docs/decisions.md, "Media types").
    E.map((cascaded) => ({ ...cascaded, mediaType: mediaTypeAsGiven(given["mediaType"] as MediaType) })),
    chain(mergedParse),
  );
};
