import type { MergedOptions, RequestOptions } from "@request-options/types";
import fc from "fast-check";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { DEFAULTS, type Expanded, paramPartition, templateExpand, VERSION } from "@request-options/core";
import { leftCode, leftMessage, rightOf } from "./leftCode";
import { expandedOf, mergedFrom, partitionedOf } from "./stageInputs";

// paramPartition: the parameters the url did not take, in the query or in a body (DECISIONS.md "Parameters").

const api = "https://api.github.com";
const userAgent = `request-options/${VERSION}`;
const defaultHeaders = { accept: "application/vnd.github.v3+json", "user-agent": userAgent };
const json = "application/json; charset=utf-8";

const partition = (route: string, options: Record<string, unknown> = {}, defaults?: MergedOptions): RequestOptions =>
  rightOf(partitionedOf(route, options, defaults)).request;
const failure = (route: string, options: Record<string, unknown> = {}) => partitionedOf(route, options);

/** The query `GET /x` gets from `parameters`: what follows `?`, "" for none. */
const query = (parameters: Record<string, unknown>): string => {
  const { url } = partition("GET /x", parameters);
  if (url === `${api}/x`) return "";
  expect(url.startsWith(`${api}/x?`)).toBe(true);
  return url.slice(`${api}/x?`.length);
};
/** The Left `GET /x` gets from `parameters`. */
const refused = (parameters: Record<string, unknown>) => {
  const result = failure("GET /x", parameters);
  expect(leftCode(result)).toBe("INVALID_PARAMETER");
  return leftMessage(result);
};

