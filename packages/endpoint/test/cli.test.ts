import { readFileSync } from "node:fs";
import * as path from "node:path";
import * as E from "fp-ts/Either";
import { cliArgs } from "../src/cli/cliArgs";
import { main } from "../src/cli/main";
import { runBin } from "./cliBin";

const { version } = JSON.parse(readFileSync(path.join(__dirname, "../package.json"), "utf8")) as { version: string };
const userAgent = `request-options/${version}`;

/** `--data` reads in tests that read nothing: a read is a failure of the test itself. */
const noRead = (): string => {
  throw new Error("this test reads no file and no stdin");
};

/** `main` with its output captured. */
const runMain = (...argv: string[]) => {
  let stdout = "";
  let stderr = "";
  const code = main(
    argv,
    (s) => (stdout += s),
    (s) => (stderr += s),
    noRead,
  );
  return { code, stdout, stderr };
};


const leftCode = (result: E.Either<{ code: string }, unknown>) => (E.isLeft(result) ? result.left.code : "Right");

/** Exactly one line on stderr, starting with `prefix`, with no stack trace. */
const expectOneErrorLine = (stderr: string, prefix: string) => {
  expect(stderr.startsWith(prefix)).toBe(true);
  expect(stderr.endsWith("\n")).toBe(true);
  expect(stderr.slice(0, -1)).not.toMatch(/[\r\n]/);
  expect(stderr).not.toMatch(/\bat .*:\d+:\d+/);
};

