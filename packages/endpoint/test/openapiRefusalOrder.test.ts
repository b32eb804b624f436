/**
 * Which refusal a call gets when it has several, through `fromOpenApi`: a missing required parameter first, then the
 * first key given that is refused, then the body; the same whether a body schema's keywords are checked key by key or
 * read whole (docs/openapi-reference.md). Expected values are written by hand.
 */
import { EndpointError, fromOpenApi } from "@request-options/endpoint/openapi";
import { caught } from "./support";

const apiOf = (schema: object): ((options: Record<string, unknown>) => unknown) => {
  const document = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    servers: [{ url: "https://api.test" }],
    paths: { "/t": { post: { operationId: "op", parameters: [{ name: "q", in: "query", required: true, schema: { type: "string" } }], requestBody: { required: true, content: { "application/json": { schema } } } } } },
  };
  return (options) => fromOpenApi(document)("op", options);
};
const refusalOf = (call: () => unknown): string => {
  const error = caught(call);
  expect(error).toBeInstanceOf(EndpointError);
  return (error as EndpointError).message;
};
const properties = { a: { type: "integer" }, b: {} };
// Each schema's body is checked key by key, or read whole (a keyword of the body as a whole: minProperties, const, anyOf).
const schemas = {
  "key by key": { properties, required: ["b"] },
  "read whole by minProperties": { properties, required: ["b"], minProperties: 1 },
  "read whole by anyOf": { properties, required: ["b"], anyOf: [{ required: ["a"] }, { required: ["b"] }] },
};

describe.each(Object.entries(schemas))("a body checked %s", (_how, schema) => {
  const api = apiOf(schema);

  it("a missing required parameter comes before a refused body key", () => {
    expect(refusalOf(() => api({ a: "x", b: 1 }))).toBe("missing required query.q: expected a string");
  });

  it("a refused parameter comes before a refused body key given after it", () => {
    expect(refusalOf(() => api({ q: 5, a: "x", b: 1 }))).toBe("query.q: expected a string, got 5");
  });

  it("with the parameters right, the body's refusal", () => {
    expect(refusalOf(() => api({ q: "s", a: "x", b: 1 }))).toBe('body.a: expected an integer, got "x"');
    expect(refusalOf(() => api({ q: "s", a: 1 }))).toBe("missing required body.b: expected a value");
  });
});
