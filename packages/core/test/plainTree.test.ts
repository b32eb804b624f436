import { plainCopy, plainCopyWithin, plainFreeze } from "../src/plainTree";

describe("plainCopy", () => {
  test("copies plain objects and arrays deeply, keeps other instances by reference", () => {
    const date = new Date(0);
    const map = new Map([["a", { b: 1 }]]);
    const source = { a: [{ b: 1 }], date, map };
    const copy = plainCopy(source) as typeof source;
    expect(copy).toEqual(source);
    expect(copy.a).not.toBe(source.a);
    expect(copy.a[0]).not.toBe(source.a[0]);
    expect(copy.date).toBe(date);
    expect(copy.map).toBe(map);
  });

  test("a cycle is copied as a cycle, not followed forever", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic["self"] = cyclic;
    const list: unknown[] = [1];
    list.push(list);
    const copy = plainCopy({ cyclic, list }) as { cyclic: Record<string, unknown>; list: unknown[] };
    expect(copy.cyclic).not.toBe(cyclic);
    expect(copy.cyclic["self"]).toBe(copy.cyclic);
    expect(copy.list[1]).toBe(copy.list);
  });

  test("a chain 100 000 branches long behind a short path copies without overflowing the stack", () => {
    // Every link is also met through `hub`, at depth 3: the nesting limit of .defaults() lets
    // this through, so the copy must not recurse along `next`.
    const links: Array<Record<string, unknown>> = Array.from({ length: 100_000 }, (_, i) => ({ i }));
    links.forEach((link, i) => {
      if (i + 1 < links.length) link["next"] = links[i + 1];
    });
    const hub = Object.fromEntries(links.map((link, i) => [`l${i}`, link]));
    const source = { first: links[0], hub };
    expect(plainCopyWithin(2)(source)).toBeUndefined();
    expect(plainCopyWithin(3)(source)).toBeDefined();
    const copy = plainCopy(source) as { first: Record<string, unknown>; hub: Record<string, Record<string, unknown>> };
    let link = copy.first;
    for (let i = 0; i < 99_999; i++) link = link["next"] as Record<string, unknown>;
    expect(link).toEqual({ i: 99_999 });
    expect(link).not.toBe(links[99_999]);
    // Shared branches stay shared: the hub's last entry is the chain's last link.
    expect(copy.hub["l99999"]).toBe(link);
  });

  test("each getter is read once, at any depth, and symbol keys are left out", () => {
    let reads = 0;
    const counted = (value: unknown): PropertyDescriptor => ({ enumerable: true, get: () => (reads++, value) });
    const leaves = Object.defineProperty({}, "x", counted("a"));
    const nested = Object.defineProperty({}, "deep", counted({ y: 1 }));
    const root = Object.defineProperties({ [Symbol("s")]: 1 }, { leaves: counted(leaves), nested: counted(nested) });
    const copy = plainCopy(root) as { leaves: { x: unknown }; nested: { deep: unknown } };
    expect(reads).toBe(4);
    expect(copy).toEqual({ leaves: { x: "a" }, nested: { deep: { y: 1 } } });
    expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
    expect(Object.getOwnPropertyDescriptor(copy.leaves, "x")).toEqual({ value: "a", enumerable: true, writable: true, configurable: true });
  });

  test("__proto__ is copied as own data", () => {
    const copy = plainCopy(JSON.parse('{"__proto__": {"polluted": 1}}')) as object;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["__proto__"]);
  });
});

describe("plainFreeze", () => {
  test("freezes every plain branch and no leaf: not a Map, its contents, a class instance or a function", () => {
    const inner = { a: 1 };
    const map = new Map([["k", inner]]);
    class Agent {
      sockets = 0;
    }
    const agent = new Agent();
    const fetch = () => undefined;
    const tree = { request: { map, agent, fetch, hooks: [{ x: 1 }] } };
    plainFreeze(tree);
    expect(Object.isFrozen(tree)).toBe(true);
    expect(Object.isFrozen(tree.request)).toBe(true);
    expect(Object.isFrozen(tree.request.hooks)).toBe(true);
    expect(Object.isFrozen(tree.request.hooks[0])).toBe(true);
    expect([map, inner, agent, fetch].some((leaf) => Object.isFrozen(leaf))).toBe(false);
    map.set("other", { a: 2 });
    expect(map.size).toBe(2);
  });

  test("handles cycles and any depth without recursion", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    expect(Object.isFrozen(plainFreeze(cyclic))).toBe(true);
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) deep = { n: deep };
    expect(Object.isFrozen(plainFreeze(deep))).toBe(true);
  });
});

describe("plainCopyWithin", () => {
  test("counts nested branches, the tree itself as level 1; leaves and cycles add nothing", () => {
    expect(plainCopyWithin(1)({ a: 1 })).toEqual({ a: 1 });
    expect(plainCopyWithin(1)({ a: [] })).toBeUndefined();
    const tree = { a: [{ b: new Map() }] };
    expect(plainCopyWithin(2)(tree)).toBeUndefined();
    expect(plainCopyWithin(3)(tree)).toEqual(tree);
    const cyclic: Record<string, unknown> = { a: {} };
    cyclic["self"] = cyclic;
    expect(plainCopyWithin(1)(cyclic)).toBeUndefined();
    const copy = plainCopyWithin(2)(cyclic);
    expect(copy?.["self"]).toBe(copy);
  });

  test("the root's referenced keys keep their values, uncounted; the same keys deeper are copied", () => {
    const headers = { a: { b: {} } };
    const tree = { headers, nested: { x: 1 } };
    const copy = plainCopyWithin(2, new Set(["headers"]))(tree) as typeof tree;
    expect(copy.headers).toBe(headers);
    expect(copy.nested).not.toBe(tree.nested);
    expect(plainCopyWithin(2)(tree)).toBeUndefined();
    const deeper = { nested: { headers } };
    const copied = plainCopyWithin(5, new Set(["headers"]))(deeper) as typeof deeper;
    expect(copied.nested.headers).not.toBe(headers);
    expect(copied.nested.headers).toEqual(headers);
  });

  test("referenced values stay by reference wherever the root is met (their caller copies them)", () => {
    const headers = { a: { b: {} } };
    const cyclic: Record<string, unknown> = { headers };
    cyclic["loop"] = { back: cyclic };
    const copy = plainCopyWithin(3, new Set(["headers"]))(cyclic) as { headers: typeof headers; loop: { back: unknown } };
    expect(copy.loop.back).toBe(copy);
    expect(copy.headers).toBe(headers);
  });

  test("measures a tree far deeper than any stack", () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 200_000; i++) deep = { n: deep };
    expect(plainCopyWithin(200_000)(deep)).toBeUndefined();
    let copy = plainCopyWithin(200_001)(deep);
    for (let i = 0; i < 200_000; i++) copy = copy?.["n"] as Record<string, unknown> | undefined;
    expect(copy).toEqual({});
  });
});

describe("plainCopy: property attributes", () => {
  test("copied object properties are own, enumerable, writable and configurable data", () => {
    const copy = plainCopy(JSON.parse('{"a":{"b":1},"__proto__":2}')) as Record<string, unknown>;
    for (const key of ["a", "__proto__"]) {
      expect(Object.getOwnPropertyDescriptor(copy, key)).toEqual({
        value: key === "a" ? { b: 1 } : 2,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    expect(delete copy["a"]).toBe(true);
    expect("a" in copy).toBe(false);
  });
});
