/**
 * The schema compiler's own rules, past the cases `openapiSchema.test.ts` holds: each loop named from where it
 * closes, a document or schema that throws as it is read, `$self`'s base, references into lists and to `$id`s and
 * anchors, and unevaluatedProperties/Items walking a value as the Applicator's walks do: bounded in depth and
 * length. Expected values are written by hand.
 */
import { fromOpenApi } from "@request-options/endpoint/openapi";
import { accepted, documentOf, fault, ref, refusal, thrownMessage } from "./schemaSupport";

describe("a loop of subschemas checked against the same value", () => {
  it("is named from the schema it closes at, past the schema that led to it", () => {
    expect(fault(ref("R"), documentOf({ R: ref("A"), A: { allOf: [ref("B")] }, B: ref("A") }))).toBe(
      "invalid document at #/components/schemas/A: a loop of $ref/allOf/anyOf/oneOf with no property or item between: #/components/schemas/A → #/components/schemas/A/allOf/0 → #/components/schemas/B → #/components/schemas/A",
    );
  });

  it("is found through a list's second member", () => {
    expect(fault(ref("N"), documentOf({ N: { allOf: [{}, ref("N")] } }))).toBe(
      "invalid document at #/components/schemas/N: a loop of $ref/allOf/anyOf/oneOf with no property or item between: #/components/schemas/N → #/components/schemas/N/allOf/1 → #/components/schemas/N",
    );
  });
});

describe("a document or schema that throws as it is read is INVALID_DOCUMENT", () => {
  it("an `openapi` or `$self` whose getter throws, at #/openapi", () => {
    for (const key of ["openapi", "$self"]) {
      const document = { ...documentOf() };
      Object.defineProperty(document, key, { enumerable: true, get: () => { throw new Error(`${key} is out`); } });
      expect(fault({}, document)).toBe(`invalid document at #/openapi: reading it failed: ${key} is out`);
    }
  });

  it("a schema whose prototype cannot be read", () => {
    const schema = new Proxy({}, { getPrototypeOf: () => { throw new Error("no prototype"); } });
    expect(fault(schema)).toBe("invalid document: reading it failed: no prototype");
  });
});

describe("references", () => {
  it("`$self` is the document's base without its fragment", () => {
    const document = { ...documentOf({ A: { type: "integer" } }), $self: "https://example.test/api.json#part" };
    expect(refusal({ $ref: "https://example.test/api.json#/components/schemas/A" }, "x", document)).toBe('value: expected an integer, got "x"');
    expect(fault({}, { ...documentOf(), $self: "http://[bad" })).toBe('invalid document at #/$self: "http://[bad" does not resolve against https://openapi.document.invalid/');
  });

  it("a pointer reaches a list's member by its index, 1 and 10 too", () => {
    expect(refusal(ref("A/allOf/1"), "x", documentOf({ A: { allOf: [{}, { type: "integer" }] } }))).toBe('value: expected an integer, got "x"');
    expect(refusal(ref("A/anyOf/10"), 9, documentOf({ A: { anyOf: Array.from({ length: 11 }, (_, index) => ({ const: index })) } }))).toBe("value: expected 10, got 9");
  });

  it("a `$id` names its schema's resource", () => {
    expect(refusal({ $ref: "https://x.test/s" }, "x", documentOf({ S: { $id: "https://x.test/s", type: "integer" } }))).toBe('value: expected an integer, got "x"');
  });

  it("an `$anchor` names its schema in 3.1, inside a list too, and nothing in 3.0", () => {
    expect(refusal({ $ref: "#foo" }, "x", documentOf({ S: { allOf: [{ $anchor: "foo", type: "integer" }] } }))).toBe('value: expected an integer, got "x"');
    expect(fault({ $ref: "#foo" }, { ...documentOf({ S: { $anchor: "foo", type: "integer" } }), openapi: "3.0.3" })).toBe('invalid document at schema/$ref: the $ref "#foo" names no anchor of https://openapi.document.invalid/');
  });

  it("a `$dynamicRef` that resolves nowhere is INVALID_DOCUMENT at its pointer", () => {
    expect(fault({ $dynamicRef: "#/nowhere" })).toBe('invalid document at schema/$dynamicRef: the $ref "#/nowhere" resolves nowhere');
  });

  it("true and false schemas are described as any value and no value", () => {
    expect(refusal({ properties: { a: false }, required: ["a"] }, {})).toBe("missing required a: expected no value");
    expect(refusal({ properties: { a: true }, required: ["a"] }, {})).toBe("missing required a: expected any value");
  });
});

