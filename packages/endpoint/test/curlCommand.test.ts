import { readFileSync } from "node:fs";
import * as path from "node:path";
import { main } from "@request-options/endpoint/cli";

// The command's curl and fetch outputs, exactly as printed (cliFormats.test.ts sends them for
// real through the built command).
const { version } = JSON.parse(readFileSync(path.join(__dirname, "../package.json"), "utf8")) as { version: string };
const defaultHeaders = `-H 'accept: application/vnd.github.v3+json' -H 'user-agent: request-options/${version}'`;

/** What the command prints for `argv`, which must succeed: one line. */
const printed = (...argv: string[]): string => {
  let stdout = "";
  let stderr = "";
  const code = main(argv, (s) => (stdout += s), (s) => (stderr += s), () => {
    throw new Error("this test reads no file and no stdin");
  });
  expect([code, stderr, stdout.endsWith("\n")]).toEqual([0, "", true]);
  return stdout.slice(0, -1);
};

describe("shell quoting of the curl command", () => {
  test.each([
    ["plain", "'plain'"],
    ["", "''"],
    ["it's", "'it'\\''s'"],
    ["$HOME `x` \"q\" \\ \n", "'$HOME `x` \"q\" \\ \n'"],
  ])("%j is %s", (word, quoted) => {
    expect(printed("--curl", "--data", word, "POST /x").endsWith(` --data-raw ${quoted}`)).toBe(true);
  });
});

describe("--curl", () => {
  test("a GET: globoff and path-as-is, the method, the URL, one -H per header, no body", () => {
    expect(printed("--curl", "GET /x")).toBe(`curl --globoff --path-as-is -X 'GET' 'https://api.github.com/x' ${defaultHeaders}`);
  });

  test("HEAD is --head, never -X HEAD", () => {
    expect(printed("--curl", "HEAD /x")).toBe(`curl --globoff --path-as-is --head 'https://api.github.com/x' ${defaultHeaders}`);
  });

  test("a JSON body with its content type, as --data-raw; a number header as its text; content-length left to curl", () => {
    expect(printed("--curl", "POST /x", 'headers:={"content-length":9,"x-n":1}', "a=it's")).toBe(
      `curl --globoff --path-as-is -X 'POST' 'https://api.github.com/x' ${defaultHeaders} -H 'x-n: 1' -H 'content-type: application/json; charset=utf-8' --data-raw '{"a":"it'\\''s"}'`,
    );
  });

  test("a body without a content type removes curl's own; an empty value is name;", () => {
    expect(printed("--curl", "-H", "x-empty:", "PUT /x")).toBe(
      `curl --globoff --path-as-is -X 'PUT' 'https://api.github.com/x' ${defaultHeaders} -H 'x-empty;' -H 'content-type:' --data-raw ''`,
    );
  });

  test("a GET sends no body, whatever --data says", () => {
    expect(printed("--curl", "--data", "ignored", "GET /x")).toBe(`curl --globoff --path-as-is -X 'GET' 'https://api.github.com/x' ${defaultHeaders}`);
  });
});

describe("--format fetch", () => {
  test("a fetch call with the URL and the init of toFetch, as JSON", () => {
    expect(printed("--format", "fetch", "PATCH /x", 'headers:={"x-n":1}', "a:=1")).toBe(
      `const response = await fetch("https://api.github.com/x", ${JSON.stringify(
        {
          method: "PATCH",
          headers: { accept: "application/vnd.github.v3+json", "user-agent": `request-options/${version}`, "x-n": "1", "content-type": "application/json; charset=utf-8" },
          body: '{"a":1}',
        },
        null,
        2,
      )});`,
    );
  });
});
