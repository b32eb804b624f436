/**
 * Acceptance tests of the public API against every rule of docs/decisions.md (the copy of DECISIONS.md)
 * (Names, Defaults, Route and method, URL, Parameters, Headers, Media types, Errors).
 * Ownership has its own file (ownership.test.ts), and so has the linear-time rule
 * (linearTime.test.ts, which every timing check lives in). Every expected value is written by hand
 * from the documents.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { EndpointError as CoreEndpointError } from "@request-options/core";
import { endpoint, EndpointError, toFetch, VERSION } from "@request-options/endpoint";
import { vectorsOf } from "../../test-support/uritemplateVectors";
import { ACCEPT, Loose, api, BASE, JSON_TYPE, caught, expectError } from "./support";

const PACKAGE_VERSION = (JSON.parse(readFileSync(join(__dirname, "..", "package.json"), "utf8")) as { version: string })
  .version;
// From package.json itself, not VERSION: these tests check that the two agree.
const UA = `request-options/${PACKAGE_VERSION}`;
const DEFAULT_HEADERS = { accept: ACCEPT, "user-agent": UA };
const DATE = new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6));
const DATE_ISO = "2024-01-02T03:04:05.006Z";
const DATE_ENCODED = "2024-01-02T03%3A04%3A05.006Z";

/** The code of what `fn` throws (undefined when it does not throw). */
const codeOf = (fn: () => unknown): unknown => (caught(fn) as { code?: unknown } | undefined)?.code;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^$(){}|[\]\\/]/g, "\\$&");

describe("DECISIONS Names", () => {
  it("the default user-agent is `request-options/<version>`", () => {
    expect(endpoint.DEFAULTS.headers["user-agent"]).toBe(`request-options/${PACKAGE_VERSION}`);
    expect(endpoint("GET /user").headers["user-agent"]).toBe(`request-options/${PACKAGE_VERSION}`);
  });

  it("<version> is the `version` of @request-options/endpoint's package.json, and VERSION equals it", () => {
    expect(PACKAGE_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(VERSION).toBe(PACKAGE_VERSION);
  });
});

describe("DECISIONS Names: packages and program", () => {
  const manifest = (name: string): Record<string, unknown> =>
    JSON.parse(readFileSync(join(__dirname, "..", "..", name, "package.json"), "utf8")) as Record<string, unknown>;

  it("the packages are @request-options/types, @request-options/core and @request-options/endpoint", () => {
    expect(manifest("types")["name"]).toBe("@request-options/types");
    expect(manifest("core")["name"]).toBe("@request-options/core");
    expect(manifest("endpoint")["name"]).toBe("@request-options/endpoint");
  });

  it("the command-line program `request-options` is a bin of @request-options/endpoint", () => {
    const bin = manifest("endpoint")["bin"] as Record<string, unknown> | undefined;
    expect(bin).toEqual(expect.objectContaining({ "request-options": expect.any(String) }));
  });
});

describe("DECISIONS Defaults", () => {
  it("baseUrl https://api.github.com, method GET, accept application/vnd.github.v3+json, user-agent, mediaType.format \"\"", () => {
    expect(endpoint.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": UA },
      mediaType: { format: "" },
    });
    expect(Object.keys(endpoint.DEFAULTS).sort()).toEqual(["baseUrl", "headers", "mediaType", "method"]);
  });

  it("everything stays overridable through defaults(): method, baseUrl, accept, user-agent, mediaType.format", () => {
    const derived = endpoint.defaults({
      method: "POST",
      baseUrl: "https://ghe.example.com/api/v3",
      headers: { accept: "application/vnd.acme.v2+json", "user-agent": "my-app/2.0.0" },
      mediaType: { format: "raw" },
    });
    expect(derived.DEFAULTS).toEqual({
      method: "POST",
      baseUrl: "https://ghe.example.com/api/v3",
      headers: { accept: "application/vnd.acme.v2+json", "user-agent": "my-app/2.0.0" },
      mediaType: { format: "raw" },
    });
    expect(derived("/markdown", { text: "t" })).toEqual({
      method: "post",
      url: "https://ghe.example.com/api/v3/markdown",
      headers: { accept: "application/vnd.acme.v2.raw", "user-agent": "my-app/2.0.0", "content-type": JSON_TYPE },
      body: { text: "t" },
    });
  });
});

describe("DECISIONS Route and method", () => {
  it("a route string is trimmed", () => {
    expect(endpoint("  GET /orgs/{org}  ", { org: "o" })).toEqual({ method: "get", url: `${BASE}/orgs/o`, headers: DEFAULT_HEADERS });
    expect(endpoint("\n\tPOST /user/repos\t\n", { name: "n" }).method).toBe("post");
    expect(endpoint("\n\tPOST /user/repos\t\n", { name: "n" }).url).toBe(`${BASE}/user/repos`);
  });

  it("a route string is split on its first run of white space", () => {
    expect(endpoint("GET \t   /orgs/{org}", { org: "o" }).url).toBe(`${BASE}/orgs/o`);
    expect(endpoint("DELETE\t/repos/{owner}/{repo}", { owner: "o", repo: "r" })).toEqual({
      method: "delete",
      url: `${BASE}/repos/o/r`,
      headers: DEFAULT_HEADERS,
    });
  });

  it("one token is a URL; the method comes from options, else defaults, else GET", () => {
    expect(endpoint("/orgs/{org}", { org: "o" }).method).toBe("get");
    expect(endpoint("/orgs/{org}", { org: "o" }).url).toBe(`${BASE}/orgs/o`);
    expect(endpoint("/user/repos", { method: "POST", name: "n" })).toEqual({
      method: "post",
      url: `${BASE}/user/repos`,
      headers: { ...DEFAULT_HEADERS, "content-type": JSON_TYPE },
      body: { name: "n" },
    });
    const putting = endpoint.defaults({ method: "PUT" });
    expect(putting("/user/starred/{owner}/{repo}", { owner: "o", repo: "r" })).toMatchObject({
      method: "put",
      url: `${BASE}/user/starred/o/r`,
      body: "",
    });
  });

  it.each([[""], ["   "], ["\t\n"]])("an empty route %j is INVALID_ROUTE", (route) => {
    expectError(() => endpoint(route), "INVALID_ROUTE", /route/i);
    expectError(() => endpoint.merge(route), "INVALID_ROUTE", /route/i);
  });

  it.each([["GET /a /b"], ["GET /a b"], ["POST  /x  y  z"]])("a route with more than two tokens %j is INVALID_ROUTE", (route) => {
    expectError(() => endpoint(route), "INVALID_ROUTE", /route/i);
    expectError(() => endpoint.merge(route), "INVALID_ROUTE", /route/i);
    // A url option in route form follows the same rule: not a template with encoded spaces.
    expectError(() => endpoint({ url: route }), "INVALID_ROUTE", /route form/i);
    expectError(() => endpoint("GET /x", { url: route }), "INVALID_ROUTE", /route form/i);
    expectError(() => endpoint.merge({ url: route }), "INVALID_ROUTE", /route form/i);
    expectError(() => endpoint.defaults({ url: route }), "INVALID_ROUTE", /route form/i);
  });

  it("keys given in options override the method and url parsed from the route", () => {
    expect(endpoint("GET /a", { method: "POST", url: "/b", x: 1 })).toEqual({
      method: "post",
      url: `${BASE}/b`,
      headers: { ...DEFAULT_HEADERS, "content-type": JSON_TYPE },
      body: { x: 1 },
    });
    const merged = endpoint.merge("GET /a", { method: "PATCH", url: "/b/{id}" });
    expect(merged.method).toBe("PATCH");
    expect(merged.url).toBe("/b/{id}");
  });

  it.each([
    ["route G@T", () => endpoint("G@T /x")],
    ["route (GET)", () => endpoint("(GET) /x")],
    ["option with a space", () => endpoint({ method: "GE T", url: "/x" })],
    ["option with CR LF", () => endpoint({ method: "GET\r\n", url: "/x" })],
    ["option with a comma", () => endpoint("/x", { method: "GET,POST" })],
    ["option with a slash via merge", () => endpoint.merge({ method: "GET/1", url: "/x" })],
  ])("a method that is not an RFC 9110 token is INVALID_METHOD (%s)", (_name, fn) => {
    expectError(fn, "INVALID_METHOD", /method|G@T|\(GET\)|GE T|GET,POST|GET\/1/i);
  });

  it("RFC 9110 token characters are all accepted in a method", () => {
    expect(endpoint("M-SEARCH /x").method).toBe("m-search");
    expect(endpoint({ method: "X!#$%&'*+.^_`|~9", url: "/x" }).method).toBe("x!#$%&'*+.^_`|~9");
  });

  it("merge() returns the method upper case", () => {
    expect(endpoint.merge("patch /x").method).toBe("PATCH");
    expect(endpoint.merge({ method: "Delete", url: "/x" }).method).toBe("DELETE");
    expect(endpoint.merge("propfind /x").method).toBe("PROPFIND");
    expect(endpoint.defaults({ method: "post" }).merge("/x").method).toBe("POST");
  });

  it("the result's method is lower case (§2.4), unlike @octokit/endpoint", () => {
    expect(endpoint("PATCH /x").method).toBe("patch");
    expect(endpoint("PROPFIND /x").method).toBe("propfind");
    expect(endpoint.parse(endpoint.merge("DELETE /x")).method).toBe("delete");
  });

  it("the fetch adapter (toFetch) upper-cases the method, so PATCH reaches servers as PATCH", () => {
    const options = endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", description: "d" });
    expect(options.method).toBe("patch");
    const [url, init] = toFetch(options);
    expect(url).toBe(`${BASE}/repos/o/r`);
    expect(init.method).toBe("PATCH");
    expect(init.body).toBe('{"description":"d"}');
  });

  it("placement decisions compare the method case-insensitively", () => {
    expect(endpoint("get /search", { q: "x" }).url).toBe(`${BASE}/search?q=x`);
    expect("body" in endpoint("get /search", { q: "x" })).toBe(false);
    expect(endpoint({ method: "Head", url: "/x", a: 1 }).url).toBe(`${BASE}/x?a=1`);
    expect(endpoint("post /x", { a: 1 }).body).toEqual({ a: 1 });
    expect(endpoint("Delete /x", { a: 1 }).body).toEqual({ a: 1 });
    expect(endpoint("patch /x").body).toBe("");
    expect(endpoint("pUt /x").body).toBe("");
    expect("body" in endpoint("post /x")).toBe(false);
    expect(endpoint("options /x", { a: 1 }).url).toBe(`${BASE}/x?a=1`);
  });
});

