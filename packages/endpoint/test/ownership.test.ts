/**
 * Acceptance tests of DECISIONS.md "Ownership" through the public API: what the caller owns is
 * never mutated, frozen or copied; results are fresh and mutable; DEFAULTS is deeply frozen;
 * class instances are kept by reference; plain objects merge deeply; prototype keys stay keys.
 */
import { Agent } from "node:http";
import { endpoint, EndpointError, toFetch, VERSION } from "@request-options/endpoint";
import { Loose, api, BASE, ACCEPT, UA, JSON_TYPE, DEFAULT_HEADERS, expectError } from "./support";

/** Neither frozen nor sealed nor made non-extensible. */
const expectUntouchable = (value: object): void => {
  expect(Object.isFrozen(value)).toBe(false);
  expect(Object.isSealed(value)).toBe(false);
  expect(Object.isExtensible(value)).toBe(true);
};

/** A fresh copy of the same caller options each time: the snapshot to compare against. */
const makeOptions = () => ({
  method: "POST",
  url: "/repos/{owner}/{repo}/issues",
  owner: "o",
  repo: "r",
  title: "t",
  skipped: undefined,
  labels: ["a", "b"],
  milestone: { number: 1, tags: ["x"] },
  headers: { Authorization: "token t", "X-Mixed-Case": "v", "x-undefined": undefined },
  mediaType: { previews: ["mercy-preview"], format: "raw" },
  request: { timeout: 5, nested: { a: 1 } },
});

const OBJECT_PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

