import type { MergedOptions, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { chain } from "./chain";
import { pipe } from "fp-ts/function";
import type { EndpointError } from "./EndpointError";
import { defaultsCascade } from "./defaultsCascade";
import { mergedParse } from "./parseOptions";
import { routeParse } from "./routeParse";

const parseChained = chain(mergedParse);

/**
 * `endpoint(route, options)`: the whole pipeline, `routeParse → defaultsCascade →
 * templateExpand → paramPartition → acceptAmend`. Equal to parsing what `mergeOptions`
 * returns; the merged options are neither built as one object nor checked twice.
 */
export const buildRequest = (defaults: MergedOptions, route?: unknown, options?: unknown): E.Either<EndpointError, RequestOptions> =>
  requestBuilder(defaults)(route, options);

/**
 * `buildRequest` over fixed defaults: the cascade's chain is made once, not on every call
 * (what an endpoint function calls).
 */
export const requestBuilder = (defaults: MergedOptions): ((route?: unknown, options?: unknown) => E.Either<EndpointError, RequestOptions>) => {
  const cascadeChained = chain(defaultsCascade(defaults));
  return (route, options) => pipe(routeParse(route, options), cascadeChained, parseChained);
};
