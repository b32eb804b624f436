import type { MergedOptions } from "@request-options/types";
import { DEFAULTS, defaultsCascade, derivedDefaults, type Merged, routeParse, VERSION } from "@request-options/core";
import { leftCode, leftMessage, rightOf } from "./leftCode";
import { mergedOf } from "./stageInputs";

// defaultsCascade(defaults)(record): the options checked and merged onto the defaults into one fresh record
// (DECISIONS.md "Route and method", "Headers", "Media types", "Parameters", "Ownership", "Errors").

const cascade = (options: Record<string, unknown>, defaults: MergedOptions = DEFAULTS) => mergedOf(undefined, options, defaults);
const derive = (options: Record<string, unknown>) => rightOf(derivedDefaults(DEFAULTS, options));

const userAgent = `request-options/${VERSION}`;
const known = ["method", "url", "baseUrl", "headers", "mediaType", "data", "request"];
// The parameters set: a key holding undefined is not set.
const parameterKeys = ({ parameters }: Merged): string[] => Object.keys(parameters).filter((key) => !known.includes(key) && parameters[key] !== undefined);

describe("defaultsCascade: the merge", () => {
  it("onto the defaults: method upper-cased, header names lower-cased, parameters kept beside the known options", () => {
    const merged = rightOf(cascade({ method: "post", url: "/x", headers: { "X-Foo": "1" }, org: "o" }));
    expect(merged).toEqual({
      method: "POST",
      baseUrl: "https://api.github.com",
      url: "/x",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": userAgent, "x-foo": "1" },
      mediaType: { format: "" },
      parameters: expect.objectContaining({ org: "o" }),
    });
    expect(parameterKeys(merged)).toEqual(["org"]);
  });

  it("url, request and data are always own keys, undefined when unset", () => {
    const merged = rightOf(cascade({}));
    for (const key of ["url", "request", "data"]) {
      expect(Object.prototype.hasOwnProperty.call(merged, key)).toBe(true);
      expect((merged as Record<string, unknown>)[key]).toBeUndefined();
    }
  });

  it("a caller's header replaces the default of the same name, whatever its case", () => {
    expect(rightOf(cascade({ headers: { Accept: "text/html", "USER-AGENT": "me" } })).headers).toStrictEqual({ accept: "text/html", "user-agent": "me" });
  });

  it("undefined values are dropped, in params and in headers: the defaults stay", () => {
    const merged = rightOf(cascade({ a: 1, org: undefined, method: undefined, headers: { accept: undefined, "x-a": undefined, "x-b": "1" } }));
    expect(parameterKeys(merged)).toEqual(["a"]);
    expect(merged.method).toBe("GET");
    expect(merged.headers).toStrictEqual({ accept: "application/vnd.github.v3+json", "user-agent": userAgent, "x-b": "1" });
  });

  it("the defaults' parameters first, in their order, the options over them, then the options' new ones", () => {
    const defaults = derive({ owner: "a", per_page: 30, team: "t" });
    const merged = rightOf(cascade({ zeta: 1, per_page: 100, owner: "b", alpha: 2 }, defaults));
    expect(parameterKeys(merged)).toEqual(["owner", "per_page", "team", "zeta", "alpha"]);
    expect(merged.parameters).toMatchObject({ owner: "b", per_page: 100, team: "t", zeta: 1, alpha: 2 });
  });

  it("plain objects merge deeply, the options winning; arrays and other values are replaced", () => {
    const defaults = derive({ request: { timeout: 5, hook: { a: 1, b: 1 } }, labels: ["a", "b"], filter: { state: "open" }, data: { x: 1 } });
    const merged = rightOf(cascade({ request: { hook: { b: 2 } }, labels: ["c"], filter: "all", data: { y: 2 } }, defaults));
    expect(merged.request).toStrictEqual({ timeout: 5, hook: { a: 1, b: 2 } });
    expect(merged.parameters["labels"]).toStrictEqual(["c"]);
    expect(merged.parameters["filter"]).toBe("all");
    expect(merged.data).toStrictEqual({ x: 1, y: 2 });
  });

  it("an undefined value is not set at any depth: it neither replaces a default nor adds a key", () => {
    const defaults = derive({ request: { hook: { a: 1 } }, data: { x: 1 } });
    const merged = rightOf(cascade({ request: { hook: { a: undefined, b: undefined } }, data: { x: undefined, y: undefined } }, defaults));
    expect(merged.request).toStrictEqual({ hook: { a: 1 } });
    expect(merged.data).toStrictEqual({ x: 1 });
  });

  it("without parameters in the defaults, the parameters are the record routeParse made, not a copy", () => {
    const record = rightOf(routeParse("GET /x", { org: "o" }));
    expect(rightOf(defaultsCascade(DEFAULTS)(record)).parameters).toBe(record);
  });

  it("defaults whose media type names no format merge to the format \"\"", () => {
    const defaults = { ...DEFAULTS, mediaType: { previews: ["mercy"] } } as unknown as MergedOptions;
    expect(rightOf(cascade({}, defaults)).mediaType).toStrictEqual({ format: "", previews: ["mercy"] });
  });

  it("two cycles merge into one cycle instead of recursing for ever; neither side changes", () => {
    const base: Record<string, unknown> = { a: 1 };
    base["self"] = base;
    const patch: Record<string, unknown> = { b: 2 };
    patch["self"] = patch;
    const merged = rightOf(cascade({ request: patch }, derive({ request: base })));
    const request = merged.request as Record<string, unknown>;
    expect(Object.keys(request)).toEqual(["a", "self", "b"]);
    expect(request["a"]).toBe(1);
    expect(request["b"]).toBe(2);
    expect(request["self"]).toBe(request);
    expect(Object.keys(base)).toEqual(["a", "self"]);
    expect(Object.keys(patch)).toEqual(["b", "self"]);
  });

  it("a patch nested 100 000 deep merges onto a cycle without overflowing the stack", () => {
    const base: Record<string, unknown> = {};
    base["next"] = base;
    const patch: Record<string, unknown> = {};
    let tip = patch;
    for (let i = 0; i < 100_000; i++) tip = tip["next"] = {};
    tip["end"] = true;
    let node = rightOf(cascade({ request: patch }, derive({ request: base }))).request as Record<string, unknown>;
    for (let i = 0; i < 100_000; i++) node = node["next"] as Record<string, unknown>;
    // The innermost patch object has no `next`: the defaults' cycle is taken there, as a copy of its own.
    expect(node["end"]).toBe(true);
    const cycle = node["next"] as Record<string, unknown>;
    expect(cycle["next"]).toBe(cycle);
  });

  it("the caller's values are taken by reference, not copied", () => {
    const request = { signal: "s" };
    const data = { raw: true };
    const filter = { state: "open" };
    const merged = rightOf(cascade({ request, data, filter }));
    expect(merged.request).toBe(request);
    expect(merged.data).toBe(data);
    expect(merged.parameters["filter"]).toBe(filter);
  });

  it("the result is fresh and mutable, the defaults plan's headers and media type frozen: the defaults' plain parts are copies", () => {
    const defaults = derive({ request: { timeout: 5 }, mediaType: { previews: ["mercy"] }, labels: ["a"] });
    const merged = rightOf(cascade({}, defaults));
    for (const part of [merged, merged.request, merged.parameters["labels"]]) expect(Object.isFrozen(part)).toBe(false);
    // Shared by every call over these defaults: frozen, so that no caller of the stage can change the next call's.
    for (const part of [merged.headers, merged.mediaType, merged.mediaType.previews]) expect(Object.isFrozen(part)).toBe(true);
    expect(Object.isFrozen(rightOf(cascade({ headers: { "x-a": "1" } }, defaults)).headers)).toBe(true);
    expect(merged.headers).not.toBe(defaults.headers);
    expect(merged.request).not.toBe(defaults.request);
    expect(merged.request).toStrictEqual({ timeout: 5 });
    expect(merged.parameters["labels"]).not.toBe(defaults["labels"]);
    expect(merged.mediaType.previews).not.toBe(defaults.mediaType.previews);
  });

  it("the record it is given is not changed", () => {
    const record = rightOf(routeParse("POST /x", { headers: { "X-A": "1" }, request: { a: 1 }, org: "o" }));
    const before = structuredClone(record);
    for (const part of [record, record["headers"], record["request"]]) Object.freeze(part);
    expect(rightOf(defaultsCascade(DEFAULTS)(record))).toMatchObject({ method: "POST", headers: { "x-a": "1" }, request: { a: 1 }, parameters: { org: "o" } });
    expect(record).toStrictEqual(before);
  });
});

