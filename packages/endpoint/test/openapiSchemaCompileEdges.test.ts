/**
 * The schema compiler's edges past `openapiSchemaCompile.test.ts`: the kinds a choice takes for sure beside 3.0's
 * `nullable` and beside an allOf, an enum beside a walk, what a message shows of an object schema and of an enum
 * value, what a JSON object is, pointer fragments taken as written, the pointers of resources the index finds, `$id`s
 * passed on a pointer's way, subschemas shared many times over, and what an operation's body reads whole. Expected
 * values are written by hand.
 */
import { accepted, documentOf, fault, operationOf, ref, refusal, thrownMessage } from "./schemaSupport";

const legacy = { ...documentOf(), openapi: "3.0.3" };

describe("3.0's nullable beside a choice", () => {
  // The first member takes null for sure (its own nullable), the second may take it too: oneOf refuses null.
  const schema = { oneOf: [{ anyOf: [{ type: "string" }], nullable: true }, { type: "string", nullable: true }] };

  it("a null that two members take is refused, as an item and as a property", () => {
    expect([accepted({ items: schema }, [null], legacy), accepted({ properties: { a: schema } }, { a: null }, legacy)]).toEqual([false, false]);
  });

  it("a choice that takes no kind for sure still takes null for sure", () => {
    expect(accepted({ items: { anyOf: [{ type: "string", minLength: 3 }], nullable: true } }, [null, "abc"], legacy)).toBe(true);
    expect(accepted({ items: { anyOf: [{ type: "string", minLength: 3 }], nullable: true } }, ["ab"], legacy)).toBe(false);
  });
});

describe("a walk that tests the type itself leaves out only the type's own check", () => {
  it("an array type whose enum lists arrays checks the enum", () => {
    expect(accepted({ type: "array", enum: [[1], [2]], items: { type: "integer" } }, [3])).toBe(false);
    expect(accepted({ type: "array", enum: [[1], [2]], items: { type: "integer" } }, [2])).toBe(true);
  });

  it("an object type whose enum lists objects checks the enum", () => {
    expect(accepted({ type: "object", enum: [{ a: 1 }], properties: { a: { type: "integer" } } }, { a: 2 })).toBe(false);
    expect(accepted({ type: "object", enum: [{ a: 1 }], properties: { a: { type: "integer" } } }, { a: 1 })).toBe(true);
  });
});

describe("an allOf beside an anyOf", () => {
  it("an element the anyOf takes for sure is still checked by the allOf", () => {
    expect(accepted({ items: { allOf: [{ minLength: 3 }], anyOf: [{ type: "string" }] } }, ["ab"])).toBe(false);
    expect(accepted({ items: { allOf: [{ minLength: 3 }], anyOf: [{ type: "string" }] } }, ["abc"])).toBe(true);
  });
});

describe("what a missing property's message shows of its schema", () => {
  const missing = (schema: unknown): string => refusal({ type: "object", required: ["a"], properties: { a: schema } }, {});

  it("an object type with no properties is just an object", () => {
    expect(missing({ type: "object" })).toBe("missing required a: expected an object");
  });

  it("an object type shows its first four property names", () => {
    expect(missing({ type: "object", properties: { b: {}, c: {}, d: {}, e: {}, f: {} } })).toBe("missing required a: expected an object {b, c, d, e, …}");
  });

  it("a type of two kinds does not list the properties", () => {
    expect(missing({ type: ["object", "null"], properties: { b: {} } })).toBe("missing required a: expected an object or null");
  });
});

describe("an object", () => {
  it("with no prototype is a JSON object; a Map is not", () => {
    expect([accepted({ type: "object" }, Object.create(null)), accepted({ type: "object" }, new Map())]).toEqual([true, false]);
  });

  it("undefined is none, in the type's own words", () => {
    expect(refusal({ items: { type: "object" } }, [undefined])).toBe("[0]: expected an object, got undefined");
  });
});

describe("an enum's string longer than a message shows", () => {
  it("is cut, with an ellipsis, inside its quotes", () => {
    expect(refusal({ enum: ["x".repeat(100), "y"] }, "z")).toBe(`value: expected one of "${"x".repeat(60)}…" | "y", got "z"`);
  });
});

describe("an enum value JSON cannot write", () => {
  it("is shown as its kind", () => {
    expect(refusal({ enum: ["y", { toJSON: () => undefined }] }, "z")).toBe('value: expected one of "y" | an object, got "z"');
  });
});

