import { execFileSync } from "node:child_process";
import * as path from "node:path";

// typetest/routes.ts holds the type tests of typed routes: lines that must compile, and lines
// marked @ts-expect-error that must not (tsc fails on a mark that meets no error). They are
// compiled against the built package, as a consumer compiles them, under both resolutions.
const tsc = require.resolve("typescript/lib/tsc.js");
const typetest = path.join(__dirname, "../typetest");

const compile = (config: string): { code: number; output: string } => {
  try {
    execFileSync(process.execPath, [tsc, "-p", path.join(typetest, config)], { encoding: "utf8", stdio: "pipe" });
    return { code: 0, output: "" };
  } catch (e) {
    const failure = e as { status: number; stdout: string; stderr: string };
    return { code: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
};

describe("typed routes (typetest/routes.ts)", () => {
  test.each(["tsconfig.node16.json", "tsconfig.bundler.json"])("compile as expected under %s", (config) => {
    expect(compile(config)).toEqual({ code: 0, output: "" });
  });
});
