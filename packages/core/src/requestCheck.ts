import { RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { type EndpointError, fail } from "./EndpointError";
import { optionsExplain } from "./optionsCheck";
import { getOwn, isPlainObject, setOwn } from "./ownRecord";
import { valueKind } from "./valueKind";

const explained = optionsExplain(RequestOptions);

// RequestOptions' required and optional members, read by name (a test holds the names to the codec's) and each
// checked by its guard, but `body`, whose codec takes any value.
const required = RequestOptions.types[0].props;
const optional = RequestOptions.types[1].props;

// A plain object copied by a spread, each value read once: the caller's are never handed on. Anything but a plain
// object is left for the codec to refuse.
const headersCopy = (headers: unknown): unknown => (isPlainObject(headers) ? { ...headers } : headers);

/**
 * Request options from anyone (`endpoint()`'s or hand-made) checked against `RequestOptions` before `toFetch` sends
 * them: an RFC 9110 token `method`, a string `url`, an object `request`, headers as `endpoint()` writes them (token
 * names; strings of characters up to U+00FF without CR, LF or NUL, or finite numbers: `INVALID_HEADER`).
 * Returns a fresh object of those five options, read once as own keys (nothing inherited), headers copied: what is
 * checked is what is sent.
 */
export const requestCheck = (value: unknown): E.Either<EndpointError, RequestOptions> => {
  if (!isPlainObject(value)) {
    return fail(
      "INVALID_ARGUMENTS",
      `toFetch() takes request options (a plain object, as endpoint() returns), got ${valueKind(value)}`,
    );
  }
  const method = getOwn(value, "method");
  const url = getOwn(value, "url");
  const headers = headersCopy(getOwn(value, "headers"));
  const copy: Record<string, unknown> = { method, url, headers };
  const body = getOwn(value, "body");
  if (body !== undefined) setOwn(copy, "body", body);
  const request = getOwn(value, "request");
  if (request !== undefined) setOwn(copy, "request", request);
  const valid = required.method.is(method) && required.url.is(url) && required.headers.is(headers) && (request === undefined || optional.request.is(request));
  return valid ? E.right(copy as RequestOptions) : explained(copy);
};
