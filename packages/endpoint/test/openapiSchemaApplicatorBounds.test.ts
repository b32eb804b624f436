/**
 * Two bounds of the Applicator vocabulary that `openapiSchemaApplicatorEdges.test.ts` left out: minContains is read
 * only beside contains, and a value nested through additionalProperties is walked to the depth bound and no further.
 * Expected values are written by hand.
 */
import { accepted, documentOf, refusal } from "./schemaSupport";

it("minContains without contains is not read", () => {
  expect(accepted({ minContains: "x" }, [1])).toBe(true);
});

it("a value nested past 256 levels through additionalProperties is refused", () => {
  const document = documentOf({ N: { additionalProperties: { $ref: "#/components/schemas/N" } } });
  const nested = (levels: number): unknown => {
    let value: unknown = 1;
    for (let level = 0; level < levels; level += 1) value = { a: value };
    return value;
  };
  expect(accepted({ $ref: "#/components/schemas/N" }, nested(255), document)).toBe(true);
  expect(refusal({ $ref: "#/components/schemas/N" }, nested(300), document)).toMatch(/: expected a value nested at most 256 levels deep, got an object$/);
});