describe("cliArgs", () => {
  test("a route and string parameters", () => {
    expect(cliArgs(["GET /orgs/{org}/repos", "org=octokit", "type=private"])).toEqual(
      E.right({ route: "GET /orgs/{org}/repos", options: { org: "octokit", type: "private" }, format: "json" }),
    );
  });

  test("key:=<json> parameters are JSON values; key=value stays a string", () => {
    expect(cliArgs(["GET /", "n:=100", "b:=true", "z:=null", "a:=[1,\"x\"]", "o:={\"k\":1}", "s=100", "e="])).toEqual(
      E.right({ route: "GET /", options: { n: 100, b: true, z: null, a: [1, "x"], o: { k: 1 }, s: "100", e: "" }, format: "json" }),
    );
  });

  test("only the first = splits; a colon elsewhere in the key is part of it", () => {
    expect(cliArgs(["GET /", "q=a=b", "a:b=c"])).toEqual(E.right({ route: "GET /", options: { q: "a=b", "a:b": "c" }, format: "json" }));
  });

  test("headers, base URL and data", () => {
    expect(
      cliArgs(["-H", "Authorization: token x", "--header", "X-A:1", "--base-url", "https://ghe.example/api/v3", "--data", "raw", "POST /x"]),
    ).toEqual(
      E.right({
        route: "POST /x",
        options: { headers: { Authorization: "token x", "X-A": "1" }, baseUrl: "https://ghe.example/api/v3" },
        data: { kind: "text", text: "raw" },
        format: "json",
      }),
    );
  });

  test("-H headers go over a headers:= parameter", () => {
    expect(cliArgs(["GET /", 'headers:={"a":"1","b":"2"}', "-H", "b: 3"])).toEqual(
      E.right({ route: "GET /", options: { headers: { a: "1", b: "3" } }, format: "json" }),
    );
  });

  test.each([
    ["read-only", (key: string) => Object.defineProperty(Object.prototype, key, { value: "polluted", configurable: true, writable: false })],
    ["setter", (key: string) => Object.defineProperty(Object.prototype, key, { get: () => "polluted", set: () => { throw new Error(`the setter of ${key} ran`); }, configurable: true })],
  ])("%s keys on Object.prototype under its flags' and options' names: no flag read from it, every option set", (_kind, pollute) => {
    const keys = ["headers", "baseUrl", "help", "version", "header", "base-url", "data", "format", "curl"];
    for (const key of keys) pollute(key);
    try {
      const result = cliArgs(["-H", "x: 1", "--base-url", "https://ghe.example/api/v3", "GET /a"]);
      const own = (value: unknown, key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value;
      const options = E.isRight(result) && "options" in result.right ? result.right.options : undefined;
      expect(own(options, "headers")).toEqual({ x: "1" });
      expect(own(options, "baseUrl")).toBe("https://ghe.example/api/v3");
      expect(own(E.isRight(result) && result.right, "format")).toBe("json");
      expect(Object.prototype.hasOwnProperty.call(E.isRight(result) && result.right, "data")).toBe(true);
      const printed: string[] = [];
      expect(main(["GET /a"], (text) => printed.push(text), (text) => printed.push(text), () => "")).toBe(0);
      expect(JSON.parse(printed.join(""))).toMatchObject({ method: "get", url: "https://api.github.com/a" });
    } finally {
      for (const key of keys) delete (Object.prototype as Record<string, unknown>)[key];
    }
  });

  test("a __proto__ parameter stays an own key", () => {
    const result = cliArgs(["GET /", "__proto__=x"]);
    expect(E.isRight(result) && "options" in result.right && Object.getPrototypeOf(result.right.options)).toBe(Object.prototype);
    expect(E.isRight(result) && "options" in result.right && Object.keys(result.right.options)).toEqual(["__proto__"]);
  });

  test.each([
    ["text", "--data", "raw", { kind: "text", text: "raw" }],
    ["a file, @path", "--data", "@body.json", { kind: "file", path: "body.json" }],
    ["standard input, -", "--data", "-", { kind: "stdin" }],
    ["text that is only an @ names the empty path, as curl has it", "--data", "@", { kind: "file", path: "" }],
  ])("--data: %s", (_, flag, value, data) => {
    const result = cliArgs([flag, value, "POST /x"]);
    expect(E.isRight(result) && "data" in result.right && result.right.data).toEqual(data);
  });

  test.each([
    [["--format", "curl"], "curl"],
    [["--format=fetch"], "fetch"],
    [["--curl"], "curl"],
    [["--curl", "--format", "curl"], "curl"],
    [[], "json"],
  ])("%j: format %s", (flags, format) => {
    const result = cliArgs([...flags, "GET /x"]);
    expect(E.isRight(result) && "format" in result.right && result.right.format).toBe(format);
  });

  test("--format names the three formats when it gets another; --curl with another format is a conflict", () => {
    const unknown = cliArgs(["--format", "xml", "GET /x"]);
    expect(leftCode(unknown)).toBe("INVALID_ARGUMENTS");
    expect(E.isLeft(unknown) && unknown.left.message).toBe('--format must be json, curl or fetch, got "xml"');
    const conflict = cliArgs(["--curl", "--format", "fetch", "GET /x"]);
    expect(E.isLeft(conflict) && conflict.left.message).toBe("--curl means --format curl, but --format fetch was given too");
  });

  test("--help and --version", () => {
    expect(cliArgs(["--help"])).toEqual(E.right({ help: true }));
    expect(cliArgs(["-h"])).toEqual(E.right({ help: true }));
    expect(cliArgs(["GET /", "--version"])).toEqual(E.right({ version: true }));
  });

  test.each([
    ["no route", []],
    ["a malformed key:=json", ["GET /", "x:={"]],
    ["a parameter without =", ["GET /", "org"]],
    ["a parameter without a name", ["GET /", "=x"]],
    ["a header without a colon", ["GET /", "-H", "Authorization token x"]],
    ["a header without a name", ["GET /", "-H", ": x"]],
    ["an unknown flag", ["GET /", "--nope"]],
    ["a flag without its value", ["GET /", "--data"]],
    ["--format without its value", ["GET /", "--format"]],
  ])("%s is INVALID_ARGUMENTS", (_, argv) => {
    expect(leftCode(cliArgs(argv))).toBe("INVALID_ARGUMENTS");
  });
});

describe("cliArgs messages name the offending argument", () => {
  const messageOf = (argv: string[]): string => {
    const result = cliArgs(argv);
    if (E.isRight(result)) throw new Error(`expected an error, got ${JSON.stringify(result)}`);
    expect(result.left.code).toBe("INVALID_ARGUMENTS");
    return result.left.message;
  };

  test("a parameter without =", () => {
    const message = messageOf(["GET /", "org"]);
    expect(message).toContain("expected key=value or key:=<json>");
    expect(message).toContain('"org"');
  });

  test("a parameter that starts with = has no name (not a missing =)", () => {
    const message = messageOf(["GET /", "=octokit"]);
    expect(message).toContain("a parameter needs a name");
    expect(message).toContain('"=octokit"');
    expect(message).not.toContain("expected key=value");
  });

  test("a key:= value that is not JSON names the key and the text", () => {
    const message = messageOf(["GET /", "per_page:={oops"]);
    expect(message).toContain("per_page:= needs a JSON value");
    expect(message).toContain('"{oops"');
  });

  test("a header without a name or a colon", () => {
    const noName = messageOf(["GET /", "-H", "  : token x"]);
    expect(noName).toContain('a header is "name: value"');
    expect(noName).toContain("token x");
    expect(messageOf(["GET /", "-H", "Authorization token x"])).toContain('"Authorization token x"');
  });

  test("no route: the message shows the usage line", () => {
    expect(messageOf([])).toMatch(/a route is required: request-options \[flags\] "<METHOD> <URL>"/);
    expect(messageOf(["-H", "a: 1"])).toContain("a route is required");
  });
});

describe("cliArgs header names and values", () => {
  test("white space around a header's name and value is trimmed", () => {
    expect(cliArgs(["GET /", "-H", "  Authorization \t:  token x  "])).toEqual(
      E.right({ route: "GET /", options: { headers: { Authorization: "token x" } }, format: "json" }),
    );
  });
});

describe("cliArgs over more arguments than one parseArgs slice (1 000)", () => {
  /** `count` parameters `p<i>=<i>`, numbered from `from`. */
  const params = (count: number, from = 0): string[] => Array.from({ length: count }, (_, i) => `p${from + i}=${from + i}`);
  /** The options, with --data's text under `data` as endpoint() receives it. */
  const optionsOf = (argv: string[]): Record<string, unknown> => {
    const result = cliArgs(argv);
    if (E.isLeft(result) || !("options" in result.right)) throw new Error(`expected options, got ${JSON.stringify(result)}`);
    const { options, data } = result.right;
    return data?.kind === "text" ? { ...options, data: data.text } : options;
  };

  test("every parameter is kept, in order", () => {
    const options = optionsOf(["GET /x", ...params(2_500)]);
    expect(Object.keys(options)).toHaveLength(2_500);
    expect(Object.keys(options).slice(998, 1_002)).toEqual(["p998", "p999", "p1000", "p1001"]);
    expect(options["p2499"]).toBe("2499");
  });

  // The flag lands on the last argument of a slice, on the first of the next, and either side.
  test.each([997, 998, 999, 1_000, 1_001])("an option at argument %i keeps its value across the slice's end", (at) => {
    const lead = ["GET /x", ...params(at - 1)];
    expect(lead).toHaveLength(at);
    expect(optionsOf([...lead, "-H", "x-a: 1", ...params(3, at)])).toEqual(
      expect.objectContaining({ headers: { "x-a": "1" }, [`p${at + 2}`]: String(at + 2) }),
    );
    expect(optionsOf([...lead, "--header", "x-b: 2", "p=1"])).toEqual(expect.objectContaining({ headers: { "x-b": "2" }, p: "1" }));
    expect(optionsOf([...lead, "--base-url", "https://ghe.example", "p=1"])).toEqual(
      expect.objectContaining({ baseUrl: "https://ghe.example", p: "1" }),
    );
    expect(optionsOf([...lead, "--data", "raw", "p=1"])).toEqual(expect.objectContaining({ data: "raw", p: "1" }));
    const formatted = cliArgs([...lead, "--format", "curl", "p=1"]);
    expect(E.isRight(formatted) && "format" in formatted.right && [formatted.right.format, formatted.right.options["p"]]).toEqual(["curl", "1"]);
    expect(Object.keys(optionsOf([...lead, "-H", "x-a: 1"]))).toHaveLength(at); // at - 1 params + headers
    // A group of short flags ending in H takes the next argument too (-h asks for help).
    expect(cliArgs([...lead, "-hH", "x-a: 1"])).toEqual(E.right({ help: true }));
  });

  // Only a lone -H (or a short group ending in H), --header, --base-url or --data takes the next
  // argument: anything else just before a -H that ends a slice must not shift which arguments
  // are taken as values (argv[998] here, then -H at 999 and its value at 1 000, past the slice).
  const beforeSliceEndingH = (before: string): string[] => {
    const argv = ["GET /x", ...params(997), before, "-H", "x-a: 1", "q=1"];
    expect(argv.indexOf("-H")).toBe(999);
    return argv;
  };

  test.each([
    ["a parameter ending in H", "p=xH", "p"],
    ["a long option with an inline value ending in H", "--data=xH", "data"],
  ])("%s just before a -H at a slice's end takes no value", (_, before, key) => {
    const options = optionsOf(beforeSliceEndingH(before));
    expect(options["headers"]).toEqual({ "x-a": "1" });
    expect(options["q"]).toBe("1");
    expect(options[key]).toBe("xH");
  });

  test("a short flag without H just before a -H at a slice's end takes no value", () => {
    expect(cliArgs(beforeSliceEndingH("-h"))).toEqual(E.right({ help: true }));
  });

  test("-H values from every slice are collected in order; a later flag wins", () => {
    const options = optionsOf(["-H", "a: 1", "--base-url=https://one.example", "GET /x", ...params(1_500), "-H", "b: 2", "--base-url=https://two.example"]);
    expect(options["headers"]).toEqual({ a: "1", b: "2" });
    expect(Object.keys(options["headers"] as object)).toEqual(["a", "b"]);
    expect(options["baseUrl"]).toBe("https://two.example");
  });

  test("after --, every later argument is a positional, in whichever slice", () => {
    const late = optionsOf(["GET /x", ...params(1_200), "--", "--base-url=b", "-H=c"]);
    expect(late).toEqual(expect.objectContaining({ "--base-url": "b", "-H": "c" }));
    expect(late["baseUrl"]).toBeUndefined();
    const early = optionsOf(["--", "GET /x", ...params(1_500), "--data=d"]);
    expect(Object.keys(early)).toHaveLength(1_501);
    expect(early["--data"]).toBe("d");
  });

  test("a bad flag in a later slice is still INVALID_ARGUMENTS", () => {
    expect(leftCode(cliArgs(["GET /x", ...params(1_500), "--nope"]))).toBe("INVALID_ARGUMENTS");
    expect(leftCode(cliArgs(["GET /x", ...params(1_500), "--data"]))).toBe("INVALID_ARGUMENTS");
  });
});

describe("main", () => {
  test("prints the request options as pretty JSON", () => {
    const { code, stdout, stderr } = runMain("GET /orgs/{org}/repos", "org=octokit", "per_page:=100");
    expect([code, stderr]).toEqual([0, ""]);
    expect(stdout).toBe(
      `${JSON.stringify(
        {
          method: "get",
          url: "https://api.github.com/orgs/octokit/repos?per_page=100",
          headers: { accept: "application/vnd.github.v3+json", "user-agent": userAgent },
        },
        null,
        2,
      )}\n`,
    );
  });

  test("--help and --version write to stdout and exit 0", () => {
    expect(runMain("--help")).toEqual({ code: 0, stdout: expect.stringContaining("Usage: request-options") as unknown, stderr: "" });
    expect(runMain("--version")).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  test("an argument problem: exit 2, one line with INVALID_ARGUMENTS", () => {
    const { code, stdout, stderr } = runMain("GET /", "x:={");
    expect([code, stdout]).toEqual([2, ""]);
    expectOneErrorLine(stderr, "request-options: INVALID_ARGUMENTS: ");
  });

  test("an EndpointError: exit 2, one line with its code", () => {
    const { code, stdout, stderr } = runMain("GET /orgs/{org}");
    expect([code, stdout]).toEqual([2, ""]);
    expectOneErrorLine(stderr, "request-options: MISSING_PARAMETER: ");
    expect(runMain("GET /", "-H", "a b: c").stderr).toMatch(/^request-options: INVALID_HEADER: /);
    expect(runMain("GET /", "--base-url", "ftp://x").stderr).toMatch(/^request-options: INVALID_BASE_URL: /);
  });

  test("a message's runs of white space with a line break become one space; other runs stay; ends trimmed", () => {
    const lines: string[] = [];
    const code = main(
      ["--version"],
      () => {
        throw new Error("  broken \n\t pipe  and  more \r\n");
      },
      (s) => lines.push(s),
      noRead,
    );
    expect([code, lines]).toEqual([1, ["request-options: broken pipe  and  more\n"]]);
  });

  test("--data @path and --data - read through the reader main is given, as the body", () => {
    const reads: Array<string | undefined> = [];
    const read = (path: string | undefined): string => {
      reads.push(path);
      return path === undefined ? "from stdin" : `from ${path}`;
    };
    const run = (...argv: string[]) => {
      let stdout = "";
      const code = main(argv, (s) => (stdout += s), () => undefined, read);
      return { code, body: (JSON.parse(stdout) as { body?: unknown }).body };
    };
    expect(run("POST /markdown/raw", "--data", "@notes.md")).toEqual({ code: 0, body: "from notes.md" });
    expect(run("POST /markdown/raw", "--data", "-", "owner=o")).toEqual({ code: 0, body: "from stdin" });
    expect(run("POST /markdown/raw", "--data", "text")).toEqual({ code: 0, body: "text" });
    expect(reads).toEqual(["notes.md", undefined]);
  });

  test("a --data file or stdin that cannot be read: exit 2, one line naming it and why", () => {
    const failing = (): string => {
      throw new Error("EACCES: permission denied");
    };
    const lines = (...argv: string[]) => {
      const err: string[] = [];
      const code = main(argv, () => undefined, (s) => err.push(s), failing);
      return { code, err };
    };
    expect(lines("POST /x", "--data", "@secret.json")).toEqual({
      code: 2,
      err: ['request-options: INVALID_ARGUMENTS: cannot read the --data file "secret.json": EACCES: permission denied\n'],
    });
    expect(lines("POST /x", "--data", "-")).toEqual({
      code: 2,
      err: ["request-options: INVALID_ARGUMENTS: cannot read standard input: EACCES: permission denied\n"],
    });
  });

  test("an unexpected exception: exit 1, one line without a code", () => {
    let calls = 0;
    const lines: string[] = [];
    const code = main(
      ["--version"],
      () => {
        calls += 1;
        throw new Error("broken\npipe");
      },
      (s) => lines.push(s),
      noRead,
    );
    expect([code, calls, lines]).toEqual([1, 1, ["request-options: broken pipe\n"]]);
  });
});

describe("the built request-options command", () => {
  test("prints the request options of a route as JSON", () => {
    const { code, stdout } = runBin("GET /orgs/{org}/repos", "org=octokit", "type=private");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": userAgent,
      },
    });
    expect(stdout).toBe(`${JSON.stringify(JSON.parse(stdout), null, 2)}\n`);
  });

  test("per_page:=100 is a number in the URL", () => {
    const { code, stdout } = runBin("GET /orgs/{org}/repos", "org=octokit", "per_page:=100");
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { url: string }).url).toBe("https://api.github.com/orgs/octokit/repos?per_page=100");
  });

  test("-H lands lower-cased; --base-url and --data", () => {
    const { code, stdout } = runBin(
      "POST /markdown/raw",
      "-H",
      "Authorization: token x",
      "-H",
      "Content-Type: text/plain",
      "--base-url",
      "https://ghe.example/api/v3/",
      "--data",
      "Hello **world**",
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      method: "post",
      url: "https://ghe.example/api/v3/markdown/raw",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": userAgent,
        authorization: "token x",
        "content-type": "text/plain",
      },
      body: "Hello **world**",
    });
  });

  test("--version prints the version of packages/endpoint/package.json", () => {
    expect(runBin("--version")).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  test("--help exits 0 with the usage", () => {
    const { code, stdout } = runBin("--help");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: request-options \[flags\] "<METHOD> <URL>" \[key=value \.\.\.\]/);
  });

  test("a missing parameter: exit 2, exactly one line, no stack trace", () => {
    const { code, stdout, stderr } = runBin("GET /orgs/{org}");
    expect([code, stdout]).toEqual([2, ""]);
    expectOneErrorLine(stderr, "request-options: MISSING_PARAMETER: ");
  });

  test("a malformed key:=json: exit 2, INVALID_ARGUMENTS, no stack trace", () => {
    const { code, stdout, stderr } = runBin("GET /orgs/{org}", "x:={");
    expect([code, stdout]).toEqual([2, ""]);
    expectOneErrorLine(stderr, "request-options: INVALID_ARGUMENTS: ");
  });

  test("no route and an unknown flag: exit 2, INVALID_ARGUMENTS", () => {
    for (const argv of [[], ["GET /", "--nope"]]) {
      const { code, stderr } = runBin(...argv);
      expect(code).toBe(2);
      expectOneErrorLine(stderr, "request-options: INVALID_ARGUMENTS: ");
    }
  });
});
