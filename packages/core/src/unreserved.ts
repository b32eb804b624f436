// RFC 3986's unreserved characters: ALPHA, DIGIT, `-`, `.`, `_`, `~`.
const isUnreservedCode = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 95 || c === 126;

/**
 * Whether `text` holds RFC 3986's unreserved characters only. Such text is its own
 * percent-encoding under every encoder the URL and the query use, so the encoders run only for
 * the rest (most values are `octokit` or `rest.js`). A loop rather than a regular expression:
 * this runs for every value of every call, and most values are a few characters, where
 * entering the RegExp machinery costs more than the scan (6% of a call's instructions on the mix).
 */
export const isUnreserved = (text: string): boolean => {
  for (let index = 0; index < text.length; index += 1) if (!isUnreservedCode(text.charCodeAt(index))) return false;
  return true;
};
