import { type ErrorCode, MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import type * as t from "io-ts";
import { EndpointError } from "./EndpointError";

/** A short, single-line rendering of a rejected value for messages. */
export const valueShow = (value: unknown): string => {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
    case "number":
    case "boolean":
    case "undefined":
      return String(value);
    case "bigint":
      return `${value}n`;
    case "function":
      return "a function";
    case "symbol":
      return "a symbol";
    default:
      return value === null ? "null" : Array.isArray(value) ? "an array" : "an object";
  }
};

// io-ts names an intersection's members "0", "1", ...: no user keys. (No codec holds a union: optional.ts, Headers.ts.)
const isIntersection = (type: t.Decoder<unknown, unknown>): boolean => (type as { _tag?: unknown })._tag === "IntersectionType";

const errorPath = (error: t.ValidationError): string[] =>
  error.context.flatMap((entry, i) => {
    const parent = error.context[i - 1];
    return i === 0 || (parent !== undefined && isIntersection(parent.type)) ? [] : [entry.key];
  });

// The decoder's error as an `EndpointError`: its code and the key.
const explain = (error: t.ValidationError): EndpointError => {
  const path = errorPath(error);
  const [option, name] = path;
  const expected = error.context[error.context.length - 1]?.type.name ?? "a valid value";
  const code: ErrorCode =
    option === "headers" && name !== undefined
      ? "INVALID_HEADER"
      : option === "method" && typeof error.value === "string"
        ? "INVALID_METHOD"
        : option === "baseUrl" && typeof error.value === "string"
          ? "INVALID_BASE_URL"
          : "INVALID_OPTIONS";
  switch (code) {
    case "INVALID_HEADER":
      return new EndpointError(
        code,
        expected === "HeaderName"
          ? `invalid header name ${JSON.stringify(name)}: it must be an RFC 9110 token`
          : `invalid value for header "${name}": ${valueShow(error.value)}; a header value must be a string of characters up to U+00FF without CR, LF or NUL, or a finite number`,
      );
    case "INVALID_METHOD":
      return new EndpointError(code, `invalid method ${valueShow(error.value)}: it must be an RFC 9110 token such as GET or POST`);
    case "INVALID_BASE_URL":
      return new EndpointError(
        code,
        `invalid baseUrl ${valueShow(error.value)}: it must be an absolute http: or https: URL of printable ASCII, without query or fragment`,
      );
    default:
      return new EndpointError(code, `invalid option "${path.join(".")}": expected ${expected}, got ${valueShow(error.value)}`);
  }
};

/**
 * Why the codec's guard refused `value`: the decoder's first error as an `EndpointError`. Always a `Left`, even when
 * the decoder passes it (a getter's next read can).
 */
export const optionsExplain =
  (codec: t.Decoder<unknown, unknown>) =>
  (value: unknown): E.Either<EndpointError, never> => {
    const decoded = codec.decode(value);
    const first = E.isLeft(decoded) ? decoded.left[0] : undefined;
    return E.left(first === undefined ? new EndpointError("INVALID_OPTIONS", `invalid options: expected ${codec.name}`) : explain(first));
  };

/** Checks `value` by a `@request-options/types` codec's guard; only a failure pays for the decode that explains it. */
export const optionsCheck =
  <A>(codec: t.Type<A, unknown, unknown>) =>
  (value: unknown): E.Either<EndpointError, A> =>
    codec.is(value) ? E.right(value) : optionsExplain(codec)(value);

const { props: required } = MergedOptions.types[0];

/** `INVALID_OPTIONS` for a required option of `MergedOptions` that neither the options nor the defaults give. */
export const optionMissing = (key: keyof typeof required): E.Either<EndpointError, never> =>
  E.left(new EndpointError("INVALID_OPTIONS", `invalid option "${key}": expected ${required[key].name}, got undefined`));
