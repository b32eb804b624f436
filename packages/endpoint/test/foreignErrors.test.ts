import { endpoint, EndpointError, toFetch } from "@request-options/endpoint";
import { runInNewContext } from "node:vm";
import { caught } from "./support";


describe("errors raised by the caller's own objects", () => {
  test("a revoked Proxy as options or as a parameter is an EndpointError INVALID_ARGUMENTS, with the cause", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const operation of [() => endpoint(proxy), () => endpoint("GET /x", { a: proxy }), () => endpoint.merge(proxy as never)]) {
      const error = caught(operation);
      expect(error).toBeInstanceOf(EndpointError);
      expect((error as EndpointError).code).toBe("INVALID_ARGUMENTS");
      expect((error as EndpointError).cause).toBeInstanceOf(TypeError);
    }
  });

  test(".defaults() reads a nested getter once, and freezes nothing it returned", () => {
    const inner = { k: 1 };
    let reads = 0;
    const request = {
      get x(): unknown {
        reads += 1;
        return reads === 1 ? inner : "leaf";
      },
    };
    const derived = endpoint.defaults({ request });
    expect(reads).toBe(1);
    expect((derived.DEFAULTS.request as Record<string, unknown>)["x"]).toEqual({ k: 1 });
    expect(Object.isFrozen(inner)).toBe(false);
    // Over defaults that already have a request, the same.
    reads = 0;
    derived.defaults({ request });
    expect(reads).toBe(1);
    expect(Object.isFrozen(inner)).toBe(false);
  });

  test("a getter that throws, in options or in defaults", () => {
    const options = {};
    Object.defineProperty(options, "org", { enumerable: true, get: () => { throw new RangeError("nope"); } });
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    const error = caught(() => endpoint("GET /orgs/{org}", options));
    expect(error).toBeInstanceOf(EndpointError);
    expect((error as EndpointError).message).toContain("nope");
    expect(caught(() => endpoint.defaults(options))).toBeInstanceOf(EndpointError);
  });

  test("a query value whose toString throws is INVALID_ARGUMENTS with the thrown error as cause", () => {
    const thrown = new Error("mine");
    const value = { __proto__: { toString: (): never => { throw thrown; } } };
    const error = caught(() => endpoint("GET /x", { a: value }));
    expect(error).toBeInstanceOf(EndpointError);
    expect((error as EndpointError).code).toBe("INVALID_ARGUMENTS");
    expect((error as EndpointError).cause).toBe(thrown);
  });

  test("past the first query value that cannot be placed, no later value's toString is called", () => {
    let calls = 0;
    const value = { __proto__: { toString: (): never => { calls += 1; throw new Error("mine"); } } };
    const error = caught(() => endpoint("GET /x", { a: { nested: 1 }, b: value }));
    expect((error as EndpointError).code).toBe("INVALID_PARAMETER");
    expect((error as EndpointError).message).toContain('parameter "a"');
    expect(calls).toBe(0);
  });

  test("a list in a simple expression is read once: what decides it is missing is what is expanded (review finding)", () => {
    let reads = 0;
    const list = Object.defineProperty([], 0, { enumerable: true, get: () => ((reads += 1) === 1 ? "x" : undefined) });
    expect(endpoint("GET /orgs/{org}/repos", { org: list }).url).toBe("https://api.github.com/orgs/x/repos");
    expect(reads).toBe(1);
    reads = 0;
    expect(endpoint("GET /orgs/{org,other}/repos", { org: list, other: "y" }).url).toBe("https://api.github.com/orgs/x,y/repos");
    expect(reads).toBe(1);
  });

  test("when a later value cannot be expanded, what decides a variable is missing is still the one reading (review finding)", () => {
    // The render failed on `b`, and the required variables were then looked through again:
    // `a`'s getter, read a second time, emptied it, and the call said `a` was missing.
    let reads = 0;
    const list = Object.defineProperty([], 0, { enumerable: true, get: () => ((reads += 1) === 1 ? "x" : undefined) });
    const error = caught(() => endpoint("GET /r/{a}/{b}", { a: list, b: Symbol("s") })) as EndpointError;
    expect([error.code, reads]).toEqual(["INVALID_PARAMETER", 1]);
    expect(error.message).toContain('"b"');
    // A missing variable after the failure still comes first.
    // @ts-expect-error -- the compiler refuses the missing `c`; this checks the run-time order
    const missing = caught(() => endpoint("GET /r/{b}/{a,c}", { b: Symbol("s"), a: "1" })) as EndpointError;
    expect([missing.code, missing.message]).toEqual(["MISSING_PARAMETER", expect.stringContaining('"c"')]);
  });

  test("a dot segment is checked in the expansion that is sent, not in a second reading of the values", () => {
    // The exact check once rendered the parts again: a getter read twice gave ".." to the URL and "x" to the check.
    let reads = 0;
    const list = Object.defineProperty([], 0, { enumerable: true, get: () => ((reads += 1) === 1 ? ".." : "x") });
    const error = caught(() => endpoint("GET /repos/{owner}/issues", { owner: list }));
    expect((error as EndpointError).code).toBe("INVALID_PARAMETER");
    expect(reads).toBe(1);
    reads = 0;
    const safe = Object.defineProperty([], 0, { enumerable: true, get: () => ((reads += 1) === 1 ? ".x" : "..") });
    expect(endpoint("GET /repos/{owner}/issues", { owner: safe }).url).toBe("https://api.github.com/repos/.x/issues");
    expect(reads).toBe(1);
  });

  test("an EndpointError of the core passes through unchanged", () => {
    // @ts-expect-error -- the compiler refuses the missing parameter; this checks the run-time check
    expect((caught(() => endpoint("GET /orgs/{org}")) as EndpointError).code).toBe("MISSING_PARAMETER");
  });

  test("undefined in options does not hide the route's method or url", () => {
    expect(endpoint("POST /x", { method: undefined, a: 1 })).toMatchObject({ method: "post", body: { a: 1 } });
    expect(endpoint("GET /x", { url: undefined }).url).toBe("https://api.github.com/x");
  });
});

