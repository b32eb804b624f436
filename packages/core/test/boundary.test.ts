import { RequestOptions } from "@request-options/types";
import { buildRequest, DEFAULTS, derivedDefaults, expandTemplate, mergeOptions, parseOptions, routeParse } from "@request-options/core";
import { requestCheck } from "@request-options/core/internal";
import { leftCode, leftMessage, rightOf } from "./leftCode";

// The boundary (DECISIONS.md "Ownership"): each public operation reads the caller's input once into fresh plain data:
// own enumerable string keys, each getter read once, `undefined` left out, nothing inherited, `__proto__` an own key;
// `data`, `request` and parameter values by reference.

type Dict = Record<string, unknown>;

/** `record` with an enumerable getter `key` that counts its reads and gives `values` in turn. */
const counted = <T extends object>(record: T, key: string, values: unknown[]) => {
  const reads = { count: 0 };
  Object.defineProperty(record, key, { enumerable: true, configurable: true, get: () => values[Math.min(reads.count++, values.length - 1)] });
  return reads;
};

/** Runs `body` with `key` defined on Object.prototype, and takes it away again whatever happens. */
const polluted = (key: string, value: unknown, enumerable: boolean, body: () => void): void => {
  Object.defineProperty(Object.prototype, key, { value, enumerable, configurable: true, writable: true });
  try {
    body();
  } finally {
    delete (Object.prototype as Dict)[key];
  }
};

/** A list claiming 2 ** 32 - 1 elements that holds two: "a" at 0 and "b" at 5. */
const huge = (): unknown[] => {
  const list = new Array<unknown>(2 ** 32 - 1);
  list[0] = "a";
  list[5] = "b";
  return list;
};

const validRequest = { method: "get", url: "https://x.test/", headers: { a: "1" } };

describe("boundary: own enumerable string keys only", () => {
  it("a non-enumerable key is not read, on either path", () => {
    const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`k${i}`, i]));
    for (const options of [{ org: "o" }, many]) {
      const given = Object.defineProperty({ ...options }, "hidden", { enumerable: false, get: () => { throw new Error("read"); } });
      expect(rightOf(routeParse("GET /a", given))).toEqual({ method: "GET", url: "/a", ...options });
    }
    const headers = Object.defineProperty({ "x-a": "1" }, "x-hidden", { value: "2", enumerable: false });
    expect(rightOf(buildRequest(DEFAULTS, "GET /x", { headers })).headers).not.toHaveProperty("x-hidden");
  });

  it("symbol keys are ignored: nothing of theirs reaches a record, a merge, headers, defaults or requestCheck's copy", () => {
    const symbol = Symbol("s");
    const record = rightOf(routeParse("GET /x", { org: "o", [symbol]: 1 }));
    expect(Object.fromEntries(Object.entries(record))).toEqual({ method: "GET", url: "/x", org: "o" });
    const merged = rightOf(mergeOptions(DEFAULTS, "GET /x", { [symbol]: 1, headers: { [symbol]: "v", "x-a": "1" }, mediaType: { format: "raw", [symbol]: 1 } }));
    expect(Reflect.ownKeys(merged)).toStrictEqual(["method", "baseUrl", "headers", "mediaType", "url"]);
    expect(Reflect.ownKeys(merged.headers)).toStrictEqual(["accept", "user-agent", "x-a"]);
    expect(Reflect.ownKeys(merged.mediaType)).toStrictEqual(["format"]);
    const derived = rightOf(derivedDefaults(DEFAULTS, { [symbol]: 1, request: { [symbol]: 2, a: 1 } }));
    expect(Object.getOwnPropertySymbols(derived)).toStrictEqual([]);
    expect(Object.getOwnPropertySymbols(derived.request)).toStrictEqual([]);
    expect(Object.getOwnPropertySymbols(rightOf(requestCheck({ ...validRequest, [symbol]: 1, headers: { [symbol]: "v" } })).headers)).toStrictEqual([]);
  });

  it("options without a prototype are read as any other", () => {
    const options = Object.assign(Object.create(null) as Dict, { org: "o", headers: Object.assign(Object.create(null) as Dict, { "X-A": "1" }) });
    expect(rightOf(buildRequest(DEFAULTS, "GET /orgs/{org}", options))).toStrictEqual({
      method: "get",
      url: "https://api.github.com/orgs/o",
      headers: { ...DEFAULTS.headers, "x-a": "1" },
    });
  });
});

