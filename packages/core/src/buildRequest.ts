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
  pipe(routeParse(route, options), chain(defaultsCascade(defaults)), parseChained);
