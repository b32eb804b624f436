/**
 * The kinds of value a schema takes for sure, which let a list or an object take an element without calling its
 * schema: each case here is a value of a kind the schema does not take for sure, so a walk that took it unchecked
 * would take what the schema refuses. Each is held by an item and by a property. Expected values are written by hand.
 */
import { accepted, documentOf } from "./schemaSupport";

const takes = (schema: unknown, value: unknown, document?: object): boolean[] => [accepted({ items: schema }, [value], document), accepted({ properties: { a: schema } }, { a: value }, document)];

describe("a value of a kind no member takes for sure is checked", () => {
  it.each([
    ["oneOf of two members that take every string", { oneOf: [{ type: "string" }, { type: "string", minLength: 3 }] }, "abcd"],
    ["oneOf whose sure member is an anyOf", { oneOf: [{ anyOf: [{ type: "string" }] }, { type: "string", minLength: 3 }] }, "abcd"],
    ["anyOf whose member takes integers only for sure", { anyOf: [{ anyOf: [{ type: "integer" }, { type: "string", minLength: 3 }] }] }, "ab"],
    ["oneOf of a string and an integer, for a boolean", { oneOf: [{ type: "string" }, { type: "integer" }] }, true],
    ["oneOf of a number and an integer, for an integer", { oneOf: [{ type: "number" }, { type: "integer" }] }, 1],
    ["anyOf beside minLength", { anyOf: [{ type: "string" }], minLength: 3 }, "ab"],
    ["a type beside unevaluatedProperties", { type: "object", unevaluatedProperties: false }, { a: 1 }],
    ["a type beside unevaluatedItems", { type: "array", unevaluatedItems: false }, [1]],
    ["a type, for null", { type: "string" }, null],
  ])("%s", (_case, schema, value) => {
    expect(takes(schema, value)).toEqual([false, false]);
  });
});

describe("a value of a kind taken for sure is taken", () => {
  it.each([
    ["oneOf of a number and an integer, for a fraction", { oneOf: [{ type: "number" }, { type: "integer" }] }, 1.5],
    ["oneOf of a string and an integer, for a string", { oneOf: [{ type: "string" }, { type: "integer" }] }, "x"],
  ])("%s", (_case, schema, value) => {
    expect(takes(schema, value)).toEqual([true, true]);
  });

  it("3.0's nullable adds null", () => {
    expect(takes({ type: "string", nullable: true }, null, { ...documentOf(), openapi: "3.0.3" })).toEqual([true, true]);
  });
});
