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
  // As setOwn does: a name Object.prototype holds (a polluter's setter or read-only key) is defined, not assigned;
  // defining all four is much slower than Object.assign, so only then.
  const polluted = "DEFAULTS" in Object.prototype || "defaults" in Object.prototype || "merge" in Object.prototype || "parse" in Object.prototype;
  return (polluted ? Object.defineProperties(call, Object.getOwnPropertyDescriptors(members)) : Object.assign(call, members)) as EndpointInterface<Given>;
};
