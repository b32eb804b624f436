import type { EndpointOptions, EndpointResult, MergedOptions } from "@request-options/types";
import type { OpenApiEndpoint } from "./OpenApiEndpoint";
import type { GivenKeys, RouteOptionsArgument, UrlParameters } from "./RouteParameters";

/**
 * The callable `endpoint` and its operations (specification §4). Every operation throws an
 * `EndpointError` on bad input.
 *
 * With a route literal the compiler knows its parameters (`RouteParameters`): a missing
 * `{org}` is a type error. `Given` holds the keys the defaults already give, through every
 * `.defaults()` call: those parameters become optional.
 */
export interface EndpointInterface<Given extends string = never> {
  /**
   * Request options for a route such as `"GET /orgs/{org}/repos"` and its parameters, or for
   * options that carry `method` and `url` (or a route-form `url`). One signature for both, so
   * that a call the compiler refuses is explained plainly ("Expected 2 arguments", "Property
   * 'org' is missing").
   */
  <const First extends string | EndpointOptions>(
    first: First & (First extends string ? unknown : UrlParameters<First & EndpointOptions, Given>),
    ...options: First extends string ? RouteOptionsArgument<First, Given, EndpointOptions> : []
  ): EndpointResult;
  /** The current defaults, `baseUrl` included. Deeply frozen. */
  readonly DEFAULTS: MergedOptions;
  /**
   * A new endpoint whose defaults are these over the current ones. Checks them now. Given an
   * OpenAPI document's `paths` type (`endpoint.defaults<paths>({ baseUrl })`), the new endpoint
   * is typed by it (`OpenApiEndpoint`): the same function at run time.
   */
  defaults<Paths extends object = never, const Options extends EndpointOptions = Record<never, never>>(
    options: Options & EndpointOptions,
  ): [Paths] extends [never] ? EndpointInterface<Given | GivenKeys<Options>> : OpenApiEndpoint<Paths, Given | GivenKeys<Options>>;
  /** The options merged onto the defaults, not parsed: `url` is still the template. */
  merge(route: string, options?: EndpointOptions): MergedOptions;
  merge(options: EndpointOptions): MergedOptions;
  /** Request options from merged options: `endpoint(x)` equals `parse(merge(x))`. */
  parse(options: MergedOptions): EndpointResult;
}
