import * as t from "io-ts";
import { PlainObject } from "./PlainObject";

const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// CR, LF and NUL would split or truncate the header line (response splitting).
const unsafe = /[\r\n\0]/;

/** A header name: an RFC 9110 token. */
export const HeaderName = t.refinement(t.string, (s) => token.test(s), "HeaderName");
export type HeaderName = t.TypeOf<typeof HeaderName>;

/** A header value: a string without CR, LF or NUL, or a finite number. */
export const HeaderValue = t.union(
  [
    t.refinement(t.string, (s) => !unsafe.test(s), "HeaderString"),
    t.refinement(t.number, (n) => Number.isFinite(n), "HeaderNumber"),
  ],
  "HeaderValue",
);
export type HeaderValue = t.TypeOf<typeof HeaderValue>;

// io-ts records skip keys outside their domain instead of failing (a header name that is no
// token must fail, at its own path) and take any object (headers must be a plain one).
const headerRecord = <C extends t.Mixed>(codomain: C, name: string) => {
  const record = t.record(t.string, codomain);
  return new t.Type<Record<string, t.TypeOf<C>>, Record<string, t.OutputOf<C>>, unknown>(
    name,
    (u): u is Record<string, t.TypeOf<C>> => PlainObject.is(u) && record.is(u) && Object.keys(u).every((key) => HeaderName.is(key)),
    (u, c) => {
      if (!PlainObject.is(u)) return t.failure(u, c);
      const bad = Object.keys(u).find((key) => !HeaderName.is(key));
      return bad === undefined ? record.validate(u, c) : t.failure(bad, t.appendContext(c, bad, HeaderName, bad));
    },
    record.encode,
  );
};

/** Headers as merged and returned: every value set. */
export const Headers = headerRecord(HeaderValue, "Headers");
export type Headers = t.TypeOf<typeof Headers>;

/** Headers as passed in: an `undefined` value means "not set" and is dropped. */
export const HeadersInput = headerRecord(t.union([HeaderValue, t.undefined]), "HeadersInput");
export type HeadersInput = t.TypeOf<typeof HeadersInput>;
