import type { MergedOptions, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { cascadedOf, EndpointError, knownOptions, parametersOf } from "../src";
import { type Partitioned, paramPartition } from "../src/stages/paramPartition";
import type { Expanded } from "../src/stages/templateExpand";

const defaults: MergedOptions = {
  method: "GET",
  baseUrl: "https://api.github.com",
  url: "/orgs/{org}/repos",
  headers: { accept: "application/vnd.github.v3+json", "user-agent": "request-options/0.1.0" },
  mediaType: { format: "" },
};

const URL_ = "https://api.github.com/orgs/octokit/repos";

/**
 * An `Expanded` as `templateExpand` would hand it over: the options' other keys are the
 * template's variables, placed already; `parameters` are the leftovers.
 */
const expanded = (
  options: Readonly<Record<string, unknown>>,
  parameters: Readonly<Record<string, unknown>> = {},
  url: string = URL_,
): Expanded => ({
  options: cascadedOf({ ...defaults, ...options, ...parameters } as MergedOptions),
  url,
  placed: new Set([...knownOptions, ...Object.keys(options).filter((key) => !Object.hasOwn(parameters, key))]),
});

const partition = (input: Expanded): Partitioned => {
  const result = paramPartition(input);
  if (E.isLeft(result)) throw new Error(`expected a Right, got ${result.left.code}: ${result.left.message}`);
  return result.right;
};

const request = (input: Expanded): RequestOptions => partition(input).request;

const failure = (input: Expanded): EndpointError => {
  const result = paramPartition(input);
  if (E.isRight(result)) throw new Error(`expected a Left, got ${JSON.stringify(result.right.request)}`);
  return result.left;
};

const json = "application/json; charset=utf-8";

describe("paramPartition: the specification's examples", () => {
  it("GET /orgs/{org}/repos with type: private places type in the query", () => {
    expect(request(expanded({ org: "octokit", type: "private" }, { type: "private" }))).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "request-options/0.1.0" },
    });
  });

  it("POST /markdown/raw sends data as the body, with the caller's content-type", () => {
    const data = "Hello world github/linguist#1 **cool**, and #1!";
    const result = request(
      expanded(
        {
          method: "POST",
          url: "/markdown/raw",
          data,
          headers: {
            accept: "text/html;charset=utf-8",
            "content-type": "text/plain",
            "user-agent": "request-options/0.1.0",
          },
        },
        {},
        "https://api.github.com/markdown/raw",
      ),
    );
    expect(result).toEqual({
      method: "post",
      url: "https://api.github.com/markdown/raw",
      headers: { accept: "text/html;charset=utf-8", "content-type": "text/plain", "user-agent": "request-options/0.1.0" },
      body: data,
    });
  });

  it("POST to an upload URL with {?name,label} already expanded keeps the URL and sends data", () => {
    const data = new Uint8Array([104, 101, 108, 108, 111]);
    const url = "https://uploads.github.com/repos/o/r/releases/1/assets?name=x&label=y";
    const result = request(
      expanded(
        {
          method: "POST",
          url: "https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}",
          data,
          headers: {
            accept: "application/vnd.github.v3+json",
            "user-agent": "request-options/0.1.0",
            "content-type": "text/plain",
            "content-length": 5,
          },
        },
        {},
        url,
      ),
    );
    expect(result).toEqual({
      method: "post",
      url,
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": "request-options/0.1.0",
        "content-type": "text/plain",
        "content-length": 5,
      },
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
    // A stage called by hand may be given what is no token: it is still lower-cased.
    ["M-SEARCH X", "m-search x"],
  ])("returns %s as %s", (method, lower) => {
    expect(request(expanded({ method })).method).toBe(lower);
  });

  it.each(["post", "Put", "pAtCh", "delete"])("places leftovers in the body for %s (case-insensitive)", (method) => {
    const result = request(expanded({ method }, { title: "t" }));
    expect(result.body).toEqual({ title: "t" });
    expect(result.url).toBe(URL_);
  });

  it.each(["GET", "head", "OPTIONS", "PROPFIND", "purge"])(
    "places leftovers in the query and sends no body for %s",
    (method) => {
      const result = request(expanded({ method }, { page: 2, per_page: 100 }));
      expect(result.url).toBe(`${URL_}?page=2&per_page=100`);
      expect("body" in result).toBe(false);
      expect(result.headers["content-type"]).toBeUndefined();
    },
  );
});

