/**
 * Linear time through the public API (DECISIONS.md, "Media types": every pattern runs in linear
 * time; 100 000-character adversarial inputs finish in milliseconds; issue 3, part 2):
 * `endpoint()`, `endpoint.merge`, `endpoint.parse`, `endpoint.defaults`, `toFetch`, and the
 * command line (`main`). The inputs are the shapes of
 * packages/core/test/adversarialShapes.ts; each test checks the result for the 100 000-character
 * input against a value worked out by hand, and that 10× the input takes under LINEAR_LIMIT× the
 * time (a ratio, never an absolute time). The core's stages and helpers are timed one by one in
 * packages/core/test/linearTime.test.ts.
 *
 * Every timing check of this package lives in this file: the mutation-testing run leaves it out by name.
 */
import { main } from "@request-options/endpoint/cli";
import { endpoint, EndpointError, type MergedOptions, toFetch } from "@request-options/endpoint";
import {
  arrayJson,
  LARGE,
  nestedJson,
  previewRuns,
  repeatTo,
  SHAPES,
  spaces,
  wideCount,
  wideJson,
  wideValue,
  encodeU,
  facts,
  claimsHugeLength,
} from "../../test-support/adversarialShapes";
import { expectLinear, growthRatio, linear, LINEAR_LIMIT } from "../../test-support/scaling";
import { BASE, caught } from "./support";

/** The code of what `fn` throws (undefined when it does not throw). */
const codeOf = (fn: () => unknown): unknown => (caught(fn) as { code?: unknown } | undefined)?.code;

describe("DECISIONS: every pattern runs in linear time (100 000-character adversarial inputs)", () => {
  const N = 100_000;
  /** `run(n)` for an input of n characters grows linearly: 10× the input, under 20× the time. */
  const expectLinear = (run: (n: number) => unknown): void => {
    expect(growthRatio((n) => () => run(n), N / 10)).toBeLessThan(LINEAR_LIMIT);
  };

  it("a long vendor accept with a format", () => {
    const accept = (n: number): unknown =>
      endpoint("GET /x", { headers: { accept: `application/vnd.${"a".repeat(n)}+json` }, mediaType: { format: "raw" } }).headers.accept;
    expect(accept(N)).toBe(`application/vnd.${"a".repeat(N)}.raw`);
    expectLinear(accept);
  });

  it("an accept that almost matches the vendor pattern", () => {
    const value = (n: number): string => `application/vnd.github${".v3".repeat(n / 3)}!`;
    const accept = (n: number): unknown => endpoint("GET /x", { headers: { accept: value(n) }, mediaType: { format: "raw" } }).headers.accept;
    expect(accept(N)).toBe(value(N));
    expectLinear(accept);
  });

  it("an accept of many dashes and word characters with previews", () => {
    const accept = (n: number): unknown =>
      endpoint("GET /x", { headers: { accept: "a-".repeat(n / 2) }, mediaType: { previews: ["mercy"] } }).headers.accept;
    expect(accept(N)).toBe("application/vnd.github.mercy-preview+json");
    expectLinear(accept);
  });

  it("a route with a long run of white space", () => {
    expect(endpoint(`GET${" ".repeat(N)}/x`).url).toBe(`${BASE}/x`);
    expect(codeOf(() => endpoint(`GET${" ".repeat(N)}/x${" ".repeat(N)}y`))).toBe("INVALID_ROUTE");
    expectLinear((n) => endpoint(`GET${" ".repeat(n)}/x`));
    expectLinear((n) => codeOf(() => endpoint(`GET${" ".repeat(n)}/x${" ".repeat(n)}y`)));
  });

  it("a path of many slashes before a last character", () => {
    expect(endpoint(`GET /x${"/".repeat(N)}y`).url).toBe(`${BASE}/x${"/".repeat(N)}y`);
    expectLinear((n) => endpoint(`GET /x${"/".repeat(n)}y`));
  });

  it("a baseUrl of many slashes", () => {
    expect(endpoint("GET /x", { baseUrl: `https://x.test/a${"/".repeat(N)}` }).url).toBe("https://x.test/a/x");
    expectLinear((n) => endpoint("GET /x", { baseUrl: `https://x.test/a${"/".repeat(n)}` }));
    expectLinear((n) => codeOf(() => endpoint("GET /x", { baseUrl: `https://x.test${"/".repeat(n)}a` })));
  });

  it("many colons", () => {
    expect(endpoint(`GET /${":".repeat(N)}`).url).toBe(`${BASE}/${":".repeat(N)}`);
    expectLinear((n) => endpoint(`GET /${":".repeat(n)}`));
  });

  it.each([
    [":name placeholders", ":a", 2],
    ["{name} expressions", "{a}", 3],
  ])("many %s", (_name, unit, width) => {
    const route = (length: number): string => `GET /${unit.repeat(Math.floor(length / width))}`;
    expect(endpoint(route(N), { a: "v" }).url).toBe(`${BASE}/${"v".repeat(Math.floor(N / width))}`);
    expectLinear((n) => endpoint(route(n), { a: "v" }));
  });

  it("many open braces", () => {
    expect(codeOf(() => endpoint(`GET /${"{".repeat(N)}`))).toBe("INVALID_URL_TEMPLATE");
    expectLinear((n) => codeOf(() => endpoint(`GET /${"{".repeat(n)}`)));
  });

  it("a q of many plus signs", () => {
    expect(endpoint("GET /search", { q: "+".repeat(N) }).url).toBe(`${BASE}/search?q=${"+".repeat(N)}`);
    expectLinear((n) => endpoint("GET /search", { q: "+".repeat(n) }));
  });

  it("long header names and values ending in a bad character", () => {
    expect(codeOf(() => endpoint("GET /x", { headers: { "x-a": `${"a".repeat(N)}\n` } }))).toBe("INVALID_HEADER");
    expect(codeOf(() => endpoint("GET /x", { headers: { [`${"a".repeat(N)} `]: "v" } }))).toBe("INVALID_HEADER");
    expectLinear((n) => codeOf(() => endpoint("GET /x", { headers: { "x-a": `${"a".repeat(n)}\n` } })));
    expectLinear((n) => codeOf(() => endpoint("GET /x", { headers: { [`${"a".repeat(n)} `]: "v" } })));
  });

  it("a long dotted path value", () => {
    expect(codeOf(() => endpoint("GET /r/{+path}", { path: "./".repeat(N / 2) }))).toBe("INVALID_PARAMETER");
    expectLinear((n) => codeOf(() => endpoint("GET /r/{+path}", { path: "./".repeat(n / 2) })));
  });
});

