/**
 * Acceptance tests of the public API against the specification
 * (docs/request-options-builder.md), read together with docs/decisions.md.
 * Every expected value is written by hand from those two documents.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { endpoint, EndpointError, VERSION } from "@request-options/endpoint";
import { Loose, api, BASE, ACCEPT, UA, JSON_TYPE, DEFAULT_HEADERS, expectError } from "./support";

/** Deep equality plus the exact set of top-level keys (toEqual alone ignores `undefined` keys). */
const expectExactly = (actual: unknown, expected: Record<string, unknown>): void => {
  expect(actual).toEqual(expected);
  expect(Object.keys(actual as object).sort()).toEqual(Object.keys(expected).sort());
};

describe("spec §1 What the service does", () => {
  it("§1.1 turns a route and parameters into an object with method, url, headers, body and request", () => {
    const request = { timeout: 1000 };
    const result = endpoint("POST /repos/{owner}/{repo}/issues", {
      owner: "octocat",
      repo: "hello-world",
      title: "Found a bug",
      request,
    });
    expectExactly(result, {
      method: "post",
      url: `${BASE}/repos/octocat/hello-world/issues`,
      headers: { ...DEFAULT_HEADERS, "content-type": JSON_TYPE },
      body: { title: "Found a bug" },
      request: { timeout: 1000 },
    });
  });

  it("§1.2 applies defaults (base address, headers, media type, parameters) that can be overridden and layered", () => {
    expectExactly(endpoint("GET /user"), { method: "get", url: `${BASE}/user`, headers: DEFAULT_HEADERS });

    expectExactly(
      endpoint("GET /user", { baseUrl: "https://ghe.example.com/api/v3", headers: { accept: "application/json" } }),
      { method: "get", url: "https://ghe.example.com/api/v3/user", headers: { accept: "application/json", "user-agent": UA } },
    );

    const layered = endpoint
      .defaults({ baseUrl: "https://ghe.example.com/api/v3", mediaType: { format: "raw" } })
      .defaults({ headers: { "user-agent": "my-app/1.0.0" }, org: "acme" });
    expectExactly(layered("GET /orgs/{org}"), {
      method: "get",
      url: "https://ghe.example.com/api/v3/orgs/acme",
      headers: { accept: "application/vnd.github.v3.raw", "user-agent": "my-app/1.0.0" },
    });
  });

  it("§1.3 exposes endpoint(route, options), endpoint(options), defaults(), DEFAULTS, merge() and parse()", () => {
    expect(typeof endpoint).toBe("function");
    expect(typeof endpoint.defaults).toBe("function");
    expect(typeof endpoint.merge).toBe("function");
    expect(typeof endpoint.parse).toBe("function");
    expect(typeof endpoint.DEFAULTS).toBe("object");
    expect(endpoint("GET /user").url).toBe(`${BASE}/user`);
    expect(endpoint({ method: "GET", url: "/user" }).url).toBe(`${BASE}/user`);
  });

  it("§1.3 a derived endpoint has the same operations", () => {
    const derived = endpoint.defaults({ org: "acme" });
    expect(typeof derived).toBe("function");
    expect(typeof derived.defaults).toBe("function");
    expect(typeof derived.merge).toBe("function");
    expect(typeof derived.parse).toBe("function");
    expect(derived.DEFAULTS.org).toBe("acme");
    expect(derived("GET /orgs/{org}").url).toBe(`${BASE}/orgs/acme`);
  });

  it("§1.4 the target base address is https://api.github.com (DECISIONS Defaults)", () => {
    expect(endpoint.DEFAULTS.baseUrl).toBe("https://api.github.com");
    expect(endpoint("GET /rate_limit").url).toBe("https://api.github.com/rate_limit");
  });

  it("§1.4 the Node package offers both a require and an import form", () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, "..", "package.json"), "utf8")) as {
      exports: Record<string, Record<string, { types: string; default: string }>>;
    };
    const root = pkg.exports["."];
    expect(root?.["require"]).toEqual({ types: "./dist/index.d.cts", default: "./dist/index.cjs" });
    expect(root?.["import"]).toEqual({ types: "./dist/index.d.mts", default: "./dist/index.mjs" });
  });

  it("§1.5 endpoint() is synchronous: it returns the options, not a promise", () => {
    const result: Loose = endpoint("GET /user");
    expect(result).not.toBeInstanceOf(Promise);
    expect(typeof result.then).toBe("undefined");
    expect(result.method).toBe("get");
  });
});

