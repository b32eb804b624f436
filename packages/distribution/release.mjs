// `pnpm release [flags]`: builds every package, then `changeset publish [flags]` publishes each
// public package whose version the registry does not have yet (`--no-git-tag`, `--tag`, `--otp`
// pass through). `pnpm release --dry-run` builds, then packs and shows what each public package
// would publish, uploading nothing: changeset publish has no dry run, and refuses a flag it does
// not know.
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pnpm } from "./packTarballs.mjs";

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));

const pnpmRun = (args) => {
  const [command, prefix] = pnpm();
  execFileSync(command, [...prefix, ...args], { cwd: root, stdio: "inherit" });
};

const flags = process.argv.slice(2);
try {
  pnpmRun(["run", "build"]);
  if (flags.includes("--dry-run")) pnpmRun(["--recursive", "publish", "--dry-run", "--no-git-checks"]);
  else execFileSync(process.execPath, [join(root, "node_modules/@changesets/cli/bin.js"), "publish", ...flags], { cwd: root, stdio: "inherit" });
} catch (error) {
  process.exit(typeof error.status === "number" ? error.status : 1);
}
