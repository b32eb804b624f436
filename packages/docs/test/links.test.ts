import { existsSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { pages, repo } from "../../test-support/samples";

// The README leaves its details to docs/, and the pages send readers to one another: every
// relative link must reach a file, and a link to a heading must reach that heading.

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const slugOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, "")
    .replace(/ /g, "-");

/** The anchors of a Markdown file's headings (outside code blocks), a repeated one suffixed `-1`, `-2` ... */
const anchorsOf = (file: string): Set<string> => {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (/^```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.*)$/.exec(line);
    if (heading === null) continue;
    const slug = slugOf(heading[1] ?? "");
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
};

/** The relative links of a page, outside code: `[text](target)`. */
const linksOf = (page: string): string[] => {
  const text = readFileSync(path.join(repo, page), "utf8")
    .replace(/^```[^\n]*\n[\s\S]*?^```\s*$/gm, "")
    .replace(/`[^`\n]*`/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "").filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
};

const links = pages.flatMap((page) => linksOf(page).map((target) => [page, target] as const));

test("the pages link to one another", () => {
  expect(links.length).toBeGreaterThan(20);
});

test.each(links)("%s: %s is there", (page, target) => {
  const [file = "", anchor] = target.split("#");
  const resolved = file === "" ? path.join(repo, page) : path.resolve(path.dirname(path.join(repo, page)), file);
  expect(existsSync(resolved)).toBe(true);
  if (anchor !== undefined && resolved.endsWith(".md")) expect([...anchorsOf(resolved)]).toContain(anchor);
});
