/**
 * The Applicator vocabulary past the cases `openapiSchemaApplicator.test.ts` holds: each subschema's pointer in a
 * fault, the depth bound reached through every keyword that walks into a value, anyOf and oneOf answered from their
 * members' kinds, members named by a discriminator's mapping, the longest property name a pattern is run against,
 * and the body keywords that make an operation read its flat keys whole. Expected values are written by hand.
 */
import { accepted, documentOf, fault, operationOf, ref, refusal, thrownMessage } from "./schemaSupport";

describe("a malformed subschema is INVALID_DOCUMENT at its own pointer", () => {
  it.each([
    [{ not: 5 }, "schema/not"],
    [{ if: 5 }, "schema/if"],
    [{ if: {}, then: 5 }, "schema/then"],
    [{ if: {}, else: 5 }, "schema/else"],
    [{ dependencies: { a: 5 } }, "schema/dependencies/a"],
    [{ items: 5 }, "schema/items"],
    [{ items: [{}], additionalItems: 5 }, "schema/additionalItems"],
    [{ prefixItems: [{}, 5] }, "schema/prefixItems/1"],
    [{ contains: 5 }, "schema/contains"],
    [{ additionalProperties: 5 }, "schema/additionalProperties"],
    [{ propertyNames: 5 }, "schema/propertyNames"],
  ])("%j at %s", (schema, pointer) => {
    expect(fault(schema)).toBe(`invalid document at ${pointer}: a schema is an object or a boolean, got 5`);
  });

  it("a list of items beside prefixItems is no tuple: items takes one schema", () => {
    expect(fault({ prefixItems: [{ type: "string" }], items: [{ type: "integer" }] })).toBe("invalid document at schema/items: a schema is an object or a boolean, got an array");
  });

  it("a loop through then or else is found as one through allOf is", () => {
    expect(fault(ref("N"), documentOf({ N: { if: {}, then: ref("N") } }))).toContain("#/components/schemas/N → #/components/schemas/N/then → #/components/schemas/N");
    expect(fault(ref("N"), documentOf({ N: { if: false, else: ref("N") } }))).toContain("#/components/schemas/N → #/components/schemas/N/else → #/components/schemas/N");
  });

  it("maxContains without contains is not read", () => {
    expect(accepted({ maxContains: "x" }, [1])).toBe(true);
  });
});

describe("a value nested past 256 levels is refused through each keyword that walks into it", () => {
  const nested = (levels: number, wrap: (inner: unknown) => unknown): unknown => {
    let value: unknown = 1;
    for (let level = 0; level < levels; level += 1) value = wrap(value);
    return value;
  };
  const inArray = (inner: unknown): unknown => [inner];
  const inObject = (inner: unknown): unknown => ({ a: inner });
  // The member that is not a string is called only for a value its kinds do not decide.
  const orString = { anyOf: [{ type: "string" }, ref("N")] };
  it.each([
    ["items", { items: ref("N") }, inArray],
    ["items, through a member decided by kind", { items: orString }, inArray],
    ["prefixItems", { prefixItems: [ref("N")] }, inArray],
    ["prefixItems, through a member decided by kind", { prefixItems: [orString] }, inArray],
    ["contains", { contains: ref("N") }, inArray],
    ["properties", { properties: { a: ref("N") } }, inObject],
    ["properties, through a member decided by kind", { properties: { a: orString } }, inObject],
    ["properties beside additionalProperties", { properties: { a: ref("N") }, additionalProperties: { type: "string" } }, inObject],
    ["patternProperties", { patternProperties: { "^a$": ref("N") } }, inObject],
  ])("%s", (_keyword, schema, wrap) => {
    const document = documentOf({ N: schema });
    expect(accepted(ref("N"), nested(255, wrap), document)).toBe(true);
    const message = refusal(ref("N"), nested(300, wrap), document);
    expect(message.includes("a value nested at most 256 levels deep") || message.startsWith('value: expected an array with 1 or more elements that are "N"')).toBe(true);
  });
});