const expectNoPollution = (): void => {
  expect(({} as Loose).polluted).toBeUndefined();
  expect((Object.prototype as Loose).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(OBJECT_PROTOTYPE_KEYS);
  expect(Object.keys(Object.prototype)).toEqual([]);
};

afterEach(() => {
  expectNoPollution();
});

describe("Ownership: endpoint(), merge() and parse() never mutate, freeze or copy what the caller owns", () => {
  const operations: Array<[string, (options: Loose) => unknown]> = [
    ["endpoint(route, options)", (options) => endpoint("POST /repos/{owner}/{repo}/issues", options)],
    ["endpoint(options)", (options) => endpoint(options)],
    ["merge(options)", (options) => endpoint.merge(options)],
    ["merge(route, options)", (options) => endpoint.merge("POST /repos/{owner}/{repo}/issues", options)],
    ["parse(merge(route, options))", (options) => endpoint.parse(endpoint.merge("POST /repos/{owner}/{repo}/issues", options))],
    ["a derived endpoint", (options) => endpoint.defaults({ request: { retries: 1 }, headers: { "x-default": "d" } })("POST /repos/{owner}/{repo}/issues", options)],
  ];

  it.each(operations)("%s leaves the options and headers exactly as they were, key case included", (_name, run) => {
    const options = makeOptions();
    run(options);
    expect(options).toStrictEqual(makeOptions());
    expect(Object.keys(options)).toEqual(Object.keys(makeOptions()));
    expect(Object.keys(options.headers)).toEqual(["Authorization", "X-Mixed-Case", "x-undefined"]);
    expect("skipped" in options).toBe(true);
    expect("x-undefined" in options.headers).toBe(true);
    expect(options.mediaType.previews).toEqual(["mercy-preview"]);
  });

  it.each(operations)("%s freezes nothing the caller passed", (_name, run) => {
    const options = makeOptions();
    run(options);
    for (const value of [options, options.headers, options.mediaType, options.mediaType.previews, options.request, options.request.nested, options.labels, options.milestone, options.milestone.tags]) {
      expectUntouchable(value);
    }
  });

  it("endpoint() leaves data untouched and unfrozen", () => {
    const data = { nested: { list: [1, 2] } };
    endpoint("POST /x", { data });
    expect(data).toStrictEqual({ nested: { list: [1, 2] } });
    expectUntouchable(data);
    expectUntouchable(data.nested);
    expectUntouchable(data.nested.list);
  });

  it("parse() leaves its merged input exactly as it was and unfrozen", () => {
    const makeMerged = () => ({
      method: "PATCH",
      baseUrl: BASE,
      url: "/repos/{owner}/{repo}",
      headers: { accept: ACCEPT, "user-agent": UA, "X-Case": "v" },
      mediaType: { format: "raw", previews: ["mercy"] },
      owner: "o",
      repo: "r",
      topics: ["a"],
      request: { timeout: 1 },
    });
    const merged = makeMerged();
    const result = endpoint.parse(merged);
    expect(merged).toStrictEqual(makeMerged());
    expect(Object.keys(merged.headers)).toEqual(["accept", "user-agent", "X-Case"]);
    for (const value of [merged, merged.headers, merged.mediaType, merged.mediaType.previews, merged.topics, merged.request]) {
      expectUntouchable(value);
    }
    expect(result.headers).not.toBe(merged.headers);
    expect(result.body).toEqual({ topics: ["a"] });
    expect((result.body as Loose).topics).toBe(merged.topics);
  });

  it("parse() leaves a merge() result as it was", () => {
    const merged = endpoint.merge("GET /orgs/{org}/repos", { org: "o", type: "all", headers: { "X-A": "1" } });
    const snapshot = structuredClone(merged);
    endpoint.parse(merged);
    expect(merged).toStrictEqual(snapshot);
  });

  it("data is passed by reference: the result's body is the same object", () => {
    const data = { a: [1] };
    expect(endpoint("POST /x", { data }).body).toBe(data);
    expect(endpoint.merge("POST /x", { data }).data).toBe(data);
    const merged = endpoint.merge("POST /x", { data });
    expect(endpoint.parse(merged).body).toBe(data);
  });

  it("request is passed by reference when no default request exists", () => {
    const request = { timeout: 5, nested: { a: 1 } };
    expect(endpoint("GET /x", { request }).request).toBe(request);
    expect(endpoint.merge("GET /x", { request }).request).toBe(request);
    expect(endpoint.parse(endpoint.merge("GET /x", { request })).request).toBe(request);
    expect(endpoint.defaults({ org: "o" })("GET /x", { request }).request).toBe(request);
  });

  it("nested body values are passed by reference", () => {
    const labels = ["bug"];
    const milestone = { number: 1 };
    const body = endpoint("POST /x", { labels, milestone }).body as Loose;
    expect(body.labels).toBe(labels);
    expect(body.milestone).toBe(milestone);
    const merged = endpoint.merge("POST /x", { labels, milestone });
    expect(merged.labels).toBe(labels);
    expect(merged.milestone).toBe(milestone);
    expect((endpoint.parse(merged).body as Loose).labels).toBe(labels);
  });

  it("the result's headers and body are not the caller's objects", () => {
    const options = { a: 1, headers: { "x-a": "1" } };
    const result = endpoint("POST /x", options);
    expect(result.headers).not.toBe(options.headers);
    expect(result.body).not.toBe(options);
    expect(result.body).toEqual({ a: 1 });
  });
});

describe("Ownership: results are fresh, mutable plain objects", () => {
  it("endpoint() results are plain, unfrozen and independent", () => {
    const first = endpoint("GET /x");
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(first.headers)).toBe(Object.prototype);
    expectUntouchable(first);
    expectUntouchable(first.headers);
    first.headers["accept"] = "mutated";
    first.headers["x-new"] = "1";
    first.url = "mutated";
    const second = endpoint("GET /x");
    expect(second).toEqual({ method: "get", url: `${BASE}/x`, headers: DEFAULT_HEADERS });
    expect(second.headers).not.toBe(first.headers);
    expect(endpoint.DEFAULTS.headers).toEqual(DEFAULT_HEADERS);
    expect(second.headers).not.toBe(endpoint.DEFAULTS.headers);
  });

  it("merge() results are plain, unfrozen and independent of DEFAULTS", () => {
    const merged = endpoint.merge("GET /x");
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged.headers).not.toBe(endpoint.DEFAULTS.headers);
    expect(merged.mediaType).not.toBe(endpoint.DEFAULTS.mediaType);
    expectUntouchable(merged);
    expectUntouchable(merged.headers);
    expectUntouchable(merged.mediaType);
    merged.headers["accept"] = "mutated";
    merged.mediaType.format = "diff";
    merged.baseUrl = "https://mutated.example.com";
    expect(endpoint.DEFAULTS).toEqual({ method: "GET", baseUrl: BASE, headers: DEFAULT_HEADERS, mediaType: { format: "" } });
    expect(endpoint("GET /x")).toEqual({ method: "get", url: `${BASE}/x`, headers: DEFAULT_HEADERS });
  });

  it("mutating mediaType.previews of a merge() result affects neither the next result nor DEFAULTS", () => {
    const derived = endpoint.defaults({ mediaType: { previews: ["mercy"] } });
    const merged = derived.merge("GET /x");
    const previews = merged.mediaType.previews as string[];
    expectUntouchable(previews);
    previews.push("evil");
    previews[0] = "changed";
    merged.headers["accept"] = "x";
    expect(derived.merge("GET /x").mediaType.previews).toEqual(["mercy"]);
    expect(derived.DEFAULTS.mediaType.previews).toEqual(["mercy"]);
    expect(derived("GET /x").headers.accept).toBe("application/vnd.github.mercy-preview+json");
  });

  it("mutating request of a merge() result from a derived endpoint with a default request affects nothing else", () => {
    const derived = endpoint.defaults({ request: { timeout: 5 } });
    const merged = derived.merge("GET /x");
    const request = merged.request as Loose;
    expectUntouchable(request);
    request.timeout = 99;
    request.added = true;
    expect(derived.merge("GET /x").request).toEqual({ timeout: 5 });
    expect(derived.DEFAULTS.request).toEqual({ timeout: 5 });
    expect(derived("GET /x").request).toEqual({ timeout: 5 });
  });

  it("mutating request of an endpoint() result from a derived endpoint affects nothing else", () => {
    const derived = endpoint.defaults({ request: { timeout: 5 } });
    const result = derived("GET /x");
    (result.request as Loose).timeout = 1;
    expect(derived("GET /x").request).toEqual({ timeout: 5 });
    expect(derived.DEFAULTS.request).toEqual({ timeout: 5 });
  });

  it("parse() results are fresh plain objects", () => {
    const merged = endpoint.merge("POST /x", { a: 1 });
    const first = endpoint.parse(merged);
    const second = endpoint.parse(merged);
    expect(first).not.toBe(second);
    expect(first.headers).not.toBe(second.headers);
    expect(first.headers).not.toBe(merged.headers);
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
    expectUntouchable(first);
    expectUntouchable(first.headers);
    first.headers["content-type"] = "text/plain";
    expect(second.headers["content-type"]).toBe(JSON_TYPE);
    expect(merged.headers).toEqual(DEFAULT_HEADERS);
  });
});

