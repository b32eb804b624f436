// An absolute URL's scheme and authority: "http(s)://" and what comes before a "/", "?" or "#".
const origin = /^https?:\/\/[^/?#]*/i;

// The path's pieces, left to right: an operator expression ("{?", "{&", "{#"), a "?" or a "#"
// ends the path (the rest is kept whole); another expression is kept whole, to its "}" (or to
// the end, without one); a ":name" is a placeholder.
const pathPieces = /\{[?&#][\s\S]*|[?#][\s\S]*|\{[^}]*\}?|:([A-Za-z_]\w*)/g;

/**
 * `:name` placeholders as RFC 6570 simple expressions (`/orgs/:org` → `/orgs/{org}`), in the
 * path only: never in the scheme or authority (`:8443`, `user:pass@`), never inside an
 * expression, never after `?` or `#` (`?q=is:open` stays literal). One pass, linear.
 */
export const placeholderConvert = (url: string): string => {
  // A template without ":" is most templates: returned without a scan (once, as it is compiled).
  if (!url.includes(":")) return url;
  const start = origin.exec(url)?.[0].length ?? 0;
  return url.slice(0, start) + url.slice(start).replace(pathPieces, (piece, name: string | undefined) => (name === undefined ? piece : `{${name}}`));
};