describe("spec §2.1 Options (input)", () => {
  it("route form `<METHOD> <URL>`: `GET /orgs/:org`", () => {
    expectExactly(endpoint("GET /orgs/:org", { org: "octokit" }), {
      method: "get",
      url: `${BASE}/orgs/octokit`,
      headers: DEFAULT_HEADERS,
    });
  });

  it("when only a URL is given the method defaults to GET", () => {
    expectExactly(endpoint("/orgs/:org", { org: "octokit" }), {
      method: "get",
      url: `${BASE}/orgs/octokit`,
      headers: DEFAULT_HEADERS,
    });
  });

  it("options.method defaults to GET", () => {
    expect(endpoint({ url: "/orgs/{org}", org: "octokit" })).toEqual({
      method: "get",
      url: `${BASE}/orgs/octokit`,
      headers: DEFAULT_HEADERS,
    });
  });

  it("options.url may be a full URL", () => {
    expect(endpoint({ method: "GET", url: "https://ghe.example.com/api/v3/orgs/{org}", org: "octokit" }).url).toBe(
      "https://ghe.example.com/api/v3/orgs/octokit",
    );
  });

  it("options.url may contain :variable and {variable} placeholders", () => {
    expect(endpoint("GET /repos/:owner/{repo}", { owner: "octocat", repo: "hello-world" }).url).toBe(
      `${BASE}/repos/octocat/hello-world`,
    );
  });

  it("options.url is an RFC 6570 URI template", () => {
    expect(endpoint("GET /repos/{owner}/{repo}/contents{/path*}", { owner: "o", repo: "r", path: ["a b", "c"] }).url).toBe(
      `${BASE}/repos/o/r/contents/a%20b/c`,
    );
  });

  it("options.baseUrl prefixes relative paths", () => {
    expect(endpoint("GET /orgs/{org}", { org: "octokit", baseUrl: "https://ghe.example.com/api/v3" }).url).toBe(
      "https://ghe.example.com/api/v3/orgs/octokit",
    );
  });

  it("options.headers are merged with the defaults", () => {
    expect(endpoint("GET /user", { headers: { "if-none-match": '"abc"' } }).headers).toEqual({
      accept: ACCEPT,
      "user-agent": UA,
      "if-none-match": '"abc"',
    });
  });

  it.each([
    ["raw", "application/vnd.github.v3.raw"],
    ["diff", "application/vnd.github.v3.diff"],
    ["text+json", "application/vnd.github.v3.text+json"],
  ])("options.mediaType.format %s amends accept to %s", (format, accept) => {
    expect(endpoint("GET /repos/{owner}/{repo}/pulls/{n}", { owner: "o", repo: "r", n: 1, mediaType: { format } }).headers).toEqual({
      accept,
      "user-agent": UA,
    });
  });

  it("options.mediaType.previews (mercy, symmetra, scarlet-witch) amend accept", () => {
    expect(
      endpoint("GET /repos/{owner}/{repo}/topics", {
        owner: "o",
        repo: "r",
        mediaType: { previews: ["mercy", "symmetra", "scarlet-witch"] },
      }).headers.accept,
    ).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json,application/vnd.github.scarlet-witch-preview+json",
    );
  });

  it("options.mediaType.previews are merged with the defaults' previews, not replaced", () => {
    const derived = endpoint.defaults({ mediaType: { previews: ["symmetra"] } });
    expect(derived.merge("GET /x", { mediaType: { previews: ["mercy"] } }).mediaType.previews).toEqual(["symmetra", "mercy"]);
    expect(derived("GET /x", { mediaType: { previews: ["mercy"] } }).headers.accept).toBe(
      "application/vnd.github.symmetra-preview+json,application/vnd.github.mercy-preview+json",
    );
  });

  it("options.data sets the body directly instead of a JSON body built from other parameters", () => {
    const data = "raw text";
    expectExactly(endpoint("POST /markdown/raw", { data, headers: { "content-type": "text/plain" } }), {
      method: "post",
      url: `${BASE}/markdown/raw`,
      headers: { ...DEFAULT_HEADERS, "content-type": "text/plain" },
      body: "raw text",
    });
  });

  it("options.request is returned unchanged in the result", () => {
    const request = { timeout: 10, retries: { count: 3 } };
    const result = endpoint("GET /user", { request });
    expect(result.request).toBe(request);
    expect(result.request).toEqual({ timeout: 10, retries: { count: 3 } });
  });

  it("any other key is placed by the rules of §2.2", () => {
    expect(endpoint("GET /orgs/{org}/repos", { org: "o", type: "all" }).url).toBe(`${BASE}/orgs/o/repos?type=all`);
    expect(endpoint("POST /orgs/{org}/repos", { org: "o", name: "n" }).body).toEqual({ name: "n" });
  });
});

