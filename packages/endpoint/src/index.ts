/**
 * The callable `endpoint` of the specification, `toFetch`, and the `request-options`
 * command. The only package that throws (`EndpointError`).
 *
 * @packageDocumentation
 * @module @request-options/endpoint
 */
import { DEFAULTS, derivedDefaults, mergeOptions, parseOptions, requestBuilder } from "@request-options/core";
import type { EndpointOptions, MergedOptions } from "@request-options/types";
import type { EndpointInterface } from "./EndpointInterface";
import { orThrow } from "./orThrow";

export { EndpointError, VERSION } from "@request-options/core";
export type { EmittedMethod, EndpointOptions, EndpointResult, KnownOptions, MergedOptions, RequestOptions, Route } from "@request-options/types";
export type { EndpointInterface } from "./EndpointInterface";
export type { OpenApiEndpoint, OpenApiOperation, OpenApiOptions, OpenApiResult, OpenApiRoute } from "./OpenApiEndpoint";
export type { OptionalParameters, RequiredParameters, RouteParameters } from "./RouteParameters";
export { toFetch, type FetchRequestInit } from "./toFetch";

/**
 * An endpoint function over `defaults` (checked and frozen). It takes any arguments and checks them at run time:
 * `EndpointInterface`'s parameter types exist for the compiler only, hence the casts.
 */
const withDefaults = (defaults: MergedOptions): EndpointInterface => {
  const build = requestBuilder(defaults);
  // One literal, so that the functions keep their names in the CDN file. Stryker would wrap each arrow in its
  // mutant switch, which drops the name the literal gives it.
  // Stryker disable ArrowFunction
  const members = {
    DEFAULTS: defaults,
    defaults: (options: EndpointOptions) => withDefaults(orThrow(() => derivedDefaults(defaults, options))),
    merge: (route?: unknown, options?: unknown) => orThrow(() => mergeOptions(defaults, route, options)),
    parse: (options: MergedOptions) => orThrow(() => parseOptions(options)),
  };
  // Stryker restore ArrowFunction
  // The per-call path throws a Left itself (build is guarded): no further function on it.
  const call = (route?: unknown, options?: unknown) => {
    const result = build(route, options);
    if (result._tag === "Left") throw result.left;
    return result.right;
  };
  // Assigned, which is fast, unless the prototype chain holds the name (a polluter's setter or read-only key): defined.
  for (const key of Object.keys(members) as Array<keyof typeof members>) {
    if (key in call) Object.defineProperty(call, key, { value: members[key], writable: true, enumerable: true, configurable: true });
    else (call as unknown as Record<string, unknown>)[key] = members[key];
  }
  return call as unknown as EndpointInterface;
};

/** Request options for GitHub's REST API v3 with the global defaults. */
export const endpoint: EndpointInterface = withDefaults(DEFAULTS);
