/**
 * How `fromOpenApi` and `schemaCodec` read a document, past the cases `openapiDocumentFaults.test.ts` holds: the
 * settings and `parse()` refused in their own words, a route's white space, the version's form, references by `$self`,
 * by escaped names and by list index, the longest chain of references, methods and operationIds that would name one
 * route twice, and a header OpenAPI ignores. Expected values are written by hand.
 */
import { EndpointError, fromOpenApi, schemaCodec } from "@request-options/endpoint/openapi";
import { caught } from "./support";

type Document = Record<string, unknown> & { paths: Record<string, Record<string, unknown>>; components?: Record<string, Record<string, unknown>> };
const documentOf = (version = "3.1.0"): Document => ({
  openapi: version,
  info: { title: "t", version: "1" },
  servers: [{ url: "https://api.test" }],
  paths: { "/t": { post: { operationId: "op", parameters: [{ name: "q", in: "query", schema: { type: "string" } }] } } },
});
const post = (document: Document): Record<string, unknown> => document.paths["/t"]?.["post"] as Record<string, unknown>;
/** The code and message of what `call` throws. */
const thrown = (call: () => unknown): string => {
  const error = caught(call);
  expect(error).toBeInstanceOf(EndpointError);
  return `${(error as EndpointError).code}: ${(error as EndpointError).message}`;
};

describe("what the entry is given", () => {
  it("schemaCodec refuses a document that is no object", () => {
    expect(thrown(() => schemaCodec(null as never, {}))).toBe("INVALID_DOCUMENT: invalid document: expected an OpenAPI document (an object), got null");
    expect(thrown(() => schemaCodec(5 as never, {}))).toBe("INVALID_DOCUMENT: invalid document: expected an OpenAPI document (an object), got 5");
  });

  it("fromOpenApi names the setting it refuses", () => {
    const words = "INVALID_ARGUMENTS: fromOpenApi's settings must be { check?: boolean, regExp?: (source, flags) => { test(value) } }, got";
    expect(thrown(() => fromOpenApi(documentOf(), 5 as never))).toBe(`${words} number`);
    expect(thrown(() => fromOpenApi(documentOf(), { check: "yes" } as never))).toBe(`${words} check: string`);
    expect(thrown(() => fromOpenApi(documentOf(), { regExp: 5 } as never))).toBe(`${words} regExp: number`);
  });

  it("parse() takes merged options that name an operation and a base URL", () => {
    const api = fromOpenApi(documentOf());
    expect(thrown(() => api.parse(5 as never))).toBe("INVALID_ARGUMENTS: parse() takes merged options (a plain object, as merge() returns), got number");
    const needs = `INVALID_OPTIONS: parse() needs "method" and "url" naming one of the document's operations, as merge() gives them`;
    expect(thrown(() => api.parse({ method: 5, url: "/t" } as never))).toBe(needs);
    expect(thrown(() => api.parse({ method: "POST", url: 5 } as never))).toBe(needs);
    expect(thrown(() => api.parse({ method: "POST", url: "/t" } as never))).toBe('INVALID_OPTIONS: invalid option "baseUrl": expected BaseUrl, got undefined');
    expect(api.parse({ method: "POST", url: "/t", baseUrl: "https://api.test", headers: {} } as never)).toMatchObject({ method: "post", url: "https://api.test/t" });
  });

  it("codecOf gives the operation's codec", () => {
    const codec = fromOpenApi(documentOf()).codecOf("op");
    expect([codec.is({ q: "x" }), codec.is({ q: 1 })]).toEqual([true, false]);
  });
});

