import { RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { type EndpointError, fail } from "./EndpointError";
import { optionsExplain } from "./optionsCheck";
import { hasOwn, isPlainObject } from "./ownRecord";
import { valueKind } from "./valueKind";

const explained = optionsExplain(RequestOptions);

// RequestOptions' own members: the options it requires and those it takes, each with its codec.
const required: ReadonlyArray<[string, { is: (u: unknown) => boolean }]> = Object.entries(RequestOptions.types[0].props);
const optional: ReadonlyArray<[string, { is: (u: unknown) => boolean }]> = Object.entries(RequestOptions.types[1].props);

// The headers copied by a spread, each value read once, into a fresh object (the caller's are
// never handed on); anything but a plain object is kept as it is, for the codec to refuse.
const headersCopy = (headers: unknown): unknown => (isPlainObject(headers) ? { ...headers } : headers);

// An own value of the caller's, read once (the headers copied).
const ownRead = (value: Record<string, unknown>, key: string): unknown =>
  !hasOwn(value, key) ? undefined : key === "headers" ? headersCopy(value[key]) : value[key];

/**
 * Request options from anyone (what `endpoint()` returns, or an object made by hand) checked
 * against `RequestOptions` before they are sent (`toFetch`): a `method` that is an RFC 9110
 * token, a `url` that is a string, headers as `endpoint()` writes them (token names; strings of
 * characters up to U+00FF without CR, LF or NUL, or finite numbers: `INVALID_HEADER`), a
 * `request` that is an object. Returns a fresh object of those five options, read once as own keys
 * (nothing inherited), the headers copied: what is checked is what is sent.
 * Each is checked by its codec's guard as it is read; only a failure pays for the decoder's explanation.
 */
export const requestCheck = (value: unknown): E.Either<EndpointError, RequestOptions> => {
  if (!isPlainObject(value)) {
    return fail(
      "INVALID_ARGUMENTS",
      `toFetch() takes request options (a plain object, as endpoint() returns), got ${valueKind(value)}`,
    );
  }
  const copy: Record<string, unknown> = {};
  let valid = true;
  for (const [key, codec] of required) {
    const given = ownRead(value, key);
    copy[key] = given;
    valid &&= codec.is(given);
  }
  for (const [key, codec] of optional) {
    const given = ownRead(value, key);
    if (given === undefined) continue;
    copy[key] = given;
    valid &&= codec.is(given);
  }
  return valid ? E.right(copy as RequestOptions) : explained(copy);
};