describe("Ownership: DEFAULTS is deeply frozen; defaults() changes nothing else", () => {
  it("a derived endpoint has the same members, in the same order, named as they are called (stack traces show them)", () => {
    const derived = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
    for (const made of [endpoint, derived]) {
      expect(Object.keys(made)).toEqual(["DEFAULTS", "defaults", "merge", "parse"]);
      expect([made.defaults.name, made.merge.name, made.parse.name]).toEqual(["defaults", "merge", "parse"]);
    }
  });

  it("an endpoint's members are ordinary properties, as Object.assign makes them, also past a polluted Function.prototype", () => {
    const expectOrdinary = (made: object) => {
      for (const key of ["DEFAULTS", "defaults", "merge", "parse"]) {
        expect(Object.getOwnPropertyDescriptor(made, key)).toEqual({ value: (made as Loose)[key], writable: true, enumerable: true, configurable: true });
      }
    };
    expectOrdinary(endpoint);
    // A setter on Function.prototype under a member's name: defining each member passes it by.
    Object.defineProperty(Function.prototype, "merge", { set: () => { throw new Error("the setter ran"); }, configurable: true });
    try {
      expectOrdinary(endpoint.defaults({}));
    } finally {
      delete (Function.prototype as Loose)["merge"];
    }
  });

  it("the global DEFAULTS, its headers and mediaType are frozen", () => {
    expect(Object.isFrozen(endpoint.DEFAULTS)).toBe(true);
    expect(Object.isFrozen(endpoint.DEFAULTS.headers)).toBe(true);
    expect(Object.isFrozen(endpoint.DEFAULTS.mediaType)).toBe(true);
    expect(() => {
      (endpoint.DEFAULTS as Loose).baseUrl = "https://mutated.example.com";
    }).toThrow(TypeError);
    expect(() => {
      (endpoint.DEFAULTS.headers as Loose).accept = "mutated";
    }).toThrow(TypeError);
    expect(endpoint.DEFAULTS.baseUrl).toBe(BASE);
    expect(endpoint.DEFAULTS.headers.accept).toBe(ACCEPT);
  });

  it("a derived DEFAULTS is deeply frozen, a nested request object and arrays included", () => {
    const derived = endpoint.defaults({
      headers: { authorization: "token t" },
      mediaType: { previews: ["mercy"], format: "raw" },
      request: { timeout: 1, nested: { deep: { deeper: 1 } }, list: [1, 2] },
      labels: ["a"],
      filter: { state: "open" },
    });
    const defaults = derived.DEFAULTS as Loose;
    for (const value of [
      defaults,
      defaults.headers,
      defaults.mediaType,
      defaults.mediaType.previews,
      defaults.request,
      defaults.request.nested,
      defaults.request.nested.deep,
      defaults.request.list,
      defaults.labels,
      defaults.filter,
    ]) {
      expect(Object.isFrozen(value)).toBe(true);
    }
    expect(() => {
      defaults.request.nested.deep.deeper = 2;
    }).toThrow(TypeError);
  });

  it("defaults() returns a new function and leaves the original, earlier levels and the given object as they were", () => {
    const makeGiven = () => ({
      baseUrl: "https://ghe.example.com/api/v3",
      headers: { Authorization: "token t" },
      request: { timeout: 1, nested: { a: 1 } },
      labels: ["a"],
      mediaType: { previews: ["mercy-preview"] },
    });
    const level1 = endpoint.defaults({ org: "acme" });
    const level1Defaults = structuredClone(level1.DEFAULTS);
    const given = makeGiven();
    const level2 = level1.defaults(given);
    expect(level2).not.toBe(level1);
    expect(given).toStrictEqual(makeGiven());
    expect(Object.keys(given.headers)).toEqual(["Authorization"]);
    for (const value of [given, given.headers, given.request, given.request.nested, given.labels, given.mediaType, given.mediaType.previews]) {
      expectUntouchable(value);
    }
    expect(level1.DEFAULTS).toStrictEqual(level1Defaults);
    expect(endpoint.DEFAULTS).toEqual({ method: "GET", baseUrl: BASE, headers: DEFAULT_HEADERS, mediaType: { format: "" } });
    expect(endpoint("GET /x")).toEqual({ method: "get", url: `${BASE}/x`, headers: DEFAULT_HEADERS });
  });

  it("defaults() copies the plain objects and arrays it is given: later changes to them do not reach it", () => {
    const given = {
      headers: { "x-a": "1" } as Record<string, string>,
      request: { timeout: 1 } as Loose,
      labels: ["a"],
      mediaType: { previews: ["mercy"] },
    };
    const derived = endpoint.defaults(given);
    expect(derived.DEFAULTS.headers).not.toBe(given.headers);
    expect(derived.DEFAULTS.request).not.toBe(given.request);
    expect(derived.DEFAULTS.labels).not.toBe(given.labels);
    given.headers["x-late"] = "1";
    given.request.timeout = 99;
    given.labels.push("late");
    given.mediaType.previews.push("symmetra");
    expect(derived.DEFAULTS.headers).toEqual({ ...DEFAULT_HEADERS, "x-a": "1" });
    expect(derived.DEFAULTS.request).toEqual({ timeout: 1 });
    expect(derived.DEFAULTS.labels).toEqual(["a"]);
    expect(derived("POST /x")).toEqual({
      method: "post",
      url: `${BASE}/x`,
      headers: { accept: "application/vnd.github.mercy-preview+json", "user-agent": UA, "x-a": "1", "content-type": JSON_TYPE },
      body: { labels: ["a"] },
      request: { timeout: 1 },
    });
  });

  it("class instances and functions given to defaults() are kept by reference and never frozen", () => {
    const agent = new Agent({ keepAlive: false });
    const fetch = function customFetch(): string {
      return "fetched";
    };
    const since = new Date(Date.UTC(2020, 0, 1));
    class Custom {
      value = 1;
    }
    const custom = new Custom();
    const derived = endpoint.defaults({ request: { agent, fetch, timeout: 1 }, since, custom });
    const defaults = derived.DEFAULTS as Loose;
    expect(defaults.request.agent).toBe(agent);
    expect(defaults.request.fetch).toBe(fetch);
    expect(defaults.since).toBe(since);
    expect(defaults.custom).toBe(custom);
    expect(Object.isFrozen(defaults.request)).toBe(true);
    for (const value of [agent, fetch, since, custom]) expectUntouchable(value);
    agent.maxSockets = 7;
    expect(agent.maxSockets).toBe(7);

    expect(derived("POST /x").request?.["agent"]).toBe(agent);
    expect(derived.merge("GET /x").request?.["fetch"]).toBe(fetch);
    expect((derived("POST /x").body as Loose).custom).toBe(custom);
    const level2 = derived.defaults({ request: { timeout: 2 } });
    expect((level2.DEFAULTS as Loose).request.agent).toBe(agent);
    expect((level2.DEFAULTS as Loose).request.fetch).toBe(fetch);
    expectUntouchable(agent);
    expectUntouchable(fetch);
    agent.destroy();
  });
});

