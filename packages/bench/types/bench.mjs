// `pnpm bench:types`: what GitHub's `paths` (@octokit/openapi-types) cost the compiler: request-options' typed
// endpoints (`fromOpenApi<paths>()`, and `endpoint.defaults<paths>()` on the same calls) against openapi-fetch's
// `createClient<paths>()`, on the same fifteen calls (fromOpenApi.ts, openapiFetch.ts). Each file is compiled alone
// by `tsc --extendedDiagnostics` under tsconfig.json (skipLibCheck on): as written (fifteen calls), with its first
// call only, and with none; the libraries alternate within each run, their order rotating, and the table gives
// medians over the runs (`--runs N`, 3 by default). The first call's cost is the check time of one call less that
// of none. The file's `// wrong key:` line, compiled alone after the header, gives the message of one misspelt key
// (`stat` for `state`). A file that should compile and does not, or a wrong key that compiles, fails the run.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const tsc = require.resolve("typescript/lib/tsc.js");
const runsIndex = process.argv.indexOf("--runs");
const runs = runsIndex === -1 ? 3 : Number(process.argv[runsIndex + 1]);

// `endpoint.defaults<paths>()` makes the calls of fromOpenApi.ts, its header replaced.
const defaultsHeader = `import { endpoint } from "@request-options/endpoint";
import type { paths } from "@octokit/openapi-types";

const github = endpoint.defaults<paths>({ baseUrl: "https://api.github.com" });
`;
const libraries = [
  { name: "fromOpenApi<paths>", file: "fromOpenApi.ts", scratchName: "fromOpenApi" },
  { name: "endpoint.defaults<paths>", file: "fromOpenApi.ts", scratchName: "defaults", header: defaultsHeader },
  { name: "openapi-fetch createClient<paths>", file: "openapiFetch.ts", scratchName: "openapiFetch" },
];

/** A bench file's parts: the lines before `// calls` (or `header`), one call a line after it, and the wrong-key line. */
const partsOf = ({ file, header }) => {
  const lines = readFileSync(path.join(here, file), "utf8").split("\n");
  const start = lines.indexOf("// calls");
  const wrongKey = lines.find((line) => line.startsWith("// wrong key: "));
  if (start === -1 || wrongKey === undefined) throw new Error(`${file}: no "// calls" line or no "// wrong key: " line`);
  const calls = lines.slice(start + 1).filter((line) => line.trim() !== "" && !line.startsWith("//"));
  return { header: header ?? lines.slice(0, start).join("\n"), calls, wrongKey: wrongKey.slice("// wrong key: ".length) };
};

const scratch = path.join(here, ".bench_tmp");
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch);

// `@request-options/endpoint/openapi` as a consumer resolves it, once the build makes the entry; before that,
// `FromOpenApi` declared from the sources (declarations, as the build would emit, so that they are not checked).
const endpointDir = path.join(here, "../../endpoint");
const exportsOpenApi = JSON.parse(readFileSync(path.join(endpointDir, "package.json"), "utf8")).exports?.["./openapi"] !== undefined;
const builtOpenApi = exportsOpenApi && existsSync(path.join(endpointDir, "dist/openapi.d.mts"));
const basePaths = JSON.parse(readFileSync(path.join(here, "tsconfig.json"), "utf8")).compilerOptions.paths;
const paths = Object.fromEntries(Object.entries(basePaths).map(([name, [target]]) => [name, [path.join("..", target)]]));
if (!builtOpenApi) {
  const declarations = path.join(endpointDir, ".bench_tmp/declarations");
  rmSync(declarations, { recursive: true, force: true });
  const emit = ["--declaration", "--emitDeclarationOnly", "--skipLibCheck", "--strict", "--module", "esnext", "--moduleResolution", "bundler"];
  const sources = ["--rootDir", path.join(endpointDir, "src"), "--outDir", declarations];
  execFileSync(process.execPath, [tsc, path.join(endpointDir, "src/openapi/DocumentEndpoint.ts"), ...emit, "--target", "es2022", ...sources]);
  const types = path.relative(scratch, path.join(declarations, "openapi/DocumentEndpoint")).split(path.sep).join("/");
  writeFileSync(path.join(scratch, "openapi.d.ts"), `import type { FromOpenApi } from "${types}";\nexport declare const fromOpenApi: FromOpenApi;\n`);
  paths["@request-options/endpoint/openapi"] = ["./openapi.d.ts"];
}

