import type { MergedOptions } from "@request-options/types";
import fc from "fast-check";
import { DEFAULTS, type Expanded, templateExpand } from "@request-options/core";
import { leftCode, leftMessage, rightOf } from "./leftCode";
import { expandedOf, mergedFrom } from "./stageInputs";

// templateExpand: the url template expanded (RFC 6570, `:name` in the path), dot segments refused, a trailing slash
// removed, joined to baseUrl (DECISIONS.md "URL").

const expand = (url: string | undefined, parameters: Record<string, unknown> = {}, baseUrl?: string) =>
  expandedOf(undefined, { ...(url === undefined ? {} : { url }), ...(baseUrl === undefined ? {} : { baseUrl }), ...parameters });
const urlOf = (url: string, parameters: Record<string, unknown> = {}, baseUrl?: string): string => rightOf(expand(url, parameters, baseUrl)).url;
const codeOf = (url: string | undefined, parameters: Record<string, unknown> = {}): string => leftCode(expand(url, parameters));
// The parameters the stage leaves for paramPartition to place.
const leftovers = ({ options: { parameters }, placed }: Expanded): Record<string, unknown> =>
  Object.fromEntries(Object.keys(parameters).filter((key) => !placed.has(key) && parameters[key] !== undefined).map((key) => [key, parameters[key]]));

const api = "https://api.github.com";

describe("templateExpand: :name placeholders", () => {
  it.each([
    ["/orgs/:org/repos", { org: "octokit" }, `${api}/orgs/octokit/repos`],
    ["/repos/:owner/:repo", { owner: "o", repo: "r" }, `${api}/repos/o/r`],
    ["/a/:_x1.json", { _x1: "v" }, `${api}/a/v.json`],
    ["/a/:B", { B: "v" }, `${api}/a/v`],
    ["/repos/:owner/x", { owner: "a/b c" }, `${api}/repos/a%2Fb%20c/x`],
    // Never in the scheme or authority.
    ["https://ghe.example.com:8443/a/:id", { id: 7 }, "https://ghe.example.com:8443/a/7"],
    ["http://user:pass@h.example.com/a/:id", { id: 7 }, "http://user:pass@h.example.com/a/7"],
    // Never after ? or #.
    ["/search?q=is:open", {}, `${api}/search?q=is:open`],
    ["/a/:b#frag:c", { b: 1 }, `${api}/a/1#frag:c`],
    ["https://h.example?q=/a/:b", {}, "https://h.example?q=/a/:b"],
    ["https://h.example#/a/:b", {}, "https://h.example#/a/:b"],
    ["/:a?q=is open:b", { a: 1 }, `${api}/1?q=is%20open:b`],
    // Not a name.
    ["/a/:1", {}, `${api}/a/:1`],
    ["/a:", {}, `${api}/a:`],
    // A http:// that is no scheme, past the start: placeholders before it are converted.
    ["/:a/http://x", { a: "v" }, `${api}/v/http://x`],
    // An expression is its own: its :3 is a prefix; after it the path goes on.
    ["/a{/b:3}/:c", { b: "xyzw", c: "1" }, `${api}/a/xyz/1`],
    ["/a/{b:2}/:d", { b: "xyz", d: "1" }, `${api}/a/xy/1`],
    ["/a{+x}/:c", { x: "1", c: "2" }, `${api}/a1/2`],
    ["/a{.x}/:c", { x: "1", c: "2" }, `${api}/a.1/2`],
    // {?…}, {&…} and {#…} end the path: a later :name is literal.
    ["/a{?x}/:c", { x: "1", c: "2" }, `${api}/a?x=1/:c`],
    ["/a{&x}/:c", { x: "1", c: "2" }, `${api}/a&x=1/:c`],
    ["/a{#x}/:c", { x: "1", c: "2" }, `${api}/a#1/:c`],
    ["/:a{?q} x:b", { a: "1", q: "v" }, `${api}/1?q=v%20x:b`],
  ])("%s with %j expands to %s", (url, parameters, expected) => {
    expect(urlOf(url, parameters)).toBe(expected);
  });

  it("a missing :name is MISSING_PARAMETER, naming it", () => {
    const result = expand("/orgs/:org");
    expect(leftCode(result)).toBe("MISSING_PARAMETER");
    expect(leftMessage(result)).toContain('"org"');
  });
});

