import type { MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { cascadedMerge, DEFAULTS, defaultsDerive, knownOptions } from "../src";
import { defaultsCascade } from "../src/stages/defaultsCascade";
import { leftCode, leftMessage, rightOf } from "./leftCode";

// The cascade as merge() gives it: one merged object.
const cascade = (options: Record<string, unknown>, defaults: MergedOptions = DEFAULTS) => E.map(cascadedMerge)(defaultsCascade(defaults)(options));
const derive = (options: Record<string, unknown>, defaults: MergedOptions = DEFAULTS) => defaultsDerive(defaults)(options);

const isDeepFrozen = (value: unknown): boolean =>
  typeof value !== "object" || value === null || (Object.isFrozen(value) && Object.values(value).every(isDeepFrozen));

describe("defaultsCascade", () => {
  test("merges onto the defaults: method upper-cased, header names lower-cased", () => {
    expect(rightOf(cascade({ method: "post", url: "/x", headers: { "X-Foo": "1" }, org: "o" }))).toEqual({
      method: "POST",
      baseUrl: "https://api.github.com",
      url: "/x",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": DEFAULTS.headers["user-agent"], "x-foo": "1" },
      mediaType: { format: "" },
      org: "o",
    });
  });

  test("the known options, never parameters, are the seven of specification §2.1", () => {
    expect([...knownOptions].sort()).toEqual(["baseUrl", "data", "headers", "mediaType", "method", "request", "url"]);
  });

  test("the options record is kept by reference; copied only to drop an undefined parameter or merge a default branch", () => {
    const options = { url: "/x", org: "o" };
    expect(rightOf(defaultsCascade(DEFAULTS)(options)).over).toBe(options);
    const dropping = { url: "/x", org: undefined };
    const dropped = rightOf(defaultsCascade(DEFAULTS)(dropping)).over;
    expect(dropped).not.toBe(dropping);
    expect(dropped).toEqual({ url: "/x" });
    const branched = Object.freeze({ ...DEFAULTS, team: Object.freeze({ slug: "a" }) });
    const merged = rightOf(defaultsCascade(branched)(options)).over;
    expect(merged).not.toBe(options);
    expect(merged).toEqual({ url: "/x", org: "o", team: { slug: "a" } });
  });

  test("a value that is refused when read, and passes when read again to explain, is still refused", () => {
    let reads = 0;
    const headers = {};
    Object.defineProperty(headers, "x-a", { enumerable: true, get: () => (reads++ === 0 ? "a\r\nb" : "ok") });
    const result = cascade({ headers });
    expect(leftCode(result)).toBe("INVALID_OPTIONS");
    expect(leftMessage(result)).toBe("invalid options: a value changed while it was read");
  });

  test("an option inherited from the options' prototype is never read", () => {
    const options = Object.assign(Object.create({ method: "POST", baseUrl: "nope", org: "inherited" }) as Record<string, unknown>, { url: "/x" });
    const merged = rightOf(cascade(options));
    expect(merged.method).toBe("GET");
    expect(merged.baseUrl).toBe("https://api.github.com");
    expect(merged).not.toHaveProperty("org");
  });

  test("a caller's header replaces the default of the same name, whatever its case", () => {
    expect(rightOf(cascade({ headers: { Accept: "text/html" } })).headers["accept"]).toBe("text/html");
  });

  test("undefined values are dropped, in params and in headers", () => {
    const merged = rightOf(cascade({ org: undefined, method: undefined, headers: { accept: undefined, "x-a": "1" } }));
    expect(merged).not.toHaveProperty("org");
    expect(merged.method).toBe("GET");
    expect(merged.headers["accept"]).toBe("application/vnd.github.v3+json");
    expect(merged.headers).not.toHaveProperty("x-a", undefined);
  });

  test("previews accumulate: the defaults' first, then the call's, without -preview and duplicates", () => {
    const defaults = rightOf(derive({ mediaType: { previews: ["mercy-preview", "symmetra"] } }));
    expect(rightOf(cascade({ mediaType: { previews: ["symmetra", "scarlet-witch"] } }, defaults)).mediaType).toEqual({
      format: "",
      previews: ["mercy", "symmetra", "scarlet-witch"],
    });
  });

  test("plain objects merge deeply; arrays are replaced", () => {
    const defaults = rightOf(derive({ request: { timeout: 5, hook: { a: 1 } }, labels: ["a", "b"] }));
    const merged = rightOf(cascade({ request: { hook: { b: 2 } }, labels: ["c"] }, defaults));
    expect(merged.request).toEqual({ timeout: 5, hook: { a: 1, b: 2 } });
    expect(merged["labels"]).toEqual(["c"]);
  });

  test("the result is fresh and mutable: the defaults' plain parts are copied", () => {
    const defaults = rightOf(derive({ request: { timeout: 5 }, mediaType: { previews: ["mercy"] } }));
    const merged = rightOf(cascade({}, defaults));
    expect(Object.isFrozen(merged.headers)).toBe(false);
    expect(Object.isFrozen(merged.request)).toBe(false);
    expect(Object.isFrozen(merged.mediaType.previews)).toBe(false);
    expect(merged.request).not.toBe(defaults.request);
  });

  test("the caller's values are taken by reference, not copied", () => {
    const request = { signal: "s" };
    const data = { raw: true };
    const merged = rightOf(cascade({ request, data }));
    expect(merged.request).toBe(request);
    expect(merged.data).toBe(data);
  });

  test.each([
    ["a bad header name", { headers: { "bad name": "x" } }, "INVALID_HEADER", "bad name"],
    ["a header value with CR LF", { headers: { "x-a": "1\r\nx-b: 2" } }, "INVALID_HEADER", "x-a"],
    ["a non-finite header number", { headers: { "x-n": Infinity } }, "INVALID_HEADER", "x-n"],
    ["an object header value", { headers: { "x-o": {} } }, "INVALID_HEADER", "x-o"],
    ["a method that is no token", { method: "GE T" }, "INVALID_METHOD", "GE T"],
    ["a relative baseUrl", { baseUrl: "/api" }, "INVALID_BASE_URL", "/api"],
    ["an ftp baseUrl", { baseUrl: "ftp://example.com" }, "INVALID_BASE_URL", "ftp://example.com"],
    ["a baseUrl with a query", { baseUrl: "https://example.com?a=1" }, "INVALID_BASE_URL", "example.com"],
    ["headers that are a string", { headers: "accept: x" }, "INVALID_OPTIONS", "headers"],
    ["previews that are a string", { mediaType: { previews: "mercy" } }, "INVALID_OPTIONS", "mediaType.previews"],
    ["a preview that is a number", { mediaType: { previews: [1] } }, "INVALID_OPTIONS", "mediaType.previews.0"],
    ["a format with a line break", { mediaType: { format: "raw\n" } }, "INVALID_OPTIONS", "mediaType.format"],
    ["request that is a string", { request: "x" }, "INVALID_OPTIONS", "request"],
    ["a method that is a number", { method: 7 }, "INVALID_OPTIONS", "method"],
    ["a url that is a number", { url: 7 }, "INVALID_OPTIONS", "url"],
  ])("%s is a Left with the right code, naming it", (_title, options, code, named) => {
    const result = cascade(options);
    expect(leftCode(result)).toBe(code);
    expect(leftMessage(result)).toContain(named);
  });
});

describe("defaultsDerive", () => {
  test("new defaults are deeply frozen; the previous ones are unchanged", () => {
    const derived = rightOf(derive({ baseUrl: "https://ghe.example.com/api/v3", headers: { authorization: "token x" }, request: { timeout: 1 } }));
    expect(isDeepFrozen(derived)).toBe(true);
    expect(derived.baseUrl).toBe("https://ghe.example.com/api/v3");
    expect(DEFAULTS.baseUrl).toBe("https://api.github.com");
    expect(DEFAULTS.headers).not.toHaveProperty("authorization");
  });

  test("what the new defaults leave alone is shared with the previous ones", () => {
    const first = rightOf(derive({ request: { timeout: 1 } }));
    const second = rightOf(derive({ org: "o" }, first));
    expect(second.headers).toBe(first.headers);
    expect(second.request).toBe(first.request);
    expect(second.mediaType).toBe(first.mediaType);
  });

  test("a request, data or parameter merged over the defaults' own shares the branches it leaves alone", () => {
    const first = rightOf(derive({ request: { hooks: { a: 1 } }, data: { nested: { b: 2 } }, filter: { deep: { c: 3 } } }));
    const second = rightOf(derive({ request: { timeout: 1 }, data: { d: 4 }, filter: { e: 5 } }, first));
    const branch = (options: MergedOptions, key: string, inner: string): unknown => (options[key] as Record<string, unknown>)[inner];
    expect(second.request).toEqual({ hooks: { a: 1 }, timeout: 1 });
    expect(branch(second, "request", "hooks")).toBe(branch(first, "request", "hooks"));
    expect(branch(second, "data", "nested")).toBe(branch(first, "data", "nested"));
    expect(branch(second, "filter", "deep")).toBe(branch(first, "filter", "deep"));
  });

  test("the caller's plain objects are copied before the freeze, never frozen", () => {
    const request = { hook: { a: 1 } };
    const labels = ["a"];
    const headers = { "x-a": "1" };
    const derived = rightOf(derive({ request, labels, headers }));
    expect(Object.isFrozen(request)).toBe(false);
    expect(Object.isFrozen(request.hook)).toBe(false);
    expect(Object.isFrozen(labels)).toBe(false);
    expect(Object.isFrozen(headers)).toBe(false);
    expect(derived.request).not.toBe(request);
    expect(derived.request).toEqual(request);
  });

  test("class instances, Maps and functions are kept by reference and never frozen", () => {
    class Agent {
      sockets = 0;
    }
    const agent = new Agent();
    const fetch = () => undefined;
    const map = new Map([["a", 1]]);
    const derived = rightOf(derive({ request: { agent, fetch }, lookup: map }));
    const request = derived.request as { agent: unknown; fetch: unknown };
    expect(request.agent).toBe(agent);
    expect(request.fetch).toBe(fetch);
    expect(Object.isFrozen(agent)).toBe(false);
    expect(Object.isFrozen(fetch)).toBe(false);
    map.set("b", 2);
    expect(map.get("b")).toBe(2);
  });

  test("an undefined option is not set in derived defaults: no key of its own", () => {
    const derived = rightOf(derive({ team: undefined, data: undefined, url: "/x" }));
    expect(Object.keys(derived)).not.toContain("team");
    expect(Object.keys(derived)).not.toContain("data");
    expect(derived.url).toBe("/x");
  });

  test("bad defaults are refused now, with the same codes", () => {
    expect(leftCode(derive({ baseUrl: "nope" }))).toBe("INVALID_BASE_URL");
    expect(leftCode(derive({ headers: { "x-a": "\0" } }))).toBe("INVALID_HEADER");
  });
});

// Frozen defaults are planned once; the same defaults unfrozen are planned on every call.
// Both must read what they check once, and refuse alike.
const generalDefaults: MergedOptions = { ...DEFAULTS, headers: { ...DEFAULTS.headers }, mediaType: { ...DEFAULTS.mediaType } };

describe.each([
  ["frozen defaults", DEFAULTS],
  ["unfrozen defaults", generalDefaults],
])("inputs a plain io-ts check would miss (%s)", (_path, defaults) => {
  test("a header getter is read once: it cannot pass the check clean and return CR LF later", () => {
    let reads = 0;
    const headers = {};
    Object.defineProperty(headers, "x-a", { enumerable: true, get: () => (reads++ === 0 ? "ok" : "a\r\nInjected: 1") });
    const merged = rightOf(cascade({ headers }, defaults));
    expect(merged.headers["x-a"]).toBe("ok");
    expect(reads).toBe(1);
  });

  test("a format getter is read once", () => {
    let reads = 0;
    const mediaType = {};
    Object.defineProperty(mediaType, "format", { enumerable: true, get: () => (reads++ === 0 ? "raw" : "a\r\nb") });
    expect(rightOf(cascade({ mediaType }, defaults)).mediaType.format).toBe("raw");
    expect(reads).toBe(1);
  });

  test("sparse previews are INVALID_OPTIONS, for a call and for defaults", () => {
    // A hole: io-ts's array guard skips it.
    const sparse = new Array<string>(2);
    sparse[1] = "a";
    expect(leftCode(cascade({ mediaType: { previews: sparse } }, defaults))).toBe("INVALID_OPTIONS");
    expect(leftCode(derive({ mediaType: { previews: sparse } }))).toBe("INVALID_OPTIONS");
  });

  test("an undefined option is not set: no key of its own, and the default stays", () => {
    const merged = rightOf(cascade({ a: 1, b: undefined, method: undefined, headers: { "x-a": undefined, "x-b": "1" } }, defaults));
    expect(Object.keys(merged)).not.toContain("b");
    expect(merged.method).toBe("GET");
    expect(merged.headers).toEqual({ ...DEFAULTS.headers, "x-b": "1" });
    expect(merged["a"]).toBe(1);
  });

  test("headers or mediaType that are a Map or a class instance are INVALID_OPTIONS", () => {
    expect(leftCode(cascade({ headers: new Map([["a", "1"]]) }))).toBe("INVALID_OPTIONS");
    expect(leftCode(cascade({ mediaType: new Map() }))).toBe("INVALID_OPTIONS");
  });

  test("cyclic defaults are copied and frozen, not followed forever; the caller's stay unfrozen", () => {
    const request: Record<string, unknown> = { timeout: 1 };
    request["self"] = request;
    const derived = rightOf(derive({ request }));
    const copy = derived.request as Record<string, unknown>;
    expect(copy["self"]).toBe(copy);
    expect(Object.isFrozen(copy)).toBe(true);
    expect(Object.isFrozen(request)).toBe(false);
    expect((rightOf(cascade({}, derived)).request as Record<string, unknown>)["timeout"]).toBe(1);
  });

  test("defaults nested absurdly deep are INVALID_OPTIONS, not a stack overflow", () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) deep = { n: deep };
    expect(leftCode(derive({ request: deep }))).toBe("INVALID_OPTIONS");
  });

  test("objects inside a Map given to defaults are neither copied nor frozen", () => {
    const inner = { a: 1 };
    const map = new Map([["k", inner]]);
    const derived = rightOf(derive({ request: { map } }));
    expect((derived.request as { map: unknown }).map).toBe(map);
    expect(Object.isFrozen(inner)).toBe(false);
  });
});

