/**
 * A character outside RFC 3986's unreserved set (ALPHA, DIGIT, `-`, `.`, `_`, `~`). Text
 * without one is its own percent-encoding under every encoder the URL and the query use, so
 * the encoders run only for the rest (most values are `octokit` or `rest.js`).
 */
export const notUnreserved = /[^\w.~-]/;
