import * as t from "io-ts";

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

/** Headers as merged and returned: every value set. */
export const Headers = t.record(HeaderName, HeaderValue, "Headers");
export type Headers = t.TypeOf<typeof Headers>;

/** Headers as passed in: an `undefined` value means "not set" and is dropped. */
export const HeadersInput = t.record(HeaderName, t.union([HeaderValue, t.undefined]), "HeadersInput");
export type HeadersInput = t.TypeOf<typeof HeadersInput>;
