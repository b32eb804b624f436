import { existsSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { repo } from "./samples";

// The code cites docs/decisions.md; the original lives in the project's shared spec, beside the
// repository wherever it is cloned with ../shared (always in CI).
const original = path.join(repo, "../shared/spec/DECISIONS.md");
const copy = path.join(repo, "docs/decisions.md");

describe("docs/decisions.md", () => {
  test("is the shared DECISIONS.md word for word, under one comment line", () => {
    const [comment, ...rest] = readFileSync(copy, "utf8").split("\n");
    expect(comment).toMatch(/^<!-- A copy of the project's settled decisions/);
    if (!existsSync(original)) throw new Error(`${original} is missing: the copy cannot be checked`);
    expect(rest.join("\n")).toBe(readFileSync(original, "utf8"));
  });
});
