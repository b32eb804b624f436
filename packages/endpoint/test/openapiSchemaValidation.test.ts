/**
 * JSON Schema 2020-12's Validation vocabulary (§6) at its edges, through `schemaCodec` and `fromOpenApi`: each
 * keyword's refusal worded exactly, the stricter of two bounds, keys given flat checked as the assembled body, and
 * each malformed keyword INVALID_DOCUMENT at its pointer. Expected values are written by hand.
 */
import { fromOpenApi } from "@request-options/endpoint/openapi";
import { accepted, documentOf, fault, refusal, thrownMessage } from "./schemaSupport";

describe("type, enum and const", () => {
  it("a type is a name or a non-empty list of names", () => {
    expect(fault({ type: "text" })).toBe('invalid document at schema/type: expected one of string, number, integer, boolean, array, object, null, got "text"');
    expect(fault({ type: [] })).toBe("invalid document at schema/type: expected a type name or a non-empty list of them");
    expect(fault({ type: ["string", "text"] })).toBe('invalid document at schema/type: expected one of string, number, integer, boolean, array, object, null, got "text"');
  });

  // Binary data is sent as a string.
  it("a string type takes binary data: a Blob, a Uint8Array", () => {
    expect([accepted({ type: "string" }, new Blob(["x"])), accepted({ type: "string" }, new Uint8Array(1))]).toEqual([true, true]);
    expect(accepted({ type: ["string", "null"] }, new Blob(["x"]))).toBe(true);
  });

  it("an object type takes a plain object only", () => {
    expect([accepted({ type: "object" }, {}), accepted({ type: "object" }, new Date(0)), accepted({ type: "object" }, [])]).toEqual([true, false, false]);
  });

  it("format date-time lets a Date through where the type takes strings, and says so", () => {
    expect(refusal({ type: ["string", "null"], format: "date-time" }, 5)).toBe("value: expected a string or null (a date-time) or a Date, got 5");
    expect(refusal({ type: "integer", format: "date-time" }, "x")).toBe('value: expected an integer, got "x"');
    expect([accepted({ type: ["null", "string"], format: "date-time" }, new Date(0)), accepted({ type: "integer", format: "date-time" }, new Date(0))]).toEqual([true, false]);
  });

  it("an enum names up to 12 values, then how many there are", () => {
    const values = Array.from({ length: 13 }, (_, index) => index + 1);
    expect(refusal({ enum: values.slice(0, 12) }, 0)).toBe("value: expected one of 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12, got 0");
    expect(refusal({ enum: values }, 0)).toBe("value: expected one of 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | … (13 values), got 0");
  });

  it("an enum of values all of the type stands for the type; one holding another type leaves the type its own check", () => {
    expect(refusal({ type: "string", enum: ["a"] }, 5)).toBe('value: expected one of "a", got 5');
    expect(refusal({ type: "string", enum: ["a", 1] }, 1)).toBe("value: expected a string, got 1");
    expect(refusal({ type: ["string", "integer"], enum: ["a", 1] }, "b")).toBe('value: expected one of "a" | 1, got "b"');
  });
});

