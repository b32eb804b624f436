import * as t from "io-ts";
import { Method } from "./Method";
import { standardSchema } from "./standardSchema";

const isRoute = (s: string): boolean => {
  const tokens = s.trim().split(/\s+/);
  return tokens[0] !== "" && (tokens.length === 1 || (tokens.length === 2 && Method.is(tokens[0])));
};
/** `"<METHOD> <URL>"` or a bare URL: one or two tokens, the method (if any) an RFC 9110 token. */
export const Route = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.refinement(t.string, isRoute, "Route"));
export type Route = t.TypeOf<typeof Route>;
