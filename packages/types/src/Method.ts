import * as t from "io-ts";
import { isToken } from "./token";

/** An HTTP method: any RFC 9110 token, in any case. */
export const Method = /* @__PURE__ */ t.refinement(t.string, isToken, "Method");
export type Method = t.TypeOf<typeof Method>;

// The standard methods, lower case: named in the type so that editors offer them.
type StandardMethod = "get" | "head" | "post" | "put" | "patch" | "delete" | "options" | "trace" | "connect";

/**
 * A method as results carry it: an RFC 9110 token in lower case. Its type names the standard
 * methods and takes any other lower-case token (`Lowercase<string>`), so `"GET"` is refused.
 */
const isEmitted = (u: unknown): u is StandardMethod | (Lowercase<string> & {}) => Method.is(u) && u === u.toLowerCase();
export const EmittedMethod = /* @__PURE__ */ new t.Type<StandardMethod | (Lowercase<string> & {}), string, unknown>(
  "EmittedMethod",
  isEmitted,
  (u, c) => (isEmitted(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);
export type EmittedMethod = t.TypeOf<typeof EmittedMethod>;
