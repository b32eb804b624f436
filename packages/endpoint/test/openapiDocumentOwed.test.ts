/**
 * Cases the document shard's last run met untested (packages/mutation/openapi-document.md, "owed"): a tilde in a
 * reference's token, a list's eleventh member, a document that throws as its operations are indexed, the settings
 * described by the one that is wrong, a header OpenAPI ignores beside a body, and a path literal with a dot whose
 * parameter's name is long. Expected values are written by hand.
 */
import { EndpointError, fromOpenApi } from "@request-options/endpoint/openapi";
import { caught } from "./support";

type Document = Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };
const documentOf = (): Document => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  servers: [{ url: "https://api.test" }],
  paths: { "/t": { post: { operationId: "op", parameters: [{ name: "q", in: "query", schema: { type: "string" } }] } } },
});
const thrown = (call: () => unknown): string => {
  const error = caught(call);
  expect(error).toBeInstanceOf(EndpointError);
  return `${(error as EndpointError).code}: ${(error as EndpointError).message}`;
};

it("a reference's ~0 is a tilde", () => {
  const document = { ...documentOf(), components: { parameters: { "a~b": { name: "r", in: "query", schema: { type: "integer" } } } } };
  document.paths["/t"]!["post"]!["parameters"] = [{ $ref: "#/components/parameters/a~0b" }];
  expect(thrown(() => fromOpenApi(document)("op", { r: "x" }))).toBe('INVALID_PARAMETER: query.r: expected an integer, got "x"');
});

it("a reference reaches a list's eleventh member, index 10", () => {
  const document = documentOf();
  document.paths["/t"]!["post"]!["parameters"] = Array.from({ length: 11 }, (_, index) => ({ name: `p${index}`, in: "query", schema: { type: "integer" } }));
  document.paths["/t"]!["get"] = { operationId: "g", parameters: [{ $ref: "#/paths/~1t/post/parameters/10" }] };
  expect(thrown(() => fromOpenApi(document)("g", { p10: "x" }))).toBe('INVALID_PARAMETER: query.p10: expected an integer, got "x"');
});

it("a document that throws as its operations are indexed is INVALID_DOCUMENT at #", () => {
  const document = documentOf();
  Object.defineProperty(document, "paths", { enumerable: true, get: () => { throw new Error("paths are out"); } });
  expect(thrown(() => fromOpenApi(document))).toBe("INVALID_DOCUMENT: invalid OpenAPI document at #: reading it threw: paths are out");
});

it("settings with a boolean check and a malformed regExp are described by regExp", () => {
  expect(thrown(() => fromOpenApi(documentOf(), { check: true, regExp: 5 } as never))).toBe(
    "INVALID_ARGUMENTS: fromOpenApi's settings must be { check?: boolean, regExp?: (source, flags) => { test(value) } }, got regExp: number",
  );
});

it("a header OpenAPI ignores refuses its own name as a key, not a body property", () => {
  const document = documentOf();
  const operation = document.paths["/t"]!["post"]!;
  (operation["parameters"] as unknown[]).push({ name: "Accept", in: "header", schema: { type: "string" } });
  operation["requestBody"] = { content: { "application/json": { schema: { properties: { a: { type: "integer" } } } } } };
  expect(fromOpenApi(document)("op", { q: "x", a: 1 })).toMatchObject({ body: { a: 1 } });
  expect(thrown(() => fromOpenApi(document)("op", { q: "x", accept: "y" }))).toBe("INVALID_PARAMETER: header.accept: OpenAPI ignores a header parameter named accept; give it in headers");
});

it("a path with a dot and a long parameter's name is proposed for the path that fills it in", () => {
  const document = documentOf();
  document.paths["/a.b/{identifier}"] = { get: { operationId: "ab" } };
  expect(thrown(() => fromOpenApi(document)("GET /a.b/7", {}))).toBe(
    'INVALID_ROUTE: the document has no operation "GET /a.b/7": did you mean "GET /a.b/{identifier}"? a route is "<METHOD> <path>" with the path as the document writes it, or an operationId',
  );
});