describe("defaultsCascade: previews and the nesting limit", () => {
  test("a preview named just '-preview' is nothing once its suffix is dropped, and is left out", () => {
    expect(rightOf(cascade({ mediaType: { previews: ["-preview", "mercy-preview"] } })).mediaType.previews).toEqual(["mercy"]);
  });

  test("a preview array's getter is read once: what is checked is what is used", () => {
    let reads = 0;
    const previews: string[] = [];
    Object.defineProperty(previews, 0, { enumerable: true, configurable: true, get: () => (reads++ === 0 ? "mercy" : "not a name!") });
    expect(rightOf(cascade({ mediaType: { previews } })).mediaType.previews).toEqual(["mercy"]);
    expect(reads).toBe(1);
  });

  // The nesting limit counts the options record itself as level 1, `request` as level 2.
  const nested = (levels: number): Record<string, unknown> => {
    let deep: Record<string, unknown> = {};
    for (let i = 1; i < levels; i++) deep = { n: deep };
    return { request: deep };
  };

  test("defaults nested exactly 256 levels deep are accepted; 257 are refused, naming the limit", () => {
    expect(leftCode(derive(nested(255)))).toBe("Right");
    const refused = derive(nested(256));
    expect(leftCode(refused)).toBe("INVALID_OPTIONS");
    expect(leftMessage(refused)).toContain("nested deeper than 256 levels");
  });

  test("the nesting limit is checked as the options are copied, before the options themselves", () => {
    expect(leftCode(derive({ ...nested(256), headers: { "bad name": "x" } }))).toBe("INVALID_OPTIONS");
    expect(leftCode(derive({ ...nested(255), headers: { "bad name": "x" } }))).toBe("INVALID_HEADER");
  });

  test("options that hold themselves: the copy holds its own root, whose headers and mediaType are copies too", () => {
    const headers = { "x-a": "1" };
    const mediaType = { format: "raw", previews: ["mercy"] };
    const options: Record<string, unknown> = { headers, mediaType, data: {} };
    (options["data"] as Record<string, unknown>)["self"] = options;
    const self = (rightOf(derive(options)).data as { self: typeof options }).self;
    expect(self).not.toBe(options);
    expect(self["headers"]).not.toBe(headers);
    expect(self["headers"]).toEqual(headers);
    expect(self["mediaType"]).not.toBe(mediaType);
    expect((self["mediaType"] as typeof mediaType).previews).not.toBe(mediaType.previews);
    expect([options, headers, mediaType, mediaType.previews].some((branch) => Object.isFrozen(branch))).toBe(false);
    expect(Object.isFrozen(self["headers"])).toBe(true);
  });

  test("a header or format getter is read once, by the copy, even when the check then fails", () => {
    let headerReads = 0;
    let formatReads = 0;
    const headers = Object.defineProperty({}, "x-a", { enumerable: true, get: () => (headerReads++ === 0 ? "bad\r\n" : "ok") });
    const mediaType = Object.defineProperty({}, "format", { enumerable: true, get: () => (formatReads++ === 0 ? 7 : "raw") });
    expect(leftCode(derive({ headers }))).toBe("INVALID_HEADER");
    expect(leftCode(derive({ mediaType }))).toBe("INVALID_OPTIONS");
    expect([headerReads, formatReads]).toEqual([1, 1]);
  });

  test("headers and mediaType are read by the cascade, which keeps fresh copies: the caller's are never frozen nor kept", () => {
    const headers = { "x-a": "1" };
    const mediaType = { format: "raw", previews: ["mercy"] };
    const derived = rightOf(derive({ headers, mediaType }));
    expect([headers, mediaType, mediaType.previews].some((branch) => Object.isFrozen(branch))).toBe(false);
    expect(derived.headers).not.toBe(headers);
    expect(derived.mediaType).not.toBe(mediaType);
    expect(derived.mediaType.previews).not.toBe(mediaType.previews);
    expect(Object.isFrozen(derived.headers) && Object.isFrozen(derived.mediaType) && Object.isFrozen(derived.mediaType.previews)).toBe(true);
  });
});

describe("defaultsDerive: headers and mediaType are checked, not walked", () => {
  const deep = (levels: number): unknown => {
    let value: unknown = {};
    for (let i = 0; i < levels; i++) value = { n: value };
    return value;
  };

  test("a header value nested 300 levels deep is a bad header, not a nesting fault", () => {
    const refused = derive({ headers: { "x-a": deep(300) } });
    expect(leftCode(refused)).toBe("INVALID_HEADER");
  });

  test("previews nested 300 levels deep are a bad media type, not a nesting fault", () => {
    const refused = derive({ mediaType: { previews: [deep(300)] } });
    expect(leftCode(refused)).toBe("INVALID_OPTIONS");
    expect(leftMessage(refused)).not.toContain("nested deeper");
  });
});
