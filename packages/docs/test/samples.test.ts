import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as path from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { commandRun, isCommand, pages, repo, type Sample, samplesOf } from "../../test-support/samples";

// Every code sample of the README, the packages' READMEs and docs/ runs here, as a user would run it:
// - `js` and `ts` blocks as ES modules (TypeScript with its types stripped), or as CommonJS when
//   they call `require(`, as written: each imports what it uses (the built packages), so a copied
//   sample runs; they must finish, or with `throws=CODE` fail with that EndpointError;
// - `ts types` blocks are compiled against the built package: exactly the lines marked
//   `// error` must fail to compile;
// - `sh` blocks of `request-options` commands (by that name, or as a clone or npx runs it) run the
//   built command, beside the OpenAPI documents they name (`--openapi petstore.yaml`, the
//   endpoint package's shipped examples); a `json` block right after one is its output, and so is
//   a `text output` block, to the character.
// Samples that send a request send it to $GITHUB_API_URL: here a local server that answers
// every request with `{}`.

const run = promisify(execFile);
const work = path.join(__dirname, "../.samples");
const cli = path.join(repo, "packages/endpoint/bin/request-options.cjs");
const documents = path.join(repo, "packages/endpoint/examples");

let server: Server;
const env: Record<string, string> = {};
/** What reached the server: each request's method, path, and the headers the samples set or must not. */
const arrivals: Array<{ method: string; url: string; authorization: string | undefined; length: string | undefined; chunked: boolean }> = [];

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  server = createServer((request, response) => {
    const { authorization, "content-length": length, "transfer-encoding": encoding } = request.headers;
    arrivals.push({ method: request.method ?? "", url: request.url ?? "", authorization, length, chunked: encoding === "chunked" });
    request.resume();
    request.on("end", () => {
      response.setHeader("content-type", "application/json; charset=utf-8");
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  env["GITHUB_API_URL"] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env["GITHUB_TOKEN"] = "ghp_0123456789abcdefghijklmnopqrstuvwxyz";
  env["TOKEN"] = env["GITHUB_TOKEN"];
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const all = pages.flatMap(samplesOf);
const label = (sample: Sample) => `${sample.page}:${sample.line}`;
const isRunnable = (sample: Sample) => (sample.lang === "js" || sample.lang === "ts") && sample.flags["types"] === undefined;
// A block marked `continued` goes on from the page's previous runnable block, which runs first.
const runnable = all.filter(isRunnable).map((sample, i, samples) => {
  let code = sample.code;
  for (let j = i; samples[j]?.flags["continued"] !== undefined && samples[j - 1]?.page === sample.page; j--) code = `${samples[j - 1]?.code ?? ""}${code}`;
  return { ...sample, code };
});
const typed = all.filter((sample) => sample.lang === "ts" && sample.flags["types"] !== undefined);
const commands = all.filter(isCommand);

// The calls of the clients the docs show.
const sends = /\bawait (fetch|request|axios\.request|got|ky|send)\(/;

const fileOf = (sample: Sample, extension: string) => path.join(work, `${sample.page.replace(/[/.]/g, "_")}_${sample.line}${extension}`);

describe("the docs' code samples", () => {
  test("there are samples of every kind in the pages", () => {
    expect(runnable.length).toBeGreaterThan(20);
    expect(typed.length).toBeGreaterThan(0);
    expect(commands.length).toBeGreaterThan(2);
  });

  test.each(runnable.map((sample) => [label(sample), sample] as const))("%s runs", async (_, sample) => {
    // A CommonJS sample (one that requires) runs as CommonJS.
    const commonJs = /\brequire\(/.test(sample.code);
    const js = commonJs
      ? sample.code
      : ts.transpileModule(sample.code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    const file = fileOf(sample, commonJs ? ".cjs" : ".mjs");
    writeFileSync(file, js);
    arrivals.length = 0;
    const { stdout } = await run(process.execPath, [path.join(__dirname, "sampleRunner.mjs"), file], { env: { ...process.env, ...env }, timeout: 30_000 });
    const outcome = JSON.parse(stdout.trimEnd().split("\n").pop() ?? "{}") as { ok: boolean; name?: string; code?: string; message?: string };
    const expected = sample.flags["throws"];
    expect(outcome).toEqual(expected === undefined ? { ok: true } : expect.objectContaining({ ok: false, name: "EndpointError", code: expected }));
    // A sample that sends reached the server, with the token of its derived endpoint.
    if (sends.test(sample.code)) {
      expect(arrivals.length).toBeGreaterThan(0);
      for (const arrival of arrivals) expect(arrival.authorization).toBe(`token ${env["GITHUB_TOKEN"]}`);
      // One that sets content-length (node:http's) sent its body with it, not in chunks.
      if (/content-length/.test(sample.code)) {
        expect(arrivals.filter((arrival) => arrival.method === "POST")).toEqual([expect.objectContaining({ length: expect.stringMatching(/^[1-9]\d*$/), chunked: false })]);
      }
      // Without GITHUB_TOKEN, one that reads it sends no authorization header at all.
      if (/\bGITHUB_TOKEN\b/.test(sample.code)) {
        const tokenless: NodeJS.ProcessEnv = { ...process.env, ...env };
        delete tokenless["GITHUB_TOKEN"];
        arrivals.length = 0;
        const { stdout: again } = await run(process.execPath, [path.join(__dirname, "sampleRunner.mjs"), file], { env: tokenless, timeout: 30_000 });
        expect(JSON.parse(again.trimEnd().split("\n").pop() ?? "{}")).toEqual({ ok: true });
        expect(arrivals.length).toBeGreaterThan(0);
        for (const arrival of arrivals) expect(arrival.authorization).toBeUndefined();
      }
    }
  });

  test.each(commands.map((sample) => [label(sample), sample] as const))("%s: the command runs, and prints the output shown after it", async (_, sample) => {
    const outputs: string[] = [];
    for (const line of sample.code.trim().split("\n")) {
      const { stdout } = await run("/bin/sh", ["-c", `request_options() { "${process.execPath}" "${cli}" "$@"; }; ${line.replace(commandRun, "$1request_options ")}`], {
        env: { ...process.env, ...env },
        cwd: documents,
      });
      outputs.push(stdout);
    }
    if (sample.next?.lang === "json") expect(JSON.parse(outputs.join(""))).toEqual(JSON.parse(sample.next.code));
    if (sample.next?.lang === "text" && sample.next.flags["output"] !== undefined) expect(outputs.join("")).toBe(sample.next.code);
  });

  // One compilation for every TypeScript block, against the built package, as a consumer:
  // `ts types` blocks with their `// error` lines, the others (as they run) without an error.
  const compiled = runnable.filter((sample) => sample.lang === "ts");
  describe("TypeScript blocks through the compiler", () => {
    const errors = new Map<string, Set<number>>();
    beforeAll(() => {
      const files = [
        ...typed.map((sample) => {
          const file = fileOf(sample, ".ts");
          writeFileSync(file, sample.code);
          return file;
        }),
        ...compiled.map((sample) => {
          const file = fileOf(sample, ".checked.ts");
          writeFileSync(file, sample.code);
          return file;
        }),
      ];
      const program = ts.createProgram(files, {
        module: ts.ModuleKind.Node16,
        moduleResolution: ts.ModuleResolutionKind.Node16,
        target: ts.ScriptTarget.ES2022,
        strict: true,
        noEmit: true,
        types: ["node"],
      });
      for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
        if (diagnostic.file === undefined || diagnostic.start === undefined) throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
        const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
        const lines = errors.get(path.resolve(diagnostic.file.fileName)) ?? new Set<number>();
        lines.add(line + 1);
        errors.set(path.resolve(diagnostic.file.fileName), lines);
      }
    });

    test.each(typed.map((sample) => [label(sample), sample] as const))("%s: exactly the lines marked `// error` fail to compile", (_, sample) => {
      const marked = sample.code.split("\n").flatMap((line, i) => (line.includes("// error") ? [i + 1] : []));
      expect([...(errors.get(fileOf(sample, ".ts")) ?? [])].sort((a, b) => a - b)).toEqual(marked);
    });

    test.each(compiled.map((sample) => [label(sample), sample] as const))("%s compiles", (_, sample) => {
      expect([...(errors.get(fileOf(sample, ".checked.ts")) ?? [])]).toEqual([]);
    });
  });
});