describe("a route", () => {
  const api = fromOpenApi(documentOf());

  it("is read with any run of white space between and after its words", () => {
    expect(api("post  /t", {})).toMatchObject({ method: "post", url: "https://api.test/t" });
    expect(api("post /t  ", {})).toMatchObject({ method: "post", url: "https://api.test/t" });
  });

  it("of three words names no operation", () => {
    const hint = 'a route is "<METHOD> <path>" with the path as the document writes it, or an operationId';
    expect(thrown(() => api("x post /t", {}))).toBe(`INVALID_ROUTE: the document has no operation "x post /t": did you mean "POST /t"? ${hint}`);
    expect(thrown(() => api("post /t x", {}))).toBe(`INVALID_ROUTE: the document has no operation "post /t x": did you mean "POST /t"? ${hint}`);
  });
});

describe("the routes a missing route may have meant", () => {
  const operation = (operationId: string): Record<string, unknown> => ({ operationId });
  const api = fromOpenApi({
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    servers: [{ url: "https://api.test" }],
    paths: {
      "/t": { get: operation("abcdxx"), put: operation("abcdex"), post: operation("p"), delete: operation("d"), patch: operation("pa") },
      "/a.b/{id}": { get: operation("ab") },
      "/pets/{petId}": { delete: operation("pd"), get: operation("pg") },
    },
  });
  const meant = (route: string): string => thrown(() => api(route, {})).replace(/^INVALID_ROUTE: the document has no operation "[^"]*": /, "").replace(/ ?a route is .*$/, "");

  it("the first three operations of the same path", () => {
    expect(meant("OPTIONS /t")).toBe('did you mean "GET /t", "PUT /t" or "POST /t"?');
  });

  it("the operations whose path the given one fills in, the same method first, literal dots kept", () => {
    expect(meant("GET /pets/7")).toBe('did you mean "GET /pets/{petId}" or "DELETE /pets/{petId}"?');
    expect(meant("GET /a.b/7")).toBe('did you mean "GET /a.b/{id}"?');
  });

  it("else the nearest operationId by edit distance, or none", () => {
    expect(meant("abcdef")).toBe('did you mean "abcdex"?');
    expect(meant("zzz")).toBe("");
  });
});

describe("the document's shape", () => {
  it("a version is 3.0, 3.1 or 3.2 with any patch and a pre-release of several characters", () => {
    for (const version of ["3.1.10", "3.1.0-rc.1"]) expect(fromOpenApi(documentOf(version))("op", {})).toMatchObject({ url: "https://api.test/t" });
    expect(thrown(() => fromOpenApi(documentOf("13.1.0")))).toBe('INVALID_DOCUMENT: invalid OpenAPI document at #/openapi: expected OpenAPI 3.0.x, 3.1.x or 3.2.x, got openapi "13.1.0"');
  });

  it("a 3.0 document needs paths", () => {
    expect(thrown(() => fromOpenApi({ openapi: "3.0.3", info: { title: "t", version: "1" } }))).toBe("INVALID_DOCUMENT: invalid OpenAPI document at #/paths: expected an object of path items, got undefined");
  });

  it("an additional operation's method given twice in two cases is refused", () => {
    const document = documentOf("3.2.0");
    (document.paths["/t"] as Record<string, unknown>)["additionalOperations"] = { PURGE: { operationId: "p1" }, purge: { operationId: "p2" } };
    expect(thrown(() => fromOpenApi(document))).toBe(
      "INVALID_DOCUMENT: invalid OpenAPI document at #/paths/~1t/additionalOperations/purge: expected a method (an RFC 9110 token) that no Path Item field or other key names",
    );
  });

  it("an operationId may be its own route, not another operation's", () => {
    const own = documentOf();
    post(own)["operationId"] = "POST /t";
    expect(fromOpenApi(own)("POST /t", {})).toMatchObject({ url: "https://api.test/t" });
    const other = documentOf();
    other.paths["/u"] = { get: { operationId: "POST /t" } };
    expect(thrown(() => fromOpenApi(other))).toBe('INVALID_DOCUMENT: invalid OpenAPI document at #/paths/~1u/get/operationId: operationId "POST /t" is also the route of another operation');
  });

  it("a header parameter OpenAPI ignores leaves the others given", () => {
    const document = documentOf();
    (post(document)["parameters"] as unknown[]).push({ name: "Accept", in: "header", schema: { type: "string" } });
    expect(fromOpenApi(document)("op", { q: "x" })).toMatchObject({ url: "https://api.test/t?q=x" });
  });
});

