// Type tests of Standard Schema v1: each io-ts codec of @request-options/types, and an operation's codec
// (`codecOf`), is a `StandardSchemaV1` whose InferOutput and InferInput are the codec's `t.TypeOf`.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import * as types from "@request-options/types";
import { fromOpenApi } from "@request-options/endpoint/openapi";
import * as t from "io-ts";
import type { paths } from "./generated/petstore";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T => true as T;

// What a library that takes any Standard Schema asks of it.
const schemaTaken = <Schema extends StandardSchemaV1>(schema: Schema): StandardSchemaV1.InferOutput<Schema> | undefined => {
  const result = schema["~standard"].validate(undefined);
  return result instanceof Promise || result.issues !== undefined ? undefined : result.value;
};

type Exports = typeof types;
type CodecName = { [Name in keyof Exports]: Exports[Name] extends t.Any ? Name : never }[keyof Exports];
// The codecs the package exports, every one of them checked below.
expectType<
  Equal<
    CodecName,
    | "BaseUrl"
    | "EmittedMethod"
    | "EndpointOptions"
    | "EndpointResult"
    | "ErrorCode"
    | "Format"
    | "HeaderName"
    | "HeaderValue"
    | "Headers"
    | "HeadersInput"
    | "MediaType"
    | "MergedMediaType"
    | "MergedOptions"
    | "Method"
    | "PlainObject"
    | "PreviewName"
    | "PreviewNames"
    | "RequestMeta"
    | "RequestOptions"
    | "Route"
  >
>();
type Inferred = {
  [Name in CodecName]: Exports[Name] extends StandardSchemaV1
    ? [Equal<StandardSchemaV1.InferOutput<Exports[Name]>, t.TypeOf<Exports[Name]>>, Equal<StandardSchemaV1.InferInput<Exports[Name]>, t.TypeOf<Exports[Name]>>]
    : "not a Standard Schema";
};
expectType<Equal<Inferred[CodecName], [true, true]>>();
expectType<Equal<StandardSchemaV1.InferOutput<typeof types.EndpointResult>, types.EndpointResult>>();

const options = schemaTaken(types.EndpointOptions);
expectType<Equal<typeof options, types.EndpointOptions | undefined>>();
// @ts-expect-error -- io-ts's own codecs are left as they are
schemaTaken(t.string);

// An operation's codec, typed endpoint or not: the keys as a call gives them.
declare const document: object;
const keys = fromOpenApi<paths>(document).codecOf("POST /pets");
const taken = schemaTaken(keys);
expectType<Equal<typeof taken, Record<string, unknown> | undefined>>();
expectType<Equal<StandardSchemaV1.InferInput<ReturnType<ReturnType<typeof fromOpenApi>["codecOf"]>>, Record<string, unknown>>>();