describe("Ownership: plain objects merge deeply; arrays are replaced, except mediaType.previews", () => {
  it("request options cascade across two defaults() levels and a call", () => {
    const agent = new Agent();
    const level1 = endpoint.defaults({ request: { timeout: 1, retries: { count: 1 } } });
    const level2 = level1.defaults({ request: { agent, retries: { delay: 5 } } });
    expect(level2.DEFAULTS.request).toEqual({ timeout: 1, retries: { count: 1, delay: 5 }, agent });
    const result = level2("GET /x", { request: { signal: "s", retries: { count: 3 } } });
    expect(result.request).toEqual({ timeout: 1, retries: { count: 3, delay: 5 }, agent, signal: "s" });
    expect(result.request?.["agent"]).toBe(agent);
    expect(level1.DEFAULTS.request).toEqual({ timeout: 1, retries: { count: 1 } });
    agent.destroy();
  });

  it("other plain-object parameters merge deeply too", () => {
    const derived = endpoint.defaults({ meta: { a: 1, inner: { x: 1 } } });
    const merged = derived.merge("POST /x", { meta: { b: 2, inner: { y: 2 } } });
    expect(merged["meta"]).toEqual({ a: 1, b: 2, inner: { x: 1, y: 2 } });
    expect(derived("POST /x", { meta: { b: 2, inner: { y: 2 } } }).body).toEqual({ meta: { a: 1, b: 2, inner: { x: 1, y: 2 } } });
  });

  it("data merges like any plain object when the defaults set one too; the body is then that merged data", () => {
    const data = { b: 2 };
    const derived = endpoint.defaults({ data: { a: 1, nested: { x: 1 } } });
    const result = derived("POST /x", { data: { ...data, nested: { y: 2 } } });
    expect(result.body).toEqual({ a: 1, b: 2, nested: { x: 1, y: 2 } });
    expect(derived.merge("POST /x", { data }).data).toEqual({ a: 1, b: 2, nested: { x: 1 } });
    // Data the defaults do not merge with is the caller's, the same reference.
    expect(endpoint("POST /x", { data }).body).toBe(data);
    expect(endpoint.defaults({ data: "raw" })("POST /x", { data }).body).toBe(data);
    expect(data).toEqual({ b: 2 });
  });

  it("data that is not a plain object on both sides replaces: an array, a string, a class instance, either way round", () => {
    const object = { a: 1 };
    const list = ["c"];
    const bytes = new Uint8Array([1, 2]);
    expect(endpoint.defaults({ data: { b: 2 } })("POST /x", { data: list }).body).toBe(list);
    expect(endpoint.defaults({ data: ["a", "b"] })("POST /x", { data: list }).body).toBe(list);
    expect(endpoint.defaults({ data: { b: 2 } })("POST /x", { data: bytes }).body).toBe(bytes);
    expect(endpoint.defaults({ data: bytes })("POST /x", { data: object }).body).toBe(object);
    expect(endpoint.defaults({ data: { b: 2 } }).merge("POST /x", { data: "raw" }).data).toBe("raw");
    expect(endpoint.defaults({ data: "raw" }).merge("POST /x", { data: object }).data).toBe(object);
    // Nothing of the caller's is written into or frozen, whichever side it came from.
    expect([object, list, [...bytes]]).toEqual([{ a: 1 }, ["c"], [1, 2]]);
    for (const value of [object, list, bytes]) expect(Object.isFrozen(value)).toBe(false);
  });

  it("merged data leaves the caller's data objects, nested ones included, unchanged and unfrozen", () => {
    const nested = { y: 2 };
    const data = { b: 2, nested };
    const derived = endpoint.defaults({ data: { a: 1, nested: { x: 1 } } });
    expect(derived("POST /x", { data }).body).toEqual({ a: 1, b: 2, nested: { x: 1, y: 2 } });
    expect(data).toEqual({ b: 2, nested: { y: 2 } });
    expect(data.nested).toBe(nested);
    expect([Object.isFrozen(data), Object.isFrozen(nested)]).toEqual([false, false]);
  });

  it("headers merge across levels", () => {
    const derived = endpoint.defaults({ headers: { "x-a": "1" } }).defaults({ headers: { "x-b": "2" } });
    expect(derived("GET /x", { headers: { "x-c": "3" } }).headers).toEqual({ ...DEFAULT_HEADERS, "x-a": "1", "x-b": "2", "x-c": "3" });
  });

  it("arrays are replaced, at the top level and inside request", () => {
    const derived = endpoint.defaults({ labels: ["a", "b"], request: { list: [1, 2] } });
    const labels = ["c"];
    const merged = derived.merge("POST /x", { labels, request: { list: [3] } });
    expect(merged["labels"]).toEqual(["c"]);
    expect(merged["labels"]).toBe(labels);
    expect(merged.request).toEqual({ list: [3] });
    expect(derived("POST /x", { labels }).body).toEqual({ labels: ["c"] });
    expect(derived.defaults({ labels: ["z"] }).DEFAULTS["labels"]).toEqual(["z"]);
  });

  it("mediaType.previews are combined instead", () => {
    const derived = endpoint.defaults({ mediaType: { previews: ["mercy"] } }).defaults({ mediaType: { previews: ["symmetra"] } });
    expect(derived.DEFAULTS.mediaType.previews).toEqual(["mercy", "symmetra"]);
    expect(derived.merge("GET /x", { mediaType: { previews: ["inertia"] } }).mediaType.previews).toEqual(["mercy", "symmetra", "inertia"]);
  });
});

