/**
 * Which refusal a call gets when it has several, through `fromOpenApi`: a missing required parameter first, then the
 * first key given that is refused, then the body; the same whether a body schema's keywords are checked key by key or
 * read whole (docs/openapi-reference.md). Expected values are written by hand.
 */
import { operationOf, thrownMessage } from "./schemaSupport";

const properties = { a: { type: "integer" }, b: {} };
// Each schema's body is checked key by key, or read whole (a keyword of the body as a whole: minProperties, const, anyOf).
const schemas = {
  "key by key": { properties, required: ["b"] },
  "read whole by minProperties": { properties, required: ["b"], minProperties: 1 },
  "read whole by anyOf": { properties, required: ["b"], anyOf: [{ required: ["a"] }, { required: ["b"] }] },
};

describe.each(Object.entries(schemas))("a body checked %s", (_how, schema) => {
  const api = operationOf(schema, { required: true });

  it("a missing required parameter comes before a refused body key", () => {
    expect(thrownMessage(() => api({ a: "x", b: 1 }))).toBe("missing required query.q: expected a string");
  });

  it("a refused parameter comes before a refused body key given after it", () => {
    expect(thrownMessage(() => api({ q: 5, a: "x", b: 1 }))).toBe("query.q: expected a string, got 5");
  });

  it("with the parameters right, the body's refusal", () => {
    expect(thrownMessage(() => api({ q: "s", a: "x", b: 1 }))).toBe('body.a: expected an integer, got "x"');
    expect(thrownMessage(() => api({ q: "s", a: 1 }))).toBe("missing required body.b: expected a value");
  });
});
