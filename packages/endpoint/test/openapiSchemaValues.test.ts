/**
 * What the schema compiler reads a value as, and how a message describes a schema: a component named with its
 * shape, a string's length in code points at the surrogate ranges' edges, JSON equality (nested, bounded, own keys
 * only), and which values count as a binary string. Expected values are written by hand.
 */
import { accepted, documentOf, ref, refusal } from "./schemaSupport";

/** The words a missing required property `p` of schema `schema` is expected in. */
const expected = (schema: unknown, components: Record<string, unknown>): string => refusal({ type: "object", properties: { p: schema }, required: ["p"] }, {}, documentOf(components));

describe("a schema in a message", () => {
  const Four = { type: "object", properties: { id: {}, name: {}, tag: {}, owner: {} } };
  const components = { Four, Five: { type: "object", properties: { id: {}, name: {}, tag: {}, owner: {}, age: {} } }, "a/b~c": { type: "string" } };

  it("an object's first four property names, and … after them", () => {
    expect(expected(ref("Four"), components)).toBe('missing required p: expected "Four" (an object {id, name, tag, owner})');
    expect(expected(ref("Five"), components)).toBe('missing required p: expected "Five" (an object {id, name, tag, owner, …})');
    expect(expected({ type: "object", properties: { x: {}, y: {} } }, components)).toBe("missing required p: expected an object {x, y}");
  });

  it("a component by its name, unescaped, with what it expects", () => {
    expect(expected(ref("a~1b~0c"), components)).toBe('missing required p: expected "a/b~c" (a string)');
    expect(expected(ref("Both"), { ...components, Both: { anyOf: [{ type: "string" }, ref("Four")] } })).toBe('missing required p: expected "Both" (a string or "Four" (an object {id, name, tag, owner}))');
    expect(expected(ref("All"), { ...components, All: { allOf: [ref("Four")] } })).toBe('missing required p: expected "All" ("Four" (an object {id, name, tag, owner}))');
  });

  it("a chain of $refs is followed 16 hops, then called a value", () => {
    const chain: Record<string, unknown> = { C20: { type: "integer" } };
    for (let index = 0; index < 20; index += 1) chain[`C${index}`] = ref(`C${index + 1}`);
    const hops = Array.from({ length: 16 }, (_, index) => `"C${index}" (`).join("");
    expect(expected(ref("C0"), chain)).toBe(`missing required p: expected ${hops}a value${")".repeat(16)}`);
  });

  it("a long constant is shown cut at 60 characters", () => {
    const value = { aaaaaaaaaa: "bbbbbbbbbbbbbbbbbbbb", cccccccccc: "dddddddddddddddddddddddd", e: 1 };
    expect(refusal({ const: value }, 1)).toBe('value: expected {"aaaaaaaaaa":"bbbbbbbbbbbbbbbbbbbb","cccccccccc":"ddddddddd, got 1');
  });
});

describe("a string's length in code points", () => {
  it.each([
    ["\uD800\uDC00", "the lowest high and low surrogates"],
    ["\uDBFF\uDFFF", "the highest high and low surrogates"],
    ["\uD83D\uDC00", "a pair ending at the lowest low surrogate"],
    ["\uD83D\uDFFF", "a pair ending at the highest low surrogate"],
  ])("%j, %s, is one character", (text) => {
    expect(accepted({ maxLength: 1 }, text)).toBe(true);
  });

  it.each([
    ["\uD83Da", "a high surrogate before a letter"],
    ["\uDC00\uDC00", "two low surrogates"],
    ["\uD7FF\uDC00", "the unit below the high surrogates before a low one"],
    ["\uD83D\uDBFF", "two high surrogates"],
    ["\uD83D\uE000", "a high surrogate before the unit above the low ones"],
  ])("%j, %s, is two characters", (text) => {
    expect(accepted({ maxLength: 1 }, text)).toBe(false);
  });
});

describe("JSON equality, for const and enum", () => {
  const nested = (levels: number): unknown => {
    let value: unknown = 1;
    for (let level = 0; level < levels; level += 1) value = [value];
    return value;
  };
  const nestedObject = (levels: number): unknown => {
    let value: unknown = 1;
    for (let level = 0; level < levels; level += 1) value = { a: value };
    return value;
  };

  it("an array equals one of the same length only", () => {
    expect([accepted({ enum: [[1]] }, [1, 2]), accepted({ enum: [[1, 2]] }, [1]), accepted({ enum: [[1, 2]] }, [1, 2])]).toEqual([false, false, true]);
  });

  it("is compared 257 levels deep, and no deeper", () => {
    expect([accepted({ const: nested(257) }, nested(257)), accepted({ const: nested(258) }, nested(258))]).toEqual([true, false]);
    expect([accepted({ const: nestedObject(257) }, nestedObject(257)), accepted({ const: nestedObject(258) }, nestedObject(258))]).toEqual([true, false]);
  });

  it("reads a constant's own keys only", () => {
    Object.defineProperty(Object.prototype, "zz", { value: 1, enumerable: true, configurable: true, writable: true });
    try {
      expect(accepted({ const: { a: 1 } }, { a: 1 })).toBe(true);
    } finally {
      delete (Object.prototype as Record<string, unknown>)["zz"];
    }
  });
});

describe("a binary string", () => {
  it("is a ReadableStream or an async iterable, not any other object", () => {
    expect(accepted({ type: "string" }, new ReadableStream())).toBe(true);
    expect(accepted({ type: "string" }, (async function* () {})())).toBe(true);
    expect(refusal({ type: "string" }, new Map())).toBe("value: expected a string, got an object");
  });
});
