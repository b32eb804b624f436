/**
 * Schema codecs of OpenAPI documents (docs/decisions.md, "OpenAPI documents"): each keyword in its 3.0 and 3.1
 * forms, `$ref` faults, recursion, the messages, the pattern's length bound, and real documents' schemas.
 */
import * as fc from "fast-check";
import * as E from "fp-ts/Either";
import type * as t from "io-ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { EndpointError, schemaCodec } from "@request-options/endpoint/openapi";
import { fault } from "./schemaSupport";

const v30 = { openapi: "3.0.3", info: { title: "t", version: "1" }, paths: {} };
const v31 = { openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {} };
const withSchemas = (base: object, schemas: Record<string, unknown>): object => ({ ...base, components: { schemas } });

type Refusal = { code: string; message: string };
/** The first error of a refused value, as the codec reports it (io-ts error plus code and message). */
const refusal = (codec: t.Type<unknown, unknown, unknown>, value: unknown): Refusal => {
  expect(codec.is(value)).toBe(false);
  const decoded = codec.decode(value);
  if (E.isRight(decoded)) throw new Error("expected a refusal");
  const [first] = decoded.left as unknown as Refusal[];
  return { code: (first as Refusal).code, message: (first as Refusal).message };
};
const accepts = (codec: t.Type<unknown, unknown, unknown>, ...values: unknown[]): void => {
  for (const value of values) {
    expect(codec.is(value)).toBe(true);
    expect(E.isRight(codec.decode(value))).toBe(true);
  }
};

describe("type", () => {
  it("takes each JSON type, integers as integer numbers, and refuses bigints and non-finite numbers", () => {
    const of = (type: unknown) => schemaCodec(v31, { type });
    accepts(of("string"), "", "x");
    accepts(of("number"), 0, 1.5, -3);
    accepts(of("integer"), 0, -7, 2 ** 53);
    accepts(of("boolean"), true, false);
    accepts(of("array"), [], [1]);
    accepts(of("object"), {}, Object.create(null));
    accepts(of("null"), null);
    expect(refusal(of("integer"), 1.5)).toEqual({ code: "INVALID_PARAMETER", message: "value: expected an integer, got 1.5" });
    expect(refusal(of("integer"), 10n).message).toBe("value: expected an integer, got 10n");
    expect(refusal(of("number"), Number.NaN).message).toBe("value: expected a number, got NaN");
    expect(refusal(of("number"), Infinity).message).toBe("value: expected a number, got Infinity");
    expect(refusal(of("object"), []).message).toBe("value: expected an object, got an array");
    expect(refusal(of("object"), new Map()).message).toBe("value: expected an object, got an object");
    expect(refusal(of("string"), undefined).message).toBe("value: expected a string, got undefined");
  });

  it("takes 3.1 type lists, and 3.0 nullable (ignored in 3.1)", () => {
    const listed = schemaCodec(v31, { type: ["string", "null"] });
    accepts(listed, "a", null);
    expect(refusal(listed, 1).message).toBe("value: expected a string or null, got 1");
    const nullable = schemaCodec(v30, { type: "string", nullable: true, enum: ["a"] });
    accepts(nullable, "a", null);
    expect(refusal(nullable, "b").message).toBe('value: expected one of "a" or null, got "b"');
    expect(refusal(schemaCodec(v31, { type: "string", nullable: true }), null).message).toBe("value: expected a string, got null");
  });

  it("takes a valid Date for a date-time string (sent as its ISO string), not for a date", () => {
    const stamp = schemaCodec(v31, { type: "string", format: "date-time", pattern: "^2024-" });
    accepts(stamp, new Date("2024-01-02T03:04:05Z"), "2024-01-02T03:04:05Z");
    expect(refusal(stamp, new Date("2023-01-02T03:04:05Z")).message).toBe('value: expected a string matching /^2024-/u, got "2023-01-02T03:04:05.000Z"');
    expect(refusal(stamp, new Date(Number.NaN)).message).toMatch(/^value: expected a valid Date, got /);
    expect(refusal(schemaCodec(v31, { type: "string", format: "date" }), new Date(0)).message).toMatch(/^value: expected a string, got /);
  });
});

