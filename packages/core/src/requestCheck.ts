import { RequestOptions } from "@request-options/types";
import type * as E from "fp-ts/Either";
import { type EndpointError, fail } from "./EndpointError";
import { optionsCheck } from "./optionsCheck";
import { optionsSnapshot } from "./optionsSnapshot";
import { isPlainObject } from "./ownRecord";

const checked = optionsCheck(RequestOptions);

/**
 * Request options from anyone (what `endpoint()` returns, or an object made by hand) checked
 * against `RequestOptions` before they are sent (`toFetch`): a `method` that is an RFC 9110
 * token, a `url` that is a string, headers as `endpoint()` writes them (token names; strings of characters up to U+00FF without CR, LF or NUL, or
 * finite numbers: `INVALID_HEADER`), a `request` that is an object. Read once, from a copy
 * without a prototype, so what is checked is what is sent and nothing inherited is read.
 */
export const requestCheck = (value: unknown): E.Either<EndpointError, RequestOptions> =>
  isPlainObject(value)
    ? checked(optionsSnapshot(value))
    : fail(
        "INVALID_ARGUMENTS",
        `toFetch() takes request options (a plain object, as endpoint() returns), got ${value === null ? "null" : Array.isArray(value) ? "an array" : typeof value}`,
      );
