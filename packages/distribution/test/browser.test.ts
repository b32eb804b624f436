import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../chromium.cjs";
import { pages, samplesOf } from "../../test-support/samples";

// The CDN file in a real browser: headless Chromium opens a page from a static server on
// 127.0.0.1, imports the bundle by its full URL (as from a CDN: another origin's module,
// allowed by CORS), and sends the options it builds with fetch to an echo server, which
// records what arrived. jest.config.ts runs this file only when a Chromium is there (or
// when REQUEST_OPTIONS_BROWSER=required, as in CI).
const dist = resolve(__dirname, "../../endpoint/dist");

interface Arrival {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const arrivals: Arrival[] = [];
const page = `<!doctype html><meta charset="utf-8"><title>request-options</title>`;

// The page's origin; the bundle comes from the "CDN" origin, the requests go to the echo one.
const site = createServer((request, response) => {
  response.writeHead(request.url === "/" ? 200 : 404, { "content-type": "text/html" }).end(page);
});
const cdn = createServer((request, response) => {
  const files: Record<string, string> = { "/endpoint.min.mjs": "endpoint.min.mjs", "/endpoint.min.mjs.map": "endpoint.min.mjs.map", "/openapi.min.mjs": "openapi.min.mjs", "/openapi.min.mjs.map": "openapi.min.mjs.map" };
  const file = files[request.url ?? ""];
  if (file === undefined) return void response.writeHead(404).end();
  response
    .writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" })
    .end(readFileSync(join(dist, file)));
});
const echo = createServer((request, response) => {
  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
    "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "",
  };
  if (request.method === "OPTIONS") return void response.writeHead(204, cors).end();
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    arrivals.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
    response.writeHead(200, { ...cors, "content-type": "application/json" }).end(JSON.stringify({ received: arrivals.length }));
  });
});

let browser: BrowserContext | undefined;
let userDataDir = "";
const origins = { site: "", cdn: "", echo: "" };

beforeAll(async () => {
  [origins.site, origins.cdn, origins.echo] = await Promise.all([listen(site), listen(cdn), listen(echo)]);
  if (chromiumPath === undefined) throw new Error("no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH)");
  userDataDir = mkdtempSync(join(tmpdir(), "request-options-chromium-"));
  // A fresh profile each run, so no state carries over between runs.
  browser = await chromium.launchPersistentContext(userDataDir, { executablePath: chromiumPath, args: chromiumArgs });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([site, cdn, echo].map((server) => new Promise((done) => server.close(done))));
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
});

/**
 * Runs the body of an async function in a fresh page of the site, with `cdn` and `echo` (the
 * origins) in scope. It is source text: ts-jest would turn a function's `import()` into
 * `require`, which a page does not have.
 */
const inPage = async (body: string): Promise<unknown> => {
  if (browser === undefined) throw new Error("the browser did not start");
  const tab = await browser.newPage();
  const problems: string[] = [];
  tab.on("pageerror", (error) => problems.push(error.message));
  try {
    await tab.goto(`${origins.site}/`);
    const result: unknown = await tab.evaluate(`(async ({ cdn, echo }) => {${body}})(${JSON.stringify(origins)})`);
    expect(problems).toEqual([]);
    return result;
  } finally {
    await tab.close();
  }
};

