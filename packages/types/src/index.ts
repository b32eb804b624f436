/**
 * io-ts codecs for the options, merged options and results; each type is the `t.TypeOf` of the codec of the same name.
 * Each codec is a Standard Schema v1 too (`~standard`), whose issues read as `EndpointError`'s messages (`failureOf`).
 * @module @request-options/types
 */
export { BaseUrl } from "./BaseUrl";
export { EndpointOptions, type KnownOptions } from "./EndpointOptions";
export { ErrorCode } from "./ErrorCode";
export { HeaderName, HeaderValue, Headers, HeadersInput } from "./Headers";
export { Format, MediaType, MergedMediaType, PreviewName, PreviewNames } from "./MediaType";
export { MergedOptions } from "./MergedOptions";
export { EmittedMethod, Method } from "./Method";
export { PlainObject } from "./PlainObject";
export { RequestMeta } from "./RequestMeta";
export { EndpointResult, RequestOptions } from "./RequestOptions";
export { Route } from "./Route";
export { failureOf, valueShow } from "./codecFailure";
export { type IssueOf, type StandardCodec, standardSchema } from "./standardSchema";