describe("spec §2.2 Placement of other option keys", () => {
  it("rule 1: a key with a placeholder in url replaces it: /orgs/:org/repos -> {base_url}/orgs/<org>/repos", () => {
    expectExactly(endpoint("GET /orgs/:org/repos", { org: "octokit" }), {
      method: "get",
      url: `${BASE}/orgs/octokit/repos`,
      headers: DEFAULT_HEADERS,
    });
  });

  it("rule 1: a key used by a placeholder is not also placed in the query or the body", () => {
    expect(endpoint("GET /orgs/{org}/repos", { org: "octokit" }).url).toBe(`${BASE}/orgs/octokit/repos`);
    expect(endpoint("POST /orgs/{org}/repos", { org: "octokit", name: "n" }).body).toEqual({ name: "n" });
  });

  it("rule 2: with GET the key becomes a query parameter (sample GET /orgs/:org/repos with type)", () => {
    expectExactly(endpoint("GET /orgs/:org/repos", { org: "octokit", type: "private" }), {
      method: "get",
      url: `${BASE}/orgs/octokit/repos?type=private`,
      headers: DEFAULT_HEADERS,
    });
  });

  it("rule 2: with HEAD the key becomes a query parameter", () => {
    expectExactly(endpoint("HEAD /orgs/:org/repos", { org: "octokit", type: "private" }), {
      method: "head",
      url: `${BASE}/orgs/octokit/repos?type=private`,
      headers: DEFAULT_HEADERS,
    });
  });

  it("rule 3: otherwise the key becomes a key of the JSON body", () => {
    expectExactly(endpoint("POST /orgs/{org}/repos", { org: "octokit", name: "hello", private: true }), {
      method: "post",
      url: `${BASE}/orgs/octokit/repos`,
      headers: { ...DEFAULT_HEADERS, "content-type": JSON_TYPE },
      body: { name: "hello", private: true },
    });
  });

  it("rules 4 and 5: the uploads sample, query template {?name,label} plus a body from data, caller content-type and numeric content-length", () => {
    const result = endpoint(
      "POST https://uploads.github.com/repos/:owner/:repo/releases/:id/assets{?name,label}",
      {
        owner: "octocat",
        repo: "hello-world",
        id: 1,
        name: "example.zip",
        label: "short description",
        headers: {
          "content-type": "text/plain",
          "content-length": 13,
          authorization: "token <ACCESS_TOKEN>",
        },
        data: "Hello, world!",
      },
    );
    expectExactly(result, {
      method: "post",
      url: "https://uploads.github.com/repos/octocat/hello-world/releases/1/assets?name=example.zip&label=short%20description",
      headers: {
        accept: ACCEPT,
        "user-agent": UA,
        "content-type": "text/plain",
        "content-length": 13,
        authorization: "token <ACCESS_TOKEN>",
      },
      body: "Hello, world!",
    });
  });

  it("rule 4: the query template keys are optional; without them there is no query", () => {
    expect(
      endpoint("POST https://uploads.github.com/repos/:owner/:repo/releases/:id/assets{?name,label}", {
        owner: "octocat",
        repo: "hello-world",
        id: 1,
        data: "x",
        headers: { "content-type": "text/plain" },
      }).url,
    ).toBe("https://uploads.github.com/repos/octocat/hello-world/releases/1/assets");
  });
});

describe("spec §2.3 Default headers", () => {
  it("user-agent is `<component>/<version>` and accept is application/vnd.github.v3+json", () => {
    expect(endpoint("GET /user").headers).toEqual({ accept: "application/vnd.github.v3+json", "user-agent": UA });
    expect(UA).toMatch(/^request-options\/\d+\.\d+\.\d+/);
    expect(endpoint.DEFAULTS.headers).toEqual({ accept: "application/vnd.github.v3+json", "user-agent": UA });
  });

  it("a passed header replaces the default of the same name", () => {
    expect(
      endpoint("GET /user", { headers: { "user-agent": "my-app/1.2.3", accept: "application/vnd.github.v3.raw" } }).headers,
    ).toEqual({ accept: "application/vnd.github.v3.raw", "user-agent": "my-app/1.2.3" });
  });
});

