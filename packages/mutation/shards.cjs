// The mutation shards: each one Stryker run of at most an hour on two cores, with its incremental file
// `<name>.json.gz` here (committed, compressed: Stryker writes megabytes) and its triage notes `<name>.md`. Together they mutate every source file of
// types, core and endpoint once (test/shards.test.ts holds them to that).
const { existsSync, readFileSync } = require("node:fs");
const { gunzipSync } = require("node:zlib");
const { join } = require("node:path");
const { globSync } = require("tinyglobby");

const root = join(__dirname, "../..");
const openapi = "packages/endpoint/src/openapi";

/** Each shard's source files, as Stryker's `mutate` globs (relative to the repository). */
const shards = {
  "core-stages": ["packages/core/src/stages/**/*.ts"],
  "core-template": ["packages/core/src/template/**/*.ts"],
  "core-boundary": ["packages/core/src/*.ts"],
  types: ["packages/types/src/**/*.ts"],
  endpoint: ["packages/endpoint/src/*.ts", "!packages/endpoint/src/openapi.ts"],
  cli: ["packages/endpoint/src/cli/**/*.ts"],
  "openapi-request": [`${openapi}/parameterSerialize.ts`, `${openapi}/requestBody.ts`],
  "openapi-operation": [`${openapi}/operation*.ts`, `${openapi}/checkFailure.ts`],
  "openapi-document": [`${openapi}/*.ts`, "packages/endpoint/src/openapi.ts", `!${openapi}/{operation*,checkFailure,parameterSerialize,requestBody}.ts`],
  "openapi-schema": [`${openapi}/schema/*.ts`, `${openapi}/schema/vocabularies/{core,unevaluated}.ts`],
  "openapi-applicator": [`${openapi}/schema/vocabularies/applicator.ts`],
  "openapi-validation": [`${openapi}/schema/vocabularies/validation.ts`],
};
const shardNames = Object.keys(shards);

/** The files a shard mutates, as Stryker is given them (declaration files hold no mutant). */
const filesOf = (shard) => globSync([...shards[shard], "!**/*.d.ts"], { cwd: root }).sort();

/** The committed incremental file; Stryker reads and writes its uncompressed copy, `workingPath`. */
const incrementalPath = (shard) => join(root, "packages/mutation", `${shard}.json.gz`);
const workingPath = (shard) => join(root, "reports/mutation", `${shard}.incremental.json`);
const notesPath = (shard) => join(root, "packages/mutation", `${shard}.md`);

/** A shard's incremental report, or undefined before its first run. */
const reportOf = (shard) => (existsSync(incrementalPath(shard)) ? JSON.parse(gunzipSync(readFileSync(incrementalPath(shard))).toString("utf8")) : undefined);

const text = (file) => readFileSync(join(root, file), "utf8");

/**
 * Why a shard needs a run, or undefined when its incremental file is current: every file it mutates is in it with
 * the same text, so is every test file its run loaded, and it holds no file that is gone. A new test file spares no
 * mutant that the others killed.
 */
const staleness = (shard, report = reportOf(shard)) => {
  if (report === undefined) return "no incremental file";
  const mutated = filesOf(shard);
  for (const file of mutated) {
    const entry = report.files[file];
    if (entry === undefined) return `${file} is not in it`;
    if (entry.source !== text(file)) return `${file} changed`;
  }
  const extra = Object.keys(report.files).find((file) => !mutated.includes(file));
  if (extra !== undefined) return `${extra} is no longer the shard's`;
  for (const [file, entry] of Object.entries(report.testFiles ?? {})) {
    if (!existsSync(join(root, file))) return `${file} is gone`;
    if (entry.source !== undefined && entry.source !== text(file)) return `${file} changed`;
  }
  return undefined;
};

module.exports = { filesOf, incrementalPath, notesPath, reportOf, root, shardNames, shards, staleness, workingPath };
