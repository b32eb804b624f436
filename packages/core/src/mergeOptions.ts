import type { MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { cascadedMerge } from "./Cascaded";
import { chain } from "./chain";
import { pipe } from "fp-ts/function";
import { defaultsCascade } from "./defaultsCascade";
import type { EndpointError } from "./EndpointError";
import { routeParse } from "./routeParse";

/**
 * `endpoint.merge()`: route and options merged onto `defaults`, not yet parsed
 * (specification §2.5). `routeParse` then `defaultsCascade`, as one fresh object.
 */
export const mergeOptions = (defaults: MergedOptions, route?: unknown, options?: unknown): E.Either<EndpointError, MergedOptions> =>
  pipe(routeParse(route, options), chain(defaultsCascade(defaults)), E.map(cascadedMerge));