describe("spec §2.4 Result of endpoint()", () => {
  it.each([
    ["GET", "get"],
    ["POST", "post"],
    ["PUT", "put"],
    ["PATCH", "patch"],
    ["DELETE", "delete"],
    ["HEAD", "head"],
    ["OPTIONS", "options"],
  ])("method is always lowercase: %s -> %s", (method, lower) => {
    expect(endpoint(`${method} /user`).method).toBe(lower);
    expect(endpoint({ method, url: "/user" }).method).toBe(lower);
  });

  it("url is the full URL: base address plus path, placeholders replaced, query string appended", () => {
    expect(endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "open", per_page: 2 }).url).toBe(
      `${BASE}/repos/o/r/issues?state=open&per_page=2`,
    );
  });

  it("no query string is appended when there are no query parameters", () => {
    expect(endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r" }).url).toBe(`${BASE}/repos/o/r/issues`);
  });

  it("all header names are lowercase", () => {
    const result = endpoint("GET /user", { headers: { "X-GitHub-Api-Version": "2022-11-28", Accept: "text/html" } });
    expect(result.headers).toEqual({ accept: "text/html", "user-agent": UA, "x-github-api-version": "2022-11-28" });
    for (const name of Object.keys(result.headers)) expect(name).toBe(name.toLowerCase());
  });

  it("body is present only when a request body exists", () => {
    expect("body" in endpoint("GET /user", { since: "x" })).toBe(false);
    expect("body" in endpoint("POST /user/repos")).toBe(false);
    expect(endpoint("POST /user/repos", { name: "n" }).body).toEqual({ name: "n" });
  });

  it("body only for PATCH, POST, PUT and DELETE", () => {
    for (const method of ["PATCH", "POST", "PUT", "DELETE"]) {
      expect(endpoint(`${method} /x`, { a: 1 }).body).toEqual({ a: 1 });
    }
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      const result = endpoint(`${method} /x`, { a: 1 });
      expect("body" in result).toBe(false);
      expect(result.url).toBe(`${BASE}/x?a=1`);
    }
  });

  it("request is the request option, as passed in; absent when none was passed", () => {
    const request = { signalName: "s" };
    expect(endpoint("GET /user", { request }).request).toBe(request);
    expect("request" in endpoint("GET /user")).toBe(false);
  });
});

describe("spec §2.5 Result of endpoint.merge()", () => {
  it("has the effective baseUrl, upper-case method, unexpanded url, headers with authorization and unplaced parameters", () => {
    const merged = endpoint.merge("GET /orgs/:org/repos", {
      org: "octokit",
      type: "private",
      headers: { authorization: "token <ACCESS_TOKEN>" },
    });
    const { mediaType, ...rest } = merged;
    expectExactly(rest, {
      baseUrl: "https://api.github.com",
      method: "GET",
      url: "/orgs/:org/repos",
      headers: { accept: ACCEPT, "user-agent": UA, authorization: "token <ACCESS_TOKEN>" },
      org: "octokit",
      type: "private",
    });
    expect(mediaType.format).toBe("");
    expect(mediaType.previews ?? []).toEqual([]);
  });

  it("merge(options) gives the same as merge(route, options)", () => {
    expect(endpoint.merge({ method: "GET", url: "/orgs/:org/repos", org: "octokit" })).toEqual(
      endpoint.merge("GET /orgs/:org/repos", { org: "octokit" }),
    );
  });

  it("a value passed by the caller replaces a default value of the same key", () => {
    const derived = endpoint.defaults({
      org: "default-org",
      per_page: 30,
      headers: { accept: "text/html", authorization: "token default" },
    });
    const merged = derived.merge("GET /orgs/:org/repos", { org: "caller-org", headers: { authorization: "token caller" } });
    expect(merged.org).toBe("caller-org");
    expect(merged.per_page).toBe(30);
    expect(merged.headers).toEqual({ accept: "text/html", "user-agent": UA, authorization: "token caller" });
    expect(merged.url).toBe("/orgs/:org/repos");
    expect(merged.method).toBe("GET");
    expect(merged.baseUrl).toBe(BASE);
  });

  it("a derived baseUrl is the effective baseUrl of merge()", () => {
    expect(endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" }).merge("GET /user").baseUrl).toBe(
      "https://ghe.example.com/api/v3",
    );
  });
});

