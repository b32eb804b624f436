import type { EndpointError } from "@request-options/core";
import type * as E from "fp-ts/Either";
import type * as t from "io-ts";

// CONTRACT (scaffold; the schema helper replaces the bodies, keeps the exported names and shapes).

/** A parameter that an operation checks: its schema as the document writes it (may be a `$ref`), at `pointer`. */
export type CheckedParameter = {
  readonly name: string;
  readonly in: "path" | "query" | "header" | "cookie";
  readonly required: boolean;
  readonly schema: unknown;
  readonly pointer: string;
};
/** An operation's JSON request body: its schema (may be a `$ref`), at `pointer`. */
export type CheckedBody = { readonly schema: unknown; readonly pointer: string; readonly required: boolean };

/**
 * The io-ts codec of one schema of `document` (local `$ref`s followed), compiled once per schema object;
 * Left INVALID_DOCUMENT (with the JSON pointer) for a `$ref` that resolves nowhere, a bad keyword value.
 */
export const schemaCodecOf = (document: object, schema: unknown, pointer: string): E.Either<EndpointError, t.Type<unknown, unknown, unknown>> => {
  throw new Error(`not built: ${typeof document} ${typeof schema} ${pointer}`);
};

/**
 * The codec of one operation's keys, flat as a call gives them: each parameter by its name, and the JSON body's
 * properties beside them (an unknown key refused unless the body schema allows more). Its failures are named
 * `<in>.<name>` / `body.<property path>`.
 */
export const operationCodec = (
  document: object,
  parameters: readonly CheckedParameter[],
  body: CheckedBody | undefined,
): E.Either<EndpointError, t.Type<Record<string, unknown>, Record<string, unknown>, unknown>> => {
  throw new Error(`not built: ${typeof document} ${parameters.length} ${typeof body}`);
};

/** A codec's failure as the EndpointError a call throws: MISSING_PARAMETER for a missing required value, else INVALID_PARAMETER, naming where and what was expected. */
export const checkFailure = (errors: t.Errors): EndpointError => {
  throw new Error(`not built: ${errors.length}`);
};

/** The public, throwing form: the io-ts codec of `schema` in `document`. */
export const schemaCodec = (document: object, schema: unknown): t.Type<unknown, unknown, unknown> => {
  throw new Error(`not built: ${typeof document} ${typeof schema}`);
};
