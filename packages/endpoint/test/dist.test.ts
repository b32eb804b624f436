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
    // index.mjs re-exports index.cjs and holds no code to map; octokit.mjs and openapi.mjs theirs.
    const files = ["index.module.mjs", "index.cjs", "endpoint.min.mjs", "cli.cjs", "octokit.module.mjs", "octokit.cjs", "openapi.module.mjs", "openapi.cjs", "openapi.min.mjs"];
    const declared = ["index", "octokit", "openapi"].flatMap((entry) => [`${entry}.mjs`, `${entry}.d.mts`, `${entry}.d.cts`]);
    for (const file of [...files, ...files.map((file) => `${file}.map`), ...declared])
      expect(existsSync(join(packageDir, "dist", file))).toBe(true);
  });

  test("Node's builds load fp-ts's CommonJS files, the bundlers' build its ES modules", () => {
    const fpTsImports = (file: string): string[] =>
      [...readFileSync(join(packageDir, "dist", file), "utf8").matchAll(/["'](fp-ts\/[^"']*)["']/g)].map((match) => match[1] ?? "");
    expect(fpTsImports("index.cjs").length).toBeGreaterThan(0);
    for (const id of fpTsImports("index.cjs")) expect(id).toMatch(/^fp-ts\/lib\/\w+\.js$/);
    // Node's import is a wrapper over the CommonJS build: one copy of the code per process.
    const wrapper = readFileSync(join(packageDir, "dist", "index.mjs"), "utf8");
    expect([...wrapper.matchAll(/from\s*"([^"]+)"/g)].map((match) => match[1])).toEqual(["./index.cjs"]);
    const octokitWrapper = readFileSync(join(packageDir, "dist", "octokit.mjs"), "utf8");
    expect([...octokitWrapper.matchAll(/from\s*"([^"]+)"/g)].map((match) => match[1])).toEqual(["./octokit.cjs"]);
    expect(fpTsImports("index.module.mjs").length).toBeGreaterThan(0);
    for (const id of fpTsImports("index.module.mjs")) expect(id).toMatch(/^fp-ts\/es6\/\w+\.js$/);
  });

  test("a value typeof calls undefined (a browser's document.all; V8's undetectable object here) is dropped from the query, as undefined", () => {
    const urls = run([
      "--allow-natives-syntax",
      "-e",
      `const { endpoint } = require("@request-options/endpoint"); const all = %GetUndetectable(); console.log(JSON.stringify([endpoint("GET /r", { x: all, y: 1 }).url, endpoint("GET /r", { x: [all, 2] }).url]))`,
    ]);
    expect(urls).toEqual(["https://api.github.com/r?y=1", "https://api.github.com/r?x=2"]);
  });

  test("require and import give the same results, errors included", () => {
    const required = run(["-e", `const { endpoint, EndpointError, VERSION } = require("@request-options/endpoint"); console.log(${report})`]);
    const imported = run([
      "--input-type=module",
      "-e",
      `import { endpoint, EndpointError, VERSION } from "@request-options/endpoint"; console.log(${report})`,
    ]);
    expect(required).toEqual(imported);
    // One process loading both ways gets the same objects: an error thrown through one is an
    // instance of the other's class.
    const same = run([
      "--input-type=module",
      "-e",
      `import { createRequire } from "node:module"; const required = createRequire(process.cwd() + "/")("@request-options/endpoint"); const imported = await import("@request-options/endpoint"); let caught; try { required.endpoint("GET /orgs/{org}") } catch (e) { caught = e } console.log(JSON.stringify([required.endpoint === imported.endpoint, required.EndpointError === imported.EndpointError, caught instanceof imported.EndpointError]))`,
    ]);
    expect(same).toEqual([true, true, true]);
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

  test("the octokit entry loads both ways as one copy, over the main entry's core: one EndpointError class", () => {
    const out = run([
      "--input-type=module",
      "-e",
      `import { createRequire } from "node:module"; const required = createRequire(process.cwd() + "/")("@request-options/endpoint/octokit"); const imported = await import("@request-options/endpoint/octokit"); const main = await import("@request-options/endpoint"); let caught; try { required.endpoint("GET /orgs/{org}") } catch (e) { caught = e } console.log(JSON.stringify([required.endpoint === imported.endpoint, imported.EndpointError === main.EndpointError, caught instanceof main.EndpointError, caught.code, imported.endpoint("patch /x").method, main.endpoint("patch /x").method]))`,
    ]);
    expect(out).toEqual([true, true, true, "MISSING_PARAMETER", "PATCH", "patch"]);
  });

  test("the openapi entry loads both ways as one copy, over the main entry's core: one EndpointError class", () => {
    const document = JSON.stringify({ openapi: "3.1.0", servers: [{ url: "https://pets.test" }], paths: { "/pets/{petId}": { get: { operationId: "getPet", parameters: [{ name: "petId", in: "path", required: true, schema: { type: "integer" } }] } } } });
    const out = run([
      "--input-type=module",
      "-e",
      `import { createRequire } from "node:module"; const required = createRequire(process.cwd() + "/")("@request-options/endpoint/openapi"); const imported = await import("@request-options/endpoint/openapi"); const main = await import("@request-options/endpoint"); const api = imported.fromOpenApi(${document}); let caught; try { api("getPet", { petId: "x" }) } catch (e) { caught = e } console.log(JSON.stringify([required.fromOpenApi === imported.fromOpenApi, imported.EndpointError === main.EndpointError, caught instanceof main.EndpointError, caught.code, api("getPet", { petId: 7 }).url]))`,
    ]);
    expect(out).toEqual([true, true, true, "INVALID_PARAMETER", "https://pets.test/pets/7"]);
  });
});
