import type { RequestOptions } from "@request-options/types";
import { toFetch } from "../toFetch";

/**
 * A ready `fetch(url, init)` call that sends the request of `options`: what `toFetch` gives,
 * written as JavaScript (JSON literals), to paste where `await` is allowed.
 */
export const fetchSnippet = (options: RequestOptions): string => {
  const [url, init] = toFetch(options);
  return `const response = await fetch(${JSON.stringify(url)}, ${JSON.stringify(init, null, 2)});`;
};
