import { EndpointResult, MergedOptions } from "@request-options/types";
import fc from "fast-check";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import {
  buildRequest,
  DEFAULTS,
  derivedDefaults,
  EndpointError,
  mergedParse,
  mergeOptions,
  paramPartition,
  parseOptions,
  requestBuilder,
  routeParse,
  templateExpand,
  VERSION,
} from "@request-options/core";
import { requestCheck } from "@request-options/core/internal";
import { leftCode, leftMessage, rightOf } from "./leftCode";
import { mergedFrom } from "./stageInputs";

// The compositions: buildRequest (endpoint()), mergeOptions (merge()), parseOptions (parse()), derivedDefaults
// (defaults()), requestBuilder, mergedParse (specification §4, DECISIONS.md "Ownership", "Errors").

const userAgent = `request-options/${VERSION}`;
const defaultHeaders = { accept: "application/vnd.github.v3+json", "user-agent": userAgent };

const isDeepFrozen = (value: unknown, seen = new Set<unknown>()): boolean => {
  if (typeof value !== "object" || value === null || seen.has(value)) return true;
  seen.add(value);
  return Object.isFrozen(value) && Object.values(value).every((inner) => isDeepFrozen(inner, seen));
};

const nestedRequest = (levels: number): Record<string, unknown> => {
  // The options record itself is level 1, `request` level 2.
  let deep: Record<string, unknown> = {};
  for (let i = 2; i < levels; i++) deep = { n: deep };
  return { request: deep };
};

