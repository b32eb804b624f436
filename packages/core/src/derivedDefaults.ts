import type { MergedOptions } from "@request-options/types";
import type * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { chain } from "./chain";
import { defaultsDerive } from "./defaultsDerive";
import type { EndpointError } from "./EndpointError";
import { routeParse } from "./routeParse";

/**
 * `endpoint.defaults(options)`: the options as a record, merged onto `defaults` for good
 * (`routeParse` then `defaultsDerive`): new long-lived defaults, frozen.
 */
export const derivedDefaults = (defaults: MergedOptions, options?: unknown): E.Either<EndpointError, MergedOptions> =>
  pipe(routeParse(undefined, options), chain(defaultsDerive(defaults)));
