/**
 * multipleOf through `schemaCodec`: a decimal step is inexact in binary, so a quotient within 1e-9 of a whole number
 * (relative, for a quotient above 1) counts as whole, and one that far or farther does not. Expected values are
 * written by hand.
 */
import { schemaCodec } from "@request-options/endpoint/openapi";

const v31 = { openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {} };
const multipleOf = (step: number, value: number): boolean => schemaCodec(v31, { multipleOf: step }).is(value);

describe("multipleOf's tolerance", () => {
  it("takes a decimal multiple whose binary quotient misses a whole number by rounding", () => {
    expect([multipleOf(0.1, 0.3), multipleOf(0.01, 0.07), multipleOf(0.1, 1000000.2)]).toEqual([true, true, true]);
  });

  it("refuses a value whose quotient is 1e-9 or more from a whole number", () => {
    expect([multipleOf(1, 1e-9), multipleOf(1, 2e-9), multipleOf(0.1, 0.35)]).toEqual([false, false, false]);
  });
});
