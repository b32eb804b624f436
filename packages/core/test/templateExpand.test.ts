import type { MergedOptions } from "@request-options/types";
import { placeholderConvert } from "../src/placeholderConvert";
import { cascadedOf, expandTemplate, knownOptions, parametersOf } from "../src";
import { type Expanded, templateExpand as expandStage } from "../src/stages/templateExpand";
import * as E from "fp-ts/Either";
import fc from "fast-check";
import { urlJoin } from "../src/urlJoin";
import { leftCode, leftMessage, rightOf } from "./leftCode";

const merged = (url: string | undefined, parameters: Record<string, unknown> = {}, baseUrl = "https://api.github.com"): MergedOptions => ({
  method: "GET",
  baseUrl,
  ...(url === undefined ? {} : { url }),
  headers: { accept: "application/vnd.github.v3+json" },
  mediaType: { format: "" },
  ...parameters,
});
// The stage on merged options as one object, as parse() hands them over.
const templateExpand = (options: MergedOptions) => expandStage(cascadedOf(options));
const urlOf = (url: string, parameters: Record<string, unknown> = {}, baseUrl?: string) =>
  rightOf(templateExpand(merged(url, parameters, baseUrl))).url;
const codeOf = (url: string | undefined, parameters: Record<string, unknown> = {}) => leftCode(templateExpand(merged(url, parameters)));
// The parameters the stage leaves for paramPartition to place.
const leftovers = (expanded: Expanded) => parametersOf(expanded.options, expanded.placed);

describe("placeholderConvert", () => {
  test.each([
    ["/orgs/:org/repos", "/orgs/{org}/repos"],
    ["/repos/:owner/:repo", "/repos/{owner}/{repo}"],
    ["/a/:_x1.json", "/a/{_x1}.json"],
    ["/a/:B", "/a/{B}"],
    ["https://ghe.example.com:8443/a/:id", "https://ghe.example.com:8443/a/{id}"],
    ["http://user:pass@h.example.com/a/:id", "http://user:pass@h.example.com/a/{id}"],
    ["/search?q=is:open", "/search?q=is:open"],
    ["/a/:b#frag:c", "/a/{b}#frag:c"],
    ["/a/:1", "/a/:1"],
    ["/a{/b:3}/:c", "/a{/b:3}/{c}"],
    ["/a{?x}/:c", "/a{?x}/:c"],
    ["/a:", "/a:"],
  ])("%s → %s", (url, expected) => {
    expect(placeholderConvert(url)).toBe(expected);
  });
});

describe("urlJoin", () => {
  test.each([
    ["https://api.github.com", "/orgs", "https://api.github.com/orgs"],
    ["https://api.github.com/", "/orgs", "https://api.github.com/orgs"],
    ["https://ghe.example.com/api/v3///", "orgs", "https://ghe.example.com/api/v3/orgs"],
    ["https://api.github.com", "//orgs", "https://api.github.com/orgs"],
    ["https://api.github.com", "HTTPS://uploads.github.com/x", "HTTPS://uploads.github.com/x"],
    ["https://api.github.com", "http://localhost/x", "http://localhost/x"],
  ])("%s + %s → %s", (base, url, expected) => {
    expect(urlJoin(base)(url)).toBe(expected);
  });
});

