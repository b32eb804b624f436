/**
 * Linear time (DECISIONS.md, "Media types": every pattern runs in linear time; 100 000-character
 * adversarial inputs finish in milliseconds), through the core's entry only. Each regular
 * expression and loop of the core, and the io-ts codecs of @request-options/types it checks
 * with, is driven by the shapes of adversarialShapes.ts: the result for the 100 000-character
 * input is checked against a value worked out by hand, and 10× the input must take under
 * LINEAR_LIMIT× the time (scaling.ts: a ratio, never an absolute time). Lists that claim 2 ** 32 - 1
 * elements are read by the elements they hold, never walked.
 *
 * Every timing check of the core lives in this file: the mutation-testing run leaves it out by name.
 */
import { BaseUrl, Format, HeaderName, Headers, HeaderValue, type MergedMediaType, type MergedOptions, Method, PreviewName, PreviewNames, Route } from "@request-options/types";
import * as E from "fp-ts/Either";
import { identity } from "fp-ts/function";
import {
  acceptAmend,
  buildRequest,
  DEFAULTS,
  defaultsCascade,
  derivedDefaults,
  type EndpointError,
  type Expanded,
  expandTemplate,
  type Merged,
  mergeOptions,
  paramPartition,
  parseOptions,
  type Partitioned,
  routeParse,
  templateExpand,
} from "@request-options/core";
import { requestCheck } from "@request-options/core/internal";
import {
  arrayCount,
  arrayJson,
  braces,
  colonRuns,
  commas,
  dotRuns,
  ENCODED,
  encodeU,
  facts,
  framed,
  LARGE,
  letters,
  nearMiss,
  nestedDepth,
  nestedJson,
  nuls,
  percents,
  previewRuns,
  claimsHugeLength,
  repeatTo,
  SHAPES,
  slashes,
  spaces,
  wideCount,
  wideJson,
  wideValue,
} from "../../test-support/adversarialShapes";
import { expectLinear, growthRatio, linear, LINEAR_LIMIT } from "../../test-support/scaling";
import { mergedFrom } from "./stageInputs";

/** The Left's code, else what `pick` reads from the Right. */
const outcome =
  <A>(pick: (a: A) => unknown) =>
  (result: E.Either<EndpointError, A>): unknown =>
    E.isLeft(result) ? result.left.code : pick(result.right);

const codeOf = <A>(result: E.Either<EndpointError, A>): string => (E.isLeft(result) ? result.left.code : "Right");

/** A Left as "CODE at <position>" (the position its message names) or "CODE", else what `pick` reads from the Right. */
const positioned =
  <A>(pick: (a: A) => unknown) =>
  (result: E.Either<EndpointError, A>): unknown => {
    if (E.isRight(result)) return pick(result.right);
    const at = /at position (\d+)/.exec(result.left.message)?.[1];
    return at === undefined ? result.left.code : `${result.left.code} at ${at}`;
  };

/** A JSON text as a value: the object shapes are built as text (exactly n characters), then parsed. */
const parsed = <A = Record<string, unknown>>(text: string): A => JSON.parse(text) as A;

