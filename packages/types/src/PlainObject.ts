import * as t from "io-ts";
import { standardSchema } from "./standardSchema";

const isPlainObject = (u: unknown): u is Record<string, unknown> => {
  if (typeof u !== "object" || u === null || Array.isArray(u)) return false;
  const proto: unknown = Object.getPrototypeOf(u);
  // A realm's Object.prototype is the one prototype whose own prototype is null.
  return proto === null || Object.getPrototypeOf(proto) === null;
};

// One guard, not a union of refinements: one test says it, and a refusal names PlainObject.
export const guardCodec = <A extends O, O = A>(name: string, guard: (u: unknown) => u is A): t.Type<A, O, unknown> =>
  new t.Type<A, O, unknown>(name, guard, (u, c) => (guard(u) ? t.success(u) : t.failure(u, c)), t.identity);
/** An object literal or `Object.create(null)`, from any realm: not an array, a `Map` or a class instance. */
export const PlainObject = /* @__PURE__ */ standardSchema(/* @__PURE__ */ guardCodec("PlainObject", isPlainObject));
export type PlainObject = t.TypeOf<typeof PlainObject>;
