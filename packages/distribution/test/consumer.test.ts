import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

// The three tarballs, installed by npm into a scratch project outside the workspace (copies,
// no links), used the ways a consumer uses them. Runs after the build (the README's test
// command builds first); npm reaches the registry for fp-ts and io-ts.
const root = resolve(__dirname, "../../..");
const tsc = join(root, "node_modules/typescript/bin/tsc");
let project = "";

const run = (command: string, args: string[]): string =>
  execFileSync(command, args, { cwd: project, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "request-options-consumer-"));
  const tarballs = JSON.parse(
    execFileSync(process.execPath, [join(__dirname, "../packTarballs.mjs"), join(project, "tarballs")], { encoding: "utf8" }),
  ) as Record<"types" | "core" | "endpoint", string>;
  const file = (name: keyof typeof tarballs): string => `file:${tarballs[name]}`;
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({
      name: "consumer",
      private: true,
      dependencies: { "@request-options/endpoint": file("endpoint") },
      // The endpoint tarball names its siblings by version; these tarballs are that version.
      overrides: { "@request-options/core": file("core"), "@request-options/types": file("types") },
    }),
  );
  run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--install-links", "--loglevel=error"]);
}, 180_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

const sample = `endpoint("POST /repos/{owner}/{repo}/issues{?draft}", { owner: "o", repo: "r", draft: true, title: "t", headers: { authorization: "token x" } })`;
const report = `JSON.stringify({ options: ${sample}, version: VERSION, error: (() => { try { endpoint("GET /orgs/{org}") } catch (e) { return [e instanceof EndpointError, e.code] } })() })`;

describe("a project that installed the tarballs with npm", () => {
  test("require() and import give the same options and the same EndpointError", () => {
    const required = run(process.execPath, ["-e", `const { endpoint, EndpointError, VERSION } = require("@request-options/endpoint"); console.log(${report})`]);
    const imported = run(process.execPath, [
      "--input-type=module",
      "-e",
      `import { endpoint, EndpointError, VERSION } from "@request-options/endpoint"; console.log(${report})`,
    ]);
    expect(JSON.parse(imported)).toEqual(JSON.parse(required));
    expect(JSON.parse(required)).toMatchObject({
      options: {
        method: "post",
        url: "https://api.github.com/repos/o/r/issues?draft=true",
        headers: { authorization: "token x", "content-type": "application/json; charset=utf-8" },
        body: { title: "t" },
      },
      error: [true, "MISSING_PARAMETER"],
    });
  });

  test("one process loading both ways shares one copy: one endpoint, one EndpointError class", () => {
    const out = run(process.execPath, [
      "--input-type=module",
      "-e",
      `import { createRequire } from "node:module"; const required = createRequire(process.cwd() + "/")("@request-options/endpoint"); const imported = await import("@request-options/endpoint"); let caught; try { required.endpoint("GET /orgs/{org}") } catch (e) { caught = e } console.log(JSON.stringify([required.endpoint === imported.endpoint, caught instanceof imported.EndpointError]))`,
    ]);
    expect(JSON.parse(out)).toEqual([true, true]);
  });

  test("every installed package carries its LICENSE and README", () => {
    for (const name of ["types", "core", "endpoint"]) {
      const dir = join(project, "node_modules/@request-options", name);
      expect(readFileSync(join(dir, "LICENSE"), "utf8")).toContain("MIT License");
      expect(readFileSync(join(dir, "README.md"), "utf8")).toContain(`# @request-options/${name}`);
    }
  });

  test("the installed copies are files, not links into the workspace", () => {
    const real = run(process.execPath, ["-p", `require("fs").realpathSync(require.resolve("@request-options/core"))`]).trim();
    expect(real.startsWith(project) || real.startsWith(require("node:fs").realpathSync(project))).toBe(true);
  });

  test("the command is installed as a bin", () => {
    const out = run(join(project, "node_modules/.bin/request-options"), ["GET /orgs/{org}/repos", "org=octokit"]);
    expect(JSON.parse(out)).toMatchObject({ method: "get", url: "https://api.github.com/orgs/octokit/repos" });
  });

  // The same source, typed through each resolver: node16/nodenext compile one CommonJS (.cts)
  // and one ES module (.mts) consumer, node10 and bundler one .ts. The declarations are checked
  // too (skipLibCheck off), and a wrongly typed call must fail.
  const consumerSource = `
import { endpoint, EndpointError, toFetch, type RequestOptions, type EndpointOptions } from "@request-options/endpoint";
import { RequestOptions as RequestOptionsCodec } from "@request-options/types";
import { buildRequest } from "@request-options/core";
import { endpoint as octokitEndpoint, type OctokitResult } from "@request-options/endpoint/octokit";

const options: RequestOptions = endpoint("GET /orgs/{org}/repos", { org: "octokit", per_page: 100 });
const merged: EndpointOptions = endpoint.merge("GET /user", { headers: { "x-a": 1 } });
// An undefined option means "not set" (DECISIONS.md), also under exactOptionalPropertyTypes.
endpoint("GET /user", { mediaType: { format: undefined, previews: undefined }, method: undefined, headers: { "x-b": undefined } });
const derived = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" });
const [url, init] = toFetch(derived("GET /user"));
const checked: boolean = RequestOptionsCodec.is(options);
const built = buildRequest;
const code: string = new EndpointError("INVALID_ROUTE", "m").code;
// @ts-expect-error a route is a string or an options object
endpoint(42);
const upper: Uppercase<string> = octokitEndpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r" }).method;
const octokitDerived: OctokitResult = octokitEndpoint.defaults({ owner: "o" })("GET /repos/{owner}/{repo}", { repo: "r" });
// @ts-expect-error the octokit entry's method is upper case
const lower: Lowercase<string> = octokitEndpoint("GET /user").method;
export const all = [options, merged, url, init, checked, built, code, upper, octokitDerived, lower];
`;
  const settings: Record<string, { module: string; files: string[] }> = {
    node10: { module: "commonjs", files: ["consumer.ts"] },
    node16: { module: "node16", files: ["consumer.cts", "consumer.mts"] },
    nodenext: { module: "nodenext", files: ["consumer.cts", "consumer.mts"] },
    bundler: { module: "esnext", files: ["consumer.ts"] },
  };
  test.each(Object.entries(settings))("TypeScript compiles a consumer with moduleResolution %s", (moduleResolution, { module, files }) => {
    const dir = join(project, `ts-${moduleResolution}`);
    mkdirSync(dir, { recursive: true });
    for (const name of files) writeFileSync(join(dir, name), consumerSource);
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { module, moduleResolution, target: "es2020", lib: ["es2022", "dom"], strict: true, exactOptionalPropertyTypes: true, noEmit: true, skipLibCheck: false, types: [] },
        files,
      }),
    );
    const compile = (): string => run(process.execPath, [tsc, "-p", dir]);
    expect(compile).not.toThrow();
    // A wrong call is an error in every resolver: the types really arrived.
    for (const name of files) writeFileSync(join(dir, name), `${consumerSource}\nendpoint("GET /user", { headers: { "x-a": true } });\n`);
    expect(compile).toThrow();
  });
});