describe("buildRequest is parseOptions after mergeOptions (specification §4, rule 1)", () => {
  class Agent {}
  const valid = <A>(good: fc.Arbitrary<A>, bad: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof({ arbitrary: good, weight: 6 }, { arbitrary: bad, weight: 1 });
  const options = fc.record(
    {
      method: valid(fc.constantFrom("get", "POST", "put", "PROPFIND"), fc.constantFrom("B@D", 42)),
      url: valid(fc.constantFrom("/orgs/{org}/repos", "/repos/:owner/:repo", "/x{?q,per_page}", "https://uploads.example.com/{+path}", "PATCH /x/{org}"), fc.constantFrom(1, "/a/{b", "/r/{org}/..")),
      baseUrl: valid(fc.constant("https://ghe.example.com/api/v3/"), fc.constantFrom("ftp://x.example", "/api")),
      headers: valid(
        fc.dictionary(fc.constantFrom("X-A", "accept", "User-Agent", "content-type", "__proto__"), fc.constantFrom<unknown>("v", 1, undefined, "application/octet-stream")),
        fc.constantFrom<unknown>("x", null, [], { "bad name": "v" }, { "x-b": "a\r\nb" }),
      ),
      mediaType: valid(
        fc.record({ format: fc.constantFrom("raw", "", undefined), previews: fc.constantFrom(["x-preview", "y"], [], undefined, ["y", "-preview"]) }, { requiredKeys: [] }),
        fc.constantFrom<unknown>([], "raw", { format: "a b" }, { previews: "x" }, { previews: [null] }),
      ),
      request: valid(fc.constantFrom<unknown>({ timeout: 1 }, new Agent()), fc.constantFrom(42, null)),
      data: fc.constantFrom<unknown>({ a: 1 }, "raw", null, undefined),
      org: valid(fc.constantFrom<unknown>("octokit", "a/b", 7, ["a", "b"]), fc.constantFrom<unknown>(undefined, null, "..", () => 1)),
      owner: fc.constantFrom<unknown>("o", undefined),
      repo: fc.constantFrom<unknown>("r", undefined),
      path: fc.constantFrom<unknown>("a/b", "x y", undefined),
      q: fc.constantFrom<unknown>("is:open+repo:x", ["a", "b"], { state: "open" }, null),
      per_page: fc.constantFrom<unknown>(100, "100", 10n, new Date(0)),
      "fields[]": fc.constantFrom<unknown>([1, 2], [], undefined),
    },
    { requiredKeys: [] },
  );
  const route = fc.constantFrom<unknown>(undefined, "GET /orgs/{org}/repos", "POST /repos/{owner}/{repo}/issues", "DELETE /x", "/search{?q}", "GET a b c", "", 42);
  const defaults = [
    ["DEFAULTS", DEFAULTS],
    ["derived defaults", rightOf(derivedDefaults(DEFAULTS, { baseUrl: "https://ghe.example.com/api/v3", org: "core", per_page: 30, mediaType: { previews: ["mercy"] }, request: { hook: { a: 1 } } }))],
    ["hand-made defaults", { ...DEFAULTS, headers: { Accept: "application/vnd.github.v3+json" }, mediaType: { format: "diff" }, team: { slug: "x" } } as MergedOptions],
  ] as const;

  it.each(defaults)("over %s: the same request or the same failure, on any route and options", (_name, given) => {
    let built = 0;
    fc.assert(
      fc.property(route, options, (r, o) => {
        const direct = buildRequest(given, r, o);
        const composed = pipe(mergeOptions(given, r, o), E.chain(parseOptions));
        if (E.isRight(direct)) {
          built += 1;
          expect(composed).toStrictEqual(direct);
        } else {
          expect(leftCode(composed)).toBe(direct.left.code);
          expect(leftMessage(composed)).toBe(direct.left.message);
        }
        expect(requestBuilder(given)(r, o)).toStrictEqual(direct);
      }),
      { seed: 20250101, numRuns: 1500 },
    );
    // Not vacuous: many calls build a request.
    expect(built).toBeGreaterThan(150);
  });

  it("a call, worked by hand", () => {
    expect(rightOf(buildRequest(DEFAULTS, "GET /orgs/{org}/repos", { org: "octokit", type: "private" }))).toStrictEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: defaultHeaders,
    });
    expect(rightOf(buildRequest(DEFAULTS, "POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", mediaType: { previews: ["mercy"] } }))).toStrictEqual({
      method: "post",
      url: "https://api.github.com/repos/o/r/issues",
      headers: { accept: "application/vnd.github.mercy-preview+json", "user-agent": userAgent, "content-type": "application/json; charset=utf-8" },
      body: { title: "t" },
    });
  });

  it("the same input twice gives equal, distinct results", () => {
    const first = rightOf(buildRequest(DEFAULTS, "POST /x/{a}", { a: "1", b: [1] }));
    const second = rightOf(buildRequest(DEFAULTS, "POST /x/{a}", { a: "1", b: [1] }));
    expect(second).toStrictEqual(first);
    expect(second).not.toBe(first);
    expect(second.headers).not.toBe(first.headers);
  });

  it("results decode with the codecs of @request-options/types", () => {
    const merged = rightOf(mergeOptions(DEFAULTS, "PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }));
    expect(E.isRight(MergedOptions.decode(merged))).toBe(true);
    expect(E.isRight(EndpointResult.decode(rightOf(parseOptions(merged))))).toBe(true);
  });

  it("mergedParse takes merged options to request options", () => {
    expect(rightOf(mergedParse({ ...DEFAULTS, url: "/orgs/{org}", org: "o", per_page: 2 } as MergedOptions))).toStrictEqual({
      method: "get",
      url: "https://api.github.com/orgs/o?per_page=2",
      headers: defaultHeaders,
    });
  });
});

describe("every composition over defaults", () => {
  const codes = (defaults: unknown, options: Record<string, unknown> = {}): string[] => {
    const given = defaults as MergedOptions;
    return [
      leftCode(buildRequest(given, "GET /x", options)),
      leftCode(requestBuilder(given)("GET /x", options)),
      leftCode(mergeOptions(given, "GET /x", options)),
      leftCode(derivedDefaults(given, options)),
    ];
  };

  it.each([null, undefined, "x", 1, [], () => DEFAULTS, new Map()])("defaults that are no plain object (%p): INVALID_ARGUMENTS", (defaults) => {
    expect(codes(defaults)).toStrictEqual(Array(4).fill("INVALID_ARGUMENTS"));
    expect(leftMessage(buildRequest(defaults as unknown as MergedOptions, "GET /x"))).toMatch(/^defaults must be a plain object, got /);
  });

  it.each([
    ["method", { method: "B@D" }, "INVALID_METHOD"],
    ["baseUrl", { baseUrl: "ftp://x.example" }, "INVALID_BASE_URL"],
    ["header value", { headers: { "x-a": "a\r\nb" } }, "INVALID_HEADER"],
    ["header name", { headers: { "bad name": "v" } }, "INVALID_HEADER"],
    ["headers", { headers: "x" }, "INVALID_OPTIONS"],
    ["mediaType", { mediaType: { format: "a b" } }, "INVALID_OPTIONS"],
    ["url", { url: 1 }, "INVALID_OPTIONS"],
    ["request", { request: 3 }, "INVALID_OPTIONS"],
  ])("hand-made defaults with a bad %s: the same code from each, said of the defaults", (_name, bad, code) => {
    const defaults = { ...DEFAULTS, ...bad };
    expect(codes(defaults)).toStrictEqual(Array(4).fill(code));
    expect(leftMessage(buildRequest(defaults as unknown as MergedOptions, "GET /x"))).toMatch(/^invalid defaults: /);
  });
});