describe("defaultsCascade: previews", () => {
  it("accumulate: the defaults' first, then the call's, without -preview and duplicates", () => {
    const defaults = derive({ mediaType: { previews: ["mercy-preview", "symmetra"] } });
    expect(defaults.mediaType.previews).toStrictEqual(["mercy", "symmetra"]);
    expect(rightOf(cascade({ mediaType: { previews: ["symmetra-preview", "scarlet-witch", "mercy"] } }, defaults)).mediaType).toStrictEqual({
      format: "",
      previews: ["mercy", "symmetra", "scarlet-witch"],
    });
  });

  it("a format is the call's, else the defaults'; previews stay the defaults' when the call gives none", () => {
    const defaults = derive({ mediaType: { format: "diff", previews: ["mercy"] } });
    expect(rightOf(cascade({}, defaults)).mediaType).toStrictEqual({ format: "diff", previews: ["mercy"] });
    expect(rightOf(cascade({ mediaType: { format: "raw" } }, defaults)).mediaType).toStrictEqual({ format: "raw", previews: ["mercy"] });
  });

  it("a preview named just '-preview' is nothing once its suffix is dropped, and is left out", () => {
    expect(rightOf(cascade({ mediaType: { previews: ["-preview", "mercy-preview"] } })).mediaType.previews).toStrictEqual(["mercy"]);
  });

  it("one -preview is dropped, no more", () => {
    expect(rightOf(cascade({ mediaType: { previews: ["x-preview-preview"] } })).mediaType.previews).toStrictEqual(["x-preview"]);
  });
});

