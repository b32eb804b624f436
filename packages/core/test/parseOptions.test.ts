import { DEFAULTS } from "../src/DEFAULTS";
import { parseOptions } from "../src/parseOptions";
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
