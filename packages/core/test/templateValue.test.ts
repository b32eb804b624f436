import * as E from "fp-ts/Either";
import * as O from "fp-ts/Option";
import { expandTemplate, type EndpointError } from "../src";
import { liteExpand } from "../src/uriTemplate/liteExpand";
import { templateValue } from "../src/uriTemplate/templateValue";

const expected = " (expected a string, number, bigint, boolean, Date, list or plain object)";
const members = " (list and map members must be strings, numbers, bigints, booleans or Dates)";
const prefix = 'parameter "v" cannot be expanded in a URL template: ';

/** The message of templateValue's Left for `value`; fails on a Right. */
const message = (value: unknown): string => {
  const result: E.Either<EndpointError, unknown> = templateValue("v")(value);
  if (E.isRight(result)) throw new Error("expected a Left");
  expect(result.left.code).toBe("INVALID_PARAMETER");
  return result.left.message;
};

describe("templateValue: messages for a value of the wrong type", () => {
  test("a top-level function, symbol or class instance names its kind and what is expected", () => {
    expect(message(() => 1)).toBe(`${prefix}it is a function${expected}`);
    expect(message(Symbol("s"))).toBe(`${prefix}it is a symbol${expected}`);
    expect(message(new Map())).toBe(`${prefix}it is a class instance${expected}`);
  });

  test("a list member of the wrong type names its index, its kind and what members may be", () => {
    expect(message(["a", () => 1])).toBe(`${prefix}its member 1 is a function${members}`);
    expect(message([Symbol("s")])).toBe(`${prefix}its member 0 is a symbol${members}`);
    expect(message(["a", "b", ["c"]])).toBe(`${prefix}its member 2 is a list${members}`);
    expect(message([{ a: 1 }])).toBe(`${prefix}its member 0 is an object${members}`);
    expect(message([new Set()])).toBe(`${prefix}its member 0 is a class instance${members}`);
  });

  test("a map member of the wrong type names its key", () => {
    expect(message({ k: [1] })).toBe(`${prefix}its member "k" is a list${members}`);
  });
});

describe("templateValue: messages for values of the right type that cannot be used", () => {
  test("an invalid Date says so, without a type hint", () => {
    expect(message(new Date(Number.NaN))).toBe(`${prefix}it is an invalid Date`);
    expect(message([new Date(Number.NaN)])).toBe(`${prefix}its member 0 is an invalid Date`);
  });

  test("a lone surrogate names its index, without a type hint", () => {
    expect(message("ab\uD800")).toBe(`${prefix}it is not well-formed Unicode (lone surrogate at index 2)`);
    expect(message(["ok", "\uDC00x"])).toBe(`${prefix}its member 1 is not well-formed Unicode (lone surrogate at index 0)`);
    expect(message({ "\uD800": "x" })).toBe(`${prefix}its key "\\ud800" is not well-formed Unicode (lone surrogate at index 0)`);
  });
});

describe("templateValue: lists", () => {
  test("list and map members of every scalar type are written by String()", () => {
    expect(templateValue("v")([1, 2n, true, "s"])).toEqual(E.right(O.some({ kind: "list", members: ["1", "2", "true", "s"] })));
    expect(templateValue("v")({ k: 3n })).toEqual(E.right(O.some({ kind: "map", entries: [["k", "3"]] })));
  });

  test("reads the indexes below length only, never one inherited at index length", () => {
    const list: string[] = ["a"];
    Object.setPrototypeOf(list, Object.assign(Object.create(Array.prototype) as object, { 1: "inherited" }));
    expect(templateValue("v")(list)).toEqual(E.right(O.some({ kind: "list", members: ["a"] })));
  });
});

describe("liteExpand", () => {
  test("a list of one empty string expands as empty, a longer list starting with one keeps it", () => {
    const spec = { name: "x", explode: false, prefix: undefined };
    expect(liteExpand("", spec)({ kind: "list", members: [""] })).toBe("");
    expect(liteExpand("", spec)({ kind: "list", members: ["", "a"] })).toBe(",a");
  });
});

describe("prefix modifiers count code points", () => {
  test("U+FFFF is one UTF-16 unit, so a prefix of 1 takes it alone", () => {
    expect(expandTemplate("{x:1}", { x: "\uFFFFab" })).toEqual(E.right("%EF%BF%BF"));
    expect(expandTemplate("{x:2}", { x: "\u{1F600}ab" })).toEqual(E.right("%F0%9F%98%80a"));
  });
});

describe("templateValue: RFC 6570's undefined (§2.3) is None", () => {
  // eslint-disable-next-line no-sparse-arrays
  const undefinedOnes: unknown[] = [undefined, null, [], [null, undefined], [, ,], {}, { a: null, b: undefined }, Object.create(null)];
  const definedOnes: unknown[] = ["", 0, false, [""], [null, 0], { a: "" }, new Date(0)];

  test.each(undefinedOnes.map((value) => [value]))("%p is undefined", (value) => {
    expect(templateValue("v")(value)).toEqual(E.right(O.none));
  });

  test.each(definedOnes.map((value) => [value]))("%p is not", (value) => {
    const result = templateValue("v")(value);
    expect(E.isRight(result) && O.isSome(result.right)).toBe(true);
  });

  test("a key on a polluted Object.prototype does not define a map", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype["polluted"] = "x";
    try {
      expect(templateValue("v")({})).toEqual(E.right(O.none));
    } finally {
      delete prototype["polluted"];
    }
  });
});
