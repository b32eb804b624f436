import { derivedDefaults, mergeOptions, parseOptions, requestBuilder } from "@request-options/core";
import type { EndpointOptions, MergedOptions } from "@request-options/types";
import type { EndpointInterface } from "./EndpointInterface";
import { orThrow } from "./orThrow";

/**
 * An endpoint function over `current`, its defaults (already checked and frozen). The function takes any
 * arguments and checks them at run time; `EndpointInterface`'s parameter types exist for the
 * compiler only, so the one cast below states that this function serves every one of them.
 */
export const withDefaults = <Given extends string = never>(current: MergedOptions): EndpointInterface<Given> => {
  const build = requestBuilder(current);
  const endpoint = (route?: unknown, options?: unknown) => orThrow(() => build(route, options));
  // Named constants, so that stack traces and inspection name them as before.
  const defaults = (options: EndpointOptions) => withDefaults(orThrow(() => derivedDefaults(current, options)));
  const merge = (route?: unknown, options?: unknown) => orThrow(() => mergeOptions(current, route, options));
  const parse = (options: MergedOptions) => orThrow(() => parseOptions(options));
  // Set one by one, not by Object.assign: each store's shape change is then learnt once, where
  // Object.assign adds each key to a new function by the generic path, on every `.defaults()`.
  endpoint.DEFAULTS = current;
  endpoint.defaults = defaults;
  endpoint.merge = merge;
  endpoint.parse = parse;
  return endpoint as EndpointInterface<Given>;
};
