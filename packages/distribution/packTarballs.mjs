// Packs the four published packages with pnpm (which turns `workspace:*` into versions) and
// prints their tarballs' paths as JSON. Used by checkPackages.mjs and the consumer test.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const packageNames = ["types", "core", "endpoint", "octokit-endpoint"];

/** The pnpm that runs this script when there is one (`pnpm check:packages`), else the README's: [command, leading arguments]. */
export const pnpm = () => {
  const execPath = process.env.npm_execpath ?? "";
  return /pnpm/.test(basename(execPath)) ? [process.execPath, [execPath]] : ["npx", ["-y", "pnpm@10"]];
};

/** Packs every package into `destination`; returns { name: tarball path }. */
export const packTarballs = (destination) => {
  mkdirSync(destination, { recursive: true });
  const [command, prefix] = pnpm();
  const tarballs = {};
  for (const name of packageNames) {
    const before = new Set(readdirSync(destination));
    execFileSync(command, [...prefix, "pack", "--pack-destination", destination], {
      cwd: join(root, "packages", name),
      stdio: ["ignore", "ignore", "inherit"],
    });
    const made = readdirSync(destination).filter((file) => file.endsWith(".tgz") && !before.has(file));
    if (made.length !== 1) throw new Error(`pnpm pack in packages/${name} made ${made.length} tarballs`);
    tarballs[name] = join(destination, made[0]);
  }
  return tarballs;
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const destination = process.argv[2];
  if (!destination) throw new Error("usage: node packTarballs.mjs <destination>");
  console.log(JSON.stringify(packTarballs(resolve(destination))));
}
