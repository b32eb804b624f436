import { mergeDeep } from "../src/mergeDeep";
import { plainCopy } from "../src/plainTree";

const share = mergeDeep((value) => value);
const fresh = mergeDeep(plainCopy);

describe("mergeDeep", () => {
  test("the base's keys keep their order, new keys follow; symbol keys are left out; `__proto__` stays a key", () => {
    const proto = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const headers = Object.freeze({ accept: "a", "user-agent": "u" });
    const base = Object.freeze({ method: "GET", headers, mediaType: Object.freeze({ format: "" }), list: Object.freeze([1, [2]]), ...proto });
    const patch = { [Symbol("s")]: 1, per_page: 2, headers: { accept: "b", "x-a": 1 }, list: { x: 1 } };
    for (const merge of [share, fresh]) {
      const merged = merge(base, patch);
      expect(Object.keys(merged)).toEqual(["method", "headers", "mediaType", "list", "__proto__", "per_page"]);
      expect(Object.keys(merged["headers"] as object)).toEqual(["accept", "user-agent", "x-a"]);
      expect(merged["headers"]).toEqual({ accept: "b", "user-agent": "u", "x-a": 1 });
      expect(merged["list"]).toBe(patch.list);
      expect(Object.getOwnPropertySymbols(merged)).toEqual([]);
      expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
      expect(merged["__proto__"]).toEqual({ polluted: true });
    }
    expect(fresh(base, {})["headers"]).not.toBe(headers);
    expect(fresh(base, {})["list"]).not.toBe(base.list);
    expect(share(base, {})["headers"]).toBe(headers);
  });

  test("a getter of the patch's nested object is read once", () => {
    let reads = 0;
    const request = {
      get timeout() {
        reads += 1;
        return 5;
      },
    };
    const merged = fresh({ request: Object.freeze({ agent: "a" }) }, { request });
    expect(merged).toEqual({ request: { agent: "a", timeout: 5 } });
    expect(reads).toBe(1);
  });

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

  test("two cycles merge into one cycle instead of recursing forever", () => {
    const base: Record<string, unknown> = { a: 1 };
    base["self"] = base;
    const patch: Record<string, unknown> = { b: 2 };
    patch["self"] = patch;
    for (const merge of [share, fresh]) {
      const merged = merge({ o: base }, { o: patch });
      const o = merged["o"] as Record<string, unknown>;
      expect(Object.keys(o)).toEqual(["a", "self", "b"]);
      expect(o["a"]).toBe(1);
      expect(o["b"]).toBe(2);
      expect(o["self"]).toBe(o);
    }
    expect(Object.keys(base)).toEqual(["a", "self"]);
    expect(Object.keys(patch)).toEqual(["b", "self"]);
  });

  test("a patch nested 100 000 deep merges onto a cycle without overflowing the stack", () => {
    const base: Record<string, unknown> = {};
    base["next"] = base;
    const patch: Record<string, unknown> = {};
    let tip = patch;
    for (let i = 0; i < 100_000; i++) {
      const inner: Record<string, unknown> = {};
      tip["next"] = inner;
      tip = inner;
    }
    tip["end"] = true;
    let node = share(base, patch);
    for (let i = 0; i < 100_000; i++) node = node["next"] as Record<string, unknown>;
    // The innermost patch object has no `next`: the base's, the cycle itself, is adopted.
    expect(node).toEqual({ next: base, end: true });
    expect(node["next"]).toBe(base);
  });

  test("__proto__ stays an own data key", () => {
    const merged = share({}, JSON.parse('{"__proto__": {"polluted": 1}}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(["__proto__"]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