/** What `fn` returns, or the code of the EndpointError it throws. */
const outcome = (fn: () => unknown): unknown => {
  try {
    return fn();
  } catch (error) {
    return (error as { code?: unknown }).code ?? error;
  }
};

const parsed = <A = Record<string, unknown>>(text: string): A => JSON.parse(text) as A;


const MERCY = "application/vnd.github.mercy-preview+json";

describe("endpoint(): linear time, shape by shape", () => {
  it.each(SHAPES)("a route GET /%s/x", (label, shape) => {
    // n - 7 characters of the shape: a multiple of 3 for n = 1 000, 10 000 and 100 000.
    // ab=v is a template variable for ":ab:ab…" only, a query parameter for the others.
    const expected: Record<string, unknown> = {
      "{{{{…": "INVALID_URL_TEMPLATE",
      ":ab:ab…": `${BASE}/${"v".repeat((LARGE - 7) / 3)}/x`,
      "%%%%…": `${BASE}/${"%25".repeat(LARGE - 7)}/x?ab=v`,
      "NUL NUL…": `${BASE}/${"%00".repeat(LARGE - 7)}/x?ab=v`,
    };
    // "/:ab:ab…" is 33 331 placeholders, each rendered at some µs: its growth is timed from
    // 1 000 to 10 000 characters (the DECISIONS block above times 50 000 placeholders).
    // "%%%%…" and "NUL NUL…" triple in the URL: at 100 000 characters it is a 300 KB string,
    // which V8 allocates in its large-object space at a fixed cost per call (0.37 ms measured,
    // against 1.3 µs for 30 KB) that says nothing of the algorithm; they are timed from 1 000
    // to 10 000 characters too, where the URL stays an ordinary string.
    const tripled = label === "%%%%…" || label === "NUL NUL…";
    linear(
      (n) => `GET /${shape(n - 7)}/x`,
      (route) => outcome(() => endpoint(route, { ab: "v" }).url),
      expected[label] ?? `${BASE}/${shape(LARGE - 7)}/x?ab=v`,
      label === ":ab:ab…" || tripled ? LARGE / 100 : undefined,
    );
  });

  it.each(SHAPES)("a query value %s", (_label, shape) => {
    linear((n) => ({ x: shape(n) }), (options) => outcome(() => endpoint("GET /x", options).url), `${BASE}/x?x=${encodeU(shape(LARGE))}`);
  });

  it.each(SHAPES)("a body value %s", (_label, shape) => {
    linear((n) => ({ x: shape(n) }), (options) => outcome(() => endpoint("POST /x", options).body), { x: shape(LARGE) });
  });

  it.each(SHAPES)("a header value %s", (label, shape) => {
    linear(
      (n) => ({ headers: { "X-A": shape(n) } }),
      (options) => outcome(() => endpoint("GET /x", options).headers["x-a"]),
      facts(label).headerValue ? shape(LARGE) : "INVALID_HEADER",
    );
  });

  it.each(SHAPES)("a header name %s", (label, shape) => {
    linear(
      (n) => ({ headers: { [shape(n)]: "v" } }),
      (options) => outcome(() => Object.keys(endpoint("GET /x", options).headers)),
      facts(label).token ? ["accept", "user-agent", shape(LARGE)] : "INVALID_HEADER",
    );
  });

  it.each(SHAPES)("a method %s", (label, shape) => {
    linear(
      (n) => ({ method: shape(n), url: "/x" }),
      (options) => outcome(() => endpoint(options).method),
      facts(label).token ? shape(LARGE).toLowerCase() : "INVALID_METHOD",
    );
  });

  it.each(SHAPES)("an accept %s, with a preview and with a format", (label, shape) => {
    // "-preview-preview…" is one run of name characters: the preview named is all of it before its last "-preview".
    const withPreview = label === "-preview-preview…" ? `application/vnd.github.${shape(LARGE)}+json,${MERCY}` : MERCY;
    linear(
      (n) => ({ headers: { accept: shape(n / 2) } }),
      (options) => outcome(() => [
        endpoint("GET /x", { ...options, mediaType: { previews: ["mercy"] } }).headers.accept,
        endpoint("GET /x", { ...options, mediaType: { format: "raw" } }).headers.accept,
      ]),
      facts(label).headerValue
        ? [label === "-preview-preview…" ? withPreview.replace(shape(LARGE), shape(LARGE / 2)) : withPreview, shape(LARGE / 2)]
        : "INVALID_HEADER",
    );
  });

  it.each(SHAPES)("a mediaType.format %s", (label, shape) => {
    linear(
      (n) => ({ mediaType: { format: shape(n) } }),
      (options) => outcome(() => endpoint("GET /x", options).headers.accept),
      facts(label).format ? `application/vnd.github.v3.${shape(LARGE)}` : "INVALID_OPTIONS",
    );
  });

  it.each(SHAPES)("a preview named x%s", (label, shape) => {
    // x and n - 1 characters of the shape: "x-preview-preview…-previe" has no "-preview" suffix.
    linear(
      (n) => ({ mediaType: { previews: [`x${shape(n - 1)}`] } }),
      (options) => outcome(() => endpoint("GET /x", options).headers.accept),
      facts(label).preview ? `application/vnd.github.x${shape(LARGE - 1)}-preview+json` : "INVALID_OPTIONS",
    );
  });

  it.each(SHAPES)("a baseUrl https://x.test/%s", (label, shape) => {
    const baseUrl = (n: number): string => `https://x.test/${shape(n - 15)}`;
    linear(
      (n) => ({ baseUrl: baseUrl(n) }),
      (options) => outcome(() => endpoint("GET /x", options).url),
      facts(label).basePath ? `${baseUrl(LARGE)}/x` : "INVALID_BASE_URL",
    );
  });
});

