/**
 * Where a refused body property stands among a call's refusals, through `fromOpenApi`: after every parameter given and
 * every unknown key, in whatever order the call gives its keys, whether the body schema's keywords are checked key by
 * key or read whole (docs/openapi-reference.md). Expected values are written by hand.
 */
import { operationOf, thrownMessage } from "./schemaSupport";

const properties = { a: { type: "integer" }, b: {} };
const schemas = {
  "key by key": { properties },
  "read whole by minProperties": { properties, minProperties: 1 },
  "read whole by not": { properties, not: { required: ["b"] } },
};

describe.each(Object.entries(schemas))("a body checked %s", (_how, schema) => {
  const api = operationOf(schema);

  it("a parameter given after a refused body property is refused first", () => {
    expect(thrownMessage(() => api({ a: "x", q: 5 }))).toBe("query.q: expected a string, got 5");
  });

  it("an unknown key given after a refused body property is refused first", () => {
    expect(thrownMessage(() => api({ a: "x", zz: 1, q: "s" }))).toBe('unknown key "zz": not a parameter or body property of this operation; it takes "q", "a", "b"');
  });

  it("with the parameters right and no key unknown, the body property's refusal", () => {
    expect(thrownMessage(() => api({ a: "x", q: "s" }))).toBe('body.a: expected an integer, got "x"');
    expect(api({ q: "s", a: 1 })).toMatchObject({ method: "post" });
  });
});

describe("keys that additionalProperties admits are body properties", () => {
  const api = operationOf({ properties, additionalProperties: { type: "string" } });

  it("one refused by it comes after a parameter refused", () => {
    expect(thrownMessage(() => api({ x: 1, q: 5 }))).toBe("query.q: expected a string, got 5");
    expect(thrownMessage(() => api({ x: 1, q: "s" }))).toBe("body.x: expected a string, got 1");
  });

  it("the body's keys in the order given", () => {
    expect(thrownMessage(() => api({ x: "s", a: "s", y: 2, q: "s" }))).toBe('body.a: expected an integer, got "s"');
    expect(thrownMessage(() => api({ y: 2, a: "s", q: "s" }))).toBe("body.y: expected a string, got 2");
  });
});
