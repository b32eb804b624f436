import fc from "fast-check";
import * as E from "fp-ts/Either";
import type * as t from "io-ts";
import { BaseUrl, EndpointOptions, ErrorCode, failureOf, Format, HeaderName, HeaderValue, Headers, HeadersInput, MergedOptions, Method, PlainObject, PreviewName, RequestOptions, Route } from "@request-options/types";

const ok = (result: E.Either<unknown, unknown>): boolean => E.isRight(result);

describe("@request-options/types codecs", () => {
  test("ErrorCode is the closed set of eleven codes", () => {
    expect(Object.keys(ErrorCode.keys).sort()).toEqual(
      [
        "INVALID_ARGUMENTS",
        "INVALID_ROUTE",
        "INVALID_METHOD",
        "MISSING_URL",
        "INVALID_URL_TEMPLATE",
        "MISSING_PARAMETER",
        "INVALID_PARAMETER",
        "INVALID_HEADER",
        "INVALID_BASE_URL",
        "INVALID_OPTIONS",
        "INVALID_DOCUMENT",
      ].sort(),
    );
    expect(ErrorCode.is("NOPE")).toBe(false);
  });

  test("Method: any RFC 9110 token", () => {
    expect(["GET", "patch", "PROPFIND", "M-SEARCH"].every(Method.is)).toBe(true);
    expect(["", "GE T", "GET\n", "(GET)", 1].some(Method.is)).toBe(false);
  });

  test("Route: one or two tokens, the method a token", () => {
    expect(["GET /x", "/x", "  POST   /markdown/raw "].every(Route.is)).toBe(true);
    expect(["", "  ", "GET /a /b", "G(T /x"].some(Route.is)).toBe(false);
  });

  test("BaseUrl: the base URLs that passed are kept, bounded, and a bad one is still refused after 300 good ones", () => {
    const good = Array.from({ length: 300 }, (_, i) => `https://h${i}.example/api`);
    expect(good.every(BaseUrl.is)).toBe(true);
    expect(good.every(BaseUrl.is)).toBe(true);
    expect(BaseUrl.is("https://h:99999/api")).toBe(false);
    expect(BaseUrl.is("https://h:99999/api")).toBe(false);
  });

  test("Method and HeaderName share the tokens that passed, bounded: a refused one stays refused, after 300 good ones and across both codecs", () => {
    const good = Array.from({ length: 300 }, (_, i) => `x-token-${i}`);
    expect(good.every(HeaderName.is)).toBe(true);
    expect(good.every(Method.is)).toBe(true);
    for (const bad of ["bad name", "x-token-1\n", "(GET)", ""]) {
      expect(HeaderName.is(bad)).toBe(false);
      expect(Method.is(bad)).toBe(false);
      expect(HeaderName.is(bad)).toBe(false);
    }
    expect(good.every(HeaderName.is)).toBe(true);
  });

  test("a long token passes every time, and a long string that is no token fails every time", () => {
    const long = "x".repeat(5000);
    for (let i = 0; i < 2; i++) {
      expect(HeaderName.is(long)).toBe(true);
      expect(Method.is(long)).toBe(true);
      expect(HeaderName.is(`${long} `)).toBe(false);
    }
  });

  test("BaseUrl: an absolute http(s) URL of printable ASCII, no query or fragment", () => {
    expect(["https://api.github.com", "http://localhost:3000/api/v3/", "HTTPS://ghe.example.com"].every(BaseUrl.is)).toBe(true);
    expect(["/api", "ftp://x.example", "https://", "https://a.example?x=1", "https://a.example#f", "https://ä.example", "https://a b.example"].some(BaseUrl.is)).toBe(false);
  });

  test("HeaderName and HeaderValue", () => {
    expect(HeaderName.is("x-github-api-version")).toBe(true);
    expect(HeaderName.is("bad name")).toBe(false);
    expect(["text/html", 42, ""].every(HeaderValue.is)).toBe(true);
    expect(["a\r\nb", "a\0", NaN, Infinity, {}, null].some(HeaderValue.is)).toBe(false);
  });

  test("Format and PreviewName: word characters, `.` and `-` (`+` in a format) from the first character to the last", () => {
    expect(["raw", "text+json", "v3.diff", ""].every(Format.is)).toBe(true);
    expect(["a b", " raw", "raw ", "raw/x"].some(Format.is)).toBe(false);
    expect(["mercy", "squirrel-girl", "v3.1"].every(PreviewName.is)).toBe(true);
    expect(["", "a b", " mercy", "mercy ", "mercy+json"].some(PreviewName.is)).toBe(false);
  });

  test("HeaderName words only a string's refusal as a header name's: any other value is INVALID_OPTIONS", () => {
    const decoded = HeaderName.decode(5);
    expect(E.isLeft(decoded) ? failureOf(decoded.left[0] as t.ValidationError) : "Right").toEqual({ code: "INVALID_OPTIONS", message: "invalid value: expected HeaderName, got 5", path: [] });
  });

  test("EndpointOptions encodes options as they are: an option it checks is no other value once encoded", () => {
    const options = { method: "GET", url: "/x", baseUrl: "https://api.github.com", headers: { accept: "text/plain" }, mediaType: { format: "raw" }, request: { timeout: 1 }, org: "o" };
    expect(EndpointOptions.encode(options)).toStrictEqual(options);
  });

  test("EndpointOptions: extra keys allowed; a wrong-shaped known option is Left", () => {
    expect(ok(EndpointOptions.decode({ method: "GET", url: "/x", org: "o", anything: { deep: 1 } }))).toBe(true);
    expect(ok(EndpointOptions.decode({ headers: "x" }))).toBe(false);
    expect(ok(EndpointOptions.decode({ mediaType: { previews: "mercy" } }))).toBe(false);
    expect(ok(EndpointOptions.decode({ request: 1 }))).toBe(false);
    expect(ok(EndpointOptions.decode({ baseUrl: 1 }))).toBe(false);
  });

  test("MergedOptions requires method, baseUrl, headers and mediaType.format; url optional", () => {
    const merged = { method: "GET", baseUrl: "https://api.github.com", headers: {}, mediaType: { format: "" } };
    expect(ok(MergedOptions.decode(merged))).toBe(true);
    expect(ok(MergedOptions.decode({ ...merged, url: "/x", org: "o" }))).toBe(true);
    expect(ok(MergedOptions.decode({ ...merged, mediaType: {} }))).toBe(false);
    expect(ok(MergedOptions.decode({ ...merged, method: undefined }))).toBe(false);
  });

  test("RequestOptions: method, url and headers required; body and request optional", () => {
    expect(ok(RequestOptions.decode({ method: "get", url: "https://x.example", headers: {} }))).toBe(true);
    expect(ok(RequestOptions.decode({ method: "put", url: "https://x.example", headers: {}, body: "", request: {} }))).toBe(true);
    expect(ok(RequestOptions.decode({ method: "get", url: "https://x.example" }))).toBe(false);
    expect(ok(RequestOptions.decode({ method: "g e t", url: "https://x.example", headers: {} }))).toBe(false);
  });
});