describe("mergeOptions", () => {
  it("the specification's merge: defaults applied, the url unexpanded, parameters unplaced", () => {
    expect(rightOf(mergeOptions(DEFAULTS, "GET /orgs/:org/repos", { org: "octokit", type: "private", headers: { Authorization: "token x" } }))).toStrictEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { ...defaultHeaders, authorization: "token x" },
      mediaType: { format: "" },
      url: "/orgs/:org/repos",
      org: "octokit",
      type: "private",
    });
  });

  it("needs no url; parseOptions and buildRequest do (MISSING_URL)", () => {
    const merged = rightOf(mergeOptions(DEFAULTS, { org: "o" }));
    expect(merged).toStrictEqual({ method: "GET", baseUrl: "https://api.github.com", headers: defaultHeaders, mediaType: { format: "" }, org: "o" });
    expect(leftCode(parseOptions(merged))).toBe("MISSING_URL");
    expect(leftCode(buildRequest(DEFAULTS, { org: "o" }))).toBe("MISSING_URL");
  });

  it("returns fresh, mutable objects and neither changes nor freezes the caller's", () => {
    const headers = { Authorization: "token x" };
    const mediaType = { previews: ["mercy-preview"] };
    const request = { hooks: { a: 1 } };
    const labels = ["a"];
    const options = { headers, mediaType, request, labels, data: { b: 1 } };
    const before = structuredClone(options);
    const merged = rightOf(mergeOptions(rightOf(derivedDefaults(DEFAULTS, { request: { timeout: 1 } })), "POST /x", options));
    expect(options).toStrictEqual(before);
    for (const mine of [options, headers, mediaType, mediaType.previews, request, labels]) expect(Object.isFrozen(mine)).toBe(false);
    for (const part of [merged, merged.headers, merged.mediaType, merged.mediaType.previews, merged.request]) expect(Object.isFrozen(part)).toBe(false);
    expect(merged.headers).not.toBe(headers);
    expect(merged.mediaType).not.toBe(mediaType);
    expect(merged.request).toStrictEqual({ timeout: 1, hooks: { a: 1 } });
    expect(merged.data).toBe(options.data);
    expect(merged["labels"]).toBe(labels);
  });

  it("leaves out the known options that are unset: no key of theirs", () => {
    expect(Object.keys(rightOf(mergeOptions(DEFAULTS, "GET /x", { data: undefined, request: undefined })))).toEqual(["method", "baseUrl", "headers", "mediaType", "url"]);
  });
});

