import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { repo } from "../../test-support/samples";

// `pnpm docs` builds the API reference from the TSDoc comments; with warnings treated as errors
// (typedoc.json), any warning fails it. CI builds it here, into a scratch directory.
test("TypeDoc builds the API reference without a warning", () => {
  const typedoc = path.join(__dirname, "../node_modules/typedoc/bin/typedoc");
  const out = mkdtempSync(path.join(tmpdir(), "request-options-api-"));
  const output = execFileSync(process.execPath, [typedoc, "--options", path.join(repo, "packages/docs/typedoc.json"), "--out", out], {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  expect(output).not.toMatch(/warning|error/i);
  // The reference documents each package's entry point.
  expect(existsSync(path.join(out, "index.html"))).toBe(true);
  expect(existsSync(path.join(out, "functions", "_request-options_core.buildRequest.html"))).toBe(true);
  rmSync(out, { recursive: true, force: true });
});
