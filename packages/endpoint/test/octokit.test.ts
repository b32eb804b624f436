/**
 * The octokit-compatible entry, `@request-options/endpoint/octokit`, against DECISIONS.md's "The
 * octokit-compatible entry": the main entry's operations, defaults, checks and errors, but `method` in upper
 * case and previews only for a url ending in `/graphql`. Expected values are written by hand.
 */
import { endpoint as octokit, EndpointError as OctokitEndpointError } from "@request-options/endpoint/octokit";
import { endpoint, EndpointError } from "@request-options/endpoint";
import { ACCEPT, BASE, caught, JSON_TYPE, type Loose, UA } from "./support";

const loose: Loose = octokit;
const MERCY = "application/vnd.github.mercy-preview+json";

describe("DECISIONS The octokit-compatible entry: method in upper case", () => {
  it("the call's result has the method upper case, whatever case the route or options give", () => {
    expect(octokit("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", description: "d" })).toEqual({
      method: "PATCH",
      url: `${BASE}/repos/o/r`,
      headers: { accept: ACCEPT, "user-agent": UA, "content-type": JSON_TYPE },
      body: { description: "d" },
    });
    expect(octokit("get /user").method).toBe("GET");
    expect(octokit({ method: "Delete", url: "/x" }).method).toBe("DELETE");
    expect(octokit("propfind /x").method).toBe("PROPFIND");
    expect(octokit("HEAD /x").method).toBe("HEAD");
  });

  it("parse() gives the method upper case too", () => {
    expect(octokit.parse(octokit.merge("patch /x")).method).toBe("PATCH");
    expect(octokit.parse({ ...endpoint.DEFAULTS, method: "put", url: "/x" }).method).toBe("PUT");
  });

  it("endpoints derived with .defaults() keep it, over two levels", () => {
    const derived = octokit.defaults({ method: "post", headers: { authorization: "token t" } });
    expect(derived("/x").method).toBe("POST");
    expect(derived.parse(derived.merge("/y")).method).toBe("POST");
    const twice = derived.defaults({ method: "patch" });
    expect(twice("/x", { a: 1 })).toEqual({
      method: "PATCH",
      url: `${BASE}/x`,
      headers: { accept: ACCEPT, "user-agent": UA, authorization: "token t", "content-type": JSON_TYPE },
      body: { a: 1 },
    });
    expect(twice("get /x", { a: 1 })).toEqual({ method: "GET", url: `${BASE}/x?a=1`, headers: { accept: ACCEPT, "user-agent": UA, authorization: "token t" } });
  });

  it("the main entry keeps the lower-case method for the same calls", () => {
    expect(endpoint("PATCH /x").method).toBe("patch");
    expect(endpoint.defaults({ method: "post" })("/x").method).toBe("post");
    expect(endpoint.parse(endpoint.merge("delete /x")).method).toBe("delete");
  });
});