describe("anyOf and oneOf", () => {
  it("anyOf takes a value its second member takes when its first, which no kind decides, refuses it", () => {
    expect(accepted({ anyOf: [{ minimum: 10 }, { maximum: 0 }] }, -1)).toBe(true);
    expect(accepted({ anyOf: [{ minimum: 10 }, { maximum: 0 }] }, 5)).toBe(false);
  });

  it("oneOf names the first two members that take the value, wherever they stand", () => {
    expect(refusal({ oneOf: [{ type: "integer" }, { type: "string" }, { type: "number" }] }, 1)).toBe("value: expected exactly one of member 0 | member 1 | member 2, got 1: it matches member 0 and member 2");
  });

  it("anyOf refused under unevaluatedProperties is refused inside not too", () => {
    const choice = { anyOf: [{ properties: { a: {} }, required: ["a"] }, { properties: { b: {} }, required: ["b"] }], unevaluatedProperties: false };
    expect(accepted({ not: choice }, {})).toBe(true);
    expect(accepted({ not: choice }, { a: 1 })).toBe(false);
  });
});

describe("a member's name in a message", () => {
  const Cat = { type: "object", properties: { kind: { type: "string" }, meow: { type: "boolean" } }, required: ["kind", "meow"] };
  const Dog = { type: "object", properties: { kind: { type: "string" }, bark: { type: "boolean" } }, required: ["kind", "bark"] };
  const document = documentOf({ Cat, Dog, "a/b": { ...Cat }, "c~d": { ...Dog } });
  const reasons = '"Cat" refused it: missing required meow: expected a boolean; "Dog" refused it: missing required bark: expected a boolean';

  it("a mapping's bare schema name names its member", () => {
    expect(refusal({ oneOf: [ref("Cat"), ref("Dog")], discriminator: { propertyName: "kind", mapping: { kitty: "Cat" } } }, { kind: "x" }, document)).toBe(
      'value: expected exactly one of "kitty" | "Dog", got an object: "kitty" refused it: missing required meow: expected a boolean; "Dog" refused it: missing required bark: expected a boolean',
    );
  });

  it("a mapping's value that is no string, or that resolves nowhere, names no member", () => {
    expect(refusal({ oneOf: [ref("Cat"), ref("Dog")], discriminator: { propertyName: "kind", mapping: { bad: 5 } } }, { kind: "x" }, document)).toBe(`value: expected exactly one of "Cat" | "Dog", got an object: ${reasons}`);
    expect(refusal({ oneOf: [{ type: "string" }, ref("Dog")], discriminator: { propertyName: "kind", mapping: { ghost: "#/components/schemas/Nope" } } }, { kind: "x" }, document)).toBe(
      'value: expected exactly one of member 0 | "Dog", got an object: member 0 refused it: value: expected a string, got an object; "Dog" refused it: missing required bark: expected a boolean',
    );
  });

  it("a discriminator without a propertyName is not read, its mapping neither", () => {
    expect(refusal({ oneOf: [ref("Cat"), ref("Dog")], discriminator: { mapping: { kitty: "#/components/schemas/Cat" } } }, { kind: "x" }, document)).toBe(`value: expected exactly one of "Cat" | "Dog", got an object: ${reasons}`);
  });

  it("a $ref's last segment is unescaped: ~1 is a slash, ~0 a tilde", () => {
    expect(refusal({ oneOf: [{ $ref: "#/components/schemas/a~1b" }, { $ref: "#/components/schemas/c~0d" }] }, { kind: "x" }, document)).toMatch(/^value: expected exactly one of "a\/b" \| "c~d", got an object/);
  });

  it("the member the discriminator names, the first one too, is the only reason given", () => {
    expect(refusal({ oneOf: [ref("Cat"), ref("Dog")], discriminator: { propertyName: "kind" } }, { kind: "Cat" }, document)).toBe(
      'value: expected exactly one of "Cat" | "Dog", got an object: "Cat" (kind "Cat" names it) refused it: missing required meow: expected a boolean',
    );
  });
});

