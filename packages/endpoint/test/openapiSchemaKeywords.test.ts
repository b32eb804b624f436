/**
 * JSON Schema 2020-12 through `fromOpenApi` (docs/decisions.md, "OpenAPI documents"): the cases issue 41 found
 * refused or let through, keys given flat beside patternProperties and unevaluatedProperties, 3.0's Schema Object,
 * the messages of a refused anyOf/oneOf, and the `regExp` setting (re2js, a linear-time engine, as the oracle of one).
 */
import { RE2JS } from "re2js";
import { EndpointError, fromOpenApi, schemaCodec } from "@request-options/endpoint/openapi";
import { linear } from "../../test-support/scaling";
import { caught } from "./support";

const base = "https://api.example";
const documentOf = (schema: unknown, version = "3.1.0", components: Record<string, unknown> = {}): object => ({
  openapi: version,
  info: { title: "t", version: "1" },
  servers: [{ url: base }],
  paths: {
    "/things": {
      post: {
        operationId: "create",
        parameters: [{ name: "q", in: "query", schema: { type: "string", pattern: "^[a-z]+$" } }],
        requestBody: { required: true, content: { "application/json": { schema } } },
      },
    },
  },
  components: { schemas: components },
});
const call = (schema: unknown, options: Record<string, unknown>, settings?: object): unknown => fromOpenApi(documentOf(schema), settings as never)("create", options as never);
const refusal = (schema: unknown, options: Record<string, unknown>, settings?: object): EndpointError => {
  const error = caught(() => call(schema, options, settings));
  expect(error).toBeInstanceOf(EndpointError);
  return error as EndpointError;
};

describe("keywords that made valid values refused", () => {
  it("items beside prefixItems applies past the tuple only; items: false closes it", () => {
    const open = { prefixItems: [{ type: "string" }], items: { type: "integer" } };
    expect((call(open, { data: ["x", 2, 3] }) as { body: unknown }).body).toEqual(["x", 2, 3]);
    expect(refusal(open, { data: ["x", "y"] }).message).toBe("body[1]: expected an integer, got \"y\"");
    const closed = { prefixItems: [{ type: "string" }], items: false };
    expect(() => call(closed, { data: ["x"] })).not.toThrow();
    expect(refusal(closed, { data: ["x", 1] }).code).toBe("INVALID_PARAMETER");
  });

  it("additionalProperties: false beside patternProperties takes the keys a pattern matches, flat or in data", () => {
    const schema = { type: "object", properties: { name: { type: "string" } }, patternProperties: { "^x-": { type: "integer" } }, additionalProperties: false };
    expect((call(schema, { name: "a", "x-rate": 3 }) as { body: unknown }).body).toEqual({ name: "a", "x-rate": 3 });
    expect(() => call(schema, { data: { "x-rate": 3 } })).not.toThrow();
    expect(refusal(schema, { name: "a", "x-rate": "fast" }).message).toBe('body.x-rate: expected an integer, got "fast"');
    const unknown = refusal(schema, { name: "a", other: 1 });
    expect(unknown.code).toBe("INVALID_PARAMETER");
    expect(unknown.message).toMatch(/^unknown key "other": not a parameter or body property of this operation/);
  });

  it("a body's const or enum holds for keys given flat", () => {
    const schema = { type: "object", properties: { kind: { type: "string" } }, enum: [{ kind: "a" }, { kind: "b" }] };
    expect((call(schema, { kind: "a" }) as { body: unknown }).body).toEqual({ kind: "a" });
    expect(refusal(schema, { kind: "c" }).message).toBe('body: expected one of {"kind":"a"} | {"kind":"b"}, got an object');
  });

  it("a oneOf of members that differ by prefixItems matches one", () => {
    const schema = { oneOf: [{ prefixItems: [{ type: "string" }], items: false }, { prefixItems: [{ type: "integer" }], items: false }] };
    expect(() => call(schema, { data: ["x"] })).not.toThrow();
    expect(() => call(schema, { data: [1] })).not.toThrow();
  });
});