describe("enum and const", () => {
  it("compares primitives exactly and structures as JSON", () => {
    const status = schemaCodec(v31, { type: "string", enum: ["available", "pending", "sold"] });
    accepts(status, "sold");
    expect(refusal(status, "avail").message).toBe('value: expected one of "available" | "pending" | "sold", got "avail"');
    const shapes = schemaCodec(v31, { enum: [{ a: [1] }, 2] });
    accepts(shapes, { a: [1] }, 2);
    expect(shapes.is({ a: [1], b: 1 })).toBe(false);
    expect(shapes.is("2")).toBe(false);
    const constant = schemaCodec(v31, { const: "on" });
    accepts(constant, "on");
    expect(refusal(constant, "off").message).toBe('value: expected "on", got "off"');
  });
});

describe("numbers", () => {
  it("reads 3.0's boolean exclusive bounds and 3.1's numeric ones", () => {
    const old = schemaCodec(v30, { type: "number", minimum: 10, exclusiveMinimum: true, maximum: 20, exclusiveMaximum: false });
    accepts(old, 10.5, 20);
    expect(refusal(old, 10).message).toBe("value: expected a number > 10 and ≤ 20, got 10");
    const now = schemaCodec(v31, { type: "number", exclusiveMinimum: 10, exclusiveMaximum: 20 });
    accepts(now, 10.5, 19.99);
    expect(now.is(10)).toBe(false);
    expect(now.is(20)).toBe(false);
    const both = schemaCodec(v31, { minimum: 5, exclusiveMinimum: 3 });
    expect(refusal(both, 4).message).toBe("value: expected a number ≥ 5, got 4");
    const inclusive = schemaCodec(v31, { type: "integer", minimum: 1 });
    expect(refusal(inclusive, 0).message).toBe("value: expected a number ≥ 1, got 0");
  });

  it("checks multipleOf, decimal steps included", () => {
    const step = schemaCodec(v31, { type: "number", multipleOf: 0.1 });
    accepts(step, 0.3, 1.2, 0);
    expect(refusal(step, 0.35).message).toBe("value: expected a multiple of 0.1, got 0.35");
    expect(schemaCodec(v31, { multipleOf: 2 }).is(3)).toBe(false);
  });
});