describe("Ownership: an enumerable key inherited from Object.prototype is never an option", () => {
  // A polluted process: the per-call loops use for-in for speed, and must skip inherited keys.
  it("it is no parameter, header, query pair or body key, and merge() does not take it", () => {
    Object.defineProperty(Object.prototype, "polluted", { value: "yes", enumerable: true, configurable: true, writable: true });
    try {
      const get = endpoint("GET /orgs/{org}/repos", { org: "o", per_page: 2, headers: { "x-a": "1" } });
      const post = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
      const derived = endpoint.defaults({ headers: { authorization: "token x" } })("GET /x", { q: "a" });
      const merged = endpoint.merge("GET /x", { a: 1 });
      // The defaults' request is copied into each result by a loop too.
      const withRequest = endpoint.defaults({ request: { timeout: 5 } })("GET /x");
      expect(get.url).toBe(`${BASE}/orgs/o/repos?per_page=2`);
      expect(Object.keys(get.headers)).toEqual(["accept", "user-agent", "x-a"]);
      expect(Object.keys(post.body as object)).toEqual(["title"]);
      expect(Object.keys(post.headers)).toEqual(["accept", "user-agent", "content-type"]);
      expect(derived.url).toBe(`${BASE}/x?q=a`);
      expect(Object.keys(merged)).toEqual(["method", "baseUrl", "headers", "mediaType", "url", "a"]);
      expect(Object.keys(withRequest.request as object)).toEqual(["timeout"]);
    } finally {
      delete (Object.prototype as Loose).polluted;
    }
  });
});

describe("Ownership: an index inherited from Array.prototype changes no expansion", () => {
  // A renderer that read a varspec's parts from an array could take a prefix from Array.prototype[1].
  it.each([[1], [".."]])("Array.prototype[1] = %j", (polluted) => {
    Object.defineProperty(Array.prototype, 1, { value: polluted, enumerable: false, configurable: true, writable: true });
    try {
      expect(endpoint("DELETE /repos/{owner}/{repo}/git/refs/{ref}", { owner: "octo", repo: "hello", ref: "heads/feature" }).url).toBe(
        `${BASE}/repos/octo/hello/git/refs/heads%2Ffeature`,
      );
      expect(endpoint("GET /search{?q}", { q: "abc" }).url).toBe(`${BASE}/search?q=abc`);
      expect(endpoint("GET /x{;p}{.e}{/s}{&a}", { p: "v", e: "json", s: "seg", a: "1" }).url).toBe(`${BASE}/x;p=v.json/seg&a=1`);
    } finally {
      delete (Array.prototype as unknown as Loose)[1];
    }
  });
});

describe("Ownership: a known option inherited from Object.prototype is never taken", () => {
  it.each([
    ["data", "x"],
    ["url", "https://evil.example/x"],
    // In route form too: it must not be split into a url and a method (a review found a
    // version that did), nor refused as a route.
    ["url", "DELETE https://evil.example/x"],
    ["url", "GET /a b"],
    ["request", { fetch: () => "evil" }],
    ["baseUrl", "https://evil.example"],
    ["method", "DELETE"],
    ["mediaType", { format: "diff", previews: ["evil"] }],
    ["headers", { "x-evil": "1" }],
  ])("%s on Object.prototype, non-enumerable, changes no request", (key, value) => {
    Object.defineProperty(Object.prototype, key, { value, enumerable: false, configurable: true, writable: true });
    try {
      const post = endpoint("POST /user/repos", { name: "r" });
      expect(post.body).toEqual({ name: "r" });
      expect(post.url).toBe(`${BASE}/user/repos`);
      expect(Object.prototype.hasOwnProperty.call(post, "request")).toBe(false);
      expectError(() => endpoint({ method: "GET" }), "MISSING_URL");
      const derived = endpoint.defaults({ headers: { authorization: "token x" } })("GET /x");
      expect(derived.url).toBe(`${BASE}/x`);
      expect(endpoint("/x")).toMatchObject({ method: "get", url: `${BASE}/x` });
      expect(endpoint({ url: "/x" })).toMatchObject({ method: "get", url: `${BASE}/x` });
      expect(endpoint.parse(endpoint.merge("POST /user/repos", { name: "r" }))).toEqual(post);
      // .defaults() and defaults the one-pass merge does not take (a nested request) check and
      // merge a copy of the options: it has no prototype to read an absent option from.
      expect(endpoint.defaults({}).DEFAULTS).toEqual(endpoint.DEFAULTS);
      const nested = endpoint.defaults({ request: { hook: { depth: 1 } } })("GET /x");
      expect(nested).toMatchObject({ method: "get", url: `${BASE}/x` });
      expect(nested.headers).toEqual(endpoint("GET /x").headers);
    } finally {
      delete (Object.prototype as Loose)[key];
    }
  });
});

