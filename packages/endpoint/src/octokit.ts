/**
 * `endpoint` for code written against `@octokit/endpoint`, such as HTTP-client wrappers (docs/decisions.md, "The
 * octokit-compatible entry"): the main entry's operations, defaults, checks and errors; its results' `method` in upper
 * case, and `mediaType.previews` amending `accept` only for a url ending in `/graphql`.
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

const octokitOf = (main: EndpointInterface): OctokitEndpointInterface => {
  const build = main as unknown as (route?: unknown, options?: unknown) => RequestOptions;
  const call = (route?: unknown, options?: unknown): OctokitResult => upperCased(build(route, options));
  const members = {
    DEFAULTS: main.DEFAULTS,
    defaults: (options: EndpointOptions) => octokitOf(main.defaults<never>(options)),
    merge: main.merge,
    parse: (options: MergedOptions) => upperCased(main.parse(options)),
  };
  // Defined, not assigned: a polluted Function.prototype's setter is never reached.
  for (const [key, value] of Object.entries(members)) Object.defineProperty(call, key, { value, writable: true, enumerable: true, configurable: true });
  return call as unknown as OctokitEndpointInterface;
};

/** Request options for GitHub's REST API v3 with the global defaults, as `@octokit/endpoint` shapes them. */
export const endpoint: OctokitEndpointInterface = octokitOf(withDefaults(DEFAULTS, true));
