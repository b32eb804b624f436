/**
 * OpenAPI 3.2.0 parameter serialization (Parameter Object `style`, `explode`, `allowReserved`; Encoding Object for
 * form-urlencoded bodies), through the openapi entry.
 */
import { EndpointError, formBodyEncode, fromOpenApi, type ParameterPlacement, parameterSerialize } from "@request-options/endpoint/openapi";
import { CookieParameter, HeaderParameter, PathParameter, QueryParameter } from "@himenon/openapi-parameter-formatter";
import fc from "fast-check";
import qs from "qs";
import { fastCheckConfig } from "./arbitraries";
import { expectError, type Loose } from "./support";

const string = "blue";
const array = ["blue", "black", "brown"];
const object = { R: 100, G: 200, B: 150 };

// OpenAPI 3.2.0, "Style Examples", every cell as the specification writes it. The `undefined` column's cells are the
// empty string's ("The value _empty_ denotes the empty string"). 3.2.0 wrote the form rows without 3.1.1's leading `?`
// (the serializer gives the pairs, the runtime joins them) and added the cookie rows; 3.1.1's other cells it left as
// they were, and they are these.
type Row = [style: string, explode: boolean, empty: string, string: string, array: string, object: string];
const table: Row[] = [
  ["matrix", false, ";color", ";color=blue", ";color=blue,black,brown", ";color=R,100,G,200,B,150"],
  ["matrix", true, ";color", ";color=blue", ";color=blue;color=black;color=brown", ";R=100;G=200;B=150"],
  ["label", false, ".", ".blue", ".blue,black,brown", ".R,100,G,200,B,150"],
  ["label", true, ".", ".blue", ".blue.black.brown", ".R=100.G=200.B=150"],
  ["simple", false, "", "blue", "blue,black,brown", "R,100,G,200,B,150"],
  ["simple", true, "", "blue", "blue,black,brown", "R=100,G=200,B=150"],
  ["form", false, "color=", "color=blue", "color=blue,black,brown", "color=R,100,G,200,B,150"],
  ["form", true, "color=", "color=blue", "color=blue&color=black&color=brown", "R=100&G=200&B=150"],
  ["cookie", false, "color=", "color=blue", "color=blue,black,brown", "color=R,100,G,200,B,150"],
  ["cookie", true, "color=", "color=blue", "color=blue; color=black; color=brown", "R=100; G=200; B=150"],
];
// The cells 3.2.0 fills for the styles RFC 6570 has no operator for (the others are n/a).
const queryOnly: Array<[style: string, explode: boolean, array: string, object: string]> = [
  ["spaceDelimited", false, "color=blue%20black%20brown", "color=R%20100%20G%20200%20B%20150"],
  ["pipeDelimited", false, "color=blue%7Cblack%7Cbrown", "color=R%7C100%7CG%7C200%7CB%7C150"],
];
// 3.1.1's rows as it wrote them, for the cells 3.2.0 changed only by dropping the `?`.
const form311: Row[] = [
  ["form", false, "?color=", "?color=blue", "?color=blue,black,brown", "?color=R,100,G,200,B,150"],
  ["form", true, "?color=", "?color=blue", "?color=blue&color=black&color=brown", "?R=100&G=200&B=150"],
];

const locationOf = (style: string): ParameterPlacement["in"] => (style === "matrix" || style === "label" || style === "simple" ? "path" : style === "cookie" ? "cookie" : "query");
const serialized = (placement: Loose, value: unknown): string | undefined => parameterSerialize(placement as ParameterPlacement, value);

describe("OpenAPI 3.2.0 Style Examples, cell for cell", () => {
  describe.each(table)("%s, explode %s", (style, explode, empty, stringCell, arrayCell, objectCell) => {
    const parameter = { name: "color", in: locationOf(style), style, explode };
    it.each([
      ["empty", "", empty],
      ["string", string, stringCell],
      ["array", array, arrayCell],
      ["object", object, objectCell],
    ])("%s", (_, value, cell) => {
      expect(serialized(parameter, value)).toBe(cell);
    });
  });

  describe.each(queryOnly)("%s, explode %s", (style, explode, arrayCell, objectCell) => {
    const parameter = { name: "color", in: "query", style, explode };
    it("array", () => expect(serialized(parameter, array)).toBe(arrayCell));
    it("object", () => expect(serialized(parameter, object)).toBe(objectCell));
  });

  it.each([undefined, false, true])("deepObject, explode %p (3.2.0: explode has no effect): object", (explode) => {
    expect(serialized({ name: "color", in: "query", style: "deepObject", explode }, object)).toBe("color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150");
  });

  it("3.1.1's form cells are 3.2.0's behind the `?` a query begins with", () => {
    for (const [style, explode, ...cells] of form311) {
      const values = ["", string, array, object];
      expect(cells.map((_, index) => `?${serialized({ name: "color", in: "query", style, explode }, values[index])}`)).toEqual(cells);
    }
  });

  it("simple in a header gives the path's cells", () => {
    for (const [, explode, empty, stringCell, arrayCell, objectCell] of table.filter(([style]) => style === "simple")) {
      const parameter = { name: "X-Color", in: "header", explode };
      expect([serialized(parameter, ""), serialized(parameter, string), serialized(parameter, array), serialized(parameter, object)]).toEqual([empty, stringCell, arrayCell, objectCell]);
    }
  });

  it("form in a cookie gives the cookie rows' cells (the pairs joined as a Cookie header joins them)", () => {
    for (const [, explode, empty, stringCell, arrayCell, objectCell] of table.filter(([style]) => style === "cookie")) {
      const parameter = { name: "color", in: "cookie", style: "form", explode };
      expect([serialized(parameter, ""), serialized(parameter, string), serialized(parameter, array), serialized(parameter, object)]).toEqual([empty, stringCell, arrayCell, objectCell]);
    }
  });
});