describe("paramPartition: query", () => {
  it("leaves the URL unchanged when there are no leftovers", () => {
    expect(request(expanded({}, {})).url).toBe(URL_);
  });

  it("drops null and undefined values from the query", () => {
    expect(request(expanded({}, { a: null, b: undefined, c: "x" })).url).toBe(`${URL_}?c=x`);
  });

  it("repeats [] keys and joins arrays with commas", () => {
    expect(request(expanded({}, { "fields[]": [1, 2], labels: ["a", "b"] })).url).toBe(
      `${URL_}?fields[]=1&fields[]=2&labels=a,b`,
    );
  });

  it("keeps a literal + in q", () => {
    const result = request(expanded({}, { q: "repo:o/r+is:open" }, "https://api.github.com/search/issues"));
    expect(result.url).toBe("https://api.github.com/search/issues?q=repo%3Ao%2Fr+is%3Aopen");
  });

  it("appends with & to a URL that already has a query", () => {
    const url = "https://uploads.github.com/repos/o/r/releases/1/assets?name=x&label=y";
    expect(request(expanded({}, { extra: "z" }, url)).url).toBe(`${url}&extra=z`);
  });

  it("inserts the query before a #fragment", () => {
    expect(request(expanded({}, { page: 3 }, "https://example.com/a#top")).url).toBe("https://example.com/a?page=3#top");
  });

  it("ignores data for a GET: it is never a query parameter, and there is no body", () => {
    const data = { ignored: true };
    const result = request(expanded({ data }, { type: "all" }));
    expect(result.url).toBe(`${URL_}?type=all`);
    expect("body" in result).toBe(false);
    expect(result.headers["content-type"]).toBeUndefined();
  });

  it("returns INVALID_PARAMETER naming the key for an object in the query", () => {
    const e = failure(expanded({}, { filter: { state: "open" } }));
    expect(e).toBeInstanceOf(EndpointError);
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toContain('"filter"');
  });

  it("returns INVALID_PARAMETER naming the key for a function in the query", () => {
    const e = failure(expanded({ method: "HEAD" }, { callback: () => 1 }));
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toContain('"callback"');
  });

  it("returns INVALID_PARAMETER naming the key for an invalid Date in the query", () => {
    const e = failure(expanded({}, { since: new Date("nope") }));
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toContain('"since"');
  });

  it("places __proto__ and constructor as query names without touching a prototype", () => {
    const parameters = JSON.parse('{"__proto__": "p", "constructor": "c"}') as Record<string, unknown>;
    const result = request(expanded({}, parameters));
    expect(result.url).toBe(`${URL_}?__proto__=p&constructor=c`);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(result.headers)).toBe(Object.prototype);
  });
});

