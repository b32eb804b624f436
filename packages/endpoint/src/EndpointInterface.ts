import type { EndpointOptions, MergedOptions, RequestOptions } from "@request-options/types";

/**
 * The callable `endpoint` and its operations (specification §4). Every operation throws an
 * `EndpointError` on bad input.
 */
export interface EndpointInterface {
  /** Request options for a route such as `"GET /orgs/{org}/repos"` and its parameters. */
  (route: string, options?: EndpointOptions): RequestOptions;
  /** Request options for options that carry `method` and `url` (or a route-form `url`). */
  (options: EndpointOptions): RequestOptions;
  /** The current defaults, `baseUrl` included. Deeply frozen. */
  readonly DEFAULTS: MergedOptions;
  /** A new endpoint whose defaults are these over the current ones. Checks them now. */
  defaults(options: EndpointOptions): EndpointInterface;
  /** The options merged onto the defaults, not parsed: `url` is still the template. */
  merge(route: string, options?: EndpointOptions): MergedOptions;
  merge(options: EndpointOptions): MergedOptions;
  /** Request options from merged options: `endpoint(x)` equals `parse(merge(x))`. */
  parse(options: MergedOptions): RequestOptions;
}
