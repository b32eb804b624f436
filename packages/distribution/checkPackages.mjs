// `pnpm check:packages`: packs every package and lints each tarball (linters.mjs). Exits
// non-zero when any package has a finding.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { linters, runLinter } from "./linters.mjs";
import { packTarballs } from "./packTarballs.mjs";

const destination = mkdtempSync(join(tmpdir(), "request-options-packs-"));
let failed = 0;
try {
  for (const [name, tarball] of Object.entries(packTarballs(destination))) {
    for (const linter of linters(tarball)) {
      console.log(`\n== ${linter[0]} @request-options/${name}`);
      try {
        runLinter("inherit")(linter);
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
