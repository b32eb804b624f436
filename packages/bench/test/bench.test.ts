import { execFileSync } from "node:child_process";
import { join } from "node:path";

// CI runs the benchmark in its quick mode: it must run to the end, and the three builders
// must agree on every route of the mix, as must parse(merge(x)) and toFetch with what they are
// timed against (the script exits 1 when they do not). Its timings are printed, never asserted.
// Runs after the build (the README's test command builds first).
describe("pnpm bench --quick", () => {
  test("runs every part, the builders agreeing on every route", () => {
    const out = execFileSync(process.execPath, ["--expose-gc", join(__dirname, "../bench.mjs"), "--quick"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(out).toMatch(/^agreement: the three builders give the same URLs for all \d+ routes/m);
    for (const part of ["throughput on the mix", "request-options / @octokit/endpoint:", "first call of a new route", "@octokit/endpoint / request-options:", "side by side", "parse(merged)", "toFetch", ".defaults(", "choices made for speed", "five stages, the core's chain", "OpenAPI: GitHub's REST description", "heap over", "stages on the mix", "uri-template-lite, 3 variables", "machine:", "summary ("]) {
      expect(out).toContain(part);
    }
  }, 120_000);
});
