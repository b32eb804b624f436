/**
 * Values at the edges of what a document takes, through `fromOpenApi`, `schemaCodec` and `parameterSerialize`: a
 * body's keys given flat where an allOf member closes its own properties, object and number keywords on other
 * values, a number whose text holds a reserved character, a listed media type whose parameter holds `*`.
 * Expected values are written by hand.
 */
import { EndpointError, fromOpenApi, parameterSerialize, schemaCodec } from "@request-options/endpoint/openapi";
import { caught } from "./support";

const v31 = { openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {} };
const documentOf = (content: object): object => ({ ...v31, servers: [{ url: "https://api.test" }], paths: { "/t": { post: { operationId: "op", requestBody: { content } } } } });
const jsonBody = (schema: object): object => documentOf({ "application/json": { schema } });

describe("a body's keys given flat where a schema closes its own properties", () => {
  // additionalProperties applies to its own schema's properties only (JSON Schema 2020-12 §10.3.2.3): a key another
  // allOf member names is still additional to it.
  const closedMember = { allOf: [{ properties: { a: {} }, additionalProperties: false }, { properties: { b: {} } }] };
  const closedRoot = { properties: { a: {} }, additionalProperties: false, allOf: [{ properties: { b: {} } }] };

  it("gets the answer the same body given as data gets", () => {
    for (const schema of [closedMember, closedRoot]) {
      const api = fromOpenApi(jsonBody(schema));
      for (const options of [{ b: 1 }, { data: { b: 1 } }]) {
        const error = caught(() => api("op", options));
        expect(error).toBeInstanceOf(EndpointError);
        expect((error as EndpointError).message).toBe('body: unknown key "b"; did you mean "a"? it takes "a"');
      }
      expect(api("op", { a: 1 }).body).toEqual({ a: 1 });
    }
  });

  it("one schema alone, closed, is still checked key by key", () => {
    const api = fromOpenApi(jsonBody({ properties: { a: { type: "integer" } }, additionalProperties: false }));
    expect(api("op", { a: 1 }).body).toEqual({ a: 1 });
    expect((caught(() => api("op", { a: "x" })) as EndpointError).message).toBe('body.a: expected an integer, got "x"');
  });
});

describe("keywords of one kind of value take the other kinds", () => {
  it("required applies to objects only; a schema without number keywords takes any number", () => {
    expect([schemaCodec(v31, { required: ["a"] }).is("x"), schemaCodec(v31, { required: ["a"] }).is(null), schemaCodec(v31, { required: ["a"] }).is({})]).toEqual([true, true, false]);
    expect([schemaCodec(v31, {}).is(Number.NaN), schemaCodec(v31, { minimum: 0 }).is(Number.NaN)]).toEqual([true, false]);
  });
});

describe("a number's text is encoded as any text is", () => {
  it("1e21's + is percent-encoded in a query and a path", () => {
    expect(parameterSerialize({ name: "n", in: "query" }, 1e21)).toBe("n=1e%2B21");
    expect(parameterSerialize({ name: "n", in: "path" }, 1e21)).toBe("1e%2B21");
  });
});

describe("a listed media type whose parameter holds *", () => {
  it("is no range: it is sent as listed", () => {
    const headers = (fromOpenApi(documentOf({ "text/plain; x=*": {} }))("op", { data: "x" }) as { headers: Record<string, string> }).headers;
    expect(headers["content-type"]).toBe("text/plain; x=*");
  });
});
