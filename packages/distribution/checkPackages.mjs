// `pnpm check:packages`: packs every package and lints each tarball with
// @arethetypeswrong/cli (every resolver green, no problem at all) and publint --strict (no
// error, no warning). Exits non-zero on the first package with a finding.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { packTarballs } from "./packTarballs.mjs";

const bin = (name) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));
const destination = mkdtempSync(join(tmpdir(), "request-options-packs-"));
let failed = 0;
try {
  for (const [name, tarball] of Object.entries(packTarballs(destination))) {
    for (const [tool, args] of [
      ["attw", ["--profile", "strict", "--format", "table-flipped", tarball]],
      ["publint", ["run", "--strict", tarball]],
    ]) {
      console.log(`\n== ${tool} @request-options/${name}`);
      try {
        execFileSync(bin(tool), args, { stdio: "inherit" });
      } catch {
        failed += 1;
      }
    }
  }
} finally {
  rmSync(destination, { recursive: true, force: true });
}
console.log(failed === 0 ? "\ncheck:packages: every tarball passed attw and publint --strict" : `\ncheck:packages: ${failed} check(s) failed`);
process.exit(failed === 0 ? 0 : 1);
