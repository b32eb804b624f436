import { existsSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { repo } from "../../test-support/samples";

// The code cites docs/decisions.md and the specification's sections (docs/request-options-builder.md);
// the originals live in the project's shared spec, beside the repository wherever it is cloned
// with ../shared (always in CI).
const copies = [
  {
    copy: "docs/decisions.md",
    original: "../shared/spec/DECISIONS.md",
    comment: /^<!-- A copy of the project's settled decisions \(shared\/spec\/DECISIONS\.md\)/,
    // A clone without ../shared beside it can only check that the sections the code cites are there.
    sections: ["## Names", "## Defaults", "## Route and method", "## URL", "## Parameters", "## Headers", "## Media types", "## Ownership", "## Errors"],
  },
  {
    copy: "docs/request-options-builder.md",
    original: "../shared/spec/request-options-builder.md",
    comment: /^<!-- A copy of the project's specification \(shared\/spec\/request-options-builder\.md\)/,
    sections: ["## 1. What the service does", "### 2.1 Options (input)", "### 2.2 Placement of other option keys (ordered rules)", "### 2.4 Result of `endpoint()`", "### 2.5 Result of `endpoint.merge()`", "## 4. Endpoints (operations of the component)"],
  },
];

describe.each(copies)("$copy", ({ copy, original, comment, sections }) => {
  test("is its shared original word for word, under one comment line", () => {
    const [header, ...rest] = readFileSync(path.join(repo, copy), "utf8").split("\n");
    expect(header).toMatch(comment);
    const text = rest.join("\n");
    if (existsSync(path.join(repo, original))) expect(text).toBe(readFileSync(path.join(repo, original), "utf8"));
    for (const section of sections) expect(text).toContain(`\n${section}\n`);
  });
});
