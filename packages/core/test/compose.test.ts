import { MergedOptions, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { flow, pipe } from "fp-ts/function";
import { acceptAmend } from "../src/stages/acceptAmend";
import { buildRequest, derivedDefaults, mergedParse, mergeOptions, requestBuilder } from "../src/stages/pipeline";
import { cascadedOf, DEFAULTS, parseOptions, VERSION } from "../src";
import { defaultsCascade } from "../src/stages/defaultsCascade";
import { paramPartition } from "../src/stages/paramPartition";
import { routeParse } from "../src/stages/routeParse";
import { type Expanded, templateExpand } from "../src/stages/templateExpand";
import { leftCode, leftMessage, rightOf } from "./leftCode";

const userAgent = `request-options/${VERSION}`;

describe("the composed pipeline", () => {
  test("buildRequest: a route and parameters to request options", () => {
    expect(rightOf(buildRequest(DEFAULTS, "GET /orgs/{org}/repos", { org: "octokit", type: "private" }))).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": userAgent },
    });
  });

  test("hand-made merged options: past the first query value that cannot be placed, nothing more is read", () => {
    const reads: string[] = [];
    const merged = Object.defineProperty({ ...DEFAULTS, url: "/x", a: Symbol("s") }, "b", {
      enumerable: true,
      get: () => {
        reads.push("b");
        throw new Error("read");
      },
    }) as MergedOptions;
    const result = mergedParse(cascadedOf(merged));
    expect(leftCode(result)).toBe("INVALID_PARAMETER");
    expect(E.isLeft(result) && result.left.message).toContain('parameter "a"');
    expect(reads).toEqual([]);
  });

  test("the stages compose by hand with pipe, as the library composes them", () => {
    const byHand = pipe(
      routeParse("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }),
      E.chain(defaultsCascade(DEFAULTS)),
      E.chain(templateExpand),
      E.chain(paramPartition),
      E.chain(acceptAmend),
    );
    expect(rightOf(byHand)).toEqual({
      method: "post",
      url: "https://api.github.com/repos/o/r/issues",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": userAgent, "content-type": "application/json; charset=utf-8" },
      body: { title: "t" },
    });
  });

  test("a stage of one's own may copy the Expanded it is given: the copy keeps its parameters, and changed options change them", () => {
    const through = (route: string, options: Record<string, unknown>, stage: (expanded: Expanded) => Expanded) =>
      rightOf(pipe(routeParse(route, options), E.chain(defaultsCascade(DEFAULTS)), E.chain(templateExpand), E.map(stage), E.chain(paramPartition))).request;
    const moved = (expanded: Expanded): Expanded => ({ ...expanded, url: `${expanded.url}/v2` });
    expect(through("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }, moved).body).toEqual({ title: "t" });
    expect(through("GET /orgs/{org}/repos", { org: "o", type: "all" }, moved).url).toBe("https://api.github.com/orgs/o/repos/v2?type=all");
    // A URL that a stage gives a fragment or a query: the query goes before the one, after the other.
    expect(through("GET /x", { a: 1 }, (expanded) => ({ ...expanded, url: `${expanded.url}#top` })).url).toBe("https://api.github.com/x?a=1#top");
    expect(through("GET /x", { a: 1 }, (expanded) => ({ ...expanded, url: `${expanded.url}?v=2` })).url).toBe("https://api.github.com/x?v=2&a=1");
    const replaced = (expanded: Expanded): Expanded => ({ ...expanded, options: { ...expanded.options, over: { other: 1 } } });
    expect(through("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }, replaced).body).toEqual({ other: 1 });
    expect(through("GET /orgs/{org}/repos", { org: "o", type: "all" }, replaced).url).toBe("https://api.github.com/orgs/o/repos?other=1");
  });

  test("a non-enumerable property of hand-made defaults is no parameter: not read, and no option of its name is dropped for it", () => {
    const defaults = Object.freeze(Object.defineProperty({ ...DEFAULTS }, "per_page", { value: 5, enumerable: false })) as MergedOptions;
    expect(rightOf(buildRequest(defaults, "GET /x", { per_page: 10 })).url).toBe("https://api.github.com/x?per_page=10");
    expect(rightOf(buildRequest(defaults, "POST /x", { per_page: 10 })).body).toEqual({ per_page: 10 });
    expect(leftCode(buildRequest(defaults, "GET /x/{per_page}", {}))).toBe("MISSING_PARAMETER");
    expect(rightOf(mergeOptions(defaults, "GET /x", { per_page: 10 }))).toMatchObject({ per_page: 10 });
  });

  test.each([
    ["frozen", Object.freeze],
    ["unfrozen", <A>(defaults: A): A => defaults],
  ])("hand-made %s defaults' headers with a symbol key or an undefined value: results hold neither, for a call and composed", (_kind, seal) => {
    const symbol = Symbol("s");
    const undefinedValue = { ...DEFAULTS.headers, "x-gone": undefined } as unknown as MergedOptions["headers"];
    const symbolKey = { ...DEFAULTS.headers, [symbol]: "v" } as MergedOptions["headers"];
    for (const headers of [undefinedValue, symbolKey]) {
      const defaults = seal({ ...DEFAULTS, headers });
      for (const result of [
        rightOf(buildRequest(defaults, "POST /x", { a: 1 })),
        rightOf(buildRequest(defaults, "GET /x", { headers: { "x-b": "1" } })),
        rightOf(mergedParse(cascadedOf({ ...defaults, url: "/x" }))),
      ]) {
        expect(Reflect.ownKeys(result.headers).every((name) => typeof name === "string" && result.headers[name] !== undefined)).toBe(true);
        expect(result.headers["user-agent"]).toBe(userAgent);
      }
    }
  });

  test("hand-made frozen defaults with headers not frozen: each call sees what the headers hold then, and only that", () => {
    const headers: Record<string | symbol, unknown> = { ...DEFAULTS.headers };
    const defaults = Object.freeze({ ...DEFAULTS, headers }) as MergedOptions;
    expect(rightOf(buildRequest(defaults, "GET /x")).headers).toEqual(DEFAULTS.headers);
    headers["x-late"] = "1";
    headers["x-gone"] = undefined;
    headers[Symbol("s")] = "v";
    for (const options of [{}, { headers: { "x-b": "2" } }]) {
      const result = rightOf(buildRequest(defaults, "GET /x", options)).headers;
      expect(Reflect.ownKeys(result)).toEqual([...Object.keys(DEFAULTS.headers), "x-late", ...Object.keys(options.headers ?? {})]);
    }
  });

  test("a getter in hand-made defaults' headers is read once a call, and the value read is the one sent", () => {
    const values = ["first", undefined, "third"];
    let reads = 0;
    const headers = Object.defineProperty({ ...DEFAULTS.headers }, "x-g", { enumerable: true, get: () => values[reads++] });
    const defaults = { ...DEFAULTS, headers } as MergedOptions;
    expect(rightOf(buildRequest(defaults, "GET /x")).headers["x-g"]).toBe("first");
    expect(Object.keys(rightOf(buildRequest(defaults, "GET /x")).headers)).not.toContain("x-g");
    expect(rightOf(buildRequest(Object.freeze(defaults), "GET /x")).headers["x-g"]).toBe("third");
    expect(reads).toBe(3);
  });

  test.each([
    ["a symbol key", { [Symbol("s")]: "v" }],
    ["an undefined value", { "x-gone": undefined }],
  ])("frozen hand-made defaults' frozen headers holding only %s: results leave it out", (_kind, extra) => {
    const headers = Object.freeze({ ...DEFAULTS.headers, ...extra }) as MergedOptions["headers"];
    const defaults = Object.freeze({ ...DEFAULTS, headers }) as MergedOptions;
    for (let call = 0; call < 2; call += 1) {
      for (const options of [{}, { headers: { "x-b": "2" } }]) {
        const result = rightOf(buildRequest(defaults, "GET /x", options)).headers;
        expect(Reflect.ownKeys(result)).toEqual([...Object.keys(DEFAULTS.headers), ...Object.keys(options.headers ?? {})]);
      }
    }
  });

  test("a getter in frozen headers is no data, even with a value key on a polluted Object.prototype", () => {
    let reads = 0;
    const headers = Object.freeze(Object.defineProperty({ ...DEFAULTS.headers }, "x-g", { enumerable: true, get: () => (reads++ === 0 ? "first" : undefined) }));
    const defaults = Object.freeze({ ...DEFAULTS, headers }) as MergedOptions;
    Object.defineProperty(Object.prototype, "value", { value: "polluted", configurable: true, writable: true });
    try {
      for (let call = 0; call < 2; call += 1) expect(rightOf(buildRequest(defaults, "GET /x")).headers["x-g"]).toBe("first");
    } finally {
      delete (Object.prototype as Record<string, unknown>)["value"];
    }
    expect(reads).toBe(1);
  });

  test("defaults' headers behind a getter are read once a call while no plan is kept", () => {
    let reads = 0;
    const defaults = Object.freeze(Object.defineProperty({ ...DEFAULTS }, "headers", { enumerable: true, get: () => (reads++, { ...DEFAULTS.headers }) })) as MergedOptions;
    for (let call = 0; call < 2; call += 1) expect(rightOf(buildRequest(defaults, "GET /x")).headers).toEqual(DEFAULTS.headers);
    expect(reads).toBe(2);
  });

  test("a getter in frozen hand-made defaults' frozen headers is read once, when they are planned: no call sends another value", () => {
    const values = ["first", undefined];
    let reads = 0;
    const headers = Object.freeze(Object.defineProperty({ ...DEFAULTS.headers }, "x-g", { enumerable: true, get: () => values[reads++] }));
    const defaults = Object.freeze({ ...DEFAULTS, headers }) as MergedOptions;
    for (let call = 0; call < 2; call += 1) expect(rightOf(buildRequest(defaults, "GET /x")).headers["x-g"]).toBe("first");
    expect(reads).toBe(1);
  });

  test("hand-made defaults without headers: a Right with none, not a TypeError", () => {
    for (const headers of [undefined, null]) {
      const defaults = { ...DEFAULTS, headers } as unknown as MergedOptions;
      for (const seal of [Object.freeze, <A>(value: A): A => value]) {
        expect(rightOf(buildRequest(seal({ ...defaults }), "GET /x")).headers).toEqual({});
      }
    }
  });

  // Every composition that takes defaults, each to the code of its Left.
  const overDefaults = (defaults: unknown, options: Record<string, unknown> = {}): string[] => {
    const given = defaults as MergedOptions;
    return [
      leftCode(buildRequest(given, "GET /x", options)),
      leftCode(requestBuilder(given)("GET /x", options)),
      leftCode(mergeOptions(given, "GET /x", options)),
      leftCode(derivedDefaults(given, options)),
      leftCode(defaultsCascade(given)(options)),
    ];
  };

  test.each([null, undefined, "x", 1, [], () => DEFAULTS, new Map()])("defaults that are no plain object (%p): INVALID_ARGUMENTS from every composition, not a TypeError", (defaults) => {
    expect(overDefaults(defaults)).toEqual(Array(5).fill("INVALID_ARGUMENTS"));
    expect(leftMessage(buildRequest(defaults as unknown as MergedOptions, "GET /x"))).toMatch(/^defaults must be a plain object, got /);
  });

  test.each([
    ["method", { method: "B@D" }, "INVALID_METHOD"],
    ["baseUrl", { baseUrl: "ftp://x.example" }, "INVALID_BASE_URL"],
    ["header value", { headers: { "x-a": "a\r\nb" } }, "INVALID_HEADER"],
    ["header name", { headers: { "bad name": "v" } }, "INVALID_HEADER"],
    ["headers", { headers: "x" }, "INVALID_OPTIONS"],
    ["headers", { headers: ["x"] }, "INVALID_OPTIONS"],
    ["mediaType", { mediaType: 3 }, "INVALID_OPTIONS"],
    ["mediaType", { mediaType: { format: "a b" } }, "INVALID_OPTIONS"],
    ["url", { url: 1 }, "INVALID_OPTIONS"],
    ["request", { request: 3 }, "INVALID_OPTIONS"],
  ])("hand-made defaults with a bad %s fail as a call's option would, said of the defaults, frozen or not", (_name, bad, code) => {
    for (const seal of [Object.freeze, <A>(value: A): A => value]) {
      const defaults = seal({ ...DEFAULTS, ...bad }) as unknown as MergedOptions;
      expect(overDefaults(defaults)).toEqual(Array(5).fill(code));
      expect(leftMessage(buildRequest(defaults, "GET /x"))).toMatch(/^invalid defaults: /);
    }
  });

  test("frozen defaults that fail are planned again on the next call: a failed plan is not kept", () => {
    const methods = ["B@D", "POST"];
    let reads = 0;
    const defaults = Object.freeze(Object.defineProperty({ ...DEFAULTS }, "method", { enumerable: true, get: () => methods[reads++] })) as MergedOptions;
    expect(leftCode(buildRequest(defaults, { url: "/x" }))).toBe("INVALID_METHOD");
    expect(rightOf(buildRequest(defaults, { url: "/x" })).method).toBe("post");
  });

  test.each([
    ["previews", ["bad name"]],
    ["previews", "x"],
    ["format", "bad format!"],
  ])("a %s on a polluted Object.prototype that the check would refuse changes no call, merge, parse or .defaults()", (key, value) => {
    const expected = rightOf(buildRequest(DEFAULTS, "GET /x"));
    Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true });
    try {
      expect(rightOf(buildRequest(DEFAULTS, "GET /x"))).toEqual(expected);
      expect(rightOf(parseOptions(rightOf(mergeOptions(DEFAULTS, "GET /x"))))).toEqual(expected);
      expect(rightOf(buildRequest(rightOf(derivedDefaults(DEFAULTS, {})), "GET /x"))).toEqual(expected);
    } finally {
      delete (Object.prototype as Record<string, unknown>)[key];
    }
  });

  test("hand-made defaults' media type is read once, as planned: a getter, a later change, a list's own iterator reach no accept", () => {
    const formats = ["diff", "raw\r\nx-evil: 1"];
    let reads = 0;
    const byGetter = Object.freeze({ ...DEFAULTS, mediaType: Object.defineProperty({}, "format", { enumerable: true, get: () => formats[reads++] }) });
    const open = { format: "diff", previews: ["a"] as unknown };
    const byChange = Object.freeze({ ...DEFAULTS, mediaType: open });
    const previews = Object.freeze(Object.defineProperty(["b"], Symbol.iterator, { value: function* () { yield "c\r\nx-evil: 1"; } }));
    const byIterator = Object.freeze({ ...DEFAULTS, mediaType: Object.freeze({ format: "", previews }) });
    // byChange first: its media type changes after its first call.
    for (const defaults of [byChange, byGetter, byIterator] as unknown as MergedOptions[]) {
      const first = rightOf(buildRequest(defaults, "GET /x", { mediaType: { previews: ["z"] } })).headers["accept"];
      open.format = "raw\r\nx-evil: 1";
      open.previews = 5;
      for (let call = 0; call < 2; call += 1) {
        const accept = rightOf(buildRequest(defaults, "GET /x", { mediaType: { previews: ["z"] } })).headers["accept"];
        expect(accept).toBe(first);
        expect(String(accept)).not.toContain("evil");
      }
    }
    expect(reads).toBe(1);
  });

  test("derivedDefaults over frozen hand-made defaults reads their request and data once, and keeps what was checked", () => {
    const values: Record<string, unknown[]> = { request: [{ timeout: 1 }, "not a record"], data: ["first", "second"] };
    const reads: Record<string, number> = { request: 0, data: 0 };
    const defaults = { ...DEFAULTS };
    for (const key of ["request", "data"]) Object.defineProperty(defaults, key, { enumerable: true, get: () => values[key]?.[reads[key]!++] });
    const derived = rightOf(derivedDefaults(Object.freeze(defaults) as MergedOptions, { org: "o" }));
    expect(derived.request).toEqual({ timeout: 1 });
    expect(derived.data).toBe("first");
    expect(reads).toEqual({ request: 1, data: 1 });
  });

  test("derivedDefaults over unfrozen hand-made defaults freezes copies of their request, data and parameters, never theirs", () => {
    const request = { timeout: 1, hooks: { a: 1 } };
    const data = { nested: { b: 2 } };
    const team = { slug: "s" };
    for (const options of [{}, { request: { retries: 2 }, data: { more: 1 }, team: { id: 1 } }]) {
      const derived = rightOf(derivedDefaults({ ...DEFAULTS, request, data, team } as MergedOptions, options));
      for (const [mine, kept] of [[request, derived.request], [request.hooks, derived.request?.["hooks"]], [data, derived.data], [data.nested, (derived.data as typeof data).nested], [team, derived["team"]]]) {
        expect(Object.isFrozen(mine)).toBe(false);
        expect(Object.isFrozen(kept)).toBe(true);
        expect(kept).not.toBe(mine);
      }
    }
    expect(rightOf(derivedDefaults({ ...DEFAULTS, team } as MergedOptions, {}))["team"]).toEqual({ slug: "s" });
  });

  test("a frozen hand-made media type is kept only when a snapshot reads all of it: a hidden key or a list's own class reach no accept", () => {
    const evil = "raw\r\nx-evil: 1";
    class Listed extends Array<string> {
      override *[Symbol.iterator](): ArrayIterator<string> {
        yield "c\r\nx-evil: 1";
      }
    }
    const hiddenFormat = Object.freeze(Object.defineProperty({}, "format", { value: evil, enumerable: false }));
    const hiddenPreviews = Object.freeze(Object.defineProperty({ format: "" }, "previews", { value: Object.freeze([evil]), enumerable: false }));
    const subclassed = Object.freeze({ format: "", previews: Object.freeze(Listed.from(["b"])) });
    const prototypeless = Object.freeze({ format: "", previews: Object.freeze(Object.setPrototypeOf(["b"], null)) });
    for (const mediaType of [hiddenFormat, hiddenPreviews, subclassed, prototypeless]) {
      const defaults = Object.freeze({ ...DEFAULTS, mediaType }) as unknown as MergedOptions;
      for (const options of [{}, { mediaType: { previews: ["z"] } }]) {
        const result = buildRequest(defaults, "GET /x", options);
        // Refused, or built without what the snapshot did not read: never CR LF in accept, never a TypeError.
        if (E.isRight(result)) expect(String(result.right.headers["accept"])).not.toContain("evil");
      }
    }
    expect(rightOf(buildRequest(Object.freeze({ ...DEFAULTS, mediaType: subclassed }) as unknown as MergedOptions, "GET /x")).headers["accept"]).toBe(
      "application/vnd.github.b-preview+json",
    );
  });

  test("a media type with previews that derived defaults leave alone is shared, previews and all", () => {
    const first = rightOf(derivedDefaults(DEFAULTS, { mediaType: { format: "raw", previews: ["a", "b"] } }));
    const second = rightOf(derivedDefaults(first, { org: "o" }));
    expect(second.mediaType).toBe(first.mediaType);
    expect(second.mediaType.previews).toEqual(["a", "b"]);
  });

  test("hand-made defaults' media type: null is refused as a call's is; merge() gains no key the defaults' lacks", () => {
    expect(leftMessage(buildRequest({ ...DEFAULTS, mediaType: null } as unknown as MergedOptions, "GET /x"))).toBe(
      'invalid defaults: invalid option "mediaType": expected PlainObject, got null',
    );
    for (const seal of [Object.freeze, <A>(value: A): A => value]) {
      for (const mediaType of [{ previews: ["a"] }, { format: "raw" }, {}]) {
        const merged = rightOf(mergeOptions(seal({ ...DEFAULTS, mediaType }) as unknown as MergedOptions, "GET /x"));
        expect(Object.keys(merged.mediaType)).toEqual(Object.keys(mediaType));
      }
    }
  });

  test("hand-made defaults' headers that are no plain object are explained as given", () => {
    for (const headers of ["x", ["x"]]) {
      expect(leftMessage(buildRequest({ ...DEFAULTS, headers } as unknown as MergedOptions, "GET /x"))).toBe(
        `invalid defaults: invalid option "headers": expected HeadersInput, got ${typeof headers === "string" ? '"x"' : "an array"}`,
      );
    }
  });

  test("a getter in hand-made defaults' headers that gives a bad value is read once, and the value read is the one explained", () => {
    const values = ["a\r\nb", "fine"];
    let reads = 0;
    const headers = Object.defineProperty({ ...DEFAULTS.headers }, "x-g", { enumerable: true, get: () => values[reads++] });
    const result = buildRequest({ ...DEFAULTS, headers } as MergedOptions, "GET /x");
    expect(leftMessage(result)).toMatch(/^invalid defaults: invalid value for header "x-g": "a\\r\\nb"/);
    expect(reads).toBe(1);
  });

  test("an enumerable key on a polluted Object.prototype reaches no headers: hand-made defaults', parse()'s", () => {
    Object.defineProperty(Object.prototype, "x-polluted", { value: "1", enumerable: true, configurable: true, writable: true });
    try {
      const defaults = { ...DEFAULTS, headers: { ...DEFAULTS.headers } } as MergedOptions;
      expect(rightOf(buildRequest(defaults, "GET /x")).headers).toEqual(DEFAULTS.headers);
      expect(rightOf(parseOptions({ ...DEFAULTS, headers: { ...DEFAULTS.headers }, url: "/x" })).headers).toEqual(DEFAULTS.headers);
    } finally {
      delete (Object.prototype as Record<string, unknown>)["x-polluted"];
    }
  });

  test("hand-made defaults without a method or a baseUrl: the options must give it", () => {
    const { method: _method, baseUrl: _baseUrl, ...rest } = DEFAULTS;
    for (const [defaults, missing] of [
      [{ ...rest, baseUrl: DEFAULTS.baseUrl }, "method"],
      [{ ...rest, method: "GET" }, "baseUrl"],
    ] as const) {
      expect(leftMessage(buildRequest(defaults as MergedOptions, { url: "/x" }))).toBe(
        `invalid option "${missing}": expected ${missing === "method" ? "Method" : "BaseUrl"}, got undefined`,
      );
      expect(leftCode(mergeOptions(defaults as MergedOptions, { url: "/x" }))).toBe("INVALID_OPTIONS");
      expect(rightOf(buildRequest(defaults as MergedOptions, "POST /x", { baseUrl: "https://ghe.example/api" })).url).toBe("https://ghe.example/api/x");
    }
  });

  test("hand-made defaults' known options are their own: none is read from a polluted Object.prototype", () => {
    const { method: _method, headers: _headers, mediaType: _mediaType, ...rest } = DEFAULTS;
    const polluted = { method: "DELETE", headers: { "x-polluted": "1" }, mediaType: { format: "raw" }, url: "/polluted", request: { timeout: 1 } };
    for (const [key, value] of Object.entries(polluted)) Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true });
    try {
      for (const seal of [Object.freeze, <A>(value: A): A => value]) {
        expect(rightOf(buildRequest(seal({ ...rest }) as MergedOptions, "GET /x"))).toEqual({ method: "get", url: "https://api.github.com/x", headers: {} });
      }
    } finally {
      for (const key of Object.keys(polluted)) delete (Object.prototype as Record<string, unknown>)[key];
    }
  });

  test("a getter among hand-made defaults' known options is read once a call, and a refused value is explained as read", () => {
    const values = ["POST", "B@D"];
    let reads = 0;
    const defaults = Object.defineProperty({ ...DEFAULTS }, "method", { enumerable: true, get: () => values[reads++] }) as MergedOptions;
    expect(rightOf(buildRequest(defaults, { url: "/x" })).method).toBe("post");
    expect(leftMessage(buildRequest(defaults, { url: "/x" }))).toBe('invalid defaults: invalid method "B@D": it must be an RFC 9110 token such as GET or POST');
    expect(reads).toBe(2);
  });

  test("derivedDefaults over hand-made defaults freezes a copy of their headers, never the caller's", () => {
    const headers = { ...DEFAULTS.headers };
    const derived = rightOf(derivedDefaults({ ...DEFAULTS, headers }, { org: "o" }));
    expect(Object.isFrozen(headers)).toBe(false);
    expect(Object.isFrozen(derived.headers)).toBe(true);
    expect(derived.headers).toEqual(headers);
  });

  test("requestBuilder(defaults) is buildRequest over those defaults, call after call", () => {
    const build = requestBuilder(DEFAULTS);
    for (const [route, options] of [["GET /orgs/{org}/repos", { org: "o", per_page: 2 }], ["POST /x", { a: 1 }], ["GET /a/{b}", {}]] as const) {
      expect(build(route, options)).toEqual(buildRequest(DEFAULTS, route, options));
    }
  });

  test("mergeOptions then parseOptions equals buildRequest", () => {
    const args = ["PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "n", mediaType: { format: "raw" } }] as const;
    expect(rightOf(pipe(mergeOptions(DEFAULTS, ...args), E.chain(parseOptions)))).toEqual(rightOf(buildRequest(DEFAULTS, ...args)));
  });

  test("derivedDefaults: routeParse then defaultsDerive, frozen; bad options are a Left", () => {
    const derived = rightOf(derivedDefaults(DEFAULTS, { baseUrl: "https://ghe.example.com/api/v3", headers: { Authorization: "token x" } }));
    expect(derived).toEqual({ ...DEFAULTS, baseUrl: "https://ghe.example.com/api/v3", headers: { ...DEFAULTS.headers, authorization: "token x" } });
    expect(Object.isFrozen(derived) && Object.isFrozen(derived.headers)).toBe(true);
    expect(rightOf(buildRequest(derived, "GET /x")).url).toBe("https://ghe.example.com/api/v3/x");
    expect(leftCode(derivedDefaults(DEFAULTS, { baseUrl: "ftp://x" }))).toBe("INVALID_BASE_URL");
    expect(leftCode(derivedDefaults(DEFAULTS, "GET /x"))).toBe("INVALID_ARGUMENTS");
  });

  test("mergeOptions needs no url; parseOptions and buildRequest do", () => {
    expect(rightOf(mergeOptions(DEFAULTS, { org: "o" }))).toMatchObject({ method: "GET", org: "o" });
    expect(leftCode(buildRequest(DEFAULTS, { org: "o" }))).toBe("MISSING_URL");
    expect(leftCode(pipe(mergeOptions(DEFAULTS, { org: "o" }), E.chain(parseOptions)))).toBe("MISSING_URL");
  });

  test("results decode with the codecs of @request-options/types", () => {
    const merged = rightOf(mergeOptions(DEFAULTS, "PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }));
    expect(E.isRight(MergedOptions.decode(merged))).toBe(true);
    expect(E.isRight(RequestOptions.decode(rightOf(parseOptions(merged))))).toBe(true);
  });

  test("parseOptions checks what it is given: not an object, a bad shape", () => {
    expect(leftCode(parseOptions("GET /x"))).toBe("INVALID_ARGUMENTS");
    expect(leftCode(parseOptions({ ...DEFAULTS, url: "/x", headers: "nope" }))).toBe("INVALID_OPTIONS");
    expect(leftCode(parseOptions({ ...DEFAULTS, url: "/x", method: "B AD" }))).toBe("INVALID_METHOD");
  });

  test("parseOptions lower-cases header names written by hand", () => {
    const result = rightOf(parseOptions({ ...DEFAULTS, url: "/x", headers: { Accept: "text/html", "X-Foo": 1 } }));
    expect(result.headers).toEqual({ accept: "text/html", "x-foo": 1 });
  });

  test("every stage is a pure function of its input: the same input twice gives equal, distinct results", () => {
    const build = flow(() => buildRequest(DEFAULTS, "POST /x/{a}", { a: "1", b: [1] }), rightOf);
    const first = build();
    const second = build();
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second.headers).not.toBe(first.headers);
  });
});

describe("route-form url options through the pipeline", () => {
  test("a url with white space that is no route keeps its path (RFC 6570 encodes the literal), not a silent other request", () => {
    expect(rightOf(buildRequest(DEFAULTS, { method: "GET", url: "/a b" })).url).toBe("https://api.github.com/a%20b");
  });
});