describe("endpoint(): linear time, many keys and long lists", () => {
  it.each([
    ["1 000", 100],
    ["10 000", 10],
  ])("%s parameters in the query", (_label, width) => {
    linear((n) => parsed(wideJson(n, width)), (options) => outcome(() => endpoint("GET /x", options).url.split("&").length), wideCount(LARGE, width) + 1);
  });

  it("25 000 previews, all the same but one", () => {
    linear(
      (n) => ({ mediaType: { previews: parsed<string[]>(arrayJson(n)) } }),
      (options) => outcome(() => endpoint("GET /x", options).headers.accept),
      "application/vnd.github.a-preview+json,application/vnd.github.xxxx-preview+json",
    );
  });
});

describe("endpoint.merge, endpoint.parse, endpoint.defaults: linear time", () => {
  it.each(SHAPES)("merge: a url and a parameter %s", (_label, shape) => {
    linear(
      (n) => ({ url: shape(n / 2), x: shape(n / 2) }),
      (options) => outcome(() => {
        const merged = endpoint.merge(options);
        return [merged.url, merged["x"]];
      }),
      [shape(LARGE / 2), shape(LARGE / 2)],
    );
  });

  it.each(SHAPES)("parse: a header X-A: %s", (label, shape) => {
    linear(
      (n): MergedOptions => ({ ...endpoint.DEFAULTS, url: "/x", headers: { ...endpoint.DEFAULTS.headers, "X-A": shape(n) } }),
      (options) => outcome(() => endpoint.parse(options).headers["x-a"]),
      facts(label).headerValue ? shape(LARGE) : "INVALID_HEADER",
    );
  });

  it("parse: 10 000 upper-case header names", () => {
    linear(
      (n): MergedOptions => ({
        ...endpoint.DEFAULTS,
        url: "/x",
        headers: Object.fromEntries(Object.entries(parsed(wideJson(n))).map(([name, value]) => [name.toUpperCase(), value])) as MergedOptions["headers"],
      }),
      (options) => outcome(() => Object.keys(endpoint.parse(options).headers).length),
      wideCount(LARGE) + 1,
    );
  });

  it("defaults: a request nested 16 000 deep is refused (the limit is 256 levels)", () => {
    linear((n) => ({ request: parsed(nestedJson(n)) }), (options) => codeOf(() => endpoint.defaults(options)), "INVALID_OPTIONS");
  });

  it("defaults: 10 000 keys in request", () => {
    linear(
      (n) => ({ request: parsed(wideJson(n)) }),
      (options) => outcome(() => Object.keys(endpoint.defaults(options)("GET /x").request ?? {}).length),
      wideCount(LARGE) + 1,
    );
  });

  it.each(SHAPES)("defaults: a header value and a parameter %s", (label, shape) => {
    linear(
      (n) => ({ headers: { "x-a": shape(n / 2) }, x: shape(n / 2) }),
      (options) => outcome(() => {
        const result = endpoint.defaults(options)("POST /x");
        return [result.headers["x-a"], result.body];
      }),
      facts(label).headerValue ? [shape(LARGE / 2), { x: shape(LARGE / 2) }] : "INVALID_HEADER",
    );
  });
});

