const isNameStart = (c: string): boolean => /^[A-Za-z_]$/.test(c);
const isNameChar = (c: string): boolean => /^\w$/.test(c);

// Where the path starts: after "http(s)://authority" for an absolute URL, else at 0.
const pathStart = (url: string): number => {
  const scheme = /^https?:\/\//i.exec(url);
  if (scheme === null) return 0;
  let i = scheme[0].length;
  while (i < url.length && url[i] !== "/" && url[i] !== "?" && url[i] !== "#") i++;
  return i;
};

/**
 * `:name` placeholders as RFC 6570 simple expressions (`/orgs/:org` → `/orgs/{org}`), in the
 * path only: never in the scheme or authority (`:8443`, `user:pass@`), never inside an
 * expression, never after `?` or `#` (`?q=is:open` stays literal). One pass, linear.
 */
export const placeholderConvert = (url: string): string => {
  if (!url.includes(":")) return url;
  const start = pathStart(url);
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
    if (c === ":" && i + 1 < url.length && isNameStart(url[i + 1] as string)) {
      let j = i + 2;
      while (j < url.length && isNameChar(url[j] as string)) j++;
      out += `{${url.slice(i + 1, j)}}`;
      i = j;
      continue;
    }
    out += c;
    i++;
  }
  return out + url.slice(i);
};
