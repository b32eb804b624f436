import type { EndpointError } from "@request-options/core";
import type * as E from "fp-ts/Either";

// CONTRACT (scaffold; the serialization helper replaces the bodies, keeps the exported names and shapes).

/** Where a parameter goes (Parameter Object `in`). */
export type ParameterIn = "path" | "query" | "header" | "cookie";
/** Parameter Object `style` values of OpenAPI 3.1.1. */
export type ParameterStyle = "matrix" | "label" | "simple" | "form" | "spaceDelimited" | "pipeDelimited" | "deepObject";
/** The fields of a Parameter Object that decide its serialization; absent ones take OpenAPI 3.1.1's defaults. */
export type ParameterPlacement = {
  readonly name: string;
  readonly in: ParameterIn;
  readonly style?: ParameterStyle | undefined;
  readonly explode?: boolean | undefined;
  readonly allowReserved?: boolean | undefined;
};

/**
 * One parameter's serializer, made once per parameter. Left (INVALID_DOCUMENT, naming `pointer`) when the
 * fields are no valid combination (an unknown style, `deepObject` in a path, ...).
 * The serializer gives, for one value: `undefined` when nothing is sent (undefined, null);
 * - path: the text that replaces `{name}` in the path template, encoded (`;color=blue`, `.blue`, `blue`);
 * - query: the pairs, encoded, without a leading `?`/`&` (`color=blue&color=black`);
 * - header: the header's value;
 * - cookie: the `name=value` pair(s) of the one `cookie` header, joined with `; ` by the caller.
 * A value the style cannot serialize is INVALID_PARAMETER, naming `<in>.<name>`.
 */
export const parameterSerializer = (
  parameter: ParameterPlacement,
  pointer: string,
): E.Either<EndpointError, (value: unknown) => E.Either<EndpointError, string | undefined>> => {
  throw new Error(`not built: ${parameter.name} ${pointer}`);
};

/** The public, throwing form: one value serialized as `parameter` says. */
export const parameterSerialize = (parameter: ParameterPlacement, value: unknown): string | undefined => {
  throw new Error(`not built: ${parameter.name} ${String(value)}`);
};

/** A form body's encoder from the media type's `encoding` map (scaffold). */
export type FormBodyEncoder = (value: Readonly<Record<string, unknown>>) => E.Either<EndpointError, string>;
export const formBodyEncoder = (encoding: unknown, pointer: string): E.Either<EndpointError, FormBodyEncoder> => {
  throw new Error(`not built: ${typeof encoding} ${pointer}`);
};
