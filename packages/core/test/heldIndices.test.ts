import { heldIndices, listLength, walkLimit } from "../src/heldIndices";
import { plainCopy } from "../src/plainTree";
import { queryString } from "../src/queryString";
import { templateValue } from "../src/uriTemplate/templateValue";
import * as E from "fp-ts/Either";
import * as O from "fp-ts/Option";
import { claimsHugeLength } from "./adversarialShapes";

const huge = claimsHugeLength;

describe("heldIndices", () => {
  test("a list of walkLimit indices or fewer is walked index by index", () => {
    expect(heldIndices([1, 2], 2)).toBeUndefined();
    expect(heldIndices(new Array<unknown>(walkLimit), walkLimit)).toBeUndefined();
  });

  test("a longer list gives the indices that hold an element, ascending, and nothing else", () => {
    const list = huge() as unknown[] & Record<string, unknown>;
    // Keys that read as numbers but are no array index: not elements either.
    Object.assign(list, { named: "not an element", "-1": "negative", "01": "leading zero", "1.5": "fraction" });
    expect(heldIndices(list, list.length)).toEqual([3, 4_000_000_000]);
    expect(heldIndices(list, 4_000_000_000)).toEqual([3]);
    expect(heldIndices(new Array<unknown>(walkLimit + 1), walkLimit + 1)).toEqual([]);
  });

  test("a Proxy claiming a huge length, its keys in any order", () => {
    const target = ["a", "b", "c"];
    const proxy = new Proxy(target, {
      get: (t, key) => (key === "length" ? 2 ** 32 - 1 : Reflect.get(t, key)),
      ownKeys: () => ["2", "length", "0"],
    });
    expect(heldIndices(proxy, proxy.length)).toEqual([0, 2]);
  });
});

describe("listLength", () => {
  test("a length read once and made a number once, within what an array can hold", () => {
    let reads = 0;
    const shifting = { valueOf: () => ((reads += 1) === 1 ? 1 : 2 ** 32 - 1) };
    const proxy = new Proxy(["a"], { get: (target, key) => (key === "length" ? shifting : Reflect.get(target, key)) });
    expect(listLength(proxy)).toBe(1);
    expect(reads).toBe(1);
    reads = 0;
    expect(queryString({ q: proxy })).toEqual(E.right("q=a"));
    const claiming = (length: unknown): unknown[] => new Proxy([], { get: (target, key) => (key === "length" ? length : Reflect.get(target, key)) });
    expect([NaN, -3, "7", 2.5, 2 ** 40, Infinity].map((length) => listLength(claiming(length)))).toEqual([0, 0, 7, 2, 2 ** 32 - 1, 2 ** 32 - 1]);
  });
});

describe("a list that claims a huge length is read at once, by its elements", () => {
  test("a Proxy whose length grows after the first read is walked to the length first read (review finding)", () => {
    let reads = 0;
    const lying = new Proxy(["a"], { get: (target, key) => (key === "length" ? (++reads === 1 ? 1 : 2 ** 32 - 1) : Reflect.get(target, key)) });
    expect(queryString({ a: lying })).toEqual(E.right("a=a"));
    reads = 0;
    expect(queryString({ "a[]": lying })).toEqual(E.right("a[]=a"));
    reads = 0;
    expect(templateValue("v")(lying)).toEqual(E.right(O.some({ kind: "list", members: ["a"] })));
    reads = 0;
    expect(plainCopy({ a: lying })).toEqual({ a: ["a"] });
    reads = 0;
    expect(plainCopy({ a: [lying] })).toEqual({ a: [["a"]] });
  });

  test("in the query, joined or repeated", () => {
    expect(queryString({ a: huge(), "b[]": huge() })).toEqual(E.right("a=x,y&b[]=x&b[]=y"));
    expect(queryString({ a: new Array<unknown>(2 ** 32 - 1) })).toEqual(E.right("a="));
  });

  test("in a URL template", () => {
    expect(templateValue("v")(huge())).toEqual(E.right(O.some({ kind: "list", members: ["x", "y"] })));
    expect(templateValue("v")(new Array<unknown>(2 ** 32 - 1))).toEqual(E.right(O.none));
  });

  test("copied for the defaults with its length and holes, not 4 294 967 295 elements", () => {
    const copy = plainCopy({ a: huge() }) as { a: unknown[] };
    expect(copy.a.length).toBe(2 ** 32 - 1);
    expect(Object.keys(copy.a)).toEqual(["3", "4000000000"]);
    expect(copy.a[4_000_000_000]).toBe("y");
    expect((plainCopy(huge()) as unknown[]).length).toBe(2 ** 32 - 1);
    const holding = huge();
    const element = { deep: [1] };
    holding[5] = element;
    const copied = (plainCopy({ a: holding }) as { a: Array<typeof element> }).a[5];
    expect(copied).toEqual(element);
    expect(copied).not.toBe(element);
    expect(copied?.deep).not.toBe(element.deep);
  });

  test("a short sparse list is copied as before: a hole becomes undefined", () => {
    // eslint-disable-next-line no-sparse-arrays
    const copy = plainCopy([1, , 3]) as unknown[];
    expect(copy).toEqual([1, undefined, 3]);
    expect(1 in copy).toBe(true);
  });
});