describe("templateExpand: expressions and values", () => {
  it("expands placeholders, joins to baseUrl and leaves the other parameters", () => {
    const expanded = rightOf(expand("/orgs/{org}/repos", { org: "octokit", type: "private" }));
    expect(expanded.url).toBe(`${api}/orgs/octokit/repos`);
    expect(leftovers(expanded)).toStrictEqual({ type: "private" });
  });

  it("RFC 6570 operator expressions are optional", () => {
    expect(urlOf("/repos/{owner}/{repo}/branches{/branch}", { owner: "o", repo: "r" })).toBe(`${api}/repos/o/r/branches`);
    expect(urlOf("/repos/{owner}/{repo}/branches{/branch}", { owner: "o", repo: "r", branch: "main" })).toBe(`${api}/repos/o/r/branches/main`);
    expect(urlOf("https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}", { owner: "o", repo: "r", id: 1, name: "a b.zip" })).toBe(
      "https://uploads.github.com/repos/o/r/releases/1/assets?name=a%20b.zip",
    );
  });

  it("only template variables are placed: any other key stays, whatever its spelling, \"\" too", () => {
    expect(leftovers(rightOf(expand("/lit/{x}/more", { "Stryker was here": 1, "a b": 2, x: 3, y: 4 })))).toStrictEqual({ "Stryker was here": 1, "a b": 2, y: 4 });
    expect(leftovers(rightOf(expand("/x", { "": "v" })))).toStrictEqual({ "": "v" });
    expect(leftovers(rightOf(expand("/x/{y}", { "": "v", y: "1" })))).toStrictEqual({ "": "v" });
  });

  it("the known options are never parameters to place", () => {
    const expanded = rightOf(expand("/x", { data: "d", request: { a: 1 }, headers: { "x-a": "1" }, mediaType: { format: "raw" }, method: "POST" }));
    expect(leftovers(expanded)).toStrictEqual({});
    for (const name of ["method", "baseUrl", "url", "headers", "mediaType", "data", "request"]) expect(expanded.placed.has(name)).toBe(true);
  });

  it("an empty string is a value", () => {
    expect(urlOf("/a/{x}/b", { x: "" })).toBe(`${api}/a//b`);
  });

  it("a Date expands as its ISO string", () => {
    expect(urlOf("/since/{t}", { t: new Date(Date.UTC(2020, 0, 2, 3, 4, 5)) })).toBe(`${api}/since/2020-01-02T03%3A04%3A05.000Z`);
  });

  it("a value that cannot be expanded (a function) is INVALID_PARAMETER, naming it", () => {
    const result = expand("/a/{a}", { a: () => 1 });
    expect(leftCode(result)).toBe("INVALID_PARAMETER");
    expect(leftMessage(result)).toContain('"a"');
  });

  it("a variable named like a prototype member is read only as an own key", () => {
    expect(codeOf("/a/{constructor}")).toBe("MISSING_PARAMETER");
    expect(urlOf("/a/{constructor}", JSON.parse('{"constructor": "c"}') as Record<string, unknown>)).toBe(`${api}/a/c`);
  });

  it("the options are handed on as they are, and not changed", () => {
    const merged = mergedFrom({ ...DEFAULTS, url: "/orgs/:org", org: "o", list: ["a"] } as MergedOptions);
    const before = structuredClone(merged);
    expect(rightOf(templateExpand(merged)).options).toBe(merged);
    expect(merged).toStrictEqual(before);
  });
});

describe("templateExpand: required simple expressions", () => {
  it.each([
    ["undefined", undefined],
    ["null", null],
  ])("a simple variable that is %s is MISSING_PARAMETER, naming it and the URL", (_title, value) => {
    const result = expand("/orgs/{org}/repos", { org: value });
    expect(leftCode(result)).toBe("MISSING_PARAMETER");
    expect(leftMessage(result)).toContain('"org"');
    expect(leftMessage(result)).toContain('"/orgs/{org}/repos"');
  });

  it.each([
    ["/{a}/{b}", "b"],
    ["/{b}/{a}", "b"],
    ["/x{?q}/{a,b}", "b"],
    ["/{c:2}/{a}", "c"],
    ["/{a}{/d}/{c,b}", "c"],
  ])("%s: a missing simple variable is named before any other fault (here a function in a)", (url, name) => {
    const result = expand(url, { a: () => 1 });
    expect(leftCode(result)).toBe("MISSING_PARAMETER");
    expect(leftMessage(result)).toContain(`"${name}"`);
    expect(codeOf(url, { a: () => 1, b: "b", c: "c" })).toBe("INVALID_PARAMETER");
  });

  it("a null simple variable is missing too, named before another variable's fault", () => {
    const result = expand("/{b}/{a}", { a: () => 1, b: null });
    expect(leftCode(result)).toBe("MISSING_PARAMETER");
    expect(leftMessage(result)).toContain('"b"');
  });

  it("a template naming a known option sees it undefined: optional expressions expand to nothing, a simple one is missing", () => {
    const expanded = rightOf(expand("/x{?method,baseUrl,headers}", { data: { a: 1 }, q: "s" }));
    expect(expanded.url).toBe(`${api}/x`);
    expect(leftovers(expanded)).toStrictEqual({ q: "s" });
    expect(codeOf("/x/{data}", { data: "d" })).toBe("MISSING_PARAMETER");
    expect(codeOf("/x/{method}")).toBe("MISSING_PARAMETER");
    expect(urlOf("/x/{org}{?url,per_page}", { org: "o", per_page: 2 })).toBe(`${api}/x/o?per_page=2`);
  });
});

