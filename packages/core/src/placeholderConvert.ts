// An absolute URL's scheme and authority: "http(s)://" and what comes before a "/", "?" or "#".
const origin = /^https?:\/\/[^/?#]*/i;

// Path pieces: an operator expression ("{?", "{&", "{#"), "?" or "#" ends the path, the rest kept whole; another
// expression is kept whole to its "}" (or the end); a ":name" is a placeholder.
const pathPieces = /\{[?&#][\s\S]*|[?#][\s\S]*|\{[^}]*\}?|:([A-Za-z_]\w*)/g;

/**
 * `:name` placeholders as RFC 6570 simple expressions (`/orgs/:org` → `/orgs/{org}`), in the path only: never in
 * the scheme or authority (`:8443`, `user:pass@`), an expression, or after `?` or `#` (`?q=is:open`). One linear pass.
 */
export const placeholderConvert = (url: string): string => {
  // Most templates hold no ":": returned unscanned (this runs once per template, as it is compiled).
  if (!url.includes(":")) return url;
  const start = origin.exec(url)?.[0].length ?? 0;
  return url.slice(0, start) + url.slice(start).replace(pathPieces, (piece, name: string | undefined) => (name === undefined ? piece : `{${name}}`));
};
