import { buildRequest, defaultsDerive, mergeOptions, parseOptions, routeParse } from "@request-options/core";
import type { EndpointOptions, MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import type { EndpointInterface } from "./EndpointInterface";
import { orThrow } from "./orThrow";

/** An endpoint function over `defaults` (already checked and frozen). */
export const withDefaults = (defaults: MergedOptions): EndpointInterface =>
  Object.assign((route?: unknown, options?: unknown) => orThrow(() => buildRequest(defaults, route, options)), {
    DEFAULTS: defaults,
    defaults: (options: EndpointOptions) =>
      withDefaults(orThrow(() => pipe(routeParse(undefined, options), E.chain(defaultsDerive(defaults))))),
    merge: (route?: unknown, options?: unknown) => orThrow(() => mergeOptions(defaults, route, options)),
    parse: (options: MergedOptions) => orThrow(() => parseOptions(options)),
  });