describe("DECISIONS URL: `:name` placeholders", () => {
  it("`:name` means `{name}`, encoded like a simple expression: `/` becomes %2F", () => {
    expect(endpoint("GET /repos/:owner/:repo", { owner: "a/b", repo: "c d" }).url).toBe(`${BASE}/repos/a%2Fb/c%20d`);
  });

  it("name = a letter or `_`, then word characters (single letter, upper case and underscore included)", () => {
    expect(endpoint("GET /x/:a", { a: "v" }).url).toBe(`${BASE}/x/v`);
    expect(endpoint("GET /orgs/:Org", { Org: "o" }).url).toBe(`${BASE}/orgs/o`);
    expect(endpoint("GET /x/:_private1/y", { _private1: "v" }).url).toBe(`${BASE}/x/v/y`);
    expect(endpoint("GET /repos/:owner/:repo.git", { owner: "o", repo: "r" }).url).toBe(`${BASE}/repos/o/r.git`);
  });

  it("a colon followed by a digit is not a placeholder", () => {
    expect(endpoint("GET /x/:1abc").url).toBe(`${BASE}/x/:1abc`);
  });

  it("never in the authority: a port `:8443`", () => {
    expect(endpoint("GET http://localhost:8443/orgs/:org", { org: "o" }).url).toBe("http://localhost:8443/orgs/o");
    expect(endpoint("GET /orgs/:org", { org: "o", baseUrl: "https://ghe.example.com:8443/api/v3" }).url).toBe(
      "https://ghe.example.com:8443/api/v3/orgs/o",
    );
  });

  it("never in the authority: `user:pass@` stays literal even when a `pass` parameter exists", () => {
    expect(endpoint("GET https://user:pass@example.com/orgs/:org", { org: "o", pass: "secret" }).url).toBe(
      "https://user:pass@example.com/orgs/o?pass=secret",
    );
  });

  it("never after `?`: `?q=is:open` stays literal", () => {
    expect(endpoint("GET /search/issues?q=is:open").url).toBe(`${BASE}/search/issues?q=is:open`);
    expect(endpoint("POST /search/issues?q=is:open", { open: "v" })).toEqual({
      method: "post",
      url: `${BASE}/search/issues?q=is:open`,
      headers: { ...DEFAULT_HEADERS, "content-type": JSON_TYPE },
      body: { open: "v" },
    });
  });

  it("never after `#`", () => {
    expect(endpoint("POST /x#section:intro", { intro: "v" })).toEqual({
      method: "post",
      url: `${BASE}/x#section:intro`,
      headers: { ...DEFAULT_HEADERS, "content-type": JSON_TYPE },
      body: { intro: "v" },
    });
  });
});

describe("DECISIONS URL: RFC 6570 level 4 templates", () => {
  const vars = {
    var: "value",
    hello: "Hello World!",
    path: "/foo/bar",
    list: ["red", "green", "blue"],
    keys: { semi: ";", dot: ".", comma: "," },
    x: "1024",
    y: "768",
    empty: "",
  };
  it.each([
    ["/x/{var}", "/x/value"],
    ["/x/{hello}", "/x/Hello%20World%21"],
    ["/x/{+hello}", "/x/Hello%20World!"],
    ["/x{+path}/here", "/x/foo/bar/here"],
    ["/x{#hello}", "/x#Hello%20World!"],
    ["/x/{x,y}", "/x/1024,768"],
    ["/file{.list}", "/file.red,green,blue"],
    ["/file{.list*}", "/file.red.green.blue"],
    ["/x{/list*}", "/x/red/green/blue"],
    ["/x{/list*,path:4}", "/x/red/green/blue/%2Ffoo"],
    ["/x{/var,x}/here", "/x/value/1024/here"],
    ["/x{;x,y,empty}", "/x;x=1024;y=768;empty"],
    ["/x{?x,y,empty}", "/x?x=1024&y=768&empty="],
    ["/x?fixed=yes{&x}", "/x?fixed=yes&x=1024"],
    ["/x/{var:3}", "/x/val"],
    ["/x{?list*}", "/x?list=red&list=green&list=blue"],
    ["/x{?keys*}", "/x?semi=%3B&dot=.&comma=%2C"],
    ["/x/{keys}", "/x/semi,%3B,dot,.,comma,%2C"],
    ["/x{;hello:5}", "/x;hello=Hello"],
  ])("%s expands to %s", (template, expanded) => {
    // POST: parameters not in the template go to the body, so the URL shows the expansion only.
    expect(endpoint({ method: "POST", url: template, ...vars }).url).toBe(`${BASE}${expanded}`);
  });

  it("a `{?...}` expansion and leftover GET parameters share one query string", () => {
    expect(endpoint("GET /x{?a}", { a: 1, b: 2 }).url).toBe(`${BASE}/x?a=1&b=2`);
  });
});