describe("boundary: each getter read once", () => {
  it("a top-level option: the value read is the one used", () => {
    const options: Dict = { org: "o" };
    const reads = counted(options, "repo", ["r", "again"]);
    expect(rightOf(routeParse("GET /x", options))).toEqual({ method: "GET", url: "/x", org: "o", repo: "r" });
    expect(reads.count).toBe(1);
  });

  it("a getter among the options with an undefined option and a route-form url beside it", () => {
    const options: Dict = { url: "POST /b", org: undefined };
    const reads = counted(options, "repo", ["r", "again"]);
    expect(rightOf(routeParse("GET /a", options))).toEqual({ method: "POST", url: "/b", repo: "r" });
    expect(reads.count).toBe(1);
  });

  it("a header: it cannot pass the check clean and send CR LF later, nor the reverse", () => {
    const clean = {};
    const cleanReads = counted(clean, "x-a", ["ok", "a\r\nInjected: 1"]);
    expect(rightOf(buildRequest(DEFAULTS, "GET /x", { headers: clean })).headers["x-a"]).toBe("ok");
    expect(cleanReads.count).toBe(1);
    const dirty = {};
    const dirtyReads = counted(dirty, "x-a", ["bad\r\n", "ok"]);
    const refused = buildRequest(DEFAULTS, "GET /x", { headers: dirty });
    expect(leftCode(refused)).toBe("INVALID_HEADER");
    expect(leftMessage(refused)).toContain('"bad\\r\\n"');
    expect(dirtyReads.count).toBe(1);
  });

  it("a format and a preview: read once, the value read is the one sent", () => {
    const mediaType = {};
    const formatReads = counted(mediaType, "format", ["raw", "a\r\nb"]);
    expect(rightOf(buildRequest(DEFAULTS, "GET /x", { mediaType })).headers["accept"]).toBe("application/vnd.github.v3.raw");
    expect(formatReads.count).toBe(1);
    const previews: string[] = [];
    const previewReads = counted(previews, "0", ["mercy", "not a name!"]);
    expect(rightOf(mergeOptions(DEFAULTS, "GET /x", { mediaType: { previews } })).mediaType.previews).toStrictEqual(["mercy"]);
    expect(previewReads.count).toBe(1);
  });

  it("previews are read by index, never by the list's own iterator", () => {
    const previews = ["a"];
    Object.defineProperty(previews, Symbol.iterator, { value: function* () { yield "bad name"; } });
    expect(rightOf(mergeOptions(DEFAULTS, "GET /x", { mediaType: { previews } })).mediaType.previews).toStrictEqual(["a"]);
  });

  it("another key of the mediaType is no part of it", () => {
    const mediaType = { format: "raw" };
    const reads = counted(mediaType, "other", ["x", "y"]);
    expect(rightOf(mergeOptions(DEFAULTS, "GET /x", { mediaType })).mediaType).toStrictEqual({ format: "raw" });
    expect(reads.count).toBeLessThanOrEqual(1);
  });

  it("parseOptions reads a header once", () => {
    const headers = {};
    const reads = counted(headers, "x-a", ["ok", "a\r\nb"]);
    expect(rightOf(parseOptions({ ...DEFAULTS, url: "/x", headers })).headers).toStrictEqual({ "x-a": "ok" });
    expect(reads.count).toBe(1);
  });

  it("derivedDefaults reads each value once, at any depth, even when the check then fails", () => {
    const leaf = {};
    const leafReads = counted(leaf, "x", ["a", "b"]);
    const request = {};
    const requestReads = counted(request, "nested", [leaf, {}]);
    const derived = rightOf(derivedDefaults(DEFAULTS, { request }));
    expect(derived.request).toStrictEqual({ nested: { x: "a" } });
    expect([leafReads.count, requestReads.count]).toStrictEqual([1, 1]);
    const headers = {};
    const headerReads = counted(headers, "x-a", ["bad\r\n", "ok"]);
    const mediaType = {};
    const formatReads = counted(mediaType, "format", [7, "raw"]);
    expect(leftCode(derivedDefaults(DEFAULTS, { headers }))).toBe("INVALID_HEADER");
    expect(leftCode(derivedDefaults(DEFAULTS, { mediaType }))).toBe("INVALID_OPTIONS");
    expect([headerReads.count, formatReads.count]).toStrictEqual([1, 1]);
  });

  it("requestCheck reads each option once", () => {
    const value: Dict = { ...validRequest };
    const reads = counted(value, "body", [{ a: 1 }, "other"]);
    expect(rightOf(requestCheck(value)).body).toStrictEqual({ a: 1 });
    expect(reads.count).toBe(1);
  });
});