describe("parseOptions", () => {
  it.each([
    ["method", "Method"],
    ["baseUrl", "BaseUrl"],
    ["headers", "Headers"],
    ["mediaType", "MergedMediaType"],
  ])("a missing %s is INVALID_OPTIONS naming it and its codec", (key, codec) => {
    const options: Record<string, unknown> = { ...DEFAULTS, url: "/x" };
    delete options[key];
    const result = parseOptions(options);
    expect(leftCode(result)).toBe("INVALID_OPTIONS");
    expect(leftMessage(result)).toBe(`invalid option "${key}": expected ${codec}, got undefined`);
  });

  it("of several missing, the first in the order method, baseUrl, headers, mediaType is named", () => {
    expect(leftMessage(parseOptions({ url: "/x" }))).toContain('"method"');
    expect(leftMessage(parseOptions({ url: "/x", method: "GET", mediaType: {} }))).toContain('"baseUrl"');
    expect(leftMessage(parseOptions({ url: "/x", method: "GET", baseUrl: "https://h.example" }))).toContain('"headers"');
  });

  it("an invalid option before a missing one is named first; a missing one before an invalid one", () => {
    const { baseUrl: _baseUrl, ...withoutBaseUrl } = DEFAULTS;
    expect(leftCode(parseOptions({ ...withoutBaseUrl, url: "/x", method: "b@d" }))).toBe("INVALID_METHOD");
    const missing = parseOptions({ ...withoutBaseUrl, url: "/x", headers: { "bad name": "v" } });
    expect(leftCode(missing)).toBe("INVALID_OPTIONS");
    expect(leftMessage(missing)).toContain('"baseUrl"');
    const { headers: _headers, ...withoutHeaders } = DEFAULTS;
    expect(leftCode(parseOptions({ ...withoutHeaders, url: "/x", method: "b@d" }))).toBe("INVALID_METHOD");
  });

  it.each([
    ["null", null, "got null"],
    ["an array", [{ url: "/x" }], "got an array"],
    ["a string", "GET /x", "got string"],
    ["a number", 7, "got number"],
  ])("%s is INVALID_ARGUMENTS, the message saying what was given", (_title, options, got) => {
    const result = parseOptions(options);
    expect(leftCode(result)).toBe("INVALID_ARGUMENTS");
    expect(leftMessage(result)).toContain("parse() takes merged options");
    expect(leftMessage(result)).toContain(got);
  });

  it("checks each option as a call's: a bad shape, a bad method", () => {
    expect(leftCode(parseOptions({ ...DEFAULTS, url: "/x", headers: "nope" }))).toBe("INVALID_OPTIONS");
    expect(leftCode(parseOptions({ ...DEFAULTS, url: "/x", method: "B AD" }))).toBe("INVALID_METHOD");
    expect(leftCode(parseOptions({ ...DEFAULTS, url: "/x", mediaType: { format: 1 } }))).toBe("INVALID_OPTIONS");
  });

  it("header names are lower-cased, whatever case they were written in; an undefined one is dropped", () => {
    expect(rightOf(parseOptions({ ...DEFAULTS, url: "/x", headers: { ACCEPT: "text/html", "X-FOO": 1 } })).headers).toStrictEqual({ accept: "text/html", "x-foo": 1 });
    expect(rightOf(parseOptions({ ...DEFAULTS, url: "/x", headers: { accept: "text/html", "X-Foo": 1 } })).headers).toStrictEqual({ accept: "text/html", "x-foo": 1 });
    const headers = { "x-a": undefined, "x-b": "1" };
    expect(rightOf(parseOptions({ ...DEFAULTS, url: "/x", headers })).headers).toStrictEqual({ "x-b": "1" });
    expect(headers).toStrictEqual({ "x-a": undefined, "x-b": "1" });
  });

  it("a mediaType without a format has none; previews are taken as given, not merged again", () => {
    expect(rightOf(parseOptions({ ...DEFAULTS, url: "/x", mediaType: {} })).headers).toStrictEqual(defaultHeaders);
    expect(rightOf(parseOptions({ ...DEFAULTS, url: "/x", mediaType: { previews: ["mercy"] } })).headers["accept"]).toBe("application/vnd.github.mercy-preview+json");
    expect(rightOf(parseOptions({ ...DEFAULTS, url: "/x", mediaType: { format: "", previews: ["x-preview"] } })).headers["accept"]).toBe(
      "application/vnd.github.x-preview-preview+json",
    );
  });

  it("parses nothing of the defaults: only what it is given", () => {
    expect(rightOf(parseOptions({ method: "GET", baseUrl: "https://h.example", headers: {}, mediaType: { format: "" }, url: "/x" }))).toStrictEqual({
      method: "get",
      url: "https://h.example/x",
      headers: {},
    });
  });
});