describe("DECISIONS URL: the public uritemplate-test suite through endpoint()", () => {
  // The uritemplate-test conformance suite, read from its fixture files (origin, commit and
  // licence in packages/core/test/fixtures/uritemplate-test/NOTICE.md). Each template is appended
  // to "/t" and sent with POST, so only the expansion shows in the URL.
  const operators = new Set(["+", "#", ".", "/", ";", "?", "&"]);
  /** Variables of simple (operator-less) expressions that are undefined or null: MISSING_PARAMETER. */
  const missingSimple = (template: string, variables: Record<string, unknown>): string[] =>
    [...template.matchAll(/\{([^{}]*)\}/g)]
      .map((match) => match[1] ?? "")
      .filter((expression) => expression !== "" && !operators.has(expression.charAt(0)))
      .flatMap((expression) => expression.split(",").map((name) => name.replace(/(\*|:\d+)$/, "")))
      .filter((name) => variables[name] === undefined || variables[name] === null);

  const positive: Array<[string, string, Record<string, unknown>, string | string[]]> = [];
  const negative: Array<[string, string, Record<string, unknown>]> = [];
  for (const [group, cases] of ["spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"].flatMap(vectorsOf)) {
    for (const { template, expected, variables } of cases) {
      const name = `${group}: ${template}`;
      if (expected === false) negative.push([name, template, variables]);
      else positive.push([name, template, variables, expected]);
    }
  }

  it("has all the cases", () => {
    expect(positive.length + negative.length).toBe(117 + 53 + 36);
  });

  it.each(positive)("%s", (_name, template, variables, expected) => {
    const missing = missingSimple(template, variables);
    const run = () => endpoint({ method: "POST", url: `/t${template}`, ...variables });
    if (missing.length > 0) {
      expectError(run, "MISSING_PARAMETER", missing[0] as string);
      return;
    }
    // After expansion a trailing `/` is removed.
    const accepted = (Array.isArray(expected) ? expected : [expected]).map((e) => `${BASE}/t${e}`.replace(/\/$/, ""));
    expect(accepted).toContain(run().url);
  });

  it.each(negative)("%s is rejected", (_name, template, variables) => {
    const run = () => endpoint({ method: "POST", url: `/t${template}`, ...variables });
    expect(run).toThrow(EndpointError);
    // A prefix on a composite value ({keys:1}) is well-formed syntax with a wrong value.
    const codes = /keys:1/.test(template) ? ["INVALID_URL_TEMPLATE", "INVALID_PARAMETER"] : ["INVALID_URL_TEMPLATE"];
    expect(codes).toContain(codeOf(run));
  });
});

describe("DECISIONS URL: INVALID_URL_TEMPLATE", () => {
  it.each([
    ["/repos/{owner"],
    ["/repos/}"],
    ["/repos/{}"],
    ["/repos/{own-er}"],
    ["/repos/{$owner}"],
    ["/repos/{??owner}"],
    ["/repos/{owner:prefix}"],
    ["/repos/{=owner}"],
    ["/repos/{owner}/{repo"],
  ])("%s is INVALID_URL_TEMPLATE and the message says where (a position)", (template) => {
    expectError(() => endpoint({ url: template, owner: "o", repo: "r" }), "INVALID_URL_TEMPLATE", /\d/);
  });

  it.each([["/x/{var:0}"], ["/x/{var:10000}"], ["/x/{var:}"], ["/x/{var:2*}"]])("a bad prefix modifier %s is INVALID_URL_TEMPLATE", (template) => {
    expectError(() => endpoint({ url: template, var: "value" }), "INVALID_URL_TEMPLATE");
  });

  it("merge() does not expand, parse() rejects", () => {
    const merged = endpoint.merge("GET /repos/{owner");
    expect(merged.url).toBe("/repos/{owner");
    expectError(() => endpoint.parse(merged), "INVALID_URL_TEMPLATE", /\d/);
  });
});

describe("DECISIONS URL: simple expressions are required", () => {
  it("an absent simple variable is MISSING_PARAMETER naming it ({org} and :org)", () => {
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("GET /orgs/{org}/repos"), "MISSING_PARAMETER", "org");
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("GET /orgs/:org/repos"), "MISSING_PARAMETER", "org");
  });

  it("an undefined or null simple variable is MISSING_PARAMETER naming it", () => {
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("GET /orgs/{org}/repos", { org: undefined }), "MISSING_PARAMETER", "org");
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("GET /orgs/{org}/repos", { org: null }), "MISSING_PARAMETER", "org");
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("POST /orgs/:org/repos", { org: null, name: "n" }), "MISSING_PARAMETER", "org");
  });

  it("an empty list or map is undefined in RFC 6570 (§2.3), so a simple variable holding one is MISSING_PARAMETER", () => {
    for (const value of [[], [null, undefined], {}, { a: null }]) {
      expectError(() => endpoint("GET /orgs/{org}/repos", { org: value }), "MISSING_PARAMETER", "org");
      expectError(() => endpoint("GET /orgs/:org/repos", { org: value }), "MISSING_PARAMETER", "org");
      expectError(() => endpoint("GET /x/{a,org}", { a: "1", org: value }), "MISSING_PARAMETER", "org");
      expect(endpoint("GET /x{/org}", { org: value }).url).toBe(`${BASE}/x`);
    }
    expect(endpoint("GET /x/{list}/y", { list: [""] }).url).toBe(`${BASE}/x//y`);
    expect(endpoint("GET /x/{list}/y", { list: ["a", "b"] }).url).toBe(`${BASE}/x/a,b/y`);
  });

  it("names the missing one among several", () => {
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("GET /repos/{owner}/{repository_name}", { owner: "o" }), "MISSING_PARAMETER", "repository_name");
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("GET /compare/{base_ref,head_ref}", { base_ref: "a" }), "MISSING_PARAMETER", "head_ref");
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("GET /x/{prefixed:3}"), "MISSING_PARAMETER", "prefixed");
  });

  it("merge() needs no parameter; parse() of its result is MISSING_PARAMETER", () => {
    const merged = endpoint.merge("GET /orgs/{org}");
    expect(merged.url).toBe("/orgs/{org}");
    expectError(() => endpoint.parse(merged), "MISSING_PARAMETER", "org");
  });

  it("operator expressions stay optional: {/branch}, {?name,label}, {+path}, {#f}, {.ext}, {;p}, {&x}", () => {
    expect(endpoint("GET /repos/{owner}/{repo}/branches{/branch}", { owner: "o", repo: "r" }).url).toBe(
      `${BASE}/repos/o/r/branches`,
    );
    expect(endpoint("POST /assets{?name,label}", { data: "x" }).url).toBe(`${BASE}/assets`);
    expect(endpoint("GET /x{+path}").url).toBe(`${BASE}/x`);
    expect(endpoint("GET /x{#f}").url).toBe(`${BASE}/x`);
    expect(endpoint("GET /x{.ext}").url).toBe(`${BASE}/x`);
    expect(endpoint("GET /x{;p}").url).toBe(`${BASE}/x`);
    expect(endpoint("GET /x?a=1{&x}").url).toBe(`${BASE}/x?a=1`);
    expect(endpoint("GET /x{?name}", { name: null }).url).toBe(`${BASE}/x`);
  });

  it("an empty string is a value", () => {
    expect(endpoint("GET /orgs/{org}/repos", { org: "" }).url).toBe(`${BASE}/orgs//repos`);
    expect(endpoint("GET /orgs/:org/repos", { org: "" }).url).toBe(`${BASE}/orgs//repos`);
    expect(endpoint("GET /x{?name}", { name: "" }).url).toBe(`${BASE}/x?name=`);
    expect(endpoint("GET /x{;p}", { p: "" }).url).toBe(`${BASE}/x;p`);
  });
});

