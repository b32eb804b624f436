import type { StandardSchemaV1 } from "@standard-schema/spec";
import * as types from "@request-options/types";
import * as t from "io-ts";

// Every codec the package exports is a Standard Schema v1: a library that takes one validates with it as it is.
const codecNames = Object.keys(types).filter((name) => (types as Record<string, unknown>)[name] instanceof t.Type);

const validated = (schema: StandardSchemaV1, value: unknown): StandardSchemaV1.Result<unknown> => {
  const result = schema["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("validate answered with a promise");
  return result;
};

const issue = (message: string, path: PropertyKey[] = []) => ({ issues: [{ message, path }] });
const headerValueWords = "a header value must be a string of characters up to U+00FF without CR, LF or NUL, or a finite number";
const request = { method: "get", url: "https://api.github.com/", headers: { accept: "application/json" } };

// For each codec: a value it takes, a value it refuses, and the issue as EndpointError words that refusal.
const cases: Record<string, { valid: unknown; invalid: unknown; issues: ReturnType<typeof issue> }> = {
  BaseUrl: { valid: "https://api.github.com", invalid: "ftp://x", issues: issue('invalid baseUrl "ftp://x": it must be an absolute http: or https: URL of printable ASCII, without query or fragment') },
  EmittedMethod: { valid: "patch", invalid: "PATCH", issues: issue('invalid value: expected EmittedMethod, got "PATCH"') },
  EndpointOptions: { valid: { owner: "octokit", mediaType: { previews: ["mercy"] } }, invalid: { mediaType: { previews: ["mercy", 1] } }, issues: issue('invalid option "mediaType.previews.1": expected PreviewName, got 1', ["mediaType", "previews", 1]) },
  EndpointResult: { valid: request, invalid: { ...request, method: "GET" }, issues: issue('invalid option "method": expected EmittedMethod, got "GET"', ["method"]) },
  ErrorCode: { valid: "MISSING_PARAMETER", invalid: "NOPE", issues: issue('invalid value: expected ErrorCode, got "NOPE"') },
  Format: { valid: "raw", invalid: "a b", issues: issue('invalid value: expected Format, got "a b"') },
  HeaderName: { valid: "x-github-api-version", invalid: "x api", issues: issue('invalid header name "x api": it must be an RFC 9110 token') },
  HeaderValue: { valid: 42, invalid: "a\r\nb", issues: issue('invalid value: expected HeaderValue, got "a\\r\\nb"') },
  Headers: { valid: { accept: "text/plain" }, invalid: { "x api": "1" }, issues: issue('invalid header name "x api": it must be an RFC 9110 token', ["x api"]) },
  HeadersInput: { valid: { accept: undefined }, invalid: { accept: "x\n" }, issues: issue(`invalid value for header "accept": "x\\n"; ${headerValueWords}`, ["accept"]) },
  MediaType: { valid: { format: "diff" }, invalid: { format: "a b" }, issues: issue('invalid option "format": expected Format, got "a b"', ["format"]) },
  MergedMediaType: { valid: { format: "" }, invalid: { previews: [] }, issues: issue('invalid option "format": expected Format, got undefined', ["format"]) },
  MergedOptions: { valid: { method: "GET", baseUrl: "https://api.github.com", headers: {}, mediaType: { format: "" } }, invalid: { method: "GET", baseUrl: "https://x", headers: { a: [] }, mediaType: { format: "" } }, issues: issue(`invalid value for header "a": an array; ${headerValueWords}`, ["headers", "a"]) },
  Method: { valid: "M-SEARCH", invalid: "GE T", issues: issue('invalid method "GE T": it must be an RFC 9110 token such as GET or POST') },
  PlainObject: { valid: Object.create(null), invalid: new Map(), issues: issue("invalid value: expected PlainObject, got an object") },
  PreviewName: { valid: "mercy", invalid: "", issues: issue('invalid value: expected PreviewName, got ""') },
  PreviewNames: { valid: ["mercy", "squirrel-girl"], invalid: ["mercy", null], issues: issue('invalid option "1": expected PreviewName, got null', [1]) },
  RequestMeta: { valid: { retries: 2 }, invalid: "meta", issues: issue('invalid value: expected UnknownRecord, got "meta"') },
  RequestOptions: { valid: { ...request, method: "GET", body: { a: 1 } }, invalid: { ...request, url: 1 }, issues: issue('invalid option "url": expected string, got 1', ["url"]) },
  Route: { valid: "GET /repos/{owner}/{repo}", invalid: "GET /a /b", issues: issue('invalid value: expected Route, got "GET /a /b"') },
};

describe("the codecs as Standard Schema v1", () => {
  test("every exported codec has a case here", () => {
    expect(codecNames.sort()).toEqual(Object.keys(cases).sort());
  });

  test.each(codecNames)("%s names the standard's version and this vendor", (name) => {
    const { version, vendor } = (types as unknown as Record<string, StandardSchemaV1>)[name]!["~standard"];
    expect({ version, vendor }).toEqual({ version: 1, vendor: "request-options" });
  });

  test.each(Object.entries(cases))("%s: a valid value comes back as it is; an invalid one gets EndpointError's message and its path", (name, { valid, invalid, issues }) => {
    const schema = (types as unknown as Record<string, StandardSchemaV1>)[name]!;
    const accepted = validated(schema, valid);
    expect(accepted).toEqual({ value: valid });
    expect((accepted as { value: unknown }).value).toBe(valid);
    expect(validated(schema, invalid)).toEqual(issues);
  });

  test("io-ts's own codecs are left as they are: ~standard is defined on this package's objects alone", () => {
    expect("~standard" in t.UnknownRecord).toBe(false);
    expect("~standard" in t.string).toBe(false);
    expect(Object.keys(types.Method)).not.toContain("~standard");
  });
});