describe("a subschema shared by two members", () => {
  it("is not read-only for being reached twice", () => {
    expect(refusal({ type: "object", required: ["a"], properties: { a: { allOf: [ref("A"), ref("A")] } } }, {}, documentOf({ A: { type: "string" } }))).toBe('missing required a: expected "A" (a string)');
  });

  // A message follows 16 references: through each level's allOf member and its target, 8 levels.
  it("shared at every level of a chain 48 deep, compiles: each shared member is read once", () => {
    const schemas: Record<string, unknown> = { S48: { type: "string", readOnly: false } };
    for (let level = 0; level < 48; level += 1) schemas[`S${level}`] = { allOf: [ref(`S${level + 1}`), ref(`S${level + 1}`)] };
    const document = documentOf(schemas);
    expect(refusal({ type: "object", required: ["a"], properties: { a: ref("S0") } }, {}, document)).toBe('missing required a: expected "S0" ("S1" ("S2" ("S3" ("S4" ("S5" ("S6" ("S7" (a value))))))))');
  });
});

describe("a resource the index finds", () => {
  it("inside a list keeps its pointer, for a fault in it", () => {
    expect(fault(ref("A"), documentOf({ A: { $ref: "https://x.example/b" }, B: { allOf: [{ $id: "https://x.example/b", type: 5 }] } }))).toBe(
      "invalid document at #/components/schemas/B/allOf/0/type: expected one of string, number, integer, boolean, array, object, null, got 5",
    );
  });

  it("under a name keeps its pointer, for a fault in it", () => {
    expect(fault(ref("A"), documentOf({ A: { $ref: "https://x.example/b" }, B: { $id: "https://x.example/b", type: 5 } }))).toBe(
      "invalid document at #/components/schemas/B/type: expected one of string, number, integer, boolean, array, object, null, got 5",
    );
  });

  it("an $id that does not resolve is a fault at the $id", () => {
    expect(fault({ properties: { a: { $id: "http://[" } } })).toBe('invalid document at schema/properties/a/$id: "http://[" does not resolve against https://openapi.document.invalid/');
  });
});

describe("a pointer fragment", () => {
  it("is taken as written: a name with a tab resolves", () => {
    const document = documentOf({ "a\tb": { type: "integer" } });
    expect([accepted({ $ref: "#/components/schemas/a\tb" }, 1, document), accepted({ $ref: "#/components/schemas/a\tb" }, "s", document)]).toEqual([true, false]);
  });

  it("to a list's length resolves nowhere", () => {
    expect(fault({ $ref: "#/components/schemas/L/allOf/length" }, documentOf({ L: { allOf: [{}] } }))).toBe('invalid document at schema/$ref: the $ref "#/components/schemas/L/allOf/length" resolves nowhere');
  });
});

describe("an anchor name a resource declares twice", () => {
  it("names the schema that declares it first, a $dynamicAnchor after an $anchor", () => {
    const document = documentOf({ R: { $id: "https://y.example/r", $defs: { a: { $anchor: "n", type: "string" }, b: { $dynamicAnchor: "n", type: "integer" } } } });
    expect([accepted({ $ref: "https://y.example/r#n" }, "s", document), accepted({ $ref: "https://y.example/r#n" }, 1, document)]).toEqual([true, false]);
  });
});

describe("a pointer's way through a schema with an $id", () => {
  it("resolves what is under it against that $id", () => {
    const document = documentOf({ A: { $ref: "#/components/schemas/B/properties/b" }, B: { $id: "https://ex.example/a/", properties: { b: { $ref: "c" } } }, C: { $id: "https://ex.example/a/c", type: "integer" } });
    expect([accepted(ref("A"), 1, document), accepted(ref("A"), "s", document)]).toEqual([true, false]);
  });
});

describe("an operation's body", () => {
  it("closed by unevaluatedProperties: false refuses an unknown key where the call gives it", () => {
    const api = operationOf({ type: "object", properties: { a: { type: "integer" } }, unevaluatedProperties: false });
    expect(thrownMessage(() => api({ zz: 1, q: 5 }))).toBe('unknown key "zz": not a parameter or body property of this operation; it takes "q", "a"');
  });

  describe("a $dynamicRef", () => {
    const api = operationOf({ $dynamicRef: "https://m.example/m#meta" }, { schemas: { M: { $id: "https://m.example/m", $dynamicAnchor: "meta", type: "object", properties: { a: { type: "integer" } }, required: ["a"] } } });

    it("is read whole: its target's required property is needed", () => {
      expect(thrownMessage(() => api({}))).toBe("missing required body.a: expected an integer");
    });

    it("takes its target's properties as keys of the call", () => {
      expect((api({ a: 1 }) as { body: unknown }).body).toEqual({ a: 1 });
      expect(thrownMessage(() => api({ a: "x" }))).toBe('body.a: expected an integer, got "x"');
    });

    it("refuses a key no schema it may take names", () => {
      expect(thrownMessage(() => api({ a: 1, b: 1 }))).toBe('unknown key "b": not a parameter or body property of this operation; did you mean "q"? it takes "q", "a"');
    });
  });
});