describe("DECISIONS URL: dot segments are INVALID_PARAMETER", () => {
  it.each([[".."], ["."]])("a simple expression value %j making a whole segment", (value) => {
    expectError(() => endpoint("GET /repos/{owner}/issues", { owner: value }), "INVALID_PARAMETER", "owner");
    expectError(() => endpoint("GET /repos/:owner/issues", { owner: value }), "INVALID_PARAMETER", "owner");
    expectError(() => endpoint("POST /repos/{owner}", { owner: value }), "INVALID_PARAMETER", "owner");
  });

  it.each([[".."], ["."], ["%2E"], ["%2e%2E"], ["%2E%2e"], ["a/../b"], ["a/./b"], ["/%2e%2e/x"]])(
    "a reserved expansion {+path} value %j making a dot segment",
    (value) => {
      expectError(() => endpoint("GET /repos/{+path}", { path: value }), "INVALID_PARAMETER", "path");
    },
  );

  it.each([[[".."]], [["a", "."]], [["a", "..", "b"]]])("a path expansion {/parts*} value %j making a dot segment", (value) => {
    expectError(() => endpoint("GET /repos{/parts*}", { parts: value }), "INVALID_PARAMETER", "parts");
  });

  it("a path expansion {/part} of `..`", () => {
    expectError(() => endpoint("GET /repos{/part}", { part: ".." }), "INVALID_PARAMETER", "part");
  });

  it("values that are not a whole dot segment pass", () => {
    expect(endpoint("GET /repos/{owner}/issues", { owner: "..." }).url).toBe(`${BASE}/repos/.../issues`);
    expect(endpoint("GET /repos/{owner}/issues", { owner: "a.." }).url).toBe(`${BASE}/repos/a../issues`);
    expect(endpoint("GET /repos/{+path}", { path: "a/..b/c" }).url).toBe(`${BASE}/repos/a/..b/c`);
    expect(endpoint("GET /x{?q}", { q: ".." }).url).toBe(`${BASE}/x?q=..`);
    expect(endpoint("GET /x", { q: ".." }).url).toBe(`${BASE}/x?q=..`);
  });
});

describe("DECISIONS URL: trailing slash, absolute URLs, joining", () => {
  it("after expansion a trailing `/` is removed", () => {
    expect(endpoint("GET /orgs/{org}/", { org: "o" }).url).toBe(`${BASE}/orgs/o`);
    expect(endpoint("GET /orgs/{org}/", { org: "o", type: "all" }).url).toBe(`${BASE}/orgs/o?type=all`);
    expect(endpoint("GET /x/{/b}").url).toBe(`${BASE}/x`);
    expect(endpoint("GET https://example.com/a/").url).toBe("https://example.com/a");
  });

  it("unless the whole URL is `/`", () => {
    expect(endpoint("GET /").url).toBe(`${BASE}/`);
    expect(endpoint("GET /", { baseUrl: "https://ghe.example.com/api/v3" }).url).toBe("https://ghe.example.com/api/v3/");
  });

  it("a URL starting with http:// or https:// in any case is absolute and ignores baseUrl", () => {
    const baseUrl = "https://ghe.example.com/api/v3";
    expect(endpoint("GET http://example.com/x", { baseUrl }).url).toBe("http://example.com/x");
    expect(endpoint("GET https://example.com/x/{id}", { baseUrl, id: 1 }).url).toBe("https://example.com/x/1");
    expect(endpoint("GET HTTPS://example.com/x", { baseUrl }).url).toBe("HTTPS://example.com/x");
    expect(endpoint("GET Http://example.com/x", { baseUrl }).url).toBe("Http://example.com/x");
  });

  it("any other URL is joined to baseUrl, even one that merely starts with `http` or `//`", () => {
    expect(endpoint("GET httpsfoo/x").url).toBe(`${BASE}/httpsfoo/x`);
    expect(endpoint("GET http/x").url).toBe(`${BASE}/http/x`);
    expect(endpoint("GET //example.com/x").url).toBe(`${BASE}/example.com/x`);
  });

  it("a value in a simple expression never chooses the origin; a reserved expansion first in the url can", () => {
    // Simple expressions encode ':' and '/', so the url stays relative and under baseUrl.
    expect(endpoint("GET {path}", { path: "https://evil.example/x" }).url).toBe(`${BASE}/https%3A%2F%2Fevil.example%2Fx`);
    expect(endpoint("GET :path", { path: "//evil.example" }).url).toBe(`${BASE}/%2F%2Fevil.example`);
    // A protocol-relative value after {+...} is still joined to baseUrl with one '/'.
    expect(endpoint("GET {+path}", { path: "//evil.example/x" }).url).toBe(`${BASE}/evil.example/x`);
    // RFC 6570 passes reserved characters through {+...}: the template's author opted in
    // (docs/security.md), and the absolute URL is taken as it is, as @octokit/endpoint does.
    expect(endpoint("GET {+path}", { path: "https://evil.example/x" }).url).toBe("https://evil.example/x");
  });

  it.each([
    ["https://ghe.example.com/api/v3", "/orgs"],
    ["https://ghe.example.com/api/v3/", "/orgs"],
    ["https://ghe.example.com/api/v3", "orgs"],
    ["https://ghe.example.com/api/v3/", "orgs"],
    ["https://ghe.example.com/api/v3//", "//orgs"],
    ["https://ghe.example.com/api/v3///", "orgs"],
  ])("baseUrl %j and url %j are joined with exactly one `/`", (baseUrl, url) => {
    expect(endpoint({ url, baseUrl }).url).toBe("https://ghe.example.com/api/v3/orgs");
  });

  it("a host-only baseUrl with a trailing slash", () => {
    expect(endpoint("GET /user", { baseUrl: "https://ghe.example.com/" }).url).toBe("https://ghe.example.com/user");
  });

  it.each([["ftp://x"], ["not a url"], ["/api/v3"], ["api.github.com"], ["https://"], ["file:///etc/passwd"], ["mailto:x@example.com"]])(
    "baseUrl %j is INVALID_BASE_URL",
    (baseUrl) => {
      const names = new RegExp(`baseUrl|${escapeRegExp(baseUrl)}`);
      expectError(() => endpoint("GET /user", { baseUrl }), "INVALID_BASE_URL", names);
      expectError(() => endpoint.defaults({ baseUrl }), "INVALID_BASE_URL", names);
    },
  );

  it("http:// and https:// base URLs are accepted", () => {
    expect(endpoint("GET /user", { baseUrl: "http://localhost:3000" }).url).toBe("http://localhost:3000/user");
    expect(endpoint("GET /user", { baseUrl: "https://ghe.example.com/api/v3" }).url).toBe("https://ghe.example.com/api/v3/user");
  });
});

describe("DECISIONS URL: MISSING_URL", () => {
  it("parse() and endpoint() of options without any url are MISSING_URL", () => {
    expectError(() => endpoint({}), "MISSING_URL", /url/i);
    expectError(() => endpoint({ method: "POST", name: "n" }), "MISSING_URL", /url/i);
    expectError(() => endpoint.parse(endpoint.merge({})), "MISSING_URL", /url/i);
    const derived = endpoint.defaults({ headers: { authorization: "token t" } });
    expectError(() => derived({}), "MISSING_URL", /url/i);
  });

  it("merge() needs no url", () => {
    const merged = endpoint.merge({});
    expect(merged).toEqual({ method: "GET", baseUrl: BASE, headers: DEFAULT_HEADERS, mediaType: { format: "" } });
    expect(merged.url).toBeUndefined();
    expect(endpoint.merge({ org: "o" }).org).toBe("o");
  });

  it("a url in the defaults is enough", () => {
    const derived = endpoint.defaults({ url: "/orgs/{org}", org: "o" });
    expect(derived({})).toEqual({ method: "get", url: `${BASE}/orgs/o`, headers: DEFAULT_HEADERS });
    expect(derived.merge({}).url).toBe("/orgs/{org}");
  });
});