/** RFC 6570's U+R encoding (`{+v}`, `{#v}`) by hand of the characters the shapes use: `:` is kept. */
const encodeUR = (text: string): string => text.replace(/[{%\u0000]/g, (c) => ENCODED[c] as string);

const BASE = "https://api.github.com";
const N = LARGE;

/** The options that are never parameters (specification §2.1): what a url places besides its variables. */
const KNOWN: ReadonlySet<string> = new Set(["method", "url", "baseUrl", "headers", "mediaType", "data", "request"]);

/** Merged options over the global defaults, as the cascade would give them. */
const merged = (options: Record<string, unknown>): MergedOptions => ({ ...DEFAULTS, ...options }) as MergedOptions;

/** `tree` at the bottom of 200 levels of `{ a: … }`. */
const nest200 = (tree: unknown): Record<string, unknown> => {
  let node = tree;
  for (let level = 0; level < 200; level += 1) node = { a: node };
  return node as Record<string, unknown>;
};
const bottom200 = (root: unknown): Record<string, unknown> => {
  let node = root as Record<string, unknown>;
  for (let level = 0; level < 200; level += 1) node = node["a"] as Record<string, unknown>;
  return node;
};

/** `record` with every value set to `value`. */
const valuesSet = (record: Record<string, unknown>, value: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.keys(record).map((key) => [key, value]));

/** `options` read and checked by routeParse, then merged onto `defaults`: what merge() does, unset options kept. */
const cascadeOnto =
  (defaults: MergedOptions) =>
  (options: Record<string, unknown>): E.Either<EndpointError, Merged> =>
    E.chain(defaultsCascade(defaults))(routeParse(undefined, options));

/** The Right of `derivedDefaults(DEFAULTS, options)`: defaults to cascade onto. */
const derived = (options: Record<string, unknown>): MergedOptions => {
  const result = derivedDefaults(DEFAULTS, options);
  if (E.isLeft(result)) throw result.left;
  return result.right;
};

// Routes and url templates are planned once per string (successes only). A check that times the work on a new
// string runs on a copy no earlier call used: a "#<count>" fragment added (nothing after "#" is converted or
// checked), taken off the result.
let calls = 0;
const fresh = (text: string): string => `${text}#${(calls += 1)}`;
const unfresh = (url: unknown): unknown => (typeof url === "string" ? url.replace(/#\d+$/, "") : url);

// ---------------------------------------------------------------------------------------------

describe("routeParse: the route split, a url in route form, the options read", () => {
  /** The method and url routeParse reads from a new copy of `route`. */
  const split = (route: string): unknown => outcome((r: Record<string, unknown>) => [r["method"], unfresh(r["url"])])(routeParse(fresh(route)));

  it.each(SHAPES)("a route GET /%s", (_label, shape) => {
    linear((n) => `GET /${shape(n - 5)}`, split, ["GET", `/${shape(N - 5)}`]);
  });

  it.each(SHAPES)("a url option in route form, POST %s", (_label, shape) => {
    linear(
      (n) => `POST ${shape(n - 5)}`,
      (url) => outcome((r: Record<string, unknown>) => [r["method"], unfresh(r["url"])])(routeParse(undefined, { url: fresh(url) })),
      ["POST", shape(N - 5)],
    );
  });

  it.each([
    ["spaces", spaces],
    ["mixed white space", (n: number) => repeatTo(" \t\r\n\v\f\u00a0\u2028\ufeff", n)],
  ])("a method, a long run of %s, a url", (_label, white) => {
    linear((n) => `GET${white(n - 5)}/x`, split, ["GET", "/x"]);
  });

  it("a route of white space only: INVALID_ROUTE", () => {
    linear(spaces, (route) => codeOf(routeParse(route)), "INVALID_ROUTE");
  });

  it("two long runs of white space: three words", () => {
    linear((n) => `GET${spaces(n / 2 - 3)}/x${spaces(n / 2 - 3)}y`, (route) => codeOf(routeParse(route)), "INVALID_ROUTE");
  });

  it("50 000 words: INVALID_ROUTE counting them", () => {
    const message = (result: E.Either<EndpointError, unknown>): string => (E.isLeft(result) ? result.left.message : "Right");
    expect(message(routeParse(repeatTo("a ", N)))).toContain(`got ${N / 2} words`);
    expectLinear((n) => repeatTo("a ", n), (route) => routeParse(route));
  });

  it("a route-form url whose method just misses a token stays the url", () => {
    const url = (n: number): string => `${letters(n - 4)}( /x`;
    linear((n) => ({ url: url(n) }), (options) => routeParse(undefined, options), E.right({ url: url(N) }));
  });

  it("a url option of 50 000 words in route form: INVALID_ROUTE", () => {
    linear((n) => ({ url: `GET ${repeatTo("a ", n - 4)}` }), (options) => codeOf(routeParse(undefined, options)), "INVALID_ROUTE");
  });

  // 1 000 keys of 90-character values: V8 spreads an object of some 1 000 keys in far more than
  // linear time (some 25 ms for 1 000 keys, 0.1 ms for 100): the options are read key by key.
  it("options of 1 000 keys, one in ten undefined (dropped, as merge() shows)", () => {
    const options = (n: number): Record<string, unknown> =>
      Object.fromEntries(Object.keys(parsed(wideJson(n, 100))).map((key, i) => [key, i % 10 === 0 ? undefined : i]));
    const keep = wideCount(N, 100) + 1 - Math.ceil((wideCount(N, 100) + 1) / 10);
    linear(
      options,
      (o) => outcome((m: Record<string, unknown>) => [Object.keys(m).length, m["k001"], "k000" in m])(mergeOptions(DEFAULTS, "GET /x", o)),
      // method, baseUrl, headers, mediaType and url, then the parameters that are set.
      [5 + keep, 1, false],
    );
  });

  it("10 000 headers and 25 000 previews are read into fresh records", () => {
    linear(
      (n) => ({ headers: parsed(wideJson(n / 2)), mediaType: { previews: parsed<string[]>(arrayJson(n / 2)) } }),
      (options) =>
        outcome((r: Record<string, unknown>) => [
          Object.keys(r["headers"] as object).length,
          r["headers"] !== options.headers,
          (r["mediaType"] as { previews: unknown[] }).previews.length,
        ])(routeParse("GET /x", options)),
      [wideCount(N / 2) + 1, true, arrayCount(N / 2) + 1],
    );
  });
});

describe("@request-options/types codecs", () => {
  it.each(SHAPES)("Method and HeaderName of %s", (label, shape) => {
    linear(shape, (s) => [Method.is(s), HeaderName.is(s)], [facts(label).token, facts(label).token]);
  });

  it.each([
    ["a space", " "],
    ["a parenthesis", "("],
    ["a NUL", "\u0000"],
  ])("Method and HeaderName of aaaa… ending in %s", (_label, last) => {
    linear((n) => `${letters(n - 1)}${last}`, (s) => [Method.is(s), HeaderName.is(s)], [false, false]);
  });

  it.each(SHAPES)("HeaderValue of %s", (label, shape) => {
    linear(shape, (s) => HeaderValue.is(s), facts(label).headerValue);
  });

  it.each(["\r", "\n", "\u0000", "\u0100"])("HeaderValue of aaaa… ending in %j", (last) => {
    linear((n) => `${letters(n - 1)}${last}`, (s) => HeaderValue.is(s), false);
  });

  // 1 000 names: Object.keys of a dictionary-mode object (over some 1 020 keys) sorts its keys.
  it("Headers of 1 000 names, the last one no token", () => {
    linear((n) => ({ ...parsed(wideJson(n - 4, 100)), "a b": "v" }), (headers) => [Headers.is(headers), E.isLeft(Headers.decode(headers))], [false, true]);
  });

  it.each(SHAPES)("Format and PreviewName of %s", (label, shape) => {
    linear(shape, (s) => [Format.is(s), PreviewName.is(s)], [facts(label).format, facts(label).preview]);
  });

  it("Format and PreviewName of aaaa…!", () => {
    linear(nearMiss, (s) => [Format.is(s), PreviewName.is(s)], [false, false]);
  });

  it("PreviewNames of 25 000 names, and with a last one that is no name", () => {
    linear((n) => parsed<string[]>(arrayJson(n)), (names) => PreviewNames.is(names), true);
    linear((n) => [...parsed<string[]>(arrayJson(n - 5)), ""], (names) => PreviewNames.is(names), false);
  });

  it.each(SHAPES)("BaseUrl with a path of %s", (label, shape) => {
    linear((n) => `https://x.test/${shape(n - 15)}`, (s) => BaseUrl.is(s), facts(label).basePath);
  });

  it.each([
    ["a host of letters ending in #", (n: number) => `https://${letters(n - 9)}#`, false],
    ["a host of letters ending in \\", (n: number) => `https://${letters(n - 9)}\\`, false],
    ["a path of many slashes", (n: number) => `https://x.test${slashes(n - 14)}`, true],
    ["a path of many slashes ending in a space", (n: number) => `https://x.test${slashes(n - 15)} `, false],
  ])("BaseUrl: %s", (_label, build, expected) => {
    linear(build, (s) => BaseUrl.is(s), expected);
  });

  it.each(SHAPES)("Route GET /%s", (_label, shape) => {
    linear((n) => `GET /${shape(n - 5)}`, (s) => Route.is(s), true);
  });

  it.each([
    ["50 000 words", (n: number) => repeatTo("a ", n), false],
    ["a long run of spaces between method and url", (n: number) => `GET${spaces(n - 5)}/x`, true],
    ["a method that just misses a token", (n: number) => `${letters(n - 4)}( /x`, false],
  ])("Route: %s", (_label, build, expected) => {
    linear(build, (s) => Route.is(s), expected);
  });
});

describe("routeParse → defaultsCascade: option checks, header lowercasing, previews, parameters", () => {
  // As merge() runs them: routeParse reads and checks the options, defaultsCascade merges them onto the defaults.
  const cascade = cascadeOnto(DEFAULTS);

  it.each(SHAPES)("a header value %s", (label, shape) => {
    linear(
      (n) => ({ headers: { "x-a": shape(n) } }),
      (options) => outcome((m: Merged) => m.headers["x-a"])(cascade(options)),
      facts(label).headerValue ? shape(N) : "INVALID_HEADER",
    );
  });

  it.each(SHAPES)("a header name %s", (label, shape) => {
    linear(
      (n) => ({ headers: { [shape(n)]: "v" } }),
      (options) => outcome((m: Merged) => Object.keys(m.headers))(cascade(options)),
      facts(label).token ? ["accept", "user-agent", shape(N)] : "INVALID_HEADER",
    );
  });

  it.each(SHAPES)("a method %s", (label, shape) => {
    linear(
      (n) => ({ method: shape(n) }),
      (options) => outcome((m: Merged) => m.method)(cascade(options)),
      facts(label).token ? shape(N).toUpperCase() : "INVALID_METHOD",
    );
  });

  it.each(SHAPES)("a baseUrl https://x.test/%s", (label, shape) => {
    const baseUrl = (n: number): string => `https://x.test/${shape(n - 15)}`;
    linear(
      (n) => ({ baseUrl: baseUrl(n) }),
      (options) => outcome((m: Merged) => m.baseUrl)(cascade(options)),
      facts(label).basePath ? baseUrl(N) : "INVALID_BASE_URL",
    );
  });

  it.each(SHAPES)("a mediaType.format %s", (label, shape) => {
    linear(
      (n) => ({ mediaType: { format: shape(n) } }),
      (options) => outcome((m: Merged) => m.mediaType.format)(cascade(options)),
      facts(label).format ? shape(N) : "INVALID_OPTIONS",
    );
  });

  it.each(SHAPES)("a preview named %s", (label, shape) => {
    // One "-preview" suffix goes: "-preview-preview…" (12 500 of them) keeps 12 499.
    const expected = label === "-preview-preview…" ? ["-preview".repeat(N / 8 - 1)] : [shape(N)];
    linear(
      (n) => ({ mediaType: { previews: [shape(n)] } }),
      (options) => outcome((m: Merged) => m.mediaType.previews)(cascade(options)),
      facts(label).preview ? expected : "INVALID_OPTIONS",
    );
  });

  it.each(SHAPES)("a parameter and a url %s", (_label, shape) => {
    linear((n) => ({ url: shape(n / 2), x: shape(n / 2) }), (options) => outcome((m: Merged) => [m.url, m.parameters["x"]])(cascade(options)), [shape(N / 2), shape(N / 2)]);
  });

  it.each([
    ["a header value ending in LF", (n: number) => ({ headers: { "x-a": `${letters(n - 1)}\n` } }), "INVALID_HEADER"],
    ["a header name ending in a space", (n: number) => ({ headers: { [`${letters(n - 1)} `]: "v" } }), "INVALID_HEADER"],
    ["a method ending in a space", (n: number) => ({ method: `${letters(n - 1)} ` }), "INVALID_METHOD"],
    ["a baseUrl host ending in \\", (n: number) => ({ baseUrl: `https://${letters(n - 9)}\\` }), "INVALID_BASE_URL"],
    ["a format ending in !", (n: number) => ({ mediaType: { format: nearMiss(n) } }), "INVALID_OPTIONS"],
    ["a preview ending in !", (n: number) => ({ mediaType: { previews: [nearMiss(n)] } }), "INVALID_OPTIONS"],
  ])("%s", (_label, build, code) => {
    linear<Record<string, unknown>>(build, (options) => codeOf(cascade(options)), code);
  });

  it("the message of a refused 100 000-character value shows its first 60 characters", () => {
    const message = (result: E.Either<EndpointError, unknown>): string => (E.isLeft(result) ? result.left.message : "Right");
    linear(
      (n) => ({ mediaType: { format: nearMiss(n) } }),
      (options) => message(cascade(options)),
      `invalid option "mediaType.format": expected Format, got "${"a".repeat(60)}…"`,
    );
  });

  it("10 000 upper-case header names are lower-cased", () => {
    const headers = (n: number) => Object.fromEntries(Object.entries(parsed(wideJson(n))).map(([name, value]) => [name.toUpperCase(), value]));
    linear(
      (n) => ({ headers: headers(n) }),
      (options) => outcome((m: Merged) => [Object.keys(m.headers).length, m.headers["k001"], m.headers["K001"]])(cascade(options)),
      [2 + wideCount(N) + 1, wideValue(), undefined],
    );
  });

  it("10 000 parameters", () => {
    linear((n) => parsed(wideJson(n)), (options) => outcome((m: Merged) => [Object.keys(m.parameters).length, m.parameters["k002"]])(cascade(options)), [7 + wideCount(N) + 1, wideValue()]);
  });

  it("25 000 previews, all the same but one", () => {
    linear(
      (n) => ({ mediaType: { previews: parsed<string[]>(arrayJson(n)) } }),
      (options) => outcome((m: Merged) => m.mediaType.previews)(cascade(options)),
      ["a", "xxxx"],
    );
  });

  it("25 000 previews named name-preview-preview…: one suffix dropped from each", () => {
    linear(
      (n) => ({ mediaType: { previews: Array.from({ length: n / 20 }, (_, i) => `p${i.toString(36).padStart(3, "0")}-preview-preview`) } }),
      (options) => outcome((m: Merged) => [m.mediaType.previews?.length, m.mediaType.previews?.[7]])(cascade(options)),
      [N / 20, "p007-preview"],
    );
  });

  it("defaults holding 10 000 keys in request are copied on every call", () => {
    linear(
      (n) => derived({ request: parsed(wideJson(n)) }),
      (defaults) => outcome((m: Merged) => [Object.keys(m.request ?? {}).length, Object.isFrozen(m.request)])(cascadeOnto(defaults)({})),
      [wideCount(N) + 1, false],
    );
  });

  it("defaults' 10 000 parameters, each given again by the options", () => {
    linear(
      (n) => {
        const parameters = parsed(wideJson(n));
        return [derived(parameters), valuesSet(parameters, 1)] as const;
      },
      ([defaults, options]) =>
        outcome(({ parameters }: Merged) => [Object.keys(parameters).length, parameters["k003"], Object.keys(parameters).filter((key) => parameters[key] === 1).length])(
          cascadeOnto(defaults)(options),
        ),
      [wideCount(N) + 1, 1, wideCount(N) + 1],
    );
  });

  it("two requests nested 200 deep, some 5 000 keys at the bottom of each, merge", () => {
    const request = (n: number, value: number): unknown => nest200(valuesSet(parsed(wideJson(n - 1200)), value));
    linear(
      (n) => [derived({ request: request(n / 2, 1) }), { request: request(n / 2, 2) }] as const,
      ([d, options]) => outcome((m: Merged) => [Object.keys(bottom200(m.request)).length, bottom200(m.request)["k003"]])(cascadeOnto(d)(options)),
      [wideCount(N / 2 - 1200) + 1, 2],
    );
  });

  it("5 000 request keys onto the defaults' 5 000: each taken from the call", () => {
    linear(
      (n) => {
        const base = parsed(wideJson(n / 2));
        return [derived({ request: base }), { request: valuesSet(base, 1) }] as const;
      },
      ([d, options]) =>
        outcome((m: Merged) => {
          const request = m.request as Record<string, unknown>;
          return [Object.keys(request).length, Object.values(request).every((value) => value === 1)];
        })(cascadeOnto(d)(options)),
      [wideCount(N / 2) + 1, true],
    );
  });

  it("a request nested 16 000 deep is taken by reference", () => {
    const defaults = derived({ request: { b: 1 } });
    linear(
      (n) => ({ request: parsed(nestedJson(n)) }),
      (options) => outcome((m: Merged) => [(m.request as Record<string, unknown>)["a"] === options.request["a"], (m.request as Record<string, unknown>)["b"]])(cascadeOnto(defaults)(options)),
      [true, 1],
    );
  });

  it("defaults whose request holds 10 000 keys that are the request itself are copied, cycles kept", () => {
    const cyclic = (n: number): Record<string, unknown> => {
      const tree = parsed(wideJson(n));
      for (const key of Object.keys(tree)) tree[key] = tree;
      return tree;
    };
    linear(
      (n) => derived({ request: cyclic(n) }),
      (defaults) =>
        outcome((m: Merged) => {
          const copy = m.request as Record<string, unknown>;
          return [copy !== defaults.request, copy["k005"] === copy, copy["z"] === copy, Object.isFrozen(copy)];
        })(cascadeOnto(defaults)({})),
      [true, true, true, false],
    );
  });
});

describe("derivedDefaults: copied and frozen", () => {
  it("a request nested 200 deep with some 10 000 keys at the bottom", () => {
    linear(
      (n) => ({ request: nest200(parsed(wideJson(n - 1200))) }),
      (options) => outcome((m: MergedOptions) => [Object.keys(bottom200(m.request)).length, Object.isFrozen(bottom200(m.request))])(derivedDefaults(DEFAULTS, options)),
      [wideCount(N - 1200) + 1, true],
    );
  });

  it("a request nested 16 000 deep is refused past 256 levels", () => {
    expect(nestedDepth(N)).toBeGreaterThan(16_000);
    linear((n) => ({ request: parsed(nestedJson(n)) }), (options) => codeOf(derivedDefaults(DEFAULTS, options)), "INVALID_OPTIONS");
  });

  it("5 000 distinct previews and 5 000 headers", () => {
    linear(
      (n) => ({ mediaType: { previews: Object.keys(parsed(wideJson(n / 2))) }, headers: parsed(wideJson(n / 2)) }),
      (options) => outcome((m: MergedOptions) => [m.mediaType.previews?.length, Object.keys(m.headers).length, Object.isFrozen(m.headers)])(derivedDefaults(DEFAULTS, options)),
      [wideCount(N / 2) + 1, wideCount(N / 2) + 3, true],
    );
  });

  it.each(SHAPES)("a header value and a parameter %s", (label, shape) => {
    linear(
      (n) => ({ headers: { "x-a": shape(n / 2) }, x: shape(n / 2) }),
      (options) => outcome((m: MergedOptions) => [m.headers["x-a"], m["x"]])(derivedDefaults(DEFAULTS, options)),
      facts(label).headerValue ? [shape(N / 2), shape(N / 2)] : "INVALID_HEADER",
    );
  });

  it.each([
    ["an absolute url", (n: number) => `https://x.test/${letters(n - 15)}`, `https://x.test/${letters(N - 15)}`],
    ["an absolute url that cannot parse, whatever its values", (n: number) => `https://[${letters(n - 9)}`, "INVALID_URL_TEMPLATE"],
    ["a url of {{{{…", braces, "INVALID_URL_TEMPLATE"],
  ])("%s is checked", (_label, url, expected) => {
    linear(url, (u) => outcome((m: MergedOptions) => unfresh(m.url))(derivedDefaults(DEFAULTS, { url: fresh(u) })), expected);
  });
});

describe("mergeOptions", () => {
  it("10 000 parameters over the defaults, unset known options left out", () => {
    linear(
      (n) => parsed(wideJson(n)),
      (options) => outcome((m: MergedOptions) => [Object.keys(m).length, "url" in m, "data" in m, m["k004"]])(mergeOptions(DEFAULTS, "GET /x", options)),
      [5 + wideCount(N) + 1, true, false, wideValue()],
    );
  });

  it.each(SHAPES)("a route POST /%s", (_label, shape) => {
    linear((n) => `POST /${shape(n - 6)}`, (route) => outcome((m: MergedOptions) => [m.method, m.url])(mergeOptions(DEFAULTS, route)), ["POST", `/${shape(N - 6)}`]);
  });
});

describe("templateExpand: :name conversion, template parse, dot segments, the join to baseUrl", () => {
  const expand = (options: Record<string, unknown>): unknown => outcome((e: Expanded) => e.url)(templateExpand(mergedFrom(merged(options))));
  /** A url that ends in a stray "}": it never parses, so it is converted and parsed on every call (successes are kept). */
  const parseFailure = (options: Record<string, unknown>): unknown => positioned((e: Expanded) => e.url)(templateExpand(mergedFrom(merged(options))));

  /** `expand` of a url no earlier call used: converted, parsed and compiled on every call. */
  const expandFresh = (options: Record<string, unknown>): unknown =>
    outcome((e: Expanded) => unfresh(e.url))(templateExpand(mergedFrom(merged({ ...options, url: fresh(String(options["url"])) }))));

  it.each(SHAPES)("a url /%s", (label, shape) => {
    const expected: Record<string, string> = {
      "{{{{…": "INVALID_URL_TEMPLATE",
      ":ab:ab…": `${BASE}/${"v".repeat((N - 1) / 3)}`,
      "%%%%…": `${BASE}/${"%25".repeat(N - 1)}`,
      "NUL NUL…": `${BASE}/${"%00".repeat(N - 1)}`,
    };
    const build = (n: number) => ({ url: `/${shape(n - 1)}`, ab: "v" });
    expect(expand(build(N))).toEqual(expected[label] ?? `${BASE}/${shape(N - 1)}`);
    // "/:ab:ab…" is 33 333 expressions to parse and render: its growth is timed from 1 000 to 10 000 characters.
    expectLinear(build, expandFresh, label === ":ab:ab…" ? N / 100 : undefined);
  });

  // DECISIONS.md, "URL": `:name` means `{name}` in the path only. Each url is converted, then parsed up to its stray "}".
  it.each([
    // 33 332 ":ab" and one ":a" become "{ab}" and "{a}": the "}" after them is at 1 + 4 × 33 332 + 3.
    ["/:ab:ab…:a}", (n: number) => `/${repeatTo(":ab", n - 4)}:a}`, 1 + 4 * ((N - 4) / 3) + 3],
    // One name of 99 998 letters: "{" + name + "}", then the stray "}".
    [":aaaa…}", (n: number) => `:${letters(n - 2)}}`, N],
    ["::::…} (no name after a colon)", (n: number) => `${repeatTo(":", n - 1)}}`, N - 1],
    [":1:1:1…} (a name starts with a letter or _)", (n: number) => `${repeatTo(":1", n - 1)}}`, N - 1],
    ["/x?:ab:ab…} (after ? nothing is converted)", (n: number) => `/x?${colonRuns(n - 4)}}`, N - 1],
    ["/x#:ab:ab…} (after # nothing is converted)", (n: number) => `/x#${colonRuns(n - 4)}}`, N - 1],
    ["/x{?q}:ab:ab…} (after {?…} nothing is converted)", (n: number) => `/x{?q}${colonRuns(n - 7)}}`, N - 1],
    ["/x{&q}:ab:ab…} (nor after {&…})", (n: number) => `/x{&q}${colonRuns(n - 7)}}`, N - 1],
    ["https://:a:a:a…} (an authority of colons)", (n: number) => `https://${repeatTo(":a", n - 9)}}`, N - 1],
    // The authority "https://aaaa…:8443" stays; "/:a" becomes "/{a}", one character longer.
    ["https://aaaa…:8443/:a}", (n: number) => `https://${letters(n - 17)}:8443/:a}`, N],
    ["{:a{:a… (an expression never closed is kept whole)", (n: number) => repeatTo("{:a", n), 1],
    ["{:a}{:a}… (expressions are kept)", (n: number) => repeatTo("{:a}", n), 1],
  ])("%s", (_label, url, position) => {
    linear((n) => ({ url: url(n) }), parseFailure, `INVALID_URL_TEMPLATE at ${position}`);
  });

  it.each(SHAPES)("a url /%s/:a} (converted and parsed on every call)", (label, shape) => {
    const expected: Record<string, string> = {
      // The first "{" opens an expression that takes the rest of the url: ":" cannot start a name.
      "{{{{…": "INVALID_URL_TEMPLATE at 2",
      // shape(99 995) is 33 331 ":ab" and one ":a": "/", 33 331 "{ab}", "{a}", "/{a}", then the "}".
      ":ab:ab…": `INVALID_URL_TEMPLATE at ${1 + 4 * 33_331 + 3 + 4}`,
      "%%%%…": `INVALID_URL_TEMPLATE at ${N}`,
      "NUL NUL…": `INVALID_URL_TEMPLATE at ${N}`,
    };
    linear((n) => ({ url: `/${shape(n - 5)}/:a}` }), parseFailure, expected[label] ?? `INVALID_URL_TEMPLATE at ${N}`);
  });

  it.each(SHAPES)("/{v} with v %s", (_label, shape) => {
    linear((n) => ({ url: "/{v}", v: shape(n) }), expand, `${BASE}/${encodeU(shape(N))}`);
  });

  it.each(SHAPES)("/{+v} with v %s", (_label, shape) => {
    linear((n) => ({ url: "/{+v}", v: shape(n) }), expand, `${BASE}/${encodeUR(shape(N))}`);
  });

  it.each([
    ["./././… in {+path}", { url: "/r/{+path}" }, (n: number) => repeatTo("./", n), "INVALID_PARAMETER"],
    ["a/a/…/%2e%2E in {+path}", { url: "/r/{+path}" }, (n: number) => `${repeatTo("a/", n - 6)}%2e%2E`, "INVALID_PARAMETER"],
    ["a/a/…/.. in {+path}", { url: "/r/{+path}" }, (n: number) => `${repeatTo("a/", n - 2)}..`, "INVALID_PARAMETER"],
    ["25 000 elements in {/path*}, the last ..", { url: "/r{/path*}" }, (n: number) => [...parsed<string[]>(arrayJson(n - 5)), ".."], "INVALID_PARAMETER"],
    ["/.a/.a/… in {+path}", { url: "/r{+path}" }, (n: number) => repeatTo("/.a", n), `${BASE}/r${repeatTo("/.a", N - 1)}`],
    ["%2e%2e%2e… in {+path} (one segment, not a dot segment)", { url: "/r/{+path}" }, (n: number) => repeatTo("%2e", n - 1), `${BASE}/r/${"%2e".repeat((N - 1) / 3)}`],
    [".a.a.a… in {+path} (one segment)", { url: "/r/{+path}" }, dotRuns, `${BASE}/r/${dotRuns(N)}`],
    ["25 000 elements .a in {/path*}", { url: "/r{/path*}" }, (n: number) => Array<string>(n / 4).fill(".a"), `${BASE}/r${"/.a".repeat(N / 4)}`],
  ])("dot segments: %s", (_label, options, path, expected) => {
    linear((n) => ({ ...options, path: path(n) }), expand, expected);
  });

  it.each([
    ["a missing parameter before a long literal", (n: number) => ({ url: `/{a}${letters(n - 4)}` }), "MISSING_PARAMETER"],
    ["a missing parameter after a long literal", (n: number) => ({ url: `/${letters(n - 4)}{a}` }), "MISSING_PARAMETER"],
    ["an absolute url that does not parse", (n: number) => ({ url: `https://[${letters(n - 9)}` }), "INVALID_URL_TEMPLATE"],
    ["an absolute url", (n: number) => ({ url: `https://x.test/${letters(n - 15)}` }), `https://x.test/${letters(N - 15)}`],
    ["an absolute url whose host is a value", (n: number) => ({ url: "https://{host}/x", host: `${letters(n - 6)}.test` }), `https://${letters(N - 6)}.test/x`],
    ["https: and many slashes (no host)", (n: number) => ({ url: `https:${slashes(n - 6)}` }), "INVALID_URL_TEMPLATE"],
    ["http and many s (a relative url)", (n: number) => ({ url: `http${repeatTo("s", n - 4)}` }), `${BASE}/http${repeatTo("s", N - 4)}`],
    ["a url of many leading slashes", (n: number) => ({ url: `${slashes(n - 1)}x` }), `${BASE}/x`],
    ["a baseUrl of many slashes", (n: number) => ({ url: "/x", baseUrl: `https://x.test${slashes(n - 14)}` }), "https://x.test/x"],
    ["a baseUrl of many slashes, then a letter", (n: number) => ({ url: "x", baseUrl: `https://x.test${slashes(n - 15)}a` }), `https://x.test${slashes(N - 15)}a/x`],
    ["one long variable name", (n: number) => ({ url: `/{${letters(n - 3)}}`, [letters(n - 3)]: "v" }), `${BASE}/v`],
  ])("%s", (_label, build, expected) => {
    linear(build, expandFresh, expected);
  });

  it("a url of many slashes loses its last one only", () => {
    linear((n) => ({ url: `/x${slashes(n - 2)}` }), expand, `${BASE}/x${slashes(N - 3)}`);
  });

  it("10 000 parameters, one of them in the url", () => {
    linear(
      (n) => ({ ...parsed(wideJson(n)), url: "/{k006}" }),
      (options) => outcome((e: Expanded) => [e.url, e.placed.size, e.placed.has("k006"), e.placed.has("k007")])(templateExpand(mergedFrom(merged(options)))),
      [`${BASE}/${wideValue()}`, KNOWN.size + 1, true, false],
    );
  });
});

describe("expandTemplate: template parse and RFC 6570 expansion", () => {
  const OPERATORS = ["", "+", "#", ".", "/", ";", "?", "&"] as const;
  /** RFC 6570 §3.2, by hand, for one defined string variable v (encoded as U, or as U+R for + and #). */
  const expansion = (operator: string, value: string): string => {
    const encoded = operator === "+" || operator === "#" ? encodeUR(value) : encodeU(value);
    const named = operator === ";" || operator === "?" || operator === "&";
    const first = operator === "+" ? "" : operator;
    return `${first}${named ? `v=${encoded}` : encoded}`;
  };
  const render = (template: string, variables: Record<string, unknown>): unknown => positioned(identity)(expandTemplate(template, variables));
  /** A template alone: its variable a is "v". */
  const renderA = (template: string): unknown => render(template, { a: "v" });

  it.each(SHAPES)("{v}{+v}{#v}{.v}{/v}{;v}{?v}{&v} with v %s", (_label, shape) => {
    const template = OPERATORS.map((operator) => `{${operator}v}`).join("");
    linear(shape, (v) => render(template, { v }), OPERATORS.map((operator) => expansion(operator, shape(N))).join(""));
  });

  it.each([
    ["{;v*} of 25 000 empty elements", "{;v*}", (n: number) => Array<string>(n / 4).fill(""), ";v".repeat(N / 4)],
    ["{v} of 25 000 elements", "{v}", (n: number) => parsed<string[]>(arrayJson(n)), `${"a,".repeat(arrayCount(N))}xxxx`],
    ["{?v*} of 25 000 elements", "{?v*}", (n: number) => parsed<string[]>(arrayJson(n)), `?${"v=a&".repeat(arrayCount(N))}v=xxxx`],
    [
      "{.v*} of 10 000 keys",
      "{.v*}",
      (n: number) => parsed(wideJson(n)),
      `${Object.keys(parsed(wideJson(N)))
        .slice(0, -1)
        .map((key) => `.${key}=${wideValue()}`)
        .join("")}.z=${String(parsed(wideJson(N))["z"])}`,
    ],
    ["{v:9999} of aaaa…", "{v:9999}", letters, "a".repeat(9999)],
    ["{v:9999} of surrogate pairs", "{v:9999}", (n: number) => repeatTo("\uD83D\uDE00", n), "%F0%9F%98%80".repeat(9999)],
    ["{v} of !'()*!'()*…", "{v}", (n: number) => repeatTo("!'()*", n), repeatTo("%21%27%28%29%2A", 3 * N)],
    ["{+v} of %2F[]%2F[]…", "{+v}", (n: number) => repeatTo("%2F[]", n), repeatTo("%2F[]", N)],
    ["{#v} of %25%25…", "{#v}", (n: number) => repeatTo("%25", n - 1), `#${repeatTo("%25", N - 1)}`],
    ["{+v} of %%41%%41… (a lone % then a triplet)", "{+v}", (n: number) => repeatTo("%%41", n), repeatTo("%25%41", N + N / 4 * 2)],
    ["{v} of surrogate pairs ending in a lone one", "{v}", (n: number) => `${repeatTo("\uD83D\uDE00", n - 2)}a\uD83D`, "INVALID_PARAMETER"],
    ["{v*} of 10 000 keys, the last a lone surrogate", "{v*}", (n: number) => ({ ...parsed(wideJson(n - 4)), "\uD83D": "v" }), "INVALID_PARAMETER"],
    ["{v} of 25 000 elements, the last a function", "{v}", (n: number) => [...parsed<string[]>(arrayJson(n - 5)), () => 1], "INVALID_PARAMETER"],
  ])("%s", (_label, template, value, expected) => {
    linear<unknown>(value, (v) => render(template, { v }), expected);
  });

  it("a variable name of 100 000 characters", () => {
    // {a.a.a.…aa}: one name of dotted groups.
    linear((n) => `{a${dotRuns(n - 4)}a}`, (template) => render(template, { [template.slice(1, -1)]: "v" }), "v");
  });

  // The parse: each template below is 100 000 characters; a failure names its position.
  it.each([
    ["{{{{…", braces, "INVALID_URL_TEMPLATE at 1"],
    [":ab:ab…", colonRuns, colonRuns(N)],
    ["{x:ab:ab…", (n: number) => `{x${repeatTo(":ab", n - 2)}`, "INVALID_URL_TEMPLATE at 3"],
    ["%%%%…", percents, "%25".repeat(N)],
    ["}}}}…", (n: number) => repeatTo("}", n), "INVALID_URL_TEMPLATE at 0"],
    ["{a,a,a,… (never closed)", (n: number) => `{${repeatTo("a,", n - 1)}`, `INVALID_URL_TEMPLATE at ${N}`],
    ["{a,a,a,…,aa} (49 998 varspecs)", (n: number) => `{${repeatTo("a,", n - 3)}a}`, Array<string>(N / 2 - 2).fill("v").join(",")],
    ["{a}{a}{a}…x (33 333 expressions)", (n: number) => `${repeatTo("{a}", n - 1)}x`, `${"v".repeat((N - 1) / 3)}x`],
    ["%41%41… (triplets kept, the last % encoded)", (n: number) => repeatTo("%41", n), `${"%41".repeat((N - 1) / 3)}%25`],
    ["-preview-preview…", previewRuns, previewRuns(N)],
    [".a.a.a…", dotRuns, dotRuns(N)],
    ["NUL NUL…", nuls, "%00".repeat(N)],
    ["éééé…", (n: number) => repeatTo("é", n), "%C3%A9".repeat(N)],
    ["|<>|<>… (encoded one by one)", (n: number) => repeatTo("|<>", n), repeatTo("%7C%3C%3E", 3 * N)],
    ["{,,,,…", (n: number) => `{${commas(n - 1)}`, "INVALID_URL_TEMPLATE at 1"],
    ["{a,,,,…", (n: number) => `{a${commas(n - 2)}`, "INVALID_URL_TEMPLATE at 3"],
    ["{a:1111…", (n: number) => `{a:${repeatTo("1", n - 3)}`, "INVALID_URL_TEMPLATE at 7"],
    ["{aaaa…!", (n: number) => `{${nearMiss(n - 1)}`, `INVALID_URL_TEMPLATE at ${N - 1}`],
    ["{NUL NUL…", (n: number) => `{${nuls(n - 1)}`, "INVALID_URL_TEMPLATE at 1"],
    ["{%41%41…!", (n: number) => `{${repeatTo("%41", n - 2)}!`, `INVALID_URL_TEMPLATE at ${N - 1}`],
    ["{%4%4%4… (a % without two hex digits)", (n: number) => `{${repeatTo("%4", n - 1)}`, "INVALID_URL_TEMPLATE at 3"],
    ["a literal of surrogate pairs ending in a lone one", (n: number) => `${repeatTo("\uD83D\uDE00", n - 2)}a\uD83D`, `INVALID_URL_TEMPLATE at ${N - 1}`],
  ])("the template %s", (_label, build, expected) => {
    expect(build(N)).toHaveLength(N);
    linear(build, renderA, expected);
  });
});

describe("paramPartition: the query and the body", () => {
  const expanded = (method: string, parameters: Record<string, unknown>, headers: MergedOptions["headers"] = DEFAULTS.headers, url = "https://x.test/x"): Expanded => ({
    options: mergedFrom(merged({ method, headers, ...parameters })),
    url,
    placed: KNOWN,
  });
  const urlOf = (input: Expanded): unknown => outcome((p: Partitioned) => p.request.url)(paramPartition(input));

  it("10 000 parameters in the query of a GET", () => {
    linear((n) => expanded("GET", parsed(wideJson(n))), (input) => outcome((p: Partitioned) => p.request.url.split("&").length)(paramPartition(input)), wideCount(N) + 1);
  });

  it("5 000 parameters in the body of a POST, 5 000 headers", () => {
    linear(
      (n) => expanded("POST", parsed(wideJson(n / 2)), parsed(wideJson(n / 2)) as MergedOptions["headers"]),
      (input) => outcome((p: Partitioned) => [Object.keys(p.request.body as object).length, Object.keys(p.request.headers).length])(paramPartition(input)),
      [wideCount(N / 2) + 1, wideCount(N / 2) + 2],
    );
  });

  it.each(SHAPES)("a query value %s", (_label, shape) => {
    linear((n) => expanded("GET", { x: shape(n) }), urlOf, `https://x.test/x?x=${encodeU(shape(N))}`);
  });

  it.each(SHAPES)("a query name %s", (_label, shape) => {
    linear((n) => expanded("GET", { [shape(n)]: "v" }), urlOf, `https://x.test/x?${encodeU(shape(N))}=v`);
  });

  it.each(SHAPES)("a body value and a url %s", (_label, shape) => {
    linear(
      (n) => ({ ...expanded("POST", { x: shape(n / 2) }), url: shape(n / 2) }),
      (input) => outcome((p: Partitioned) => [p.request.url, p.request.body])(paramPartition(input)),
      [shape(N / 2), { x: shape(N / 2) }],
    );
  });

  it.each<[string, (n: number) => Record<string, unknown>, string]>([
    ["q of a+a+… keeps its plus signs; surrogate pairs are UTF-8 encoded", (n) => ({ q: "a+".repeat(n / 4), text: "\uD83D\uDE00".repeat(n / 4) }), `q=${"a+".repeat(N / 4)}&text=${"%F0%9F%98%80".repeat(N / 4)}`],
    ["q of plus signs only", (n) => ({ q: repeatTo("+", n) }), `q=${repeatTo("+", N)}`],
    ["a name [][][]… keeps its brackets", (n) => ({ [repeatTo("[]", n)]: "v" }), `${repeatTo("[]", N)}=v`],
    ["fields[] with 25 000 elements", (n) => ({ "fields[]": parsed<string[]>(arrayJson(n)) }), `${"fields[]=a&".repeat(arrayCount(N))}fields[]=xxxx`],
    ["a list of 25 000 elements", (n) => ({ x: parsed<string[]>(arrayJson(n)) }), `x=${"a,".repeat(arrayCount(N))}xxxx`],
    ["a list of 25 000 one-element lists", (n) => ({ x: Array.from({ length: n / 4 }, () => ["a"]) }), `x=${Array<string>(N / 4).fill("a").join(",")}`],
    ["a list holding one list 25 000 times (encoded once)", (n) => {
      const shared = ["a", "b"];
      return { x: Array.from({ length: n / 4 }, () => shared) };
    }, `x=${Array<string>(N / 4).fill("a,b").join(",")}`],
    ["a list nested 200 deep around a long string", (n) => {
      let value: unknown = letters(n);
      for (let level = 0; level < 200; level += 1) value = [value];
      return { x: value };
    }, `x=${letters(N)}`],
    ["a[] holding 25 000 two-element lists", (n) => ({ "a[]": Array.from({ length: n / 4 }, () => ["x", "y"]) }), Array<string>(N / 4).fill("a[]=x,y").join("&")],
    ["a list of 25 000 elements, the last a list holding an object", (n) => ({ x: [...parsed<string[]>(arrayJson(n - 5)), [{}]] }), "INVALID_PARAMETER"],
    ["a value of surrogate pairs ending in a lone one", (n) => ({ x: `${repeatTo("\uD83D\uDE00", n - 2)}a\uD83D` }), "INVALID_PARAMETER"],
    ["a name of surrogate pairs ending in a lone one", (n) => ({ [`${repeatTo("\uD83D\uDE00", n - 2)}a\uDE00`]: "v" }), "INVALID_PARAMETER"],
    ...[100, 10].map((width): [string, (n: number) => Record<string, unknown>, string] => [
      `${wideCount(N, width)} parameters`,
      (n) => parsed(wideJson(n, width)),
      `${Object.keys(parsed(wideJson(N, width)))
        .slice(0, -1)
        .map((key) => `${key}=${wideValue(width)}&`)
        .join("")}z=${String(parsed(wideJson(N, width))["z"])}`,
    ]),
  ])("the query of %s", (_label, build, expected) => {
    const query = (input: Expanded): unknown => outcome((p: Partitioned) => p.request.url.slice("https://x.test/x?".length))(paramPartition(input));
    linear((n) => expanded("GET", build(n)), query, expected);
  });

  it.each([
    ["many ?", (n: number) => repeatTo("?", n), `${repeatTo("?", N)}a=b`],
    ["many ? after a fragment", (n: number) => `/x#${repeatTo("?", n - 3)}`, `/x?a=b#${repeatTo("?", N - 3)}`],
    ["many & then #", (n: number) => `/x?${repeatTo("&", n - 4)}#`, `/x?${repeatTo("&", N - 4)}a=b#`],
    ["many # (the query goes before the first)", (n: number) => `/x${repeatTo("#", n - 2)}`, `/x?a=b${repeatTo("#", N - 2)}`],
  ])("a query appended to a url of %s", (_label, url, expected) => {
    linear((n) => expanded("GET", { a: "b" }, DEFAULTS.headers, url(n)), urlOf, expected);
  });
});

describe("acceptAmend: long accept values, previews, formats", () => {
  const partitioned = (mediaType: MergedMediaType, accept: string): Partitioned => ({
    options: mergedFrom(merged({ url: "/x", mediaType })),
    request: { method: "get", url: "https://x.test/x", headers: { accept, "user-agent": "ua" } },
  });
  const acceptOf = (input: Partitioned): unknown => outcome((r: { headers: Record<string, unknown> }) => r.headers["accept"])(acceptAmend(input));
  /** `unit` repeated to `length` characters (or a little more), between `head` and `tail`. */
  const repeat = (unit: string, length: number, head = "", tail = ""): string => head + unit.repeat(Math.ceil(length / unit.length)) + tail;
  const format: MergedMediaType = { format: "raw" };
  const previews: MergedMediaType = { format: "", previews: ["mercy"] };
  const MERCY = "application/vnd.github.mercy-preview+json";

  it.each([
    ["-preview-preview… with previews", previews, (n: number) => repeat("-preview", n), `application/vnd.github.${"-preview".repeat(N / 8)}+json,${MERCY}`],
    ["-preview-preview… after a name, with previews", previews, (n: number) => repeat("-preview", n, "x"), `application/vnd.github.x${"-preview".repeat(N / 8)}+json,${MERCY}`],
    ["-preview-preview… in a vendor entry, with a format", format, (n: number) => repeat("-preview", n, "application/vnd.github.x"), repeat("-preview", N, "application/vnd.github.x")],
    [".a.a.a… with a format", format, (n: number) => repeat(".a", n, "application/vnd.github", "!"), repeat(".a", N, "application/vnd.github", "!")],
    [".a.a.a… with previews", previews, (n: number) => repeat(".a", n, "application/vnd.github"), MERCY],
    ["aaaa… with a format", format, (n: number) => repeat("a", n, "application/vnd.", "!"), repeat("a", N, "application/vnd.", "!")],
    ["aaaa… before +json, with a format", format, (n: number) => repeat("a", n, "application/vnd.github.", "+json+"), repeat("a", N, "application/vnd.github.", "+json+")],
    ["aaaa… with previews", previews, (n: number) => repeat("a", n), MERCY],
    [",,,,… with a format", format, (n: number) => repeat(",", n), repeat(",", N)],
    [",,,,… with previews", previews, (n: number) => repeat(",", n), MERCY],
    ["many vendor entries with a format", format, (n: number) => repeat("application/vnd.github.v3+json,", n), "application/vnd.github.v3.raw,".repeat(Math.ceil(N / 31))],
    ["spaces after a vendor entry, with a format", format, (n: number) => repeat(" ", n, "application/vnd.github", "x"), repeat(" ", N, "application/vnd.github", "x")],
    ["many name-preview entries, with previews", previews, (n: number) => repeat("a-preview,", n), `application/vnd.github.a-preview+json,${MERCY}`],
  ])("%s", (_label, mediaType, make, expected) => {
    expect(make(N).length).toBeGreaterThanOrEqual(N);
    expect(acceptOf(partitioned(mediaType, make(N)))).toBe(expected);
    expect(
      growthRatio((n) => {
        const input = partitioned(mediaType, make(n));
        return () => acceptAmend(input);
      }),
    ).toBeLessThan(LINEAR_LIMIT);
  });

  it.each(SHAPES)("an accept %s with a format is left alone", (_label, shape) => {
    linear((n) => partitioned(format, shape(n)), acceptOf, shape(N));
  });

  it.each(SHAPES)("an accept %s with previews", (label, shape) => {
    // "-preview-preview…" is one run of name characters: the preview is all of it before its last "-preview".
    const expected = label === "-preview-preview…" ? `application/vnd.github.${shape(N)}+json,${MERCY}` : MERCY;
    linear((n) => partitioned(previews, shape(n)), acceptOf, expected);
  });

  it.each([
    ["with a format", format],
    ["with previews", previews],
  ])("near misses of application/octet-stream, then the real one, %s", (_label, mediaType) => {
    const accept = framed("", "application/octet-strea,", "application/octet-stream");
    linear((n) => partitioned(mediaType, accept(n)), acceptOf, accept(N));
  });

  it("10 000 distinct previews, with a format", () => {
    linear(
      (n) => partitioned({ format: "diff", previews: Object.keys(parsed(wideJson(n))) }, "application/vnd.github.v3+json"),
      (input) => {
        const entries = String(acceptOf(input)).split(",");
        return [entries.length, entries[0], entries[entries.length - 1]];
      },
      [wideCount(N) + 1, "application/vnd.github.k000-preview.diff", "application/vnd.github.z-preview.diff"],
    );
  });

  it("10 000 headers are copied", () => {
    linear(
      (n) => ({
        ...partitioned(format, "application/vnd.github.v3+json"),
        request: { method: "get", url: "/", headers: { ...parsed(wideJson(n)), accept: "application/vnd.github.v3+json" } },
      }),
      (input) => outcome((r: { headers: Record<string, unknown> }) => [Object.keys(r.headers).length, r.headers["accept"]])(acceptAmend(input as Partitioned)),
      [wideCount(N) + 2, "application/vnd.github.v3.raw"],
    );
  });
});

describe("parseOptions, buildRequest and requestCheck", () => {
  const upperCased = (n: number): MergedOptions["headers"] =>
    Object.fromEntries(Object.entries(parsed(wideJson(n))).map(([name, value]) => [name.toUpperCase(), value])) as MergedOptions["headers"];

  it("parse() of merged options with 10 000 upper-case header names", () => {
    linear(
      (n) => merged({ url: "/x", headers: upperCased(n) }),
      (o) => outcome((r: { headers: Record<string, unknown> }) => [Object.keys(r.headers).length, r.headers["k001"]])(parseOptions(o)),
      [wideCount(N) + 1, wideValue()],
    );
  });

  it.each(SHAPES)("parse() of merged options with a header value %s", (label, shape) => {
    linear(
      (n) => merged({ url: "/x", headers: { "x-a": shape(n) } }),
      (o) => outcome((r: { headers: Record<string, unknown> }) => r.headers["x-a"])(parseOptions(o)),
      facts(label).headerValue ? shape(N) : "INVALID_HEADER",
    );
  });

  it("parse() of merged options with 25 000 previews", () => {
    linear(
      (n) => merged({ url: "/x", mediaType: { format: "", previews: parsed<string[]>(arrayJson(n)) } }),
      (o) => outcome((r: { headers: Record<string, unknown> }) => r.headers["accept"])(parseOptions(o)),
      "application/vnd.github.a-preview+json,application/vnd.github.xxxx-preview+json",
    );
  });

  it("a whole request of 10 000 query parameters, 10 000 header names upper case", () => {
    linear(
      (n) => ({ ...parsed(wideJson(n / 2)), headers: upperCased(n / 2) }),
      (options) =>
        outcome((r: { url: string; headers: object }) => [r.url.split("&").length, r.url.startsWith(`${BASE}/orgs/o/repos?k000=`), Object.keys(r.headers).length])(
          buildRequest(DEFAULTS, "GET /orgs/:org/repos", { org: "o", ...options }),
        ),
      [wideCount(N / 2) + 1, true, 2 + wideCount(N / 2) + 1],
    );
  });

  it.each(SHAPES)("a whole request GET /:org/%s/x, org the same shape", (label, shape) => {
    // The url is converted and parsed once (a kept plan), the :org value expanded on every call.
    const expected: Record<string, string> = {
      "{{{{…": "INVALID_URL_TEMPLATE",
      // The literal ":ab:ab…" is placeholders too, and none has a value.
      ":ab:ab…": "MISSING_PARAMETER",
      "%%%%…": `${BASE}/${"%25".repeat(N)}/${"%25".repeat(N - 12)}/x`,
      "NUL NUL…": `${BASE}/${"%00".repeat(N)}/${"%00".repeat(N - 12)}/x`,
    };
    linear(
      (n) => [`GET /:org/${shape(n - 12)}/x`, { org: shape(n) }] as const,
      ([route, options]) => outcome((r: { url: string }) => r.url)(buildRequest(DEFAULTS, route, options)),
      expected[label] ?? `${BASE}/${shape(N)}/${shape(N - 12)}/x`,
    );
  });

  it("requestCheck of a url of 100 000 characters and 10 000 headers", () => {
    linear(
      (n) => ({ method: "get", url: `https://x.test/${letters(n / 2)}`, headers: parsed(wideJson(n / 2)) }),
      (value) => outcome((r: { url: string; headers: object }) => [r.url === value.url, Object.keys(r.headers).length])(requestCheck(value)),
      [true, wideCount(N / 2) + 1],
    );
  });

  it.each([
    ["a header value ending in NUL", (n: number) => ({ method: "get", url: "/x", headers: { "x-a": `${letters(n - 1)}\u0000` } }), "INVALID_HEADER"],
    ["a header name ending in a space", (n: number) => ({ method: "get", url: "/x", headers: { [`${letters(n - 1)} `]: "v" } }), "INVALID_HEADER"],
    ["a method ending in a space", (n: number) => ({ method: `${letters(n - 1)} `, url: "/x", headers: {} }), "INVALID_METHOD"],
  ])("requestCheck of %s", (_label, build, code) => {
    linear<Record<string, unknown>>(build, (value) => codeOf(requestCheck(value)), code);
  });
});

// A list may claim 4 294 967 295 elements and hold two: it is read by the elements it holds (its own index keys),
// in index order, never walked hole by hole. One call each: walking would not finish.
describe("lists claiming 2 ** 32 - 1 elements", () => {
  it("in the query: joined, or repeated for a [] name; none held is an empty value", () => {
    const url = (options: Record<string, unknown>): unknown => outcome((r: { url: string }) => r.url)(buildRequest(DEFAULTS, "GET /x", options));
    expect(url({ a: claimsHugeLength(), "b[]": claimsHugeLength() })).toBe(`${BASE}/x?a=x,y&b[]=x&b[]=y`);
    expect(url({ a: new Array<unknown>(2 ** 32 - 1) })).toBe(`${BASE}/x?a=`);
  });

  it("in the query, keys that are no array index (a name, -1, 01, 1.5) hold no element", () => {
    const list = claimsHugeLength();
    Object.assign(list, { named: "not an element", "-1": "negative", "01": "leading zero", "1.5": "fraction" });
    expect(outcome((r: { url: string }) => r.url)(buildRequest(DEFAULTS, "GET /x", { a: list }))).toBe(`${BASE}/x?a=x,y`);
  });

  it("a Proxy whose length grows after the first read is read to the length first read", () => {
    const lying = (): unknown[] => {
      let reads = 0;
      return new Proxy(["a"], { get: (target, key) => (key === "length" ? (++reads === 1 ? 1 : 2 ** 32 - 1) : Reflect.get(target, key)) });
    };
    expect(outcome((r: { url: string }) => r.url)(buildRequest(DEFAULTS, "GET /x", { a: lying(), "b[]": lying() }))).toBe(`${BASE}/x?a=a&b[]=a`);
    expect(outcome((m: MergedOptions) => m.request)(derivedDefaults(DEFAULTS, { request: { a: lying() } }))).toEqual({ a: ["a"] });
  });

  it("copied into defaults, and per call, with its length and holes", () => {
    const holding = claimsHugeLength();
    const element = { deep: [1] };
    holding[5] = element;
    const defaults = derived({ request: { a: holding } });
    const kept = (defaults.request as { a: unknown[] }).a;
    expect([kept.length, Object.keys(kept), kept[4_000_000_000], Object.isFrozen(kept)]).toEqual([2 ** 32 - 1, ["3", "5", "4000000000"], "y", true]);
    // The element is a plain object: copied, not shared with the caller.
    expect(kept[5]).toEqual(element);
    expect(kept[5]).not.toBe(element);
    const perCall = outcome((m: Merged) => {
      const a = (m.request as { a: unknown[] }).a;
      return [a.length, Object.keys(a), a !== kept, Object.isFrozen(a)];
    })(cascadeOnto(defaults)({}));
    expect(perCall).toEqual([2 ** 32 - 1, ["3", "5", "4000000000"], true, false]);
  });
});
