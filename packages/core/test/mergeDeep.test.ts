import { mergeDeep } from "../src/mergeDeep";
import { plainCopy } from "../src/plainTree";

const share = mergeDeep((value) => value);
const fresh = mergeDeep(plainCopy);

describe("mergeDeep", () => {
  test("the patch wins; plain objects merge; arrays are replaced", () => {
    expect(share({ a: 1, o: { x: 1, y: 1 }, l: [1, 2] }, { a: 2, o: { y: 2 }, l: [3] })).toEqual({ a: 2, o: { x: 1, y: 2 }, l: [3] });
  });

  test("keys keep the base's order; new keys follow in the patch's", () => {
    expect(Object.keys(share({ a: 1, b: 2 }, { c: 3, a: 4 }))).toEqual(["a", "b", "c"]);
  });

  test("patch values are taken by reference", () => {
    const value = { deep: [1] };
    expect(share({}, { value }).value).toBe(value);
    expect(fresh({}, { value }).value).toBe(value);
  });

  test("adopt decides what happens to the base's untouched values: shared or copied", () => {
    const base = { o: { x: 1 }, l: [1] };
    expect(share(base, {}).o).toBe(base.o);
    expect(fresh(base, {}).o).not.toBe(base.o);
    expect(fresh(base, {}).o).toEqual(base.o);
    expect(fresh(base, {}).l).not.toBe(base.l);
  });

  test("__proto__ stays an own data key", () => {
    const merged = share({}, JSON.parse('{"__proto__": {"polluted": 1}}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(["__proto__"]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
