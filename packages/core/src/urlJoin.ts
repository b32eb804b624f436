// Loops, not /\/+$/, which rescans every run of slashes (quadratic); past either end charCodeAt is NaN, so they stop.
export const slashesTrimEnd = (s: string): string => {
  let end = s.length;
  while (s.charCodeAt(end - 1) === 47) end--;
  return s.slice(0, end);
};
const slashesTrimStart = (s: string): string => {
  let start = 0;
  while (s.charCodeAt(start) === 47) start++;
  return s.slice(start);
};

/** Whether an expanded URL is absolute: it starts with `http://` or `https://`, any case. */
export const isAbsoluteUrl = (url: string): boolean => /^https?:\/\//i.test(url);

/** A relative `url` joined to `baseUrl` with exactly one `/` between them, whatever slashes either side has. */
const relativeJoin =
  (baseUrl: string) =>
  (url: string): string =>
    `${slashesTrimEnd(baseUrl)}/${slashesTrimStart(url)}`;

/** The full URL: an absolute `url` as it is; any other joined to `baseUrl` (`relativeJoin`). */
export const urlJoin =
  (baseUrl: string) =>
  (url: string): string =>
    isAbsoluteUrl(url) ? url : relativeJoin(baseUrl)(url);
