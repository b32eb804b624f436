/**
 * The contract with `@octokit/request`, the main wrapper of `@octokit/endpoint`, run by the `octokit-request` jest
 * project: its `@octokit/endpoint` import is the octokit-compatible entry (jest.config.ts). Each request goes to a
 * loopback `node:http` server twice, once through it and once through a second `@octokit/request` over the real
 * `@octokit/endpoint`, and what the server receives must be the same, except where DECISIONS.md keeps a
 * difference on purpose (each such test names its rule).
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { request } from "@octokit/request";
import { EndpointError } from "@request-options/endpoint/octokit";

type Request = typeof request;

// A route typed as any string: @octokit/request's route types refuse the calls some tests make on purpose.
const untyped = (route: string): string => route;

// A second @octokit/request whose `@octokit/endpoint` is the real one: the mapped name mocked by the real file,
// found by its package's exports (jest's resolution of the name is the mapped one).
const realEndpointPackage = join(__dirname, "../node_modules/@octokit/endpoint");
const realEndpointFile = join(realEndpointPackage, (JSON.parse(readFileSync(join(realEndpointPackage, "package.json"), "utf8")) as { exports: { ".": { default: string } } }).exports["."].default);
let octokitRequest: Request = request;
jest.isolateModules(() => {
  jest.doMock("@octokit/endpoint", () => jest.requireActual(realEndpointFile));
  octokitRequest = (require("@octokit/request") as { request: Request }).request;
});
jest.dontMock("@octokit/endpoint");

/** What the server received. */
interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

let server: Server;
let baseUrl = "";
let last: Received | undefined;

