/**
 * A schema the compiler cannot read, through `schemaCodec`: each fault INVALID_DOCUMENT at the pointer of what is
 * wrong, in words that say what was expected and what was found; and the core and unevaluated vocabularies' and 3.0's
 * refusals worded exactly. Expected values are written by hand.
 */
import { schemaCodec } from "@request-options/endpoint/openapi";
import { documentOf, fault, refusal } from "./schemaSupport";

const v30 = { ...documentOf(), openapi: "3.0.3" };

describe("faults of a schema, at their pointer", () => {
  it("a schema is an object or a boolean; $id a string; a dialect the document cannot hold is refused", () => {
    expect(fault(5)).toBe("invalid document at schema: a schema is an object or a boolean, got 5");
    expect(fault({ properties: { a: "x" } })).toBe('invalid document at schema/properties/a: a schema is an object or a boolean, got "x"');
    expect(fault({ $id: 5 })).toBe("invalid document at schema/$id: expected a string, got 5");
    expect(fault({ $schema: "https://schemas.test/mine" })).toBe('invalid document at schema/$schema: the dialect "https://schemas.test/mine" is unknown: its metaschema leaves the document');
  });

  it("allOf, anyOf and oneOf are non-empty lists of schemas", () => {
    for (const keyword of ["allOf", "anyOf", "oneOf"]) {
      expect(fault({ [keyword]: [] })).toBe(`invalid document at schema/${keyword}: expected a non-empty list of schemas, got an array`);
      expect(fault({ [keyword]: {} })).toBe(`invalid document at schema/${keyword}: expected a non-empty list of schemas, got an object`);
    }
  });

  it("a pattern is a string that is a JavaScript regular expression", () => {
    expect(fault({ pattern: 5 })).toBe("invalid document at schema/pattern: a pattern is a string, got 5");
    expect(fault({ pattern: "(" })).toBe('invalid document at schema/pattern: the pattern "(" is no JavaScript regular expression');
    expect(fault({ patternProperties: { "a/(": {} } })).toBe('invalid document at schema/patternProperties/a~1(: the pattern "a/(" is no JavaScript regular expression');
  });

  it("a $ref and a $dynamicRef are strings that resolve inside the document", () => {
    expect(fault({ $ref: 5 })).toBe("invalid document at schema/$ref: a $ref is a string, got 5");
    expect(fault({ $dynamicRef: 5 })).toBe("invalid document at schema/$dynamicRef: a $dynamicRef is a string, got 5");
    expect(fault({ $ref: "#/nowhere" })).toBe('invalid document at schema/$ref: the $ref "#/nowhere" resolves nowhere');
    expect(fault({ $ref: "other.json" })).toBe('invalid document at schema/$ref: the $ref "other.json" is not local: it names https://openapi.document.invalid/other.json, which the document does not hold');
    expect(fault({ $ref: "#%zz" })).toBe('invalid document at schema/$ref: the $ref "#%zz" is not valid percent-encoding');
    expect(fault({ $ref: "#name" })).toBe('invalid document at schema/$ref: the $ref "#name" names no anchor of https://openapi.document.invalid/');
  });

  it("3.0's nullable is a boolean", () => {
    expect(fault({ type: "string", nullable: 5 }, v30)).toBe("invalid document at schema/nullable: expected a boolean, got 5");
  });
});

describe("refusals of the core and unevaluated vocabularies, and of 3.0", () => {
  it("the schema false takes no value", () => {
    expect(refusal(false, 1)).toBe("value: expected no value (the schema is false), got 1");
    expect(refusal({ properties: { a: false } }, { a: 1 })).toBe("a: expected no value (the schema is false), got 1");
  });

  it("unevaluatedProperties and unevaluatedItems: false refuse what no other keyword evaluated", () => {
    expect(refusal({ properties: { a: {} }, unevaluatedProperties: false }, { a: 1, b: 2 })).toBe('value: unknown key "b"; did you mean "a"? it takes "a"');
    expect(refusal({ prefixItems: [{}], unevaluatedItems: false }, [1, 2])).toBe("[1]: expected no value (the schema is false), got 2");
    expect(refusal({ allOf: [{ properties: { a: {} } }], unevaluatedProperties: { type: "integer" } }, { a: "x", b: "y" })).toBe('b: expected an integer, got "y"');
  });

  it("where a date-time string is taken, with or without a type, a Date is checked as its ISO string, an invalid one refused", () => {
    for (const schema of [{ type: "string", format: "date-time" }, { format: "date-time" }]) {
      expect(refusal(schema, new Date(Number.NaN))).toBe("value: expected a valid Date, got an object");
      expect(refusal({ ...schema, maxLength: 20 }, new Date(0))).toBe('value: expected a string of at most 20 characters, got "1970-01-01T00:00:00.000Z"');
    }
  });

  it("3.0's nullable lets null through whatever the other keywords say", () => {
    const codec = schemaCodec(v30, { type: "integer", nullable: true, minimum: 5, enum: [6] });
    expect([codec.is(null), codec.is(6), codec.is(4)]).toEqual([true, true, false]);
    expect(refusal({ type: "integer", nullable: true }, "x", v30)).toBe('value: expected an integer or null, got "x"');
  });
});

describe("an enum of lists or objects", () => {
  it("compares the value with each listed value and no further: an undefined list item is none of them", () => {
    expect(refusal({ items: { enum: [{ a: 1 }] } }, [undefined])).toBe('[0]: expected one of {"a":1}, got undefined');
  });
});