describe("templateExpand: dot segments", () => {
  // A value that would expand to a whole path segment "." or ".." (any spelling) is refused.
  it.each([
    ["/repos/{owner}/issues", { owner: ".." }, "owner"],
    ["/repos/{owner}/issues", { owner: "." }, "owner"],
    ["/repos/:owner/issues", { owner: ".." }, "owner"],
    ["/repos/{owner}", { owner: ".." }, "owner"],
    ["{x}/issues", { x: ".." }, "x"],
    ["/repos/{+owner}/issues", { owner: "%2E%2E" }, "owner"],
    ["/repos/{+owner}/issues", { owner: "%2e%2E" }, "owner"],
    ["/repos/{+owner}/issues", { owner: ".%2e" }, "owner"],
    ["/repos/{+owner}/issues", { owner: "%2E" }, "owner"],
    ["/files/{+path}", { path: "a/../b" }, "path"],
    ["/a/{+x}/b", { x: "c/.." }, "x"],
    ["/a/{+x}/b", { x: "../c" }, "x"],
    ["/a/{+x}/b", { x: "c/%2e%2E/d" }, "x"],
    ["/a/{+x}", { x: "c/%2E" }, "x"],
    ["/a{/x}", { x: ".." }, "x"],
    ["/a{/x}", { x: "." }, "x"],
    ["/files{/path*}", { path: ["a", "..", "b"] }, "path"],
    ["/a{/x,y}/b", { x: "c", y: ".." }, "x,y"],
    ["/a/{.x}", { x: "." }, "x"],
    ["/a/.{x}", { x: "." }, "x"],
    ["/a/{x}./b", { x: "." }, "x"],
    ["/a/{x}{y}/b", { x: ".", y: "." }, "y"],
    ["/s{/q}/{x}", { q: "1", x: ".." }, "x"],
    ["/a/{x}?q=1", { x: ".." }, "x"],
    // The path ends at the URL's first ? or #: a {?…} or {#…} that expands to nothing ends nothing, and {&…} writes no ?.
    ["/s{?q}/{x}", { x: ".." }, "x"],
    ["/s{#f}/{x}", { x: "." }, "x"],
    ["/s{&q}/{x}", { q: "1", x: ".." }, "x"],
    // A reserved expansion's own ? or # ends the path: ".." before it is a dot segment.
    ["/repos/{+owner}/issues", { owner: "..?x" }, "owner"],
    ["/repos/{+owner}/issues", { owner: "%2e%2E?x" }, "owner"],
    ["/repos/{+owner}/issues", { owner: "a/.#x" }, "owner"],
  ])("%s with %j is INVALID_PARAMETER, naming %s", (url, parameters, named) => {
    const result = expand(url, parameters);
    expect(leftCode(result)).toBe("INVALID_PARAMETER");
    expect(leftMessage(result)).toContain(`parameter "${named}" expands to the path segment`);
  });

  it("the message names the parameter and the segment it makes", () => {
    expect(leftMessage(expand("{x}/issues", { x: ".." }))).toBe('parameter "x" expands to the path segment "..": a dot segment would change the request\'s path');
    expect(leftMessage(expand("/a/{x}?q=1", { x: ".." }))).toContain('segment ".."');
    expect(leftMessage(expand("/a/{x}./b", { x: "." }))).toContain('parameter "x" expands to the path segment ".."');
  });

  it("the message names the expression that wrote the segment, not a later one that added nothing to it", () => {
    expect(leftMessage(expand("/{a}{b}", { a: "..", b: "" }))).toContain('parameter "a" expands to the path segment ".."');
    expect(leftMessage(expand("/{a}{b}/c", { a: ".", b: "" }))).toContain('parameter "a" expands to the path segment "."');
  });

  it("the message names all the variables of the offending expression, comma-separated", () => {
    expect(leftMessage(expand("/x{/a,b}", { a: "..", b: "c" }))).toContain('parameter "a,b"');
  });

  it.each([
    ["/repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" }, `${api}/repos/octokit/rest.js`],
    ["/repos/{owner}/x", { owner: "a..b" }, `${api}/repos/a..b/x`],
    ["/a/{x}/b", { x: "a.." }, `${api}/a/a../b`],
    ["/a/{x}/b", { x: "..." }, `${api}/a/.../b`],
    ["/repos/v{n}/x", { n: ".." }, `${api}/repos/v../x`],
    ["/a/{+x}/b", { x: "c/d.e/f.g." }, `${api}/a/c/d.e/f.g./b`],
    ["/a/{+x}", { x: "%2e%2ex" }, `${api}/a/%2e%2ex`],
    // A simple or path expression encodes %: its %2E is no dot.
    ["/a/{x}", { x: "%2E%2E" }, `${api}/a/%252E%252E`],
    ["/a{/x}", { x: "%2e" }, `${api}/a/%252e`],
    ["/a/{x}", { x: ".%2" }, `${api}/a/.%252`],
    ["/a{;x}/b", { x: ".." }, `${api}/a;x=../b`],
    // The template's own dots are the caller's.
    ["/a/../b", {}, `${api}/a/../b`],
    ["/a/..{x}/{y}", { x: "", y: "v1.2" }, `${api}/a/../v1.2`],
    // An expansion that writes only `/` ends a segment and starts an empty one: the `..` after it is the template's.
    ["/x{/a}../y{/b}", { a: "", b: ".z" }, `${api}/x/../y/.z`],
    // After the expanded URL's first ? or #, a literal's or an expression's: no path segment.
    ["/search{?q}", { q: ".." }, `${api}/search?q=..`],
    ["/search/x{#f}", { f: ".." }, `${api}/search/x#..`],
    ["/s?p=/{x}", { x: ".." }, `${api}/s?p=/..`],
    ["/s#/{x}", { x: ".." }, `${api}/s#/..`],
    ["/s{?q}/{x}", { q: "1", x: ".." }, `${api}/s?q=1/..`],
    ["/s{#f}", { f: "/.." }, `${api}/s#/..`],
    ["/repos/{+owner}/issues", { owner: "a?.." }, `${api}/repos/a?../issues`],
    ["/repos/{+owner}/issues", { owner: "a#/../.." }, `${api}/repos/a#/../../issues`],
  ])("%s with %j passes: %s", (url, parameters, expected) => {
    expect(urlOf(url, parameters)).toBe(expected);
  });
});

