import { passedKept } from "./passedKept";

// RFC 9110 §5.6.2: token = 1*tchar.
const tchars = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Whether a string is an RFC 9110 token: a method or a header name. A program names few, and
 * `toFetch` checks every header of every request: those that passed are kept (`passedKept`).
 */
export const isToken = /* @__PURE__ */ passedKept(256, (s) => tchars.test(s));
