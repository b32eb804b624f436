import type { MergedOptions, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { guarded } from "../boundary";
import type { EndpointError } from "../EndpointError";
import { acceptAmend, previewsGraphqlScoped } from "./acceptAmend";
import { defaultsCascade, defaultsFrozen, definedOf, type Merged, mergedOf, mergedRead } from "./defaultsCascade";
import { paramPartition } from "./paramPartition";
import { routeParse } from "./routeParse";
import { templateExpand, urlChecked } from "./templateExpand";

export { acceptAmend, defaultsCascade, paramPartition, routeParse, templateExpand };

// Each composition is `guarded` once, here (a throw from the caller's objects becomes INVALID_ARGUMENTS); its stages not.
// fp-ts's `flatMap` as a function of one argument: fp-ts's own is `dual`, which copies its arguments at every use
// (docs/performance.md, "Choices the code cites").
const chain = <A, B>(f: (a: A) => E.Either<EndpointError, B>) => (ma: E.Either<EndpointError, A>): E.Either<EndpointError, B> =>
  ma._tag === "Left" ? ma : f(ma.right);

const partitionChained = chain(paramPartition);
const amendChained = chain(acceptAmend);
const scopedChained = chain(previewsGraphqlScoped);
const mergedStages = (options: Merged): E.Either<EndpointError, RequestOptions> => pipe(templateExpand(options), partitionChained, amendChained);
const graphqlStages = (options: Merged): E.Either<EndpointError, RequestOptions> => pipe(templateExpand(options), scopedChained, partitionChained, amendChained);
const parseChained = chain(mergedStages);
const graphqlChained = chain(graphqlStages);

/** The last three stages, on merged options as `merge()` returns them (trusted: `parse()` checks them first). */
export const mergedParse = (options: MergedOptions): E.Either<EndpointError, RequestOptions> => mergedStages(mergedOf(options));

/**
 * `endpoint(route, options)` over fixed defaults: the five stages, which is `parse(merge(route, options))`. With
 * `previewsGraphqlOnly`, previews amend `accept` only for a url ending in `/graphql`.
 */
export const requestBuilder = (defaults: MergedOptions, previewsGraphqlOnly = false): ((route?: unknown, options?: unknown) => E.Either<EndpointError, RequestOptions>) => {
  const cascadeChained = chain(defaultsCascade(defaults));
  const stagesChained = previewsGraphqlOnly === true ? graphqlChained : parseChained;
  return guarded((route?: unknown, options?: unknown) => pipe(routeParse(route, options), cascadeChained, stagesChained));
};

/** `requestBuilder(defaults)(route, options)`. */
export const buildRequest = (defaults: MergedOptions, route?: unknown, options?: unknown): E.Either<EndpointError, RequestOptions> =>
  requestBuilder(defaults)(route, options);

/** `endpoint.merge()` (specification §2.5): route and options merged onto `defaults`, unparsed, one fresh object. */
export const mergeOptions = guarded((defaults: MergedOptions, route?: unknown, options?: unknown): E.Either<EndpointError, MergedOptions> =>
  pipe(routeParse(route, options), chain(defaultsCascade(defaults)), E.map(definedOf)));

/** `endpoint.parse()` (specification §2.4): anyone's merged options, checked as a call's, to request options; `previewsGraphqlOnly` as for `requestBuilder`. */
export const parseOptions = guarded((options: unknown, previewsGraphqlOnly: boolean = false): E.Either<EndpointError, RequestOptions> =>
  pipe(mergedRead(options), previewsGraphqlOnly === true ? graphqlChained : parseChained));

/** `endpoint.defaults(options)`: the options merged onto `defaults` as a call's, a new url checked now, copied, frozen. */
export const derivedDefaults = guarded((defaults: MergedOptions, options?: unknown): E.Either<EndpointError, MergedOptions> =>
  pipe(routeParse(undefined, options), chain(defaultsCascade(defaults)), chain(urlChecked(defaults)), chain(defaultsFrozen)));