/** `list` behind a Proxy that counts the reads of its first element: how many times it is encoded. */
const readsCounted = (list: readonly unknown[]): { list: readonly unknown[]; reads: () => number } => {
  let reads = 0;
  const counting = new Proxy(list, {
    get: (target, key, receiver) => {
      if (key === "0") reads += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { list: counting, reads: () => reads };
};
/** `list` in a list of itself twice, `levels` times over: 2 ** levels copies of it, each level one shared list. */
const doubledLevels = (list: readonly unknown[], levels: number): readonly unknown[] => {
  let doubled = list;
  for (let level = 0; level < levels; level += 1) doubled = [doubled, doubled];
  return doubled;
};

const nest = (value: unknown, levels: number): unknown => {
  let nested = value;
  for (let level = 0; level < levels; level += 1) nested = [nested];
  return nested;
};

describe("paramPartition: the specification's examples", () => {
  it("GET /orgs/{org}/repos with type: private places type in the query", () => {
    expect(partition("GET /orgs/{org}/repos", { org: "octokit", type: "private" })).toStrictEqual({
      method: "get",
      url: `${api}/orgs/octokit/repos?type=private`,
      headers: defaultHeaders,
    });
  });

  it("POST /markdown/raw sends data as the body, with the caller's headers", () => {
    const data = "Hello world github/linguist#1 **cool**, and #1!";
    const headers = { accept: "text/html;charset=utf-8", "content-type": "text/plain" };
    expect(partition("POST /markdown/raw", { data, headers })).toStrictEqual({
      method: "post",
      url: `${api}/markdown/raw`,
      headers: { ...headers, "user-agent": userAgent },
      body: data,
    });
  });

  it("POST to an upload URL with {?name,label}: the query from the template, data as the body", () => {
    const data = new Uint8Array([104, 101, 108, 108, 111]);
    const result = partition("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}", {
      owner: "o",
      repo: "r",
      id: 1,
      name: "x",
      label: "y",
      data,
      headers: { "content-type": "text/plain", "content-length": 5 },
    });
    expect(result).toStrictEqual({
      method: "post",
      url: "https://uploads.github.com/repos/o/r/releases/1/assets?name=x&label=y",
      headers: { ...defaultHeaders, "content-type": "text/plain", "content-length": 5 },
      body: data,
    });
    expect(result.body).toBe(data);
  });
});

describe("paramPartition: method", () => {
  it.each([
    ["GET", "get"],
    ["get", "get"],
    ["PoSt", "post"],
    ["DELETE", "delete"],
    ["PROPFIND", "propfind"],
  ])("%s is returned as %s", (method, lower) => {
    expect(partition(`${method} /x`).method).toBe(lower);
  });

  it.each(["post", "Put", "pAtCh", "delete"])("%s (any case) places leftovers in a body", (method) => {
    const result = partition(`${method} /orgs/{org}`, { org: "o", title: "t" });
    expect(result.body).toStrictEqual({ title: "t" });
    expect(result.url).toBe(`${api}/orgs/o`);
    expect(result.headers["content-type"]).toBe(json);
  });

  it.each(["GET", "head", "OPTIONS", "PROPFIND", "purge"])("%s places leftovers in the query and sends no body", (method) => {
    const result = partition(`${method} /x`, { page: 2, per_page: 100 });
    expect(result.url).toBe(`${api}/x?page=2&per_page=100`);
    expect("body" in result).toBe(false);
    expect("content-type" in result.headers).toBe(false);
  });

  it("data for a GET is no query parameter, and there is no body", () => {
    const result = partition("GET /x", { data: { ignored: true }, type: "all" });
    expect(result.url).toBe(`${api}/x?type=all`);
    expect("body" in result).toBe(false);
    expect("content-type" in result.headers).toBe(false);
  });
});

describe("paramPartition: query values", () => {
  it.each([
    ["no parameters", {}, ""],
    ["strings, percent-encoded", { type: "private", path: "a b/c&d=e?f#g" }, "type=private&path=a%20b%2Fc%26d%3De%3Ff%23g"],
    ["the empty string", { since: "" }, "since="],
    ["numbers, bigints and booleans by String()", { per_page: 100, ratio: 1.5, id: 12345678901234567890n, all: true, draft: false }, "per_page=100&ratio=1.5&id=12345678901234567890&all=true&draft=false"],
    ["a Date by toISOString()", { since: new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)) }, "since=2024-01-02T03%3A04%3A05.006Z"],
    ["null, which drops the key", { a: "1", b: null, c: "3" }, "a=1&c=3"],
    ["undefined, which drops the key", { a: undefined, b: "2" }, "b=2"],
    ["only null and undefined", { a: null, b: undefined }, ""],
    ["keys in the order given", { zeta: 1, alpha: 2, mid: 3 }, "zeta=1&alpha=2&mid=3"],
    ["a proper surrogate pair", { emoji: "\uD83D\uDE00" }, "emoji=%F0%9F%98%80"],
  ])("%s", (_title, parameters, expected) => {
    expect(query(parameters)).toBe(expected);
  });

  it.each([
    ["a URL", new URL("https://example.com/a?b=c"), "https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc"],
    ["a boxed string", Object("boxed") as unknown, "boxed"],
    ["a boxed number", Object(5) as unknown, "5"],
    ["a regular expression", /x/, "%2Fx%2F"],
    ["a typed array", new Uint8Array([1, 2]), "1%2C2"],
    ["a Map", new Map([["a", 1]]), "%5Bobject%20Map%5D"],
  ])("any other object by String(), as @octokit/endpoint does (%s)", (_title, value, text) => {
    expect(query({ other: value })).toBe(`other=${text}`);
    expect(query({ list: [value, value] })).toBe(`list=${text},${text}`);
  });

  it.each([
    ["a plain object", { ok: "1", filter: { state: "open" } }, 'parameter "filter" is an object: it cannot be placed in a query string'],
    ["an object without a prototype", { bare: Object.create(null) as unknown }, 'parameter "bare" is an object: it cannot be placed in a query string'],
    ["a function", { callback: () => "x" }, 'parameter "callback" is a function: it cannot be placed in a query string'],
    ["a symbol", { tag: Symbol("x") }, 'parameter "tag" is a symbol: it cannot be placed in a query string'],
    ["an invalid Date", { since: new Date("not a date") }, 'parameter "since" is an invalid Date: it has no ISO string'],
    ["a lone high surrogate", { text: "ab\uD800cd" }, 'parameter "text" contains a lone UTF-16 surrogate: it cannot be percent-encoded'],
    ["a lone low surrogate", { text: "\uDC00" }, 'parameter "text" contains a lone UTF-16 surrogate'],
    ["an array element with a lone surrogate", { list: ["ok", "x\uDBFF"] }, 'parameter "list" has an element at index 1 that contains a lone UTF-16 surrogate'],
    ["a name with a lone surrogate", { "k\uD800": "v" }, 'parameter "k\\ud800" has a name with a lone UTF-16 surrogate'],
  ])("%s is INVALID_PARAMETER, naming the key", (_title, parameters, message) => {
    expect(refused(parameters)).toContain(message);
  });

  it("an object whose String() has a lone surrogate is INVALID_PARAMETER", () => {
    class Odd {
      toString(): string {
        return "a\uD800";
      }
    }
    expect(refused({ odd: new Odd() })).toBe('parameter "odd" contains a lone UTF-16 surrogate: it cannot be percent-encoded');
  });

  it("a value a HEAD's query cannot hold is refused too", () => {
    const result = failure("HEAD /x", { callback: () => 1 });
    expect(leftCode(result)).toBe("INVALID_PARAMETER");
    expect(leftMessage(result)).toContain('"callback"');
  });
});

describe("paramPartition: query arrays", () => {
  it.each([
    ["an array joined with a literal comma, each element encoded", { labels: ["bug", "help wanted", "a,b"] }, "labels=bug,help%20wanted,a%2Cb"],
    ["each element by the value rules", { mixed: ["x", 1, 2n, true, new Date(Date.UTC(2020, 1, 3))] }, "mixed=x,1,2,true,2020-02-03T00%3A00%3A00.000Z"],
    // eslint-disable-next-line no-sparse-arrays
    ["null and undefined elements and holes dropped", { ids: [1, null, 2, undefined, , 3] }, "ids=1,2,3"],
    ["an empty array under a plain key", { labels: [] }, "labels="],
    ["a key ending in [] repeated once per element", { "fields[]": [1, 2] }, "fields[]=1&fields[]=2"],
    ["repeated elements encoded, null ones dropped", { "fields[]": ["a b", null, "c&d"] }, "fields[]=a%20b&fields[]=c%26d"],
    ["repeated elements converted (a Date)", { "at[]": [new Date(Date.UTC(2020, 1, 3)), "x y"] }, "at[]=2020-02-03T00%3A00%3A00.000Z&at[]=x%20y"],
    ["a key ending in [] with an empty array left out", { "fields[]": [], other: "x" }, "other=x"],
    ["a key ending in [] with an empty array left out after another", { other: "x", "fields[]": [] }, "other=x"],
    ["a key ending in [] with a single value placed once", { "fields[]": "name" }, "fields[]=name"],
    ["nested arrays joined by the same rules", { a: [["x y", 2], 3, [], [null]] }, "a=x%20y,2,3,,"],
    ["nested arrays under a [] key", { "fields[]": [["a", "b"], "c"] }, "fields[]=a,b&fields[]=c"],
  ])("%s", (_title, parameters, expected) => {
    expect(query(parameters)).toBe(expected);
  });

  it("an empty list met again is placed empty again", () => {
    const empty: unknown[] = [];
    expect(query({ a: [empty, empty, "x"] })).toBe("a=,,x");
  });

  it("only the indices below the length are read, never one inherited at the length", () => {
    const list: string[] = ["a"];
    Object.setPrototypeOf(list, Object.assign(Object.create(Array.prototype) as object, { 1: "inherited" }));
    expect(query({ labels: list })).toBe("labels=a");
  });

  it.each([
    ["an object element, naming the index", { labels: ["ok", { name: "bug" }] }, 'parameter "labels" has an element at index 1 that is an object: it cannot be placed in a query string'],
    ["an invalid Date element", { dates: [new Date(Number.NaN)] }, 'parameter "dates" has an element at index 0 that is an invalid Date'],
    ["a nested element at fault, every index named", { a: [1, [2, { no: 1 }]] }, 'parameter "a" has an element at index 1 that has an element at index 1 that is an object: it cannot be placed in a query string'],
    ["an object before a lone surrogate", { list: ["ok", { no: 1 }, "x\uDBFF"] }, 'parameter "list" has an element at index 1 that is an object: it cannot be placed in a query string'],
  ])("%s is INVALID_PARAMETER", (_title, parameters, message) => {
    expect(refused(parameters)).toContain(message);
  });

  it("an array that contains itself, or nests more than 256 levels, is refused in one short message", () => {
    const cyclic: unknown[] = ["x"];
    cyclic.push(cyclic);
    expect(refused({ a: cyclic })).toBe('parameter "a" nests arrays more than 256 levels deep (or contains itself)');
    // The outer list is level 1: 256 wrappers around ["x"] make 257 levels.
    const deep = nest(["x"], 256) as unknown[];
    expect(refused({ a: deep })).toContain("more than 256 levels");
    expect(query({ a: deep[0] })).toBe("a=x");
  });

  it("a list met again is held to the limit where it is met: its deepest list may sit at level 256, not 257", () => {
    const flat = ["x"];
    expect(query({ p: [flat, nest(flat, 254)] })).toBe("p=x,x");
    expect(refused({ p: [flat, nest(flat, 255)] })).toContain("more than 256 levels");
    const twoHigh = [["y"]];
    expect(query({ p: [twoHigh, nest(twoHigh, 253)] })).toBe("p=y,y");
    expect(refused({ p: [twoHigh, nest(twoHigh, 254)] })).toContain("more than 256 levels");
    const shallow = nest("a", 250);
    expect(refused({ p: [shallow, nest(shallow, 10)] })).toContain("more than 256 levels");
    expect(refused({ p: [nest(shallow, 10), shallow] })).toContain("more than 256 levels");
    expect(query({ p: [shallow, shallow] })).toBe("p=a,a");
  });

  it("a list met again is encoded once: a list of a list twice, 20 levels deep, reads its innermost list once", () => {
    const counted = readsCounted(["ab"]);
    const doubled = doubledLevels(counted.list, 20);
    const text = query({ a: doubled });
    expect(text).toHaveLength("a=".length + 2 ** 20 * "ab,".length - 1);
    expect(text.startsWith("a=ab,ab,")).toBe(true);
    expect(counted.reads()).toBe(1);
  });

  it("a list of a list twice, 40 levels deep (2 ** 40 elements unshared), is refused as too long", () => {
    const counted = readsCounted(["ab"]);
    expect(refused({ a: doubledLevels(counted.list, 40) })).toMatch(/^parameter "a" would make a query string longer than \d+ characters$/);
    expect(counted.reads()).toBe(1);
  });

  it("a query string may be 2 ** 28 characters long, not one more", () => {
    const limit = 2 ** 28;
    expect(query({ k: "a".repeat(limit - 2) })).toHaveLength(limit);
    expect(refused({ k: "a".repeat(limit - 1) })).toBe(`parameter "k" would make a query string longer than ${limit} characters`);
  });

  it("one list met again at 250 depths is encoded once and placed whole at each", () => {
    const counted = readsCounted(new Array<string>(20_000).fill("a"));
    const levels = Array.from({ length: 250 }, (_, depth) => nest(counted.list, depth));
    const text = query({ p: levels });
    expect(counted.reads()).toBe(1);
    // 250 copies of "a,a,…,a" (20 000 a's, 19 999 commas) joined by 249 commas.
    expect(text.length).toBe("p=".length + 250 * (20_000 * 2 - 1) + 249);
  });
});

describe("paramPartition: query names and the q parameter", () => {
  it.each([
    ["names encoded with encodeURIComponent", { "a b&c=d": "1" }, "a%20b%26c%3Dd=1"],
    ["[ and ] kept literal in names", { "filter[state]": "open", "a b[]": ["x"] }, "filter[state]=open&a%20b[]=x"],
    ["q keeps a literal + between its encoded parts", { q: "repo:o/r+is:open" }, "q=repo%3Ao%2Fr+is%3Aopen"],
    ["q encodes spaces within its parts", { q: "tetris language:assembly+sort:stars" }, "q=tetris%20language%3Aassembly+sort%3Astars"],
    ["q keeps the + in each element of a list", { q: ["a+b", "c d"] }, "q=a+b,c%20d"],
    ["any other parameter encodes +", { query: "a+b" }, "query=a%2Bb"],
  ])("%s", (_title, parameters, expected) => {
    expect(query(parameters)).toBe(expected);
  });

  it("__proto__, constructor and prototype are ordinary names", () => {
    const parameters = JSON.parse('{"__proto__": "p", "constructor": "c", "prototype": "q"}') as Record<string, unknown>;
    expect(query(parameters)).toBe("__proto__=p&constructor=c&prototype=q");
  });

  it("any list of strings, numbers, booleans, nulls and undefineds, under any name, as DECISIONS.md has it", () => {
    // An independent statement of the rules: null and undefined elements dropped, the rest by String(), each
    // encoded on its own (q keeps a literal + between its parts), joined with "," or, for a name ending in [], one
    // pair each; nothing left: "name=", or no pair for a [] name.
    const encode = (name: string, text: string): string => (name === "q" ? text.split("+").map(encodeURIComponent).join("+") : encodeURIComponent(text));
    const expected = (name: string, values: readonly unknown[]): string => {
      const texts = values.filter((value) => value !== null && value !== undefined).map((value) => encode(name, String(value)));
      const encodedName = encodeURIComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]");
      return name.endsWith("[]") ? texts.map((text) => `${encodedName}=${text}`).join("&") : `${encodedName}=${texts.join(",")}`;
    };
    const element = fc.oneof(fc.string(), fc.constantFrom("a b", "x+y", "é", ",", "&", "[]"), fc.integer(), fc.double(), fc.boolean(), fc.constantFrom(null, undefined));
    fc.assert(
      fc.property(fc.constantFrom("labels", "fields[]", "q", "a b", "x[y]"), fc.array(element, { maxLength: 6 }), (name, values) => {
        const list = expected(name, values);
        expect(query({ [name]: values, after: 1 })).toBe(list === "" ? "after=1" : `${list}&after=1`);
      }),
      { seed: 20261121, numRuns: 1000 },
    );
  });
});