describe("numbers", () => {
  it("of minimum and a numeric exclusiveMinimum, the stricter applies; equal, the exclusive one", () => {
    expect(refusal({ minimum: 5, exclusiveMinimum: 5 }, 5)).toBe("value: expected a number > 5, got 5");
    expect(refusal({ minimum: 1, exclusiveMinimum: 5 }, 3)).toBe("value: expected a number > 5, got 3");
    expect(refusal({ minimum: 5, exclusiveMinimum: 1 }, 4)).toBe("value: expected a number ≥ 5, got 4");
    expect(accepted({ minimum: 5, exclusiveMinimum: 1 }, 5)).toBe(true);
  });

  it("of maximum and a numeric exclusiveMaximum, the stricter applies; equal, the exclusive one", () => {
    expect(refusal({ maximum: 5, exclusiveMaximum: 5 }, 5)).toBe("value: expected a number < 5, got 5");
    expect(refusal({ maximum: 10, exclusiveMaximum: 5 }, 7)).toBe("value: expected a number < 5, got 7");
    expect(refusal({ maximum: 3, exclusiveMaximum: 5 }, 4)).toBe("value: expected a number ≤ 3, got 4");
    expect(accepted({ maximum: 3, exclusiveMaximum: 5 }, 3)).toBe(true);
  });

  it("bounds and multipleOf are worded together", () => {
    expect(refusal({ minimum: 1, multipleOf: 2 }, 3)).toBe("value: expected a number ≥ 1 and a multiple of 2, got 3");
    expect(refusal({ exclusiveMinimum: 0, maximum: 9 }, 10)).toBe("value: expected a number > 0 and ≤ 9, got 10");
  });

  it("a decimal multipleOf holds at a scale of millions, binary rounding aside", () => {
    expect([accepted({ multipleOf: 0.1 }, 1000000.2), accepted({ multipleOf: 0.1 }, 1000000.25)]).toEqual([true, false]);
  });

  it("each bound is a number, multipleOf one above 0, refused at its pointer", () => {
    for (const keyword of ["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf"]) {
      expect(fault({ [keyword]: "1" })).toBe(`invalid document at schema/${keyword}: expected a number, got "1"`);
    }
    expect(fault({ multipleOf: 0 })).toBe("invalid document at schema/multipleOf: expected a number above 0, got 0");
  });
});

describe("strings", () => {
  it("minLength and maxLength are worded alone and together", () => {
    expect(refusal({ minLength: 2 }, "a")).toBe('value: expected a string of at least 2 characters, got "a"');
    expect(refusal({ maxLength: 1 }, "ab")).toBe('value: expected a string of at most 1 characters, got "ab"');
    expect(refusal({ minLength: 2, maxLength: 3 }, "a")).toBe('value: expected a string of at least 2 and at most 3 characters, got "a"');
  });

  it("a pattern run by the regExp engine has no length bound", () => {
    const long = "a".repeat(10_001);
    const engine = (source: string) => new RegExp(source, "u");
    expect([accepted({ pattern: "^a+$" }, long), accepted({ pattern: "^a+$" }, long, documentOf(), { regExp: engine })]).toEqual([false, true]);
  });

  it("each length is a non-negative integer, refused at its pointer", () => {
    for (const keyword of ["minLength", "maxLength"]) expect(fault({ [keyword]: -1 })).toBe(`invalid document at schema/${keyword}: expected a non-negative integer, got -1`);
  });
});

describe("arrays", () => {
  it("minItems and maxItems apply alone and together, to arrays only", () => {
    expect(refusal({ minItems: 2 }, [1])).toBe("value: expected an array of at least 2 elements, got an array");
    expect(refusal({ maxItems: 1 }, [1, 2])).toBe("value: expected an array of at most 1 elements, got an array");
    expect(refusal({ minItems: 2, maxItems: 3 }, [1])).toBe("value: expected an array of at least 2 and at most 3 elements, got an array");
    expect([accepted({ minItems: 1 }, "x"), accepted({ maxItems: 0 }, {})]).toEqual([true, true]);
  });

  it("uniqueItems names the first two equal elements, and compares the elements a list holds, no further", () => {
    expect(refusal({ uniqueItems: true }, [1, 2, 1])).toBe("value: expected an array of unique elements (elements 0 and 2 are equal), got an array");
    expect([accepted({ minItems: 1 }, [1, 1]), accepted({ uniqueItems: true }, [1, undefined])]).toEqual([true, true]);
  });

  it("uniqueItems is a boolean, each count a non-negative integer, refused at its pointer", () => {
    expect(fault({ uniqueItems: "yes" })).toBe('invalid document at schema/uniqueItems: expected a boolean, got "yes"');
    for (const keyword of ["minItems", "maxItems"]) expect(fault({ [keyword]: 1.5 })).toBe(`invalid document at schema/${keyword}: expected a non-negative integer, got 1.5`);
  });
});

