/**
 * OpenAPI 3.1.1 parameter serialization (Parameter Object `style`, `explode`, `allowReserved`; Encoding Object for
 * form-urlencoded bodies), through the openapi entry.
 */
import { EndpointError, formBodyEncode, type ParameterPlacement, parameterSerialize } from "@request-options/endpoint/openapi";
import { expectError, type Loose } from "./support";

const string = "blue";
const array = ["blue", "black", "brown"];
const object = { R: 100, G: 200, B: 150 };

// OpenAPI 3.1.1, "Style Examples", every cell as the specification writes it. The `undefined` column's cells are the
// empty string's ("The value _empty_ denotes the empty string"); query cells lose their `?` (the serializer gives
// the pairs, the runtime joins them).
type Row = [style: string, explode: boolean, empty: string, string: string, array: string, object: string];
const table: Row[] = [
  ["matrix", false, ";color", ";color=blue", ";color=blue,black,brown", ";color=R,100,G,200,B,150"],
  ["matrix", true, ";color", ";color=blue", ";color=blue;color=black;color=brown", ";R=100;G=200;B=150"],
  ["label", false, ".", ".blue", ".blue,black,brown", ".R,100,G,200,B,150"],
  ["label", true, ".", ".blue", ".blue.black.brown", ".R=100.G=200.B=150"],
  ["simple", false, "", "blue", "blue,black,brown", "R,100,G,200,B,150"],
  ["simple", true, "", "blue", "blue,black,brown", "R=100,G=200,B=150"],
  ["form", false, "?color=", "?color=blue", "?color=blue,black,brown", "?color=R,100,G,200,B,150"],
  ["form", true, "?color=", "?color=blue", "?color=blue&color=black&color=brown", "?R=100&G=200&B=150"],
];
// The cells 3.1.1 fills for the styles RFC 6570 has no operator for (the others are n/a).
const queryOnly: Array<[style: string, explode: boolean, array: string, object: string]> = [
  ["spaceDelimited", false, "?color=blue%20black%20brown", "?color=R%20100%20G%20200%20B%20150"],
  ["pipeDelimited", false, "?color=blue%7Cblack%7Cbrown", "?color=R%7C100%7CG%7C200%7CB%7C150"],
];

const locationOf = (style: string): ParameterPlacement["in"] => (style === "matrix" || style === "label" || style === "simple" ? "path" : "query");
const unprefixed = (cell: string): string => (cell.startsWith("?") ? cell.slice(1) : cell);
const serialized = (placement: Loose, value: unknown): string | undefined => parameterSerialize(placement as ParameterPlacement, value);

describe("OpenAPI 3.1.1 Style Examples, cell for cell", () => {
  describe.each(table)("%s, explode %s", (style, explode, empty, stringCell, arrayCell, objectCell) => {
    const parameter = { name: "color", in: locationOf(style), style, explode };
    it.each([
      ["empty", "", empty],
      ["string", string, stringCell],
      ["array", array, arrayCell],
      ["object", object, objectCell],
    ])("%s", (_, value, cell) => {
      expect(serialized(parameter, value)).toBe(unprefixed(cell));
    });
  });

  describe.each(queryOnly)("%s, explode %s", (style, explode, arrayCell, objectCell) => {
    const parameter = { name: "color", in: "query", style, explode };
    it("array", () => expect(serialized(parameter, array)).toBe(unprefixed(arrayCell)));
    it("object", () => expect(serialized(parameter, object)).toBe(unprefixed(objectCell)));
  });

  it("deepObject, explode true: object", () => {
    expect(serialized({ name: "color", in: "query", style: "deepObject", explode: true }, object)).toBe(unprefixed("?color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150"));
  });

  it("simple in a header gives the path's cells", () => {
    for (const [, explode, empty, stringCell, arrayCell, objectCell] of table.filter(([style]) => style === "simple")) {
      const parameter = { name: "X-Color", in: "header", explode };
      expect([serialized(parameter, ""), serialized(parameter, string), serialized(parameter, array), serialized(parameter, object)]).toEqual([empty, stringCell, arrayCell, objectCell]);
    }
  });
});