describe("Ownership: __proto__, constructor and prototype never reach a prototype", () => {
  it("they become own keys of a body", () => {
    const options = JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"polluted": 2}, "prototype": {"polluted": 3}, "title": "t"}');
    const body = endpoint("POST /x", options).body as Loose;
    for (const key of ["__proto__", "constructor", "prototype", "title"]) {
      expect(Object.prototype.hasOwnProperty.call(body, key)).toBe(true);
    }
    expect(Object.getOwnPropertyDescriptor(body, "__proto__")?.value).toEqual({ polluted: 1 });
    expect(Object.getOwnPropertyDescriptor(body, "constructor")?.value).toEqual({ polluted: 2 });
    expect(body.polluted).toBeUndefined();
    expectNoPollution();
  });

  it("they become query names", () => {
    const options = JSON.parse('{"__proto__": "a", "constructor": "b", "prototype": "c"}');
    expect(endpoint("GET /x", options).url).toBe(`${BASE}/x?__proto__=a&constructor=b&prototype=c`);
    expectNoPollution();
  });

  it("a __proto__ key given to defaults() stays an own key", () => {
    const derived = endpoint.defaults(JSON.parse('{"__proto__": {"polluted": 1}}'));
    const defaults = derived.DEFAULTS as Loose;
    expect(defaults.polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(defaults, "__proto__")).toBe(true);
    const body = derived("POST /x").body as Loose;
    expect(Object.getOwnPropertyDescriptor(body, "__proto__")?.value).toEqual({ polluted: 1 });
    expect(body.polluted).toBeUndefined();
    expectNoPollution();
  });

  it("deep merging __proto__ across two defaults() levels and a call pollutes nothing", () => {
    const level1 = endpoint.defaults(JSON.parse('{"request": {"__proto__": {"polluted": 1}}}'));
    const level2 = level1.defaults(JSON.parse('{"request": {"__proto__": {"polluted": 2}}}'));
    const request = (level2.DEFAULTS as Loose).request;
    expect(request.polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(request, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(request, "__proto__")?.value).toEqual({ polluted: 2 });
    const result = level2("GET /x", JSON.parse('{"request": {"__proto__": {"polluted": 3}}}'));
    expect((result.request as Loose).polluted).toBeUndefined();
    expectNoPollution();
  });

  it("constructor.prototype merged over defaults pollutes nothing", () => {
    const derived = endpoint.defaults(JSON.parse('{"constructor": {"prototype": {"polluted": 1}}}'));
    derived.merge("POST /x", JSON.parse('{"constructor": {"prototype": {"polluted": 2}}}'));
    endpoint.merge("POST /x", JSON.parse('{"constructor": {"prototype": {"polluted": 3}}}'));
    endpoint("POST /x", JSON.parse('{"request": {"constructor": {"prototype": {"polluted": 4}}}}'));
    expect(endpoint("POST /x", JSON.parse('{"constructor": {"prototype": {"polluted": 5}}}')).body).toEqual(
      JSON.parse('{"constructor": {"prototype": {"polluted": 5}}}'),
    );
    expectNoPollution();
  });

  it("merge() keeps __proto__ as own keys of the options and of headers", () => {
    const merged = endpoint.merge("POST /x", JSON.parse('{"__proto__": {"polluted": 1}, "headers": {"__proto__": "x"}}')) as Loose;
    expect(merged.polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(merged, "__proto__")).toBe(true);
    expect(Object.prototype.hasOwnProperty.call(merged.headers, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(merged.headers, "__proto__")?.value).toBe("x");
    const headers = endpoint("GET /x", { headers: JSON.parse('{"__proto__": "x"}') }).headers;
    expect(Object.getOwnPropertyDescriptor(headers, "__proto__")?.value).toBe("x");
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expectNoPollution();
  });

  it("inherited names are not parameters: {constructor} and {toString} are missing, {?hasOwnProperty} is empty", () => {
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("GET /x/{constructor}"), "MISSING_PARAMETER", "constructor");
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("GET /x/{toString}"), "MISSING_PARAMETER", "toString");
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expectError(() => endpoint("GET /x/:valueOf"), "MISSING_PARAMETER", "valueOf");
    expect(endpoint("GET /x{?constructor,hasOwnProperty}").url).toBe(`${BASE}/x`);
    expect("body" in endpoint("POST /x")).toBe(false);
    expect(api.merge("GET /x").constructor).toBe(Object);
  });
});

describe("Ownership: a media type inherited from Object.prototype is never taken", () => {
  it.each([
    ["previews", ["evil"]],
    ["format", "diff"],
  ])("%s on Object.prototype, non-enumerable, changes no accept header", (key, value) => {
    Object.defineProperty(Object.prototype, key, { value, enumerable: false, configurable: true, writable: true });
    try {
      expect(endpoint("GET /x").headers["accept"]).toBe("application/vnd.github.v3+json");
      expect(endpoint("GET /x", { mediaType: { previews: ["a"] } }).headers["accept"]).toBe("application/vnd.github.a-preview+json");
      expect(endpoint.defaults({ mediaType: { previews: ["b"] } })("GET /x").headers["accept"]).toBe("application/vnd.github.b-preview+json");
      expect(endpoint.parse({ ...endpoint.DEFAULTS, url: "/x" }).headers["accept"]).toBe("application/vnd.github.v3+json");
    } finally {
      delete (Object.prototype as Loose)[key];
    }
  });
});