describe("boundary: undefined values are not set", () => {
  it("in options and headers: dropped, the defaults staying", () => {
    const merged = rightOf(mergeOptions(DEFAULTS, "GET /x", { org: undefined, method: undefined, headers: { accept: undefined, "x-a": undefined, "x-b": "1" } }));
    expect(merged).toStrictEqual({ method: "GET", baseUrl: "https://api.github.com", headers: { ...DEFAULTS.headers, "x-b": "1" }, mediaType: { format: "" }, url: "/x" });
  });

  it("a parameter: neither in the query nor in the body", () => {
    expect(rightOf(buildRequest(DEFAULTS, "GET /x", { a: undefined, b: 1 })).url).toBe("https://api.github.com/x?b=1");
    expect(rightOf(buildRequest(DEFAULTS, "POST /x", { a: undefined, b: 1 })).body).toStrictEqual({ b: 1 });
  });

  it("in derived defaults and parse(): no key of its own", () => {
    expect(Object.keys(rightOf(derivedDefaults(DEFAULTS, { team: undefined, data: undefined })))).not.toContain("team");
    expect(rightOf(parseOptions({ ...DEFAULTS, url: "/x", extra: undefined })).url).toBe("https://api.github.com/x");
  });
});

describe("boundary: a polluted Object.prototype", () => {
  it.each([true, false])("an enumerable (%s) key there is no option, parameter or header", (enumerable) => {
    polluted("polluted", "yes", enumerable, () => {
      expect(rightOf(routeParse("GET /x", { org: "o" }))).toEqual({ method: "GET", url: "/x", org: "o" });
      expect(Object.keys(rightOf(mergeOptions(DEFAULTS, "GET /x", { org: "o" })))).not.toContain("polluted");
      expect(rightOf(buildRequest(DEFAULTS, "GET /x", { per_page: 2 })).url).toBe("https://api.github.com/x?per_page=2");
      const post = rightOf(buildRequest(DEFAULTS, "POST /x", { title: "t" }));
      expect(Object.keys(post.body as object)).toStrictEqual(["title"]);
      expect(Object.keys(post.headers)).not.toContain("polluted");
      expect("body" in rightOf(buildRequest(DEFAULTS, "POST /x"))).toBe(false);
      expect(rightOf(buildRequest(DEFAULTS, "PUT /x")).body).toBe("");
      expect(Object.keys(rightOf(parseOptions({ ...DEFAULTS, headers: { ...DEFAULTS.headers }, url: "/x" })).headers)).toStrictEqual(["accept", "user-agent"]);
      expect(rightOf(buildRequest({ ...DEFAULTS, headers: { ...DEFAULTS.headers } }, "GET /x")).headers).toStrictEqual(DEFAULTS.headers);
    });
  });

  it.each([
    ["method", "DELETE"],
    ["url", "/polluted"],
    ["baseUrl", "https://evil.example"],
    ["headers", { "x-polluted": "1" }],
    ["mediaType", { format: "raw" }],
    ["request", { timeout: 1 }],
    ["data", { evil: true }],
    ["format", "diff"],
    ["previews", ["evil"]],
  ])("a known option %s there is never taken, for a call, merge(), parse() or .defaults()", (key, value) => {
    const expected = rightOf(buildRequest(DEFAULTS, "POST /x", { mediaType: { previews: ["a"] }, headers: { "x-a": "1" } }));
    polluted(key, value, false, () => {
      expect(rightOf(buildRequest(DEFAULTS, "POST /x", { mediaType: { previews: ["a"] }, headers: { "x-a": "1" } }))).toStrictEqual(expected);
      expect(rightOf(parseOptions(rightOf(mergeOptions(DEFAULTS, "POST /x", { mediaType: { previews: ["a"] }, headers: { "x-a": "1" } }))))).toStrictEqual(expected);
      expect(rightOf(buildRequest(rightOf(derivedDefaults(DEFAULTS, { headers: { "x-a": "1" } })), "POST /x", { mediaType: { previews: ["a"] } }))).toStrictEqual(expected);
    });
  });

  it.each([
    ["previews", ["bad name"]],
    ["previews", "x"],
    ["format", "bad format!"],
  ])("a %s there that the check would refuse changes nothing", (key, value) => {
    const expected = rightOf(buildRequest(DEFAULTS, "GET /x", { mediaType: {} }));
    polluted(key, value, false, () => {
      expect(rightOf(buildRequest(DEFAULTS, "GET /x", { mediaType: {} }))).toStrictEqual(expected);
      expect(rightOf(parseOptions(rightOf(mergeOptions(DEFAULTS, "GET /x"))))).toStrictEqual(expected);
    });
  });

  it("hand-made defaults' known options are their own: none is taken from there", () => {
    const { method: _method, headers: _headers, mediaType: _mediaType, ...rest } = DEFAULTS;
    const pollution = { method: "DELETE", headers: { "x-polluted": "1" }, mediaType: { format: "raw" }, url: "/polluted", request: { timeout: 1 } };
    for (const [key, value] of Object.entries(pollution)) Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true });
    try {
      for (const seal of [Object.freeze, <A>(value: A): A => value]) {
        const defaults = seal({ ...rest, method: "GET" }) as typeof DEFAULTS;
        expect(rightOf(buildRequest(defaults, "GET /x"))).toStrictEqual({ method: "get", url: "https://api.github.com/x", headers: {} });
      }
    } finally {
      for (const key of Object.keys(pollution)) delete (Object.prototype as Dict)[key];
    }
  });

  it("frozen hand-made defaults: a hidden key of their media type, or a list's own iterator, reaches no accept", () => {
    class Listed extends Array<string> {
      override *[Symbol.iterator](): ArrayIterator<string> {
        yield "c\r\nx-evil: 1";
      }
    }
    const evil = "raw\r\nx-evil: 1";
    const hiddenFormat = Object.freeze(Object.defineProperty({}, "format", { value: evil, enumerable: false }));
    const subclassed = Object.freeze({ format: "", previews: Object.freeze(Listed.from(["b"])) });
    expect(rightOf(buildRequest(Object.freeze({ ...DEFAULTS, mediaType: hiddenFormat }) as typeof DEFAULTS, "GET /x")).headers["accept"]).toBe("application/vnd.github.v3+json");
    expect(rightOf(buildRequest(Object.freeze({ ...DEFAULTS, mediaType: subclassed }) as unknown as typeof DEFAULTS, "GET /x")).headers["accept"]).toBe(
      "application/vnd.github.b-preview+json",
    );
  });

  it("a parameter list is read by index in a template as in the query, never by its own iterator", () => {
    class Ids extends Array<string> {
      override *[Symbol.iterator](): ArrayIterator<string> {
        yield "other";
      }
    }
    const ids = Ids.from(["a", "b"]);
    expect(rightOf(buildRequest(DEFAULTS, "GET /x{/ids*}", { ids })).url).toBe("https://api.github.com/x/a/b");
    expect(rightOf(buildRequest(DEFAULTS, "GET /x{?ids}", { ids })).url).toBe("https://api.github.com/x?ids=a,b");
    expect(rightOf(buildRequest(DEFAULTS, "GET /x", { ids })).url).toBe("https://api.github.com/x?ids=a,b");
  });

  it("an accept header amended for a format is read without the prototype's toString", () => {
    const { toString } = String.prototype;
    String.prototype.toString = () => "x";
    try {
      const result = rightOf(buildRequest(DEFAULTS, "GET /x", { mediaType: { format: "raw" } }));
      expect(result.headers["accept"]).toBe("application/vnd.github.v3.raw");
    } finally {
      String.prototype.toString = toString;
    }
  });

  it("requestCheck takes no body or request from there", () => {
    polluted("body", "evil", false, () =>
      polluted("request", { evil: true }, false, () => {
        expect(Object.keys(rightOf(requestCheck(validRequest)))).toStrictEqual(["method", "url", "headers"]);
      }),
    );
  });
});