describe("toFetch: linear time", () => {
  it.each(SHAPES)("a header value and a string body %s (a value with CR, LF or NUL is INVALID_HEADER)", (_label, shape) => {
    const sendable = !/[\r\n\0]/.test(shape(LARGE / 2));
    linear(
      (n) => ({ method: "patch", url: "https://x.test/x", headers: { "x-a": shape(n / 2) }, body: shape(n / 2) }),
      (options) => {
        try {
          return toFetch(options);
        } catch (error) {
          return (error as EndpointError).code;
        }
      },
      sendable ? ["https://x.test/x", { method: "PATCH", headers: { "x-a": shape(LARGE / 2) }, body: shape(LARGE / 2) }] : "INVALID_HEADER",
    );
  });

  it("10 000 headers, content-length among them", () => {
    linear(
      (n) => ({ method: "get", url: "/", headers: { ...parsed(wideJson(n)), "Content-Length": 3 } as Record<string, string | number> }),
      (options) => {
        const { headers } = toFetch(options)[1] as { headers: Record<string, string> };
        return [Object.keys(headers).length, headers["k008"], headers["Content-Length"]];
      },
      [wideCount(LARGE) + 1, wideValue(), undefined],
    );
  });

  it("a body object of 1 000 keys and a body array of 25 000 elements, sent as JSON", () => {
    linear((n) => ({ method: "post", url: "/", headers: {}, body: parsed(wideJson(n, 100)) }), (options) => toFetch(options)[1].body, wideJson(LARGE, 100));
    linear((n) => ({ method: "post", url: "/", headers: {}, body: parsed<string[]>(arrayJson(n)) }), (options) => toFetch(options)[1].body, arrayJson(LARGE));
  });
});