describe("DECISIONS Parameters", () => {
  it("keys whose value is undefined are dropped: query, body", () => {
    expect(endpoint("GET /x", { a: undefined, b: 1 }).url).toBe(`${BASE}/x?b=1`);
    const body = endpoint("POST /x", { a: undefined, b: 1 }).body as Record<string, unknown>;
    expect(body).toEqual({ b: 1 });
    expect("a" in body).toBe(false);
    expect("body" in endpoint("POST /x", { a: undefined })).toBe(false);
    expect("a" in endpoint.merge("GET /x", { a: undefined })).toBe(false);
  });

  it("an undefined data is dropped too: the body is built from the other keys", () => {
    expect(endpoint("POST /x", { data: undefined, a: 1 }).body).toEqual({ a: 1 });
    expect(endpoint("GET /x", undefined)).toEqual({ method: "get", url: `${BASE}/x`, headers: DEFAULT_HEADERS });
  });

  it("keys whose value is undefined are dropped: headers", () => {
    const headers = endpoint("GET /x", { headers: { "x-a": undefined, "x-b": "1" } }).headers;
    expect(headers).toEqual({ ...DEFAULT_HEADERS, "x-b": "1" });
    expect("x-a" in headers).toBe(false);
    // Merged options made by hand in JavaScript, where nothing stops an undefined header.
    const headersByHand = { ...DEFAULT_HEADERS, "x-a": undefined } as unknown as Record<string, string>;
    const parsed = endpoint.parse({ ...endpoint.DEFAULTS, url: "/x", headers: headersByHand }).headers;
    expect(parsed).toEqual(DEFAULT_HEADERS);
  });

  it("undefined is dropped before merging: it never removes a default", () => {
    const derived = endpoint.defaults({ org: "acme", headers: { authorization: "token t" } });
    expect(derived("GET /orgs/{org}", { org: undefined, headers: { authorization: undefined, accept: undefined } })).toEqual({
      method: "get",
      url: `${BASE}/orgs/acme`,
      headers: { ...DEFAULT_HEADERS, authorization: "token t" },
    });
  });

  it("query values: strings as they are (percent-encoded), numbers, bigints and booleans by String()", () => {
    expect(endpoint("GET /x", { s: "a b&c", n: 100, f: 1.5, big: 12345678901234567890n, t: true, no: false }).url).toBe(
      `${BASE}/x?s=a%20b%26c&n=100&f=1.5&big=12345678901234567890&t=true&no=false`,
    );
  });

  it("query values: a Date by toISOString()", () => {
    expect(endpoint("GET /notifications", { since: DATE }).url).toBe(`${BASE}/notifications?since=${DATE_ENCODED}`);
  });

  it("query values: arrays joined with a literal `,`, each element by the same rules", () => {
    expect(endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: ["bug", "ui"] }).url).toBe(
      `${BASE}/repos/o/r/issues?labels=bug,ui`,
    );
    expect(endpoint("GET /x", { list: [1, true, 10n, DATE, "a b"] }).url).toBe(`${BASE}/x?list=1,true,10,${DATE_ENCODED},a%20b`);
  });

  it("query values: an array element that is an array is joined by the same rules", () => {
    expect(endpoint("GET /x", { a: [[1, "b c"], 3] }).url).toBe(`${BASE}/x?a=1,b%20c,3`);
    expect(endpoint("GET /x", { "a[]": [[1, 2], 3] }).url).toBe(`${BASE}/x?a[]=1,2&a[]=3`);
  });

  it("query values: any object the rules do not name (a URL, a boxed string) by String(), as @octokit/endpoint does", () => {
    expect(endpoint("GET /x", { next: new URL("https://e.test/p?q=1"), s: Object("boxed") }).url).toBe(
      `${BASE}/x?next=${encodeURIComponent("https://e.test/p?q=1")}&s=boxed`,
    );
  });

  it("query values: null drops the key (also a default's)", () => {
    expect(endpoint("GET /x", { a: null, b: "x" }).url).toBe(`${BASE}/x?b=x`);
    expect(endpoint.defaults({ per_page: 30 })("GET /x", { per_page: null }).url).toBe(`${BASE}/x`);
  });

  it("a key ending in [] with an array value repeats the key: fields[]=1&fields[]=2", () => {
    expect(endpoint("GET /x", { "fields[]": [1, 2] }).url).toBe(`${BASE}/x?fields[]=1&fields[]=2`);
    expect(endpoint("GET /x", { a: "b", "fields[]": ["x", "y", "z"] }).url).toBe(`${BASE}/x?a=b&fields[]=x&fields[]=y&fields[]=z`);
  });

  it.each([
    ["a plain object", { filter: { a: 1 } }, "filter"],
    ["a function", { callback: () => 1 }, "callback"],
    ["a symbol", { marker: Symbol("m") }, "marker"],
    ["a plain object inside an array", { labels: [{ name: "bug" }] }, "labels"],
  ])("query values: %s is INVALID_PARAMETER naming the key", (_name, options, key) => {
    expectError(() => endpoint("GET /x", options), "INVALID_PARAMETER", key);
    expectError(() => endpoint("HEAD /x", options), "INVALID_PARAMETER", key);
  });

  it("an invalid Date (no ISO string) fails as an EndpointError naming the key, in the query and in a template", () => {
    expectError(() => endpoint("GET /x", { since: new Date(Number.NaN) }), "INVALID_PARAMETER", "since");
    expectError(() => endpoint("GET /x/{since}", { since: new Date(Number.NaN) }), "INVALID_PARAMETER", "since");
  });

  it("a plain object from defaults in the query is INVALID_PARAMETER too; in a body it is fine", () => {
    const derived = endpoint.defaults({ filter: { a: 1 } });
    expectError(() => derived("GET /x"), "INVALID_PARAMETER", "filter");
    expect(derived("POST /x").body).toEqual({ filter: { a: 1 } });
  });

  it("the q parameter keeps a literal `+` between its encoded parts", () => {
    expect(endpoint("GET /search/issues", { q: "repo:octokit/rest.js+is:open" }).url).toBe(
      `${BASE}/search/issues?q=repo%3Aoctokit%2Frest.js+is%3Aopen`,
    );
    expect(endpoint("GET /search/code", { q: "a b+language:ts", per_page: 1 }).url).toBe(
      `${BASE}/search/code?q=a%20b+language%3Ats&per_page=1`,
    );
  });

  it("other parameters encode `+`", () => {
    expect(endpoint("GET /x", { other: "a+b" }).url).toBe(`${BASE}/x?other=a%2Bb`);
  });

  it("template values follow RFC 6570; a Date expands as its ISO string", () => {
    expect(endpoint("GET /x/{since}", { since: DATE }).url).toBe(`${BASE}/x/${DATE_ENCODED}`);
    expect(endpoint("GET /x/{+since}", { since: DATE }).url).toBe(`${BASE}/x/${DATE_ISO}`);
    expect(endpoint("GET /x{?since}", { since: DATE }).url).toBe(`${BASE}/x?since=${DATE_ENCODED}`);
    expect(endpoint("GET /x/{n}/{b}", { n: 42, b: false }).url).toBe(`${BASE}/x/42/false`);
  });

  it.each([["PATCH"], ["POST"], ["PUT"], ["DELETE"]])("%s is a method with a body", (method) => {
    expect(endpoint(`${method} /x`, { a: 1 })).toEqual({
      method: method.toLowerCase(),
      url: `${BASE}/x`,
      headers: { ...DEFAULT_HEADERS, "content-type": JSON_TYPE },
      body: { a: 1 },
    });
  });

  it.each([["GET"], ["HEAD"], ["OPTIONS"], ["PROPFIND"], ["TRACE"]])("%s places leftover keys in the query and has no body", (method) => {
    const result = endpoint(`${method} /x`, { a: 1, b: "c" });
    expect(result).toEqual({ method: method.toLowerCase(), url: `${BASE}/x?a=1&b=c`, headers: DEFAULT_HEADERS });
    expect("body" in result).toBe(false);
  });

  it("a GET with data has no body (body only for the four methods)", () => {
    expect("body" in endpoint("GET /x", { data: "text" })).toBe(false);
  });

  it("data present: body is exactly that value, the same reference", () => {
    const data = { nested: { a: [1, 2] } };
    const result = endpoint("POST /x", { data });
    expect(result.body).toBe(data);
    const text = "plain";
    expect(endpoint("PUT /x", { data: text, headers: { "content-type": "text/plain" } }).body).toBe("plain");
    const bytes = new Uint8Array([1, 2, 3]);
    expect(endpoint("PATCH /x", { data: bytes }).body).toBe(bytes);
    const list = [1, 2];
    expect(endpoint("DELETE /x", { data: list }).body).toBe(list);
  });

  it("otherwise the leftover keys form a new plain object, null kept", () => {
    const options = { a: 1, b: null, c: "s", d: [1], e: { f: 1 } };
    const result = endpoint("POST /x", options);
    expect(result.body).toEqual({ a: 1, b: null, c: "s", d: [1], e: { f: 1 } });
    expect(result.body).not.toBe(options);
    expect(Object.prototype.hasOwnProperty.call(result.body, "b")).toBe(true);
    expect(Array.isArray(result.body)).toBe(false);
  });

  it("no leftovers: no body for POST and DELETE", () => {
    for (const method of ["POST", "DELETE"]) {
      const result = endpoint(`${method} /repos/{owner}/{repo}`, { owner: "o", repo: "r" });
      expect(result).toEqual({ method: method.toLowerCase(), url: `${BASE}/repos/o/r`, headers: DEFAULT_HEADERS });
      expect("body" in result).toBe(false);
      expect("content-type" in result.headers).toBe(false);
    }
  });

  it("no leftovers: body \"\" for PUT and PATCH", () => {
    expect(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }).body).toBe("");
    expect(endpoint("PATCH /x").body).toBe("");
  });

  it("with a body and no content-type: content-type application/json; charset=utf-8", () => {
    expect(endpoint("POST /x", { a: 1 }).headers["content-type"]).toBe(JSON_TYPE);
    expect(endpoint("POST /x", { data: { a: 1 } }).headers["content-type"]).toBe(JSON_TYPE);
  });

  it("a content-type given (any case, or in defaults) is kept", () => {
    expect(endpoint("POST /x", { a: 1, headers: { "content-type": "text/plain" } }).headers["content-type"]).toBe("text/plain");
    const headers = endpoint("POST /x", { a: 1, headers: { "Content-Type": "application/x-www-form-urlencoded" } }).headers;
    expect(headers).toEqual({ ...DEFAULT_HEADERS, "content-type": "application/x-www-form-urlencoded" });
    expect(endpoint.defaults({ headers: { "content-type": "text/csv" } })("POST /x", { a: 1 }).headers["content-type"]).toBe("text/csv");
  });

  it("without a body: no content-type", () => {
    expect("content-type" in endpoint("GET /x", { a: 1 }).headers).toBe(false);
    expect("content-type" in endpoint("POST /x").headers).toBe(false);
  });
});