describe("paramPartition: where the query goes", () => {
  it.each([
    ["a URL without a query: after ?", "GET /orgs/o/repos", {}, `${api}/orgs/o/repos?b=1`],
    ["a URL with a query from the template: after &", "GET https://uploads.github.com/assets{?name,label}", { name: "x", label: "y" }, "https://uploads.github.com/assets?name=x&label=y&b=1"],
    ["a URL with a literal query: after &", "GET /a?x=1", {}, `${api}/a?x=1&b=1`],
    ["a URL ending in ?: no separator", "GET /a?", {}, `${api}/a?b=1`],
    ["a URL ending in &: no separator", "GET /a?x=1&", {}, `${api}/a?x=1&b=1`],
    ["a URL with a fragment: before it", "GET https://example.com/a#frag", {}, "https://example.com/a?b=1#frag"],
    ["a URL with a fragment from the template: before it", "GET /a{#f}", { f: "top" }, `${api}/a?b=1#top`],
    ["a URL with a query and a fragment holding ?", "GET https://example.com/a?x=1#frag?not=query", {}, "https://example.com/a?x=1&b=1#frag?not=query"],
  ])("%s", (_title, route, parameters, expected) => {
    expect(partition(route, { ...parameters, b: 1 }).url).toBe(expected);
  });

  it("no leftovers: the URL as it was expanded", () => {
    expect(partition("GET /orgs/{org}/repos", { org: "o" }).url).toBe(`${api}/orgs/o/repos`);
    expect(partition("GET /a#top").url).toBe(`${api}/a#top`);
  });
});