describe("keywords that let invalid values through", () => {
  const cases: Array<[string, unknown, unknown, unknown]> = [
    ["not", { not: { type: "string" } }, 1, "x"],
    ["if/then/else", { if: { minimum: 10 }, then: { multipleOf: 5 }, else: { maximum: 3 } }, 15, 12],
    ["dependentRequired", { dependentRequired: { card: ["cvc"] } }, { card: 1, cvc: 2 }, { card: 1 }],
    ["dependentSchemas", { dependentSchemas: { card: { required: ["cvc"] } } }, { card: 1, cvc: 2 }, { card: 1 }],
    ["propertyNames", { propertyNames: { maxLength: 3 } }, { abc: 1 }, { abcd: 1 }],
    ["minProperties/maxProperties", { minProperties: 1, maxProperties: 2 }, { a: 1 }, {}],
    ["contains/minContains/maxContains", { contains: { type: "integer" }, minContains: 2, maxContains: 3 }, [1, "a", 2], [1, "a"]],
    ["uniqueItems", { uniqueItems: true }, [{ a: 1 }, { a: 2 }], [{ a: 1, b: 2 }, { b: 2, a: 1 }]],
    ["multipleOf", { multipleOf: 0.01 }, 0.07, 0.075],
    ["unevaluatedProperties", { allOf: [{ properties: { a: true } }], unevaluatedProperties: false }, { a: 1 }, { a: 1, b: 2 }],
    ["unevaluatedItems", { anyOf: [{ prefixItems: [true, true] }, { prefixItems: [true] }], unevaluatedItems: false }, [1, 2], [1, 2, 3]],
    ["a boolean schema", false, undefined, 1],
  ];
  it.each(cases)("%s: takes the valid value, refuses the other with INVALID_PARAMETER or MISSING_PARAMETER", (_name, schema, valid, invalid) => {
    if (valid !== undefined) expect(() => call(schema, { data: valid })).not.toThrow();
    expect(["INVALID_PARAMETER", "MISSING_PARAMETER"]).toContain(refusal(schema, { data: invalid }).code);
  });

  it("$dynamicRef resolves to the outermost $dynamicAnchor of the dynamic scope", () => {
    const list = { $id: "https://example.test/list", $defs: { item: { $dynamicAnchor: "item", not: true } }, type: "array", items: { $dynamicRef: "#item" } };
    const strings = { $id: "https://example.test/strings", $ref: "list", $defs: { item: { $dynamicAnchor: "item", type: "string" }, list } };
    expect(() => call(strings, { data: ["a", "b"] })).not.toThrow();
    expect(refusal(strings, { data: ["a", 1] }).message).toBe("body[1]: expected a string, got 1");
  });

  it("$id, $anchor and $defs resolve inside the document; a reference that leaves it is INVALID_DOCUMENT", () => {
    const schema = { $id: "https://example.test/root.json", $defs: { name: { $anchor: "name", type: "string" } }, properties: { a: { $ref: "#name" }, b: { $ref: "root.json#/$defs/name" } } };
    expect(() => call(schema, { a: "x", b: "y" })).not.toThrow();
    expect(refusal(schema, { a: 1 }).message).toBe("body.a: expected a string, got 1");
    const remote = refusal({ $ref: "https://json-schema.org/draft/2020-12/schema" }, { data: {} });
    expect(remote.code).toBe("INVALID_DOCUMENT");
    expect(remote.message).toMatch(/is not local: it names https:\/\/json-schema\.org\/draft\/2020-12\/schema, which the document does not hold/);
  });
});

describe("anyOf/oneOf decided by the value's type, inside properties and items", () => {
  it("passes a value one member takes by its type, and checks the others in full", () => {
    const schema = {
      type: "object",
      properties: {
        n: { oneOf: [{ type: "number" }, { type: "integer" }] },
        tags: { type: "array", items: { oneOf: [{ type: "string" }, { type: "object", required: ["name"] }] } },
        id: { anyOf: [{ type: "string" }, { type: "integer", minimum: 1 }] },
      },
    };
    expect(() => call(schema, { n: 1.5, tags: ["a", { name: "b" }], id: "x" })).not.toThrow();
    expect(() => call(schema, { id: 3 })).not.toThrow();
    expect(refusal(schema, { n: 2 }).message).toBe('body.n: expected exactly one of member 0 | member 1, got 2: it matches member 0 and member 1');
    expect(refusal(schema, { tags: ["a", {}] }).message).toMatch(/^body\.tags\[1\]: expected exactly one of member 0 \| member 1, got an object: /);
    expect(refusal(schema, { id: 0 }).code).toBe("INVALID_PARAMETER");
    expect(refusal(schema, { id: true }).code).toBe("INVALID_PARAMETER");
  });
});