describe("DECISIONS The octokit-compatible entry: previews only for /graphql", () => {
  it("previews leave accept alone for any other url", () => {
    expect(octokit("GET /repos/{owner}/{repo}/topics", { owner: "o", repo: "r", mediaType: { previews: ["mercy"] } }).headers.accept).toBe(ACCEPT);
    expect(octokit("PUT /x", { mediaType: { previews: ["mercy"] } }).headers.accept).toBe(ACCEPT);
    // Ends in "graphql", not "/graphql".
    expect(octokit("POST /mygraphql", { mediaType: { previews: ["mercy"] } }).headers.accept).toBe(ACCEPT);
    // The main entry amends them all.
    expect(endpoint("PUT /x", { mediaType: { previews: ["mercy"] } }).headers.accept).toBe(MERCY);
  });

  it("previews amend accept for a url ending in /graphql, relative or absolute", () => {
    expect(octokit("POST /graphql", { query: "q", mediaType: { previews: ["mercy"] } })).toEqual({
      method: "POST",
      url: `${BASE}/graphql`,
      headers: { accept: MERCY, "user-agent": UA, "content-type": JSON_TYPE },
      body: { query: "q" },
    });
    expect(octokit("POST https://ghe.example/api/graphql", { mediaType: { previews: ["mercy", "symmetra"] } }).headers.accept).toBe(
      `${MERCY},application/vnd.github.symmetra-preview+json`,
    );
    expect(octokit.defaults({ baseUrl: "https://ghe.example/api" })("POST /graphql", { mediaType: { previews: ["mercy"] } }).headers.accept).toBe(MERCY);
  });

  it("the url is the expanded one before the query: parameters left for the query keep the previews, a query in the template drops them", () => {
    expect(octokit("GET /graphql", { a: 1, mediaType: { previews: ["mercy"] } })).toMatchObject({ url: `${BASE}/graphql?a=1`, headers: { accept: MERCY } });
    expect(octokit("GET /{name}", { name: "graphql", mediaType: { previews: ["mercy"] } }).headers.accept).toBe(MERCY);
    expect(octokit("GET /graphql{?a}", { a: 1, mediaType: { previews: ["mercy"] } })).toMatchObject({ url: `${BASE}/graphql?a=1`, headers: { accept: ACCEPT } });
  });

  it("previews that accept already names count only for /graphql", () => {
    const accept = "application/vnd.github.symmetra-preview+json";
    expect(octokit("GET /x", { headers: { accept }, mediaType: { previews: ["mercy"] } }).headers.accept).toBe(accept);
    expect(octokit("POST /graphql", { headers: { accept }, mediaType: { previews: ["mercy"] } }).headers.accept).toBe(`${accept},${MERCY}`);
  });

  it("the defaults' previews follow the same rule, in .defaults() results and parse()", () => {
    const derived = octokit.defaults({ mediaType: { previews: ["symmetra"] } }).defaults({ mediaType: { previews: ["mercy"] } });
    expect(derived.merge("GET /x").mediaType.previews).toEqual(["symmetra", "mercy"]);
    expect(derived("GET /x").headers.accept).toBe(ACCEPT);
    expect(derived("POST /graphql").headers.accept).toBe(`application/vnd.github.symmetra-preview+json,${MERCY}`);
    expect(derived.parse(derived.merge("GET /x")).headers.accept).toBe(ACCEPT);
    expect(octokit.parse(octokit.merge("GET /x", { mediaType: { previews: ["mercy"] } })).headers.accept).toBe(ACCEPT);
    expect(octokit.parse(octokit.merge("POST /graphql", { mediaType: { previews: ["mercy"] } })).headers.accept).toBe(MERCY);
    // The main entry's parse() amends any url.
    expect(endpoint.parse(endpoint.merge("GET /x", { mediaType: { previews: ["mercy"] } })).headers.accept).toBe(MERCY);
  });

  it("merge() gives the url /graphql its previews as an array, [] when there are none, and .defaults() carries it", () => {
    expect(octokit.merge("POST /graphql", { query: "q" }).mediaType).toStrictEqual({ format: "", previews: [] });
    expect(octokit.merge({ url: "/graphql", mediaType: { previews: ["mercy-preview"] } }).mediaType).toStrictEqual({ format: "", previews: ["mercy"] });
    expect(octokit.merge("POST /x").mediaType).toStrictEqual({ format: "" });
    expect(octokit.merge("POST https://ghe.example/api/graphql").mediaType).toStrictEqual({ format: "" });
    expect(endpoint.merge("POST /graphql").mediaType).toStrictEqual({ format: "" });
    const derived = octokit.defaults({ url: "/graphql" });
    expect(derived.DEFAULTS.mediaType).toStrictEqual({ format: "", previews: [] });
    expect(derived.merge("GET /x").mediaType).toStrictEqual({ format: "", previews: [] });
    expect(octokit.DEFAULTS.mediaType).toStrictEqual({ format: "" });
    expect(octokit.defaults({ baseUrl: "https://ghe.example/api/v3" }).DEFAULTS.mediaType).toStrictEqual({ format: "" });
    // The caller's mediaType is copied, not written into.
    const mediaType = { format: "raw" };
    expect(octokit.merge("POST /graphql", { mediaType }).mediaType).toStrictEqual({ format: "raw", previews: [] });
    expect(mediaType).toStrictEqual({ format: "raw" });
    expect(Object.isFrozen(mediaType)).toBe(false);
  });

  it("mediaType.format applies everywhere, with or without previews", () => {
    expect(octokit("GET /x", { mediaType: { format: "raw" } }).headers.accept).toBe("application/vnd.github.v3.raw");
    expect(octokit("GET /x", { mediaType: { format: "diff", previews: ["mercy"] } }).headers.accept).toBe("application/vnd.github.v3.diff");
    expect(octokit("POST /graphql", { mediaType: { format: "raw", previews: ["mercy"] } }).headers.accept).toBe("application/vnd.github.mercy-preview.raw");
    expect(octokit.defaults({ mediaType: { format: "html", previews: ["mercy"] } })("GET /x").headers.accept).toBe("application/vnd.github.v3.html");
  });
});