describe("the CDN bundle in headless Chromium", () => {
  test("imports by URL from another origin and builds the options", async () => {
    const result = (await inPage(`
      const { endpoint, VERSION } = await import(\`\${cdn}/endpoint.min.mjs\`);
      return { version: VERSION, options: endpoint("GET /orgs/{org}/repos{?type}", { org: "octo cat", type: "private", per_page: 2 }) };
    `)) as { version: string };
    expect(result).toEqual({
      version: require("../../endpoint/package.json").version,
      options: {
        method: "get",
        url: "https://api.github.com/orgs/octo%20cat/repos?type=private&per_page=2",
        headers: { accept: "application/vnd.github.v3+json", "user-agent": `request-options/${result.version}` },
      },
    });
  });

  // document.all is the one object typeof calls "undefined": as a query value it is dropped, as
  // undefined is. Terser folds `x === undefined || x === null` into `x == null`, which drops it
  // too, so dist.test.ts checks the unminified package (a review found a version that sent
  // "[object HTMLAllCollection]" there).
  test("drops document.all from the query, as undefined, alone and in a list", async () => {
    const urls = await inPage(`
      const { endpoint } = await import(\`\${cdn}/endpoint.min.mjs\`);
      return [endpoint("GET /r", { x: document.all, y: 1 }).url, endpoint("GET /r", { x: [document.all, 2] }).url];
    `);
    expect(urls).toEqual(["https://api.github.com/r?y=1", "https://api.github.com/r?x=2"]);
  });

  test("the openapi CDN file builds a document's operation, checked, in the page", async () => {
    const result = await inPage(`
      const { fromOpenApi, EndpointError } = await import(\`\${cdn}/openapi.min.mjs\`);
      const api = fromOpenApi({
        openapi: "3.1.0",
        servers: [{ url: "https://pets.test/v1" }],
        paths: { "/pets": { get: { operationId: "listPets", parameters: [{ name: "tags", in: "query", style: "pipeDelimited", schema: { type: "array", items: { type: "string" } } }] } } },
      });
      let refused;
      try { api("listPets", { tags: [1] }); } catch (error) { refused = [error instanceof EndpointError, error.code]; }
      return [api("listPets", { tags: ["a b", "c"] }).url, refused];
    `);
    expect(result).toEqual(["https://pets.test/v1/pets?tags=a%20b%7Cc", [true, "INVALID_PARAMETER"]]);
  });

  test("throws an EndpointError with its code, an instance of the bundle's class", async () => {
    const result = await inPage(`
      const { endpoint, EndpointError } = await import(\`\${cdn}/endpoint.min.mjs\`);
      try {
        endpoint("GET /repos/{owner}/{repo}", { owner: "o" });
        return undefined;
      } catch (error) {
        return { isEndpointError: error instanceof EndpointError, name: error.name, code: error.code, message: error.message };
      }
    `);
    expect(result).toEqual({
      isEndpointError: true,
      name: "EndpointError",
      code: "MISSING_PARAMETER",
      message: expect.stringContaining('"repo"'),
    });
  });

  test("fetch(...toFetch(options)) sends exactly the request the options describe", async () => {
    arrivals.length = 0;
    const reply = await inPage(`
      const { endpoint, toFetch } = await import(\`\${cdn}/endpoint.min.mjs\`);
      const api = endpoint.defaults({ baseUrl: \`\${echo}/api/v3\`, headers: { authorization: "token secret" } });
      const options = api("POST /repos/{owner}/{repo}/issues", {
        owner: "octocat",
        repo: "hello-world",
        title: "Found a bug",
        labels: ["bug", "ünïcode"],
        mediaType: { previews: ["squirrel-girl"] },
      });
      const response = await fetch(...toFetch(options));
      return { status: response.status, json: await response.json() };
    `);
    expect(reply).toEqual({ status: 200, json: { received: 1 } });
    expect(arrivals).toHaveLength(1);
    const [arrival] = arrivals;
    expect(arrival).toMatchObject({ method: "POST", url: "/api/v3/repos/octocat/hello-world/issues" });
    expect(arrival?.headers).toMatchObject({
      authorization: "token secret",
      accept: "application/vnd.github.squirrel-girl-preview+json",
      "content-type": "application/json; charset=utf-8",
    });
    expect(JSON.parse(arrival?.body ?? "")).toEqual({ title: "Found a bug", labels: ["bug", "ünïcode"] });
    // Chromium sends its own user-agent, whatever the page asks (docs/browsers.md).
    expect(arrival?.headers["user-agent"]).toMatch(/Chrome\//);
  });

  test("a GET sends no body and keeps its query", async () => {
    arrivals.length = 0;
    await inPage(`
      const { endpoint, toFetch } = await import(\`\${cdn}/endpoint.min.mjs\`);
      await fetch(...toFetch(endpoint("GET /search/issues", { baseUrl: echo, q: "is:open label:bug", per_page: 5 })));
    `);
    expect(arrivals).toEqual([
      expect.objectContaining({ method: "GET", url: "/search/issues?q=is%3Aopen%20label%3Abug&per_page=5", body: "" }),
    ]);
  });

  // The docs' HTML samples, verbatim: their CDN address gets the built file, and api.github.com
  // is answered here, both through the browser's request interception.
  const htmlSamples = pages.flatMap(samplesOf).filter((sample) => sample.lang === "html");

  test("the docs have HTML samples", () => {
    expect(htmlSamples.length).toBeGreaterThanOrEqual(2);
  });

  test.each(htmlSamples.map((sample) => [`${sample.page}:${sample.line}`, sample] as const))("%s runs in the page", async (_, sample) => {
    if (browser === undefined) throw new Error("the browser did not start");
    const tab = await browser.newPage();
    const problems: string[] = [];
    tab.on("pageerror", (error) => problems.push(error.message));
    // A module that fails to load is reported on the console, not as a page error.
    tab.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "*" };
    const bundle = readFileSync(join(dist, "endpoint.min.mjs"), "utf8");
    await tab.route(/^https:\/\/(cdn\.jsdelivr\.net|unpkg\.com)\//, (route) =>
      route.fulfill({ status: 200, headers: { ...cors, "content-type": "text/javascript" }, body: bundle }),
    );
    const answered = new Promise<string>((done) => {
      void tab.route(/^https:\/\/api\.github\.com\//, async (route) => {
        const request = route.request();
        await route.fulfill({ status: 200, headers: { ...cors, "content-type": "application/json" }, body: "{}" });
        if (request.method() !== "OPTIONS") done(`${request.method()} ${new URL(request.url()).pathname}`);
      });
    });
    try {
      await tab.goto(`${origins.site}/`);
      await tab.setContent(sample.code);
      // A sample that sends must reach the API; one that only imports must load.
      if (sample.code.includes("fetch(")) expect(await answered).toMatch(/^GET \/repos\//);
      else await tab.waitForFunction(() => document.readyState === "complete");
      // The sample's last lines run after the response: let them finish before looking.
      await tab.waitForTimeout(200);
      expect(problems).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
