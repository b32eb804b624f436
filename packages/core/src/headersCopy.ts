import { HeaderName, HeaderValue, type Headers } from "@request-options/types";
import { hasOwn, isPlainObject, setOwn } from "./ownRecord";

/** A fresh copy of `headers`, own keys only (`__proto__` stays an own key), `undefined` values left out. */
export const headersCopy = (headers: Readonly<Headers>): Headers => {
  const copy: Headers = {};
  for (const name in headers) {
    if (!hasOwn(headers, name)) continue;
    const value = headers[name];
    if (value !== undefined) setOwn(copy, name, value);
  }
  return copy;
};

/**
 * The defaults' headers (own string keys with defined values, as `Cascaded` carries them) with a `headers` option over
 * them: names lower-cased, `undefined` values dropped, each value read once and checked by the codecs' guards as taken;
 * `undefined` when the option is not valid headers.
 */
export const headersOver = (base: Readonly<Headers>, headers: unknown): Headers | undefined => {
  if (!isPlainObject(headers)) return undefined;
  const merged: Headers = { ...base };
  for (const name of Object.keys(headers)) {
    // A bad name fails even with an `undefined` value, as HeadersInput has it.
    if (!HeaderName.is(name)) return undefined;
    const value = headers[name];
    if (value === undefined) continue;
    if (!HeaderValue.is(value)) return undefined;
    setOwn(merged, name.toLowerCase(), value);
  }
  return merged;
};