describe("defaults (OpenAPI 3.1.1: style simple for path and header, form for query and cookie; explode true for form only)", () => {
  it.each([
    ["path", array, "blue,black,brown"],
    ["header", array, "blue,black,brown"],
    ["query", array, "color=blue&color=black&color=brown"],
    ["cookie", array, "color=blue; color=black; color=brown"],
    ["query", object, "R=100&G=200&B=150"],
  ])("in %s", (location, value, expected) => {
    expect(serialized({ name: "color", in: location }, value)).toBe(expected);
  });

  it("explode defaults to false for the other styles", () => {
    expect(serialized({ name: "color", in: "path", style: "matrix" }, array)).toBe(";color=blue,black,brown");
    expect(serialized({ name: "color", in: "path", style: "label" }, object)).toBe(".R,100,G,200,B,150");
  });
});

describe("values", () => {
  it.each([undefined, null, [], {}, [null, undefined]])("%p sends nothing, whatever the style", (value) => {
    for (const [style, location] of [["simple", "path"], ["matrix", "path"], ["label", "path"], ["form", "query"], ["spaceDelimited", "query"], ["deepObject", "query"], ["simple", "header"], ["form", "cookie"]]) {
      expect(serialized({ name: "color", in: location, style }, value)).toBeUndefined();
    }
  });

  it("numbers, bigints, booleans and Dates as text; undefined and null members left out", () => {
    expect(serialized({ name: "n", in: "query" }, [1.5, -2, 10n, true, false, null, undefined])).toBe("n=1.5&n=-2&n=10&n=true&n=false");
    expect(serialized({ name: "n", in: "path" }, 0)).toBe("0");
    expect(serialized({ name: "n", in: "path", style: "matrix" }, false)).toBe(";n=false");
  });

  it("a Date is its ISO string, encoded as any text is", () => {
    const at = new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6));
    expect(serialized({ name: "since", in: "query" }, at)).toBe("since=2024-01-02T03%3A04%3A05.006Z");
    expect(serialized({ name: "since", in: "path" }, at)).toBe("2024-01-02T03%3A04%3A05.006Z");
    expect(serialized({ name: "range", in: "query", style: "pipeDelimited" }, [at, new Date(0)])).toBe("range=2024-01-02T03%3A04%3A05.006Z%7C1970-01-01T00%3A00%3A00.000Z");
    expect(serialized({ name: "at", in: "query", style: "deepObject" }, { from: new Date(0) })).toBe("at%5Bfrom%5D=1970-01-01T00%3A00%3A00.000Z");
  });

  it("members are percent-encoded before they are joined: a delimiter inside a member is no delimiter", () => {
    expect(serialized({ name: "q", in: "query", explode: false }, ["a,b", "c&d", "e=f", "g h"])).toBe("q=a%2Cb,c%26d,e%3Df,g%20h");
    expect(serialized({ name: "q", in: "query", style: "pipeDelimited" }, ["a|b", "c"])).toBe("q=a%7Cb%7Cc");
    expect(serialized({ name: "q", in: "query", style: "spaceDelimited" }, { "a b": "c d" })).toBe("q=a%20b%20c%20d");
    expect(serialized({ name: "q", in: "query", style: "deepObject" }, { "a[b]": "c]" })).toBe("q%5Ba%5Bb%5D%5D=c%5D");
    expect(serialized({ name: "p", in: "path", style: "label", explode: true }, ["a.b", "c/d"])).toBe(".a.b.c%2Fd");
  });

  it("a scalar given to a delimited style is a one-member list (3.1.1: n/a)", () => {
    expect(serialized({ name: "q", in: "query", style: "spaceDelimited" }, "blue")).toBe("q=blue");
    expect(serialized({ name: "q", in: "query", style: "pipeDelimited" }, "")).toBe("q=");
  });

  it("the delimited styles exploded give separate pairs, as form does (3.1.1: n/a)", () => {
    expect(serialized({ name: "q", in: "query", style: "spaceDelimited", explode: true }, array)).toBe("q=blue&q=black&q=brown");
    expect(serialized({ name: "q", in: "query", style: "pipeDelimited", explode: true }, object)).toBe("R=100&G=200&B=150");
  });

  it("deepObject serializes the same whatever explode says (3.1.1: explode false with deepObject is undefined)", () => {
    for (const explode of [undefined, false, true]) {
      expect(serialized({ name: "color", in: "query", style: "deepObject", explode }, { R: 100, G: "" })).toBe("color%5BR%5D=100&color%5BG%5D=");
    }
  });

  it("nothing the caller passes is mutated, and frozen values serialize", () => {
    const value = Object.freeze({ R: 100, G: 200 });
    const list = Object.freeze(["a", "b"]);
    expect(serialized({ name: "c", in: "query", style: "deepObject" }, value)).toBe("c%5BR%5D=100&c%5BG%5D=200");
    expect(serialized({ name: "c", in: "path", style: "matrix", explode: true }, list)).toBe(";c=a;c=b");
    expect(value).toEqual({ R: 100, G: 200 });
    expect(list).toEqual(["a", "b"]);
  });
});

