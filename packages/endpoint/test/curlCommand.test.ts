import type { RequestOptions } from "@request-options/types";
import { curlCommand, shellQuote } from "../src/cli/curlCommand";
import { fetchSnippet } from "../src/cli/fetchSnippet";

// The command's outputs as pure functions of the options (cliFormats.test.ts sends them for
// real through the built command).
const options = (extra: Partial<RequestOptions> = {}): RequestOptions => ({
  method: "get",
  url: "https://api.github.com/x",
  headers: { accept: "application/vnd.github.v3+json", "user-agent": "request-options/0.1.0" },
  ...extra,
});

describe("shellQuote", () => {
  test.each([
    ["plain", "'plain'"],
    ["", "''"],
    ["it's", "'it'\\''s'"],
    ["$HOME `x` \"q\" \\ \n", "'$HOME `x` \"q\" \\ \n'"],
  ])("%j is %s", (word, quoted) => {
    expect(shellQuote(word)).toBe(quoted);
  });
});

describe("curlCommand", () => {
  test("a GET: globoff and path-as-is, the method, the URL, one -H per header, no body", () => {
    expect(curlCommand(options())).toBe(
      "curl --globoff --path-as-is -X 'GET' 'https://api.github.com/x' -H 'accept: application/vnd.github.v3+json' -H 'user-agent: request-options/0.1.0'",
    );
  });

  test("HEAD is --head, never -X HEAD", () => {
    expect(curlCommand(options({ method: "head" }))).toBe(
      "curl --globoff --path-as-is --head 'https://api.github.com/x' -H 'accept: application/vnd.github.v3+json' -H 'user-agent: request-options/0.1.0'",
    );
  });

  test("a JSON body with its content type, as --data-raw; a number header as its text; content-length left to curl", () => {
    const command = curlCommand(
      options({ method: "post", headers: { "content-type": "application/json; charset=utf-8", "content-length": 9, "x-n": 1 }, body: { a: "it's" } }),
    );
    expect(command).toBe(
      "curl --globoff --path-as-is -X 'POST' 'https://api.github.com/x' -H 'content-type: application/json; charset=utf-8' -H 'x-n: 1' --data-raw '{\"a\":\"it'\\''s\"}'",
    );
  });

  test("a body without a content type removes curl's own; an empty value is name;", () => {
    expect(curlCommand(options({ method: "put", headers: { "x-empty": "" }, body: "" }))).toBe(
      "curl --globoff --path-as-is -X 'PUT' 'https://api.github.com/x' -H 'x-empty;' -H 'content-type:' --data-raw ''",
    );
  });

  test("a GET's body is not sent, as fetch would not send it", () => {
    expect(curlCommand(options({ body: "ignored" }))).not.toContain("--data-raw");
  });
});

describe("fetchSnippet", () => {
  test("a fetch call with the URL and the init of toFetch, as JSON", () => {
    expect(fetchSnippet(options({ method: "patch", headers: { "x-n": 1 }, body: { a: 1 } }))).toBe(
      `const response = await fetch("https://api.github.com/x", ${JSON.stringify({ method: "PATCH", headers: { "x-n": "1" }, body: '{"a":1}' }, null, 2)});`,
    );
  });
});