/** Compiles `source` alone; its check and total times (s), its type instantiations, its diagnostics (`--pretty false`). */
const compile = (name, source) => {
  writeFileSync(path.join(scratch, `${name}.ts`), `${source}\n`);
  const config = path.join(scratch, `${name}.json`);
  writeFileSync(config, JSON.stringify({ extends: "../tsconfig.json", compilerOptions: { paths }, files: [`${name}.ts`] }));
  let output;
  try {
    output = execFileSync(process.execPath, [tsc, "-p", config, "--extendedDiagnostics", "--pretty", "false"], { encoding: "utf8" });
  } catch (e) {
    output = `${e.stdout}${e.stderr}`;
  }
  const figure = (label) => Number(new RegExp(`^${label}:\\s+([\\d.]+)`, "m").exec(output)?.[1]);
  const diagnostics = output.split("\n").filter((line) => /error TS\d+/.test(line) || /^ {2}\S/.test(line));
  return { check: figure("Check time"), total: figure("Total time"), instantiations: figure("Instantiations"), output, diagnostics };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const variants = {
  none: ({ header }) => header,
  first: ({ header, calls }) => `${header}\n${calls[0]}`,
  all: ({ header, calls }) => `${header}\n${calls.join("\n")}`,
};
const measured = libraries.map((library) => ({ ...library, parts: partsOf(library), times: { none: [], first: [], all: [] } }));
for (const { file, parts } of measured) {
  if (parts.calls.length !== 15) throw new Error(`${file}: ${parts.calls.length} calls, not 15`);
}

for (let run = 0; run < runs; run++) {
  for (const variant of Object.keys(variants)) {
    for (let i = 0; i < measured.length; i++) {
      const library = measured[(i + run) % measured.length];
      const result = compile(`${library.scratchName}.${variant}`, variants[variant](library.parts));
      if (result.diagnostics.length > 0 || !Number.isFinite(result.check)) {
        throw new Error(`${library.file} (${variant}) does not compile:\n${result.output}`);
      }
      library.times[variant].push(result);
      process.stderr.write(`run ${run + 1}/${runs}, ${variant.padEnd(5)} ${library.name}: check ${result.check.toFixed(2)} s\n`);
    }
  }
}

/** The message of the one error that the wrong key meets: its text from the code on, continuation lines included. */
const wrongKeyOf = (library) => {
  const { diagnostics, output } = compile(`${library.scratchName}.wrongKey`, `${library.parts.header}\n${library.parts.wrongKey}`);
  const errors = diagnostics.filter((line) => /error TS\d+/.test(line));
  if (errors.length !== 1) throw new Error(`${library.file}: the wrong key should meet one error, it meets ${errors.length}:\n${output}`);
  const message = diagnostics.map((line, i) => (i === 0 ? line.replace(/^.*?error (TS\d+: )/, "$1") : line.trimStart())).join("\n");
  return { message, length: message.length, keyFirst: message.split("\n")[0].includes("'stat'") };
};
const wrongKeys = measured.map(wrongKeyOf);

const seconds = (value) => `${value.toFixed(2)} s`;
const rows = [
  ["check time, 15 calls", ...measured.map((l) => seconds(median(l.times.all.map((r) => r.check)))), "≤ openapi-fetch"],
  ["first call (check, 1 call − none)", ...measured.map((l) => seconds(median(l.times.first.map((r, i) => r.check - l.times.none[i].check)))), "≤ openapi-fetch"],
  ["check time, no call", ...measured.map((l) => seconds(median(l.times.none.map((r) => r.check)))), ""],
  // The compiler's work, without the timings' noise: the same in every run.
  ["instantiations, 15 calls", ...measured.map((l) => String(l.times.all[0].instantiations)), ""],
  ["instantiations, first call", ...measured.map((l) => String(l.times.first[0].instantiations - l.times.none[0].instantiations)), ""],
  ["total time, 15 calls", ...measured.map((l) => seconds(median(l.times.all.map((r) => r.total)))), ""],
  ["wrong key: message length", ...wrongKeys.map((w) => `${w.length} chars`), "≤ openapi-fetch"],
  ["wrong key: key in the first line", ...wrongKeys.map((w) => (w.keyFirst ? "yes" : "no")), "yes"],
];
const header = ["", ...measured.map((l) => l.name), "target"];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
console.log(`TypeScript ${require("typescript/package.json").version}, skipLibCheck on, median of ${runs} runs, libraries alternated`);
if (!builtOpenApi) console.log("(@request-options/endpoint/openapi is not built: fromOpenApi's type is read from the sources)");
console.log([line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n"));
for (const [i, w] of wrongKeys.entries()) console.log(`\n${measured[i].name}, wrong key:\n${w.message}`);
