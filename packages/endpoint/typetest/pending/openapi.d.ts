// Stands in for `@request-options/endpoint/openapi` until the build emits that entry and its runtime is typed
// `FromOpenApi` (tsconfig.*.json map the entry here): the entry's types, from the sources.
import type { FromOpenApi } from "../../src/openapi/DocumentEndpoint";

export type { DocumentEndpoint, FromOpenApi, OpenApiSettings, OperationCodec } from "../../src/openapi/DocumentEndpoint";
export declare const fromOpenApi: FromOpenApi;