describe("Headers codecs", () => {
  test("a header name that is no token fails (io-ts records would otherwise skip it)", () => {
    expect(Headers.is({ "bad name": "x" })).toBe(false);
    expect(E.isLeft(HeadersInput.decode({ "bad name": "x" }))).toBe(true);
    expect(HeadersInput.is({ accept: "x", "x-n": 1, "x-u": undefined })).toBe(true);
    expect(Headers.is({ "x-u": undefined })).toBe(false);
  });

  // [path below the root, value] of each decode error.
  const failures = (result: E.Either<readonly { context: readonly { key: string }[]; value: unknown }[], unknown>) =>
    E.isLeft(result) ? result.left.map((error) => [error.context.slice(1).map((entry) => entry.key), error.value]) : [];

  test("decode reports the first bad name before any bad value, each at its own key", () => {
    expect(failures(Headers.decode({ a: "\n", "bad name": "x" }))).toEqual([[["bad name"], "bad name"]]);
    expect(failures(Headers.decode({ a: "ok", b: NaN, c: "\r" }))).toEqual([[["b"], NaN]]);
    expect(failures(HeadersInput.decode({ a: undefined, b: null }))).toEqual([[["b"], null]]);
    expect(failures(Headers.decode(["x"]))).toEqual([[[], ["x"]]]);
    expect(failures(Headers.decode(new Map()))).toHaveLength(1);
    expect(Headers.decode({ a: "x", b: 2 })).toEqual(E.right({ a: "x", b: 2 }));
  });

  test("only own keys are headers: an enumerable key on a polluted Object.prototype is not checked", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype["bad name"] = "\n";
    try {
      expect(Headers.is({ accept: "x" })).toBe(true);
      expect(HeadersInput.is({})).toBe(true);
    } finally {
      delete prototype["bad name"];
    }
  });
});

