import { readFileSync } from "node:fs";
import * as path from "node:path";
import { docsPages, repo } from "../../test-support/samples";

// The README is what a newcomer reads first: it stays short and leaves the rest to docs/, whose
// pages stay short enough to read whole.
const lineCount = (page: string) => readFileSync(path.join(repo, page), "utf8").replace(/\n$/, "").split("\n").length;

test("the README has at most 150 lines", () => {
  expect(lineCount("README.md")).toBeLessThanOrEqual(150);
});

test.each(docsPages)("%s has at most 300 lines", (page) => {
  expect(lineCount(page)).toBeLessThanOrEqual(300);
});