describe("spec §3 States and transitions", () => {
  it("each defaults() call returns a new endpoint function; the original is not modified", () => {
    const derived = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3", org: "acme" });
    const again = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3", org: "acme" });
    expect(derived).not.toBe(endpoint);
    expect(again).not.toBe(derived);
    expect(endpoint.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: BASE,
      headers: DEFAULT_HEADERS,
      mediaType: { format: "" },
    });
    expect(endpoint("GET /orgs/{org}", { org: "x" }).url).toBe(`${BASE}/orgs/x`);
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("GET /orgs/{org}"), "MISSING_PARAMETER", "org");
  });
});

describe("spec §4 Operations", () => {
  it("endpoint(options) accepts a route-form url", () => {
    expectExactly(endpoint({ url: "GET /orgs/{org}/repos", org: "octokit", type: "private" }), {
      method: "get",
      url: `${BASE}/orgs/octokit/repos?type=private`,
      headers: DEFAULT_HEADERS,
    });
    expectExactly(endpoint({ url: "POST /user/repos", name: "n" }), {
      method: "post",
      url: `${BASE}/user/repos`,
      headers: { ...DEFAULT_HEADERS, "content-type": JSON_TYPE },
      body: { name: "n" },
    });
  });

  it("endpoint.DEFAULTS is the current default options object, including baseUrl", () => {
    expect(endpoint.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": UA },
      mediaType: { format: "" },
    });
  });

  it("endpoint.parse(mergedOptions) returns the result object", () => {
    const parsed = endpoint.parse({
      method: "GET",
      baseUrl: "https://api.github.com",
      url: "/orgs/:org/repos",
      headers: { accept: ACCEPT, "user-agent": "hand-written/1.0" },
      mediaType: { format: "" },
      org: "octokit",
      type: "private",
    });
    expectExactly(parsed, {
      method: "get",
      url: `${BASE}/orgs/octokit/repos?type=private`,
      headers: { accept: ACCEPT, "user-agent": "hand-written/1.0" },
    });
  });
});