describe("shapes io-ts alone would let through", () => {
  test("PlainObject: literals and null-prototype objects only", () => {
    expect([{}, Object.create(null)].every(PlainObject.is)).toBe(true);
    expect([[], new Map(), new Date(0), new (class Headers {})(), null, "x"].some(PlainObject.is)).toBe(false);
  });

  test("headers and mediaType that are a Map or a class instance fail", () => {
    expect(ok(EndpointOptions.decode({ headers: new Map([["a", "1"]]) }))).toBe(false);
    expect(ok(EndpointOptions.decode({ headers: new (class { a = "1" })() }))).toBe(false);
    expect(ok(EndpointOptions.decode({ mediaType: new Map() }))).toBe(false);
  });

  test("a sparse previews array fails, in the guard and the decoder alike", () => {
    const sparse = [, "a"];
    expect(EndpointOptions.is({ mediaType: { previews: sparse } })).toBe(false);
    expect(ok(EndpointOptions.decode({ mediaType: { previews: sparse } }))).toBe(false);
    expect(EndpointOptions.is({ mediaType: { previews: new Array(1) } })).toBe(false);
  });

  test("a baseUrl with a backslash fails: parsers disagree on it", () => {
    expect(BaseUrl.is("http://h\\evil.example")).toBe(false);
  });
});

describe("optional members of EndpointOptions and MediaType", () => {
  test("undefined passes as 'not set'; anything else must pass the member's codec", () => {
    expect(EndpointOptions.is({ method: undefined, url: undefined, headers: undefined, mediaType: { format: undefined, previews: undefined } })).toBe(true);
    expect(EndpointOptions.is({ mediaType: { previews: "x" } })).toBe(false);
    expect(EndpointOptions.decode({ baseUrl: undefined, request: undefined })).toEqual(E.right({ baseUrl: undefined, request: undefined }));
  });

  test("a failure names the path through the member as it stands, the codec's name last", () => {
    const result = EndpointOptions.decode({ mediaType: { previews: "x" } });
    if (E.isRight(result)) throw new Error("expected a failure");
    const [first] = result.left;
    const keys = first?.context.map((entry) => entry.key) ?? [];
    expect(keys.slice(-2)).toEqual(["1", "previews"]);
    // The entry at `mediaType` holds the intersection itself, so readers skip its member index.
    expect((first?.context[keys.length - 3]?.type as { _tag?: string } | undefined)?._tag).toBe("IntersectionType");
    expect(first?.context[keys.length - 1]?.type.name).toBe("PreviewNames");
  });
});

// A refusal is explained by decoding (`failureOf`): each codec's decode refuses exactly what its guard refuses.
describe("@request-options/types guards and decoders", () => {
  const text = fc.oneof(fc.constantFrom("GET", "get", "g t", "/x", "https://x.test/", "", "a\r\nb", "x-a", "json", "v3", "__proto__"), fc.string());
  const scalar = fc.oneof(text, fc.integer(), fc.constant(undefined), fc.constant(null), fc.boolean());
  const value = fc.oneof(scalar, fc.dictionary(text, scalar), fc.array(scalar));
  const mediaType = fc.oneof(value, fc.record({ format: value, previews: fc.oneof(value, fc.array(text)) }, { requiredKeys: [] }));
  const options = fc.record({ method: value, url: value, baseUrl: value, headers: value, mediaType, request: value, body: value, data: value }, { requiredKeys: [] });
  const codecs: Record<string, { is: (u: unknown) => boolean; decode: (u: unknown) => E.Either<unknown, unknown> }> = { BaseUrl, EndpointOptions, Format, HeaderName, HeaderValue, Headers, HeadersInput, MergedOptions, Method, PlainObject, PreviewName, RequestOptions, Route };

  test.each(Object.entries(codecs))("%s: its guard and its decode agree on every value", (_name, codec) => {
    fc.assert(fc.property(fc.oneof(fc.anything(), value, options), (candidate) => codec.is(candidate) === E.isRight(codec.decode(candidate))));
  });
});
