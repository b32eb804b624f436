import * as t from "io-ts";
import { guardCodec, PlainObject } from "./PlainObject";
import { isToken } from "./token";

// CR, LF and NUL would split or truncate the header line (response splitting); a character above U+00FF has no byte
// to be sent as: fetch, undici, got and node:http throw on it, axios sends an empty value (docs/decisions.md).
const unsafe = /[\r\n\0\u0100-\uffff]/;

/** A header name: an RFC 9110 token. */
export const HeaderName = /* @__PURE__ */ t.refinement(t.string, isToken, "HeaderName");
export type HeaderName = t.TypeOf<typeof HeaderName>;

const isHeaderValue = (u: unknown): u is string | number =>
  typeof u === "string" ? !unsafe.test(u) : typeof u === "number" && Number.isFinite(u);

/** A header value: a string of Latin-1 characters without CR, LF or NUL, or a finite number. */
export const HeaderValue = /* @__PURE__ */ guardCodec("HeaderValue", isHeaderValue);
export type HeaderValue = t.TypeOf<typeof HeaderValue>;

// Whether every own enumerable key is a header name with a value `codomain` takes. for-in with an own test visits
// Object.keys' keys in order without making the array: this guard runs on every toFetch (docs/performance.md).
const entriesAre = <A>(u: Record<string, unknown>, codomain: t.Type<A, A, unknown>): boolean => {
  for (const key in u) {
    if (Object.prototype.hasOwnProperty.call(u, key) && !(HeaderName.is(key) && codomain.is(u[key]))) return false;
  }
  return true;
};

// A plain object whose every own key is a header name (names checked first): an io-ts record would skip keys outside
// its domain instead of failing, and take any object.
const headerRecord = <A>(codomain: t.Type<A, A, unknown>, name: string) =>
  new t.Type<Record<string, A>, Record<string, A>, unknown>(
    name,
    (u): u is Record<string, A> => PlainObject.is(u) && entriesAre(u, codomain),
    (u, c) => {
      if (!PlainObject.is(u)) return t.failure(u, c);
      const keys = Object.keys(u);
      const badName = keys.find((key) => !HeaderName.is(key));
      if (badName !== undefined) return t.failure(badName, t.appendContext(c, badName, HeaderName, badName));
      const badValue = keys.find((key) => !codomain.is(u[key]));
      if (badValue !== undefined) return t.failure(u[badValue], t.appendContext(c, badValue, codomain, u[badValue]));
      return t.success(u as Record<string, A>);
    },
    t.identity,
  );

/** Headers as merged and returned: every value set. */
export const Headers = /* @__PURE__ */ headerRecord(HeaderValue, "Headers");
export type Headers = t.TypeOf<typeof Headers>;

/** Headers as passed in: an `undefined` value means "not set" and is dropped. */
export const HeadersInput = /* @__PURE__ */ headerRecord(
  guardCodec("HeaderValue", (u): u is HeaderValue | undefined => u === undefined || isHeaderValue(u)),
  "HeadersInput",
);
export type HeadersInput = t.TypeOf<typeof HeadersInput>;
