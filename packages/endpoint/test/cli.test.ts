import { readFileSync } from "node:fs";
import * as path from "node:path";
import { main } from "@request-options/endpoint/cli";
import { runBin } from "./cliBin";
import { mainRun, type Printed, printedBy } from "./cliRun";

const { version } = JSON.parse(readFileSync(path.join(__dirname, "../package.json"), "utf8")) as { version: string };
const userAgent = `request-options/${version}`;
const defaultHeaders = { accept: "application/vnd.github.v3+json", "user-agent": userAgent };
const json = "application/json; charset=utf-8";

/** `--data` reads in tests that read nothing: a read is a failure of the test itself. */
const noRead = (): string => {
  throw new Error("this test reads no file and no stdin");
};

/** `main` with its output captured. */
const runMain = (...argv: string[]) => mainRun(noRead, argv);

/** The request options the command prints for `argv`, which must succeed. */
const printed = (...argv: string[]): Printed => printedBy(runMain(...argv));

/** Exactly one line on stderr, starting with `prefix`, with no stack trace. */
const expectOneErrorLine = (stderr: string, prefix: string) => {
  expect(stderr.startsWith(prefix)).toBe(true);
  expect(stderr.endsWith("\n")).toBe(true);
  expect(stderr.slice(0, -1)).not.toMatch(/[\r\n]/);
  expect(stderr).not.toMatch(/\bat .*:\d+:\d+/);
};

/** The message of the INVALID_ARGUMENTS error the command prints for `argv`: exit 2, nothing on stdout, one line. */
const argumentError = (...argv: string[]): string => {
  const { code, stdout, stderr } = runMain(...argv);
  expect([code, stdout]).toEqual([2, ""]);
  expectOneErrorLine(stderr, "request-options: INVALID_ARGUMENTS: ");
  return stderr.slice("request-options: INVALID_ARGUMENTS: ".length, -1);
};

const usage = runMain("--help").stdout;