describe("templateExpand: joining", () => {
  it("a trailing slash is removed after expansion, unless the whole URL is /", () => {
    expect(urlOf("/orgs/{org}/", { org: "o" })).toBe(`${api}/orgs/o`);
    expect(urlOf("/a{/b}", { b: "" })).toBe(`${api}/a`);
    expect(urlOf("/")).toBe(`${api}/`);
  });

  it.each([
    ["https://api.github.com", "/orgs", "https://api.github.com/orgs"],
    ["https://api.github.com/", "/orgs", "https://api.github.com/orgs"],
    ["https://ghe.example.com/api/v3///", "orgs", "https://ghe.example.com/api/v3/orgs"],
    ["https://ghe.example.com/api/v3/", "users", "https://ghe.example.com/api/v3/users"],
    ["https://api.github.com", "//orgs", "https://api.github.com/orgs"],
  ])("%s + %s is %s: exactly one slash between", (baseUrl, url, expected) => {
    expect(urlOf(url, {}, baseUrl)).toBe(expected);
  });

  it.each([
    ["//a//{x}/", { x: "v" }, "https://h.example/api/a//v"],
    ["/a/{x}/", { x: "" }, "https://h.example/api/a/"],
    ["/a{/x}", { x: "b/" }, "https://h.example/api/a/b%2F"],
    ["/{+x}", { x: "//b/" }, "https://h.example/api/b"],
    ["//{x}", { x: "b" }, "https://h.example/api/b"],
    ["/", {}, "https://h.example/api/"],
    ["///", {}, "https://h.example/api/"],
    ["/a/{+x}", { x: "b/" }, "https://h.example/api/a/b"],
  ])("%s with %j is joined to a base with two trailing slashes as %s", (url, parameters, expected) => {
    expect(urlOf(url, parameters, "https://h.example/api//")).toBe(expected);
  });

  it("any relative template: its expansion, one trailing slash removed, joined to the base with one slash", () => {
    // An oracle by hand for these pieces: {x} and {y} percent-encode "/", {+x} keeps it, {/x} adds one before.
    const pieces: Record<string, (x: string, y: string) => string> = {
      "/": () => "/",
      "//": () => "//",
      a: () => "a",
      "b/": () => "b/",
      "{x}": (x) => encodeURIComponent(x),
      "{+x}": (x) => x,
      "{/x}": (x) => `/${encodeURIComponent(x)}`,
      "{y}": (_, y) => encodeURIComponent(y),
    };
    const value = fc.constantFrom("", "/", "v", "//", "w/", "/u");
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Object.keys(pieces)), { maxLength: 6 }), value, value, (chosen, x, y) => {
        const expanded = `/${chosen.map((piece) => pieces[piece]?.(x, y) ?? "").join("")}`;
        const trimmed = expanded.length > 1 && expanded.endsWith("/") ? expanded.slice(0, -1) : expanded;
        expect(urlOf(`/${chosen.join("")}`, { x, y }, "https://h.example/api/")).toBe(`https://h.example/api/${trimmed.replace(/^\/+/, "")}`);
      }),
      { seed: 20261121, numRuns: 1000 },
    );
  });

  it.each([
    ["https://uploads.github.com/x", "https://uploads.github.com/x"],
    ["HTTPS://uploads.github.com/x", "HTTPS://uploads.github.com/x"],
    ["http://localhost/x", "http://localhost/x"],
    ["https://uploads.github.com/x/", "https://uploads.github.com/x"],
  ])("an absolute URL (%s) ignores baseUrl", (url, expected) => {
    expect(urlOf(url, {}, "https://ghe.example.com/api/v3")).toBe(expected);
  });

  it("a valid literal origin closed before the first expression: any value in the path gives a URL that parses", () => {
    for (const path of ["a b", "%zz", "\\x", "[::1]", "..x", "?#", "é"]) {
      const url = urlOf("https://uploads.github.com/{+path}", { path }, "https://ghe.example.com/api/v3");
      expect(url.startsWith("https://uploads.github.com/")).toBe(true);
      expect(() => new URL(url)).not.toThrow();
    }
  });

  it.each([
    ["a port out of range", "https://h.example:99999/x", {}],
    ["an unclosed IPv6 host", "https://[/x", {}],
    ["a host from a reserved expansion", "{+u}/x", { u: "https://a b" }],
    ["a port out of range before an expression", "https://h.example:99999/{x}", { x: "y" }],
    ["a port from a simple expression", "https://h.example:{port}/x", { port: 99999 }],
    ["a host from an expression after the scheme", "https://{host}/x", { host: "[" }],
    ["an authority a reserved expansion extends", "https://h.example{+rest}", { rest: ":99999/x" }],
  ])("an absolute URL that does not parse (%s) is INVALID_URL_TEMPLATE", (_title, url, parameters) => {
    expect(codeOf(url, parameters)).toBe("INVALID_URL_TEMPLATE");
  });

  it("an absolute URL that does not parse: the message names the template and what it expanded to", () => {
    const message = leftMessage(expand("https://h.example:{port}/x", { port: 99999 }));
    expect(message).toContain('"https://h.example:{port}/x"');
    expect(message).toContain('"https://h.example:99999/x"');
    expect(message).toContain("not a valid absolute URL");
  });
});

describe("templateExpand: failures of the url itself", () => {
  it("no url is MISSING_URL", () => {
    expect(codeOf(undefined)).toBe("MISSING_URL");
    expect(leftCode(templateExpand(mergedFrom({ ...DEFAULTS })))).toBe("MISSING_URL");
  });

  it.each([
    ["/a/{b", "position 5"],
    ["/a/{b:c}", "position 6"],
    ["/a/{}", "position 4"],
    ["/a{?x y}", "position 5"],
  ])("a malformed template %s is INVALID_URL_TEMPLATE, quoting it and saying where (%s)", (url, where) => {
    const result = expand(url, { b: "1", x: "2" });
    expect(leftCode(result)).toBe("INVALID_URL_TEMPLATE");
    expect(leftMessage(result)).toContain(JSON.stringify(url));
    expect(leftMessage(result)).toContain(where);
  });

  it.each(["/a/{b:c}/:d", "/a/:b/{c/:d", "/:a{?q x}:b"])("a malformed template with :name placeholders (%s) is INVALID_URL_TEMPLATE", (url) => {
    expect(codeOf(url, { a: "1", b: "1", c: "2", d: "3" })).toBe("INVALID_URL_TEMPLATE");
  });
});
