/**
 * `fromOpenApi`: an `endpoint` whose routes are an OpenAPI 3.0/3.1/3.2 document's operations, each parameter placed,
 * serialized and checked as the document says (docs/decisions.md, "OpenAPI documents"); and the pieces it is built
 * from, for code that builds its own requests: one parameter's serialization, a schema's io-ts codec.
 * @module @request-options/endpoint/openapi
 */
export { EndpointError } from "@request-options/core";
export { fromOpenApi } from "./openapi/fromOpenApi";
export { type EncodingPlacement, formBodyEncode, type ParameterIn, type ParameterPlacement, parameterSerialize, type ParameterStyle } from "./openapi/parameterSerialize";
export type { DocumentEndpoint, FromOpenApi, OpenApiSettings, OperationCodec } from "./openapi/DocumentEndpoint";
export type { OpenApiKnownRoute, OpenApiMerged, OpenApiOperation, OpenApiOptions, OpenApiResult, OpenApiRoute } from "./OpenApiEndpoint";
export { schemaCodec } from "./openapi/schemaCodec";