describe("the command line", () => {
  test("a route and string parameters", () => {
    expect(printed("GET /orgs/{org}/repos", "org=octokit", "type=private")).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: defaultHeaders,
    });
  });

  test("key:=<json> parameters are JSON values; key=value stays a string", () => {
    expect(printed("POST /", "n:=100", "b:=true", "z:=null", "a:=[1,\"x\"]", "o:={\"k\":1}", "s=100", "e=").body).toEqual({
      n: 100,
      b: true,
      z: null,
      a: [1, "x"],
      o: { k: 1 },
      s: "100",
      e: "",
    });
  });

  test("only the first = splits; a colon elsewhere in the key is part of it", () => {
    expect(printed("POST /", "q=a=b", "a:b=c").body).toEqual({ q: "a=b", "a:b": "c" });
  });

  test("headers, base URL and data", () => {
    expect(printed("-H", "Authorization: token x", "--header", "X-A:1", "--base-url", "https://ghe.example/api/v3", "--data", "raw", "POST /x")).toEqual({
      method: "post",
      url: "https://ghe.example/api/v3/x",
      headers: { ...defaultHeaders, authorization: "token x", "x-a": "1", "content-type": json },
      body: "raw",
    });
  });

  test("-H headers go over a headers:= parameter", () => {
    expect(printed("GET /", 'headers:={"a":"1","b":"2"}', "-H", "b: 3").headers).toEqual({ ...defaultHeaders, a: "1", b: "3" });
  });

  test.each([
    ["read-only", (key: string) => Object.defineProperty(Object.prototype, key, { value: "polluted", configurable: true, writable: false })],
    ["setter", (key: string) => Object.defineProperty(Object.prototype, key, { get: () => "polluted", set: () => { throw new Error(`the setter of ${key} ran`); }, configurable: true })],
  ])("%s keys on Object.prototype under its flags' and options' names: no flag read from it, every option set", (_kind, pollute) => {
    const keys = ["headers", "baseUrl", "help", "version", "header", "base-url", "data", "format", "curl", "openapi", "list", "no-check"];
    for (const key of keys) pollute(key);
    let flagged = { code: -1, stdout: "", stderr: "" };
    let plain = flagged;
    try {
      flagged = runMain("-H", "x: 1", "--base-url", "https://ghe.example/api/v3", "POST /a");
      plain = runMain("GET /a");
    } finally {
      for (const key of keys) delete (Object.prototype as Record<string, unknown>)[key];
    }
    // JSON (no format, help or version read from Object.prototype), and no body (no data read from it).
    expect([flagged.code, flagged.stderr]).toEqual([0, ""]);
    expect(JSON.parse(flagged.stdout)).toEqual({ method: "post", url: "https://ghe.example/api/v3/a", headers: { ...defaultHeaders, x: "1" } });
    expect([plain.code, plain.stderr]).toEqual([0, ""]);
    expect(JSON.parse(plain.stdout)).toEqual({ method: "get", url: "https://api.github.com/a", headers: defaultHeaders });
  });

  test("a __proto__ parameter stays a parameter", () => {
    expect(printed("GET /", "__proto__=x").url).toBe("https://api.github.com/?__proto__=x");
    const { body } = printed("POST /", "__proto__=x");
    expect(Object.keys(body as object)).toEqual(["__proto__"]);
    expect(Object.getOwnPropertyDescriptor(body, "__proto__")?.value).toBe("x");
  });

  test.each([
    ["text", "raw", [], "raw"],
    ["a file, @path", "@body.json", ["body.json"], "read body.json"],
    ["standard input, -", "-", [undefined], "read stdin"],
    ["text that is only an @ names the empty path, as curl has it", "@", [""], "read "],
  ])("--data: %s", (_, value, reads, body) => {
    const asked: Array<string | undefined> = [];
    const read = (file: string | undefined): string => {
      asked.push(file);
      return `read ${file ?? "stdin"}`;
    };
    let stdout = "";
    expect(main(["--data", value, "POST /x"], (s) => (stdout += s), noRead, read)).toBe(0);
    expect((JSON.parse(stdout) as Printed).body).toBe(body);
    expect(asked).toEqual(reads);
  });

  const formatOf = (stdout: string): string =>
    stdout.startsWith("curl --globoff --path-as-is -X 'GET' 'https://api.github.com/x' ")
      ? "curl"
      : stdout.startsWith('const response = await fetch("https://api.github.com/x", {')
        ? "fetch"
        : (JSON.parse(stdout) as Printed).url === "https://api.github.com/x"
          ? "json"
          : "unknown";

  test.each([
    [["--format", "curl"], "curl"],
    [["--format=fetch"], "fetch"],
    [["--curl"], "curl"],
    [["--curl", "--format", "curl"], "curl"],
    [["--format", "json"], "json"],
    [[], "json"],
  ])("%j: format %s", (flags, format) => {
    const { code, stdout, stderr } = runMain(...flags, "GET /x");
    expect([code, stderr, formatOf(stdout)]).toEqual([0, "", format]);
  });

  test("--format names the three formats when it gets another; --curl with another format is a conflict", () => {
    expect(argumentError("--format", "xml", "GET /x")).toBe('--format must be json, curl or fetch, got "xml"');
    expect(argumentError("--curl", "--format", "fetch", "GET /x")).toBe("--curl means --format curl, but --format fetch was given too");
  });

  test("--help, -h and --version, wherever they are", () => {
    expect(usage).toMatch(/^Usage: request-options \[flags\] "<METHOD> <URL>" \[key=value \.\.\.\]\n/);
    for (const argv of [["-h"], ["GET /x", "--help"], ["--help", "--version"]]) expect(runMain(...argv)).toEqual({ code: 0, stdout: usage, stderr: "" });
    expect(runMain("GET /", "--version")).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  test.each([
    ["no route", []],
    ["a malformed key:=json", ["GET /", "x:={"]],
    ["a parameter without =", ["GET /", "org"]],
    ["a parameter without a name", ["GET /", "=x"]],
    ["a header without a colon", ["GET /", "-H", "Authorization token x"]],
    ["a header without a name", ["GET /", "-H", ": x"]],
  ])("%s is INVALID_ARGUMENTS", (_, argv) => {
    expect(argumentError(...argv)).not.toBe("");
  });
});