describe("allowReserved (query only)", () => {
  const text = "a/b?c:d@e!$'()*,;%2F%zz é#[]&=+";
  it("keeps RFC 3986's reserved characters and pct-encoded triplets, but those a query cannot hold or form-urlencoding reads", () => {
    expect(serialized({ name: "q", in: "query", allowReserved: true }, text)).toBe("q=a/b?c:d@e!$'()*,;%2F%25zz%20%C3%A9%23%5B%5D%26%3D%2B");
    expect(serialized({ name: "q", in: "query" }, text)).toBe("q=a%2Fb%3Fc%3Ad%40e%21%24%27%28%29%2A%2C%3B%252F%25zz%20%C3%A9%23%5B%5D%26%3D%2B");
  });

  it("gives Appendix C's example: reserved expansion for `formulas`, spaceDelimited `words`", () => {
    const formulas = { a: "x%2By", b: "x/y", c: "x^y" };
    const words = ["math", "is", "fun"];
    const query = [serialized({ name: "formulas", in: "query", allowReserved: true }, formulas), serialized({ name: "words", in: "query", style: "spaceDelimited", explode: false }, words)];
    expect(`?${query.join("&")}`).toBe("?a=x%2By&b=x/y&c=x%5Ey&words=math%20is%20fun");
  });

  it("gives Appendix C's RFC6570-equivalent expansion without it", () => {
    const query = [serialized({ name: "formulas", in: "query" }, { a: "x+y", b: "x/y", c: "x^y" }), serialized({ name: "words", in: "query", explode: false }, ["math", "is", "fun"])];
    expect(`?${query.join("&")}`).toBe("?a=x%2By&b=x%2Fy&c=x%5Ey&words=math,is,fun");
  });

  it("applies to every query style, and is ignored elsewhere (3.1.1: it 'only applies to parameters with an in value of query')", () => {
    expect(serialized({ name: "q", in: "query", style: "pipeDelimited", allowReserved: true }, ["a/b", "c,d|e"])).toBe("q=a/b%7Cc,d%7Ce");
    expect(serialized({ name: "q", in: "query", style: "deepObject", allowReserved: true }, { "k/1": "v/1" })).toBe("q%5Bk/1%5D=v/1");
    expect(serialized({ name: "p", in: "path", allowReserved: true }, "a/b")).toBe("a%2Fb");
    expect(serialized({ name: "h", in: "header", allowReserved: true }, "a/b")).toBe("a%2Fb");
    expect(serialized({ name: "c", in: "cookie", allowReserved: true }, "a/b")).toBe("c=a%2Fb");
  });
});