describe("paramPartition: body", () => {
  it("data is the body, the same reference; the leftovers are ignored", () => {
    const data = { nested: { deep: [1, 2] } };
    const result = partition("PUT /x", { data, title: "ignored" });
    expect(result.body).toBe(data);
    expect(result.url).toBe(`${api}/x`);
  });

  it("data null is a body", () => {
    const result = partition("PATCH /x", { data: null });
    expect("body" in result).toBe(true);
    expect(result.body).toBeNull();
    expect(result.headers["content-type"]).toBe(json);
  });

  it("data undefined is not set: the leftovers are the body", () => {
    expect(partition("POST /x", { data: undefined, title: "t" }).body).toStrictEqual({ title: "t" });
  });

  it("the leftovers form a new plain object, null kept, undefined dropped, nested values by reference", () => {
    const labels = ["bug"];
    const meta = { a: { b: 1 } };
    const given = Object.freeze({ title: "Found a bug", milestone: null, gone: undefined, labels, meta });
    const body = partition("POST /x", given).body as Record<string, unknown>;
    expect(body).toStrictEqual({ title: "Found a bug", milestone: null, labels, meta });
    expect(Object.keys(body)).toEqual(["title", "milestone", "labels", "meta"]);
    expect(body["labels"]).toBe(labels);
    expect(body["meta"]).toBe(meta);
    expect(Object.isFrozen(body)).toBe(false);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
  });

  it("a body takes values a query refuses", () => {
    const since = new Date(Number.NaN);
    const callback = () => 1;
    expect(partition("POST /x", { config: { url: "x" }, since, callback }).body).toStrictEqual({ config: { url: "x" }, since, callback });
  });

  it.each(["POST", "DELETE"])("%s with nothing to send has no body and no content-type", (method) => {
    for (const options of [{}, { a: undefined }]) {
      const result = partition(`${method} /x`, options);
      expect("body" in result).toBe(false);
      expect("content-type" in result.headers).toBe(false);
    }
  });

  it.each(["PUT", "PATCH", "put"])('%s with nothing to send has body "", without a content-type', (method) => {
    for (const options of [{}, { a: undefined }]) {
      const result = partition(`${method} /x`, options);
      expect(result.body).toBe("");
      expect("content-type" in result.headers).toBe(false);
    }
  });

  it("__proto__, constructor and prototype become own keys of the body, no prototype touched", () => {
    const parameters = JSON.parse('{"__proto__": {"polluted": true}, "constructor": "c", "prototype": 1}') as Record<string, unknown>;
    const body = partition("POST /x", parameters).body as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["__proto__", "constructor", "prototype"]);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(body, "__proto__")?.value).toStrictEqual({ polluted: true });
    expect((body as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe("paramPartition: headers and request", () => {
  it("content-type defaults to JSON for a body from the leftovers or from data", () => {
    expect(partition("POST /x", { a: 1 }).headers["content-type"]).toBe(json);
    expect(partition("DELETE /x", { data: { ids: [1] } }).headers["content-type"]).toBe(json);
  });

  it("a content-type given (any case) is kept", () => {
    expect(partition("POST /x", { a: 1, headers: { "Content-Type": "text/plain" } }).headers).toStrictEqual({ ...defaultHeaders, "content-type": "text/plain" });
  });

  it("the headers are a fresh copy of the merged ones", () => {
    const expanded = rightOf(expandedOf("POST /x", { a: 1 }));
    const { request } = rightOf(paramPartition(expanded));
    expect(request.headers).not.toBe(expanded.options.headers);
    expect(expanded.options.headers).toStrictEqual(defaultHeaders);
  });

  it("request is passed by reference, for a query or a body; absent when unset", () => {
    const meta = { timeout: 1000, agent: { keepAlive: true } };
    expect(partition("GET /x", { request: meta }).request).toBe(meta);
    expect(partition("POST /x", { request: meta, a: 1 }).request).toBe(meta);
    expect("request" in partition("GET /x")).toBe(false);
    expect("request" in partition("GET /x", { request: undefined })).toBe(false);
  });

  it("keys in the order method, url, headers, body, request", () => {
    expect(Object.keys(partition("POST /x", { request: { r: 1 }, a: 1 }))).toEqual(["method", "url", "headers", "body", "request"]);
    expect(Object.keys(partition("GET /x", { request: { r: 1 }, a: 1 }))).toEqual(["method", "url", "headers", "request"]);
  });
});

describe("paramPartition: an Expanded changed by a stage of one's own", () => {
  const through = (route: string, options: Record<string, unknown>, stage: (expanded: Expanded) => Expanded): RequestOptions =>
    rightOf(paramPartition(stage(rightOf(expandedOf(route, options))))).request;

  it("a copy keeps its parameters; a changed url is the one used, its query or fragment respected", () => {
    const moved = (expanded: Expanded): Expanded => ({ ...expanded, url: `${expanded.url}/v2` });
    expect(through("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }, moved).body).toStrictEqual({ title: "t" });
    expect(through("GET /orgs/{org}/repos", { org: "o", type: "all" }, moved).url).toBe(`${api}/orgs/o/repos/v2?type=all`);
    expect(through("GET /x", { a: 1 }, (expanded) => ({ ...expanded, url: `${expanded.url}#top` })).url).toBe(`${api}/x?a=1#top`);
    expect(through("GET /x", { a: 1 }, (expanded) => ({ ...expanded, url: `${expanded.url}?v=2` })).url).toBe(`${api}/x?v=2&a=1`);
  });

  it("changed options change the parameters placed", () => {
    const replaced = (expanded: Expanded): Expanded => ({ ...expanded, options: { ...expanded.options, parameters: { ...expanded.options.parameters, over: { other: 1 } } } });
    expect(through("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }, replaced).body).toStrictEqual({ title: "t", over: { other: 1 } });
    expect(leftCode(paramPartition(replaced(rightOf(expandedOf("GET /orgs/{org}/repos", { org: "o" })))))).toBe("INVALID_PARAMETER");
  });

  it("past the first value a query cannot hold, nothing more is read", () => {
    const reads: string[] = [];
    const merged = Object.defineProperty({ ...DEFAULTS, url: "/x", a: Symbol("s") }, "b", {
      enumerable: true,
      get: () => {
        reads.push("b");
        return "b";
      },
    }) as MergedOptions;
    const result = pipe(templateExpand(mergedFrom(merged)), E.chain(paramPartition));
    expect(leftMessage(result)).toContain('parameter "a"');
    expect(reads).toStrictEqual([]);
  });
});

describe("paramPartition: ownership", () => {
  it("hands the merged options on, the same reference", () => {
    const expanded = rightOf(expandedOf("GET /x"));
    expect(rightOf(paramPartition(expanded)).options).toBe(expanded.options);
  });

  it.each([
    ["GET", { title: "t", labels: ["a"], when: new Date(0), none: null }],
    ["GET", { title: "t", nested: { b: [1, 2] } }],
    ["POST", { title: "t", labels: ["a"], nested: { b: [1, 2] }, none: null }],
    ["PUT", {}],
  ])("changes nothing it is given (%s %j), on success or failure", (method, parameters) => {
    const expanded = rightOf(expandedOf(`${method} /x`, { ...parameters, request: { nested: { a: 1 } } }));
    const before = structuredClone(expanded);
    paramPartition(expanded);
    expect(expanded).toStrictEqual(before);
  });

  it("freezes nothing: data, request, the result and its headers", () => {
    const data = { list: [1] };
    const meta = { hook: () => "hook" };
    const result = partition("POST /x", { data, request: meta });
    expect(result.body).toBe(data);
    expect(result.request).toBe(meta);
    for (const part of [data, meta, result, result.headers]) expect(Object.isFrozen(part)).toBe(false);
  });

  it("hand-made merged options from frozen defaults: the result is still fresh", () => {
    const result = partition("POST /x", { a: 1 }, Object.freeze({ ...DEFAULTS, headers: Object.freeze({ ...DEFAULTS.headers }) }));
    expect(Object.isFrozen(result.headers)).toBe(false);
    expect(result.headers).toStrictEqual({ ...defaultHeaders, "content-type": json });
  });
});