describe("strings", () => {
  it("counts code points, not UTF-16 units", () => {
    const two = schemaCodec(v31, { type: "string", minLength: 2, maxLength: 2 });
    accepts(two, "ab", "😀😀");
    expect(refusal(two, "😀").message).toBe('value: expected a string of at least 2 and at most 2 characters, got "😀"');
    expect(two.is("abc")).toBe(false);
  });

  it("runs patterns with the u flag where they are valid, else without it", () => {
    const word = schemaCodec(v31, { pattern: "^\\p{L}+$" });
    accepts(word, "été");
    expect(word.is("a1")).toBe(false);
    // Valid only without `u` (an escaped underscore).
    accepts(schemaCodec(v31, { pattern: "^[\\w\\_-]+$" }), "a_b-c");
    expect(refusal(schemaCodec(v31, { pattern: "^a" }), "ba").message).toBe('value: expected a string matching /^a/u, got "ba"');
  });

  it("refuses patterns that are no JavaScript regular expression", () => {
    expect(fault({ pattern: "(?i)abc" }, v31)).toBe('invalid document at schema/pattern: the pattern "(?i)abc" is no JavaScript regular expression');
    expect(fault({ pattern: "abc\\Z" }, v31)).toMatch(/no JavaScript regular expression/);
    // Valid without `u` only, where \p{L} would mean "p{L}".
    expect(fault({ pattern: "^\\p{L}\\_$" }, v31)).toMatch(/no JavaScript regular expression/);
    expect(fault({ pattern: 5 }, v31)).toMatch(/^invalid document at schema\/pattern: a pattern is a string/);
  });

  it("runs a pattern only on values within 10 000 characters", () => {
    const anything = schemaCodec(v31, { pattern: "a" });
    accepts(anything, "a".repeat(10_000));
    expect(refusal(anything, "a".repeat(10_001)).message).toMatch(/^value: expected a string of at most 10000 characters \(the longest a document's pattern is run against\), got "a{60}…"$/);
    // Without a pattern, no bound.
    accepts(schemaCodec(v31, { type: "string" }), "a".repeat(20_000));
  });

  it("refuses a property name past 10 000 characters where patternProperties applies, whatever additionalProperties says", () => {
    const long = `x${"a".repeat(10_000)}`;
    const typed = schemaCodec(v31, { type: "object", patternProperties: { "^x": { type: "integer" } } });
    const closed = schemaCodec(v31, { type: "object", patternProperties: { "^x": { type: "integer" } }, additionalProperties: false });
    accepts(typed, { [`x${"a".repeat(9_998)}`]: 1 });
    // Neither let through unchecked (its value is no integer) nor taken for an extra key.
    for (const codec of [typed, closed]) {
      for (const value of ["str", 1]) {
        expect(refusal(codec, { [long]: value }).message).toMatch(/^value: expected a property name of at most 10000 characters \(the longest a document's pattern is run against\), got "xa{59}…"$/);
      }
    }
  });
});

describe("arrays and objects", () => {
  it("checks items, minItems and maxItems, naming the index", () => {
    const tags = schemaCodec(v31, { type: "array", items: { type: "string" }, minItems: 1, maxItems: 2 });
    accepts(tags, ["a"], ["a", "b"]);
    expect(refusal(tags, []).message).toBe("value: expected an array of at least 1 and at most 2 elements, got an array");
    expect(refusal(tags, ["a", 1]).message).toBe("[1]: expected a string, got 1");
  });

  it("checks properties, required and additionalProperties, naming the path", () => {
    const owner = { type: "object", required: ["login"], properties: { login: { type: "string" }, id: { type: "integer", readOnly: true } }, additionalProperties: false };
    const pet = schemaCodec(v31, { type: "object", properties: { owner, tags: { type: "array", items: owner } } });
    accepts(pet, {}, { owner: { login: "a" } }, { owner: { login: "a", id: undefined } });
    expect(refusal(pet, { owner: { login: 1 } }).message).toBe("owner.login: expected a string, got 1");
    expect(refusal(pet, { owner: {} })).toEqual({ code: "MISSING_PARAMETER", message: "missing required owner.login: expected a string" });
    expect(refusal(pet, { tags: [{ login: "a" }, { login: "b", lgin: 1 }] }).message).toBe('tags[1]: unknown key "lgin"; did you mean "login"? it takes "login", "id"');
    const map = schemaCodec(v31, { type: "object", additionalProperties: { type: "integer" } });
    accepts(map, { a: 1, b: 2 });
    expect(refusal(map, { a: 1, b: "2" }).message).toBe('b: expected an integer, got "2"');
    // Absent additionalProperties: any other key (JSON Schema's default).
    accepts(schemaCodec(v31, { properties: { a: { type: "string" } } }), { b: 1 });
  });

  it("never requires a readOnly property, reached through a $ref too", () => {
    const document = withSchemas(v30, { Id: { type: "integer", readOnly: true } });
    const codec = schemaCodec(document, { type: "object", required: ["id", "name"], properties: { id: { $ref: "#/components/schemas/Id" }, name: { type: "string" } } });
    accepts(codec, { name: "a" });
    expect(refusal(codec, { id: 1 }).code).toBe("MISSING_PARAMETER");
  });
});

describe("allOf, anyOf, oneOf", () => {
  const document = withSchemas(v31, {
    Cat: { type: "object", required: ["meow"], properties: { meow: { type: "boolean" } } },
    Dog: { type: "object", required: ["bark"], properties: { bark: { type: "boolean" } } },
  });
  it("checks all of allOf, at least one of anyOf, exactly one of oneOf", () => {
    const both = schemaCodec(document, { allOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }] });
    accepts(both, { meow: true, bark: true });
    expect(refusal(both, { meow: true }).message).toBe("missing required bark: expected a boolean");
    const any = schemaCodec(document, { anyOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }] });
    accepts(any, { meow: true }, { meow: true, bark: false });
    expect(refusal(any, { purr: true }).message).toBe('value: expected at least one of "Cat" | "Dog", got an object: "Cat" refused it: missing required meow: expected a boolean; "Dog" refused it: missing required bark: expected a boolean');
    const one = schemaCodec(document, { oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }] });
    accepts(one, { meow: true });
    expect(refusal(one, { meow: true, bark: true }).message).toBe('value: expected exactly one of "Cat" | "Dog", got an object: it matches "Cat" and "Dog"');
  });
});

