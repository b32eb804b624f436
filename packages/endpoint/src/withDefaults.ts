import { derivedDefaults, mergeOptions, parseOptions, requestBuilder, setOwn } from "@request-options/core";
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
  const call = (route?: unknown, options?: unknown) => orThrow(() => build(route, options));
  // One literal handed whole: only that keeps the functions' names in the CDN file. Stryker would wrap each arrow in
  // its mutant switch, which drops the name the literal gives it (the test of the names fails before any mutant).
  // Stryker disable ArrowFunction
  const members = {
    DEFAULTS: defaults,
    defaults: (options: EndpointOptions) => withDefaults(orThrow(() => derivedDefaults(defaults, options))),
    merge: (route?: unknown, options?: unknown) => orThrow(() => mergeOptions(defaults, route, options)),
    parse: (options: MergedOptions) => orThrow(() => parseOptions(options)),
  };
  // Stryker restore ArrowFunction
  // By setOwn: a name Object.prototype holds (a polluter's setter or read-only key) is defined, the rest assigned.
  const endpoint = call as unknown as Record<string, unknown>;
  for (const key of Object.keys(members) as Array<keyof typeof members>) setOwn(endpoint, key, members[key]);
  return endpoint as unknown as EndpointInterface<Given>;
};
