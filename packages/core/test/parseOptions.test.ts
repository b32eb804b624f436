import { DEFAULTS, parseOptions } from "../src";
import { leftCode, leftMessage, rightOf } from "./leftCode";

describe("parseOptions", () => {
  test("header names all in upper case are lower-cased too", () => {
    const headers = rightOf(parseOptions({ ...DEFAULTS, url: "/x", headers: { ACCEPT: "text/html", "X-FOO": 1 } })).headers;
    expect(headers).toEqual({ accept: "text/html", "x-foo": 1 });
  });

  test("header names partly lower-case already: the others are lower-cased all the same", () => {
    const headers = rightOf(parseOptions({ ...DEFAULTS, url: "/x", headers: { accept: "text/html", "X-Foo": 1 } })).headers;
    expect(headers).toEqual({ accept: "text/html", "x-foo": 1 });
  });

  test("a header whose value is undefined is dropped, as everywhere; a bad name is refused all the same", () => {
    const headers = { "x-a": undefined, "x-b": "1" };
    const parsed = rightOf(parseOptions({ ...DEFAULTS, url: "/x", headers }));
    expect(parsed.headers).toEqual({ "x-b": "1" });
    expect(headers).toEqual({ "x-a": undefined, "x-b": "1" });
    expect(leftCode(parseOptions({ ...DEFAULTS, url: "/x", headers: { "bad name": undefined } }))).toBe("INVALID_HEADER");
  });

  test("a mediaType without a format has none, as @octokit/endpoint's parse() takes it", () => {
    expect(rightOf(parseOptions({ ...DEFAULTS, url: "/x", mediaType: {} })).headers).toEqual(DEFAULTS.headers);
    const previews = rightOf(parseOptions({ ...DEFAULTS, url: "/x", mediaType: { previews: ["mercy"] } }));
    expect(previews.headers["accept"]).toBe("application/vnd.github.mercy-preview+json");
    expect(leftCode(parseOptions({ ...DEFAULTS, url: "/x", mediaType: { format: 1 } }))).toBe("INVALID_OPTIONS");
  });

  test.each([
    ["method", "Method"],
    ["baseUrl", "BaseUrl"],
    ["headers", "Headers"],
    ["mediaType", "MergedMediaType"],
  ])("a missing %s is INVALID_OPTIONS naming it and its codec", (key, codec) => {
    const options: Record<string, unknown> = { ...DEFAULTS, url: "/x" };
    delete options[key];
    const result = parseOptions(options);
    expect(leftCode(result)).toBe("INVALID_OPTIONS");
    expect(leftMessage(result)).toBe(`invalid option "${key}": expected ${codec}, got undefined`);
  });

  test("of several faults, the first in MergedOptions' order is named: an invalid method before a missing baseUrl, a missing baseUrl before bad headers", () => {
    const { baseUrl: _dropped, ...withoutBaseUrl } = DEFAULTS;
    expect(leftCode(parseOptions({ ...withoutBaseUrl, url: "/x", method: "b@d" }))).toBe("INVALID_METHOD");
    const missing = parseOptions({ ...withoutBaseUrl, url: "/x", headers: { "bad name": "v" } });
    expect(leftCode(missing)).toBe("INVALID_OPTIONS");
    expect(leftMessage(missing)).toContain('"baseUrl"');
    // Any earlier fault counts, not only when all are faulty: an invalid method past a valid baseUrl comes before missing headers.
    const { headers: _headers, ...withoutHeaders } = DEFAULTS;
    expect(leftCode(parseOptions({ ...withoutHeaders, url: "/x", method: "b@d" }))).toBe("INVALID_METHOD");
  });

  test.each([
    ["null", null, "got null"],
    ["an array", [{ url: "/x" }], "got an array"],
    ["a string", "GET /x", "got string"],
    ["a number", 7, "got number"],
  ])("%s is INVALID_ARGUMENTS, the message saying what was given", (_title, options, got) => {
    const result = parseOptions(options);
    expect(leftCode(result)).toBe("INVALID_ARGUMENTS");
    expect(leftMessage(result)).toContain("parse() takes merged options");
    expect(leftMessage(result)).toContain(got);
  });
});