describe("toFetch on a body JSON cannot hold", () => {
  test("a cyclic body is an EndpointError INVALID_PARAMETER, not JSON.stringify's TypeError", () => {

    const body: Record<string, unknown> = {};
    body["self"] = body;
    const error = caught(() => toFetch({ method: "post", url: "https://api.github.com/x", headers: {}, body }));
    expect(error).toBeInstanceOf(EndpointError);
    expect((error as EndpointError).code).toBe("INVALID_PARAMETER");
  });
});

describe("values from another realm and getters in parse()", () => {
  test("a Date from another realm is placed alike in the path and the query", () => {
    const date = runInNewContext("new Date(Date.UTC(2020, 0, 2))") as Date;
    expect(date instanceof Date).toBe(false);
    expect(endpoint("GET /since/{t}", { t: date, since: date }).url).toBe(
      "https://api.github.com/since/2020-01-02T00%3A00%3A00.000Z?since=2020-01-02T00%3A00%3A00.000Z",
    );
  });

  test("parse() reads a header getter once: it cannot pass the check clean and return CR LF later", () => {
    let reads = 0;
    const headers = { accept: "application/vnd.github.v3+json" };
    Object.defineProperty(headers, "x-a", { enumerable: true, get: () => (reads++ === 0 ? "ok" : "a\r\nInjected: 1") });
    const merged = { ...endpoint.merge("GET /x"), headers };
    expect(endpoint.parse(merged).headers["x-a"]).toBe("ok");
    expect(reads).toBe(1);
  });

  // The one-pass merge gave up on a value (or on a later option) after reading these getters,
  // and the general path read them again: a refused first value could pass as a second one.
  // (Differential run of the package build against the CDN file, which has no one-pass merge.)
  test("a header or mediaType getter is read once, whichever path of the merge takes the call", () => {
    // Each getter gives `first`, then `then`: the error must be about `first`, read once.
    const once = <A>(first: A, then: A, call: (value: () => A) => unknown): [string | undefined, string, number] => {
      let count = 0;
      const error = caught(() => call(() => (count++ === 0 ? first : then))) as EndpointError | undefined;
      return [error?.code, error?.message ?? "", count];
    };
    const withDefaults = endpoint.defaults({ headers: { authorization: "token t" } });
    const cases: Array<[() => [string | undefined, string, number], string, string]> = [
      [() => once("bad\n", "ok", (v) => endpoint("GET /x", { headers: { get "x-a"() { return v(); } } })), "INVALID_HEADER", "x-a"],
      [() => once("bad\n", "ok", (v) => endpoint.merge("GET /x", { headers: { get "x-a"() { return v(); } } })), "INVALID_HEADER", "x-a"],
      [() => once("bad\n", "ok", (v) => withDefaults("GET /x", { headers: { get "x-a"() { return v(); } } })), "INVALID_HEADER", "x-a"],
      [() => once<unknown>(1, "raw", (v) => endpoint("GET /x", { mediaType: { get format() { return v() as string; } } })), "INVALID_OPTIONS", "mediaType.format"],
      [() => once("ok", "ok", (v) => endpoint("GET /x", { headers: { get "x-a"() { return v(); } }, baseUrl: 1 as never })), "INVALID_OPTIONS", "baseUrl"],
    ];
    for (const [run, code, mention] of cases) {
      const [got, message, count] = run();
      expect([got, count]).toEqual([code, 1]);
      expect(message).toContain(mention);
    }
  });
});