describe("spec §4 rule 1: endpoint(options) equals endpoint.parse(endpoint.merge(options))", () => {
  const data = { some: ["data"] };
  const request = { timeout: 5 };
  const cases: Array<[string, Loose]> = [
    ["GET with placeholder and query", { method: "GET", url: "/orgs/{org}/repos", org: "octokit", type: "private" }],
    ["route-form url with body", { url: "POST /user/repos", name: "n", private: true }],
    ["PUT without parameters", { method: "PUT", url: "/user/starred/{owner}/{repo}", owner: "o", repo: "r" }],
    ["PATCH with parameters", { method: "PATCH", url: "/repos/{owner}/{repo}", owner: "o", repo: "r", description: null }],
    ["DELETE with data", { method: "DELETE", url: "/repos/{owner}/{repo}/labels", owner: "o", repo: "r", data }],
    ["HEAD with query", { method: "HEAD", url: "/user/repos", per_page: 1 }],
    [
      "absolute url with query template",
      {
        method: "POST",
        url: "https://uploads.github.com/repos/:owner/:repo/releases/:id/assets{?name,label}",
        owner: "o",
        repo: "r",
        id: 7,
        name: "a.zip",
        label: "a b",
        data: "bytes",
        headers: { "content-type": "text/plain", "content-length": 5 },
      },
    ],
    ["previews and format", { method: "GET", url: "/repos/{owner}/{repo}", owner: "o", repo: "r", mediaType: { previews: ["mercy"], format: "raw" } }],
    ["baseUrl override", { method: "GET", url: "/user", baseUrl: "https://ghe.example.com/api/v3" }],
    ["mixed-case headers", { method: "GET", url: "/user", headers: { Authorization: "token t", "X-Foo": "bar" } }],
    ["Date and array query values", { method: "GET", url: "/issues", since: new Date(Date.UTC(2020, 0, 1)), labels: ["bug", "ui"] }],
    ["request option", { method: "GET", url: "/user", request }],
    ["custom method", { method: "PROPFIND", url: "/x", depth: 1 }],
    ["undefined values", { method: "POST", url: "/x", a: undefined, b: 2, headers: { "x-a": undefined } }],
  ];

  it.each(cases)("%s", (_name, options) => {
    expect(endpoint(options)).toEqual(endpoint.parse(endpoint.merge(options)));
  });

  it.each([
    ["GET /orgs/:org/repos", { org: "octokit", type: "private" }],
    ["POST /markdown/raw", { data: "# hi", headers: { accept: "text/html;charset=utf-8", "content-type": "text/plain" } }],
    ["PATCH /repos/{owner}/{repo}/issues/{n}", { owner: "o", repo: "r", n: 1, title: "t" }],
  ])("endpoint(route, options) equals parse(merge(route, options)) for %s", (route, options) => {
    expect(endpoint(route, options)).toEqual(endpoint.parse(endpoint.merge(route, options)));
  });

  it("holds for a derived endpoint too", () => {
    const derived = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3", org: "acme", per_page: 100 });
    expect(derived("GET /orgs/{org}/repos", { type: "all" })).toEqual(derived.parse(derived.merge("GET /orgs/{org}/repos", { type: "all" })));
    expect(derived("GET /orgs/{org}/repos", { type: "all" }).url).toBe(
      "https://ghe.example.com/api/v3/orgs/acme/repos?per_page=100&type=all",
    );
  });

  // merge() returns an object, which puts integer-like keys first: the query, built straight
  // from the defaults' and the call's parameters, once put them in merge order instead.
  it("holds for integer-like parameter keys over defaults that have parameters", () => {
    const derived = endpoint.defaults({ a: "x", 2: "d" });
    const call = (): ReturnType<typeof derived> => derived("GET /y", { 1: "b", c: "z" });
    expect(call()).toEqual(derived.parse(derived.merge("GET /y", { 1: "b", c: "z" })));
    expect(call().url).toBe("https://api.github.com/y?1=b&2=d&a=x&c=z");
  });
});

describe("spec §4 rule 2: parse is stateless", () => {
  const merged = {
    method: "POST",
    baseUrl: "https://ghe.example.com/api/v3",
    url: "/repos/{owner}/{repo}/issues",
    headers: { accept: ACCEPT, "user-agent": UA },
    mediaType: { format: "" },
    owner: "o",
    repo: "r",
    title: "t",
  };
  const expected = {
    method: "post",
    url: "https://ghe.example.com/api/v3/repos/o/r/issues",
    headers: { accept: ACCEPT, "user-agent": UA, "content-type": JSON_TYPE },
    body: { title: "t" },
  };

  it("the same merged options give the same result each time", () => {
    expectExactly(endpoint.parse(merged), expected);
    expectExactly(endpoint.parse(merged), expected);
  });

  it("parse of any endpoint function ignores that function's defaults", () => {
    const derived = endpoint.defaults({ baseUrl: "https://other.example.com", headers: { "user-agent": "other/1" }, extra: 1 });
    expectExactly(derived.parse(merged), expected);
  });
});

