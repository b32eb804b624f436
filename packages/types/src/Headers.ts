import * as t from "io-ts";
import { optional } from "./optional";
import { guardCodec, PlainObject } from "./PlainObject";
import { isToken } from "./token";
import { standardSchema } from "./standardSchema";

// CR, LF, NUL split or truncate the line; above U+00FF, clients throw or send an empty value (docs/decisions.md).
const unsafe = /[\r\n\0\u0100-\uffff]/;

/** A header name: an RFC 9110 token. */
export const HeaderName = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.refinement(t.string, isToken, "HeaderName"));
export type HeaderName = t.TypeOf<typeof HeaderName>;

const isHeaderValue = (u: unknown): u is string | number =>
  typeof u === "string" ? !unsafe.test(u) : typeof u === "number" && Number.isFinite(u);
/** A header value: a string of Latin-1 characters without CR, LF or NUL, or a finite number. */
export const HeaderValue = /* @__PURE__ */ standardSchema(/* @__PURE__ */ guardCodec("HeaderValue", isHeaderValue));
export type HeaderValue = t.TypeOf<typeof HeaderValue>;

// for-in with an own test, not Object.keys: this guard runs on every toFetch, with no array (docs/performance.md).
const entriesAre = <A>(u: Record<string, unknown>, codomain: t.Type<A, A, unknown>): boolean => {
  for (const key in u) {
    if (Object.prototype.hasOwnProperty.call(u, key) && !(HeaderName.is(key) && codomain.is(u[key]))) return false;
  }
  return true;
};

// Not an io-ts record: that would skip keys outside its domain instead of failing, and take any object.
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
export const Headers = /* @__PURE__ */ standardSchema(/* @__PURE__ */ headerRecord(HeaderValue, "Headers"));
export type Headers = t.TypeOf<typeof Headers>;
/** Headers as passed in: an `undefined` value means "not set" and is dropped. */
export const HeadersInput = /* @__PURE__ */ standardSchema(/* @__PURE__ */ headerRecord(optional(HeaderValue), "HeadersInput"));
export type HeadersInput = t.TypeOf<typeof HeadersInput>;
