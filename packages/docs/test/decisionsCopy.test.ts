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
    const text = rest.join("\n");
    // A clone without ../shared beside it can only check that the sections the code cites are there.
    if (existsSync(original)) expect(text).toBe(readFileSync(original, "utf8"));
    for (const section of ["Names", "Defaults", "Route and method", "URL", "Parameters", "Headers", "Media types", "Ownership", "Errors"]) {
      expect(text).toContain(`\n## ${section}\n`);
    }
  });
});
