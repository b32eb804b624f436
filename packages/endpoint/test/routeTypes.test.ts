import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import * as path from "node:path";

// The type tests of typed routes, compiled against the built package as a consumer compiles
// them, under both resolutions: lines that must compile, and lines marked @ts-expect-error that
// must not (tsc fails on a mark that meets no error).
// - typetest/routes.ts: routes typed from their own literal;
// - typetest/petstore.ts: an endpoint typed by an OpenAPI document of the fixtures, whose
//   `paths` openapi-typescript writes here first, as a user's build would;
// - typetest/github.ts: an endpoint typed by GitHub's document (@octokit/openapi-types);
// - typetest/fromOpenApi.ts: fromOpenApi's endpoints, typed by GitHub's and the pet store's `paths` and
//   `operations`, and untyped;
// - typetest/standardSchema.ts: @request-options/types' codecs and codecOf's as `StandardSchemaV1`.
const tsc = require.resolve("typescript/lib/tsc.js");
const typetest = path.join(__dirname, "../typetest");

const run = (args: string[]): { code: number; output: string } => {
  try {
    const output = execFileSync(process.execPath, args, { encoding: "utf8", stdio: "pipe" });
    return { code: 0, output };
  } catch (e) {
    const failure = e as { status: number; stdout: string; stderr: string };
    return { code: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
};

const compile = (config: string, ...flags: string[]) => run([tsc, "-p", path.join(typetest, config), ...flags]);

beforeAll(() => {
  mkdirSync(path.join(typetest, "generated"), { recursive: true });
  // Its exports map names no bin: the package's own file, as `npx openapi-typescript` runs it.
  const cli = path.join(__dirname, "../node_modules/openapi-typescript/bin/cli.js");
  const generated = run([cli, path.join(typetest, "fixtures/petstore.json"), "-o", path.join(typetest, "generated/petstore.ts")]);
  if (generated.code !== 0) throw new Error(`openapi-typescript failed:\n${generated.output}`);
});

describe("typed routes (typetest/routes.ts, petstore.ts, github.ts, fromOpenApi.ts, standardSchema.ts)", () => {
  test.each(["tsconfig.node16.json", "tsconfig.bundler.json"])("compile as expected under %s", (config) => {
    expect(compile(config)).toEqual({ code: 0, output: "" });
  });

  test("a file typed by GitHub's document compiles on its own (the compiler's time is printed)", () => {
    const { code, output } = compile("tsconfig.github.json", "--extendedDiagnostics");
    expect(code).toBe(0);
    const total = /Total time:\s+([\d.]+)s/.exec(output)?.[1];
    expect(total).toBeDefined();
    console.log(`typetest/github.ts: tsc total ${total} s (skipLibCheck false, @octokit/openapi-types checked too)`);
  });
});