describe("names outside RFC 6570's variable characters", () => {
  it.each([
    ["X-Request-ID", "abc", "X-Request-ID=abc"],
    ["filter[name]", "blue", "filter%5Bname%5D=blue"],
    ["a.b", "1", "a.b=1"],
    [".a", "1", ".a=1"],
    ["a..b", "1", "a..b=1"],
    ["a b", "1", "a%20b=1"],
    ["%41", "1", "%2541=1"],
    ["~x", "1", "~x=1"],
    ["❤️", "love!", "%E2%9D%A4%EF%B8%8F=love%21"],
  ])("query %p", (name, value, expected) => {
    expect(serialized({ name, in: "query" }, value)).toBe(expected);
  });

  it("in every shape of form and matrix", () => {
    expect(serialized({ name: "filter[name]", in: "query" }, ["a", "b"])).toBe("filter%5Bname%5D=a&filter%5Bname%5D=b");
    expect(serialized({ name: "filter[name]", in: "query", explode: false }, { k: "v" })).toBe("filter%5Bname%5D=k,v");
    expect(serialized({ name: "filter[name]", in: "query" }, "")).toBe("filter%5Bname%5D=");
    expect(serialized({ name: "item-id", in: "path", style: "matrix" }, "")).toBe(";item-id");
    expect(serialized({ name: "item-id", in: "path", style: "matrix", explode: true }, ["a", ""])).toBe(";item-id=a;item-id");
    expect(serialized({ name: "item-id", in: "path", style: "matrix", explode: true }, { k: "v" })).toBe(";k=v");
    expect(serialized({ name: "item-id", in: "path", style: "label" }, "5")).toBe(".5");
    expect(serialized({ name: "filter[x]", in: "query", style: "deepObject" }, { a: 1 })).toBe("filter%5Bx%5D%5Ba%5D=1");
    expect(serialized({ name: "sort-by", in: "query", style: "spaceDelimited" }, ["a", "b"])).toBe("sort-by=a%20b");
  });
});

describe("cookies (form: name=value pairs, joined with '; ' as Appendix D says cookies are)", () => {
  it.each([
    [undefined, "blue", "color=blue"],
    [undefined, "", "color="],
    [undefined, array, "color=blue; color=black; color=brown"],
    [undefined, object, "R=100; G=200; B=150"],
    [false, array, "color=blue,black,brown"],
    [false, object, "color=R,100,G,200,B,150"],
  ])("explode %p, %p", (explode, value, expected) => {
    expect(serialized({ name: "color", in: "cookie", explode }, value)).toBe(expected);
  });

  it("names and values are percent-encoded: a ';', ',' or space cannot end the pair", () => {
    expect(serialized({ name: "session id", in: "cookie" }, "a b;c,d=é")).toBe("session%20id=a%20b%3Bc%2Cd%3D%C3%A9");
  });
});

describe("headers (simple: RFC 6570 simple expansion, percent-encoded, so always a valid header value)", () => {
  it("encodes CR, LF, NUL and characters above U+00FF, as RFC 6570 encodes any character outside its unreserved set", () => {
    expect(serialized({ name: "X-Note", in: "header" }, "a\r\nb\0c é Ā 😀")).toBe("a%0D%0Ab%00c%20%C3%A9%20%C4%80%20%F0%9F%98%80");
    expect(serialized({ name: "X-Note", in: "header", explode: true }, { "a b": "c\nd" })).toBe("a%20b=c%0Ad");
  });
});