describe("items and the items evaluated", () => {
  it("items: true walks no list, however long", () => {
    expect(accepted({ items: true }, new Array(2 ** 20 + 1).fill(0))).toBe(true);
  });

  it("a shorter prefixItems beside a longer one leaves the longer one's items evaluated", () => {
    const schema = { allOf: [{ prefixItems: [{}, {}] }, { prefixItems: [{}] }], unevaluatedItems: false };
    expect([accepted(schema, [1, 2]), accepted(schema, [1, 2, 3])]).toEqual([true, false]);
  });
});

describe("property names", () => {
  const long = "k".repeat(10_001);

  it("a name of 10 000 characters is run against a pattern; a longer one is refused", () => {
    const schema = { patternProperties: { "^k+$": { type: "integer" } }, additionalProperties: false };
    expect(accepted(schema, { ["k".repeat(10_000)]: 1 })).toBe(true);
    expect(refusal(schema, { [long]: 1 })).toMatch(/^value: expected a property name of at most 10000 characters \(the longest a document's pattern is run against\), got "k+…"$/);
  });

  it("with a regExp engine of the caller's, a name of any length is run against the pattern", () => {
    const schema = { patternProperties: { "^k+$": { type: "integer" } }, additionalProperties: false };
    expect(accepted(schema, { [long]: 1 }, documentOf(), { regExp: (source, flags) => new RegExp(source, flags) })).toBe(true);
  });

  it("without patternProperties a name's length is not bounded", () => {
    expect(accepted({ properties: { a: {} }, additionalProperties: { type: "integer" } }, { [long]: 1 })).toBe(true);
  });

  it("an inherited enumerable key is not the value's own", () => {
    const schema = { properties: { zz: { type: "integer" } } };
    Object.defineProperty(Object.prototype, "zz", { value: "x", enumerable: true, configurable: true, writable: true });
    try {
      expect([accepted(schema, {}), accepted({ ...schema, additionalProperties: { type: "integer" } }, {})]).toEqual([true, true]);
    } finally {
      delete (Object.prototype as Record<string, unknown>)["zz"];
    }
  });
});

describe("a body's keys given flat", () => {
  const properties = { a: {}, b: {} };

  it.each([
    ["oneOf", { properties, oneOf: [{ required: ["a"] }, { required: ["b"] }] }, { a: 1, b: 2 }, "body: expected exactly one of member 0 | member 1, got an object: it matches member 0 and member 1"],
    ["not", { properties, not: { required: ["a", "b"] } }, { a: 1, b: 2 }, "body: expected a value that is not a value, got an object"],
    ["if and then", { properties, if: { required: ["a"] }, then: { required: ["b"] } }, { a: 1 }, "missing required body.b: expected any value"],
    ["dependentSchemas", { properties, dependentSchemas: { a: { required: ["b"] } } }, { a: 1 }, "missing required body.b: expected any value"],
    ["propertyNames", { properties: { ab: {} }, propertyNames: { maxLength: 1 } }, { ab: 1 }, 'body.ab (its name): expected a string of at most 1 characters, got "ab"'],
  ])("are read whole under %s", (_keyword, schema, body, message) => {
    expect(thrownMessage(() => operationOf(schema)({ q: "s", ...body }))).toBe(message);
  });

  it("additionalProperties true or a schema admits a key the body does not name", () => {
    expect(operationOf({ properties: { a: {} }, additionalProperties: true })({ q: "s", zz: 1 })).toMatchObject({ body: { zz: 1 } });
    expect(operationOf({ properties: { a: {} }, additionalProperties: { type: "string" } })({ q: "s", zz: "x" })).toMatchObject({ body: { zz: "x" } });
  });

  it("under patternProperties, a key of 10 000 characters is admitted and a longer one unknown", () => {
    const api = operationOf({ properties: { a: {} }, patternProperties: { "^k+$": { type: "integer" } } });
    expect(api({ q: "s", ["k".repeat(10_000)]: 1 })).toMatchObject({ method: "post" });
    expect(thrownMessage(() => api({ q: "s", ["k".repeat(10_001)]: 1 }))).toMatch(/^unknown key "k+": not a parameter or body property of this operation/);
  });
});
