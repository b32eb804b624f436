// An absolute URL's scheme and authority: "http(s)://" and what comes before a "/", "?" or "#".
const origin = /^https?:\/\/[^/?#]*/i;

// A `:name` placeholder where the scan stands (sticky: matched at `lastIndex` or not at all).
const placeholder = /:([A-Za-z_]\w*)/y;

/**
 * `:name` placeholders as RFC 6570 simple expressions (`/orgs/:org` → `/orgs/{org}`), in the
 * path only: never in the scheme or authority (`:8443`, `user:pass@`), never inside an
 * expression, never after `?` or `#` (`?q=is:open` stays literal). One pass, linear.
 */
export const placeholderConvert = (url: string): string => {
  const start = origin.exec(url)?.[0].length ?? 0;
  let out = url.slice(0, start);
  let i = start;
  while (i < url.length) {
    const c = url[i] as string;
    if (c === "?" || c === "#") break;
    if (c === "{") {
      const close = url.indexOf("}", i);
      const end = close === -1 ? url.length : close + 1;
      const operator = url[i + 1];
      out += url.slice(i, end);
      i = end;
      // A query or fragment expression ends the path as a literal `?` or `#` does.
      if (operator === "?" || operator === "&" || operator === "#") break;
      continue;
    }
    // Fails at once unless a ":" stands here.
    placeholder.lastIndex = i;
    const match = placeholder.exec(url);
    if (match !== null) {
      out += `{${match[1]}}`;
      i = placeholder.lastIndex;
      continue;
    }
    out += c;
    i++;
  }
  return out + url.slice(i);
};
