import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The built packages, loaded the two ways users load them. Runs after `rollup -c` (the
// README's test command builds first).
const packageDir = join(__dirname, "..");
const sample = `endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", labels: ["a"] })`;
const report = `JSON.stringify({ sample: ${sample}, version: VERSION, error: (() => { try { endpoint("GET /orgs/{org}") } catch (e) { return [e instanceof EndpointError, e.name, e.code] } })() })`;

const run = (args: string[]): unknown => JSON.parse(execFileSync(process.execPath, args, { cwd: packageDir, encoding: "utf8" })) as unknown;

describe("the built package", () => {
  test("dist holds each module format with its declarations and source maps", () => {
    const files = ["index.mjs", "index.module.mjs", "index.cjs", "endpoint.min.mjs", "cli.cjs"];
    for (const file of [...files, ...files.map((file) => `${file}.map`), "index.d.mts", "index.d.cts"])
      expect(existsSync(join(packageDir, "dist", file))).toBe(true);
  });

  test("Node's builds load fp-ts's CommonJS files, the bundlers' build its ES modules", () => {
    const fpTsImports = (file: string): string[] =>
      [...readFileSync(join(packageDir, "dist", file), "utf8").matchAll(/["'](fp-ts\/[^"']*)["']/g)].map((match) => match[1] ?? "");
    for (const file of ["index.mjs", "index.cjs"]) {
      expect(fpTsImports(file).length).toBeGreaterThan(0);
      for (const id of fpTsImports(file)) expect(id).toMatch(/^fp-ts\/lib\/\w+\.js$/);
    }
    expect(fpTsImports("index.module.mjs").length).toBeGreaterThan(0);
    for (const id of fpTsImports("index.module.mjs")) expect(id).toMatch(/^fp-ts\/es6\/\w+\.js$/);
  });

  test("require and import give the same results, errors included", () => {
    const required = run(["-e", `const { endpoint, EndpointError, VERSION } = require("@request-options/endpoint"); console.log(${report})`]);
    const imported = run([
      "--input-type=module",
      "-e",
      `import { endpoint, EndpointError, VERSION } from "@request-options/endpoint"; console.log(${report})`,
    ]);
    expect(required).toEqual(imported);
    expect(required).toEqual({
      sample: {
        method: "post",
        url: "https://api.github.com/repos/o/r/issues",
        headers: {
          accept: "application/vnd.github.v3+json",
          "user-agent": `request-options/${(required as { version: string }).version}`,
          "content-type": "application/json; charset=utf-8",
        },
        body: { title: "t", labels: ["a"] },
      },
      version: require("../package.json").version,
      error: [true, "EndpointError", "MISSING_PARAMETER"],
    });
  });
});