describe("a flag the command does not take, or without its value: its own message, then the usage", () => {
  const synopsis = [
    'Usage: request-options [flags] "<METHOD> <URL>" [key=value ...]',
    '       request-options --openapi <file> [flags] "<METHOD> <path>"|<operationId> [key=value ...]',
    "       request-options --openapi <file> --list",
    "request-options --help lists the flags.",
    "",
  ].join("\n");

  test.each([
    [["GET /", "--nope"], 'unknown flag "--nope"; a route or parameter that starts with "-" goes after --'],
    [["--fromat", "curl", "GET /"], 'unknown flag "--fromat"; did you mean --format?'],
    [["GET /", "--base_url=https://x.example"], 'unknown flag "--base_url"; did you mean --base-url?'],
    [["-x", "GET /"], 'unknown flag "-x"; a route or parameter that starts with "-" goes after --'],
    [["-hz"], 'unknown flag "-z"; a route or parameter that starts with "-" goes after --'],
    [["GET /", "--data"], "--data needs a value"],
    [["GET /", "--format"], "--format needs a value"],
    [["GET /", "--openapi"], "--openapi needs a value"],
    [["GET /", "--curl=yes"], '--curl takes no value, got "--curl=yes"'],
    [["POST /", "--data", "-1"], 'the value of --data starts with "-", as a flag does: write --data=-1'],
    [["GET /", "-H", "-x: 1"], 'the value of -H starts with "-", as a flag does: write --header=-x: 1'],
  ])("%j", (argv, message) => {
    expect(runMain(...argv)).toEqual({ code: 2, stdout: "", stderr: `request-options: INVALID_ARGUMENTS: ${message}\n${synopsis}` });
  });

  test("after --, a word that starts with - is no flag", () => {
    expect(printed("GET /", "--", "-x=1").url).toBe("https://api.github.com/?-x=1");
  });

  test("the built command prints the same", () => {
    expect(runBin("GET /", "--nope")).toEqual({ code: 2, stdout: "", stderr: `request-options: INVALID_ARGUMENTS: unknown flag "--nope"; a route or parameter that starts with "-" goes after --\n${synopsis}` });
  });
});

describe("argument errors name the offending argument", () => {
  test("a parameter without =", () => {
    const message = argumentError("GET /", "org");
    expect(message).toContain("expected key=value or key:=<json>");
    expect(message).toContain('"org"');
  });

  test("a parameter that starts with = has no name (not a missing =)", () => {
    const message = argumentError("GET /", "=octokit");
    expect(message).toContain("a parameter needs a name");
    expect(message).toContain('"=octokit"');
    expect(message).not.toContain("expected key=value");
  });

  test("a key:= value that is not JSON names the key and the text", () => {
    const message = argumentError("GET /", "per_page:={oops");
    expect(message).toContain("per_page:= needs a JSON value");
    expect(message).toContain('"{oops"');
  });

  test("a header without a name or a colon", () => {
    const noName = argumentError("GET /", "-H", "  : token x");
    expect(noName).toContain('a header is "name: value"');
    expect(noName).toContain("token x");
    expect(argumentError("GET /", "-H", "Authorization token x")).toContain('"Authorization token x"');
  });

  test("no route: the message shows the usage line", () => {
    expect(argumentError()).toMatch(/a route is required: request-options \[flags\] "<METHOD> <URL>"/);
    expect(argumentError("-H", "a: 1")).toContain("a route is required");
  });
});

describe("header names and values", () => {
  test("white space around a header's name and value is trimmed", () => {
    expect(printed("GET /", "-H", "  Authorization \t:  token x  ").headers).toEqual({ ...defaultHeaders, authorization: "token x" });
  });
});