describe("Ownership: copies define their keys, so no read-only key or setter on Object.prototype is reached", () => {
  it.each([
    ["read-only", (key: string) => Object.defineProperty(Object.prototype, key, { value: "x", configurable: true, writable: false })],
    ["setter", (key: string) => Object.defineProperty(Object.prototype, key, { set: () => undefined, configurable: true })],
  ])("%s format, x and y on Object.prototype: merge() and .defaults() copy nested values whole", (_kind, pollute) => {
    for (const key of ["format", "x", "y"]) pollute(key);
    try {
      const own = (value: unknown) => Object.entries(value as object);
      expect(own(endpoint.merge("GET /a").mediaType)).toEqual([["format", ""]]);
      const derived = endpoint.defaults({ request: { x: 1 }, data: { y: "secret" }, p: { y: 2 } });
      expect(own(derived.DEFAULTS.request)).toEqual([["x", 1]]);
      expect(own(derived.DEFAULTS.data)).toEqual([["y", "secret"]]);
      expect(own(derived.DEFAULTS["p"])).toEqual([["y", 2]]);
      const request = derived("POST /b");
      expect(own(request.request)).toEqual([["x", 1]]);
      expect(own(request.body)).toEqual([["y", "secret"]]);
    } finally {
      for (const key of ["format", "x", "y"]) delete (Object.prototype as Loose)[key];
    }
  });
});

describe("Ownership: every key the library sets is its own, whatever Object.prototype holds under that name", () => {
  // Keys the library sets on objects it makes: a parameter, the result's, the headers', the media type's, fetch's
  // init's, an error's and an endpoint function's.
  const keys = ["x", "method", "url", "body", "request", "content-type", "accept", "signal", "format", "previews", "code"];
  const members = ["DEFAULTS", "defaults", "merge", "parse"];
  it.each([
    ["read-only", (key: string) => Object.defineProperty(Object.prototype, key, { value: "polluted", configurable: true, writable: false })],
    ["setter", (key: string) => Object.defineProperty(Object.prototype, key, { set: () => { throw new Error(`the setter of ${key} ran`); }, configurable: true })],
  ])("%s keys on Object.prototype: no accessor runs, nothing throws, nothing is lost", (_kind, pollute) => {
    const { signal } = new AbortController();
    const wide = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`k${i}`, i]));
    const previews = endpoint.merge("GET /a", { mediaType: { previews: ["p"] } });
    delete (previews.headers as Loose)["accept"];
    for (const key of [...keys, ...members]) pollute(key);
    try {
      const own = (value: unknown, key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value;
      const posted = endpoint("POST /a", { x: "v", request: { timeout: 1 } });
      expect(own(own(posted, "body"), "x")).toBe("v");
      expect(own(posted, "request")).toEqual({ timeout: 1 });
      expect(own(posted.headers, "content-type")).toBe("application/json; charset=utf-8");
      expect(own(endpoint.merge("GET /a", { x: "v" }), "x")).toBe("v");
      expect(own(endpoint.defaults({ x: "v" }).DEFAULTS, "x")).toBe("v");
      expect(own(endpoint("GET /a", { headers: { x: "1" } }).headers, "x")).toBe("1");
      expect(own(endpoint({ url: "POST /a" }), "method")).toBe("post");
      expect(own(endpoint("GET /a", wide), "method")).toBe("get");
      expect(own(endpoint.parse(previews).headers, "accept")).toBe("application/vnd.github.p-preview+json");
      const [, init] = toFetch(endpoint("POST /a", { x: "v", request: { signal } }));
      expect([own(init, "body"), own(init, "signal")]).toEqual(['{"x":"v"}', signal]);
      expect(own(endpoint("GET /a", { mediaType: { format: "raw", previews: ["p"] } }).headers, "accept")).toBe("application/vnd.github.p-preview.raw");
      const derived = endpoint.defaults({ mediaType: { format: "raw" } });
      expect(members.map((key) => typeof own(derived, key))).toEqual(["object", "function", "function", "function"]);
      expect(own(own(derived, "DEFAULTS"), "mediaType")).toEqual({ format: "raw" });
      const thrown = (() => {
        try {
          return endpoint("GET /a", { headers: { "bad name": "1" } });
        } catch (error) {
          return error;
        }
      })();
      expect(thrown).toBeInstanceOf(EndpointError);
      expect(own(thrown, "code")).toBe("INVALID_HEADER");
    } finally {
      for (const key of [...keys, ...members]) delete (Object.prototype as Loose)[key];
    }
  });
});

describe("Ownership: an endpoint function's members are its own, whichever of their names Object.prototype holds", () => {
  it.each(["DEFAULTS", "defaults", "merge", "parse"])("%s alone read-only on Object.prototype: .defaults() still returns a whole endpoint", (name) => {
    Object.defineProperty(Object.prototype, name, { value: "polluted", configurable: true, writable: false });
    try {
      const derived = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
      const members = ["DEFAULTS", "defaults", "merge", "parse"].map((key) => Object.getOwnPropertyDescriptor(derived, key));
      expect(members.map((member) => [typeof member?.value, member?.enumerable, member?.writable])).toEqual([
        ["object", true, true],
        ["function", true, true],
        ["function", true, true],
        ["function", true, true],
      ]);
    } finally {
      delete (Object.prototype as Loose)[name];
    }
  });

  test("fetch's init.signal is own data, as an assigned key's: enumerable, writable, configurable", () => {
    const { signal } = new AbortController();
    const [, init] = toFetch(endpoint("GET /a", { request: { signal } }));
    expect(Object.getOwnPropertyDescriptor(init, "signal")).toEqual({ value: signal, enumerable: true, writable: true, configurable: true });
  });
});