describe("refusals", () => {
  it.each([
    [{ name: "color", in: "path", style: "deepObject" }, 'style "deepObject" is not defined for in: "path"'],
    [{ name: "color", in: "path", style: "form" }, 'style "form" is not defined for in: "path"'],
    [{ name: "color", in: "query", style: "matrix" }, 'style "matrix" is not defined for in: "query"'],
    [{ name: "color", in: "query", style: "simple" }, 'style "simple" is not defined for in: "query"'],
    [{ name: "color", in: "header", style: "form" }, 'style "form" is not defined for in: "header"'],
    [{ name: "color", in: "cookie", style: "simple" }, 'style "simple" is not defined for in: "cookie"'],
    [{ name: "color", in: "cookie", style: "spaceDelimited" }, 'style "spaceDelimited" is not defined for in: "cookie"'],
    [{ name: "color", in: "query", style: "tabDelimited" }, 'style "tabDelimited" is no OpenAPI 3.1.1 style'],
    [{ name: "color", in: "body" }, '"in" must be "path", "query", "header" or "cookie", got "body"'],
    [{ name: "color", in: "query", explode: "true" }, '"explode" must be a boolean, got "true"'],
    [{ name: "color", in: "query", allowReserved: 1 }, '"allowReserved" must be a boolean, got 1'],
    [{ name: "", in: "query" }, '"name" must be a non-empty, well-formed string, got ""'],
    [{ name: "a\uD800", in: "query" }, '"name" must be a non-empty, well-formed string'],
    [{ in: "query" }, '"name" must be a non-empty, well-formed string, got undefined'],
    [{ name: "X Color", in: "header" }, 'header parameter name "X Color" is not an RFC 9110 token'],
  ])("INVALID_DOCUMENT: %p", (parameter, why) => {
    expectError(() => serialized(parameter, "blue"), "INVALID_DOCUMENT", `invalid parameter at #: ${why}`);
  });

  const expectedScalars = "list and map members must be strings, numbers, bigints, booleans or Dates";
  it.each([
    [{ name: "color", in: "query" }, { R: { x: 1 } }, `query.color: cannot be serialized as style "form": its member "R" is an object (${expectedScalars})`],
    [{ name: "color", in: "query" }, [["a"]], `query.color: cannot be serialized as style "form": its member 0 is a list (${expectedScalars})`],
    [{ name: "color", in: "path" }, () => 1, 'path.color: cannot be serialized as style "simple": it is a function'],
    [{ name: "color", in: "header" }, Symbol("s"), 'header.color: cannot be serialized as style "simple": it is a symbol'],
    [{ name: "color", in: "path", style: "label" }, new Map(), 'path.color: cannot be serialized as style "label": it is a class instance'],
    [{ name: "color", in: "path", style: "matrix" }, new Date(Number.NaN), 'path.color: cannot be serialized as style "matrix": it is an invalid Date'],
    [{ name: "color", in: "query" }, "a\uDC00", 'query.color: cannot be serialized as style "form": it is not well-formed Unicode (a lone surrogate)'],
    [{ name: "color-x", in: "query" }, ["\uD800"], 'query.color-x: cannot be serialized as style "form": it is not well-formed Unicode (a lone surrogate)'],
    [{ name: "color", in: "cookie" }, { k: "\uD800" }, 'cookie.color: cannot be serialized as style "form": it is not well-formed Unicode (a lone surrogate)'],
    [{ name: "color", in: "query", style: "deepObject" }, "blue", 'query.color: cannot be serialized as style "deepObject": it is a scalar; deepObject serializes an object'],
    [{ name: "color", in: "query", style: "deepObject" }, ["blue"], 'query.color: cannot be serialized as style "deepObject": it is a list; deepObject serializes an object'],
    [{ name: "color", in: "query", style: "deepObject" }, { R: { x: 1 } }, `query.color: cannot be serialized as style "deepObject": its member "R" is an object (${expectedScalars})`],
    [{ name: "color", in: "query", style: "pipeDelimited" }, [{}], `query.color: cannot be serialized as style "pipeDelimited": its member 0 is an object (${expectedScalars})`],
  ])("INVALID_PARAMETER: %p, %p", (parameter, value, message) => {
    expectError(() => serialized(parameter, value), "INVALID_PARAMETER", message);
  });

  it("a value whose reading throws is INVALID_ARGUMENTS, never the caller's TypeError", () => {
    const hostile = new Proxy([], {
      get() {
        throw new TypeError("trap");
      },
    });
    expectError(() => serialized({ name: "color", in: "query" }, hostile), "INVALID_ARGUMENTS", "trap");
    expectError(() => serialized({ name: "color", in: "query", style: "pipeDelimited" }, hostile), "INVALID_ARGUMENTS", "trap");
  });

  it("throws EndpointError", () => {
    expect(() => serialized({ name: "color", in: "nowhere" }, 1)).toThrow(EndpointError);
  });
});