describe("DECISIONS Headers", () => {
  it("names are lower-cased; a caller's header replaces a default of the same name, whatever its case", () => {
    const result = endpoint("GET /x", { headers: { Accept: "text/html", "USER-AGENT": "me/1", "X-Custom": "v" } });
    expect(result.headers).toEqual({ accept: "text/html", "user-agent": "me/1", "x-custom": "v" });
    expect(Object.keys(result.headers).sort()).toEqual(["accept", "user-agent", "x-custom"]);
  });

  it("names given to defaults() are lower-cased too", () => {
    const derived = endpoint.defaults({ headers: { Authorization: "token t", "X-Custom": "v" } });
    expect(derived.DEFAULTS.headers).toEqual({ ...DEFAULT_HEADERS, authorization: "token t", "x-custom": "v" });
    expect(derived("GET /x", { headers: { AUTHORIZATION: "token u" } }).headers).toEqual({
      ...DEFAULT_HEADERS,
      authorization: "token u",
      "x-custom": "v",
    });
  });

  it("every RFC 9110 token is a name; finite numbers, tabs and Latin-1 text are values", () => {
    const headers = endpoint("GET /x", {
      headers: { "x-token!#$%&'*+.^_`|~09": "v", "content-length": 0, "x-ratio": -1.5, "x-tab": "a\tb", "x-text": "grüße" },
    }).headers;
    expect(headers).toEqual({
      ...DEFAULT_HEADERS,
      "x-token!#$%&'*+.^_`|~09": "v",
      "content-length": 0,
      "x-ratio": -1.5,
      "x-tab": "a\tb",
      "x-text": "grüße",
    });
  });

  it.each([["bad header"], ["x:y"], ["x(y)"], ["x/y"], ["x@y"], ['x"y']])("name %j is INVALID_HEADER naming it", (name) => {
    // The name may appear as it is or escaped as in a JSON string.
    const named = new RegExp(`${escapeRegExp(name)}|${escapeRegExp(JSON.stringify(name).slice(1, -1))}`);
    expectError(() => endpoint("GET /x", { headers: { [name]: "v" } }), "INVALID_HEADER", named);
    expectError(() => endpoint.merge("GET /x", { headers: { [name]: "v" } }), "INVALID_HEADER", named);
    expectError(() => endpoint.defaults({ headers: { [name]: "v" } }), "INVALID_HEADER", named);
  });

  it("an empty name is INVALID_HEADER", () => {
    expectError(() => endpoint("GET /x", { headers: { "": "v" } }), "INVALID_HEADER");
  });

  it.each([
    ["CR LF", "a\r\nb"],
    ["LF", "a\nb"],
    ["CR", "a\rb"],
    ["NUL", "a\0b"],
    ["a character above U+00FF", "token \u0100"],
    ["an emoji (a surrogate pair)", "ok 😀"],
    ["a lone surrogate", "\ud800"],
    ["CJK text", "日本"],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["an object", { a: 1 }],
    ["an array", ["a", "b"]],
    ["a boolean", true],
    ["null", null],
  ])("a value with %s is INVALID_HEADER naming the header", (_name, value) => {
    expectError(() => api("GET /x", { headers: { "x-bad": value } }), "INVALID_HEADER", "x-bad");
    expectError(() => api.defaults({ headers: { "x-bad": value } }), "INVALID_HEADER", "x-bad");
    expectError(() => api.parse({ ...api.merge("GET /x"), headers: { "x-bad": value } }), "INVALID_HEADER", "x-bad");
  });

  it("Latin-1 text up to U+00FF is a value, as every client sends it", () => {
    const value = "caf\u00e9 \u00ff \u0080\t~";
    expect(api("GET /x", { headers: { "x-latin1": value } }).headers["x-latin1"]).toBe(value);
  });
});

