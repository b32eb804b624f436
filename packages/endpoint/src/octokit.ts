/**
 * `endpoint` for code written against `@octokit/endpoint`, such as HTTP-client wrappers (docs/decisions.md, "The
 * octokit-compatible entry"): the main entry's operations, defaults, checks and errors; its results' `method` in upper
 * case, `mediaType.previews` amending `accept` only for a url ending in `/graphql`, and `merge()` giving the url
 * `/graphql` its previews as an array.
 * @module @request-options/endpoint/octokit
 */
import { DEFAULTS } from "@request-options/core";
import type { EndpointOptions, MergedOptions, RequestOptions } from "@request-options/types";
import type { EndpointInterface } from "./EndpointInterface";
import { withDefaults } from "./withDefaults";

export { EndpointError } from "@request-options/core";

/** Request options as `@octokit/endpoint` gives them: `method` in upper case. */
export type OctokitResult = RequestOptions & { method: Uppercase<string> };
/** The octokit entry's `endpoint`: the main entry's operations, its call and `parse` giving an `OctokitResult`. */
export type OctokitEndpointInterface<Given extends string = never> = EndpointInterface<Given, OctokitResult>;

// Each result is a fresh object of this call's own: upper-cased in place.
const upperCased = (result: RequestOptions): OctokitResult => {
  result.method = result.method.toUpperCase();
  return result as OctokitResult;
};

// For the url `/graphql`, `@octokit/endpoint`'s merge gives `mediaType.previews` as an array, [] when there are none
// (docs/decisions.md, "The octokit-compatible entry"). A merge's result is this call's own: its mediaType is replaced,
// never written into, as it may be a caller's.
const graphqlPreviews = (merged: MergedOptions): MergedOptions => {
  if (merged.url === "/graphql" && merged.mediaType.previews === undefined) merged.mediaType = { ...merged.mediaType, previews: [] };
  return merged;
};
// The same in `.defaults()`, whose DEFAULTS are merged options: they carry [] into every later merge, as octokit's do.
const graphqlDefaults = (main: EndpointInterface): EndpointInterface =>
  main.DEFAULTS.url === "/graphql" && main.DEFAULTS.mediaType.previews === undefined ? main.defaults<never>({ mediaType: { previews: [] } }) : main;

const octokitOf = (main: EndpointInterface): OctokitEndpointInterface => {
  const build = main as unknown as (route?: unknown, options?: unknown) => RequestOptions;
  const call = (route?: unknown, options?: unknown): OctokitResult => upperCased(build(route, options));
  const members = {
    DEFAULTS: main.DEFAULTS,
    defaults: (options: EndpointOptions) => octokitOf(graphqlDefaults(main.defaults<never>(options))),
    merge: (route?: unknown, options?: unknown) => graphqlPreviews((main.merge as (route?: unknown, options?: unknown) => MergedOptions)(route, options)),
    parse: (options: MergedOptions) => upperCased(main.parse(options)),
  };
  // Defined, not assigned: a polluted Function.prototype's setter is never reached.
  for (const [key, value] of Object.entries(members)) Object.defineProperty(call, key, { value, writable: true, enumerable: true, configurable: true });
  return call as unknown as OctokitEndpointInterface;
};

/** Request options for GitHub's REST API v3 with the global defaults, as `@octokit/endpoint` shapes them. */
export const endpoint: OctokitEndpointInterface = octokitOf(withDefaults(DEFAULTS, true));
