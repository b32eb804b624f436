import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { samplesOf, type Sample } from "../../test-support/samples";

// A release as users meet it: Verdaccio on 127.0.0.1 serves the @request-options scope with no
// uplink; `pnpm release` publishes every public package to it; fresh projects outside the
// workspace install from it with npm and pnpm, the scope registry in their .npmrc and every
// other package from the machine's usual registry. jest.config.ts runs this file only when the
// `registry` project is selected by name (`pnpm test:registry`, the last step of `test:all`):
// the release rebuilds dist/, which the other projects read.
const root = resolve(__dirname, "../../..");
const tsc = join(root, "node_modules/typescript/bin/tsc");
const versionOf = (name: string): string => (JSON.parse(readFileSync(join(root, "packages", name, "package.json"), "utf8")) as { version: string }).version;
const version = versionOf("octokit-endpoint");
const publicPackages = ["types", "core", "endpoint", "octokit-endpoint"];
// A test runs npm, npx or tsc in a child process.
jest.setTimeout(30_000);

// Every command runs in its own process group, so that afterAll can end it with whatever it
// started (npm, pnpm and changesets spawn their own children, which may outlive them), even after
// a failure or a timeout.
const running = new Set<ChildProcess>();
const endGroup = (child: ChildProcess): void => {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // The group has already gone.
  }
};

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}
const run = (command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = baseEnv): Promise<Run> =>
  new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", fail);
    child.on("close", (code) => {
      done({ code, stdout, stderr });
    });
  });