describe("spec §4 rule 3: defaults() cascade", () => {
  const level1 = endpoint.defaults({
    baseUrl: "https://github-enterprise.acme-inc.com/api/v3",
    headers: { "user-agent": "myApp/1.2.3" },
  });
  const level2 = level1.defaults({ headers: { authorization: "token <ACCESS_TOKEN>" }, org: "my-project" });
  const level3 = level2.defaults({ per_page: 100 });

  it("each level keeps the earlier defaults and adds its own; accept stays", () => {
    expectExactly(level3("GET /orgs/{org}/repos"), {
      method: "get",
      url: "https://github-enterprise.acme-inc.com/api/v3/orgs/my-project/repos?per_page=100",
      headers: {
        accept: ACCEPT,
        "user-agent": "myApp/1.2.3",
        authorization: "token <ACCESS_TOKEN>",
      },
    });
  });

  it("the DEFAULTS of the third level show everything", () => {
    expect(level3.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://github-enterprise.acme-inc.com/api/v3",
      headers: { accept: ACCEPT, "user-agent": "myApp/1.2.3", authorization: "token <ACCESS_TOKEN>" },
      mediaType: { format: "" },
      org: "my-project",
      per_page: 100,
    });
  });

  it("a later level overrides an earlier one; earlier levels are unchanged", () => {
    const level4 = level3.defaults({ baseUrl: "https://ghe2.example.com", headers: { authorization: "token other" }, per_page: 10 });
    expect(level4("GET /orgs/{org}/repos")).toEqual({
      method: "get",
      url: "https://ghe2.example.com/orgs/my-project/repos?per_page=10",
      headers: { accept: ACCEPT, "user-agent": "myApp/1.2.3", authorization: "token other" },
    });
    expect(level3("GET /orgs/{org}/repos").url).toBe(
      "https://github-enterprise.acme-inc.com/api/v3/orgs/my-project/repos?per_page=100",
    );
    expect(level1("GET /user")).toEqual({
      method: "get",
      url: "https://github-enterprise.acme-inc.com/api/v3/user",
      headers: { accept: ACCEPT, "user-agent": "myApp/1.2.3" },
    });
  });

  it("a call overrides every level", () => {
    expect(level3("GET /orgs/{org}/repos", { org: "other", per_page: 1, headers: { authorization: "token call" } })).toEqual({
      method: "get",
      url: "https://github-enterprise.acme-inc.com/api/v3/orgs/other/repos?per_page=1",
      headers: { accept: ACCEPT, "user-agent": "myApp/1.2.3", authorization: "token call" },
    });
  });
});

describe("spec §4 rule 4: DEFAULTS of a derived function", () => {
  it("shows the derived baseUrl; the original's DEFAULTS is unchanged", () => {
    const derived = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
    expect(derived.DEFAULTS.baseUrl).toBe("https://ghe.example.com/api/v3");
    expect(derived.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://ghe.example.com/api/v3",
      headers: DEFAULT_HEADERS,
      mediaType: { format: "" },
    });
    expect(endpoint.DEFAULTS.baseUrl).toBe("https://api.github.com");
    expect(endpoint.DEFAULTS).toEqual({ method: "GET", baseUrl: BASE, headers: DEFAULT_HEADERS, mediaType: { format: "" } });
  });
});

describe("spec §4 rule 5: default parameters are used like any other parameter", () => {
  const derived = endpoint.defaults({ org: "acme", per_page: 50 });

  it("as placeholder values", () => {
    expect(derived("GET /orgs/{org}").url).toBe(`${BASE}/orgs/acme?per_page=50`);
    expect(derived("GET /orgs/:org/members").url).toBe(`${BASE}/orgs/acme/members?per_page=50`);
  });

  it("as query keys", () => {
    expect(derived("GET /user/repos").url).toBe(`${BASE}/user/repos?org=acme&per_page=50`);
  });

  it("as body keys", () => {
    expect(derived("POST /orgs/{org}/repos", { name: "n" }).body).toEqual({ per_page: 50, name: "n" });
  });
});

describe("spec §4 rule 6: direct body", () => {
  it("the raw markdown sample: body is exactly data, accept and content-type from the caller", () => {
    const data = "Hello world github/linguist#1 **cool**, and #1!";
    const result = endpoint("POST /markdown/raw", {
      data,
      headers: { accept: "text/html;charset=utf-8", "content-type": "text/plain" },
    });
    expectExactly(result, {
      method: "post",
      url: `${BASE}/markdown/raw`,
      headers: { accept: "text/html;charset=utf-8", "content-type": "text/plain", "user-agent": UA },
      body: "Hello world github/linguist#1 **cool**, and #1!",
    });
    expect(result.body).toBe(data);
  });

  it("a non-string data is the body by reference", () => {
    const data = Buffer.from("bytes");
    const result = endpoint("POST /markdown/raw", { data, headers: { "content-type": "application/octet-stream" } });
    expect(result.body).toBe(data);
    expect(result.headers["content-type"]).toBe("application/octet-stream");
  });
});

