/**
 * JSON Schema 2020-12's Applicator vocabulary (§10) at its edges, through `schemaCodec`: each keyword's refusal
 * worded exactly and named by its path, the bounds of `contains`, the longest list walked, objects of many
 * properties, the guard (`is`) agreeing with the decoder, and each malformed keyword INVALID_DOCUMENT at its pointer.
 * Expected values are written by hand.
 */
import { accepted, fault, refusal } from "./schemaSupport";

describe("in place: allOf, anyOf, oneOf, not, if/then/else, dependentSchemas", () => {
  it("not names what the value must not be", () => {
    expect(refusal({ not: { type: "string" } }, "x")).toBe('value: expected a value that is not a string, got "x"');
    expect(accepted({ not: { type: "string" } }, 1)).toBe(true);
  });

  it("oneOf refuses a value two members take, naming both; anyOf gives each member's reason", () => {
    expect(refusal({ oneOf: [{ type: "integer" }, { type: "number" }] }, 1)).toBe("value: expected exactly one of member 0 | member 1, got 1: it matches member 0 and member 1");
    expect(refusal({ anyOf: [{ type: "integer", title: "Int" }, { type: "string" }] }, true)).toBe(
      'value: expected at least one of "Int" | member 1, got true: "Int" refused it: value: expected an integer, got true; member 1 refused it: value: expected a string, got true',
    );
    expect([accepted({ oneOf: [{ type: "integer" }, { type: "string" }] }, 1), accepted({ oneOf: [{ minimum: 0 }, { maximum: 0 }] }, 0)]).toEqual([true, false]);
    expect([accepted({ anyOf: [{ type: "string" }, { minimum: 5 }] }, 7), accepted({ anyOf: [{ type: "string" }, { minimum: 5 }] }, 3)]).toEqual([true, false]);
  });

  it("if/then/else applies then or else by the condition; without them the condition decides nothing", () => {
    const schema = { if: { type: "string" }, then: { minLength: 2 }, else: { type: "integer" } };
    expect(refusal(schema, "a")).toBe('value: expected a string of at least 2 characters, got "a"');
    expect(refusal(schema, 1.5)).toBe("value: expected an integer, got 1.5");
    expect([accepted(schema, "ab"), accepted(schema, 2), accepted({ if: { type: "string" } }, 1), accepted({ if: { type: "string" }, else: { const: 0 } }, "x")]).toEqual([true, true, true, true]);
  });

  it("dependentSchemas, and dependencies' schema form, apply when their key is given, not undefined", () => {
    for (const keyword of ["dependentSchemas", "dependencies"]) {
      const schema = { [keyword]: { a: { required: ["b"] } } };
      expect(refusal(schema, { a: 1 })).toBe("missing required b: expected any value");
      expect([accepted(schema, { a: undefined }), accepted(schema, { a: 1, b: 2 }), accepted(schema, "a")]).toEqual([true, true, true]);
    }
  });

  it("a map of schemas and a list of schemas are refused at their pointer when they are not", () => {
    for (const keyword of ["properties", "patternProperties", "dependentSchemas"]) expect(fault({ [keyword]: [] })).toBe(`invalid document at schema/${keyword}: expected an object of schemas, got an array`);
    expect(fault({ prefixItems: 5 })).toBe("invalid document at schema/prefixItems: expected a list of schemas, got 5");
  });
});