describe("Ownership: an error's code is defined as an assigned field would be", () => {
  test("own, enumerable, writable and configurable: JSON and a spread carry it", () => {
    let thrown: unknown;
    try {
      endpoint("GET /a", { headers: { "bad name": "1" } });
    } catch (error) {
      thrown = error;
    }
    expect(Object.getOwnPropertyDescriptor(thrown, "code")).toEqual({ value: "INVALID_HEADER", enumerable: true, writable: true, configurable: true });
    expect(JSON.parse(JSON.stringify(thrown))).toEqual({ name: "EndpointError", code: "INVALID_HEADER" });
  });
});

describe("Ownership: parse() and toFetch() take no option from Object.prototype", () => {
  it("parse() refuses merged options that lack a method, rather than take an inherited one", () => {
    const merged: Loose = endpoint.merge("GET /x");
    delete merged["method"];
    Object.defineProperty(Object.prototype, "method", { value: "DELETE", enumerable: false, configurable: true, writable: true });
    try {
      expectError(() => endpoint.parse(merged as never), "INVALID_OPTIONS");
    } finally {
      delete (Object.prototype as Loose).method;
    }
  });

  it.each([
    ["body", '{"evil":1}'],
    ["request", { signal: AbortSignal.abort() }],
  ])("toFetch() takes no inherited %s", (key, value) => {
    Object.defineProperty(Object.prototype, key, { value, enumerable: false, configurable: true, writable: true });
    try {
      // Own keys are asserted: reading init.body would itself reach the polluted prototype.
      const own = (init: object) => Object.keys(init);
      expect(own(toFetch(endpoint("GET /x"))[1])).toEqual(["method", "headers"]);
      expect(own(toFetch(endpoint("POST /x"))[1])).toEqual(["method", "headers"]);
    } finally {
      delete (Object.prototype as Loose)[key];
    }
  });
});

describe("Ownership: the library's own records take nothing from a polluted Object.prototype", () => {
  const polluted = (key: string, value: unknown, run: () => void): void => {
    Object.defineProperty(Object.prototype, key, { value, enumerable: false, configurable: true, writable: true });
    try {
      run();
    } finally {
      delete (Object.prototype as Loose)[key];
    }
  };

  it.each([
    ["split", { method: "DELETE", url: "https://evil.example/x" }],
    ["compiled", { template: { source: "", parts: [] }, placed: new Set(), relative: true }],
    ["text", "hijack"],
    ["list", ["z"]],
    ["missing", "owner"],
    ["failure", { oops: 1 }],
  ])("%s on Object.prototype changes no request", (key, value) => {
    polluted(key, value, () => {
      expect(endpoint(`/fresh-${key}/{z}`, { z: "1" })).toMatchObject({ method: "get", url: `${BASE}/fresh-${key}/1` });
      expect(endpoint("GET /x/{p}", { p: ["a", "b"] }).url).toBe(`${BASE}/x/a,b`);
      expect(endpoint("GET /x{?q}", { q: { k: "v" } }).url).toBe(`${BASE}/x?q=k,v`);
      expect(endpoint("GET /x{/p*}", { p: { k: "v" } }).url).toBe(`${BASE}/x/k=v`);
      expect(endpoint("GET /users").url).toBe(`${BASE}/users`);
    });
  });

  it("a plain body is JSON although Object.prototype holds Symbol.asyncIterator", () => {
    Object.defineProperty(Object.prototype, Symbol.asyncIterator, { value: function* () {}, configurable: true, writable: true });
    try {
      expect(toFetch(endpoint("POST /x", { a: 1 }))[1].body).toBe('{"a":1}');
    } finally {
      delete (Object.prototype as Loose)[Symbol.asyncIterator];
    }
  });
});

describe("Ownership: .defaults() copies what it keeps, frozen or not", () => {
  it("a frozen object of the caller's is copied: DEFAULTS is deeply frozen and a later change reaches no request", () => {
    const inner = { v: 1 };
    const derived = endpoint.defaults({ request: Object.freeze({ inner }), labels: Object.freeze([inner]) });
    expect(Object.isFrozen((derived.DEFAULTS.request as Loose).inner)).toBe(true);
    expect(Object.isFrozen(inner)).toBe(false);
    inner.v = 2;
    expect(derived("POST /x").body).toEqual({ labels: [{ v: 1 }] });
  });
});

describe("errors: what a caller's object throws never escapes as anything but an EndpointError", () => {
  it.each([
    ["a null-prototype object", () => Object.create(null)],
    ["an object whose toString throws", () => ({ toString: () => { throw new RangeError("x"); } })],
  ])("a getter throwing %s is INVALID_ARGUMENTS", (_title, thrown) => {
    const options = Object.defineProperty({}, "a", { enumerable: true, get: () => { throw thrown(); } });
    expectError(() => endpoint("GET /", options), "INVALID_ARGUMENTS");
    expectError(() => endpoint.merge("GET /", options), "INVALID_ARGUMENTS");
  });

  it("a route's bad method is a fresh INVALID_METHOD each time, naming the method", () => {
    const first = expectError(() => endpoint("G(T /x"), "INVALID_METHOD", 'invalid method "G(T"');
    const second = expectError(() => endpoint("G(T /x"), "INVALID_METHOD");
    expect(second).not.toBe(first);
  });
});
