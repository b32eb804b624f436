import type { Config } from "jest";
import { readFileSync } from "node:fs";
import { browserRequired, chromiumPath } from "./packages/distribution/chromium.cjs";

// The default user-agent carries @request-options/endpoint's version; rollup inlines it at
// build time, and tests read it from the same file.
const { version } = JSON.parse(readFileSync("packages/endpoint/package.json", "utf8")) as { version: string };

/** What every package's tests share, `root` being the package's directory or the repository's. */
const shared = (root: string): Config => ({
  testEnvironment: "node",
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: `${root}/tsconfig.json` }] },
  // Every package and entry to its source, so that a mutation run mutates what the tests load.
  moduleNameMapper: {
    "^@request-options/(types|core|endpoint)$": `${root}/../$1/src/index.ts`,
    "^@request-options/core/internal$": `${root}/../core/src/internal.ts`,
    "^@request-options/endpoint/(cli|octokit|openapi)$": `${root}/../endpoint/src/$1`,
  },
  globals: { __ENDPOINT_VERSION__: version },
});

const project = (name: string, testPathIgnorePatterns: string[] = []): Config => ({
  ...shared("<rootDir>"),
  displayName: name,
  rootDir: `packages/${name}`,
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", ...testPathIgnorePatterns],
});

// Babel rewrites an ES module's import and export statements for CommonJS (module syntax only), which jest's
// require needs in Node 20.
const esModuleRewrite: [string, Record<string, unknown>] = ["babel-jest", { babelrc: false, configFile: false, plugins: ["@babel/plugin-transform-modules-commonjs"] }];

/**
 * The endpoint package's tests of its public API, run again on the CDN file: what a browser
 * loads must give every answer the packages give. The file is
 * an ES module; Node 20's require cannot load one, so Babel rewrites its export
 * statement (`esModuleRewrite`). Runs after the build.
 */
const cdnFile = "<rootDir>/dist/endpoint.min.mjs";
const cdn: Config = {
  ...project("endpoint"),
  displayName: "cdn",
  // No constant here: a build that left __ENDPOINT_VERSION__ in the file fails, as in a browser.
  globals: {},
  testMatch: ["<rootDir>/test/{spec,decisions,ownership,properties,foreignErrors,toFetch}.test.ts"],
  transform: {
    ...shared("<rootDir>").transform,
    "endpoint\\.min\\.mjs$": esModuleRewrite,
  },
  moduleNameMapper: {
    "^@request-options/(core|endpoint)$": cdnFile,
    // Not in the CDN file: what the endpoint package imports besides the core's public names.
    "^@request-options/core/internal$": "<rootDir>/../core/src/internal.ts",
    "^@request-options/types$": "<rootDir>/../types/src/index.ts",
  },
};

/**
 * The contract with `@octokit/request`, the main wrapper of `@octokit/endpoint`: its `@octokit/endpoint` import
 * goes to the octokit-compatible entry's source (the test loads a second copy over the real one, to compare).
 * It and its dependencies are ES modules only, rewritten by `esModuleRewrite`; other tests keep the real
 * `@octokit/endpoint`.
 */
const octokitRequest: Config = {
  ...project("endpoint"),
  displayName: "octokit-request",
  testMatch: ["<rootDir>/test/*.contract.ts"],
  transform: { ...shared("<rootDir>").transform, "/node_modules/.+\\.js$": esModuleRewrite },
  transformIgnorePatterns: ["/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@octokit|universal-user-agent|content-type|json-with-bigint)/)"],
  moduleNameMapper: { ...shared("<rootDir>").moduleNameMapper, "^@octokit/endpoint$": "<rootDir>/src/octokit.ts" },
};

/** The mutation shards' own tests; Stryker's metrics are an ES module only, rewritten by `esModuleRewrite`. */
const mutationShards: Config = {
  ...project("mutation"),
  transform: { ...shared("<rootDir>").transform, "/node_modules/.+\\.js$": esModuleRewrite },
  transformIgnorePatterns: ["/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?mutation-testing-)"],
};

/**
 * The sweep over every operation of GitHub's REST description (`pnpm test:openapi`), apart from the default
 * run, which stays within its time: included when REQUEST_OPTIONS_SWEEP=1. json-schema-faker is an ES module
 * only, rewritten by `esModuleRewrite`.
 */
const openapiSweep: Config = {
  ...project("endpoint"),
  displayName: "openapi-sweep",
  testMatch: ["<rootDir>/test/*.sweep.ts"],
  transform: { ...shared("<rootDir>").transform, "/json-schema-faker/dist/.+\\.js$": esModuleRewrite },
  transformIgnorePatterns: ["/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?json-schema-faker/)"],
  moduleNameMapper: { ...shared("<rootDir>").moduleNameMapper, "^json-schema-faker$": "<rootDir>/node_modules/json-schema-faker/dist/index.js" },
};
const sweeps = process.env.REQUEST_OPTIONS_SWEEP === "1" ? [openapiSweep] : [];

/**
 * The registry test (`pnpm test:registry`): publishes with `pnpm release` to a local Verdaccio and installs from it.
 * The release rebuilds dist/, which the other projects read, so the project exists only when selected by name
 * (`jest --selectProjects registry`, the last step of `test:all`), and never runs beside them.
 */
const registry: Config = { ...project("distribution"), displayName: "registry", testMatch: ["<rootDir>/test/registry.test.ts"] };
const registrySelected = process.argv.some((arg) => arg === "registry" || arg === "--selectProjects=registry");

// The browser test needs a Chromium. Without one it is left out, and said so, unless CI
// requires it (then it runs and fails).
const browserRuns = chromiumPath !== undefined || browserRequired;
if (!browserRuns && process.env.REQUEST_OPTIONS_MUTATION !== "1")
  console.log(
    "browser test SKIPPED: no Chromium at /usr/bin/chromium, /usr/bin/chromium-browser or $CHROMIUM_PATH. " +
      "To run it, install one (`apt-get install -y chromium` on Debian) or set CHROMIUM_PATH to a Chromium binary. " +
      "CI (.ci/run) installs chromium and requires the test (REQUEST_OPTIONS_BROWSER=required): there it fails, never skips.",
  );

/**
 * Mutation testing (.stryker.config.mjs sets the variable) runs one flat project, because
 * Stryker's jest runner finds no tests in a multi-project config. It leaves out the timing
 * checks (a mutant's run shares the CPU with other workers, so a ratio there measures the
 * machine) and the tests of the built files (they never run the mutated source), and a failing
 * property stops at its first counterexample (packages/test-support/mutationSetup.ts).
 */
const mutationRun: Config = {
  ...shared("<rootDir>/packages/endpoint"),
  rootDir: ".",
  testMatch: ["<rootDir>/packages/{types,core,endpoint}/test/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/linearTime\\.test\\.ts$", "/dist\\.test\\.ts$"],
  setupFiles: ["<rootDir>/packages/test-support/mutationSetup.ts"],
};

const config: Config =
  process.env.REQUEST_OPTIONS_MUTATION === "1"
    ? mutationRun
    : {
        // One worker per core: jest's default leaves one core to its main process, which mostly waits.
        maxWorkers: "100%",
        projects: [project("types"), project("core"), project("endpoint"), project("distribution", ["/registry\\.test\\.ts$", ...(browserRuns ? [] : ["/browser\\.test\\.ts$"])]), project("bench"), project("docs"), mutationShards, cdn, octokitRequest, ...sweeps, ...(registrySelected ? [registry] : [])],
      };

export default config;