/** The command's exit code, stdout and stderr for `argv`. */
const run = (argv: readonly string[]): { code: number; stdout: string; stderr: string } => {
  let stdout = "";
  let stderr = "";
  const noRead = (): string => {
    throw new Error("no --data read here");
  };
  const code = main(argv, (s) => (stdout += s), (s) => (stderr += s), noRead);
  return { code, stdout, stderr };
};

/** What the command prints for request options that parse to `route` and `options`: endpoint()'s answer, as JSON or as its error line. */
const printed = (route: string, options: Record<string, unknown>): ReturnType<typeof run> => {
  try {
    return { code: 0, stdout: `${JSON.stringify(endpoint(route, options), null, 2)}\n`, stderr: "" };
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error;
    return { code: 2, stdout: "", stderr: `request-options: ${error.code}: ${error.message}\n` };
  }
};

/** The exit code and the error code of the command's one error line. */
const errorOf = (argv: readonly string[]): unknown => {
  const { code, stderr } = run(argv);
  return [code, /^request-options: ([A-Z_]+): /.exec(stderr)?.[1]];
};

describe("the command's arguments (main): linear time", () => {
  it.each(SHAPES)("a route GET /%s", (_label, shape) => {
    linear((n) => [`GET /${shape(n - 5)}`], run, printed(`GET /${shape(LARGE - 5)}`, {}));
  });

  it.each(SHAPES)("k=%s", (_label, shape) => {
    linear((n) => ["GET /", `k=${shape(n - 2)}`], run, printed("GET /", { k: shape(LARGE - 2) }));
  });

  it.each(SHAPES)("k:=\"%s\" (raw NUL is no JSON)", (label, shape) => {
    linear(
      (n) => ["GET /", `k:="${shape(n - 5)}"`],
      label === "NUL NUL…" ? errorOf : run,
      label === "NUL NUL…" ? [2, "INVALID_ARGUMENTS"] : printed("GET /", { k: shape(LARGE - 5) }),
    );
  });

  it.each(SHAPES)("-H \"x-a: %s\"", (_label, shape) => {
    linear((n) => ["GET /", "-H", `x-a: ${shape(n - 5)}`], run, printed("GET /", { headers: { "x-a": shape(LARGE - 5) } }));
  });

  it.each(SHAPES)("--base-url=https://x.test/%s", (_label, shape) => {
    linear((n) => ["GET /", `--base-url=https://x.test/${shape(n - 24)}`], run, printed("GET /", { baseUrl: `https://x.test/${shape(LARGE - 24)}` }));
  });

  it("-H with long runs of spaces around the name and the value", () => {
    linear(
      (n) => ["GET /", "-H", `${spaces(n / 4)}x-a${spaces(n / 4)}:${spaces(n / 4)}v${spaces(n / 4 - 5)}`],
      run,
      printed("GET /", { headers: { "x-a": "v" } }),
    );
  });

  const args = (unit: readonly string[], n: number): string[] => {
    // As many copies of `unit` as make about n characters, counting one separator per argument.
    const width = unit.reduce((sum, arg) => sum + arg.length + 1, 0);
    return Array.from({ length: Math.floor(n / width) }, () => unit).flat();
  };

  it.each([
    ["a=b, 25 000 times", (n: number) => ["GET /", ...args(["a=b"], n)], () => printed("GET /", { a: "b" })],
    ["10 000 distinct parameters", (n: number) => ["GET /", ...Object.keys(parsed(wideJson(n))).map((key) => `${key}=0`)], () => printed("GET /", Object.fromEntries(Object.keys(parsed(wideJson(LARGE))).map((key) => [key, "0"])))],
    ["-H \"a: b\", 14 000 times", (n: number) => ["GET /", ...args(["-H", "a: b"], n)], () => printed("GET /", { headers: { a: "b" } })],
    ["-hH a, 16 000 times", (n: number) => ["GET /", ...args(["-hH", "a"], n)], () => run(["--help"])],
    ["--, then a=b, 25 000 times", (n: number) => ["GET /", "--", ...args(["a=b"], n)], () => printed("GET /", { a: "b" })],
  ])("%s", (_label, build, expected) => {
    linear(build, run, expected());
  });

  it.each([
    ["--, then -x, 33 000 times", (n: number) => ["GET /", "--", ...args(["-x"], n)]],
    ["a=b, 25 000 times, then --bad", (n: number) => ["GET /", ...args(["a=b"], n - 6), "--bad"]],
    ["-H, 33 000 times (an option that takes an option)", (n: number) => ["GET /", ...args(["-H"], n)]],
  ])("%s: INVALID_ARGUMENTS", (_label, build) => {
    linear(build, errorOf, [2, "INVALID_ARGUMENTS"]);
  });

  it("the positionals after -- (33 000 of -x) are parameters, and refused as such", () => {
    const { stderr } = run(["GET /", "--", ...Array<string>(Math.floor(LARGE / 3)).fill("-x")]);
    expect(stderr).toMatch(/^request-options: INVALID_ARGUMENTS: .*"-x"/);
  });
});

