import * as E from "fp-ts/Either";
import { DEFAULTS } from "../src";
import { mergeOptions } from "../src/stages/pipeline";
import { routeParse } from "../src/stages/routeParse";
import { leftCode, leftMessage, rightOf } from "./leftCode";

describe("routeParse", () => {
  test("splits '<METHOD> <URL>' into method and url", () => {
    expect(rightOf(routeParse("GET /orgs/{org}/repos"))).toEqual({ method: "GET", url: "/orgs/{org}/repos" });
  });

  test("trims the route and splits on the first run of white space", () => {
    expect(rightOf(routeParse("  POST \t\n /markdown/raw  "))).toEqual({ method: "POST", url: "/markdown/raw" });
  });

  test("one token is a URL, with no method of its own", () => {
    expect(rightOf(routeParse("/orgs/{org}"))).toEqual({ url: "/orgs/{org}" });
  });

  test("keys given in options override the route's method and url", () => {
    expect(rightOf(routeParse("GET /a", { method: "POST", url: "/b", org: "o" }))).toEqual({ method: "POST", url: "/b", org: "o" });
  });

  test("an empty or blank route is INVALID_ROUTE", () => {
    expect(leftCode(routeParse(""))).toBe("INVALID_ROUTE");
    expect(leftCode(routeParse("   "))).toBe("INVALID_ROUTE");
  });

  test("more than two tokens is INVALID_ROUTE, and the message quotes the route", () => {
    const result = routeParse("GET /a /b");
    expect(leftCode(result)).toBe("INVALID_ROUTE");
    expect(leftMessage(result)).toContain('"GET /a /b"');
  });

  test("endpoint(options): the options alone, copied", () => {
    const options = { method: "GET", url: "/x", org: "o" };
    const parsed = rightOf(routeParse(options));
    expect(parsed).toEqual(options);
    expect(parsed).not.toBe(options);
  });

  test("a route-form url option is split; an explicit method option wins over it", () => {
    expect(rightOf(routeParse({ url: "DELETE /x" }))).toEqual({ method: "DELETE", url: "/x" });
    expect(rightOf(routeParse({ method: "PUT", url: "DELETE /x" }))).toEqual({ method: "PUT", url: "/x" });
  });

  test("an explicit method option wins over a route-form url under a route string too, on either path", () => {
    expect(rightOf(routeParse("GET /a", { method: "PUT", url: "POST /b" }))).toEqual({ method: "PUT", url: "/b" });
    // More keys than one spread takes (spreadLimit, 64): the record is built key by key.
    const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`k${i}`, i]));
    expect(rightOf(routeParse("GET /a", { ...many, method: "PUT", url: "POST /b" }))).toEqual({ ...many, method: "PUT", url: "/b" });
    expect(rightOf(routeParse("GET /a", { ...many, url: "POST /b" }))).toEqual({ ...many, method: "POST", url: "/b" });
  });

  test("a route-form url's message counts its words as the route's does: white space around and between them is no word", () => {
    expect(leftMessage(routeParse({ url: "  GET  /a  b  " }))).toContain("got 3 words");
  });

  test("only the options' enumerable own keys are taken, on either path", () => {
    const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`k${i}`, i]));
    for (const options of [{ org: "o" }, many]) {
      const given = Object.defineProperty({ ...options }, "hidden", { value: 1, enumerable: false });
      expect(rightOf(routeParse("GET /a", given))).toEqual({ method: "GET", url: "/a", ...options });
    }
  });

  test("a url option in route form overrides the route's method too", () => {
    expect(rightOf(routeParse("GET /a", { url: "POST /b" }))).toEqual({ method: "POST", url: "/b" });
  });

  test("a url option with white space that is no route stays as given", () => {
    expect(rightOf(routeParse({ method: "GET", url: "/a b" }))).toEqual({ method: "GET", url: "/a b" });
    expect(rightOf(routeParse({ url: "https://h/a b c" }))).toEqual({ url: "https://h/a b c" });
    expect(rightOf(routeParse("GET /x", { url: "/a b c" }))).toEqual({ method: "GET", url: "/a b c" });
  });

  test("a url option of more than two words, the first a method, is INVALID_ROUTE, as the route string is", () => {
    for (const url of ["GET /a /b", "GET /a b", " POST  /x  y  z "]) {
      const result = routeParse({ url });
      expect(leftCode(result)).toBe("INVALID_ROUTE");
      expect(leftMessage(result)).toContain(JSON.stringify(url));
      expect(leftCode(routeParse("GET /x", { url }))).toBe("INVALID_ROUTE");
      expect(leftCode(routeParse(undefined, { url }))).toBe("INVALID_ROUTE");
    }
  });

  test("no arguments, undefined or null options: an empty record (the url is missing later)", () => {
    expect(rightOf(routeParse(undefined))).toEqual({});
    expect(rightOf(routeParse(null))).toEqual({});
    expect(rightOf(routeParse("GET /x", null))).toEqual({ method: "GET", url: "/x" });
  });

  test.each([
    ["a number route", 42, undefined],
    ["an array route", ["GET /x"], undefined],
    ["a string options", "GET /x", "nope"],
    ["an array options", "GET /x", []],
    ["a class instance options", "GET /x", new Date(0)],
    ["two options objects", { url: "/x" }, { org: "o" }],
  ])("%s is INVALID_ARGUMENTS", (_title, route, options) => {
    expect(leftCode(routeParse(route, options))).toBe("INVALID_ARGUMENTS");
  });

  test("does not touch the caller's options", () => {
    const options = Object.freeze({ url: "GET /x", org: "o" });
    expect(rightOf(routeParse(options))).toEqual({ method: "GET", url: "/x", org: "o" });
    expect(options).toEqual({ url: "GET /x", org: "o" });
  });

  test("headers or mediaType given alone: the other is not added, not even as undefined", () => {
    expect(Object.keys(rightOf(routeParse("GET /", { headers: { a: "1" } })))).toEqual(["method", "url", "headers"]);
    expect(Object.keys(rightOf(routeParse("GET /", { mediaType: { format: "raw" } })))).toEqual(["method", "url", "mediaType"]);
  });

  test("an own __proto__ key stays an own data key", () => {
    const options = JSON.parse('{"url": "/x", "__proto__": {"polluted": 1}}') as object;
    const parsed = rightOf(routeParse("GET /y", options));
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toContain("__proto__");
    expect((parsed as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe("routeParse: route-form url options and argument messages", () => {
  test("a route-form url option is trimmed and split on a run of white space", () => {
    expect(rightOf(routeParse({ url: "  DELETE /x  " }))).toEqual({ method: "DELETE", url: "/x" });
    expect(rightOf(routeParse({ url: "DELETE \t /x" }))).toEqual({ method: "DELETE", url: "/x" });
  });

  test("an options object as route with null options is one options object", () => {
    expect(rightOf(routeParse({ url: "/x", org: "o" }, null))).toEqual({ url: "/x", org: "o" });
  });

  test("each of the options is read once; enumerable symbol keys are carried on either path, and merge() leaves them out", () => {
    const symbol = Symbol("s");
    const hidden = Symbol("hidden");
    for (const extra of [{}, { org2: undefined }]) {
      let reads = 0;
      const options: Record<string | symbol, unknown> = { [symbol]: 1, org: "o", ...extra };
      Object.defineProperty(options, hidden, { enumerable: false, value: 2 });
      Object.defineProperty(options, "repo", { enumerable: true, get: () => (reads++ === 0 ? "r" : undefined) });
      const record = rightOf(routeParse("GET /x", options));
      expect(record).toEqual({ method: "GET", url: "/x", org: "o", repo: "r", [symbol]: 1 });
      expect(Object.getOwnPropertySymbols(record)).toEqual([symbol]);
      expect(reads).toBe(1);
      const merged = mergeOptions(DEFAULTS, "GET /x", { [symbol]: 1, org: "o", ...extra });
      expect(E.isRight(merged) && Object.getOwnPropertySymbols(merged.right)).toEqual([]);
    }
  });

  test("an undefined option, a symbol key and a route-form url together: the same record, each getter read once", () => {
    let reads = 0;
    const symbol = Symbol("s");
    const options: Record<string | symbol, unknown> = { [symbol]: 1, url: "POST /b", org: undefined };
    Object.defineProperty(options, "repo", { enumerable: true, get: () => (reads++ === 0 ? "r" : "again") });
    expect(rightOf(routeParse("GET /a", options))).toEqual({ method: "POST", url: "/b", repo: "r", [symbol]: 1 });
    expect(reads).toBe(1);
  });

  test("an undefined method or url keeps the route's, in its place, and an undefined parameter is not set, on either copy", () => {
    const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`k${i}`, i]));
    for (const extra of [{}, many]) {
      const record = rightOf(routeParse("GET /a", { method: undefined, ...extra, url: undefined, org: undefined }));
      expect(record).toEqual({ method: "GET", url: "/a", ...extra });
      expect(Object.keys(record)).toEqual(["method", "url", ...Object.keys(extra)]);
      expect(rightOf(routeParse({ ...extra, method: undefined, url: "PUT /b" }))).toEqual({ ...extra, url: "/b", method: "PUT" });
      expect(rightOf(routeParse("GET /a", { ...extra, method: undefined, url: "PUT /b" }))).toEqual({ method: "PUT", url: "/b", ...extra });
    }
  });

  test("a symbol key is carried whatever its value, as a spread carries it, when undefined values are dropped too", () => {
    const symbol = Symbol("s");
    const record = rightOf(routeParse("GET /a", { [symbol]: undefined, org: undefined }));
    expect(Object.getOwnPropertySymbols(record)).toEqual([symbol]);
    expect(Object.keys(record)).toEqual(["method", "url"]);
  });

  test("a method the options do not enumerate is no method of theirs: a route-form url's method wins over it", () => {
    const options = Object.defineProperty({ url: "PUT /b" }, "method", { value: "GET", enumerable: false });
    expect(rightOf(routeParse(options))).toEqual({ method: "PUT", url: "/b" });
    expect(rightOf(routeParse("GET /a", options))).toEqual({ method: "PUT", url: "/b" });
  });

  test("the same route string twice gives equal records, each fresh", () => {
    const first = rightOf(routeParse("GET /orgs/{org}", { org: "a" }));
    const second = rightOf(routeParse("GET /orgs/{org}", { org: "b" }));
    expect(first).toEqual({ method: "GET", url: "/orgs/{org}", org: "a" });
    expect(second).toEqual({ method: "GET", url: "/orgs/{org}", org: "b" });
    expect(second).not.toBe(first);
  });

  test("two options objects: the message says so", () => {
    const result = routeParse({ url: "/x" }, { org: "o" });
    expect(leftCode(result)).toBe("INVALID_ARGUMENTS");
    expect(leftMessage(result)).toContain("two options objects given");
  });

  test.each([
    ["a number route", 42, undefined, "route must be a string", "got number"],
    ["an array route", ["GET /x"], undefined, "route must be a string", "got an array"],
    ["a string options", "GET /x", "nope", "options must be a plain object", "got string"],
    ["an array options", "GET /x", [], "options must be a plain object", "got an array"],
  ])("%s: the message names the argument and what it was", (_title, route, options, names, got) => {
    const message = leftMessage(routeParse(route, options));
    expect(message).toContain(names);
    expect(message).toContain(got);
  });
});