describe("dialects", () => {
  it("reads JSON Schema's drafts and OpenAPI's dialect as 2020-12; another $schema's metaschema leaves the document", () => {
    expect(() => call({ $schema: "https://json-schema.org/draft/2020-12/schema", type: "integer" }, { data: 1 })).not.toThrow();
    expect(() => call({ $schema: "https://spec.openapis.org/oas/3.1/dialect/base", type: "integer" }, { data: 1 })).not.toThrow();
    // draft-07's tuple: items as a list, additionalItems for the rest; dependencies in both forms.
    const draft7 = { $schema: "http://json-schema.org/draft-07/schema#", items: [{ type: "string" }], additionalItems: { type: "integer" } };
    expect(() => call(draft7, { data: ["a", 1] })).not.toThrow();
    expect(refusal(draft7, { data: ["a", "b"] }).message).toBe('body[1]: expected an integer, got "b"');
    expect(refusal({ dependencies: { card: ["cvc"] } }, { data: { card: 1 } }).code).toBe("MISSING_PARAMETER");
    const custom = refusal({ $schema: "https://example.test/my-dialect", minimum: 10 }, { data: 1 });
    expect(custom.code).toBe("INVALID_DOCUMENT");
    expect(custom.message).toMatch(/\$schema: the dialect "https:\/\/example\.test\/my-dialect" is unknown: its metaschema leaves the document$/);
  });
});

describe("3.0's Schema Object", () => {
  const document = documentOf({ type: "object", properties: { n: { type: "integer", minimum: 0, exclusiveMinimum: true, nullable: true } } }, "3.0.3");
  it("reads nullable and the boolean exclusive bounds", () => {
    const api = fromOpenApi(document);
    expect(() => api("create", { n: null } as never)).not.toThrow();
    expect(() => api("create", { n: 1 } as never)).not.toThrow();
    expect((caught(() => api("create", { n: 0 } as never)) as EndpointError).message).toBe("body.n: expected a number > 0, got 0");
  });
});

describe("messages of a refused anyOf/oneOf", () => {
  const components = {
    Cat: { type: "object", required: ["petType", "meow"], properties: { petType: { const: "cat" }, meow: { type: "boolean" } } },
    Dog: { type: "object", required: ["petType", "bark"], properties: { petType: { const: "dog" }, bark: { type: "boolean" } } },
  };
  const pets = (discriminator?: object): object =>
    documentOf({ oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }, { title: "Nothing", type: "null" }, { type: "string" }], ...(discriminator === undefined ? {} : { discriminator }) }, "3.1.0", components);

  it("name each member (title, $ref's last segment, or index) and why it refused the value", () => {
    const error = caught(() => fromOpenApi(pets())("create", { data: { petType: "dog", bark: "loud" } } as never)) as EndpointError;
    expect(error.code).toBe("INVALID_PARAMETER");
    expect(error.message).toBe(
      'body: expected exactly one of "Cat" | "Dog" | "Nothing" | member 3, got an object: "Cat" refused it: body.petType: expected "cat", got "dog"; "Dog" refused it: body.bark: expected a boolean, got "loud"; "Nothing" refused it: body: expected null, got an object; member 3 refused it: body: expected a string, got an object',
    );
  });

  it("name the member the discriminator points to, by its mapping key", () => {
    const discriminator = { propertyName: "petType", mapping: { dog: "#/components/schemas/Dog", cat: "#/components/schemas/Cat" } };
    const error = caught(() => fromOpenApi(pets(discriminator))("create", { data: { petType: "dog", bark: "loud" } } as never)) as EndpointError;
    expect(error.message).toBe('body: expected exactly one of "cat" | "dog" | "Nothing" | member 3, got an object: "dog" (petType "dog" names it) refused it: body.bark: expected a boolean, got "loud"');
  });

  it("say which members a value matches when oneOf takes one", () => {
    const document = documentOf({ oneOf: [{ title: "Small", maximum: 10 }, { title: "Even", multipleOf: 2 }] });
    expect((caught(() => fromOpenApi(document)("create", { data: 4 } as never)) as EndpointError).message).toBe('body: expected exactly one of "Small" | "Even", got 4: it matches "Small" and "Even"');
  });
});

