import type { RequestOptions } from "@request-options/types";
import { toFetch } from "../toFetch";

/** A POSIX shell word: single-quoted, each `'` closed, escaped and reopened. */
export const shellQuote = (word: string): string => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * One curl command that sends exactly the request of `options`: the method, URL, headers and
 * body of `toFetch(options)`, and no header of curl's own. (fetch itself adds a
 * `text/plain;charset=UTF-8` content type to a string body that has none, such as the empty
 * body of a PUT; curl here sends none, as the options say.)
 *
 * - `--globoff`: curl would otherwise read `[]` and `{}` in the URL as patterns (`fields[]=a`);
 * - `--path-as-is`: curl would otherwise resolve `.` and `..` segments a literal put in the path;
 * - `--head` for HEAD: with `-X HEAD` curl waits for a body that never comes;
 * - `-H 'content-type:'` (which removes the header) when there is a body but no content-type:
 *   curl would otherwise add `application/x-www-form-urlencoded`; `-H 'name;'` for a header
 *   whose value is empty;
 * - the body as `--data-raw`, which sends it as it is (`@` is not a file name there).
 */
export const curlCommand = (options: RequestOptions): string => {
  const [url, init] = toFetch(options);
  const method = init.method ?? "GET";
  const headers = (init.headers ?? {}) as Record<string, string>;
  const words = ["curl", "--globoff", "--path-as-is"];
  words.push(...(method === "HEAD" ? ["--head"] : ["-X", shellQuote(method)]));
  words.push(shellQuote(url));
  for (const name of Object.keys(headers)) {
    const value = headers[name] ?? "";
    // `-H 'name:'` would remove the header; `-H 'name;'` is curl's form for an empty value.
    words.push("-H", shellQuote(value === "" ? `${name};` : `${name}: ${value}`));
  }
  if (typeof init.body === "string") {
    if (!Object.keys(headers).includes("content-type")) words.push("-H", shellQuote("content-type:"));
    words.push("--data-raw", shellQuote(init.body));
  }
  return words.join(" ");
};
