import { MergedOptions, type RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { frozenCopy, guarded, isPlainObject, knownCheck, type Merged, nestingLimit, optionsRead, own, valueKind } from "../boundary";
import { type EndpointError, fail } from "../EndpointError";
import { acceptAmend } from "./acceptAmend";
import { defaultsCascade, definedOf, optionMissing } from "./defaultsCascade";
import { paramPartition } from "./paramPartition";
import { routeParse } from "./routeParse";
import { type Expanded, templateExpand, urlCheck } from "./templateExpand";

export { acceptAmend, defaultsCascade, paramPartition, routeParse, templateExpand };

// Each composition is `guarded` once, here (a throw from the caller's objects becomes INVALID_ARGUMENTS); its stages not.

// `E.chain` for the per-call path: fp-ts 2.16's `dual` `flatMap` copies its arguments each use (`pnpm bench --parts`).
const chain =
  <A, B>(f: (a: A) => E.Either<EndpointError, B>) =>
  (ma: E.Either<EndpointError, A>): E.Either<EndpointError, B> =>
    ma._tag === "Left" ? ma : f(ma.right);

const partitionChained = chain(paramPartition);
const amendChained = chain(acceptAmend);

const mergedStages = (options: Merged): E.Either<EndpointError, RequestOptions> => pipe(templateExpand(options), partitionChained, amendChained);
const parseChained = chain(mergedStages);

// The octokit entry's scope for previews (DECISIONS.md, "The octokit-compatible entry"): a url ending in `/graphql`.
const graphqlOnly = chain((expanded: Expanded) => {
  const { mediaType } = expanded.options;
  // Most calls name no preview: nothing to drop, no copy.
  if (!(own(mediaType, "previews")?.length ?? 0) || expanded.url.endsWith("/graphql")) return E.right(expanded);
  return E.right({ ...expanded, options: { ...expanded.options, mediaType: { format: mediaType.format } } });
});
const graphqlStages = (options: Merged): E.Either<EndpointError, RequestOptions> => pipe(templateExpand(options), graphqlOnly, partitionChained, amendChained);

/** The last three stages, on merged options as `merge()` returns them (trusted: `parse()` checks them first). */
export const mergedParse = (options: MergedOptions): E.Either<EndpointError, RequestOptions> =>
  mergedStages({ method: options.method, baseUrl: options.baseUrl, headers: options.headers, mediaType: options.mediaType, url: options.url, request: options.request, data: options.data, parameters: options });

/**
 * `endpoint(route, options)` over fixed defaults: the five stages, which is `parse(merge(route, options))`. With
 * `previewsGraphqlOnly`, previews amend `accept` only for a url ending in `/graphql`.
 */
export const requestBuilder = (defaults: MergedOptions, previewsGraphqlOnly = false): ((route?: unknown, options?: unknown) => E.Either<EndpointError, RequestOptions>) => {
  const cascadeChained = chain(defaultsCascade(defaults));
  const stagesChained = previewsGraphqlOnly === true ? chain(graphqlStages) : parseChained;
  return guarded((route?: unknown, options?: unknown) => pipe(routeParse(route, options), cascadeChained, stagesChained));
};

/** `requestBuilder(defaults)(route, options)`. */
export const buildRequest = (defaults: MergedOptions, route?: unknown, options?: unknown): E.Either<EndpointError, RequestOptions> =>
  requestBuilder(defaults)(route, options);

/** `endpoint.merge()` (specification §2.5): route and options merged onto `defaults`, unparsed, one fresh object. */
export const mergeOptions = guarded((defaults: MergedOptions, route?: unknown, options?: unknown): E.Either<EndpointError, MergedOptions> => {
  const merged = pipe(routeParse(route, options), chain(defaultsCascade(defaults)));
  return merged._tag === "Left" ? merged : E.right(definedOf(merged.right));
});

// parse() merges onto nothing: the options give every required option themselves.
const cascadeOverNothing = chain(defaultsCascade(frozenCopy({ headers: {}, mediaType: {} }) as MergedOptions));
const required = ["method", "baseUrl", "headers", "mediaType"] as const;
const { props: guards } = MergedOptions.types[0];

/** `endpoint.parse()` (specification §2.4): anyone's merged options, checked as a call's, to request options; `previewsGraphqlOnly` as for `requestBuilder`. */
export const parseOptions = guarded((options: unknown, previewsGraphqlOnly: boolean = false): E.Either<EndpointError, RequestOptions> => {
  if (!isPlainObject(options)) {
    return fail("INVALID_ARGUMENTS", `parse() takes merged options (a plain object, as merge() returns), got ${valueKind(options)}`);
  }
  const read = optionsRead(options);
  // The first one missing, unless one before it is invalid: the check explains that one.
  const missing = required.findIndex((key) => read[key] === undefined);
  if (missing !== -1 && required.slice(0, missing).every((key) => guards[key].is(read[key]))) return optionMissing(required[missing] as (typeof required)[number]);
  const merged = pipe(knownCheck(read), cascadeOverNothing);
  if (merged._tag === "Left") return merged;
  const stages = previewsGraphqlOnly === true ? graphqlStages : mergedStages;
  return stages({ ...merged.right, mediaType: { format: read.mediaType?.format ?? "", previews: [...(read.mediaType?.previews ?? [])] } });
});

/** `endpoint.defaults(options)`: the options merged onto `defaults` as a call's, copied, frozen; a url checked now. */
export const derivedDefaults = guarded((defaults: MergedOptions, options?: unknown): E.Either<EndpointError, MergedOptions> => {
  const merged = pipe(routeParse(undefined, options), chain(defaultsCascade(defaults)));
  if (E.isLeft(merged)) return merged;
  const { url } = merged.right;
  const checked = url !== undefined && url !== defaults.url ? urlCheck(url) : undefined;
  if (checked !== undefined && E.isLeft(checked)) return checked;
  const frozen = frozenCopy(definedOf(merged.right)) as MergedOptions | undefined;
  return frozen === undefined ? fail("INVALID_OPTIONS", `invalid defaults: objects nested deeper than ${nestingLimit} levels`) : E.right(frozen);
});