describe("derivedDefaults", () => {
  it("new defaults, deeply frozen, over the previous ones; those unchanged", () => {
    const derived = rightOf(derivedDefaults(DEFAULTS, { baseUrl: "https://ghe.example.com/api/v3", headers: { Authorization: "token x" }, request: { timeout: 1 } }));
    expect(derived).toStrictEqual({ ...DEFAULTS, baseUrl: "https://ghe.example.com/api/v3", headers: { ...defaultHeaders, authorization: "token x" }, request: { timeout: 1 } });
    expect(isDeepFrozen(derived)).toBe(true);
    expect(DEFAULTS.baseUrl).toBe("https://api.github.com");
    expect(DEFAULTS.headers).toStrictEqual(defaultHeaders);
    expect(rightOf(buildRequest(derived, "GET /x")).url).toBe("https://ghe.example.com/api/v3/x");
  });

  it("cascade: each level keeps the earlier ones and adds or overrides its own", () => {
    const first = rightOf(derivedDefaults(DEFAULTS, { headers: { authorization: "token a" }, org: "o", mediaType: { previews: ["mercy"] } }));
    const second = rightOf(derivedDefaults(first, { per_page: 30, org: "p", mediaType: { previews: ["nebula-preview"] } }));
    expect(second).toStrictEqual({ ...DEFAULTS, headers: { ...defaultHeaders, authorization: "token a" }, mediaType: { format: "", previews: ["mercy", "nebula"] }, org: "p", per_page: 30 });
    expect(first["org"]).toBe("o");
  });

  it("copies the caller's plain objects and arrays before freezing: the caller's stay unfrozen", () => {
    const request = { hook: { a: 1 } };
    const labels = ["a"];
    const headers = { "x-a": "1" };
    const mediaType = { format: "raw", previews: ["mercy"] };
    const derived = rightOf(derivedDefaults(DEFAULTS, { request, labels, headers, mediaType }));
    for (const mine of [request, request.hook, labels, headers, mediaType, mediaType.previews]) expect(Object.isFrozen(mine)).toBe(false);
    expect(derived.request).not.toBe(request);
    expect(derived.request).toStrictEqual(request);
    expect(derived["labels"]).not.toBe(labels);
    expect(derived.headers).not.toBe(headers);
    expect(derived.mediaType.previews).not.toBe(mediaType.previews);
  });

  it("over hand-made unfrozen defaults, freezes copies of theirs, never theirs", () => {
    const request = { timeout: 1, hooks: { a: 1 } };
    const data = { nested: { b: 2 } };
    const team = { slug: "s" };
    const headers = { ...defaultHeaders };
    for (const options of [{}, { request: { retries: 2 }, data: { more: 1 }, team: { id: 1 } }]) {
      const derived = rightOf(derivedDefaults({ ...DEFAULTS, headers, request, data, team } as MergedOptions, options));
      expect(isDeepFrozen(derived)).toBe(true);
      for (const mine of [headers, request, request.hooks, data, data.nested, team]) expect(Object.isFrozen(mine)).toBe(false);
    }
  });

  it("keeps class instances, Maps and functions by reference, never frozen", () => {
    class Agent {
      sockets = 0;
    }
    const agent = new Agent();
    const fetch = () => undefined;
    const inner = { a: 1 };
    const map = new Map([["k", inner]]);
    const derived = rightOf(derivedDefaults(DEFAULTS, { request: { agent, fetch, map }, lookup: map }));
    const request = derived.request as { agent: unknown; fetch: unknown; map: unknown };
    expect(request.agent).toBe(agent);
    expect(request.fetch).toBe(fetch);
    expect(request.map).toBe(map);
    expect(derived["lookup"]).toBe(map);
    for (const kept of [agent, fetch, map, inner]) expect(Object.isFrozen(kept)).toBe(false);
    map.set("b", { a: 2 });
    expect(map.size).toBe(2);
  });

  it("an undefined option is not set: no key of its own", () => {
    const derived = rightOf(derivedDefaults(DEFAULTS, { team: undefined, data: undefined, url: "/x" }));
    expect(Object.keys(derived)).not.toContain("team");
    expect(Object.keys(derived)).not.toContain("data");
    expect(derived.url).toBe("/x");
  });

  it("a url in route form gives the method too", () => {
    expect(rightOf(derivedDefaults(DEFAULTS, { url: "POST /x" }))).toMatchObject({ method: "POST", url: "/x" });
  });

  it("refuses bad options now, with the call's codes", () => {
    expect(leftCode(derivedDefaults(DEFAULTS, { baseUrl: "nope" }))).toBe("INVALID_BASE_URL");
    expect(leftCode(derivedDefaults(DEFAULTS, { headers: { "x-a": "\0" } }))).toBe("INVALID_HEADER");
    expect(leftCode(derivedDefaults(DEFAULTS, { method: "B@D" }))).toBe("INVALID_METHOD");
    expect(leftCode(derivedDefaults(DEFAULTS, { mediaType: { previews: [1] } }))).toBe("INVALID_OPTIONS");
    const sparse = new Array<string>(2);
    sparse[1] = "a";
    expect(leftCode(derivedDefaults(DEFAULTS, { mediaType: { previews: sparse } }))).toBe("INVALID_OPTIONS");
    expect(leftCode(derivedDefaults(DEFAULTS, "GET /x"))).toBe("INVALID_ARGUMENTS");
  });

  it.each([
    ["a port out of range", "https://h.example:99999/{x}"],
    ["a port out of range, no expression", "https://h.example:99999/x"],
    ["an unclosed IPv6 host", "https://[/x/{y}"],
  ])("checks a url now: an absolute URL that cannot parse whatever its values (%s) is INVALID_URL_TEMPLATE", (_title, url) => {
    const result = derivedDefaults(DEFAULTS, { url });
    expect(leftCode(result)).toBe("INVALID_URL_TEMPLATE");
    expect(leftMessage(result)).toContain(JSON.stringify(url));
  });

  it("checks a url now: a malformed template is INVALID_URL_TEMPLATE", () => {
    expect(leftCode(derivedDefaults(DEFAULTS, { url: "/a/{b" }))).toBe("INVALID_URL_TEMPLATE");
  });

  it("a url that values may still make whole is kept: missing parameters, a host from an expression", () => {
    for (const url of ["/orgs/{org}", "https://{host}/x", "{+base}/x"]) expect(rightOf(derivedDefaults(DEFAULTS, { url })).url).toBe(url);
    expect(leftCode(buildRequest(rightOf(derivedDefaults(DEFAULTS, { url: "https://{host}/x" })), undefined, { host: "[" }))).toBe("INVALID_URL_TEMPLATE");
  });

  it("nesting of exactly 256 levels is accepted; 257 are INVALID_OPTIONS, naming the limit", () => {
    expect(leftCode(derivedDefaults(DEFAULTS, nestedRequest(256)))).toBe("Right");
    const refused = derivedDefaults(DEFAULTS, nestedRequest(257));
    expect(leftCode(refused)).toBe("INVALID_OPTIONS");
    expect(leftMessage(refused)).toContain("nested deeper than 256 levels");
  });

  it("headers and media types are checked as options, not measured: a value nested 300 levels deep is a bad header or preview", () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 300; i++) deep = { n: deep };
    const header = derivedDefaults(DEFAULTS, { headers: { "x-a": deep } });
    expect(leftCode(header)).toBe("INVALID_HEADER");
    expect(leftMessage(header)).toContain('"x-a"');
    const preview = derivedDefaults(DEFAULTS, { mediaType: { previews: [deep] } });
    expect(leftCode(preview)).toBe("INVALID_OPTIONS");
    expect(leftMessage(preview)).toContain("mediaType.previews.0");
  });

  it("defaults nested 100 000 levels deep are INVALID_OPTIONS, not a stack overflow", () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) deep = { n: deep };
    expect(leftCode(derivedDefaults(DEFAULTS, { request: deep }))).toBe("INVALID_OPTIONS");
  });

  it("cycles are copied as cycles and frozen; the caller's stay unfrozen", () => {
    const request: Record<string, unknown> = { timeout: 1 };
    request["self"] = request;
    const derived = rightOf(derivedDefaults(DEFAULTS, { request }));
    const copy = derived.request as Record<string, unknown>;
    expect(copy).not.toBe(request);
    expect(copy["self"]).toBe(copy);
    expect(Object.isFrozen(copy)).toBe(true);
    expect(Object.isFrozen(request)).toBe(false);
    expect(rightOf(mergeOptions(derived, "GET /x")).request?.["timeout"]).toBe(1);
  });

  it("options that hold themselves: the copy holds its own copy, its headers and mediaType copies too", () => {
    const headers = { "x-a": "1" };
    const mediaType = { format: "raw", previews: ["mercy"] };
    const options: Record<string, unknown> = { headers, mediaType, data: {} };
    (options["data"] as Record<string, unknown>)["self"] = options;
    const self = (rightOf(derivedDefaults(DEFAULTS, options)).data as { self: typeof options }).self;
    expect(self).not.toBe(options);
    expect(self["headers"]).not.toBe(headers);
    expect(self["headers"]).toStrictEqual(headers);
    expect(self["mediaType"]).not.toBe(mediaType);
    expect([options, headers, mediaType, mediaType.previews].some((branch) => Object.isFrozen(branch))).toBe(false);
    expect(Object.isFrozen(self["headers"])).toBe(true);
  });
});

