import * as t from "io-ts";
import { guardCodec } from "./PlainObject";
import { isToken } from "./token";
import { standardSchema } from "./standardSchema";
import { valueShow, worded } from "./codecFailure";

/** An HTTP method: any RFC 9110 token, in any case. */
export const Method = /* @__PURE__ */ standardSchema(/* @__PURE__ */ worded(/* @__PURE__ */ t.refinement(t.string, isToken, "Method"), (value) =>
  typeof value === "string" ? ["INVALID_METHOD", `invalid method ${valueShow(value)}: it must be an RFC 9110 token such as GET or POST`] : undefined,
));
export type Method = t.TypeOf<typeof Method>;

// The standard methods, lower case: named in the type so that editors offer them.
type StandardMethod = "get" | "head" | "post" | "put" | "patch" | "delete" | "options" | "trace" | "connect";
type Emitted = StandardMethod | (Lowercase<string> & {});
/** A method as results carry it: an RFC 9110 token in lower case (`Lowercase<string>`: `"GET"` is refused). */
export const EmittedMethod = /* @__PURE__ */ standardSchema(/* @__PURE__ */ guardCodec<Emitted, string>(
  "EmittedMethod",
  (u): u is Emitted => Method.is(u) && u === u.toLowerCase(),
));
export type EmittedMethod = t.TypeOf<typeof EmittedMethod>;