beforeAll(async () => {
  server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      last = { method: incoming.method ?? "", url: incoming.url ?? "", headers: incoming.headers, body: Buffer.concat(chunks).toString("utf8") };
      const found = !(incoming.url ?? "").startsWith("/missing");
      response.writeHead(found ? 200 : 404, { "content-type": "application/json; charset=utf-8" });
      response.end(incoming.method === "HEAD" ? undefined : JSON.stringify(found ? { ok: true } : { message: "Not Found" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** How a request ended: its status, or the error's name, status and message. */
type Outcome = { status: number } | { error: { name: string; status: unknown; message: string } };

/** One request sent: what the server received (nothing, if nothing arrived) and how it ended. */
const exchange = async (send: () => Promise<{ status: number }>): Promise<{ received: Received | undefined; outcome: Outcome }> => {
  last = undefined;
  let outcome: Outcome;
  try {
    outcome = { status: (await send()).status };
  } catch (error) {
    const { name, status, message } = error as Error & { status?: unknown };
    outcome = { error: { name, status, message } };
  }
  return { received: last, outcome };
};

/** The same request through @octokit/request over the compat entry and over the real @octokit/endpoint. */
const both = async (send: (request: Request) => Promise<{ status: number }>) => {
  const ours = await exchange(() => send(request));
  const theirs = await exchange(() => send(octokitRequest));
  return { ours, theirs };
};

describe("@octokit/request over the octokit-compatible entry, against a loopback server", () => {
  test("the second copy runs the real @octokit/endpoint", () => {
    expect(octokitRequest).not.toBe(request);
    expect(octokitRequest.endpoint.DEFAULTS.headers["user-agent"]).toMatch(/^octokit-request\.js\//);
    expect(octokitRequest.endpoint("PATCH /x").method).toBe("PATCH");
    expect(() => octokitRequest.endpoint("GET /orgs/{org}")).not.toThrow();
    expect(() => request.endpoint("GET /orgs/{org}")).toThrow(EndpointError);
  });

  test("GET with a query", async () => {
    const { ours, theirs } = await both((send) => send("GET /orgs/{org}/repos", { baseUrl, org: "octokit", type: "private", per_page: 2 }));
    expect(ours).toEqual(theirs);
    expect(ours).toMatchObject({ received: { method: "GET", url: "/orgs/octokit/repos?type=private&per_page=2", body: "" }, outcome: { status: 200 } });
  });

  test("POST with a JSON body", async () => {
    const { ours, theirs } = await both((send) =>
      send("POST /repos/{owner}/{repo}/issues", { baseUrl, owner: "o", repo: "r", title: "t", labels: ["bug"], headers: { authorization: "token secret" } }),
    );
    expect(ours).toEqual(theirs);
    expect(ours.received).toMatchObject({ method: "POST", url: "/repos/o/r/issues", body: '{"title":"t","labels":["bug"]}' });
    expect(ours.received?.headers).toMatchObject({ "content-type": "application/json; charset=utf-8", authorization: "token secret" });
  });

  test("PATCH reaches node:http as PATCH, with its body", async () => {
    const { ours, theirs } = await both((send) => send("PATCH /repos/{owner}/{repo}", { baseUrl, owner: "o", repo: "r", description: "d" }));
    expect(ours).toEqual(theirs);
    expect(ours).toMatchObject({ received: { method: "PATCH", url: "/repos/o/r", body: '{"description":"d"}' }, outcome: { status: 200 } });
  });

  test("PUT without parameters sends an empty body", async () => {
    const { ours, theirs } = await both((send) => send("PUT /user/starred/{owner}/{repo}", { baseUrl, owner: "o", repo: "r" }));
    expect(ours).toEqual(theirs);
    expect(ours.received).toMatchObject({ method: "PUT", url: "/user/starred/o/r", body: "", headers: { "content-length": "0" } });
  });

  test("DELETE, with its leftovers as a JSON body", async () => {
    const { ours, theirs } = await both((send) => send("DELETE /repos/{owner}/{repo}/labels/{name}", { baseUrl, owner: "o", repo: "r", name: "bug", reason: "x" }));
    expect(ours).toEqual(theirs);
    expect(ours.received).toMatchObject({ method: "DELETE", url: "/repos/o/r/labels/bug", body: '{"reason":"x"}' });
  });

  test('HEAD on a 404 rejects with "Not Found"', async () => {
    const { ours, theirs } = await both((send) => send("HEAD /missing/{id}", { baseUrl, id: 1 }));
    expect(ours).toEqual(theirs);
    expect(ours).toEqual({
      received: expect.objectContaining({ method: "HEAD", url: "/missing/1" }) as Received,
      outcome: { error: { name: "HttpError", status: 404, message: "Not Found" } },
    });
  });

  test("a GET on a 404 rejects with the server's message", async () => {
    const { ours, theirs } = await both((send) => send("GET /missing", { baseUrl }));
    expect(ours).toEqual(theirs);
    expect(ours.outcome).toEqual({ error: { name: "HttpError", status: 404, message: "Not Found" } });
  });

  test(".defaults() chained twice", async () => {
    const { ours, theirs } = await both((send) =>
      send
        .defaults({ baseUrl, headers: { authorization: "token t" } })
        .defaults({ owner: "o", mediaType: { format: "raw" } })(untyped("GET /repos/{owner}/{repo}/readme"), { repo: "r" }),
    );
    expect(ours).toEqual(theirs);
    expect(ours.received).toMatchObject({ method: "GET", url: "/repos/o/r/readme", headers: { authorization: "token t", accept: "application/vnd.github.v3.raw" } });
  });

  test("request.endpoint.merge() and request.endpoint()", () => {
    const options = { owner: "o", repo: "r", title: "t", headers: { Authorization: "token t" }, request: { timeout: 5 } };
    expect(request.endpoint.merge("POST /repos/{owner}/{repo}/issues", options)).toEqual(octokitRequest.endpoint.merge("POST /repos/{owner}/{repo}/issues", options));
    expect(request.endpoint.merge("POST /repos/{owner}/{repo}/issues", options)).toMatchObject({ method: "POST", url: "/repos/{owner}/{repo}/issues", headers: { authorization: "token t" } });
    expect(request.endpoint("POST /repos/{owner}/{repo}/issues", options)).toEqual(octokitRequest.endpoint("POST /repos/{owner}/{repo}/issues", options));
  });

  test("previews amend accept for /graphql only, as @octokit/endpoint does (DECISIONS: The octokit-compatible entry)", async () => {
    const previews = { mediaType: { previews: ["machine-man"] } };
    const rest = await both((send) => send("POST /app/installations/{id}/access_tokens", { baseUrl, id: 1, ...previews }));
    expect(rest.ours).toEqual(rest.theirs);
    expect(rest.ours.received?.headers.accept).toBe("application/vnd.github.v3+json");
    const graphql = await both((send) => send("POST /graphql", { baseUrl, query: "{ viewer { login } }", ...previews }));
    expect(graphql.ours).toEqual(graphql.theirs);
    expect(graphql.ours.received?.headers.accept).toBe("application/vnd.github.machine-man-preview+json");
  });

  test("merge() gives the url /graphql its previews as an array, [] when there are none, in .defaults() too (DECISIONS: The octokit-compatible entry)", () => {
    // @octokit/endpoint's merge writes that [] into its DEFAULTS' mediaType when a call gives no mediaType: each call here gives one.
    const none = { query: "q", mediaType: { format: "" } };
    const merges = (api: Request["endpoint"]) => {
      const derived = api.defaults({ url: "/graphql", mediaType: { format: "" } });
      return [
        api.merge("POST /graphql", none),
        api.merge({ method: "POST", url: "/graphql", mediaType: { format: "raw", previews: ["machine-man-preview"] } }),
        api.merge("POST /markdown", none),
        api.merge("POST /api/graphql", none),
        api.defaults({ method: "POST", mediaType: { format: "" } }).merge("/graphql", none),
        derived.DEFAULTS,
        derived.merge({ mediaType: { format: "raw" } }),
        derived.merge("GET /x", none),
        api.parse(api.merge("POST /graphql", none)),
      ];
    };
    const ours = merges(request.endpoint);
    expect(ours).toEqual(merges(octokitRequest.endpoint));
    const previews = ours.map((options) => (options as { mediaType?: { previews?: unknown } }).mediaType?.previews);
    expect(previews).toStrictEqual([[], ["machine-man"], undefined, undefined, [], [], [], [], undefined]);
  });
});

describe("@octokit/request over the octokit-compatible entry: the differences DECISIONS.md keeps", () => {
  test("a missing parameter, the call made inside the async path, rejects with MISSING_PARAMETER and sends nothing (DECISIONS: URL, simple expressions are required)", async () => {
    const { ours, theirs } = await both((send) => Promise.resolve().then(() => send(untyped("GET /orgs/{org}/repos"), { baseUrl })));
    expect(ours.received).toBeUndefined();
    expect(ours.outcome).toEqual({ error: { name: "EndpointError", status: undefined, message: expect.stringContaining('"org"') as string } });
    await expect(Promise.resolve().then(() => request(untyped("GET /orgs/{org}/repos"), { baseUrl }))).rejects.toMatchObject({ code: "MISSING_PARAMETER" });
    // Called outside an async path, the wrapper's own call throws (docs/migration.md, "Wrappers").
    expect(() => request(untyped("GET /orgs/{org}/repos"), { baseUrl })).toThrow(EndpointError);
    // The real @octokit/endpoint drops it and sends another request.
    expect(theirs.received?.url).toBe("/orgs//repos");
  });

  test("an array in the query keeps its commas literal (DECISIONS: Parameters, arrays joined with `,`)", async () => {
    const { ours, theirs } = await both((send) => send(untyped("GET /repos/{owner}/{repo}/issues"), { baseUrl, owner: "o", repo: "r", labels: ["bug", "ui"] }));
    expect(ours.received?.url).toBe("/repos/o/r/issues?labels=bug,ui");
    expect(theirs.received?.url).toBe("/repos/o/r/issues?labels=bug%2Cui");
    expect({ ...ours.received, url: "" }).toEqual({ ...theirs.received, url: "" });
  });

  test("a value expanding to `..` is refused, not sent to another path (DECISIONS: URL, dot segments)", async () => {
    const { ours, theirs } = await both((send) => Promise.resolve().then(() => send("GET /repos/{owner}/issues", { baseUrl, owner: ".." })));
    expect(ours).toEqual({ received: undefined, outcome: { error: expect.objectContaining({ name: "EndpointError" }) as object } });
    await expect(Promise.resolve().then(() => request("GET /repos/{owner}/issues", { baseUrl, owner: ".." }))).rejects.toMatchObject({ code: "INVALID_PARAMETER" });
    expect(theirs.received?.url).toBe("/issues");
  });
});