describe("DECISIONS Media types", () => {
  const accept = (options: Loose, route = "GET /x"): unknown => api(route, options).headers.accept;

  it("format rewrites application/vnd.github.v3+json + raw to application/vnd.github.v3.raw", () => {
    expect(accept({ mediaType: { format: "raw" } })).toBe("application/vnd.github.v3.raw");
  });

  it("format text+json gives application/vnd.github.v3.text+json", () => {
    expect(accept({ mediaType: { format: "text+json" } })).toBe("application/vnd.github.v3.text+json");
  });

  it("format rewrites a vendor type without a version, and replaces an existing format", () => {
    expect(accept({ headers: { accept: "application/vnd.github+json" }, mediaType: { format: "raw" } })).toBe("application/vnd.github.raw");
    expect(accept({ headers: { accept: "application/vnd.github.v3.diff" }, mediaType: { format: "patch" } })).toBe(
      "application/vnd.github.v3.patch",
    );
    expect(accept({ headers: { accept: "application/vnd.github.v3.text+json" }, mediaType: { format: "html+json" } })).toBe(
      "application/vnd.github.v3.html+json",
    );
  });

  it("format rewrites every vendor entry of accept and leaves other entries", () => {
    expect(accept({ headers: { accept: "application/vnd.github.v3+json,application/vnd.acme.v3+json" }, mediaType: { format: "raw" } })).toBe(
      "application/vnd.github.v3.raw,application/vnd.acme.v3.raw",
    );
    expect(accept({ headers: { accept: "application/vnd.github.v3+json,text/html" }, mediaType: { format: "raw" } })).toBe(
      "application/vnd.github.v3.raw,text/html",
    );
  });

  it("format from defaults()", () => {
    expect(endpoint.defaults({ mediaType: { format: "diff" } })("GET /x").headers.accept).toBe("application/vnd.github.v3.diff");
  });

  it("previews apply to every route, not only /graphql", () => {
    const mercy = "application/vnd.github.mercy-preview+json";
    expect(accept({ owner: "o", repo: "r", mediaType: { previews: ["mercy"] } }, "GET /repos/{owner}/{repo}/topics")).toBe(mercy);
    expect(accept({ mediaType: { previews: ["mercy"] } }, "POST /graphql")).toBe(mercy);
    expect(accept({ mediaType: { previews: ["mercy"] } }, "PUT /x")).toBe(mercy);
  });

  it("the -preview suffix is dropped when merging", () => {
    expect(endpoint.merge("GET /x", { mediaType: { previews: ["mercy-preview", "symmetra"] } }).mediaType.previews).toEqual([
      "mercy",
      "symmetra",
    ]);
    expect(accept({ mediaType: { previews: ["scarlet-witch-preview"] } })).toBe("application/vnd.github.scarlet-witch-preview+json");
  });

  it("the suffix is dropped once, when merging, and never again", () => {
    expect(endpoint.merge("GET /x", { mediaType: { previews: ["x-preview-preview"] } }).mediaType.previews).toEqual(["x-preview"]);
    expect(accept({ mediaType: { previews: ["x-preview-preview"] } })).toBe("application/vnd.github.x-preview-preview+json");
    // parse() does not merge: hand-made options keep their names as given.
    const options = endpoint.merge("GET /x");
    expect(endpoint.parse({ ...options, mediaType: { format: "", previews: ["y-preview"] } }).headers.accept).toBe(
      "application/vnd.github.y-preview-preview+json",
    );
  });

  it("previews from defaults come first, then the call's, without duplicates", () => {
    const derived = endpoint.defaults({ mediaType: { previews: ["symmetra", "mercy-preview"] } });
    const merged = derived.merge("GET /x", { mediaType: { previews: ["mercy", "scarlet-witch-preview", "inertia", "inertia"] } });
    expect(merged.mediaType.previews).toEqual(["symmetra", "mercy", "scarlet-witch", "inertia"]);
    expect(derived("GET /x", { mediaType: { previews: ["mercy", "scarlet-witch-preview", "inertia", "inertia"] } }).headers.accept).toBe(
      "application/vnd.github.symmetra-preview+json,application/vnd.github.mercy-preview+json," +
        "application/vnd.github.scarlet-witch-preview+json,application/vnd.github.inertia-preview+json",
    );
  });

  it("previews of defaults() cascade over two levels", () => {
    const derived = endpoint.defaults({ mediaType: { previews: ["symmetra"] } }).defaults({ mediaType: { previews: ["mercy"] } });
    expect(derived.merge("GET /x").mediaType.previews).toEqual(["symmetra", "mercy"]);
  });

  it("previews with a format: application/vnd.github.<name>-preview.<format>", () => {
    expect(accept({ mediaType: { previews: ["mercy", "symmetra"], format: "raw" } })).toBe(
      "application/vnd.github.mercy-preview.raw,application/vnd.github.symmetra-preview.raw",
    );
    expect(accept({ mediaType: { previews: ["mercy"], format: "text+json" } })).toBe("application/vnd.github.mercy-preview.text+json");
  });

  it("previews already named in accept come first; other accept entries are replaced", () => {
    expect(accept({ headers: { accept: "application/vnd.github.squirrel-girl-preview+json" }, mediaType: { previews: ["mercy"] } })).toBe(
      "application/vnd.github.squirrel-girl-preview+json,application/vnd.github.mercy-preview+json",
    );
    expect(
      accept({
        headers: { accept: "application/vnd.github.v3+json,application/vnd.github.inertia-preview+json" },
        mediaType: { previews: ["mercy"] },
      }),
    ).toBe("application/vnd.github.inertia-preview+json,application/vnd.github.mercy-preview+json");
    expect(
      accept({ headers: { accept: "application/vnd.github.squirrel-girl-preview" }, mediaType: { previews: ["mercy"], format: "raw" } }),
    ).toBe("application/vnd.github.squirrel-girl-preview.raw,application/vnd.github.mercy-preview.raw");
  });

  it("a preview named both in accept and in previews appears once", () => {
    expect(accept({ headers: { accept: "application/vnd.github.mercy-preview+json" }, mediaType: { previews: ["mercy"] } })).toBe(
      "application/vnd.github.mercy-preview+json",
    );
  });

  it("without previews, accept naming a preview is left as it is", () => {
    expect(accept({ headers: { accept: "application/vnd.github.mercy-preview+json" } })).toBe("application/vnd.github.mercy-preview+json");
  });

  it("an accept containing application/octet-stream is never amended", () => {
    expect(accept({ headers: { accept: "application/octet-stream" }, mediaType: { format: "raw", previews: ["mercy"] } })).toBe(
      "application/octet-stream",
    );
    expect(accept({ headers: { accept: "application/vnd.github.v3+json,application/octet-stream" }, mediaType: { format: "raw" } })).toBe(
      "application/vnd.github.v3+json,application/octet-stream",
    );
  });
});

