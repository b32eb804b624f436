import { execFileSync } from "node:child_process";
import * as path from "node:path";
import { repo } from "./samples";

// `pnpm docs` builds the API reference from the TSDoc comments; with warnings treated as errors
// (typedoc.json), any warning fails it. Here it runs without writing, as CI's check.
test("TypeDoc builds the API reference without a warning", () => {
  const typedoc = path.join(__dirname, "../node_modules/typedoc/bin/typedoc");
  const output = execFileSync(process.execPath, [typedoc, "--options", path.join(repo, "packages/docs/typedoc.json"), "--emit", "none"], {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  expect(output).not.toMatch(/warning|error/i);
});
