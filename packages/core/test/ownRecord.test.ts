import { getOwn, hasOwn, setOwn } from "../src/ownRecord";

describe("setOwn", () => {
  test("a __proto__ key becomes an own, enumerable, writable, configurable property; the prototype is untouched", () => {
    const record: Record<string, unknown> = {};
    setOwn(record, "__proto__", { polluted: true });
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(record, "__proto__")).toEqual({
      value: { polluted: true },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    // Writable: plain assignment now replaces the own value; configurable: it can be deleted.
    record["__proto__"] = 2;
    expect(getOwn(record, "__proto__")).toBe(2);
    expect(delete record["__proto__"]).toBe(true);
    expect(hasOwn(record, "__proto__")).toBe(false);
  });
});
