import { derivedDefaults, mergeOptions, parseOptions, requestBuilder } from "@request-options/core";
import type { EndpointOptions, MergedOptions } from "@request-options/types";
import type { EndpointInterface } from "./EndpointInterface";
import { rightOrThrow } from "./orThrow";

/**
 * An `endpoint` over `defaults`; with `previewsGraphqlOnly` (the octokit entry's), previews amend `accept` only for a
 * url ending in `/graphql`, in its `.defaults()` results too. Takes any arguments and checks them at run time:
 * EndpointInterface's parameter types are the compiler's only.
 */
export const withDefaults = (defaults: MergedOptions, previewsGraphqlOnly = false): EndpointInterface => {
  const build = requestBuilder(defaults, previewsGraphqlOnly);
  // One literal keeps the functions' names in the CDN file; Stryker's mutant switch around an arrow would drop them.
  // Stryker disable ArrowFunction
  const members = {
    DEFAULTS: defaults,
    defaults: (options: EndpointOptions) => withDefaults(rightOrThrow(derivedDefaults(defaults, options)), previewsGraphqlOnly),
    merge: (route?: unknown, options?: unknown) => rightOrThrow(mergeOptions(defaults, route, options)),
    parse: (options: MergedOptions) => rightOrThrow(parseOptions(options, previewsGraphqlOnly)),
  };
  // Stryker restore ArrowFunction
  // The core's compositions are guarded already: not wrapped again. The call throws its Left itself, so that one
  // call runs no code of orThrow.ts (files-per-call.mjs).
  const call = (route?: unknown, options?: unknown) => {
    const result = build(route, options);
    if (result._tag === "Left") throw result.left;
    return result.right;
  };
  // Assigned by name, fast in V8 (a key loop cost `.defaults()` 1/6 of its time), unless a polluted prototype has one.
  const named = call as unknown as typeof members;
  if ("DEFAULTS" in call || "defaults" in call || "merge" in call || "parse" in call) {
    for (const [key, value] of Object.entries(members)) Object.defineProperty(call, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    named.DEFAULTS = members.DEFAULTS;
    named.defaults = members.defaults;
    named.merge = members.merge;
    named.parse = members.parse;
  }
  return named as unknown as EndpointInterface;
};
