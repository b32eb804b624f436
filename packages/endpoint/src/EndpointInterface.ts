import type { EndpointOptions, EndpointResult, MergedOptions, RequestOptions } from "@request-options/types";
import type { OpenApiEndpoint } from "./OpenApiEndpoint";
import type { GivenKeys, RouteOptionsArgument, UrlParameters } from "./RouteParameters";

/**
 * The callable `endpoint` and its operations (specification §4), each throwing an `EndpointError` on bad input;
 * `Result` is what the call and `parse` return (the octokit entry's has an upper-case `method`).
 */
export interface EndpointInterface<Given extends string = never, Result extends RequestOptions = EndpointResult> {
  /** Request options for a route (`"GET /orgs/{org}/repos"`) and its parameters, or for options with method and url. */
  // One signature for both, so that a refused call is explained plainly ("Expected 2 arguments").
  <const First extends string | EndpointOptions>(
    first: First & (First extends string ? unknown : UrlParameters<First & EndpointOptions, Given>),
    ...options: First extends string ? RouteOptionsArgument<First, Given, EndpointOptions> : []
  ): Result;
  /** The current defaults, `baseUrl` included. Deeply frozen. */
  readonly DEFAULTS: MergedOptions;
  /** An endpoint with these defaults over the current ones (checked now); `defaults<paths>()` types it by `paths` (the main entry's). */
  defaults<Paths extends object = never, const Options extends EndpointOptions = Record<never, never>>(
    options: Options & EndpointOptions,
  ): [Paths] extends [never]
    ? EndpointInterface<Given | GivenKeys<Options>, Result>
    : [Result] extends [EndpointResult]
      ? OpenApiEndpoint<Paths, Given | GivenKeys<Options>>
      : EndpointInterface<Given | GivenKeys<Options>, Result>;
  /** The options merged onto the defaults, not parsed: `url` is still the template. */
  merge(route: string, options?: EndpointOptions): MergedOptions;
  merge(options: EndpointOptions): MergedOptions;
  /** Request options from merged options: `endpoint(x)` equals `parse(merge(x))`. */
  parse(options: MergedOptions): Result;
}
