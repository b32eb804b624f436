import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { promisify } from "node:util";
import { runBin, runBinWith } from "./cliBin";

const { version } = JSON.parse(readFileSync(path.join(__dirname, "../package.json"), "utf8")) as { version: string };
const userAgent = `request-options/${version}`;

/** What reached the echo server. */
interface Arrived {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

let server: Server;
let base: string;
const arrivals: Arrived[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      arrivals.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** What the server received for one request sent by `send`. */
const arrivalOf = async (send: () => Promise<unknown>): Promise<Arrived> => {
  arrivals.length = 0;
  await send();
  expect(arrivals).toHaveLength(1);
  return arrivals[0] as Arrived;
};

/** The command's output for `argv`, which must succeed. */
const output = (...argv: string[]): string => {
  const { code, stdout, stderr } = runBin(...argv);
  expect([code, stderr]).toEqual([0, ""]);
  return stdout;
};

// The curl command runs in a real shell, so its quoting is tested as a user meets it.
const shell = (command: string) => promisify(execFile)("/bin/sh", ["-c", `${command} --silent --show-error --output /dev/null`]);

// A route of each kind: a query with brackets and a quote, a JSON body, a raw body, no body.
const routes: ReadonlyArray<readonly [string, readonly string[], Partial<Arrived>]> = [
  [
    "a GET with a quote, brackets and a space in the query",
    ["GET /search/{kind}", "kind=issues", "q=it's a bug", 'fields[]:=["a","b"]', "-H", "authorization: token x'y"],
    { method: "GET", url: "/search/issues?q=it's%20a%20bug&fields[]=a&fields[]=b", body: "" },
  ],
  [
    "a POST with a JSON body",
    ["POST /repos/{owner}/{repo}/issues", "owner=octokit", "repo=rest.js", "title=Found a 'bug'", "labels:=[\"x\"]", "-H", "x-empty:"],
    { method: "POST", url: "/repos/octokit/rest.js/issues", body: JSON.stringify({ title: "Found a 'bug'", labels: ["x"] }) },
  ],
  ["a PUT with the empty body", ["PUT /user/starred/{owner}/{repo}", "owner=octokit", "repo=rest.js"], { method: "PUT", url: "/user/starred/octokit/rest.js", body: "" }],
  ["a raw body with a new line and a dollar sign", ["POST /markdown/raw", "-H", "content-type: text/plain", "--data", "Hello\n$HOME `x`"], { method: "POST", url: "/markdown/raw", body: "Hello\n$HOME `x`" }],
];

describe("--curl and --format fetch send exactly the request of the options", () => {
  test.each(routes)("%s", async (_, argv, expected) => {
    const options = JSON.parse(output("--base-url", base, ...argv)) as { url: string; headers: Record<string, string> };
    const viaCurl = await arrivalOf(() => shell(output("--curl", "--base-url", base, ...argv).trim()));
    const snippet = output("--format", "fetch", "--base-url", base, ...argv);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the snippet is what a user pastes
    const viaFetch = await arrivalOf(() => new Function(`return (async () => { ${snippet} return response.text(); })();`)() as Promise<unknown>);
    // curl sends the URL as it is; fetch sends it as the WHATWG URL parser writes it, which
    // percent-encodes a few more characters in a query (`'` as %27).
    expect(viaCurl.url).toBe(options.url.slice(base.length));
    expect(viaFetch.url).toBe(new URL(options.url).href.slice(base.length));
    const { url, ...rest } = expected;
    expect(viaCurl.url).toBe(url);
    for (const arrived of [viaCurl, viaFetch]) {
      expect(arrived).toEqual(expect.objectContaining(rest));
      // Every header of the options arrives as it is.
      for (const [name, value] of Object.entries(options.headers)) expect([name, arrived.headers[name]]).toEqual([name, value]);
      expect(arrived.headers["user-agent"]).toBe(userAgent);
    }
    // curl adds no content-type of its own, nor an accept of */*.
    expect(viaCurl.headers["content-type"]).toBe(options.headers["content-type"]);
    expect(viaCurl.headers["accept"]).toBe(options.headers["accept"]);
  });

  test("curl's output is one line: a single command; a HEAD request uses --head", () => {
    const command = output("--curl", "HEAD /repos/{owner}/{repo}", "owner=octokit", "repo=rest.js");
    expect(command.trimEnd().split("\n")).toHaveLength(1);
    expect(command).toContain("curl --globoff --path-as-is --head 'https://api.github.com/repos/octokit/rest.js'");
    expect(command).not.toContain("-X");
  });

  test("fetch's output is a fetch call with the URL and the init as JSON", () => {
    expect(output("--format", "fetch", "GET /orgs/{org}", "org=octokit")).toBe(
      `const response = await fetch("https://api.github.com/orgs/octokit", ${JSON.stringify(
        { method: "GET", headers: { accept: "application/vnd.github.v3+json", "user-agent": userAgent } },
        null,
        2,
      )});\n`,
    );
  });
});

describe("--data from a file or standard input", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "request-options-cli-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("@path: the file's contents are the body, as they are", () => {
    const file = path.join(dir, "body.md");
    writeFileSync(file, "# Title\n\nwith 'quotes' and é\n");
    const options = JSON.parse(output("POST /markdown/raw", "--data", `@${file}`)) as { body: unknown };
    expect(options.body).toBe("# Title\n\nwith 'quotes' and é\n");
  });

  test("-: standard input is the body", () => {
    const { code, stdout } = runBinWith("from stdin\n", "POST /markdown/raw", "--data", "-");
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { body: unknown }).body).toBe("from stdin\n");
  });

  test("a file that cannot be read: exit 2, one line naming it, no stack trace", () => {
    const missing = path.join(dir, "missing.json");
    const { code, stdout, stderr } = runBin("POST /markdown/raw", "--data", `@${missing}`);
    expect([code, stdout]).toEqual([2, ""]);
    expect(stderr).toMatch(new RegExp(`^request-options: INVALID_ARGUMENTS: cannot read the --data file ${JSON.stringify(missing).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: ENOENT`));
    expect(stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  test("--format that is none of the three: exit 2, one line", () => {
    const { code, stderr } = runBin("--format", "yaml", "GET /x");
    expect([code, stderr]).toEqual([2, 'request-options: INVALID_ARGUMENTS: --format must be json, curl or fetch, got "yaml"\n']);
  });
});