describe("unevaluatedProperties and unevaluatedItems", () => {
  const nested = (levels: number, wrap: (inner: unknown) => unknown): unknown => {
    let value: unknown = 1;
    for (let level = 0; level < levels; level += 1) value = wrap(value);
    return value;
  };
  const document = documentOf({ N: { unevaluatedProperties: ref("N") }, M: { unevaluatedItems: ref("M") } });

  it("are INVALID_DOCUMENT at their pointer when no schema", () => {
    expect(fault({ unevaluatedProperties: 5 })).toBe("invalid document at schema/unevaluatedProperties: a schema is an object or a boolean, got 5");
    expect(fault({ unevaluatedItems: 5 })).toBe("invalid document at schema/unevaluatedItems: a schema is an object or a boolean, got 5");
  });

  it("walk a value 256 levels deep and no deeper, one that contains itself too", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["a"] = cyclic;
    const list: unknown[] = [];
    list.push(list);
    expect([accepted(ref("N"), nested(255, (inner) => ({ a: inner })), document), accepted(ref("M"), nested(255, (inner) => [inner]), document)]).toEqual([true, true]);
    for (const [schema, value] of [[ref("N"), nested(300, (inner) => ({ a: inner }))], [ref("M"), nested(300, (inner) => [inner])], [ref("N"), cyclic], [ref("M"), list]] as const) {
      expect(refusal(schema, value, document)).toMatch(/: expected a value nested at most 256 levels deep, got an (object|array)$/);
    }
  });

  it("walk a list of at most 2 ** 20 elements", () => {
    expect(accepted(ref("M"), new Array(2 ** 20).fill(0), document)).toBe(true);
    expect(refusal(ref("M"), new Array(2 ** 32 - 1), document)).toBe("value: expected an array of at most 1048576 elements (the longest whose items are checked), got an array");
  });

  it("pass a key given undefined", () => {
    expect(accepted({ unevaluatedProperties: false }, { a: undefined })).toBe(true);
  });

  it("admit a body's keys given flat as their schema says", () => {
    const apiOf = (schema: object) => {
      const document = { ...documentOf(), servers: [{ url: "https://api.test" }], paths: { "/t": { post: { operationId: "op", requestBody: { content: { "application/json": { schema } } } } } } };
      return (options: Record<string, unknown>): unknown => fromOpenApi(document)("op", options);
    };
    expect(apiOf({ properties: { a: {} }, unevaluatedProperties: true })({ zz: 1 })).toMatchObject({ body: { zz: 1 } });
    expect(apiOf({ properties: { a: {} }, unevaluatedProperties: { type: "string" } })({ zz: "x" })).toMatchObject({ body: { zz: "x" } });
    expect(thrownMessage(() => apiOf({ properties: { a: {} }, unevaluatedProperties: { type: "string" } })({ zz: 1 }))).toBe("body.zz: expected a string, got 1");
  });
});


describe("a schema's own checks beside its items or properties walk", () => {
  it("a type of two kinds is checked before the walk", () => {
    expect(refusal({ type: ["array", "null"], items: { type: "integer" } }, "x")).toBe('value: expected an array or null, got "x"');
    expect(refusal({ type: ["object", "null"], properties: { a: { type: "integer" } } }, "x")).toBe('value: expected an object or null, got "x"');
    expect([accepted({ type: ["array", "null"], items: { type: "integer" } }, null), accepted({ type: ["object", "null"], properties: { a: {} } }, null)]).toEqual([true, true]);
  });

  it("the first keyword that is no type is kept", () => {
    expect(refusal({ minItems: 1, items: { type: "integer" } }, [])).toBe("value: expected an array of at least 1 elements, got an array");
    expect(refusal({ enum: [[1]], items: {} }, [2])).toBe("value: expected one of [1], got an array");
    expect(refusal({ enum: [{ a: 1 }], properties: { a: {} } }, { a: 2 })).toBe('value: expected one of {"a":1}, got an object');
  });
});
