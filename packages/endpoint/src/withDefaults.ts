import { derivedDefaults, mergeOptions, parseOptions, requestBuilder } from "@request-options/core";
import type { EndpointOptions, MergedOptions } from "@request-options/types";
import type { EndpointInterface } from "./EndpointInterface";
import { orThrow } from "./orThrow";

/**
 * An endpoint function over `defaults` (already checked and frozen). The function takes any
 * arguments and checks them at run time; `EndpointInterface`'s parameter types exist for the
 * compiler only, so the one cast below states that this function serves every one of them.
 */
export const withDefaults = <Given extends string = never>(defaults: MergedOptions): EndpointInterface<Given> => {
  const build = requestBuilder(defaults);
  return Object.assign((route?: unknown, options?: unknown) => orThrow(() => build(route, options)), {
    DEFAULTS: defaults,
    defaults: (options: EndpointOptions) =>
      withDefaults(orThrow(() => derivedDefaults(defaults, options))),
    merge: (route?: unknown, options?: unknown) => orThrow(() => mergeOptions(defaults, route, options)),
    parse: (options: MergedOptions) => orThrow(() => parseOptions(options)),
  }) as EndpointInterface<Given>;
};
