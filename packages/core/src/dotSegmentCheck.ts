import * as E from "fp-ts/Either";
import { type EndpointError, fail } from "./EndpointError";
import type { Template } from "./uriTemplate";

// "." or ".." once %2E (any case) is decoded: what URL normalisation would collapse.
const isDotSegment = (segment: string): boolean => {
  const decoded = segment.replace(/%2e/gi, ".");
  return decoded === "." || decoded === "..";
};

const dotSegmentFail = (names: string, segment: string): E.Either<EndpointError, never> =>
  fail("INVALID_PARAMETER", `parameter "${names}" expands to the path segment "${segment}": a dot segment would change the request's path`);

const endsPath = (part: Template["parts"][number]): boolean =>
  part.kind === "expression" && (part.operator === "?" || part.operator === "&" || part.operator === "#");

/**
 * Rejects a value expanding to a whole path segment `.` or `..` (or `%2E`...): URL normalisation would silently send the
 * request elsewhere (`/repos/{owner}/issues` with `owner: ".."` reaches `/issues`). Literal segments are the caller's.
 * The path ends at a `?` or `#` (literal or expanded) or a `{?…}`, `{&…}`, `{#…}` expression. `rendered` holds one
 * string per template part; run only on renders marked suspect (templateRender.ts).
 */
export const dotSegmentCheck =
  (template: Template) =>
  (rendered: readonly string[]): E.Either<EndpointError, readonly string[]> => {
    let segment = "";
    let from: string | undefined; // the variables whose expansion is in the current segment
    scan: for (let p = 0; p < template.parts.length; p++) {
      const part = template.parts[p] as Template["parts"][number];
      if (endsPath(part)) break;
      const names = part.kind === "expression" ? part.variables.map((v) => v.name).join(",") : undefined;
      const text = rendered[p] ?? "";
      // Grown by slices: one concatenation per character would chain as many strings as a long expansion has.
      let start = 0; // where the current segment begins in `text`
      for (let i = 0; i < text.length; i++) {
        const c = text[i];
        // A "?" or "#" ends the path, even one put there by {+x}: else "..?x" would reach the server as "/?x".
        if (c === "?" || c === "#") {
          segment += text.slice(start, i);
          break scan;
        }
        if (c !== "/") {
          if (names !== undefined) from = names;
        } else {
          segment += text.slice(start, i);
          if (from !== undefined && isDotSegment(segment)) return dotSegmentFail(from, segment);
          segment = "";
          from = undefined;
          start = i + 1;
        }
      }
      segment += text.slice(start);
    }
    return from !== undefined && isDotSegment(segment) ? dotSegmentFail(from, segment) : E.right(rendered);
  };
