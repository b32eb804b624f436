import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

// `pnpm check:packages > file` must hold no ANSI escape: its linters' output goes to a file or
// a pipe there, as here. The types tarball is packed by npm (it has no workspace dependency).
const root = resolve(__dirname, "../../..");
const linters = join(root, "packages/distribution/linters.mjs");
let destination = "";

beforeAll(() => {
  destination = mkdtempSync(join(tmpdir(), "request-options-linters-"));
  execFileSync("npm", ["pack", "--silent", "--pack-destination", destination], { cwd: join(root, "packages/types"), stdio: "ignore" });
}, 60_000);

afterAll(() => {
  if (destination) rmSync(destination, { recursive: true, force: true });
});

test("attw and publint print no colour when their output is not a terminal", () => {
  const [tarball] = readdirSync(destination);
  const script = `import { linters, runLinter } from ${JSON.stringify(linters)};
    for (const linter of linters(${JSON.stringify(join(destination, tarball ?? ""))})) runLinter("inherit")(linter);`;
  // A FORCE_COLOR left in the caller's environment must not bring colour back either.
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: "1" },
  });
  expect(output).toContain("No problems found");
  expect(output).toContain("All good!");
  expect(output).not.toContain("\u001b");
}, 60_000);
