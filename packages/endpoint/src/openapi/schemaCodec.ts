import { EndpointError } from "@request-options/core";
import { valueShow } from "@request-options/types";
import type * as t from "io-ts";
import { rightOrThrow } from "../withDefaults";
import { schemaCodecOf } from "./schema/compile";
import type { RegExpEngine } from "./schema/node";

export { checkFailure } from "./checkFailure";
export { type CheckedBody, type CheckedParameter, operationCodec, type OperationKeysCodec } from "./operationCodec";
export { schemaCodecOf } from "./schema/compile";
export type { RegExpEngine } from "./schema/node";

/**
 * The public, throwing form: the io-ts codec of `schema` in `document` (INVALID_DOCUMENT, faults named from `schema`
 * or the `$ref` they sit behind). A refusal is one io-ts error whose `message` names where and what was expected and
 * whose `code` is MISSING_PARAMETER or INVALID_PARAMETER. `settings.regExp` runs the schemas' regular expressions.
 */
export const schemaCodec = (document: object, schema: unknown, settings?: { readonly regExp?: RegExpEngine }): t.Type<unknown, unknown, unknown> => {
  if (typeof document !== "object" || document === null) throw new EndpointError("INVALID_DOCUMENT", `invalid document: expected an OpenAPI document (an object), got ${valueShow(document)}`);
  return rightOrThrow(schemaCodecOf(document, schema, "schema", settings?.regExp));
};
