// @ts-check
// Mutation testing in shards (packages/mutation): `pnpm test:mutation [shard]` runs this config once
// per shard, naming it in REQUEST_OPTIONS_MUTATION_SHARD. Not in CI.
import shards from "./packages/mutation/shards.cjs";

const { filesOf, shardNames, workingPath } = shards;

const shard = process.env.REQUEST_OPTIONS_MUTATION_SHARD ?? "";
if (!shardNames.includes(shard)) throw new Error(`REQUEST_OPTIONS_MUTATION_SHARD names no shard: ${JSON.stringify(shard)}; the shards are ${shardNames.join(", ")}`);

// The jest config reads this variable to leave the timing and built-file tests out (see there).
process.env.REQUEST_OPTIONS_MUTATION = "1";
// The property tests cover nearly every mutant, so each mutant runs them: fewer runs per property
// there (same fixed seed); the full count runs in `pnpm test` and many more in `pnpm test:properties`.
process.env.FC_NUM_RUNS ??= "25";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  packageManager: "pnpm",
  // Named, not discovered: pnpm keeps them out of the core's own node_modules.
  plugins: ["@stryker-mutator/jest-runner", "@stryker-mutator/typescript-checker"],
  mutate: filesOf(shard),
  testRunner: "jest",
  jest: { projectType: "custom", configFile: "jest.config.ts", enableFindRelatedTests: true },
  checkers: ["typescript"],
  // The type checker needs every mutated file in one program: the types', the core's and the endpoint's.
  tsconfigFile: "packages/endpoint/tsconfig.mutation.json",
  coverageAnalysis: "perTest",
  // A static mutant (in code that runs as its module loads: tables, patterns, constant messages) needs every module
  // reloaded and every related test run. Such runs took 69% of a shard's time, and under four processes on two
  // cores most ended in a timeout, which counts as detected although nothing was: they are ignored instead.
  // A mutant reached at load and by tests too still runs with those tests.
  ignoreStatic: true,
  // One process per core: one type checker and one jest runner, then two jest runners once every mutant is checked.
  // With four, the checkers' two went to runners too, and four runners on two cores timed out on mutants their tests
  // fail, a third of all in one shard: a timeout counts as detected, but says less than a kill.
  concurrency: 2,
  // A mutant's time limit is a multiple of its tests' time in the dry run, which had the two cores to itself.
  timeoutFactor: 3,
  // Reruns test only the mutants that a change of source or test can affect: `pnpm test:mutation` keeps the file,
  // compressed, in packages/mutation.
  incremental: true,
  incrementalFile: workingPath(shard),
  reporters: ["json", "html", "clear-text", "progress"],
  jsonReporter: { fileName: `reports/mutation/${shard}.json` },
  htmlReporter: { fileName: `reports/mutation/${shard}.html` },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: ".stryker-tmp",
};

export default config;
