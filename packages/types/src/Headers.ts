import * as t from "io-ts";
import { optional } from "./optional";
import { guardCodec, PlainObject } from "./PlainObject";
import { isToken } from "./token";
import { standardSchema } from "./standardSchema";
import { valueShow, worded } from "./codecFailure";

// CR, LF, NUL split or truncate the line; above U+00FF, clients throw or send an empty value (docs/decisions.md).
const unsafe = /[\r\n\0\u0100-\uffff]/;

/** A header name: an RFC 9110 token. */
export const HeaderName = /* @__PURE__ */ standardSchema(/* @__PURE__ */ worded(/* @__PURE__ */ t.refinement(t.string, isToken, "HeaderName"), (value) =>
  typeof value === "string" ? ["INVALID_HEADER", `invalid header name ${JSON.stringify(value)}: it must be an RFC 9110 token`] : undefined,
));
export type HeaderName = t.TypeOf<typeof HeaderName>;

const isHeaderValue = (u: unknown): u is string | number =>
  typeof u === "string" ? !unsafe.test(u) : typeof u === "number" && Number.isFinite(u);
/** A header value: a string of Latin-1 characters without CR, LF or NUL, or a finite number. */
export const HeaderValue = /* @__PURE__ */ standardSchema(/* @__PURE__ */ worded(/* @__PURE__ */ guardCodec("HeaderValue", isHeaderValue), (value, name) =>
  name === undefined
    ? undefined
    : ["INVALID_HEADER", `invalid value for header "${name}": ${valueShow(value)}; a header value must be a string of characters up to U+00FF without CR, LF or NUL, or a finite number`],
));
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
      // The codomain words its own refusal (an optional value's is its codec's).
      if (badValue !== undefined) return codomain.validate(u[badValue], t.appendContext(c, badValue, codomain, u[badValue])) as t.Validation<never>;
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
