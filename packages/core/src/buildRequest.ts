import type { MergedOptions, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { chain } from "./chain";
import { pipe } from "fp-ts/function";
import type { EndpointError } from "./EndpointError";
import { mergeOptions } from "./mergeOptions";
import { mergedParse } from "./parseOptions";

/**
 * `endpoint(route, options)`: the whole pipeline, `routeParse → defaultsCascade →
 * templateExpand → paramPartition → acceptAmend`. Equal to parsing what `mergeOptions`
 * returns; the merged options are not checked twice.
 */
export const buildRequest = (defaults: MergedOptions, route?: unknown, options?: unknown): E.Either<EndpointError, RequestOptions> =>
  pipe(mergeOptions(defaults, route, options), chain(mergedParse));