describe("more arguments than one parseArgs slice (1 000)", () => {
  /** `count` parameters `p<i>=<i>`, numbered from `from`. */
  const params = (count: number, from = 0): string[] => Array.from({ length: count }, (_, i) => `p${from + i}=${from + i}`);
  // `p` and `q` go to the query, the numbered parameters to the body.
  const route = "POST /x{?p,q}";
  const url = "https://api.github.com/x";
  const bodyOf = (argv: string[]): Record<string, unknown> => printed(...argv).body as Record<string, unknown>;

  test("every parameter is kept, in order", () => {
    const body = bodyOf([route, ...params(2_500)]);
    expect(Object.keys(body)).toHaveLength(2_500);
    expect(Object.keys(body).slice(998, 1_002)).toEqual(["p998", "p999", "p1000", "p1001"]);
    expect(body["p2499"]).toBe("2499");
  });

  // The flag lands on the last argument of a slice, on the first of the next, and either side.
  test.each([997, 998, 999, 1_000, 1_001])("an option at argument %i keeps its value across the slice's end", (at) => {
    const lead = [route, ...params(at - 1)];
    expect(lead).toHaveLength(at);
    const withHeader = printed(...lead, "-H", "x-a: 1", ...params(3, at));
    expect(withHeader.headers["x-a"]).toBe("1");
    expect((withHeader.body as Record<string, unknown>)[`p${at + 2}`]).toBe(String(at + 2));
    expect(Object.keys(withHeader.body as object)).toHaveLength(at + 2);
    const withLong = printed(...lead, "--header", "x-b: 2", "p=1");
    expect([withLong.headers["x-b"], withLong.url]).toEqual(["2", `${url}?p=1`]);
    expect(printed(...lead, "--base-url", "https://ghe.example", "p=1").url).toBe("https://ghe.example/x?p=1");
    const withData = printed(...lead, "--data", "raw", "p=1");
    expect([withData.body, withData.url]).toEqual(["raw", `${url}?p=1`]);
    const curl = runMain(...lead, "--format", "curl", "p=1");
    expect([curl.code, curl.stdout.startsWith(`curl --globoff --path-as-is -X 'POST' '${url}?p=1' `)]).toEqual([0, true]);
    // A group of short flags ending in H takes the next argument too (-h asks for help).
    expect(runMain(...lead, "-hH", "x-a: 1")).toEqual({ code: 0, stdout: usage, stderr: "" });
  });

  // Only a lone -H (or a short group ending in H), --header, --base-url or --data takes the next
  // argument: anything else just before a -H that ends a slice must not shift which arguments
  // are taken as values (argv[998] here, then -H at 999 and its value at 1 000, past the slice).
  const beforeSliceEndingH = (before: string): string[] => {
    const argv = [route, ...params(997), before, "-H", "x-a: 1", "q=1"];
    expect(argv.indexOf("-H")).toBe(999);
    return argv;
  };

  test("a parameter ending in H just before a -H at a slice's end takes no value", () => {
    const options = printed(...beforeSliceEndingH("p=xH"));
    expect([options.headers["x-a"], options.url]).toEqual(["1", `${url}?p=xH&q=1`]);
  });

  test("a long option with an inline value ending in H just before a -H at a slice's end takes no value", () => {
    const options = printed(...beforeSliceEndingH("--data=xH"));
    expect([options.headers["x-a"], options.url, options.body]).toEqual(["1", `${url}?q=1`, "xH"]);
  });

  test("a short flag without H just before a -H at a slice's end takes no value", () => {
    expect(runMain(...beforeSliceEndingH("-h"))).toEqual({ code: 0, stdout: usage, stderr: "" });
  });

  test("-H values from every slice are collected in order; a later flag wins", () => {
    const options = printed("-H", "a: 1", "--base-url=https://one.example", route, ...params(1_500), "-H", "b: 2", "--base-url=https://two.example");
    expect(options.headers).toEqual({ ...defaultHeaders, a: "1", b: "2", "content-type": json });
    expect(Object.keys(options.headers)).toEqual(["accept", "user-agent", "a", "b", "content-type"]);
    expect(options.url).toBe("https://two.example/x");
  });

  test("after --, every later argument is a positional, in whichever slice", () => {
    const late = printed(route, ...params(1_200), "--", "--base-url=b", "-H=c");
    expect(late.body).toEqual(expect.objectContaining({ "--base-url": "b", "-H": "c" }));
    expect(late.url).toBe(url);
    const early = bodyOf(["--", route, ...params(1_500), "--data=d"]);
    expect(Object.keys(early)).toHaveLength(1_501);
    expect(early["--data"]).toBe("d");
  });

  test("a bad flag in a later slice is still INVALID_ARGUMENTS", () => {
    expect(runMain(route, ...params(1_500), "--nope")).toEqual({ code: 2, stdout: "", stderr: expect.stringMatching(/^request-options: INVALID_ARGUMENTS: unknown flag "--nope";.*\nUsage: /) as unknown });
    expect(runMain(route, ...params(1_500), "--data")).toEqual({ code: 2, stdout: "", stderr: expect.stringMatching(/^request-options: INVALID_ARGUMENTS: --data needs a value\nUsage: /) as unknown });
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

  test("no route: exit 2, INVALID_ARGUMENTS", () => {
    const { code, stderr } = runBin();
    expect(code).toBe(2);
    expectOneErrorLine(stderr, "request-options: INVALID_ARGUMENTS: ");
  });
});