describe("a reference", () => {
  const withParameters = (parameters: unknown[], version = "3.2.0"): Document => {
    const document = { ...documentOf(version), $self: "https://example.test/api", components: { parameters: { Q: { name: "q", in: "query", schema: { type: "integer" } }, "a/b": { name: "r", in: "query", schema: { type: "integer" } } } } };
    post(document)["parameters"] = parameters;
    return document;
  };

  it("by the document's $self and a fragment is local; without the fragment, or of another document, it is not", () => {
    expect(thrown(() => fromOpenApi(withParameters([{ $ref: "https://example.test/api#/components/parameters/Q" }]))("op", { q: "x" }))).toBe('INVALID_PARAMETER: query.q: expected an integer, got "x"');
    expect(thrown(() => fromOpenApi(withParameters([{ $ref: "https://example.test/api" }]))("op", {}))).toBe(
      'INVALID_DOCUMENT: invalid OpenAPI document at #/paths/~1t/post/parameters/0: $ref "https://example.test/api" is not local: only "#/..." references are followed',
    );
    expect(thrown(() => fromOpenApi(withParameters([{ $ref: "https://other.test/api#/components/parameters/Q" }]))("op", {}))).toBe(
      'INVALID_DOCUMENT: invalid OpenAPI document at #/paths/~1t/post/parameters/0: $ref "https://other.test/api#/components/parameters/Q" is not local: only "#/..." references are followed',
    );
  });

  it("a fragment that is no JSON pointer resolves nothing; `#` is the document", () => {
    expect(thrown(() => fromOpenApi(withParameters([{ $ref: "#foo" }]))("op", {}))).toBe('INVALID_DOCUMENT: invalid OpenAPI document at #/paths/~1t/post/parameters/0: $ref "#foo" is no JSON pointer');
    expect(thrown(() => fromOpenApi(withParameters([{ $ref: "#" }]))("op", {}))).toBe("INVALID_DOCUMENT: invalid OpenAPI document at #/name: expected a parameter name, got undefined");
  });

  it("a name's ~1 is a slash; a list's member is reached by its index", () => {
    expect(thrown(() => fromOpenApi(withParameters([{ $ref: "#/components/parameters/a~1b" }]))("op", { r: "x" }))).toBe('INVALID_PARAMETER: query.r: expected an integer, got "x"');
    const document = documentOf();
    (post(document)["parameters"] as unknown[]).push({ name: "z", in: "query", schema: { type: "integer" } });
    document.paths["/t"]!["get"] = { operationId: "g", parameters: [{ $ref: "#/paths/~1t/post/parameters/1" }] };
    expect(thrown(() => fromOpenApi(document)("g", { z: "x" }))).toBe('INVALID_PARAMETER: query.z: expected an integer, got "x"');
  });

  it("a chain of 64 references is followed, one of 65 is refused as a loop", () => {
    // The operation's own reference, then `references - 1` in the components.
    const chained = (references: number): Document => {
      const parameters: Record<string, unknown> = { [`P${references - 1}`]: { name: "z", in: "query", schema: { type: "integer" } } };
      for (let index = 0; index < references - 1; index += 1) parameters[`P${index}`] = { $ref: `#/components/parameters/P${index + 1}` };
      const document = { ...documentOf(), components: { parameters } };
      post(document)["parameters"] = [{ $ref: "#/components/parameters/P0" }];
      return document;
    };
    expect(thrown(() => fromOpenApi(chained(64))("op", { z: "x" }))).toBe('INVALID_PARAMETER: query.z: expected an integer, got "x"');
    expect(thrown(() => fromOpenApi(chained(65))("op", { z: "x" }))).toBe('INVALID_DOCUMENT: invalid OpenAPI document at #/paths/~1t/post/parameters/0: $ref "#/components/parameters/P64" loops');
  });
});
