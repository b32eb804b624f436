import { RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { type EndpointError, fail } from "./EndpointError";
import { optionsExplain } from "./optionsCheck";
import { getOwn, isPlainObject } from "./ownRecord";
import { valueKind } from "./valueKind";

const explained = optionsExplain(RequestOptions);

// RequestOptions' own members: the options it requires and those it takes, each with its
// codec. Read by name below, each into its own place of a literal (a test holds the names to
// the codec's), and checked by its codec's guard, but `body`, whose codec takes any value.
const required = RequestOptions.types[0].props;
const optional = RequestOptions.types[1].props;

// The headers copied by a spread, each value read once, into a fresh object (the caller's are
// never handed on); anything but a plain object is kept as it is, for the codec to refuse.
const headersCopy = (headers: unknown): unknown => (isPlainObject(headers) ? { ...headers } : headers);

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
  const copy: Record<string, unknown> = { method: getOwn(value, "method"), url: getOwn(value, "url"), headers: headersCopy(getOwn(value, "headers")) };
  const body = getOwn(value, "body");
  if (body !== undefined) copy["body"] = body;
  const request = getOwn(value, "request");
  if (request !== undefined) copy["request"] = request;
  const valid =
    required.method.is(copy["method"]) && required.url.is(copy["url"]) && required.headers.is(copy["headers"]) && (request === undefined || optional.request.is(request));
  return valid ? E.right(copy as RequestOptions) : explained(copy);
};
