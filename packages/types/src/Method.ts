import * as t from "io-ts";

// RFC 9110 §5.6.2: token = 1*tchar.
const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** An HTTP method: any RFC 9110 token, in any case. */
export const Method = /* @__PURE__ */ t.refinement(t.string, (s) => token.test(s), "Method");
export type Method = t.TypeOf<typeof Method>;
