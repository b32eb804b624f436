/**
 * The depth bound through items, prefixItems and properties whose schema is more than a `$ref` (a `$ref` beside a
 * bound on the container): such a child passes no kind of value unseen, so every element or property is walked, and
 * each step down counts one level. Expected values are written by hand.
 */
import { accepted, documentOf, ref, refusal } from "./schemaSupport";

const nested = (levels: number, wrap: (inner: unknown) => unknown): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = wrap(value);
  return value;
};

describe("a value nested through a child that is a $ref and a bound", () => {
  it.each([
    ["items", { items: { ...ref("N"), maxItems: 5 } }, (inner: unknown): unknown => [inner]],
    ["prefixItems", { prefixItems: [{ ...ref("N"), maxItems: 5 }] }, (inner: unknown): unknown => [inner]],
    ["properties", { properties: { a: { ...ref("N"), maxProperties: 5 } } }, (inner: unknown): unknown => ({ a: inner })],
  ])("through %s is walked 255 levels deep, and refused past 256", (_keyword, schema, wrap) => {
    const document = documentOf({ N: schema });
    expect(accepted(ref("N"), nested(255, wrap), document)).toBe(true);
    expect(refusal(ref("N"), nested(300, wrap), document)).toMatch(/: expected a value nested at most 256 levels deep, got an (object|array)$/);
  });
});