describe("spec §5 Authentication", () => {
  it("the component adds no credentials of its own", () => {
    expect("authorization" in endpoint("GET /user").headers).toBe(false);
  });

  it("the caller supplies `token <ACCESS_TOKEN>` per call, passed through", () => {
    expect(endpoint("GET /user", { headers: { authorization: "token <ACCESS_TOKEN>" } }).headers).toEqual({
      ...DEFAULT_HEADERS,
      authorization: "token <ACCESS_TOKEN>",
    });
  });

  it("the caller supplies it via defaults()", () => {
    const authed = endpoint.defaults({ headers: { authorization: "token <ACCESS_TOKEN>" } });
    expect(authed("GET /user").headers).toEqual({ ...DEFAULT_HEADERS, authorization: "token <ACCESS_TOKEN>" });
    expect(authed.merge("GET /user").headers.authorization).toBe("token <ACCESS_TOKEN>");
  });

  it("the header name is lowercased in the result and in the merge output", () => {
    const result = endpoint("GET /user", { headers: { Authorization: "token <ACCESS_TOKEN>" } });
    expect(result.headers).toEqual({ ...DEFAULT_HEADERS, authorization: "token <ACCESS_TOKEN>" });
    expect("Authorization" in result.headers).toBe(false);
    const merged = endpoint.merge("GET /user", { headers: { AUTHORIZATION: "token <ACCESS_TOKEN>" } });
    expect(merged.headers).toEqual({ ...DEFAULT_HEADERS, authorization: "token <ACCESS_TOKEN>" });
    expect("AUTHORIZATION" in merged.headers).toBe(false);
  });
});

describe("spec §9 Versioning", () => {
  it("§9.1 default accept is the vendor media type of API version 3", () => {
    expect(endpoint("GET /user").headers.accept).toBe("application/vnd.github.v3+json");
  });

  it("§9.2 mediaType.format amends accept (raw, diff, text+json)", () => {
    expect(endpoint("GET /x", { mediaType: { format: "raw" } }).headers.accept).toBe("application/vnd.github.v3.raw");
    expect(endpoint("GET /x", { mediaType: { format: "diff" } }).headers.accept).toBe("application/vnd.github.v3.diff");
    expect(endpoint("GET /x", { mediaType: { format: "text+json" } }).headers.accept).toBe("application/vnd.github.v3.text+json");
  });

  it("§9.3 previews from defaults and from the call are combined", () => {
    const derived = endpoint.defaults({ mediaType: { previews: ["mercy"] } });
    expect(derived("GET /x", { mediaType: { previews: ["symmetra"] } }).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    );
    expect(derived("GET /x").headers.accept).toBe("application/vnd.github.mercy-preview+json");
  });

  it("§9.4 the default user-agent contains the released version", () => {
    expect(endpoint("GET /user").headers["user-agent"]).toBe(`request-options/${VERSION}`);
    expect(String(endpoint("GET /user").headers["user-agent"])).toContain(VERSION);
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("§9.6 a self-hosted server is selected with baseUrl", () => {
    const ghe = endpoint.defaults({ baseUrl: "https://github.acme-inc.com/api/v3" });
    expect(ghe("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }).url).toBe("https://github.acme-inc.com/api/v3/repos/o/r");
    expect(endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", baseUrl: "http://localhost:8080/api/v3" }).url).toBe(
      "http://localhost:8080/api/v3/repos/o/r",
    );
  });
});

describe("spec sample routes", () => {
  it("GET /orgs/:org/repos with type", () => {
    expect(endpoint("GET /orgs/:org/repos", { org: "octokit", type: "private" })).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": `request-options/${VERSION}` },
    });
  });

  it("POST /markdown/raw with data, accept text/html;charset=utf-8 and content-type text/plain", () => {
    expect(
      endpoint("POST /markdown/raw", {
        data: "**bold**",
        headers: { accept: "text/html;charset=utf-8", "content-type": "text/plain" },
      }),
    ).toEqual({
      method: "post",
      url: "https://api.github.com/markdown/raw",
      headers: { accept: "text/html;charset=utf-8", "content-type": "text/plain", "user-agent": UA },
      body: "**bold**",
    });
  });

  it("POST to the uploads URL with name, label, data, content-type and numeric content-length", () => {
    expect(
      endpoint("POST https://uploads.github.com/repos/:owner/:repo/releases/:id/assets{?name,label}", {
        owner: "octocat",
        repo: "hello-world",
        id: 42,
        name: "notes.txt",
        label: "Release notes",
        data: "notes",
        headers: { "content-type": "text/plain", "content-length": 5 },
      }),
    ).toEqual({
      method: "post",
      url: "https://uploads.github.com/repos/octocat/hello-world/releases/42/assets?name=notes.txt&label=Release%20notes",
      headers: { accept: ACCEPT, "user-agent": UA, "content-type": "text/plain", "content-length": 5 },
      body: "notes",
    });
  });
});