describe("defaultsCascade: the options checked on their way in (routeParse → defaultsCascade)", () => {
  it.each([
    ["a bad header name", { headers: { "bad name": "x" } }, "INVALID_HEADER", 'invalid header name "bad name": it must be an RFC 9110 token'],
    ["a bad header name whose value is undefined", { headers: { "bad name": undefined } }, "INVALID_HEADER", 'invalid header name "bad name"'],
    ["a header value with CR LF", { headers: { "x-a": "1\r\nx-b: 2" } }, "INVALID_HEADER", 'invalid value for header "x-a": "1\\r\\nx-b: 2"'],
    ["a header value with NUL", { headers: { "x-a": "a\0" } }, "INVALID_HEADER", 'invalid value for header "x-a"'],
    ["a header value above U+00FF", { headers: { "x-a": "\u0100" } }, "INVALID_HEADER", 'invalid value for header "x-a"'],
    ["a non-finite header number", { headers: { "x-n": Infinity } }, "INVALID_HEADER", 'invalid value for header "x-n": Infinity'],
    ["an object header value", { headers: { "x-o": {} } }, "INVALID_HEADER", 'invalid value for header "x-o": an object'],
    ["a method that is no token", { method: "GE T" }, "INVALID_METHOD", 'invalid method "GE T": it must be an RFC 9110 token'],
    ["a route's method that is no token", { url: "/x", method: "G@T" }, "INVALID_METHOD", 'invalid method "G@T"'],
    ["a relative baseUrl", { baseUrl: "/api" }, "INVALID_BASE_URL", 'invalid baseUrl "/api": it must be an absolute http: or https: URL'],
    ["an ftp baseUrl", { baseUrl: "ftp://example.com" }, "INVALID_BASE_URL", '"ftp://example.com"'],
    ["a baseUrl with a query", { baseUrl: "https://example.com?a=1" }, "INVALID_BASE_URL", '"https://example.com?a=1"'],
    ["a baseUrl with a port out of range", { baseUrl: "https://example.com:99999" }, "INVALID_BASE_URL", '"https://example.com:99999"'],
    ["a baseUrl that is no string", { baseUrl: 7 }, "INVALID_OPTIONS", 'invalid option "baseUrl": expected BaseUrl, got 7'],
    ["headers that are a string", { headers: "accept: x" }, "INVALID_OPTIONS", 'invalid option "headers": expected HeadersInput, got "accept: x"'],
    ["headers that are an array", { headers: ["x"] }, "INVALID_OPTIONS", 'invalid option "headers": expected HeadersInput, got an array'],
    ["headers that are a Map", { headers: new Map([["a", "1"]]) }, "INVALID_OPTIONS", 'invalid option "headers"'],
    ["a mediaType that is a Map", { mediaType: new Map() }, "INVALID_OPTIONS", 'invalid option "mediaType"'],
    ["a mediaType that is null", { mediaType: null }, "INVALID_OPTIONS", 'invalid option "mediaType": expected PlainObject, got null'],
    ["previews that are a string", { mediaType: { previews: "mercy" } }, "INVALID_OPTIONS", 'invalid option "mediaType.previews"'],
    ["a preview that is a number", { mediaType: { previews: [1] } }, "INVALID_OPTIONS", 'invalid option "mediaType.previews.0": expected PreviewName, got 1'],
    ["a format with a line break", { mediaType: { format: "raw\n" } }, "INVALID_OPTIONS", 'invalid option "mediaType.format"'],
    ["request that is a string", { request: "x" }, "INVALID_OPTIONS", 'invalid option "request"'],
    ["a method that is a number", { method: 7 }, "INVALID_OPTIONS", 'invalid option "method": expected Method, got 7'],
    ["a url that is a number", { url: 7 }, "INVALID_OPTIONS", 'invalid option "url": expected string, got 7'],
  ])("%s is a Left with its code, the message naming it", (_title, options, code, message) => {
    const result = cascade(options);
    expect(leftCode(result)).toBe(code);
    expect(leftMessage(result)).toContain(message);
  });

  it("a sparse previews list is INVALID_OPTIONS at its first hole", () => {
    const sparse = new Array<string>(2);
    sparse[1] = "a";
    const result = cascade({ mediaType: { previews: sparse } });
    expect(leftCode(result)).toBe("INVALID_OPTIONS");
    expect(leftMessage(result)).toContain("mediaType.previews.0");
  });

  it.each([
    ["a bigint", 7n, "7n"],
    ["true", true, "true"],
    ["null", null, "null"],
    ["a function", () => "secret", "a function"],
    ["a symbol", Symbol("s"), "a symbol"],
    ["an array", [1, 2], "an array"],
    ["an object", { a: 1 }, "an object"],
  ])("a rejected value is shown short and single-line: %s as %s", (_title, value, shown) => {
    expect(leftMessage(cascade({ url: value }))).toBe(`invalid option "url": expected string, got ${shown}`);
  });

  it("a string longer than 60 characters is shown as its first 60 and an ellipsis; 60 are shown whole", () => {
    expect(leftMessage(cascade({ method: `${"a".repeat(60)} bcd` }))).toContain(`invalid method "${"a".repeat(60)}…"`);
    expect(leftMessage(cascade({ method: `${"b".repeat(58)} c` }))).toContain(`invalid method "${"b".repeat(58)} c"`);
  });
});