describe("templateExpand", () => {
  test("expands placeholders, joins to baseUrl and leaves the rest of the parameters", () => {
    const expanded = rightOf(templateExpand(merged("/orgs/:org/repos", { org: "octokit", type: "private" })));
    expect(expanded.url).toBe("https://api.github.com/orgs/octokit/repos");
    expect(leftovers(expanded)).toEqual({ type: "private" });
  });

  test("a :name placeholder is encoded like a simple expression: / becomes %2F", () => {
    expect(urlOf("/repos/:owner/x", { owner: "a/b c" })).toBe("https://api.github.com/repos/a%2Fb%20c/x");
  });

  test("RFC 6570 operator expressions, optional when undefined", () => {
    expect(urlOf("/repos/{owner}/{repo}/branches{/branch}", { owner: "o", repo: "r" })).toBe("https://api.github.com/repos/o/r/branches");
    expect(urlOf("/repos/{owner}/{repo}/branches{/branch}", { owner: "o", repo: "r", branch: "main" })).toBe(
      "https://api.github.com/repos/o/r/branches/main",
    );
    expect(urlOf("https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}", { owner: "o", repo: "r", id: 1, name: "a b.zip" })).toBe(
      "https://uploads.github.com/repos/o/r/releases/1/assets?name=a%20b.zip",
    );
  });

  test("a parameter whose value is undefined is left out, not kept as an undefined key", () => {
    const expanded = rightOf(templateExpand(merged("/x", { a: undefined, b: 1 })));
    expect(Object.keys(leftovers(expanded))).toEqual(["b"]);
  });

  test("only template variables are consumed: any other key stays, whatever its spelling", () => {
    const parameters = { "Stryker was here": 1, "a b": 2, x: 3, y: 4 };
    const expanded = rightOf(templateExpand(merged("/lit/{x}/more", parameters)));
    expect(leftovers(expanded)).toEqual({ "Stryker was here": 1, "a b": 2, y: 4 });
  });

  test("a parameter named \"\" is a parameter like any other, whether or not the template has variables", () => {
    expect(leftovers(rightOf(templateExpand(merged("/x", { "": "v" }))))).toEqual({ "": "v" });
    expect(leftovers(rightOf(templateExpand(merged("/x/{y}", { "": "v", y: "1" }))))).toEqual({ "": "v" });
  });

  test("the placed names it hands out are never the exported knownOptions", () => {
    for (const url of ["/x", "/x/{y}"]) {
      const { placed } = rightOf(templateExpand(merged(url, { y: "1" })));
      expect(placed).not.toBe(knownOptions);
      expect([...knownOptions].every((name) => placed?.has(name))).toBe(true);
    }
  });

  test("the known options are no template variables and never parameters", () => {
    const expanded = rightOf(templateExpand({ ...merged("/x"), data: "d", request: { a: 1 } }));
    expect(leftovers(expanded)).toEqual({});
  });

  test.each([
    ["undefined", undefined],
    ["null", null],
  ])("a simple variable that is %s is MISSING_PARAMETER, naming it", (_title, value) => {
    const result = templateExpand(merged("/orgs/{org}/repos", { org: value }));
    expect(leftCode(result)).toBe("MISSING_PARAMETER");
    expect(leftMessage(result)).toContain('"org"');
  });

  test.each([
    ["/{a}/{b}", "b"],
    ["/{b}/{a}", "b"],
    ["/x{?q}/{a,b}", "b"],
    ["/{c:2}/{a}", "c"],
    ["/{a}{/d}/{c,b}", "c"],
  ])("%s: a missing simple variable is named before any other fault (here a function in a)", (url, name) => {
    const result = templateExpand(merged(url, { a: () => 1 }));
    expect(leftCode(result)).toBe("MISSING_PARAMETER");
    expect(leftMessage(result)).toContain(`"${name}"`);
    const complete = templateExpand(merged(url, { a: () => 1, b: "b", c: "c" }));
    expect(leftCode(complete)).toBe("INVALID_PARAMETER");
  });

  test("a null simple variable is missing too, named before another variable's fault", () => {
    const result = templateExpand(merged("/{b}/{a}", { a: () => 1, b: null }));
    expect(leftCode(result)).toBe("MISSING_PARAMETER");
    expect(leftMessage(result)).toContain('"b"');
  });

  test("a missing :name placeholder is MISSING_PARAMETER too", () => {
    expect(codeOf("/orgs/:org")).toBe("MISSING_PARAMETER");
  });

  test("an empty string is a value", () => {
    expect(urlOf("/a/{x}/b", { x: "" })).toBe("https://api.github.com/a//b");
  });

  test("a Date expands as its ISO string", () => {
    expect(urlOf("/since/{t}", { t: new Date(Date.UTC(2020, 0, 2, 3, 4, 5)) })).toBe("https://api.github.com/since/2020-01-02T03%3A04%3A05.000Z");
  });

  test.each([
    ["..", "/repos/{owner}/issues", { owner: ".." }],
    [".", "/repos/{owner}/issues", { owner: "." }],
    ["%2E%2E via {+x}", "/repos/{+owner}/issues", { owner: "%2E%2E" }],
    ["%2e%2E via {+x}", "/repos/{+owner}/issues", { owner: "%2e%2E" }],
    [".. inside a reserved value", "/files/{+path}", { path: "a/../b" }],
    [".. in an exploded path list", "/files{/path*}", { path: ["a", "..", "b"] }],
    [".. as the last segment", "/repos/{owner}", { owner: ".." }],
  ])("a value that expands to the dot segment %s is INVALID_PARAMETER", (_title, url, parameters) => {
    const result = templateExpand(merged(url, parameters));
    expect(leftCode(result)).toBe("INVALID_PARAMETER");
    expect(leftMessage(result)).toMatch(/owner|path/);
  });

  test("dots that do not make a whole segment are fine, and so are the template's own dots", () => {
    expect(urlOf("/repos/{owner}/x", { owner: "a..b" })).toBe("https://api.github.com/repos/a..b/x");
    expect(urlOf("/repos/v{n}/x", { n: ".." })).toBe("https://api.github.com/repos/v../x");
    expect(urlOf("/a/../b")).toBe("https://api.github.com/a/../b");
    expect(urlOf("/search{?q}", { q: ".." })).toBe("https://api.github.com/search?q=..");
    expect(urlOf("/search/x{#f}", { f: ".." })).toBe("https://api.github.com/search/x#..");
  });

  test("a trailing slash is removed after expansion, unless the whole URL is /", () => {
    expect(urlOf("/orgs/{org}/", { org: "o" })).toBe("https://api.github.com/orgs/o");
    expect(urlOf("/a{/b}", { b: "" })).toBe("https://api.github.com/a");
    expect(urlOf("/")).toBe("https://api.github.com/");
  });

  test("an absolute URL ignores baseUrl", () => {
    expect(urlOf("https://uploads.github.com/x", {}, "https://ghe.example.com/api/v3")).toBe("https://uploads.github.com/x");
  });

  test("a valid literal origin closed before the first expression: any value in the path gives a URL that parses", () => {
    for (const path of ["a b", "%zz", "\\x", "[::1]", "..x", "?#", "é"]) {
      const url = urlOf("https://uploads.github.com/{+path}", { path }, "https://ghe.example.com/api/v3");
      expect(() => new URL(url)).not.toThrow();
    }
  });

  test("a relative URL is joined to baseUrl with exactly one slash", () => {
    expect(urlOf("users", {}, "https://ghe.example.com/api/v3/")).toBe("https://ghe.example.com/api/v3/users");
  });

  // Templates whose first literal holds more than slashes are compiled without those slashes
  // and joined as they expand; the others are read and trimmed. Both give one slash.
  test.each([
    ["//a//{x}/", { x: "v" }, "https://h.example/api/a//v"],
    ["/a/{x}/", { x: "" }, "https://h.example/api/a/"],
    ["/a{/x}", { x: "b/" }, "https://h.example/api/a/b%2F"],
    ["/{+x}", { x: "//b/" }, "https://h.example/api/b"],
    ["//{x}", { x: "b" }, "https://h.example/api/b"],
    ["/", {}, "https://h.example/api/"],
    ["///", {}, "https://h.example/api/"],
    ["/a/{+x}", { x: "b/" }, "https://h.example/api/a/b"],
  ])("%s is joined to the base with one slash, a trailing one removed", (url, parameters, expected) => {
    expect(urlOf(url, parameters, "https://h.example/api//")).toBe(expected);
  });

  test.each([
    ["/a/{b}/c{/d}{.e}{;f}", true],
    ["/a?x=1", false],
    ["/a#top", false],
    ["/a{?q}", false],
    ["/a{&q}", false],
    ["/a{#q}", false],
    ["/a/{+q}", false],
  ])("%s: whether a query can be appended without reading the URL (query-free: %s)", (url, queryFree) => {
    const expanded = rightOf(templateExpand(merged(url, { b: "1", q: "2" })));
    expect(expanded.queryFreeUrl).toBe(queryFree ? expanded.url : undefined);
  });

  test("any relative template: its plain RFC 6570 expansion, one trailing slash removed, joined to the base", () => {
    const piece = fc.constantFrom("/", "//", "a", "b/", "{x}", "{+x}", "{/x}", "{y}");
    const value = fc.constantFrom("", "/", "v", "//", "w/", "/u");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), value, value, (pieces, x, y) => {
        const url = `/${pieces.join("")}`;
        const plain = expandTemplate(url, { x, y });
        if (E.isLeft(plain)) throw plain.left;
        const trimmed = plain.right.length > 1 && plain.right.endsWith("/") ? plain.right.slice(0, -1) : plain.right;
        expect(urlOf(url, { x, y }, "https://h.example/api/")).toBe(urlJoin("https://h.example/api/")(trimmed));
      }),
      { seed: 20261121, numRuns: 2000 },
    );
  });

  test.each([
    ["a port out of range", "https://h.example:99999/x", {}],
    ["an unclosed IPv6 host", "https://[/x", {}],
    ["a host from a reserved expansion", "{+u}/x", { u: "https://a b" }],
    // The literal origin is checked once, when the template is compiled: a bad one still fails every call.
    ["a port out of range before an expression", "https://h.example:99999/{x}", { x: "y" }],
    ["a port from a simple expression", "https://h.example:{port}/x", { port: 99999 }],
    ["a host from an expression after the scheme", "https://{host}/x", { host: "[" }],
    ["an authority a reserved expansion extends", "https://h.example{+rest}", { rest: ":99999/x" }],
  ])("an absolute URL that does not parse (%s) is INVALID_URL_TEMPLATE", (_title, url, parameters) => {
    expect(codeOf(url, parameters)).toBe("INVALID_URL_TEMPLATE");
  });

  test("an absolute URL that does not parse names the template and what it expanded to", () => {
    const message = leftMessage(templateExpand(merged("https://h.example:{port}/x", { port: 99999 })));
    expect(message).toContain('"https://h.example:{port}/x"');
    expect(message).toContain('"https://h.example:99999/x"');
    expect(message).toContain("not a valid absolute URL");
  });

  test("no url is MISSING_URL", () => {
    expect(codeOf(undefined)).toBe("MISSING_URL");
  });

  test("a malformed template is INVALID_URL_TEMPLATE", () => {
    expect(codeOf("/a/{b")).toBe("INVALID_URL_TEMPLATE");
  });

  test("a variable named like a prototype member is read only as an own key", () => {
    expect(codeOf("/a/{constructor}")).toBe("MISSING_PARAMETER");
    expect(urlOf("/a/{constructor}", JSON.parse('{"constructor": "c"}') as Record<string, unknown>)).toBe("https://api.github.com/a/c");
  });

  test("does not touch the options", () => {
    const options = merged("/orgs/:org", { org: "o", list: ["a"] });
    const before = structuredClone(options);
    rightOf(templateExpand(options));
    expect(options).toEqual(before);
  });
});

describe("a template naming a known option", () => {
  // Known options (method, baseUrl, url, headers, mediaType, request, data) are no
  // parameters: a template that names one sees it undefined, and it is never a leftover.
  test("an optional expression of known options expands to nothing", () => {
    const expanded = rightOf(templateExpand(merged("/x{?method,baseUrl,headers}", { data: { a: 1 }, q: "s" })));
    expect(expanded.url).toBe("https://api.github.com/x");
    expect(leftovers(expanded)).toEqual({ q: "s" });
  });

  test("a simple expression of a known option is a missing parameter, though the option is set", () => {
    expect(codeOf("/x/{data}", { data: "d" })).toBe("MISSING_PARAMETER");
    expect(codeOf("/x/{method}")).toBe("MISSING_PARAMETER");
  });

  test("the other parameters still expand beside it", () => {
    expect(urlOf("/x/{org}{?url,per_page}", { org: "o", per_page: 2 })).toBe("https://api.github.com/x/o?per_page=2");
  });
});
