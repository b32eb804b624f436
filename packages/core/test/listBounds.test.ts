import { DEFAULTS, derivedDefaults, expandTemplate } from "@request-options/core";
import { rightOf } from "./leftCode";

// A list read within its bounds (DECISIONS.md "Ownership"): copied member by member up to 2 ** 20 members, a hole
// read as `undefined`, past that by the indices it holds; expanded to its last member and no further.

describe("a list up to 2 ** 20 members is copied member by member", () => {
  it("at the bound a hole becomes an undefined member; one past it, the holes stay holes", () => {
    const copied = (length: number) => rightOf(derivedDefaults(DEFAULTS, { list: new Array<unknown>(length) }))["list"] as unknown[];
    const [atBound, past] = [copied(2 ** 20), copied(2 ** 20 + 1)];
    expect([atBound.length, 0 in atBound, 2 ** 20 - 1 in atBound]).toStrictEqual([2 ** 20, true, true]);
    expect([past.length, 0 in past]).toStrictEqual([2 ** 20 + 1, false]);
  });
});

describe("a list is expanded to its last member", () => {
  it("and no further, whatever Array.prototype holds at the next index", () => {
    Object.defineProperty(Array.prototype, 1, { value: "x", configurable: true, writable: true });
    try {
      expect(rightOf(expandTemplate("{?q}", { q: ["abc"] }))).toBe("?q=abc");
    } finally {
      delete (Array.prototype as unknown as Record<number, unknown>)[1];
    }
  });
});