describe("the core never throws", () => {
  const thrown = new Error("no");
  const throwing = () => Object.defineProperty({}, "a", { enumerable: true, get: () => { throw thrown; } });
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  class Opaque {
    toString(): string {
      throw thrown;
    }
  }

  const expectArgumentsLeft = (result: E.Either<EndpointError, unknown>, cause?: unknown) => {
    expect(leftCode(result)).toBe("INVALID_ARGUMENTS");
    expect(leftMessage(result)).toMatch(/^reading the arguments failed: /);
    const error = (result as E.Left<EndpointError>).left;
    expect(error).toBeInstanceOf(EndpointError);
    if (cause === undefined) expect(error.cause).toBeInstanceOf(Error);
    else expect(error.cause).toBe(cause);
  };

  it("each stage of its own: a throw from the caller's objects is a Left INVALID_ARGUMENTS, never thrown", () => {
    expectArgumentsLeft(routeParse("GET /x", throwing()), thrown);
    expectArgumentsLeft(requestCheck({ method: "get", url: "https://x.test/", headers: {}, get body() { throw thrown; } }), thrown);
    // A class instance goes into the query by String(), which is the caller's code.
    const rendered = new (class {
      toString(): string {
        throw thrown;
      }
    })();
    const list = Object.defineProperty([], 0, { enumerable: true, get: () => { throw thrown; } });
    const merged = rightOf(mergeOptions(DEFAULTS, "GET /x/{a}", { a: list }));
    expectArgumentsLeft(templateExpand(mergedFrom(merged)), thrown);
    const expanded = rightOf(templateExpand(mergedFrom(rightOf(mergeOptions(DEFAULTS, "GET /x")))));
    expectArgumentsLeft(paramPartition({ ...expanded, options: { ...expanded.options, parameters: { a: rendered } } }), thrown);
  });

  it.each([
    ["a throwing getter among the options", (base: object) => Object.defineProperty(base, "a", { enumerable: true, get: () => { throw thrown; } })],
    ["a throwing getter among the headers", (base: object) => Object.assign(base, { headers: throwing() })],
    ["a throwing getter of mediaType.format", (base: object) => Object.assign(base, { mediaType: Object.defineProperty({}, "format", { enumerable: true, get: () => { throw thrown; } }) })],
  ])("%s: every composition gives INVALID_ARGUMENTS, the original as cause", (_title, options) => {
    expectArgumentsLeft(buildRequest(DEFAULTS, "GET /x", options({})), thrown);
    expectArgumentsLeft(requestBuilder(DEFAULTS)("GET /x", options({})), thrown);
    expectArgumentsLeft(mergeOptions(DEFAULTS, "GET /x", options({})), thrown);
    expectArgumentsLeft(derivedDefaults(DEFAULTS, options({})), thrown);
    expectArgumentsLeft(parseOptions(options({ ...DEFAULTS, url: "/x" })), thrown);
  });

  it("a throwing getter in hand-made defaults", () => {
    const defaults = Object.defineProperty({ ...DEFAULTS }, "method", { enumerable: true, get: () => { throw thrown; } }) as MergedOptions;
    expectArgumentsLeft(buildRequest(defaults, "GET /x"), thrown);
    expectArgumentsLeft(mergeOptions(defaults, "GET /x"), thrown);
    expectArgumentsLeft(derivedDefaults(defaults, {}), thrown);
  });

  it("a thrown value whose message and text both throw is worded as such", () => {
    const unshowable = { toString: () => { throw thrown; } };
    const options = Object.defineProperty({}, "a", { enumerable: true, get: () => { throw unshowable; } });
    expect(leftMessage(buildRequest(DEFAULTS, "GET /x", options))).toBe("reading the arguments failed: a value that cannot be shown");
  });

  it("a revoked Proxy as options, headers or defaults", () => {
    expectArgumentsLeft(buildRequest(DEFAULTS, "GET /x", revoked()));
    expectArgumentsLeft(mergeOptions(DEFAULTS, revoked()));
    expectArgumentsLeft(parseOptions(revoked()));
    expectArgumentsLeft(derivedDefaults(DEFAULTS, revoked()));
    expectArgumentsLeft(buildRequest(DEFAULTS, "GET /x", { headers: revoked() }));
    expectArgumentsLeft(buildRequest(revoked() as MergedOptions, "GET /x"));
  });

  it("a revoked Proxy as a parameter value to place", () => {
    expectArgumentsLeft(buildRequest(DEFAULTS, "GET /x", { a: revoked() }));
    expectArgumentsLeft(buildRequest(DEFAULTS, "GET /x/{a}", { a: revoked() }));
  });

  it("a throwing toString in a query value, or an object that only pretends to be a Date", () => {
    expectArgumentsLeft(buildRequest(DEFAULTS, "GET /x", { opaque: new Opaque() }), thrown);
    expectArgumentsLeft(buildRequest(DEFAULTS, "GET /x", { list: [new Opaque()] }), thrown);
    expectArgumentsLeft(parseOptions({ ...DEFAULTS, url: "/x", opaque: new Opaque() }), thrown);
    expectArgumentsLeft(buildRequest(DEFAULTS, "GET /x", { until: Object.create(Date.prototype) }));
  });

  it("a class instance with a throwing toString is refused in a template, or sent in a body untouched", () => {
    expect(leftCode(buildRequest(DEFAULTS, "GET /x/{a}", { a: new Opaque() }))).toBe("INVALID_PARAMETER");
    const opaque = new Opaque();
    expect((rightOf(buildRequest(DEFAULTS, "POST /x", { opaque })).body as { opaque: unknown }).opaque).toBe(opaque);
  });
});

