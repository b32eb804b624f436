// The linters `pnpm check:packages` runs on each packed package: @arethetypeswrong/cli (every
// resolver green, no problem at all) and publint --strict (no error, no warning).
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const bin = (name) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));

/** Each linter of `tarball`, as [tool, arguments]. */
export const linters = (tarball) => [
  ["attw", ["--profile", "strict", "--format", "table-flipped", tarball]],
  ["publint", ["run", "--strict", tarball]],
];

/**
 * A linter's environment: attw's tables are coloured whether or not they go to a terminal, so
 * where they do not (a file, a pipe, a CI log) colour is switched off, as both tools read it.
 */
export const linterEnvironment = (toTerminal) => (toTerminal ? process.env : { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" });

/**
 * Runs one linter; its output goes to this process's (`"inherit"`) or is returned (`"pipe"`).
 * Throws, as execFileSync does, when the linter finds a problem.
 */
export const runLinter = (output) => ([tool, args]) =>
  execFileSync(bin(tool), args, {
    encoding: "utf8",
    stdio: ["ignore", output, output],
    env: linterEnvironment(output === "inherit" && process.stdout.isTTY === true),
  });
