import type { Config } from "jest";
import { readFileSync } from "node:fs";

// The default user-agent carries @request-options/endpoint's version; rollup inlines it at
// build time, and tests read it from the same file.
const { version } = JSON.parse(readFileSync("packages/endpoint/package.json", "utf8")) as { version: string };

const project = (name: string): Config => ({
  displayName: name,
  rootDir: `packages/${name}`,
  testEnvironment: "node",
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.json" }] },
  moduleNameMapper: { "^@request-options/(types|core|endpoint)$": "<rootDir>/../$1/src/index.ts" },
  globals: { __ENDPOINT_VERSION__: version },
});

const config: Config = {
  projects: [project("types"), project("core"), project("endpoint")],
};

export default config;