describe("DECISIONS Errors", () => {
  const triggers: Array<[string, () => unknown, RegExp | string]> = [
    ["INVALID_ARGUMENTS", () => api(42), /argument|route|option/i],
    ["INVALID_ROUTE", () => endpoint("GET /a /b"), /route/i],
    ["INVALID_METHOD", () => endpoint("G@T /x"), /method|G@T/i],
    ["MISSING_URL", () => endpoint({}), /url/i],
    ["INVALID_URL_TEMPLATE", () => endpoint("GET /x/{oops"), /\d/],
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    ["MISSING_PARAMETER", () => endpoint("GET /orgs/{org}"), "org"],
    ["INVALID_PARAMETER", () => endpoint("GET /x", { filter: { a: 1 } }), "filter"],
    ["INVALID_HEADER", () => endpoint("GET /x", { headers: { "x-bad": "a\nb" } }), "x-bad"],
    ["INVALID_BASE_URL", () => endpoint("GET /x", { baseUrl: "ftp://x" }), /baseUrl|ftp:\/\/x/],
    ["INVALID_OPTIONS", () => api("GET /x", { headers: "accept: */*" }), "headers"],
  ];

  // INVALID_DOCUMENT is fromOpenApi's alone (openapi.test.ts triggers it): the main entry cannot throw it.
  it("the closed set has eleven codes, each but INVALID_DOCUMENT triggered here", () => {
    expect(new Set(triggers.map(([code]) => code)).size).toBe(10);
  });

  it("EndpointError is the core's, re-exported", () => {
    expect(EndpointError).toBe(CoreEndpointError);
  });

  it.each(triggers)("%s is thrown as an EndpointError, name EndpointError, instanceof Error", (code, fn, mention) => {
    const error = expectError(fn, code, mention);
    expect(error.name).toBe("EndpointError");
    expect(error).toBeInstanceOf(Error);
    expect(typeof error.message).toBe("string");
    expect(error.message.length).toBeGreaterThan(0);
  });

  it.each([
    ["endpoint(42)", () => api(42)],
    ['endpoint("GET /", "x")', () => api("GET /", "x")],
    ['endpoint("GET /", 42)', () => api("GET /", 42)],
    ["endpoint(true)", () => api(true)],
    ["merge(42)", () => api.merge(42)],
    ['merge("GET /", "x")', () => api.merge("GET /", "x")],
    ['parse("GET /")', () => api.parse("GET /")],
    ["parse(42)", () => api.parse(42)],
  ])("INVALID_ARGUMENTS for %s", (_name, fn) => {
    expectError(fn, "INVALID_ARGUMENTS", /argument|route|option|first|second|\d/i);
  });

  it.each([
    ["headers not a plain object", { headers: "accept: */*" }, ["headers"]],
    ["headers an array", { headers: ["accept"] }, ["headers"]],
    ["headers null", { headers: null }, ["headers"]],
    ["url not a string", { url: 42 }, ["url"]],
    ["request null", { request: null }, ["request"]],
    ["mediaType.previews null", { mediaType: { previews: null } }, ["mediaType", "previews"]],
    ["mediaType.previews not an array", { mediaType: { previews: "mercy" } }, ["mediaType", "previews"]],
    ["mediaType.previews not of strings", { mediaType: { previews: [1] } }, ["mediaType", "previews"]],
    ["mediaType not an object", { mediaType: "raw" }, ["mediaType"]],
    ["request not an object", { request: 5 }, ["request"]],
  ])("INVALID_OPTIONS with the path in the message: %s", (_name, options, paths) => {
    expectError(() => api("GET /x", options), "INVALID_OPTIONS", ...paths);
    expectError(() => api.merge("GET /x", options), "INVALID_OPTIONS", ...paths);
    expectError(() => api.defaults(options), "INVALID_OPTIONS", ...paths);
  });

  it("defaults() validates eagerly: a bad header throws there", () => {
    expectError(() => endpoint.defaults({ headers: { "bad header": "x" } }), "INVALID_HEADER", "bad header");
    expectError(() => endpoint.defaults({ headers: { "x-ok": "a\r\nb" } }), "INVALID_HEADER", "x-ok");
  });

  it("defaults() refuses a url for its literal origin only when the url starts with it: http too, a trailing slash trimmed first", () => {
    expectError(() => endpoint.defaults({ url: "http://[/{x}" }), "INVALID_URL_TEMPLATE");
    expectError(() => endpoint.defaults({ url: "http://[" }), "INVALID_URL_TEMPLATE");
    // An origin further on is part of a relative url, joined to baseUrl like any other.
    expect(endpoint.defaults({ url: "foo/https://[/{x}" })({ x: 1 }).url).toBe(`${BASE}/foo/https://[/1`);
    expect(endpoint.defaults({ url: "foo/https://[" })({}).url).toBe(`${BASE}/foo/https://[`);
    expect(endpoint("GET foo/https://example.com/{x}", { x: 1 }).url).toBe(`${BASE}/foo/https://example.com/1`);
    // A call trims the trailing slash of "https://", which leaves the relative "https:/".
    expect(endpoint.defaults({ url: "https://" })({}).url).toBe(endpoint({ url: "https://" }).url);
    // ...and of "https:///", which leaves "https://": absolute, and no URL. Refused where it is set, as a call refuses it.
    expectError(() => endpoint.defaults({ url: "https:///" }), "INVALID_URL_TEMPLATE");
    expectError(() => endpoint({ url: "https:///" }), "INVALID_URL_TEMPLATE");
  });

  it("defaults() validates eagerly: a bad baseUrl throws there", () => {
    expectError(() => endpoint.defaults({ baseUrl: "ftp://x" }), "INVALID_BASE_URL");
    expectError(() => endpoint.defaults({ org: "o" }).defaults({ baseUrl: "not a url" }), "INVALID_BASE_URL");
  });

  it("defaults() validates eagerly: a malformed url template throws there (review finding)", () => {
    expectError(() => endpoint.defaults({ url: "/repos/{owner" }), "INVALID_URL_TEMPLATE", "/repos/{owner");
    expectError(() => endpoint.defaults({ org: "o" }).defaults({ url: "/a/\uD800" }), "INVALID_URL_TEMPLATE");
    expect(endpoint.defaults({ url: "/orgs/{org}" })({ org: "o" }).url).toBe(`${BASE}/orgs/o`);
    expectError(() => endpoint.defaults({ url: "https://[/x" }), "INVALID_URL_TEMPLATE", "https://[/x");
    expectError(() => endpoint.defaults({ url: "https://h:99999/x{?q}" }), "INVALID_URL_TEMPLATE");
    expectError(() => endpoint.defaults({ url: "https://h:99999" }), "INVALID_URL_TEMPLATE");
    // An empty host before ? or # never parses; extra slashes before a host do (https:///x is host x).
    expectError(() => endpoint.defaults({ url: "https://?{x}" }), "INVALID_URL_TEMPLATE");
    expectError(() => endpoint.defaults({ url: "https:///#{x}" }), "INVALID_URL_TEMPLATE");
    for (const url of ["https:///x", "https:////x/y"]) expect(endpoint.defaults({ url })({}).url).toBe(endpoint({ url }).url);
    // An origin an expression closes is left to the calls: what follows may still change it
    // (https://h:99999{/x}{+y} with y "@e.test" parses), so a call refuses it (fifth review).
    expect(endpoint.defaults({ url: "https://h:99999{/x}{+y}" })({ y: "@e.test" }).url).toBe("https://h:99999@e.test");
    expectError(() => endpoint.defaults({ url: "https://h:99999{/x}" })({ x: "a" }), "INVALID_URL_TEMPLATE");
    // What a call's values may still settle is left to the call (third review).
    expect(endpoint.defaults({ url: "https://{host}/x" })({ host: "e.test" }).url).toBe("https://e.test/x");
    expect(endpoint.defaults({ url: "https://{+host}:8443/x" })({ host: "e.test" }).url).toBe("https://e.test:8443/x");
    expect(endpoint.defaults({ url: "https://[{+h}]/x" })({ h: "::1" }).url).toBe("https://[::1]/x");
    const based = endpoint.defaults({ url: "{+base}/x" }).defaults({ base: "https://h:99999" });
    expect(based({ base: "https://e.test" }).url).toBe("https://e.test/x");
  });

  it("defaults() validates eagerly: a bad method throws there", () => {
    expectError(() => endpoint.defaults({ method: "G E T" }), "INVALID_METHOD", /method|G E T/i);
  });

  it("defaults() validates eagerly: mediaType.previews not an array is INVALID_OPTIONS with the path", () => {
    expectError(() => api.defaults({ mediaType: { previews: "mercy" } }), "INVALID_OPTIONS", "previews");
  });

  it("a failing defaults() leaves the endpoint it was called on working", () => {
    caught(() => endpoint.defaults({ baseUrl: "ftp://x" }));
    expect(endpoint("GET /user").url).toBe(`${BASE}/user`);
    expect(endpoint.DEFAULTS.baseUrl).toBe(BASE);
  });
});
