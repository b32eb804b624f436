import { routeParse } from "@request-options/core";
import { leftCode, leftMessage, rightOf } from "./leftCode";

// Route and method (DECISIONS.md): "<METHOD> <URL>" trimmed and split on its first run of white space; one token is a
// URL; empty or more than two tokens is INVALID_ROUTE; keys given in options override what the route gives.

const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`k${i}`, i]));

describe("routeParse: the route string", () => {
  it.each([
    ["GET /orgs/{org}/repos", { method: "GET", url: "/orgs/{org}/repos" }],
    ["  POST \t\n /markdown/raw  ", { method: "POST", url: "/markdown/raw" }],
    ["/orgs/{org}", { url: "/orgs/{org}" }],
    ["  https://uploads.github.com/x ", { url: "https://uploads.github.com/x" }],
  ])("%j gives %j", (route, expected) => {
    expect(rightOf(routeParse(route))).toEqual(expected);
  });

  it.each([
    ["", "it is empty"],
    ["   ", "it is empty"],
    ["GET /a /b", "got 3 words"],
    [" GET  /a  b  c ", "got 4 words"],
  ])("%j is INVALID_ROUTE, quoting the route: %s", (route, why) => {
    const result = routeParse(route);
    expect(leftCode(result)).toBe("INVALID_ROUTE");
    expect(leftMessage(result)).toContain(JSON.stringify(route));
    expect(leftMessage(result)).toContain(why);
  });

  it("keys given in options override the route's method and url", () => {
    expect(rightOf(routeParse("GET /a", { method: "POST", url: "/b", org: "o" }))).toEqual({ method: "POST", url: "/b", org: "o" });
  });

  it("an undefined method or url in options keeps the route's, and an undefined parameter is not set", () => {
    for (const extra of [{}, many]) {
      const record = rightOf(routeParse("GET /a", { method: undefined, ...extra, url: undefined, org: undefined }));
      expect(record).toEqual({ method: "GET", url: "/a", ...extra });
    }
  });

  it("the same route twice gives equal records, each fresh", () => {
    const first = rightOf(routeParse("GET /orgs/{org}", { org: "a" }));
    const second = rightOf(routeParse("GET /orgs/{org}", { org: "b" }));
    expect(first).toEqual({ method: "GET", url: "/orgs/{org}", org: "a" });
    expect(second).toEqual({ method: "GET", url: "/orgs/{org}", org: "b" });
    expect(second).not.toBe(first);
  });

  it("no route and no options, or null ones: an empty record (the url is missing later)", () => {
    expect(rightOf(routeParse(undefined))).toEqual({});
    expect(rightOf(routeParse(null))).toEqual({});
    expect(rightOf(routeParse(undefined, null))).toEqual({});
    expect(rightOf(routeParse("GET /x", null))).toEqual({ method: "GET", url: "/x" });
  });

  it("a route's method that is no RFC 9110 token is INVALID_METHOD, quoting it", () => {
    const result = routeParse("G@T /x");
    expect(leftCode(result)).toBe("INVALID_METHOD");
    expect(leftMessage(result)).toContain('"G@T"');
  });

  it("a route's method that is no token is quoted as written, whatever other options are set", () => {
    const message = 'invalid method "gét": it must be an RFC 9110 token such as GET or POST';
    for (const result of [routeParse("gét /x"), routeParse("gét /x", { headers: { a: "b" } }), routeParse("gét /x", { baseUrl: "https://x.test" })]) {
      expect([leftCode(result), leftMessage(result)]).toStrictEqual(["INVALID_METHOD", message]);
    }
  });

  it("a route's method that is no token is never used when options give the method: no fault", () => {
    expect(rightOf(routeParse("G@T /x", { method: "post" }))).toEqual({ method: "POST", url: "/x" });
  });
});

describe("routeParse: endpoint(options)", () => {
  it("the options alone, as a fresh record", () => {
    const options = { method: "GET", url: "/x", org: "o" };
    const parsed = rightOf(routeParse(options));
    expect(parsed).toEqual(options);
    expect(parsed).not.toBe(options);
  });

  it("an options object as route with null or undefined options is one options object", () => {
    expect(rightOf(routeParse({ url: "/x", org: "o" }, null))).toEqual({ url: "/x", org: "o" });
    expect(rightOf(routeParse({ url: "/x", org: "o" }, undefined))).toEqual({ url: "/x", org: "o" });
  });

  it("does not touch the caller's options, frozen or not", () => {
    const options = Object.freeze({ url: "GET /x", org: "o" });
    expect(rightOf(routeParse(options))).toEqual({ url: "/x", org: "o", method: "GET" });
    expect(options).toEqual({ url: "GET /x", org: "o" });
  });

  it("headers or mediaType given alone: the other is not set", () => {
    const withHeaders = rightOf(routeParse("GET /", { headers: { a: "1" } }));
    expect(withHeaders).toEqual({ method: "GET", url: "/", headers: { a: "1" } });
    expect(withHeaders["mediaType"]).toBeUndefined();
    const withMediaType = rightOf(routeParse("GET /", { mediaType: { format: "raw" } }));
    expect(withMediaType).toMatchObject({ method: "GET", url: "/", mediaType: { format: "raw" } });
    expect(withMediaType["headers"]).toBeUndefined();
  });
});

