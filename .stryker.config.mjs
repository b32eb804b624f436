// @ts-check
// Mutation testing: `pnpm test:mutation`. Slow (tens of minutes on two cores), so not in CI.
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
  mutate: ["packages/core/src/**/*.ts", "packages/endpoint/src/**/*.ts", "!**/*.d.ts"],
  testRunner: "jest",
  jest: { projectType: "custom", configFile: "jest.config.ts", enableFindRelatedTests: true },
  checkers: ["typescript"],
  // The type checker needs every mutated file in one program: the endpoint's and the core's.
  tsconfigFile: "packages/endpoint/tsconfig.mutation.json",
  coverageAnalysis: "perTest",
  // Stryker gives half of these processes to the type checker, half to jest runners.
  concurrency: 4,
  // A mutant's time limit is a multiple of its tests' time in the dry run, which had the two
  // cores to itself; here four processes share them. At the default 1.5, mutants of code every
  // test runs through time out although their tests fail: a timeout counts as detected, but
  // says less than a kill.
  timeoutFactor: 3,
  // Reruns test only the mutants that a change of source or test can affect.
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  reporters: ["json", "html", "clear-text", "progress"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: ".stryker-tmp",
};

export default config;
