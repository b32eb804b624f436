import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import fc from "fast-check";
import { dotSegmentCheck } from "../src/dotSegmentCheck";
import { recordRead, templateParseCached, templatePartsRender, templateRenderFlagged } from "../src/uriTemplate";
import { leftCode, leftMessage } from "./leftCode";

/** Parses `source`, renders it with `variables` and runs the check on the rendered parts. */
const check = (source: string, variables: Record<string, unknown>) =>
  pipe(
    templateParseCached(source),
    E.chain((template) => pipe(templatePartsRender(variables)(template), E.chain(dotSegmentCheck(template)))),
  );
const joined = (source: string, variables: Record<string, unknown>): string => {
  const result = check(source, variables);
  if (E.isLeft(result)) throw new Error(`expected Right, got ${result.left.code}: ${result.left.message}`);
  return result.right.join("");
};

describe("dotSegmentCheck", () => {
  // Values built from the pieces that matter: dots, %2E in both cases, slashes, "?", "#", letters.
  const piece = fc.constantFrom(".", "..", "%2e", "%2E", "/", "?", "#", "a", "%", "2e");
  const value = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(""));

  // templateExpand runs the check only on an expansion templateRenderFlagged marks suspect: the
  // mark may be wrong only where the check passes.
  test("an expansion the check refuses is always marked suspect, and the flagged text is the parts joined", () => {
    const source = fc.constantFrom("/a/{+x}/b", "/a/{x}/b", "{+x}", "{x}", "/a{/x}", "/a/.{+x}", "/a/{+x}{+y}", "/a{/x,y}/b", "{+x}/{y}", "/a{.x}/b", "/a/{x}{y}");
    let refused = 0;
    fc.assert(
      fc.property(source, value, value, (template, x, y) => {
        const parsed = templateParseCached(template);
        if (E.isLeft(parsed)) return;
        const rendered = templatePartsRender({ x, y })(parsed.right);
        const flagged = templateRenderFlagged(recordRead({ x, y }))(parsed.right);
        if (E.isLeft(rendered) || E.isLeft(flagged)) return;
        expect(flagged.right.text).toBe(rendered.right.join(""));
        if (E.isLeft(dotSegmentCheck(parsed.right)(rendered.right))) {
          refused += 1;
          expect(flagged.right.dotSuspect).toBe(true);
        }
      }),
      { seed: 20250101, numRuns: 3000 },
    );
    // The property is not vacuous: many of the generated expansions are refused.
    expect(refused).toBeGreaterThan(100);
  });

  test.each([
    ["/repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" }],
    ["/a/{+x}", { x: "b/c.d/e%41" }],
  ])("%s with %j is not suspect: no piece starts with a dot or a percent sign", (source, variables) => {
    const parsed = templateParseCached(source);
    const flagged = E.isRight(parsed) ? templateRenderFlagged(recordRead(variables))(parsed.right) : parsed;
    expect(E.isRight(flagged) && flagged.right.dotSuspect).toBe(false);
  });

  // Each of these has a "/"-delimited piece of expanded characters made of dots and %2E
  // alone somewhere, so each must be refused.
  test.each([
    ["/a/{x}/b", { x: "." }],
    ["/a/{+x}/b", { x: "c/.." }],
    ["/a/{+x}/b", { x: "../c" }],
    ["/a/{+x}/b", { x: "c/%2e%2E/d" }],
    ["/a/{+x}", { x: "c/%2E" }],
    ["/a{/x}", { x: ".." }],
    ["/a{/x*}", { x: ["b", "..", "c"] }],
    ["/a/.{x}", { x: "." }],
    ["/a/{x}{y}/b", { x: ".", y: "." }],
    // A reserved expansion's own "?" or "#" ends the path: ".." before it is a dot segment.
    ["/repos/{+owner}/issues", { owner: "..?x" }],
    ["/repos/{+owner}/issues", { owner: "%2e%2E?x" }],
    ["/repos/{+owner}/issues", { owner: "a/.#x" }],
  ])("%s with %j is refused", (source, variables) => {
    expect(leftCode(check(source, variables))).toBe("INVALID_PARAMETER");
  });

  test.each([
    ["/repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" }],
    ["/a/{+x}/b", { x: "c/d.e/f.g." }],
    ["/a/{x}/b", { x: "a.." }],
    ["/a/{x}/b", { x: "..." }],
    ["/a/{+x}", { x: "%2e%2ex" }],
    ["/a/{x}", { x: ".%2" }],
    ["/repos/{+owner}/issues", { owner: "a?.." }],
    ["/repos/{+owner}/issues", { owner: "a#/../.." }],
  ])("%s with %j passes", (source, variables) => {
    expect(E.isRight(check(source, variables))).toBe(true);
  });

  test("a dot segment at the very start of the template is refused", () => {
    const result = check("{x}/issues", { x: ".." });
    expect(leftCode(result)).toBe("INVALID_PARAMETER");
    expect(leftMessage(result)).toContain('"x"');
    expect(leftMessage(result)).toContain('".."');
  });

  test("a dot segment just before a literal ? is refused, the query left out of the segment", () => {
    const result = check("/a/{x}?q=1", { x: ".." });
    expect(leftCode(result)).toBe("INVALID_PARAMETER");
    expect(leftMessage(result)).toContain('segment ".."');
  });

  test("a template literal completing an expanded dot to .. still makes a dot segment", () => {
    const result = check("/a/{x}./b", { x: "." });
    expect(leftCode(result)).toBe("INVALID_PARAMETER");
    expect(leftMessage(result)).toContain('"x"');
  });

  test("the message names all the variables of the offending expression, comma-separated", () => {
    const result = check("/x{/a,b}", { a: "..", b: "c" });
    expect(leftCode(result)).toBe("INVALID_PARAMETER");
    expect(leftMessage(result)).toContain('parameter "a,b"');
  });

  test("an empty expansion next to the template's own .. does not make the segment the value's", () => {
    expect(joined("/a/..{x}/{y}", { x: "", y: "v1.2" })).toBe("/a/../v1.2");
  });

  test("after a literal ? or #, a / and a .. value are in the query or fragment, not the path", () => {
    expect(joined("/s?p=/{x}", { x: ".." })).toBe("/s?p=/..");
    expect(joined("/s#/{x}", { x: ".." })).toBe("/s#/..");
  });

  test("a {?…}, {&…} or {#…} expression ends the path: a later .. value is not a path segment", () => {
    expect(joined("/s{?q}/{x}", { q: "1", x: ".." })).toBe("/s?q=1/..");
    expect(joined("/s{&q}/{x}", { q: "1", x: ".." })).toBe("/s&q=1/..");
    expect(joined("/s{#f}", { f: "/.." })).toBe("/s#/..");
  });

  test("a path-style expression does not end the path", () => {
    expect(leftCode(check("/s{/q}/{x}", { q: "1", x: ".." }))).toBe("INVALID_PARAMETER");
  });
});
