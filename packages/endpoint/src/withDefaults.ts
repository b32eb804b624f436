import { derivedDefaults, type EndpointError, mergeOptions, parseOptions, requestBuilder } from "@request-options/core";
import type { EndpointOptions, MergedOptions } from "@request-options/types";
import type * as E from "fp-ts/Either";
import type { EndpointInterface } from "./EndpointInterface";

/** A `Right`'s value, or its `Left` thrown: how every throwing form of this package ends a core composition. */
export const rightOrThrow = <A>(result: E.Either<EndpointError, A>): A => {
  if (result._tag === "Left") throw result.left;
  return result.right;
};

/**
 * An `endpoint` over `defaults`; with `previewsGraphqlOnly` (the octokit entry's), previews amend `accept` only for a
 * url ending in `/graphql`, in its `.defaults()` results too. Takes any arguments and checks them at run time:
 * EndpointInterface's parameter types are the compiler's only.
 */
export const withDefaults = (defaults: MergedOptions, previewsGraphqlOnly = false): EndpointInterface => {
  const build = requestBuilder(defaults, previewsGraphqlOnly);
  // Methods: each function's name is its member's by the syntax itself (`endpoint.merge.name` is "merge").
  const members = {
    DEFAULTS: defaults,
    defaults(options: EndpointOptions) { return withDefaults(rightOrThrow(derivedDefaults(defaults, options)), previewsGraphqlOnly); },
    merge(route?: unknown, options?: unknown) { return rightOrThrow(mergeOptions(defaults, route, options)); },
    parse(options: MergedOptions) { return rightOrThrow(parseOptions(options, previewsGraphqlOnly)); },
  };
  // The core's compositions are guarded already: not wrapped again.
  const call = (route?: unknown, options?: unknown) => rightOrThrow(build(route, options));
  // Assigned by name (docs/performance.md, "Choices the code cites"); defined when a polluted prototype holds one of the
  // names, so that no setter of the caller's runs.
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