describe("the previews' scope switch of requestBuilder and parseOptions (DECISIONS.md, the octokit-compatible entry)", () => {
  const mercy = "application/vnd.github.mercy-preview+json";
  const scoped = requestBuilder(DEFAULTS, true);
  const acceptOf = (result: E.Either<EndpointError, { headers: Record<string, unknown> }>): unknown => rightOf(result).headers["accept"];

  it("previews amend accept only for a url ending in /graphql; off, on every route", () => {
    const previews = { mediaType: { previews: ["mercy"] } };
    expect(acceptOf(scoped("POST /graphql", { query: "q", ...previews }))).toBe(mercy);
    expect(acceptOf(scoped("POST https://ghe.example/api/graphql", previews))).toBe(mercy);
    expect(acceptOf(scoped("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", ...previews }))).toBe("application/vnd.github.v3+json");
    expect(acceptOf(scoped("GET /graphql/x", previews))).toBe("application/vnd.github.v3+json");
    expect(acceptOf(requestBuilder(DEFAULTS)("GET /x", previews))).toBe(mercy);
    expect(acceptOf(requestBuilder(DEFAULTS, false)("GET /x", previews))).toBe(mercy);
  });

  it("mediaType.format applies on every route with the switch on", () => {
    expect(acceptOf(scoped("GET /x", { mediaType: { format: "raw", previews: ["mercy"] } }))).toBe("application/vnd.github.v3.raw");
    expect(acceptOf(scoped("POST /graphql", { mediaType: { format: "raw", previews: ["mercy"] } }))).toBe("application/vnd.github.mercy-preview.raw");
  });

  it("parseOptions scopes the previews of merged options the same way, and fails as without the switch", () => {
    const merged = rightOf(mergeOptions(DEFAULTS, "GET /x", { mediaType: { previews: ["mercy"] } }));
    expect(acceptOf(parseOptions(merged, true))).toBe("application/vnd.github.v3+json");
    expect(acceptOf(parseOptions(merged))).toBe(mercy);
    const graphql = rightOf(mergeOptions(DEFAULTS, "POST /graphql", { mediaType: { previews: ["mercy"] } }));
    expect(acceptOf(parseOptions(graphql, true))).toBe(mercy);
    expect(leftMessage(parseOptions("x", true))).toBe(leftMessage(parseOptions("x")));
  });
});