describe("objects", () => {
  it("minProperties and maxProperties count the properties given, not those undefined, and apply to objects only", () => {
    expect(refusal({ minProperties: 2 }, { a: 1, b: undefined })).toBe("value: expected an object of at least 2 properties, got an object");
    expect(refusal({ maxProperties: 1 }, { a: 1, b: 2 })).toBe("value: expected an object of at most 1 properties, got an object");
    expect(refusal({ minProperties: 1, maxProperties: 1 }, {})).toBe("value: expected an object of at least 1 and at most 1 properties, got an object");
    expect([accepted({ maxProperties: 1 }, { a: 1, b: undefined }), accepted({ minProperties: 1 }, []), accepted({ maxProperties: 0 }, "ab")]).toEqual([true, true, true]);
  });

  it("required and dependentRequired take a property given undefined for one missing", () => {
    expect(refusal({ required: ["a"] }, { a: undefined })).toBe("missing required a: expected any value");
    expect(refusal({ dependentRequired: { a: ["b"] } }, { a: 1, b: undefined })).toBe('missing required b: expected a value, as "a" is given');
    expect(refusal({ dependencies: { a: ["b"] } }, { a: 1 })).toBe('missing required b: expected a value, as "a" is given');
    expect([accepted({ dependentRequired: { a: ["b"] } }, { a: undefined }), accepted({ dependentRequired: { a: ["b"] } }, "a")]).toEqual([true, true]);
  });

  it("required: true and false (3.0's and Swagger's forms on a property) require nothing", () => {
    expect([accepted({ required: true }, {}), accepted({ required: false }, {})]).toEqual([true, true]);
  });

  it("required and dependentRequired are lists of names, dependentRequired an object of them, each count a non-negative integer", () => {
    expect(fault({ required: ["a", 1] })).toBe("invalid document at schema/required: expected a list of property names, got an array");
    expect(fault({ required: "a" })).toBe('invalid document at schema/required: expected a list of property names, got "a"');
    expect(fault({ dependentRequired: 5 })).toBe("invalid document at schema/dependentRequired: expected an object of lists of names, got 5");
    expect(fault({ dependentRequired: { a: "b" } })).toBe('invalid document at schema/dependentRequired/a: expected a list of property names, got "b"');
    for (const keyword of ["minProperties", "maxProperties"]) expect(fault({ [keyword]: "1" })).toBe(`invalid document at schema/${keyword}: expected a non-negative integer, got "1"`);
  });
});

describe("a JSON body's keys given flat are checked as the body they make", () => {
  const call = (schema: object, options: Record<string, unknown>): unknown => {
    const document = { ...documentOf(), servers: [{ url: "https://api.test" }], paths: { "/t": { post: { operationId: "op", requestBody: { required: true, content: { "application/json": { schema } } } } } } };
    return fromOpenApi(document)("op", options);
  };
  const refused = (schema: object, options: Record<string, unknown>): string => thrownMessage(() => call(schema, options));
  const properties = { a: {}, b: {} };

  it("by const and enum", () => {
    expect(refused({ type: "object", properties, const: { a: 1 } }, { a: 2 })).toBe('body: expected {"a":1}, got an object');
    expect(refused({ type: "object", properties, enum: [{ a: 1 }] }, { a: 2 })).toBe('body: expected one of {"a":1}, got an object');
  });

  it("by minProperties, maxProperties and dependentRequired", () => {
    expect(refused({ type: "object", properties, minProperties: 2 }, { a: 1 })).toBe("body: expected an object of at least 2 properties, got an object");
    expect(refused({ type: "object", properties, maxProperties: 1 }, { a: 1, b: 2 })).toBe("body: expected an object of at most 1 properties, got an object");
    expect(refused({ type: "object", properties, dependentRequired: { a: ["b"] } }, { a: 1 })).toBe('missing required body.b: expected a value, as "a" is given');
  });

  it("but for a readOnly property, which a request never requires", () => {
    expect(call({ properties: { a: { readOnly: true }, b: {} }, required: ["a", "b"] }, { b: 1 })).toMatchObject({ body: { b: 1 } });
  });
});