describe("$ref", () => {
  it("follows local pointers with ~0, ~1 and percent-encoding", () => {
    const document = withSchemas(v31, { "a/b~c d": { type: "integer" } });
    const codec = schemaCodec(document, { $ref: "#/components/schemas/a~1b~0c%20d" });
    accepts(codec, 1);
    expect(refusal(codec, "1").message).toBe('value: expected an integer, got "1"');
  });

  it("applies a 3.1 $ref's sibling keywords and ignores a 3.0 one's", () => {
    const schemas = { Name: { type: "string" } };
    const sibling = { $ref: "#/components/schemas/Name", maxLength: 2 };
    expect(schemaCodec(withSchemas(v31, schemas), sibling).is("abc")).toBe(false);
    expect(schemaCodec(withSchemas(v30, schemas), sibling).is("abc")).toBe(true);
  });

  it("refuses a $ref that resolves nowhere, an external one and loops, with the pointer", () => {
    expect(fault({ properties: { a: { $ref: "#/components/schemas/Nope" } } }, v31)).toBe(
      'invalid document at schema/properties/a/$ref: the $ref "#/components/schemas/Nope" resolves nowhere',
    );
    expect(fault({ $ref: "other.json#/Pet" }, v31)).toBe('invalid document at schema/$ref: the $ref "other.json#/Pet" is not local: it names https://openapi.document.invalid/other.json, which the document does not hold');
    expect(fault({ $ref: "#/a%ZZ" }, v31)).toMatch(/not valid percent-encoding/);
    const loop = withSchemas(v31, { A: { $ref: "#/components/schemas/B" }, B: { $ref: "#/components/schemas/A" } });
    expect(fault({ $ref: "#/components/schemas/A" }, loop)).toMatch(/^invalid document at #\/components\/schemas\/[AB]: a loop of \$ref\/allOf\/anyOf\/oneOf/);
    const allOfLoop = withSchemas(v31, { A: { allOf: [{ $ref: "#/components/schemas/A" }] } });
    expect(fault({ $ref: "#/components/schemas/A" }, allOfLoop)).toMatch(/a loop of/);
    // The fault stays a fault: nothing half-compiled is cached.
    expect(fault({ $ref: "#/components/schemas/A" }, allOfLoop)).toMatch(/a loop of/);
  });
});

describe("recursion", () => {
  const document = withSchemas(v31, { Tree: { type: "object", required: ["name"], properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/components/schemas/Tree" } } } } });
  const reference = { $ref: "#/components/schemas/Tree" };
  const tree = schemaCodec(document, reference);
  it("compiles a recursive schema once and checks trees of it", () => {
    expect(schemaCodec(document, reference)).toBe(tree);
    accepts(tree, { name: "a", children: [{ name: "b", children: [{ name: "c" }] }] });
    expect(refusal(tree, { name: "a", children: [{ name: "b", children: [{}] }] }).message).toBe("missing required children[0].children[0].name: expected a string");
  });

  it("refuses values that contain themselves, or share one object 2^40 times over, without hanging", () => {
    const cyclic: { name: string; children: unknown[] } = { name: "a", children: [] };
    cyclic.children.push(cyclic);
    expect(refusal(tree, cyclic)).toEqual({ code: "INVALID_PARAMETER", message: expect.stringMatching(/expected a value nested at most 256 levels deep, got an object$/) as string });
    let shared: unknown = { name: "leaf" };
    for (let level = 0; level < 40; level += 1) shared = { name: "n", children: [shared, shared] };
    expect(refusal(tree, shared).message).toMatch(/expected a value of at most 262144 objects and arrays, counted as walked/);
  });
});

describe("hostile schemas and values", () => {
  it("refuses bad keyword values as INVALID_DOCUMENT, never a TypeError", () => {
    expect(fault(5, v31)).toBe("invalid document at schema: a schema is an object or a boolean, got 5");
    expect(fault({ type: 5 }, v31)).toMatch(/^invalid document at schema\/type: expected one of string, number/);
    expect(fault({ type: "text" }, v31)).toMatch(/^invalid document at schema\/type/);
    expect(fault({ enum: "x" }, v31)).toBe('invalid document at schema/enum: expected a list, got "x"');
    expect(fault({ properties: { a: null } }, v31)).toBe("invalid document at schema/properties/a: a schema is an object or a boolean, got null");
    expect(fault({ minLength: -1 }, v31)).toMatch(/^invalid document at schema\/minLength/);
    expect(fault({ allOf: [] }, v31)).toMatch(/^invalid document at schema\/allOf/);
    expect(fault({ prefixItems: {} }, v31)).toMatch(/^invalid document at schema\/prefixItems/);
    expect(fault({ required: "a" }, v31)).toMatch(/^invalid document at schema\/required/);
    const getter = Object.defineProperty({}, "type", {
      enumerable: true,
      get: () => {
        throw new Error("boom");
      },
    });
    expect(fault(getter, v31)).toBe("invalid document at schema: reading the schema failed: boom");
    expect(() => schemaCodec(null as unknown as object, {})).toThrow(EndpointError);
  });

  it("refuses values whose reading throws, and mutates neither document nor value", () => {
    const schema = { type: "object", properties: { a: { type: "string" } } };
    const document = withSchemas(v31, { S: schema });
    const before = JSON.stringify(document);
    const codec = schemaCodec(document, schema);
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("trap");
        },
        getOwnPropertyDescriptor: () => {
          throw new Error("trap");
        },
      },
    );
    expect(refusal(codec, hostile)).toEqual({ code: "INVALID_PARAMETER", message: "value: expected a value that can be read (reading it threw: trap), got an object" });
    const value = Object.freeze({ a: "x" });
    accepts(codec, value);
    expect(JSON.stringify(document)).toBe(before);
    expect(Object.isFrozen(schema)).toBe(false);
  });

  it("compiles booleans as schemas", () => {
    accepts(schemaCodec(v31, true), 1, null);
    expect(refusal(schemaCodec(v31, false), 1).message).toBe("value: expected no value (the schema is false), got 1");
  });
});

describe("is agrees with validate", () => {
  const document = withSchemas(v30, {
    Pet: {
      type: "object",
      required: ["name"],
      properties: {
        name: { type: "string", minLength: 1, maxLength: 4, pattern: "^[a-z]+$" },
        status: { type: "string", enum: ["available", "pending", "sold"], nullable: true },
        age: { type: "integer", minimum: 0, maximum: 30, exclusiveMaximum: true },
        tags: { type: "array", maxItems: 2, items: { oneOf: [{ type: "string" }, { type: "number", multipleOf: 2 }] } },
        owner: { anyOf: [{ $ref: "#/components/schemas/Pet" }, { type: "boolean" }] },
      },
      additionalProperties: false,
    },
  });
  const pet = schemaCodec(document, { $ref: "#/components/schemas/Pet" });
  const leaf = fc.oneof(fc.string({ maxLength: 5 }), fc.integer({ min: -2, max: 40 }), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom("available", "sold", "abc", "x"), fc.constant(undefined));
  const values = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      leaf,
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom("name", "status", "age", "tags", "owner", "other"), tie("value"), { maxKeys: 5 }),
    ),
  }));
  const keywords = fc.letrec<{ schema: unknown }>((tie) => ({
    schema: fc.oneof(
      { depthSize: "small" },
      fc.constantFrom<unknown>(true, false, {}),
      fc.record(
        {
          type: fc.constantFrom<unknown>("string", "number", "integer", "boolean", "array", "object", "null", ["string", "null"], ["integer", "array"]),
          enum: fc.array(fc.constantFrom<unknown>("a", "b", 1, null, true, [1], { a: 1 }), { minLength: 1, maxLength: 3 }),
          const: fc.constantFrom<unknown>("a", 2, null),
          minLength: fc.nat(3),
          maxLength: fc.nat(3),
          pattern: fc.constantFrom("^a", "b$", "^[a-c]*$", "\\d"),
          format: fc.constant("date-time"),
          minimum: fc.integer({ min: -3, max: 3 }),
          maximum: fc.integer({ min: -3, max: 3 }),
          exclusiveMinimum: fc.oneof(fc.boolean(), fc.integer({ min: -3, max: 3 })),
          exclusiveMaximum: fc.oneof(fc.boolean(), fc.integer({ min: -3, max: 3 })),
          multipleOf: fc.constantFrom(2, 0.5),
          nullable: fc.boolean(),
          readOnly: fc.boolean(),
          items: tie("schema"),
          minItems: fc.nat(2),
          maxItems: fc.nat(2),
          properties: fc.dictionary(fc.constantFrom("a", "b", "c"), tie("schema"), { maxKeys: 2 }),
          required: fc.subarray(["a", "b", "c"]),
          additionalProperties: fc.oneof(fc.boolean(), tie("schema")),
          allOf: fc.array(tie("schema"), { minLength: 1, maxLength: 2 }),
          anyOf: fc.array(tie("schema"), { minLength: 1, maxLength: 2 }),
          oneOf: fc.array(tie("schema"), { minLength: 1, maxLength: 2 }),
        },
        { requiredKeys: [] },
      ),
    ),
  }));
  const loose = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.constantFrom<unknown>("a", "b", "ab", "abc", "1", "", 0, 1, 2, -1, 0.5, 2.5, true, null, undefined, Number.NaN, new Date(0), 10n),
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom("a", "b", "c", "d"), tie("value"), { maxKeys: 3 }),
    ),
  }));
  it("on generated schemas of every keyword, 3.0 and 3.1, and generated values", () => {
    fc.assert(
      fc.property(keywords.schema, fc.boolean(), fc.array(loose.value, { maxLength: 6 }), (schema, legacy, values) => {
        const codec = schemaCodec(legacy ? v30 : v31, schema);
        for (const value of values) {
          const decoded = codec.decode(value);
          expect(codec.is(value)).toBe(E.isRight(decoded));
          if (E.isLeft(decoded)) expect(decoded.left).toHaveLength(1);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("on generated values: is() is true exactly when validate succeeds", () => {
    fc.assert(
      fc.property(values.value, (value) => {
        expect(pet.is(value)).toBe(E.isRight(pet.decode(value)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("real documents", () => {
  const examples = (version: string, name: string): Record<string, any> =>
    JSON.parse(readFileSync(join(__dirname, `../node_modules/@readme/oas-examples/${version}/json/${name}.json`), "utf8"));
  it("ReadMe's schema-types (3.1): strings, enums, recursion", () => {
    const document = examples("3.1", "schema-types");
    const circular = schemaCodec(document, { $ref: "#/components/schemas/Circular" });
    accepts(circular, { string: "a", children: [{ string: "b", children: [] }] });
    expect(refusal(circular, { children: [{ string: 1 }] }).message).toBe("children[0].string: expected a string, got 1");
    const enums = schemaCodec(document, { $ref: "#/components/schemas/string_enum" });
    const first = (document.components.schemas.string_enum.enum as string[])[0];
    accepts(enums, first);
    expect(enums.is("not one of them")).toBe(false);
  });

  it("ReadMe's schema-validation (3.1, draft-04 and 3.1 exclusive bounds side by side)", () => {
    const document = examples("3.1", "schema-validation-local");
    const parameters = document.paths["/anything/numbers"].get?.parameters ?? document.paths["/anything/numbers"].post?.parameters ?? document.paths["/anything/numbers"].parameters;
    const schemaOf = (name: string): unknown => (parameters as Array<{ name: string; schema: unknown }>).find((parameter) => parameter.name === name)?.schema;
    const v4 = schemaCodec(document, schemaOf("id-exclusive-required-schema-v4"));
    const v31Bound = schemaCodec(document, schemaOf("id-exclusive-required"));
    for (const codec of [v4, v31Bound]) {
      accepts(codec, 12, 18);
      expect(codec.is(10)).toBe(false);
      expect(codec.is(20)).toBe(false);
      expect(codec.is(13)).toBe(false);
    }
  });

  it("GitHub's document (3.0): an issue's body and a repository's visibility", () => {
    const document = JSON.parse(readFileSync(join(__dirname, "../node_modules/@octokit/openapi/generated/api.github.com.json"), "utf8")) as Record<string, any>;
    const before = JSON.stringify(document.paths["/repos/{owner}/{repo}/issues"]);
    const body = schemaCodec(document, document.paths["/repos/{owner}/{repo}/issues"].post.requestBody.content["application/json"].schema);
    accepts(body, { title: "Found a bug", labels: ["bug", { name: "x" }], assignees: ["octocat"], milestone: 1 }, { title: 1 });
    expect(refusal(body, { body: "no title" })).toEqual({ code: "MISSING_PARAMETER", message: expect.stringMatching(/^missing required title: expected/) as string });
    expect(refusal(body, { title: "t", assignees: "octocat" }).message).toBe('assignees: expected an array, got "octocat"');
    const state = schemaCodec(document, document.paths["/repos/{owner}/{repo}/issues"].get.parameters.find((parameter: { $ref?: string; name?: string }) => parameter.name === "state").schema);
    accepts(state, "open", "closed", "all");
    expect(refusal(state, "opened").message).toBe('value: expected one of "open" | "closed" | "all", got "opened"');
    const user = schemaCodec(document, { $ref: "#/components/schemas/nullable-simple-user" });
    accepts(user, null);
    expect(user.is({ login: "octocat" })).toBe(false);
    expect(JSON.stringify(document.paths["/repos/{owner}/{repo}/issues"])).toBe(before);
  });
});
