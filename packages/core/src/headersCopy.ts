import type { Headers } from "@request-options/types";
import { hasOwn, setOwn } from "./ownRecord";

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
