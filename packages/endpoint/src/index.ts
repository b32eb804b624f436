/**
 * `endpoint`, `toFetch` and the `request-options` command. The only package that throws (`EndpointError`).
 * @module @request-options/endpoint
 */
import { DEFAULTS } from "@request-options/core";
import type { EndpointInterface } from "./EndpointInterface";
import { withDefaults } from "./withDefaults";

export { EndpointError, VERSION } from "@request-options/core";
export type { EmittedMethod, EndpointOptions, EndpointResult, KnownOptions, MergedOptions, RequestOptions, Route } from "@request-options/types";
export type { EndpointInterface } from "./EndpointInterface";
export type { OpenApiEndpoint, OpenApiKnownRoute, OpenApiMerged, OpenApiOperation, OpenApiOptions, OpenApiResult, OpenApiRoute } from "./OpenApiEndpoint";
export type { OptionalParameters, RequiredParameters, RouteParameters } from "./RouteParameters";
export { toFetch, type FetchRequestInit } from "./toFetch";

/** Request options for GitHub's REST API v3 with the global defaults. */
export const endpoint: EndpointInterface = withDefaults(DEFAULTS);