describe("boundary: __proto__ and its kin", () => {
  const json = () => JSON.parse('{"url": "/x", "__proto__": {"polluted": 1}, "constructor": "c"}') as Dict;

  it("an own __proto__ key stays an own data key of the record, no prototype touched", () => {
    const record = rightOf(routeParse("GET /y", json()));
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.keys(record)).toEqual(expect.arrayContaining(["__proto__", "constructor"]));
    expect(Object.getOwnPropertyDescriptor(record, "__proto__")).toStrictEqual({ value: { polluted: 1 }, enumerable: true, writable: true, configurable: true });
    expect((record as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("through merge(), a body and .defaults(): an own key each time", () => {
    const merged = rightOf(mergeOptions(DEFAULTS, "POST /y", json()));
    expect(Object.getOwnPropertyDescriptor(merged, "__proto__")?.value).toStrictEqual({ polluted: 1 });
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    const body = rightOf(parseOptions(merged)).body as Dict;
    expect(Object.keys(body)).toStrictEqual(["__proto__", "constructor"]);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    const derived = rightOf(derivedDefaults(DEFAULTS, { request: JSON.parse('{"__proto__": {"polluted": 1}}') as Dict }));
    expect(Object.keys(derived.request ?? {})).toStrictEqual(["__proto__"]);
    expect(Object.getPrototypeOf(derived.request)).toBe(Object.prototype);
  });

  it("a __proto__ header or query name is an ordinary one", () => {
    const headers = JSON.parse('{"__proto__": "x"}') as Dict;
    expect(Object.keys(rightOf(buildRequest(DEFAULTS, "GET /x", { headers })).headers)).toContain("__proto__");
    expect(rightOf(buildRequest(DEFAULTS, "GET /x", JSON.parse('{"__proto__": "p"}'))).url).toBe("https://api.github.com/x?__proto__=p");
  });
});

describe("boundary: what is copied and what is kept by reference", () => {
  it("headers and mediaType are copied: the caller's stay as they were, key case included", () => {
    const headers = { Authorization: "token t", "X-Mixed-Case": "v", "x-undefined": undefined };
    const mediaType = { format: "raw", previews: ["mercy-preview"] };
    const options = { headers, mediaType };
    const record = rightOf(routeParse("GET /x", options));
    expect(record["headers"]).not.toBe(headers);
    expect(record["mediaType"]).not.toBe(mediaType);
    rightOf(buildRequest(DEFAULTS, "GET /x", options));
    rightOf(mergeOptions(DEFAULTS, "GET /x", options));
    rightOf(derivedDefaults(DEFAULTS, options));
    expect(headers).toStrictEqual({ Authorization: "token t", "X-Mixed-Case": "v", "x-undefined": undefined });
    expect(mediaType).toStrictEqual({ format: "raw", previews: ["mercy-preview"] });
    for (const mine of [headers, mediaType, mediaType.previews]) expect(Object.isFrozen(mine)).toBe(false);
  });

  it("data, request and parameter values are kept by reference", () => {
    const data = { a: [1] };
    const request = { signal: "s" };
    const labels = ["bug"];
    const meta = { deep: { x: 1 } };
    const record = rightOf(routeParse("POST /x", { data, request, labels, meta }));
    expect(record["data"]).toBe(data);
    expect(record["request"]).toBe(request);
    expect(record["labels"]).toBe(labels);
    const withData = rightOf(buildRequest(DEFAULTS, "POST /x", { data, request }));
    expect(withData.body).toBe(data);
    expect(withData.request).toBe(request);
    const body = rightOf(buildRequest(DEFAULTS, "POST /x", { labels, meta })).body as Dict;
    expect(body["labels"]).toBe(labels);
    expect(body["meta"]).toBe(meta);
    expect(rightOf(parseOptions({ ...DEFAULTS, url: "/x", method: "POST", data })).body).toBe(data);
  });
});

describe("boundary: lists claiming a huge length", () => {
  it("are read by the elements they hold: in a query, a [] query, a template and a body", () => {
    expect(rightOf(buildRequest(DEFAULTS, "GET /x", { ids: huge() })).url).toBe("https://api.github.com/x?ids=a,b");
    expect(rightOf(buildRequest(DEFAULTS, "GET /x", { "ids[]": huge() })).url).toBe("https://api.github.com/x?ids[]=a&ids[]=b");
    expect(rightOf(buildRequest(DEFAULTS, "GET /x{?ids}", { ids: huge() })).url).toBe("https://api.github.com/x?ids=a,b");
    expect(rightOf(buildRequest(DEFAULTS, "GET /x{/ids*}", { ids: huge() })).url).toBe("https://api.github.com/x/a/b");
    const list = huge();
    expect((rightOf(buildRequest(DEFAULTS, "POST /x", { list })).body as Dict)["list"]).toBe(list);
  });

  it("are copied by .defaults() as they are: the length kept, the two elements held", () => {
    const derived = rightOf(derivedDefaults(DEFAULTS, { ids: huge() }));
    const ids = derived["ids"] as unknown[];
    expect(ids.length).toBe(2 ** 32 - 1);
    expect(Object.keys(ids)).toStrictEqual(["0", "5"]);
    expect([ids[0], ids[5]]).toStrictEqual(["a", "b"]);
    expect(Object.isFrozen(ids)).toBe(true);
    expect(rightOf(buildRequest(derived, "GET /x")).url).toBe("https://api.github.com/x?ids=a,b");
  });

  it("a hole is a member all the same: a bad member is named by its index, below the bound of 2 ** 20 and at it", () => {
    const why = "is a function (list and map members must be strings, numbers, bigints, booleans or Dates)";
    const atBound = new Array<unknown>(2 ** 20);
    atBound[5] = () => 1;
    for (const [list, index] of [[[, () => 1], 1], [atBound, 5]] as const) {
      expect(leftMessage(expandTemplate("{v}", { v: list }))).toBe(`parameter "v" cannot be expanded in a URL template: its member ${index} ${why}`);
    }
  });

  it("as previews: refused at the first hole, without walking the rest", () => {
    const previews = Object.assign(["a", "b"], { length: 2 ** 32 - 1 });
    for (const result of [buildRequest(DEFAULTS, "GET /x", { mediaType: { previews } }), parseOptions({ ...DEFAULTS, url: "/x", mediaType: { format: "", previews } })]) {
      expect(leftCode(result)).toBe("INVALID_OPTIONS");
      expect(leftMessage(result)).toContain("mediaType.previews.2");
    }
  });
});

describe("boundary: requestCheck", () => {
  it("a fresh copy of the five options: headers copied, body and request by reference", () => {
    const given = { method: "post", url: "https://x.test/", headers: { a: "1" }, body: { b: 1 }, request: { c: 1 }, extra: 1 };
    const checked = rightOf(requestCheck(given));
    expect(checked).not.toBe(given);
    expect(checked.headers).not.toBe(given.headers);
    expect(checked).toStrictEqual({ method: "post", url: "https://x.test/", headers: { a: "1" }, body: { b: 1 }, request: { c: 1 } });
    expect(checked.body).toBe(given.body);
    expect(checked.request).toBe(given.request);
  });

  it("holds only the options given: no body or request made up", () => {
    expect(Object.keys(rightOf(requestCheck(validRequest)))).toStrictEqual(["method", "url", "headers"]);
  });

  it("reads every member of RequestOptions, required and optional, and keeps it", () => {
    const given = { method: "get", url: "https://x.test/", headers: { a: "1" }, body: { b: 1 }, request: { c: 1 } };
    const members = RequestOptions.types.flatMap((type) => Object.keys(type.props));
    expect(Object.keys(rightOf(requestCheck(given))).sort()).toStrictEqual([...members].sort());
  });

  it.each([
    [{ method: "g t" }, "INVALID_METHOD"],
    [{ url: 1 }, "INVALID_OPTIONS"],
    [{ headers: { a: "\n" } }, "INVALID_HEADER"],
    [{ headers: { "bad name": "1" } }, "INVALID_HEADER"],
    [{ headers: "x" }, "INVALID_OPTIONS"],
    [{ request: 1 }, "INVALID_OPTIONS"],
  ])("checks each member by its codec: %j is %s", (bad, code) => {
    expect(leftCode(requestCheck({ ...validRequest, ...bad }))).toBe(code);
  });

  it.each([
    [null, "got null"],
    [[], "got an array"],
    ["GET /x", "got string"],
  ])("%j is INVALID_ARGUMENTS, saying what it got", (value, got) => {
    const result = requestCheck(value);
    expect(leftCode(result)).toBe("INVALID_ARGUMENTS");
    expect(leftMessage(result)).toContain(got);
  });

  it("words a refusal as the codec does, with nothing before it", () => {
    expect(leftMessage(requestCheck({ ...validRequest, url: 1 }))).toBe('invalid option "url": expected string, got 1');
  });

  it("a getter read once: a header clean when checked is what is kept", () => {
    const headers = {};
    const reads = counted(headers, "x-a", ["ok", "a\r\nb"]);
    expect(rightOf(requestCheck({ ...validRequest, headers })).headers).toStrictEqual({ "x-a": "ok" });
    expect(reads.count).toBe(1);
  });
});
