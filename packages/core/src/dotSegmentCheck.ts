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
 * Rejects a value that would expand to a whole path segment `.` or `..` (also `%2E`, ...):
 * URL normalisation would silently send the request elsewhere (`/repos/{owner}/issues` with
 * `owner: ".."` reaches `/issues`). Only segments holding expanded characters count: the
 * template's own literals are the caller's choice. The path ends at a `?` or `#` (literal,
 * or put there by a reserved expansion) or at a `{?…}`, `{&…}` or `{#…}` expression.
 * `rendered` holds one string per template part. templateExpand runs it only on an expansion
 * the render marks suspect (templateRender.ts); the scan is exact, segment by segment.
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
      // The segment grows by slices, not by one concatenation per character: a 100 000-character
      // expansion would leave as many strings chained for the garbage collector.
      let start = 0; // where the current segment begins in `text`
      for (let i = 0; i < text.length; i++) {
        const c = text[i];
        // A literal "?" or "#" ends the path, and so does one a reserved expansion ({+x}) put
        // there: "..?x" would otherwise reach the server as "/?x" once ".." is resolved.
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
