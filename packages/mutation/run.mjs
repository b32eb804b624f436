// `pnpm test:mutation [shard…]`: Stryker on the shards named, or else on every shard whose incremental file is stale
// (shards.cjs), one after another. The build comes first: the command-line tests run the built bin.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import shards from "./shards.cjs";

const { filesOf, incrementalPath, root, shardNames, staleness, workingPath } = shards;
const named = process.argv.slice(2);
const unknown = named.filter((name) => !shardNames.includes(name));
if (unknown.length > 0) {
  console.error(`unknown shard ${unknown.join(", ")}; the shards are ${shardNames.join(", ")}`);
  process.exit(2);
}
const chosen = named.length > 0 ? named : shardNames.filter((shard) => staleness(shard) !== undefined);
if (chosen.length === 0) {
  console.log(`every shard's incremental file is current: ${shardNames.join(", ")}`);
  process.exit(0);
}
const build = spawnSync("npx", ["rollup", "-c", "rollup.config.mjs", "--silent"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
for (const shard of chosen) {
  console.log(`\n# ${shard}${named.length > 0 ? "" : `: ${staleness(shard)}`}`);
  // Stryker reads and writes the incremental file uncompressed, outside the repository's tracked files.
  mkdirSync(dirname(workingPath(shard)), { recursive: true });
  if (existsSync(incrementalPath(shard))) writeFileSync(workingPath(shard), gunzipSync(readFileSync(incrementalPath(shard))));
  const started = Date.now();
  const run = spawnSync("npx", ["stryker", "run"], { cwd: root, stdio: "inherit", env: { ...process.env, REQUEST_OPTIONS_MUTATION_SHARD: shard } });
  console.log(`# ${shard}: ${Math.round((Date.now() - started) / 60000)} min`);
  if (run.status !== 0) process.exit(run.status ?? 1);
  const report = JSON.parse(readFileSync(workingPath(shard), "utf8"));
  // Stryker lists only the files it made a mutant in: one of types and re-exports alone is recorded with none, so
  // that a change to it makes the shard stale.
  for (const file of filesOf(shard)) report.files[file] ??= { language: "typescript", source: readFileSync(join(root, file), "utf8"), mutants: [] };
  // Compact before compressing: Stryker indents it.
  writeFileSync(incrementalPath(shard), gzipSync(JSON.stringify(report), { level: 9 }));
}
