import * as t from "io-ts";

const isPlainObject = (u: unknown): u is Record<string, unknown> => {
  if (typeof u !== "object" || u === null || Array.isArray(u)) return false;
  const proto: unknown = Object.getPrototypeOf(u);
  // A realm's Object.prototype is the one prototype whose own prototype is null.
  return proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * An object literal or `Object.create(null)`, from any realm; not an array, a `Map` or a
 * class instance. (io-ts's `UnknownRecord` takes any non-array object.)
 */
export const PlainObject = /* @__PURE__ */ new t.Type<Record<string, unknown>, Record<string, unknown>, unknown>(
  "PlainObject",
  isPlainObject,
  (u, c) => (isPlainObject(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);
export type PlainObject = t.TypeOf<typeof PlainObject>;