describe("the regExp setting", () => {
  const engine = () => {
    const compiled: string[] = [];
    let tests = 0;
    const regExp = (source: string, flags: string) => {
      compiled.push(`${source} ${flags}`);
      const re = RE2JS.compile(source);
      return {
        test: (value: string): boolean => {
          tests += 1;
          return re.test(value);
        },
      };
    };
    return { regExp, compiled, tests: () => tests };
  };

  it("runs every pattern with the engine, compiled once per expression with the flags u", () => {
    const { regExp, compiled } = engine();
    const schema = { type: "object", properties: { a: { pattern: "^[a-z]+$" }, b: { pattern: "^[a-z]+$" } }, patternProperties: { "^x-": true } };
    const api = fromOpenApi(documentOf(schema), { regExp });
    api("create", { q: "abc", a: "x", b: "y", "x-y": 1 } as never);
    api("create", { q: "abc", a: "x" } as never);
    expect(compiled.sort()).toEqual(["^[a-z]+$ u", "^x- u"]);
    expect((caught(() => api("create", { q: "ABC" } as never)) as EndpointError).message).toBe('query.q: expected a string matching "^[a-z]+$", got "ABC"');
  });

  it("runs a refused value's pattern once: the walk that refuses it explains it, in anyOf members too", () => {
    const { regExp, tests } = engine();
    const schema = { anyOf: [{ type: "string", pattern: "^a+$" }, { type: "string", pattern: "^b+$" }] };
    const error = caught(() => fromOpenApi(documentOf(schema), { regExp })("create", { data: "c" } as never)) as EndpointError;
    expect(error.message).toBe('body: expected at least one of member 0 | member 1, got "c": member 0 refused it: body: expected a string matching "^a+$", got "c"; member 1 refused it: body: expected a string matching "^b+$", got "c"');
    expect(tests()).toBe(2);
  });

  it("a linear-time engine refuses a backtracking pattern's worst input in time linear in its length", () => {
    const api = fromOpenApi(documentOf({ type: "string", pattern: "^(a+)+$" }), { regExp: (source) => RE2JS.compile(source) });
    const messageOf = (data: string) => (caught(() => api("create", { data } as never)) as EndpointError).message;
    // The pattern's refusal, not the length's: past 10 000 characters only an engine given runs a pattern.
    linear((n) => `${"a".repeat(n)}!`, messageOf, `body: expected a string matching "^(a+)+$", got "${"a".repeat(60)}…"`);
  });

  it("an engine that throws is INVALID_DOCUMENT at the operation's first call, naming the pattern", () => {
    const api = fromOpenApi(documentOf({ type: "string" }), {
      regExp: () => {
        throw new Error("lookbehind is not supported");
      },
    });
    const error = caught(() => api("create", { data: "x" } as never)) as EndpointError;
    expect(error.code).toBe("INVALID_DOCUMENT");
    expect(error.message).toBe('invalid document at #/paths/~1things/post/parameters/0/schema/pattern: the regExp setting refused the pattern "^[a-z]+$": lookbehind is not supported');
    expect((caught(() => fromOpenApi(documentOf({}), { regExp: 5 } as never)) as EndpointError).code).toBe("INVALID_ARGUMENTS");
  });

  it("schemaCodec takes it too", () => {
    const { regExp, compiled } = engine();
    const codec = schemaCodec(documentOf({}), { pattern: "^z" }, { regExp });
    expect([codec.is("zz"), codec.is("a")]).toEqual([true, false]);
    expect(compiled).toEqual(["^z u"]);
  });
});