describe("DECISIONS The octokit-compatible entry: everything else is the main entry's", () => {
  it("the same DEFAULTS, merge() and EndpointError class", () => {
    expect(octokit.DEFAULTS).toEqual(endpoint.DEFAULTS);
    expect(Object.isFrozen(octokit.DEFAULTS)).toBe(true);
    const options = { org: "o", type: "private", headers: { "X-A": "1" }, mediaType: { previews: ["mercy-preview"] } };
    expect(octokit.merge("GET /orgs/{org}/repos", options)).toEqual(endpoint.merge("GET /orgs/{org}/repos", options));
    expect(octokit.defaults({ per_page: 5 }).DEFAULTS).toEqual(endpoint.defaults({ per_page: 5 }).DEFAULTS);
    expect(OctokitEndpointError).toBe(EndpointError);
  });

  it("its members are ordinary properties, as the main entry's and Object.assign's are", () => {
    for (const made of [octokit, octokit.defaults({ per_page: 5 })]) {
      for (const key of ["DEFAULTS", "defaults", "merge", "parse"]) {
        expect(Object.getOwnPropertyDescriptor(made, key)).toEqual({ value: (made as Loose)[key], writable: true, enumerable: true, configurable: true });
      }
    }
  });

  it("results other than method and previews are the main entry's", () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ["GET /orgs/{org}/repos", { org: "octokit", type: "private", labels: ["a", "b"] }],
      ["POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", headers: { "X-Trace": 1 } }],
      ["PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }],
      ["GET /repos/{owner}/{repo}/readme", { owner: "o", repo: "r", mediaType: { format: "raw" } }],
      ["POST /markdown/raw", { data: "# x", headers: { "content-type": "text/plain" } }],
    ];
    for (const [route, options] of calls) expect(octokit(route, options)).toEqual({ ...endpoint(route, options), method: route.split(" ")[0] });
  });

  it("bad input throws the main entry's error: class, code and message", () => {
    const inputs: Array<(api: Loose) => unknown> = [
      (api) => api("GET /orgs/{org}/repos", {}),
      (api) => api("GET /repos/{owner}/x", { owner: ".." }),
      (api) => api("GET /user", { headers: { "x-a": "1\r\n2" } }),
      (api) => api(5),
      (api) => api("GET /issues", { filter: { a: 1 } }),
      (api) => api.defaults({ baseUrl: "ftp://x" }),
      (api) => api.parse("GET /x"),
      (api) => api.merge("GET /x", { mediaType: { previews: "mercy" } }),
      (api) => api.defaults({ method: "post" })("/orgs/{org}"),
    ];
    for (const input of inputs) {
      const ours = caught(() => input(loose)) as EndpointError;
      const main = caught(() => input(endpoint)) as EndpointError;
      expect(ours).toBeInstanceOf(EndpointError);
      expect([ours.code, ours.message]).toEqual([main.code, main.message]);
    }
  });
});