describe("arrays: prefixItems, items, contains", () => {
  it("an item is named by its index, under prefixItems or items", () => {
    expect(refusal({ items: { type: "string" } }, ["a", 1])).toBe("[1]: expected a string, got 1");
    expect(refusal({ prefixItems: [{ type: "string" }], items: { type: "integer" } }, ["a", "b"])).toBe('[1]: expected an integer, got "b"');
    expect(refusal({ prefixItems: [{ type: "string" }, { type: "integer" }] }, [1])).toBe("[0]: expected a string, got 1");
    expect(accepted({ prefixItems: [{ type: "string" }] }, ["a", 1, null])).toBe(true);
  });

  it("contains counts the items it takes: 1 or more by default, minContains to maxContains when given", () => {
    const contains = { type: "string" };
    expect(refusal({ contains }, [1])).toBe("value: expected an array with 1 or more elements that are a string, got an array");
    expect(refusal({ contains, minContains: 2, maxContains: 3 }, ["a", 1])).toBe("value: expected an array with 2 to 3 elements that are a string, got an array");
    expect(refusal({ contains, maxContains: 1 }, ["a", "b"])).toBe("value: expected an array with 1 to 1 elements that are a string, got an array");
    expect([accepted({ contains, minContains: 0 }, [1]), accepted({ contains, maxContains: 2 }, ["a", 1, "b"]), accepted({ contains }, "not an array")]).toEqual([true, true, true]);
    expect(fault({ contains, minContains: "1" })).toBe('invalid document at schema/minContains: expected a non-negative integer, got "1"');
    expect(fault({ contains, maxContains: -1 })).toBe("invalid document at schema/maxContains: expected a non-negative integer, got -1");
  });

  it("a list whose items are checked is walked up to 2 ** 20 elements; a longer one is refused unwalked", () => {
    const items = { type: "integer" };
    expect(accepted({ items }, new Array<number>(2 ** 20).fill(0))).toBe(true);
    expect(refusal({ items }, new Array<number>(2 ** 20 + 1))).toBe("value: expected an array of at most 1048576 elements (the longest whose items are checked), got an array");
    expect(refusal({ contains: items }, new Array<number>(2 ** 20 + 1))).toBe("value: expected an array of at most 1048576 elements (the longest whose items are checked), got an array");
  });

  it("under type array the walk refuses what is no array", () => {
    expect(refusal({ type: "array", items: { type: "integer" } }, { 0: 1 })).toBe("value: expected an array, got an object");
  });
});

describe("objects: properties, patternProperties, additionalProperties, propertyNames", () => {
  it("a property, a pattern's or an additional one is named by its key; a name by propertyNames as `<key> (its name)`", () => {
    expect(refusal({ patternProperties: { "^x": { type: "integer" } } }, { xa: "s" })).toBe('xa: expected an integer, got "s"');
    expect(refusal({ additionalProperties: { type: "integer" } }, { a: "s" })).toBe('a: expected an integer, got "s"');
    expect(refusal({ propertyNames: { maxLength: 2 } }, { abc: 1 })).toBe('abc (its name): expected a string of at most 2 characters, got "abc"');
    expect(refusal({ properties: { a: {} }, additionalProperties: false }, { a: 1, b: 2 })).toBe('value: unknown key "b"; did you mean "a"? it takes "a"');
  });

  it("a key given undefined is no key: not checked, not counted as given", () => {
    expect([accepted({ properties: { a: { type: "integer" } } }, { a: undefined }), accepted({ additionalProperties: false }, { a: undefined })]).toEqual([true, true]);
    expect(refusal({ properties: { a: {} }, required: ["a"] }, { a: undefined })).toBe("missing required a: expected a value");
  });

  it("an object of more than 16 properties finds each key by name, in any order", () => {
    const names = Array.from({ length: 20 }, (_, index) => `p${index}`);
    const schema = { properties: Object.fromEntries(names.map((name) => [name, { type: "integer" }])), required: ["p19", "p0"] };
    expect(accepted(schema, Object.fromEntries([...names].reverse().map((name, index) => [name, index])))).toBe(true);
    expect(refusal(schema, { p0: 0, p17: "x", p19: 1 })).toBe('p17: expected an integer, got "x"');
    expect(refusal(schema, { p0: 0 })).toBe("missing required p19: expected an integer");
  });

  it("a few properties are found from the one after the last found, in any order", () => {
    const schema = { properties: { a: { type: "integer" }, b: { type: "string" }, c: { type: "boolean" } }, required: ["a", "c"] };
    expect([accepted(schema, { c: true, b: "x", a: 1 }), accepted(schema, { b: "x", c: false, a: 2 })]).toEqual([true, true]);
    expect(refusal(schema, { c: true, b: 5, a: 1 })).toBe("b: expected a string, got 5");
    expect(refusal(schema, { b: "x", a: 1 })).toBe("missing required c: expected a boolean");
  });

  it("a readOnly property is never required", () => {
    expect(accepted({ properties: { id: { readOnly: true }, name: {} }, required: ["id", "name"] }, { name: "n" })).toBe(true);
    expect(accepted({ properties: { id: { readOnly: true } }, required: ["id", "other"], additionalProperties: true }, { other: 1 })).toBe(true);
  });

  it("under type object the walk refuses what is no object", () => {
    expect(refusal({ type: "object", properties: { a: {} } }, [1])).toBe("value: expected an object, got an array");
  });
});