describe("defaultsCascade: hand-made defaults", () => {
  it.each([null, undefined, "x", 1, [], () => DEFAULTS, new Map()])("defaults that are no plain object (%p) are INVALID_ARGUMENTS", (defaults) => {
    const result = defaultsCascade(defaults as unknown as MergedOptions)(rightOf(routeParse("/x")));
    expect(leftCode(result)).toBe("INVALID_ARGUMENTS");
    expect(leftMessage(result)).toMatch(/^defaults must be a plain object, got /);
  });

  it.each([
    ["method", { method: "B@D" }, "INVALID_METHOD", 'invalid defaults: invalid method "B@D"'],
    ["baseUrl", { baseUrl: "ftp://x.example" }, "INVALID_BASE_URL", 'invalid defaults: invalid baseUrl "ftp://x.example"'],
    ["header value", { headers: { "x-a": "a\r\nb" } }, "INVALID_HEADER", 'invalid defaults: invalid value for header "x-a": "a\\r\\nb"'],
    ["header name", { headers: { "bad name": "v" } }, "INVALID_HEADER", 'invalid defaults: invalid header name "bad name"'],
    ["headers", { headers: "x" }, "INVALID_OPTIONS", 'invalid defaults: invalid option "headers": expected HeadersInput, got "x"'],
    ["headers", { headers: ["x"] }, "INVALID_OPTIONS", 'invalid defaults: invalid option "headers": expected HeadersInput, got an array'],
    ["mediaType", { mediaType: 3 }, "INVALID_OPTIONS", 'invalid defaults: invalid option "mediaType"'],
    ["mediaType", { mediaType: null }, "INVALID_OPTIONS", 'invalid defaults: invalid option "mediaType": expected PlainObject, got null'],
    ["mediaType", { mediaType: { format: "a b" } }, "INVALID_OPTIONS", 'invalid defaults: invalid option "mediaType.format"'],
    ["url", { url: 1 }, "INVALID_OPTIONS", 'invalid defaults: invalid option "url": expected string, got 1'],
    ["request", { request: 3 }, "INVALID_OPTIONS", 'invalid defaults: invalid option "request"'],
  ])("a bad %s fails as a call's option would, said of the defaults, frozen or not", (_name, bad, code, message) => {
    for (const seal of [Object.freeze, <A>(value: A): A => value]) {
      const result = defaultsCascade(seal({ ...DEFAULTS, ...bad }) as unknown as MergedOptions)(rightOf(routeParse("/x")));
      expect(leftCode(result)).toBe(code);
      expect(leftMessage(result)).toContain(message);
    }
  });

  it("without a method or a baseUrl, the options must give it: INVALID_OPTIONS naming it otherwise", () => {
    const { method: _method, baseUrl: _baseUrl, ...rest } = DEFAULTS;
    for (const [defaults, missing, codec] of [
      [{ ...rest, baseUrl: DEFAULTS.baseUrl }, "method", "Method"],
      [{ ...rest, method: "GET" }, "baseUrl", "BaseUrl"],
    ] as const) {
      const result = cascade({ url: "/x" }, defaults as MergedOptions);
      expect(leftCode(result)).toBe("INVALID_OPTIONS");
      expect(leftMessage(result)).toBe(`invalid option "${missing}": expected ${codec}, got undefined`);
      expect(rightOf(cascade({ url: "/x", method: "post", baseUrl: "https://ghe.example/api" }, defaults as MergedOptions))).toMatchObject({
        method: "POST",
        baseUrl: "https://ghe.example/api",
      });
    }
  });

  it("without headers or a mediaType: a merge with none of theirs", () => {
    const { headers: _headers, mediaType: _mediaType, ...rest } = DEFAULTS;
    const merged = rightOf(cascade({ headers: { "X-A": "1" } }, rest as MergedOptions));
    expect(merged.headers).toStrictEqual({ "x-a": "1" });
    expect(merged.mediaType).toStrictEqual({ format: "" });
  });

  it("header names are lower-cased, an undefined value or a symbol key left out, frozen or not", () => {
    const headers = { Accept: "text/html", "x-gone": undefined, [Symbol("s")]: "v" };
    for (const seal of [Object.freeze, <A>(value: A): A => value]) {
      const defaults = seal({ ...DEFAULTS, headers }) as unknown as MergedOptions;
      for (const options of [{}, { headers: { "x-b": "1" } }]) {
        const merged = rightOf(cascade(options, defaults));
        expect(Reflect.ownKeys(merged.headers)).toEqual(["accept", ...Object.keys(options.headers ?? {})]);
        expect(merged.headers["accept"]).toBe("text/html");
      }
    }
  });

  it("their previews lose -preview too, and come before the call's", () => {
    const defaults = { ...DEFAULTS, mediaType: { format: "", previews: ["a-preview", "b"] } } as MergedOptions;
    expect(rightOf(cascade({ mediaType: { previews: ["c", "a"] } }, defaults)).mediaType.previews).toStrictEqual(["a", "b", "c"]);
  });

  it("a getter among them is read once a call, and a refused value is explained as read", () => {
    const values = ["POST", "B@D"];
    let reads = 0;
    const defaults = Object.defineProperty({ ...DEFAULTS }, "method", { enumerable: true, get: () => values[reads++] }) as MergedOptions;
    expect(rightOf(cascade({ url: "/x" }, defaults)).method).toBe("POST");
    expect(leftMessage(cascade({ url: "/x" }, defaults))).toBe('invalid defaults: invalid method "B@D": it must be an RFC 9110 token such as GET or POST');
    expect(reads).toBe(2);
  });

  it("frozen defaults that fail are read again on the next call: a failure is not kept", () => {
    const methods = ["B@D", "POST"];
    let reads = 0;
    const defaults = Object.freeze(Object.defineProperty({ ...DEFAULTS }, "method", { enumerable: true, get: () => methods[reads++] })) as MergedOptions;
    expect(leftCode(cascade({ url: "/x" }, defaults))).toBe("INVALID_METHOD");
    expect(rightOf(cascade({ url: "/x" }, defaults)).method).toBe("POST");
  });

  it("a non-enumerable property of theirs is no parameter: an option of its name is taken as given", () => {
    const defaults = Object.freeze(Object.defineProperty({ ...DEFAULTS }, "per_page", { value: 5, enumerable: false })) as MergedOptions;
    expect(parameterKeys(rightOf(cascade({}, defaults)))).toEqual([]);
    expect(rightOf(cascade({ per_page: 10 }, defaults)).parameters["per_page"]).toBe(10);
  });
});