describe("routeParse: a url option in route form", () => {
  it.each([
    ["a url alone", undefined, { url: "DELETE /x" }, { method: "DELETE", url: "/x" }],
    ["a url with white space around", undefined, { url: "  DELETE /x  " }, { method: "DELETE", url: "/x" }],
    ["a url split by a run of white space", undefined, { url: "DELETE \t /x" }, { method: "DELETE", url: "/x" }],
    ["a method option", undefined, { method: "PUT", url: "DELETE /x" }, { method: "PUT", url: "/x" }],
    ["a route string", "GET /a", { url: "POST /b" }, { method: "POST", url: "/b" }],
    ["a route string and a method option", "GET /a", { method: "PUT", url: "POST /b" }, { method: "PUT", url: "/b" }],
    ["a route string and an undefined method option", "GET /a", { method: undefined, url: "PUT /b" }, { method: "PUT", url: "/b" }],
    ["70 keys and a method option", "GET /a", { ...many, method: "PUT", url: "POST /b" }, { ...many, method: "PUT", url: "/b" }],
    ["70 keys", "GET /a", { ...many, url: "POST /b" }, { ...many, method: "POST", url: "/b" }],
  ])("%s: the url split, a method option winning", (_title, route, options, expected) => {
    expect(rightOf(routeParse(route, options))).toEqual(expected);
  });

  it.each([
    [{ method: "GET", url: "/a b" }, { method: "GET", url: "/a b" }],
    [{ url: "https://h/a b c" }, { url: "https://h/a b c" }],
    [{ url: "B@D /x" }, { url: "B@D /x" }],
    // One word and white space after it: no method and url.
    [{ url: "GET " }, { url: "GET " }],
    [{ method: "GET", url: "/x\t" }, { method: "GET", url: "/x\t" }],
  ])("a url with white space that is no route stays as given: %j", (options, expected) => {
    expect(rightOf(routeParse(options))).toEqual(expected);
    expect(rightOf(routeParse("GET /x", options))).toMatchObject({ url: expected.url });
  });

  it("a method the options do not enumerate is no method of theirs: the url's method wins", () => {
    const options = Object.defineProperty({ url: "PUT /b" }, "method", { value: "GET", enumerable: false });
    expect(rightOf(routeParse(options))).toEqual({ method: "PUT", url: "/b" });
    expect(rightOf(routeParse("GET /a", options))).toEqual({ method: "PUT", url: "/b" });
  });

  it.each(["GET /a /b", "GET /a b", " POST  /x  y  z "])("%j, more than two words the first a method, is INVALID_ROUTE on every path", (url) => {
    for (const route of [undefined, "GET /x"]) {
      const result = routeParse(route, { url });
      expect(leftCode(result)).toBe("INVALID_ROUTE");
      expect(leftMessage(result)).toContain(JSON.stringify(url));
    }
  });

  it("its message counts words as the route's does: white space around and between them is no word", () => {
    expect(leftMessage(routeParse({ url: "  GET  /a  b  " }))).toContain("got 3 words");
  });
});

describe("routeParse: arguments", () => {
  it.each([
    ["a number route", 42, undefined, "route must be a string", "got number"],
    ["an array route", ["GET /x"], undefined, "route must be a string", "got an array"],
    ["a string options", "GET /x", "nope", "options must be a plain object", "got string"],
    ["an array options", "GET /x", [], "options must be a plain object", "got an array"],
    ["a class instance options", "GET /x", new Date(0), "options must be a plain object", "got object"],
    ["two options objects", { url: "/x" }, { org: "o" }, "two options objects given", ""],
  ])("%s is INVALID_ARGUMENTS, the message naming the argument and what it was", (_title, route, options, names, got) => {
    const result = routeParse(route, options);
    expect(leftCode(result)).toBe("INVALID_ARGUMENTS");
    expect(leftMessage(result)).toContain(names);
    expect(leftMessage(result)).toContain(got);
  });
});
