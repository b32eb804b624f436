import { Headers, Method, RequestMeta, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { type EndpointError, fail } from "./EndpointError";
import { optionsCheck } from "./optionsCheck";
import { hasOwn, isPlainObject } from "./ownRecord";

const explained = optionsCheck(RequestOptions);

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
 * Each is checked by its codec's guard; only a failure pays for the decoder's explanation.
 */
export const requestCheck = (value: unknown): E.Either<EndpointError, RequestOptions> => {
  if (!isPlainObject(value)) {
    return fail(
      "INVALID_ARGUMENTS",
      `toFetch() takes request options (a plain object, as endpoint() returns), got ${value === null ? "null" : Array.isArray(value) ? "an array" : typeof value}`,
    );
  }
  const method = hasOwn(value, "method") ? value["method"] : undefined;
  const url = hasOwn(value, "url") ? value["url"] : undefined;
  const headers = hasOwn(value, "headers") ? headersCopy(value["headers"]) : undefined;
  const copy: Record<string, unknown> = { method, url, headers };
  if (hasOwn(value, "body")) copy["body"] = value["body"];
  const request = hasOwn(value, "request") ? value["request"] : undefined;
  if (request !== undefined) copy["request"] = request;
  const valid = Method.is(method) && typeof url === "string" && Headers.is(headers) && (request === undefined || RequestMeta.is(request));
  return valid ? E.right(copy as RequestOptions) : explained(copy);
};