describe("defaults (OpenAPI 3.2.0: style simple for path and header, form for query and cookie; explode true for form and cookie only)", () => {
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

  it("a scalar given to a delimited style is a one-member list (3.2.0: n/a)", () => {
    expect(serialized({ name: "q", in: "query", style: "spaceDelimited" }, "blue")).toBe("q=blue");
    expect(serialized({ name: "q", in: "query", style: "pipeDelimited" }, "")).toBe("q=");
  });

  it("the delimited styles exploded give separate pairs, as form does (3.2.0: n/a)", () => {
    expect(serialized({ name: "q", in: "query", style: "spaceDelimited", explode: true }, array)).toBe("q=blue&q=black&q=brown");
    expect(serialized({ name: "q", in: "query", style: "pipeDelimited", explode: true }, object)).toBe("R=100&G=200&B=150");
  });

  it("deepObject serializes the same whatever explode says (3.2.0: 'when style is deepObject, this field has no effect')", () => {
    for (const explode of [undefined, false, true]) {
      expect(serialized({ name: "color", in: "query", style: "deepObject", explode }, { R: 100, G: "", S: { x: [1] } })).toBe("color%5BR%5D=100&color%5BG%5D=&color%5BS%5D%5Bx%5D%5B0%5D=1");
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

describe("allowReserved (wherever a style percent-encodes: path, query, cookie form)", () => {
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

  it("applies to every query style", () => {
    expect(serialized({ name: "q", in: "query", style: "pipeDelimited", allowReserved: true }, ["a/b", "c,d|e"])).toBe("q=a/b%7Cc,d%7Ce");
    expect(serialized({ name: "q", in: "query", style: "deepObject", allowReserved: true }, { "k/1": "v/1" })).toBe("q%5Bk/1%5D=v/1");
    expect(serialized({ name: "q", in: "query", style: "deepObject", allowReserved: true }, { a: ["x:y"] })).toBe("q%5Ba%5D%5B0%5D=x:y");
  });

  it("in a path keeps sub-delims, `:` and `@`, never what would end or split the segment (`/?#[]`, Path Templating)", () => {
    expect(serialized({ name: "p", in: "path", allowReserved: true }, "a/b?c#d[e]f:g@h!$&'()*+,;=%41%zz é")).toBe("a%2Fb%3Fc%23d%5Be%5Df:g@h!$&'()*+,;=%41%25zz%20%C3%A9");
    expect(serialized({ name: "p", in: "path", allowReserved: false }, "a:b")).toBe("a%3Ab");
    expect(serialized({ name: "p", in: "path", style: "matrix", allowReserved: true, explode: true }, { k: "a:b", l: "c/d" })).toBe(";k=a:b;l=c%2Fd");
    expect(serialized({ name: "p", in: "path", style: "label", allowReserved: true }, ["a+b", "c"])).toBe(".a+b,c");
    expect(serialized({ name: "p", in: "path", style: "matrix", allowReserved: true }, "")).toBe(";p");
  });

  it("in a cookie of style form keeps reserved characters but `;` and `,`, which end a cookie pair (Appendix D)", () => {
    expect(serialized({ name: "c", in: "cookie", allowReserved: true }, "a/b=c;d,e %41")).toBe("c=a/b=c%3Bd%2Ce%20%41");
    expect(serialized({ name: "c", in: "cookie", allowReserved: true, explode: false }, ["a:b", "c"])).toBe("c=a:b,c");
  });

  it("changes nothing where nothing is percent-encoded: headers and style cookie", () => {
    expect(serialized({ name: "h", in: "header", allowReserved: true }, "a/b %41")).toBe("a/b %41");
    expect(serialized({ name: "c", in: "cookie", style: "cookie", allowReserved: true }, "a/b %41")).toBe("c=a/b %41");
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

describe("cookies: one `cookie` header of name=value pairs joined with '; ' (3.2.0, Appendix D)", () => {
  it.each([
    [undefined, "blue", "color=blue"],
    [undefined, "", "color="],
    [undefined, array, "color=blue; color=black; color=brown"],
    [undefined, object, "R=100; G=200; B=150"],
    [false, array, "color=blue,black,brown"],
    [false, object, "color=R,100,G,200,B,150"],
  ])("form, explode %p, %p", (explode, value, expected) => {
    expect(serialized({ name: "color", in: "cookie", explode }, value)).toBe(expected);
  });

  it("form (the default) percent-encodes names and values: a ';', ',' or space cannot end the pair", () => {
    expect(serialized({ name: "session id", in: "cookie" }, "a b;c,d=é")).toBe("session%20id=a%20b%3Bc%2Cd%3D%C3%A9");
  });

  it("style cookie sends names and values as given: percent-encoding already in a value stays as it is", () => {
    expect(serialized({ name: "session", in: "cookie", style: "cookie" }, "a b,c=d%3B\"é\"")).toBe('session=a b,c=d%3B"é"');
    expect(serialized({ name: "pref", in: "cookie", style: "cookie" }, { "theme-x": "dark mode", lang: "fr" })).toBe("theme-x=dark mode; lang=fr");
  });

  it.each([
    ["a;b", '";"'],
    ["a\r\nSet-Cookie: x=1", '"\\r"'],
    ["a\nb", '"\\n"'],
    ["a\0b", '"\\u0000"'],
    ["Ā", '"Ā"'],
    ["😀", '"😀"'],
  ])("style cookie refuses %p, which would end the pair or the header, naming cookie.<name>", (value, shown) => {
    expectError(() => serialized({ name: "session", in: "cookie", style: "cookie" }, value), "INVALID_PARAMETER", `cookie.session: cannot be serialized as style "cookie": it holds ${shown}`);
    expectError(() => serialized({ name: "session", in: "cookie", style: "cookie" }, { [value]: "x" }), "INVALID_PARAMETER", "cookie.session:");
  });

  it("style cookie: a name that would end or split the pair is the document's fault", () => {
    expectError(() => serialized({ name: "a;b", in: "cookie", style: "cookie" }, "x"), "INVALID_DOCUMENT", 'a cookie name of style "cookie" cannot hold');
    expectError(() => serialized({ name: "a=b", in: "cookie", style: "cookie" }, "x"), "INVALID_DOCUMENT", 'a cookie name of style "cookie" cannot hold');
  });
});

describe("headers (simple, never percent-encoded: 3.1.2 and 3.2.0 corrected 3.1.1)", () => {
  it("sends the text as given, Latin-1 included", () => {
    expect(serialized({ name: "X-Note", in: "header" }, 'a b/c%41 "q" é\t')).toBe('a b/c%41 "q" é\t');
    expect(serialized({ name: "X-Note", in: "header", explode: true }, { "a b": "c,d" })).toBe("a b=c,d");
    expect(serialized({ name: "X-Note", in: "header" }, ["W/\"x\"", "y"])).toBe('W/"x",y');
  });

  it.each([
    ["a\rb", '"\\r"'],
    ["a\nb", '"\\n"'],
    ["a\0b", '"\\u0000"'],
    ["Ā", '"Ā"'],
    ["a 😀", '"😀"'],
  ])("refuses %p, which no header may carry, naming header.<name>", (value, shown) => {
    expectError(() => serialized({ name: "X-Note", in: "header" }, value), "INVALID_PARAMETER", `header.X-Note: cannot be serialized as style "simple": it holds ${shown}, which no header value may carry`);
    expectError(() => serialized({ name: "X-Note", in: "header", explode: true }, { [value]: "x" }), "INVALID_PARAMETER", "header.X-Note:");
    expectError(() => serialized({ name: "X-Note", in: "header" }, ["ok", value]), "INVALID_PARAMETER", "header.X-Note:");
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
    [{ name: "color", in: "query", style: "tabDelimited" }, 'style "tabDelimited" is no OpenAPI 3.2.0 style'],
    [{ name: "color", in: "body" }, '"in" must be "path", "query", "header" or "cookie", got "body"'],
    [{ name: "color", in: "query", explode: "true" }, '"explode" must be a boolean, got "true"'],
    [{ name: "color", in: "query", allowReserved: 1 }, '"allowReserved" must be a boolean, got 1'],
    [{ name: "", in: "query" }, '"name" must be a non-empty, well-formed string, got ""'],
    [{ name: "a\uD800", in: "query" }, '"name" must be a non-empty, well-formed string'],
    [{ in: "query" }, '"name" must be a non-empty, well-formed string, got undefined'],
    [{ name: "X Color", in: "header" }, 'header parameter name "X Color" is not an RFC 9110 token'],
    [null, "expected an object, got null"],
    ["color", 'expected an object, got "color"'],
  ])("INVALID_DOCUMENT: %p", (parameter, why) => {
    expectError(() => serialized(parameter, "blue"), "INVALID_DOCUMENT", `invalid OpenAPI document at #: ${why}`);
  });

  const expectedScalars = "list and map members must be strings, numbers, bigints, booleans or Dates";
  it.each([
    [{ name: "color", in: "query" }, { R: { x: 1 } }, `query.color: cannot be serialized as style "form": its member "R" is an object (${expectedScalars})`],
    [{ name: "color", in: "query" }, [["a"]], `query.color: cannot be serialized as style "form": its member 0 is a list (${expectedScalars})`],
    [{ name: "color", in: "path" }, () => 1, 'path.color: cannot be serialized as style "simple": it is a function'],
    [{ name: "color", in: "header" }, Symbol("s"), 'header.color: cannot be serialized as style "simple": it is a symbol'],
    [{ name: "color", in: "cookie", style: "cookie" }, [{}], `cookie.color: cannot be serialized as style "cookie": its member 0 is an object (${expectedScalars})`],
    [{ name: "color", in: "path", style: "label" }, new Map(), 'path.color: cannot be serialized as style "label": it is a class instance'],
    [{ name: "color", in: "path", style: "matrix" }, new Date(Number.NaN), 'path.color: cannot be serialized as style "matrix": it is an invalid Date'],
    [{ name: "color", in: "query" }, "a\uDC00", 'query.color: cannot be serialized as style "form": it is not well-formed Unicode (a lone surrogate)'],
    [{ name: "color-x", in: "query" }, ["\uD800"], 'query.color-x: cannot be serialized as style "form": it is not well-formed Unicode (a lone surrogate)'],
    [{ name: "color", in: "cookie" }, { k: "\uD800" }, 'cookie.color: cannot be serialized as style "form": it is not well-formed Unicode (a lone surrogate)'],
    [{ name: "color", in: "query", style: "deepObject" }, { R: { x: () => 1 } }, 'query.color: cannot be serialized as style "deepObject": its member [R][x] is a function'],
    [{ name: "color", in: "query", style: "deepObject" }, [1, new Map()], 'query.color: cannot be serialized as style "deepObject": its member [1] is a class instance'],
    [{ name: "color", in: "query", style: "deepObject" }, Symbol("s"), 'query.color: cannot be serialized as style "deepObject": it is a symbol'],
    [{ name: "color", in: "query", style: "deepObject" }, { a: ["\uD800"] }, 'query.color: cannot be serialized as style "deepObject": it is not well-formed Unicode (a lone surrogate)'],
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

describe("deepObject beyond OpenAPI: the bracket convention of Stripe, Rails and qs (docs/decisions.md)", () => {
  const deep = (value: unknown): string | undefined => serialized({ name: "card", in: "query", style: "deepObject" }, value);
  const decoded = (query: string | undefined): Array<[string, string]> => [...new URLSearchParams(query)];

  it("a nested object is name[key][sub]=value", () => {
    expect(decoded(deep({ billing: { address: { city: "Paris", line1: "1 rue" } }, exp: 12 }))).toEqual([
      ["card[billing][address][city]", "Paris"],
      ["card[billing][address][line1]", "1 rue"],
      ["card[exp]", "12"],
    ]);
  });

  it("a list's items go by index, at any depth", () => {
    expect(decoded(deep(["a", "b"]))).toEqual([["card[0]", "a"], ["card[1]", "b"]]);
    expect(decoded(deep([{ price: "p_1", quantity: 2 }, { price: "p_2" }]))).toEqual([["card[0][price]", "p_1"], ["card[0][quantity]", "2"], ["card[1][price]", "p_2"]]);
    expect(decoded(deep({ tags: [["x"], { y: true }] }))).toEqual([["card[tags][0][0]", "x"], ["card[tags][1][y]", "true"]]);
  });

  it("a scalar is name=value (where the schema allows one beside an object: `created=5` or `created[gte]=5`)", () => {
    expect(deep(5)).toBe("card=5");
    expect(deep("")).toBe("card=");
    expect(deep(new Date(0))).toBe("card=1970-01-01T00%3A00%3A00.000Z");
  });

  it("undefined and null members, empty lists and objects and a sparse list's holes send nothing", () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(decoded(deep({ a: null, b: undefined, c: [], d: {}, e: [, "x"] }))).toEqual([["card[e][1]", "x"]]);
    expect(deep({ a: { b: [] } })).toBeUndefined();
  });

  it("brackets, keys and values are percent-encoded: a `[` or `&` inside a key is no delimiter", () => {
    expect(deep({ "a[b]": { "c&d": "e f" } })).toBe("card%5Ba%5Bb%5D%5D%5Bc%26d%5D=e%20f");
  });

  it("a cycle is refused, not walked forever; a shared object that is no cycle is sent twice", () => {
    const loop: Record<string, unknown> = {};
    loop["self"] = { back: loop };
    expectError(() => deep(loop), "INVALID_PARAMETER", "query.card: cannot be serialized as style \"deepObject\": its member [self][back] holds an object that holds it (a cycle)");
    const shared = { x: 1 };
    expect(decoded(deep({ a: shared, b: shared }))).toEqual([["card[a][x]", "1"], ["card[b][x]", "1"]]);
  });
});

describe("form-urlencoded bodies (3.2.0 Encoding Object)", () => {
  it("gives the specification's 'URL Encoded Form with JSON Values' example: no Encoding Object, an object as JSON text, `+` for a space", () => {
    const address = { streetAddress: "123 Example Dr.", city: "Somewhere", state: "CA", zip: "99999+1234" };
    expect(formBodyEncode({}, { id: "f81d4fae-7dec-11d0-a765-00a0c91e6bf6", address })).toBe(
      "id=f81d4fae-7dec-11d0-a765-00a0c91e6bf6&address=%7B%22streetAddress%22%3A%22123+Example+Dr.%22%2C%22city%22%3A%22Somewhere%22%2C%22state%22%3A%22CA%22%2C%22zip%22%3A%2299999%2B1234%22%7D",
    );
  });

  it("gives the example's `id` as application/json when its contentType says so", () => {
    expect(formBodyEncode({ id: { contentType: "application/json" } }, { id: "f81d4fae-7dec-11d0-a765-00a0c91e6bf6" })).toBe("id=%22f81d4fae-7dec-11d0-a765-00a0c91e6bf6%22");
  });

  it("a list gives one pair per item, each item by its type (Encoding By Name); undefined and null send nothing", () => {
    expect(formBodyEncode({}, { tags: ["a b", 2, { k: 1 }, [true], null], empty: "", gone: undefined, none: null, at: new Date(0) })).toBe(
      "tags=a+b&tags=2&tags=%7B%22k%22%3A1%7D&tags=%5Btrue%5D&empty=&at=1970-01-01T00%3A00%3A00.000Z",
    );
    expect(formBodyEncode({ n: { contentType: "application/json" } }, { n: ["x", 1] })).toBe("n=%22x%22&n=1");
  });

  it("percent-encodes as WHATWG's form-urlencoded set does: all but alphanumerics and `*-._`", () => {
    const body = formBodyEncode({}, { q: "1 + 1 = 2 & more!~'()*-._", "a b": "é" }) as string;
    expect(body).toBe("q=1+%2B+1+%3D+2+%26+more%21%7E%27%28%29*-._&a+b=%C3%A9");
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ q: "1 + 1 = 2 & more!~'()*-._", "a b": "é" });
  });

  it("a field with any of style, explode, allowReserved is a query parameter of that style (contentType ignored)", () => {
    const encodings = {
      tags: { style: "pipeDelimited" },
      color: { style: "deepObject", explode: true },
      list: { explode: false, contentType: "application/json" },
      path: { allowReserved: true },
      each: { explode: true },
    } as const;
    expect(formBodyEncode(encodings, { tags: ["a", "b"], color: { R: 1 }, list: ["x", "y"], path: "a/b c", each: object })).toBe("tags=a%7Cb&color%5BR%5D=1&list=x,y&path=a/b%20c&R=100&G=200&B=150");
  });

  it("an empty object is an empty body; undefined and null none", () => {
    expect(formBodyEncode({}, {})).toBe("");
    expect(formBodyEncode({}, undefined)).toBeUndefined();
    expect(formBodyEncode({}, null)).toBeUndefined();
  });

  it("refuses a body that is no plain object, and names the field a value is refused in", () => {
    expectError(() => formBodyEncode({}, ["a"]), "INVALID_PARAMETER", "body: a form-urlencoded value is a plain object of fields, got an array");
    expectError(() => formBodyEncode({}, "a=b"), "INVALID_PARAMETER", 'body: a form-urlencoded value is a plain object of fields, got "a=b"');
    expectError(() => formBodyEncode({ color: { style: "form" } }, { color: { R: { x: 1 } } }), "INVALID_PARAMETER", 'body.color: cannot be serialized as style "form": its member "R" is an object');
    expectError(() => formBodyEncode({}, { color: () => 1 }), "INVALID_PARAMETER", "body.color: cannot be written as text: it is a function");
    expectError(() => formBodyEncode({}, { color: { n: 1n } }), "INVALID_PARAMETER", "body.color: cannot be written as JSON text: TypeError");
    expectError(() => formBodyEncode({}, { color: "\uD800" }), "INVALID_PARAMETER", "body.color: cannot be written as JSON text: it is not well-formed Unicode");
    expectError(() => formBodyEncode({}, { "": 1 }), "INVALID_PARAMETER", `body."": a form field's name must be a non-empty, well-formed string`);
    expectError(() => formBodyEncode({}, { "\uD800": 1 }), "INVALID_PARAMETER", "a form field's name must be a non-empty, well-formed string");
  });

  it("an Encoding Object that is no query parameter's is INVALID_DOCUMENT, naming its pointer", () => {
    const encodings = { "a/b~c": { style: "matrix" } } as Loose;
    expectError(() => formBodyEncode(encodings, {}), "INVALID_DOCUMENT", 'invalid OpenAPI document at #/a~1b~0c: style "matrix" is not defined for in: "query"');
    expectError(() => formBodyEncode({ x: { explode: "yes" } } as Loose, {}), "INVALID_DOCUMENT", 'invalid OpenAPI document at #/x: "explode" must be a boolean');
    expectError(() => formBodyEncode({ x: { contentType: 1 } } as Loose, {}), "INVALID_DOCUMENT", 'invalid OpenAPI document at #/x: "contentType" must be a string, got 1');
    expectError(() => formBodyEncode({ x: null } as Loose, {}), "INVALID_DOCUMENT", "invalid OpenAPI document at #/x: an Encoding Object must be an object, got null");
    expectError(() => formBodyEncode([] as Loose, {}), "INVALID_DOCUMENT", "invalid OpenAPI document at #: an encoding map must be an object, got an array");
  });
});

describe("properties", () => {
  // Anything a caller may send: reserved characters, CR/LF, non-ASCII and astral characters (lone surrogates apart).
  const text = fc.string({ unit: fc.oneof(fc.constantFrom(..."%:/?#[]@!$&'()*+,;=|^ .~-_\r\n\0"), fc.constantFrom(..."aZ09é€"), fc.constant("😀")), maxLength: 8 });
  const scalar = fc.oneof(text, fc.integer(), fc.boolean(), fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }));
  const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(text, scalar, { maxKeys: 4 }));
  const asText = (member: unknown): string => String(member);

  it("a query parameter's pairs decode back to its value (form, exploded, as a form-urlencoded decoder reads them)", () => {
    fc.assert(
      fc.property(text.filter((name) => name !== ""), fc.array(scalar, { minLength: 1, maxLength: 4 }), fc.boolean(), (name, list, allowReserved) => {
        // allowReserved keeps `%XX` triplets, which a decoder then decodes: leave them out there.
        const members = allowReserved ? list.map((member) => (typeof member === "string" ? member.replace(/%/g, "") : member)) : list;
        const query = serialized({ name, in: "query", allowReserved }, members) as string;
        const pairs = [...new URLSearchParams(query)];
        expect(pairs).toEqual(members.map((member) => [name, asText(member)]));
      }),
      fastCheckConfig,
    );
  });

  it("a name outside RFC 6570's varchars gives the engine's output but for the name (form and matrix, each value shape)", () => {
    // Values without "-", so that "n-" appears in the output only as the name.
    const dashless = value.filter((v) => !JSON.stringify(v, (_, m: unknown) => (typeof m === "bigint" ? String(m) : m)).includes("-"));
    fc.assert(
      fc.property(fc.constantFrom(["query", "form"], ["path", "matrix"]), fc.boolean(), dashless, ([location, style], explode, v) => {
        const engine = serialized({ name: "n", in: location, style, explode }, v);
        const hand = serialized({ name: "n-", in: location, style, explode }, v);
        expect(hand?.split("n-").join("n")).toBe(engine);
      }),
      fastCheckConfig,
    );
  });

  it("a header's value is its texts as given, or refused when one holds CR, LF, NUL or a character above U+00FF", () => {
    fc.assert(
      fc.property(value, fc.boolean(), (v, explode) => {
        const texts = typeof v === "object" ? Object.entries(v).flat().map(asText) : [asText(v)];
        const unsendable = texts.some((text) => /[\r\n\0]|[^\0-\xff]/u.test(text));
        try {
          const header = serialized({ name: "X-Value", in: "header", explode }, v);
          expect(unsendable).toBe(false);
          if (header !== undefined) expect(header).not.toMatch(/[\r\n\0]|[^\0-\xff]/u);
          if (typeof v === "string") expect(header).toBe(v);
        } catch (error) {
          expect(unsendable).toBe(true);
          expect((error as EndpointError).code).toBe("INVALID_PARAMETER");
        }
      }),
      fastCheckConfig,
    );
  });

  it("a deepObject value decodes back to itself with qs.parse (bracket convention)", () => {
    const key = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,5}$/);
    const leaf = fc.oneof(text, fc.integer().map(String));
    const tree = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof({ depthSize: "small" }, leaf, fc.array(tie("node"), { minLength: 1, maxLength: 3 }), fc.dictionary(key, tie("node"), { minKeys: 1, maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(key, tree, { minKeys: 1, maxKeys: 3 }), (v) => {
        const query = serialized({ name: "v", in: "query", style: "deepObject" }, v);
        expect(qs.parse(query ?? "", { depth: 100, arrayLimit: 100 })).toEqual({ v });
      }),
      fastCheckConfig,
    );
  });

  it("never throws anything but an EndpointError, and never mutates the value", () => {
    const anything = fc.oneof(value, fc.anything({ withBigInt: true, withDate: true, withMap: true, withNullPrototype: true, withSparseArray: true }));
    const parameters: Loose[] = [
      ...["simple", "matrix", "label"].map((style) => ({ name: "p", in: "path", style })),
      ...["form", "spaceDelimited", "pipeDelimited", "deepObject"].map((style) => ({ name: "q-x", in: "query", style, allowReserved: true })),
      { name: "q", in: "query" },
      { name: "h", in: "header" },
      { name: "c", in: "cookie" },
    ];
    fc.assert(
      fc.property(anything, fc.constantFrom(...parameters), fc.boolean(), (v, parameter, explode) => {
        const before = fc.stringify(v);
        try {
          serialized({ ...parameter, explode }, v);
        } catch (error) {
          expect(error).toBeInstanceOf(EndpointError);
        }
        expect(fc.stringify(v)).toBe(before);
      }),
      fastCheckConfig,
    );
  });
});

/**
 * Differential: @himenon/openapi-parameter-formatter (2.1.0) on generated parameters and values. Where the two differ
 * by design, the generator keeps away and a test below pins both outputs with the specification's words:
 * - it percent-encodes nothing in paths and cookies: values here are [A-Za-z0-9._-];
 * - it drops or blanks falsy scalars ("", 0, false): scalars here are truthy;
 * - it sends `color=` for an empty list or object: lists and objects here have members;
 * - its `label` lists and objects are `.`-joined whatever `explode` says: label values here are exploded or scalars;
 * - its `matrix` drops a scalar that is no string: matrix scalars here are strings;
 * - its deepObject splits keys at `.`, and it sends a Date as an empty value: deepObject keys here have no `.`, and
 *   neither nested objects nor Dates are generated;
 * - its query strings are WHATWG form-urlencoded (`,` as %2C, space as `+`): queries compare as decoded pairs;
 * - its exploded cookie pairs are joined with `&`: cookies compare pair by pair.
 */
describe("differential: @himenon/openapi-parameter-formatter", () => {
  const reference: Record<string, { generate: (name: string, parameter: Loose) => string | undefined }> = { path: PathParameter, query: QueryParameter, header: HeaderParameter, cookie: CookieParameter };
  const safe = fc.stringMatching(/^[A-Za-z0-9._-]{1,8}$/);
  const scalar = fc.oneof(safe, fc.integer({ min: 1, max: 1e9 }), fc.constant(true), fc.bigInt({ min: 1n, max: 10n ** 20n }));
  const list = fc.array(scalar, { minLength: 1, maxLength: 4 });
  const map = fc.dictionary(safe, scalar, { minKeys: 1, maxKeys: 4 });
  const any = fc.oneof(scalar, list, map);
  const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,7}$/);
  const cases = fc.oneof(
    fc.record({ in: fc.constant("path"), style: fc.constant("simple"), explode: fc.boolean(), value: any }),
    fc.record({ in: fc.constant("path"), style: fc.constant("matrix"), explode: fc.boolean(), value: fc.oneof(safe, list, map) }),
    fc.record({ in: fc.constant("path"), style: fc.constant("label"), explode: fc.constant(false), value: scalar }),
    fc.record({ in: fc.constant("path"), style: fc.constant("label"), explode: fc.constant(true), value: any }),
    fc.record({ in: fc.constant("query"), style: fc.constant("form"), explode: fc.boolean(), value: any }),
    fc.record({ in: fc.constant("query"), style: fc.constantFrom("spaceDelimited", "pipeDelimited"), explode: fc.constant(false), value: fc.oneof(list, map) }),
    fc.record({ in: fc.constant("query"), style: fc.constant("deepObject"), explode: fc.constant(true), value: fc.dictionary(fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/), scalar, { minKeys: 1, maxKeys: 4 }) }),
    fc.record({ in: fc.constant("header"), style: fc.constant("simple"), explode: fc.boolean(), value: any }),
    fc.record({ in: fc.constant("cookie"), style: fc.constant("form"), explode: fc.boolean(), value: any }),
  );
  const pairsOf = (query: string | undefined): Array<[string, string]> | undefined => (query === undefined ? undefined : [...new URLSearchParams(query)]);
  const cookiePairs = (cookie: string | undefined, separator: string): string[] | undefined => cookie?.split(separator);

  it("agrees on generated parameters and values", () => {
    fc.assert(
      fc.property(name, cases, (parameterName, { in: location, style, explode, value }) => {
        const ours = serialized({ name: parameterName, in: location, style, explode }, value);
        const theirs = reference[location]!.generate(parameterName, { value, style, explode });
        if (location === "query") expect(pairsOf(ours)).toEqual(pairsOf(theirs));
        else if (location === "cookie") expect(cookiePairs(ours, "; ")).toEqual(cookiePairs(theirs, "&"));
        else expect(ours).toBe(theirs);
      }),
      fastCheckConfig,
    );
  });

  // Each difference, both sides written out. Ours follows the cell or rule quoted.
  it.each([
    // 3.1.1 Style Values: simple is "defined by RFC6570", whose simple expansion percent-encodes; "The examples are percent-encoded as required by RFC6570 and RFC3986".
    ["path", { style: "simple", explode: false }, "a b/c", "a%20b%2Fc", "a b/c"],
    ["cookie", { style: "form", explode: false }, "a;b", "color=a%3Bb", "color=a;b"],
    // Style Examples: simple's _empty_ cell; RFC 6570 §2.3: "the empty string is _not_ undefined" (3.1.1's words).
    ["path", { style: "simple", explode: false }, "", "", undefined],
    ["path", { style: "simple", explode: false }, [0, "a"], "0,a", "a"],
    ["query", { style: "form", explode: true }, false, "color=false", "color="],
    // RFC 6570 §2.3: "A variable defined as a list value is considered undefined if the list contains zero members".
    ["query", { style: "form", explode: true }, [], undefined, "color="],
    // Style Examples: label, explode false: ".blue,black,brown" and ".R,100,G,200,B,150".
    ["path", { style: "label", explode: false }, array, ".blue,black,brown", ".blue.black.brown"],
    ["path", { style: "label", explode: false }, object, ".R,100,G,200,B,150", ".R.100.G.200.B.150"],
    // Style Values: matrix takes `primitive`, `array`, `object`.
    ["path", { style: "matrix", explode: false }, 5, ";color=5", ";color"],
    // Style Examples: form, explode false: "?color=blue,black,brown" (`,` unencoded).
    ["query", { style: "form", explode: false }, array, "color=blue,black,brown", "color=blue%2Cblack%2Cbrown"],
    // Appendix D: "name=value pairs in cookies are delimited by ; (a semicolon followed by a space character)".
    ["cookie", { style: "form", explode: true }, array, "color=blue; color=black; color=brown", "color=blue&color=black&color=brown"],
  ])("%s %p, %p: ours %p, theirs %p", (location, style, value, ours, theirs) => {
    expect(serialized({ name: "color", in: location, ...style }, value)).toBe(ours);
    expect(reference[location]!.generate("color", { value, ...style })).toBe(theirs);
  });

  it("deepObject: an object member nests by the bracket convention here as there (3.2.0 leaves it undefined)", () => {
    const nested = { R: { x: 1 } };
    expect(serialized({ name: "color", in: "query", style: "deepObject", explode: true }, nested)).toBe("color%5BR%5D%5Bx%5D=1");
    expect(reference.query!.generate("color", { value: nested, style: "deepObject", explode: true })).toBe("color%5BR%5D%5Bx%5D=1");
  });

  it("deepObject: a key holding `.` is one key here, split there", () => {
    expect(serialized({ name: "color", in: "query", style: "deepObject", explode: true }, { "a.b": 1 })).toBe("color%5Ba.b%5D=1");
    expect(reference.query!.generate("color", { value: { "a.b": 1 }, style: "deepObject", explode: true })).toBe("color%5Ba%5D%5Bb%5D=1");
  });

  it("a Date is its ISO string here (Appendix B: `date-time` is unambiguous), an empty value there", () => {
    expect(serialized({ name: "at", in: "query" }, new Date(0))).toBe("at=1970-01-01T00%3A00%3A00.000Z");
    expect(reference.query!.generate("at", { value: new Date(0), style: "form", explode: true })).toBe("at=");
  });
});

describe("through fromOpenApi: header, cookie and querystring parameters of a document", () => {
  const document = (parameters: unknown[], extra: Loose = {}): Loose => ({
    openapi: "3.1.1",
    info: { title: "t", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    paths: { "/items/{id}": { post: { operationId: "op", parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }, ...parameters], ...extra } } },
  });
  const call = (parameters: unknown[], values: Loose, extra?: Loose) => fromOpenApi(document(parameters, extra))("op", { id: "1", ...values });

  it("a header parameter is sent as given, lower-cased; one no header may carry is INVALID_PARAMETER naming header.<name>", () => {
    const parameters = [{ name: "X-Trace", in: "header", schema: { type: "string" } }];
    expect(call(parameters, { "X-Trace": 'a b/%41 "é"' }).headers["x-trace"]).toBe('a b/%41 "é"');
    expectError(() => call(parameters, { "X-Trace": "a\r\nInjected: 1" }), "INVALID_PARAMETER", "header.X-Trace:");
    expectError(() => call(parameters, { "X-Trace": "Ā" }), "INVALID_PARAMETER", "header.X-Trace:");
    // Not a schema's refusal: checks off, the value is refused all the same.
    expectError(() => fromOpenApi(document(parameters), { check: false })("op", { id: "1", "X-Trace": "\n" }), "INVALID_PARAMETER", "header.X-Trace:");
  });

  it("a header parameter's content is its JSON text, unencoded", () => {
    const parameters = [{ name: "X-Filter", in: "header", content: { "application/json": { schema: { type: "object" } } } }];
    expect(call(parameters, { "X-Filter": { q: "a b" } }).headers["x-filter"]).toBe('{"q":"a b"}');
  });

  it("cookie parameters form one cookie header: form percent-encoded, style cookie as given and refused when it would end the pair", () => {
    const parameters = [
      { name: "theme", in: "cookie", schema: { type: "string" } },
      { name: "session", in: "cookie", style: "cookie", schema: { type: "string" } },
      { name: "prefs", in: "cookie", style: "cookie", schema: { type: "object" } },
    ];
    expect(call(parameters, { theme: "dark blue", session: "abc%3D=", prefs: { a: "1", b: "x y" } }).headers["cookie"]).toBe("theme=dark%20blue; session=abc%3D=; a=1; b=x y");
    expectError(() => call(parameters, { session: "a; admin=1" }), "INVALID_PARAMETER", 'cookie.session: cannot be serialized as style "cookie": it holds ";"');
  });

  it("allowReserved applies in a path", () => {
    const parameters = [{ name: "id", in: "path", required: true, allowReserved: true, schema: { type: "string" } }];
    expect(call(parameters, { id: "a:b@c,d/e" }).url).toBe("https://api.example.com/items/a:b@c,d%2Fe");
  });

  it("in: querystring writes the whole query by its form-urlencoded content, through its Encoding Objects (3.2.0's example)", () => {
    const parameters = [
      {
        name: "search",
        in: "querystring",
        content: { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { foo: { type: "string" }, bar: { type: "boolean" }, tags: { type: "object" } } }, encoding: { tags: { style: "deepObject" } } } },
      },
    ];
    expect(call(parameters, { search: { foo: "a + b", bar: true } }).url).toBe("https://api.example.com/items/1?foo=a+%2B+b&bar=true");
    expect(call(parameters, { search: { tags: { x: ["y"] } } }).url).toBe("https://api.example.com/items/1?tags%5Bx%5D%5B0%5D=y");
    expect(call(parameters, {}).url).toBe("https://api.example.com/items/1");
    expectError(() => call(parameters, { search: { bar: "yes" } }), "INVALID_PARAMETER", "bar");
  });

  it("in: querystring of another media type is that type's text percent-encoded whole (3.2.0's JSON and JSONPath examples)", () => {
    const json = [{ name: "json", in: "querystring", content: { "application/json": { schema: { type: "object" } } } }];
    expect(call(json, { json: { numbers: [1, 2], flag: null } }).url).toBe("https://api.example.com/items/1?%7B%22numbers%22%3A%5B1%2C2%5D%2C%22flag%22%3Anull%7D");
    const selector = [{ name: "selector", in: "querystring", content: { "application/jsonpath": { schema: { type: "string" } } } }];
    expect(call(selector, { selector: "$.a.b[1:1]" }).url).toBe("https://api.example.com/items/1?%24.a.b%5B1%3A1%5D");
  });

  it("in: querystring without content is INVALID_DOCUMENT", () => {
    expectError(() => call([{ name: "q", in: "querystring", schema: { type: "string" } }], {}), "INVALID_DOCUMENT", 'an in: "querystring" parameter takes "content"');
  });

  it("a form body field without an Encoding Object is JSON text for an object, one pair per list item", () => {
    const body = { requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { address: { type: "object" }, ids: { type: "array" }, name: { type: "string" } } } } } } };
    expect(call([], { address: { city: "Paris" }, ids: [1, 2], name: "a b" }, body).body).toBe("address=%7B%22city%22%3A%22Paris%22%7D&ids=1&ids=2&name=a+b");
  });
});
