import type { MergedOptions, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { chain } from "../chain";
import { pipe } from "fp-ts/function";
import type { EndpointError } from "../EndpointError";
import { defaultsCascade } from "./defaultsCascade";
import { defaultsDerive } from "../defaultsDerive";
import { type Cascaded, cascadedMerge } from "./Cascaded";
import { routeParse } from "./routeParse";
import { acceptAmend } from "./acceptAmend";
import { paramPartition } from "./paramPartition";
import { templateExpand } from "./templateExpand";

// Chained once, not on every call.
const partitionChained = chain(paramPartition);
const amendChained = chain(acceptAmend);
// A plain arrow, not fp-ts's flow, which calls through `apply` with `arguments` (docs/performance.md).
/**
 * The last three stages, `templateExpand → paramPartition → acceptAmend`, on options as `defaultsCascade` gives them
 * or `cascadedOf` makes them.
 */
export const mergedParse = (options: Cascaded): E.Either<EndpointError, RequestOptions> =>
  pipe(options, templateExpand, partitionChained, amendChained);

const parseChained = chain(mergedParse);

/**
 * `endpoint(route, options)`: the whole pipeline, `routeParse → defaultsCascade → templateExpand → paramPartition →
 * acceptAmend`. Equal to parsing what `mergeOptions` returns, without building one merged object or checking twice.
 */
export const buildRequest = (defaults: MergedOptions, route?: unknown, options?: unknown): E.Either<EndpointError, RequestOptions> =>
  requestBuilder(defaults)(route, options);

/** `buildRequest` over fixed defaults, the cascade chained once, not per call (what an endpoint function calls). */
export const requestBuilder = (defaults: MergedOptions): ((route?: unknown, options?: unknown) => E.Either<EndpointError, RequestOptions>) => {
  const cascadeChained = chain(defaultsCascade(defaults));
  return (route, options) => pipe(routeParse(route, options), cascadeChained, parseChained);
};

/** `endpoint.merge()` (specification §2.5): route and options merged onto `defaults`, unparsed, one fresh object. */
export const mergeOptions = (defaults: MergedOptions, route?: unknown, options?: unknown): E.Either<EndpointError, MergedOptions> =>
  pipe(routeParse(route, options), chain(defaultsCascade(defaults)), E.map(cascadedMerge));

/** `endpoint.defaults(options)`: the options merged onto `defaults` for good, as new long-lived defaults, frozen. */
export const derivedDefaults = (defaults: MergedOptions, options?: unknown): E.Either<EndpointError, MergedOptions> =>
  pipe(routeParse(undefined, options), chain(defaultsDerive(defaults)));