describe("paramPartition: body", () => {
  it("uses data as the body, the same reference", () => {
    const data = { nested: { deep: [1, 2] } };
    const result = request(expanded({ method: "POST", data }));
    expect(result.body).toBe(data);
  });

  it("uses data even when it is null", () => {
    const result = request(expanded({ method: "PATCH", data: null }));
    expect("body" in result).toBe(true);
    expect(result.body).toBeNull();
    expect(result.headers["content-type"]).toBe(json);
  });

  it("uses data and ignores the leftover parameters", () => {
    const data = "raw";
    const result = request(expanded({ method: "PUT", data }, { title: "ignored" }));
    expect(result.body).toBe("raw");
    expect(result.url).toBe(URL_);
  });

  it("treats data: undefined as not set", () => {
    const result = request(expanded({ method: "POST", data: undefined }, { title: "t" }));
    expect(result.body).toEqual({ title: "t" });
  });

  it("appends the query after ? to the URL known to have none, else after what the URL has", () => {
    expect(request({ ...expanded({}, { a: "1" }), queryFreeUrl: URL_ }).url).toBe(`${URL_}?a=1`);
    expect(request({ ...expanded({}, { a: "1" }, `${URL_}?b=2#f`) }).url).toBe(`${URL_}?b=2&a=1#f`);
    // A URL changed since it was found query-free is read again.
    expect(request({ ...expanded({}, { a: "1" }, `${URL_}?b=2#f`), queryFreeUrl: URL_ }).url).toBe(`${URL_}?b=2&a=1#f`);
    expect(request({ ...expanded({}, {}), queryFreeUrl: URL_ }).url).toBe(URL_);
  });

  it("builds a new plain object from the leftovers it is given", () => {
    const parameters = Object.freeze({ title: "Found a bug", labels: ["bug"] });
    const result = request(expanded({ method: "POST" }, parameters));
    expect(result.body).toEqual({ title: "Found a bug", labels: ["bug"] });
    expect(result.body).not.toBe(parameters);
    expect(Object.isFrozen(result.body)).toBe(false);
    expect(Object.getPrototypeOf(result.body)).toBe(Object.prototype);
  });

  it("builds a new plain object from leftovers with undefined values or another prototype", () => {
    const withUndefined = { title: "t", skipped: undefined };
    const fromUndefined = request(expanded({ method: "POST" }, withUndefined)).body;
    expect(fromUndefined).toEqual({ title: "t" });
    expect(Object.keys(fromUndefined as object)).toEqual(["title"]);
    expect(withUndefined).toStrictEqual({ title: "t", skipped: undefined });
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { title: "t" });
    const fromBare = request(expanded({ method: "POST" }, bare)).body;
    expect(fromBare).not.toBe(bare);
    expect(Object.getPrototypeOf(fromBare)).toBe(Object.prototype);
    expect({ ...(fromBare as object) }).toEqual({ title: "t" });
  });

  it("passes nested body values by reference", () => {
    const labels = ["bug"];
    const meta = { a: { b: 1 } };
    const result = request(expanded({ method: "POST" }, { labels, meta }));
    const body = result.body as Record<string, unknown>;
    expect(body["labels"]).toBe(labels);
    expect(body["meta"]).toBe(meta);
  });

  it("keeps null values in the body and drops undefined ones", () => {
    const result = request(expanded({ method: "PATCH" }, { milestone: null, title: undefined, state: "open" }));
    expect(result.body).toEqual({ milestone: null, state: "open" });
    expect(Object.keys(result.body as object)).toEqual(["milestone", "state"]);
  });

  it("accepts values in a body that a query would reject", () => {
    const since = new Date(Number.NaN);
    const result = request(expanded({ method: "POST" }, { config: { url: "x" }, since }));
    expect(result.body).toEqual({ config: { url: "x" }, since });
  });

  it("sends no body for POST with no leftovers", () => {
    const result = request(expanded({ method: "POST" }));
    expect("body" in result).toBe(false);
    expect(result.headers["content-type"]).toBeUndefined();
  });

  it("sends no body for DELETE with no leftovers", () => {
    const result = request(expanded({ method: "DELETE" }));
    expect("body" in result).toBe(false);
    expect(result.headers["content-type"]).toBeUndefined();
  });

  it.each(["PUT", "PATCH", "put"])("sends body: \"\" for %s with no leftovers, without a content-type", (method) => {
    const result = request(expanded({ method }));
    expect(result.body).toBe("");
    expect(result.headers["content-type"]).toBeUndefined();
  });

  it("sends body: \"\" for PUT when every leftover is undefined", () => {
    const result = request(expanded({ method: "PUT" }, { a: undefined }));
    expect(result.body).toBe("");
  });

  it("sends no body for POST when every leftover is undefined", () => {
    const result = request(expanded({ method: "POST" }, { a: undefined }));
    expect("body" in result).toBe(false);
  });

  it("places __proto__, constructor and prototype as own keys of the body without touching a prototype", () => {
    const parameters = JSON.parse('{"__proto__": {"polluted": true}, "constructor": "c", "prototype": 1}') as Record<
      string,
      unknown
    >;
    const result = request(expanded({ method: "POST" }, parameters));
    const body = result.body as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["__proto__", "constructor", "prototype"]);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(body, "__proto__")?.value).toEqual({ polluted: true });
    expect(body["constructor"]).toBe("c");
    expect((body as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe("paramPartition: headers", () => {
  it("defaults content-type for a body from parameters", () => {
    expect(request(expanded({ method: "POST" }, { a: 1 })).headers["content-type"]).toBe(json);
  });

  it("defaults content-type for a body from data", () => {
    expect(request(expanded({ method: "DELETE", data: { ids: [1] } })).headers["content-type"]).toBe(json);
  });

  it("keeps a custom content-type", () => {
    const result = request(
      expanded({ method: "POST", headers: { ...defaults.headers, "content-type": "text/plain" } }, { a: 1 }),
    );
    expect(result.headers["content-type"]).toBe("text/plain");
  });

  it("returns a fresh copy of the headers", () => {
    const headers = { ...defaults.headers };
    const input = expanded({ headers });
    const result = request(input);
    expect(result.headers).toEqual(headers);
    expect(result.headers).not.toBe(headers);
  });

  it("copies a __proto__ header as an own key", () => {
    const headers = JSON.parse('{"accept": "a/b", "__proto__": "x"}') as Record<string, string>;
    const result = request(expanded({ headers }));
    expect(Object.keys(result.headers)).toEqual(["accept", "__proto__"]);
    expect(Object.getPrototypeOf(result.headers)).toBe(Object.prototype);
  });
});

describe("paramPartition: request", () => {
  it("passes request by reference", () => {
    const meta = { timeout: 1000, agent: { keepAlive: true } };
    expect(request(expanded({ request: meta })).request).toBe(meta);
  });

  it("passes request by reference for a body method too", () => {
    const meta = { retries: 2 };
    expect(request(expanded({ method: "POST", request: meta }, { a: 1 })).request).toBe(meta);
  });

  it("has no request key when none is set", () => {
    expect("request" in request(expanded({}))).toBe(false);
  });

  it("has no request key when request is undefined", () => {
    expect("request" in request(expanded({ request: undefined }))).toBe(false);
  });
});

describe("paramPartition: shape and ownership", () => {
  it("orders the keys method, url, headers, body, request", () => {
    const result = request(expanded({ method: "POST", request: { r: 1 } }, { a: 1 }));
    expect(Object.keys(result)).toEqual(["method", "url", "headers", "body", "request"]);
    const get = request(expanded({ request: { r: 1 } }, { a: 1 }));
    expect(Object.keys(get)).toEqual(["method", "url", "headers", "request"]);
  });

  it("hands the options on, the same reference", () => {
    const input = expanded({});
    expect(partition(input).options).toBe(input.options);
  });

  it.each([
    ["GET", { title: "t", labels: ["a"], when: new Date(0), gone: undefined, none: null }],
    ["GET", { title: "t", nested: { b: [1, 2] } }],
    ["POST", { title: "t", labels: ["a"], nested: { b: [1, 2] }, gone: undefined, none: null }],
    ["PUT", {}],
  ])("does not mutate its inputs (%s %j), on success or failure", (method, parameters) => {
    const input = expanded({ method, request: { nested: { a: 1 } } }, parameters);
    const before = structuredClone(input);
    paramPartition(input);
    expect(input).toStrictEqual(before);
    expect(Object.keys(input.options.headers)).toEqual(Object.keys(before.options.headers));
  });

  it("does not mutate inputs that hold functions, nor freeze what the caller owns", () => {
    const hook = (): string => "hook";
    const data = { hook, list: [1] };
    const meta = { hook };
    const input = expanded({ method: "POST", data, request: meta }, { extra: hook });
    const keys = { options: Object.keys(input.options), data: Object.keys(data), headers: { ...input.options.headers } };
    const result = request(input);
    expect(result.body).toBe(data);
    expect(result.request).toBe(meta);
    expect(Object.keys(input.options)).toEqual(keys.options);
    expect(Object.keys(data)).toEqual(keys.data);
    expect(input.options.headers).toEqual(keys.headers);
    expect(parametersOf(input.options, input.placed)).toEqual({ extra: hook });
    expect(Object.isFrozen(data)).toBe(false);
    expect(Object.isFrozen(meta)).toBe(false);
    expect(Object.isFrozen(result)).toBe(false);
    expect(Object.isFrozen(result.headers)).toBe(false);
  });
});

describe("paramPartition: headers copy", () => {
  test("a header whose value is undefined is not copied", () => {
    const headers = { accept: "a/b", "x-gone": undefined } as unknown as MergedOptions["headers"];
    const result = request(expanded({ headers }));
    expect(Object.keys(result.headers)).toEqual(["accept"]);
  });
});

describe("paramPartition: a polluted Object.prototype", () => {
  // The leftovers are walked by for-in loops, which must skip inherited keys.
  it("takes no inherited key into a body or a query", () => {
    Object.defineProperty(Object.prototype, "polluted", { value: "yes", enumerable: true, configurable: true, writable: true });
    try {
      expect(request(expanded({ method: "POST" }, { title: "t" })).body).toEqual({ title: "t" });
      expect(Object.keys(request(expanded({ method: "POST" }, { title: "t" })).body as object)).toEqual(["title"]);
      expect(request(expanded({}, { per_page: 2 })).url).toBe(`${URL_}?per_page=2`);
      // No leftovers of its own: no body, or the empty one PUT sends, not an object of the inherited key.
      expect("body" in request(expanded({ method: "POST" }))).toBe(false);
      expect(request(expanded({ method: "PUT" })).body).toBe("");
    } finally {
      delete (Object.prototype as Record<string, unknown>)["polluted"];
    }
  });
});
