/**
 * A character outside RFC 3986's unreserved set (ALPHA, DIGIT, `-`, `.`, `_`, `~`): text without one is its own
 * encoding under every encoder the URL and query use, so the encoders run only for the rest (most values have none).
 */
export const notUnreserved = /[^\w.~-]/;