/** Runs a command that must succeed; its output is in the error when it does not. */
const succeed = async (command: string, args: readonly string[], cwd: string, env?: NodeJS.ProcessEnv): Promise<string> => {
  const result = await run(command, args, cwd, env);
  if (result.code !== 0) throw new Error(`${[command, ...args].join(" ")} (in ${cwd}) exited with ${result.code}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};

// The environment of the commands in the fresh projects: the caller's, without the npm_config_*
// variables that pnpm and npx set for their scripts (the workspace's settings, its prefix).
const baseEnv: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_config_/i.test(name)));

// The pnpm that runs the tests (`pnpm test:registry`), else the README's.
const pnpm = (): [string, string[]] => {
  const execPath = process.env["npm_execpath"] ?? "";
  return /pnpm/.test(basename(execPath)) ? [process.execPath, [execPath]] : ["npx", ["-y", "pnpm@10"]];
};

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? done(address.port) : fail(new Error("no port"))));
    });
  });

const waitForRegistry = async (registry: string, verdaccio: ChildProcess): Promise<void> => {
  for (let tries = 0; tries < 300; tries++) {
    if (verdaccio.exitCode !== null) throw new Error(`Verdaccio exited with ${verdaccio.exitCode}`);
    try {
      if ((await fetch(`${registry}-/ping`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error("Verdaccio did not answer within 30 s");
};

// The README's samples for a new user: each ```js block under `## Install`, and the first under
// `## Usage`. A block that requires runs as CommonJS, the others as ES modules.
const readme = "README.md";
const readmeLines = readFileSync(join(root, readme), "utf8").split("\n");
const sectionOf = (heading: RegExp): [number, number] => {
  const start = readmeLines.findIndex((line) => heading.test(line));
  if (start === -1) throw new Error(`README.md has no heading ${heading}`);
  const end = readmeLines.findIndex((line, i) => i > start && /^## /.test(line));
  return [start + 1, end === -1 ? readmeLines.length + 1 : end + 1];
};
const within = ([start, end]: [number, number]) => (sample: Sample) => sample.line > start && sample.line < end;
const samples = samplesOf(readme);
const install = sectionOf(/^## Install\b/);
const usage = sectionOf(/^## Usage\b/);
const isJs = (sample: Sample): boolean => sample.lang === "js" && sample.flags["throws"] === undefined;
const readmeSamples = [...samples.filter(within(install)).filter(isJs), ...samples.filter(within(usage)).filter(isJs).slice(0, 1)];

// The npm override, as the README shows it under an Octokit heading of `## Usage`.
const octokitHeading = readmeLines.findIndex((line, i) => i + 1 > usage[0] && i + 1 < usage[1] && /^#+ .*Octokit/.test(line));
const readmeOverrides = samples.find((sample) => octokitHeading !== -1 && sample.line > octokitHeading + 1 && sample.line < usage[1] && sample.lang === "json" && sample.code.includes('"overrides"'));
if (readmeOverrides === undefined) throw new Error("README.md shows no ```json block of npm overrides under an Octokit heading of ## Usage");
const overrides = (JSON.parse(/^\s*\{/.test(readmeOverrides.code) ? readmeOverrides.code : `{${readmeOverrides.code}}`) as { overrides: Record<string, string> }).overrides;

// Against a loopback server, @octokit/core sends a PATCH as PATCH, and a call that our endpoint
// refuses (a missing parameter, a `..` segment, a header with a line break) fails with its
// EndpointError before anything is sent: a rejected promise, or a throw from the call itself.
const octokitCheck = `
import { createServer } from "node:http";
import { Octokit } from "@octokit/core";

const arrivals = [];
const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    arrivals.push({ method: request.method, url: request.url, body });
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: 1 }));
  });
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const octokit = new Octokit({ baseUrl: "http://127.0.0.1:" + server.address().port });
const route = "PATCH /repos/{owner}/{repo}";
const failureOf = async (parameters) => {
  let pending;
  try {
    pending = octokit.request(route, parameters);
  } catch (error) {
    return { thrown: [error.name, error.code] };
  }
  try {
    await pending;
    return "sent";
  } catch (error) {
    return { rejected: [error.name, error.code] };
  }
};
try {
  const response = await octokit.request(route, { owner: "octocat", repo: "hello-world", description: "d" });
  const sent = arrivals.splice(0);
  const refused = {
    missing: await failureOf({ owner: "octocat", description: "d" }),
    dotDot: await failureOf({ owner: "..", repo: "issues", description: "d" }),
    header: await failureOf({ owner: "octocat", repo: "hello-world", headers: { "x-note": "a\\r\\nauthorization: token x" } }),
  };
  console.log(JSON.stringify({ sent, status: response.status, data: response.data, refused, sentAfterRefused: arrivals }));
} finally {
  server.close();
}
`;

/** Every installed package.json under node_modules named `name`, wherever it is nested. */
const installedCopies = (dir: string, name: string): string[] => {
  const found: string[] = [];
  const walk = (modules: string): void => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dirs = entry.name.startsWith("@") ? readdirSync(join(modules, entry.name)).map((inner) => join(modules, entry.name, inner)) : [join(modules, entry.name)];
      for (const packageDir of dirs) {
        const manifest = join(packageDir, "package.json");
        if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === name) found.push(packageDir);
        walk(join(packageDir, "node_modules"));
      }
    }
  };
  walk(join(dir, "node_modules"));
  return found;
};

let work = "";
let verdaccio: ChildProcess | undefined;
let registry = "";
const projects = { user: "", npmOverride: "", pnpmOverride: "" };
const timings: Record<string, number> = {};
const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
  const start = Date.now();
  try {
    return await step();
  } finally {
    timings[label] = (Date.now() - start) / 1000;
  }
};

/** A fresh project outside the workspace: the scope from Verdaccio, the rest from the usual registry. */
const projectOf = (name: string, manifest: Record<string, unknown>, usual: string): string => {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name, private: true, ...manifest }, null, 2)}\n`);
  writeFileSync(join(dir, ".npmrc"), `registry=${usual}\n@request-options:registry=${registry}\n`);
  return dir;
};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "request-options-registry-"));
  const port = await freePort();
  registry = `http://127.0.0.1:${port}/`;
  const config = {
    storage: join(work, "storage"),
    auth: { htpasswd: { file: join(work, "htpasswd") } },
    uplinks: {},
    packages: { "@request-options/*": { access: "$all", publish: "$authenticated", unpublish: "$authenticated" } },
    web: { enable: false },
    middlewares: { audit: { enabled: false } },
    log: { type: "stdout", format: "json", level: "error" },
  };
  // JSON is YAML: Verdaccio reads it as its config file.
  writeFileSync(join(work, "verdaccio.yaml"), JSON.stringify(config));
  verdaccio = spawn(process.execPath, [join(root, "node_modules/verdaccio/bin/verdaccio"), "--config", join(work, "verdaccio.yaml"), "--listen", `127.0.0.1:${port}`], {
    cwd: work,
    env: baseEnv,
    detached: true,
    stdio: "ignore",
  });
  // The machine's usual registry and user config, as the caller's environment sets them.
  const usual = (await succeed("npm", ["config", "get", "registry"], work, process.env)).trim();
  await timed("verdaccio", () => waitForRegistry(registry, verdaccio as ChildProcess));

  // A publisher's token, from Verdaccio's adduser endpoint; the release reads it from a user
  // config of its own, which holds the scope registry and the token alone.
  const added = await fetch(`${registry}-/user/org.couchdb.user:release`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "release", password: "release-password" }),
  });
  const { token } = (await added.json()) as { token: string };
  const publisherConfig = join(work, "publisher.npmrc");
  writeFileSync(publisherConfig, `@request-options:registry=${registry}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  const [command, prefix] = pnpm();
  // --no-git-tag: the release leaves the repository's tags as they are.
  await timed("release", () =>
    succeed(command, [...prefix, "run", "release", "--no-git-tag"], root, {
      ...process.env,
      npm_config_userconfig: publisherConfig,
      "npm_config_@request-options:registry": registry,
    }),
  );

  projects.user = projectOf("user", {}, usual);
  projects.npmOverride = projectOf("npm-override", { type: "module", overrides }, usual);
  projects.pnpmOverride = projectOf("pnpm-override", { type: "module", dependencies: { "@octokit/core": "^7.0.0" }, pnpm: { overrides } }, usual);
  const npmInstall = ["install", "--no-audit", "--no-fund", "--loglevel=error"];
  await timed("installs", () =>
    Promise.all([
      succeed("npm", [...npmInstall, "@request-options/endpoint"], projects.user),
      succeed("npm", [...npmInstall, "@octokit/core@^7.0.0"], projects.npmOverride),
      succeed(command, [...prefix, "install", "--reporter=silent"], projects.pnpmOverride),
    ]),
  );
}, 110_000);

afterAll(async () => {
  for (const child of running) endGroup(child);
  if (verdaccio !== undefined) {
    const exited = new Promise((done) => {
      if (verdaccio?.exitCode !== null || verdaccio.signalCode !== null) return done(undefined);
      verdaccio.once("exit", done);
      verdaccio.once("error", done);
      // A Verdaccio that never started sends neither: the folder is removed all the same.
      setTimeout(done, 10_000).unref();
    });
    endGroup(verdaccio);
    await exited;
  }
  if (work !== "") rmSync(work, { recursive: true, force: true });
  console.log(`registry test steps (s): ${JSON.stringify(timings)}`);
});

describe("the packages published to a registry with `pnpm release`", () => {
  test("the registry serves every public package at its version, with its README, CHANGELOG and LICENSE", async () => {
    for (const name of publicPackages) {
      const manifest = (await (await fetch(`${registry}@request-options%2f${name}`)).json()) as { "dist-tags": { latest: string } };
      expect(manifest["dist-tags"].latest).toBe(versionOf(name));
    }
    // octokit-endpoint as the npm override installs it, under @octokit/endpoint's name.
    const installed = [...["types", "core", "endpoint"].map((name) => join(projects.user, "node_modules/@request-options", name)), join(projects.npmOverride, "node_modules/@octokit/endpoint")];
    for (const dir of installed) for (const file of ["README.md", "CHANGELOG.md", "LICENSE"]) expect(existsSync(join(dir, file))).toBe(true);
  });

  test("`npm install @request-options/endpoint` takes it from the registry, with its dependencies at the published versions", async () => {
    const tarball = await succeed("npm", ["view", "@request-options/endpoint", "dist.tarball"], projects.user, baseEnv);
    expect(tarball.trim().startsWith(registry)).toBe(true);
    const { dependencies } = JSON.parse(readFileSync(join(projects.user, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(dependencies["@request-options/endpoint"]).toBe(`^${versionOf("endpoint")}`);
    const installed = JSON.parse(readFileSync(join(projects.user, "node_modules/@request-options/endpoint/package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(installed.dependencies["@request-options/core"]).toBe(versionOf("core"));
  });

  test("the README has samples for a new user: under ## Install, and the first of ## Usage", () => {
    expect(readmeSamples.filter(within(install)).length).toBeGreaterThan(0);
    expect(readmeSamples.filter(within(usage))).toHaveLength(1);
  });

  test.each(readmeSamples.map((sample) => [`${readme}:${sample.line}`, sample] as const))("the README's sample at %s runs in the user's project", async (_, sample) => {
    const file = join(projects.user, `sample-${sample.line}.${/\brequire\(/.test(sample.code) ? "cjs" : "mjs"}`);
    writeFileSync(file, sample.code);
    await expect(succeed(process.execPath, [file], projects.user)).resolves.toBeDefined();
  });

  test("`npx -p @request-options/endpoint request-options` prints the request options", async () => {
    const out = await succeed("npx", ["-p", "@request-options/endpoint", "request-options", "GET /orgs/{org}/repos", "org=octokit"], projects.user);
    expect(JSON.parse(out)).toMatchObject({ method: "get", url: "https://api.github.com/orgs/octokit/repos" });
  });
});

describe.each([
  ["npm `overrides`", "npmOverride"],
  ["pnpm `pnpm.overrides`", "pnpmOverride"],
] as const)("@octokit/core over @request-options/octokit-endpoint, by %s", (_, project) => {
  test("a PATCH arrives as PATCH; a missing parameter, a `..` or a header injection fails with its code, and nothing is sent", async () => {
    const dir = projects[project];
    writeFileSync(join(dir, "check.mjs"), octokitCheck);
    const report = JSON.parse(await succeed(process.execPath, ["check.mjs"], dir)) as Record<string, unknown>;
    expect(report).toEqual({
      sent: [{ method: "PATCH", url: "/repos/octocat/hello-world", body: JSON.stringify({ description: "d" }) }],
      status: 200,
      data: { id: 1 },
      refused: {
        missing: { rejected: ["EndpointError", "MISSING_PARAMETER"] },
        dotDot: { rejected: ["EndpointError", "INVALID_PARAMETER"] },
        // @octokit/request merges the options before its promise starts, and merge() checks headers.
        header: { thrown: ["EndpointError", "INVALID_HEADER"] },
      },
      sentAfterRefused: [],
    });
  });

  test("@octokit/endpoint is ours everywhere in the tree: no copy of octokit's is installed", () => {
    const dir = projects[project];
    expect(installedCopies(dir, "@octokit/endpoint")).toEqual([]);
    expect(installedCopies(dir, "@request-options/octokit-endpoint").length).toBeGreaterThan(0);
    if (project === "pnpmOverride") expect(readdirSync(join(dir, "node_modules/.pnpm")).filter((entry) => entry.startsWith("@octokit+endpoint@"))).toEqual([]);
  });
});

describe("the npm override", () => {
  test("`npm ls @octokit/endpoint` names @request-options/octokit-endpoint", async () => {
    const out = await succeed("npm", ["ls", "@octokit/endpoint", "--all"], projects.npmOverride);
    expect(out).toContain(`@octokit/endpoint@npm:@request-options/octokit-endpoint@${version}`);
    expect(out).not.toMatch(/@octokit\/endpoint@\d/);
  });

  test("a TypeScript project using @octokit/core compiles with skipLibCheck off, and a wrong call fails", async () => {
    const dir = join(projects.npmOverride, "ts");
    mkdirSync(dir);
    writeFileSync(
      join(dir, "index.ts"),
      `import { Octokit } from "@octokit/core";
import { endpoint } from "@octokit/endpoint";

const octokit = new Octokit({ baseUrl: "http://127.0.0.1:1" });
export const pending: Promise<{ status: number }> = octokit.request("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", description: "d" });
export const method: Uppercase<string> = endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r" }).method;
`,
    );
    // In the same program, so one compilation checks both: the types really arrived.
    writeFileSync(join(dir, "wrong.ts"), `import { endpoint } from "@octokit/endpoint";\n\nexport const lower: Lowercase<string> = endpoint("GET /user").method;\n`);
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { module: "nodenext", moduleResolution: "nodenext", target: "es2022", lib: ["es2022", "dom"], strict: true, skipLibCheck: false, noEmit: true, types: [] },
        files: ["index.ts", "wrong.ts"],
      }),
    );
    const compiled = await run(process.execPath, [tsc, "-p", dir], dir);
    expect(compiled.stdout.split("\n").filter((line) => /error TS/.test(line))).toEqual([expect.stringMatching(/^wrong\.ts\(3,14\): error TS2322/)]);
    expect(compiled.code).not.toBe(0);
  });
});