describe("the request-options command (main): linear time", () => {
  it("a route with two long runs of spaces: one line on stderr, the spaces kept", () => {
    const route = (n: number): string => `GET${spaces(n / 2 - 3)}/x${spaces(n / 2 - 3)}y`;
    linear(
      (n) => [route(n)],
      run,
      {
        code: 2,
        stdout: "",
        stderr: `request-options: INVALID_ROUTE: invalid route ${JSON.stringify(route(LARGE))}: expected "<METHOD> <URL>" or "<URL>", got 3 words\n`,
      },
    );
  });

  it("an unknown option of spaces and line breaks: one line naming it, then the usage", () => {
    const option = (n: number): string => `--${repeatTo(" \r\n ", n - 2)}`;
    linear(
      (n) => ["GET /", option(n)],
      (argv) => {
        const { code, stderr } = run(argv);
        const [first = "", ...rest] = stderr.split("\n");
        // The option's line breaks are escaped in its one line; the usage follows.
        return [code, first === `request-options: INVALID_ARGUMENTS: unknown flag ${JSON.stringify(argv[1])}; a route or parameter that starts with "-" goes after --`, /\r/.test(stderr), rest[0]?.startsWith("Usage: request-options ")];
      },
      [2, true, false, true],
    );
  });

  it("a long route prints its request options", () => {
    linear(
      (n) => [`GET /${previewRuns(n - 5)}`],
      (argv) => {
        const { code, stdout } = run(argv);
        return [code, (JSON.parse(stdout) as { url: string }).url];
      },
      [0, `${BASE}/${previewRuns(LARGE - 5)}`],
    );
  });

  it("a=b, 25 000 times", () => {
    linear(
      (n) => ["GET /x", ...Array<string>(Math.floor(n / 4)).fill("a=b")],
      (argv) => {
        const { code, stdout } = run(argv);
        return [code, (JSON.parse(stdout) as { url: string }).url];
      },
      [0, `${BASE}/x?a=b`],
    );
  });
});

describe("lists that claim a huge length (new Array(2 ** 32 - 1), a Proxy) are read by their elements", () => {
  const huge = claimsHugeLength;

  it("in the query, a template and the defaults: no walk over four billion holes, no copy of them", () => {
    expect(endpoint("GET /s", { a: huge(), "b[]": huge() }).url).toBe(`${BASE}/s?a=x,y&b[]=x&b[]=y`);
    expect(endpoint("GET /s/{a}{?b}", { a: huge(), b: huge() }).url).toBe(`${BASE}/s/x,y?b=x,y`);
    const derived = endpoint.defaults({ a: huge(), request: { list: huge() } });
    expect(derived.DEFAULTS["a"]).toHaveLength(2 ** 32 - 1);
    expect(Object.isFrozen(derived.DEFAULTS["a"])).toBe(true);
    expect(derived("GET /s").url).toBe(`${BASE}/s?a=x,y`);
    const proxy = new Proxy([], { get: (target, key) => (key === "length" ? 2 ** 32 - 1 : Reflect.get(target, key)) });
    expect(endpoint("GET /s", { a: proxy }).url).toBe(`${BASE}/s?a=`);
  });
});
