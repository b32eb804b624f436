import * as E from "fp-ts/Either";
import fc from "fast-check";
import { EndpointError } from "../src";
import { queryAppend, queryLengthLimit, queryString } from "../src/queryString";

const ok = (parameters: Readonly<Record<string, unknown>>): string => {
  const result = queryString(parameters);
  if (E.isLeft(result)) throw new Error(`expected a Right, got ${result.left.code}: ${result.left.message}`);
  return result.right;
};

const error = (parameters: Readonly<Record<string, unknown>>): EndpointError => {
  const result = queryString(parameters);
  if (E.isRight(result)) throw new Error(`expected a Left, got ${JSON.stringify(result.right)}`);
  return result.left;
};

describe("queryString: values", () => {
  it("returns an empty string for no parameters", () => {
    expect(ok({})).toBe("");
  });

  it("places strings as they are, percent-encoded", () => {
    expect(ok({ type: "private", path: "a b/c&d=e?f#g" })).toBe("type=private&path=a%20b%2Fc%26d%3De%3Ff%23g");
  });

  it("keeps the empty string as a value", () => {
    expect(ok({ since: "" })).toBe("since=");
  });

  it("converts numbers, bigints and booleans with String()", () => {
    expect(ok({ per_page: 100, ratio: 1.5, id: 12345678901234567890n, all: true, draft: false })).toBe(
      "per_page=100&ratio=1.5&id=12345678901234567890&all=true&draft=false",
    );
  });

  it("converts a Date with toISOString()", () => {
    expect(ok({ since: new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)) })).toBe("since=2024-01-02T03%3A04%3A05.006Z");
  });

  it("rejects an invalid Date with INVALID_PARAMETER naming the key", () => {
    const e = error({ since: new Date("not a date") });
    expect(e).toBeInstanceOf(EndpointError);
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toContain('"since"');
    expect(e.message).toMatch(/invalid Date/);
  });

  it("takes an object that only pretends to be a Date as any other object: its String() throws, and that goes on up", () => {
    const fake: unknown = Object.create(Date.prototype);
    expect(() => queryString({ until: fake })).toThrow(TypeError);
  });

  it("drops a key whose value is null", () => {
    expect(ok({ a: "1", b: null, c: "3" })).toBe("a=1&c=3");
  });

  it("drops a key whose value is undefined", () => {
    expect(ok({ a: undefined, b: "2" })).toBe("b=2");
  });

  it("returns an empty string when every value is dropped", () => {
    expect(ok({ a: null, b: undefined })).toBe("");
  });

  it("keeps the keys in the order of the parameters", () => {
    expect(ok({ zeta: 1, alpha: 2, mid: 3 })).toBe("zeta=1&alpha=2&mid=3");
  });
});

describe("queryString: arrays", () => {
  it("joins an array with a literal comma, each element encoded on its own", () => {
    expect(ok({ labels: ["bug", "help wanted", "a,b"] })).toBe("labels=bug,help%20wanted,a%2Cb");
  });

  it("converts each element by the same rules as a value", () => {
    expect(ok({ mixed: ["x", 1, 2n, true, new Date(Date.UTC(2020, 1, 3))] })).toBe(
      "mixed=x,1,2,true,2020-02-03T00%3A00%3A00.000Z",
    );
  });

  it("repeats a [] key once per element when an element needs converting (a Date)", () => {
    expect(ok({ "at[]": [new Date(Date.UTC(2020, 1, 3)), "x y"] })).toBe("at[]=2020-02-03T00%3A00%3A00.000Z&at[]=x%20y");
  });

  it("drops null and undefined elements, and holes", () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(ok({ ids: [1, null, 2, undefined, , 3] })).toBe("ids=1,2,3");
  });

  it("gives an empty value for an empty array under a plain key", () => {
    expect(ok({ labels: [] })).toBe("labels=");
  });

  it("repeats a key ending in [] once per element", () => {
    expect(ok({ "fields[]": [1, 2] })).toBe("fields[]=1&fields[]=2");
  });

  it("encodes each repeated element and drops null ones", () => {
    expect(ok({ "fields[]": ["a b", null, "c&d"] })).toBe("fields[]=a%20b&fields[]=c%26d");
  });

  it("leaves out a key ending in [] with an empty array", () => {
    expect(ok({ "fields[]": [], other: "x" })).toBe("other=x");
  });

  it("places a key ending in [] with a single value once", () => {
    expect(ok({ "fields[]": "name" })).toBe("fields[]=name");
  });

  it("rejects an object element, naming the key and the index", () => {
    const e = error({ labels: ["ok", { name: "bug" }] });
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toContain('"labels"');
    expect(e.message).toContain("index 1");
  });

  it("joins a nested array by the same rules, its elements encoded on their own", () => {
    expect(ok({ a: [["x y", 2], 3, [], [null]] })).toBe("a=x%20y,2,3,,");
    expect(ok({ "fields[]": [["a", "b"], "c"] })).toBe("fields[]=a,b&fields[]=c");
  });

  it("names the indices down to a nested element at fault", () => {
    const e = error({ a: [1, [2, { no: 1 }]] });
    expect(e.message).toBe('parameter "a" has an element at index 1 that has an element at index 1 that is an object: it cannot be placed in a query string');
  });

  it("encodes a list met twice once: a list of a list twice, 40 levels deep, is refused at once as too long", () => {
    let doubled: unknown[] = ["ab"];
    for (let level = 0; level < 40; level += 1) doubled = [doubled, doubled];
    const started = Date.now();
    const e = error({ a: doubled });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(e.message).toBe(`parameter "a" would make a query string longer than ${queryLengthLimit} characters`);
    let reads = 0;
    const counted = [Object.defineProperty([], 0, { enumerable: true, get: () => `r${(reads += 1)}` })];
    expect(ok({ a: [counted, counted], "b[]": [counted, counted] })).toBe("a=r1,r1&b[]=r2&b[]=r2");
  });

  it("a list met again at 250 depths is encoded once, its height telling where it fits (fourth review)", () => {
    const shared = new Array<string>(20_000).fill("a");
    const levels: unknown[] = [];
    for (let depth = 0; depth < 250; depth += 1) {
      let nested: unknown = shared;
      for (let level = 0; level < depth; level += 1) nested = [nested];
      levels.push(nested);
    }
    const started = Date.now();
    const query = ok({ p: levels });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(query.length).toBe("p=".length + 250 * (20_000 * 2 - 1) + 249);
  });

  it("a list met again deeper is held to the nesting limit there, whichever comes first (third review)", () => {
    const nest = (value: unknown, levels: number): unknown => {
      let nested = value;
      for (let level = 0; level < levels; level += 1) nested = [nested];
      return nested;
    };
    const shallow = nest("a", 250);
    expect(error({ p: [shallow, nest(shallow, 10)] }).message).toContain("more than 256 levels");
    expect(error({ p: [nest(shallow, 10), shallow] }).message).toContain("more than 256 levels");
    expect(ok({ p: [shallow, shallow] })).toBe("p=a,a");
  });

  it("a list met again is held to the limit exactly: its deepest list may sit at level 256, not 257", () => {
    const nest = (value: unknown, levels: number): unknown => {
      let nested = value;
      for (let level = 0; level < levels; level += 1) nested = [nested];
      return nested;
    };
    // The outer list is level 1 and the chain's first list level 2: n wrappers put a list at level n + 2.
    const flat = ["x"];
    expect(ok({ p: [flat, nest(flat, 254)] })).toBe("p=x,x");
    expect(error({ p: [flat, nest(flat, 255)] }).message).toContain("more than 256 levels");
    const twoHigh = [["y"]];
    expect(ok({ p: [twoHigh, nest(twoHigh, 253)] })).toBe("p=y,y");
    expect(error({ p: [twoHigh, nest(twoHigh, 254)] }).message).toContain("more than 256 levels");
  });

  it("refuses an array that contains itself, or nests more than 256 levels, in one short message", () => {
    const cyclic: unknown[] = ["x"];
    cyclic.push(cyclic);
    const e = error({ a: cyclic });
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toBe('parameter "a" nests arrays more than 256 levels deep (or contains itself)');
    let deep: unknown[] = ["x"];
    for (let level = 0; level < 256; level += 1) deep = [deep];
    expect(error({ a: deep }).message).toContain("more than 256 levels");
    expect(ok({ a: deep[0] })).toBe("a=x");
  });

  it("rejects an invalid Date element", () => {
    const e = error({ dates: [new Date(Number.NaN)] });
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toContain('"dates"');
  });
});

describe("queryString: values that cannot be placed", () => {
  it("rejects a plain object with a message naming the key", () => {
    const e = error({ ok: "1", filter: { state: "open" } });
    expect(e).toBeInstanceOf(EndpointError);
    expect(e.name).toBe("EndpointError");
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toBe('parameter "filter" is an object: it cannot be placed in a query string');
  });

  it("rejects an object without a prototype", () => {
    const e = error({ bare: Object.create(null) as unknown });
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toContain('"bare"');
  });

  it("rejects a function", () => {
    const e = error({ callback: () => "x" });
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toBe('parameter "callback" is a function: it cannot be placed in a query string');
  });

  it("rejects a symbol", () => {
    const e = error({ tag: Symbol("x") });
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toBe('parameter "tag" is a symbol: it cannot be placed in a query string');
  });

  it.each([
    ["a URL", new URL("https://example.com/a?b=c"), "https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc"],
    ["a boxed string", Object("boxed") as unknown, "boxed"],
    ["a boxed number", Object(5) as unknown, "5"],
    ["a regular expression", /x/, "%2Fx%2F"],
    ["a typed array", new Uint8Array([1, 2]), "1%2C2"],
    ["a Map", new Map([["a", 1]]), "%5Bobject%20Map%5D"],
  ])("places any other object by String(), as @octokit/endpoint does (%s)", (_label, value, text) => {
    expect(ok({ other: value })).toBe(`other=${text}`);
    expect(ok({ list: [value, value] })).toBe(`list=${text},${text}`);
  });

  it("lets what an object's toString throws go on up, as from any of the caller's objects", () => {
    const thrown = new Error("no string");
    class Opaque {
      toString(): string {
        throw thrown;
      }
    }
    expect(() => queryString({ opaque: new Opaque() })).toThrow(thrown);
  });

  it("rejects an object whose string has a lone surrogate", () => {
    class Odd {
      toString(): string {
        return "a\uD800";
      }
    }
    const e = error({ odd: new Odd() });
    expect(e.message).toBe('parameter "odd" contains a lone UTF-16 surrogate: it cannot be percent-encoded');
  });

  it("rejects a string with a lone high surrogate instead of throwing a URIError", () => {
    const e = error({ text: "ab\uD800cd" });
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toContain('"text"');
    expect(e.message).toMatch(/surrogate/);
  });

  it("rejects a string with a lone low surrogate", () => {
    const e = error({ text: "\uDC00" });
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toContain('"text"');
  });

  it("rejects an array element with a lone surrogate", () => {
    const e = error({ list: ["ok", "x\uDBFF"] });
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toContain('"list"');
  });

  it("names the index of the first element at fault, a lone surrogate before an object", () => {
    const e = error({ list: ["ok", 1, "x\uDBFF", { no: 1 }] });
    expect(e.message).toBe('parameter "list" has an element at index 2 that contains a lone UTF-16 surrogate: it cannot be percent-encoded');
    const later = error({ list: ["ok", { no: 1 }, "x\uDBFF"] });
    expect(later.message).toBe('parameter "list" has an element at index 1 that is an object: it cannot be placed in a query string');
  });

  it("blames a name with a lone surrogate before its value", () => {
    const e = error({ "k\uD800": ["x\uDBFF"] });
    // JSON.stringify writes the lone surrogate as an escape.
    expect(e.message).toBe('parameter "k\\ud800" has a name with a lone UTF-16 surrogate: it cannot be percent-encoded');
  });

  it("rejects a name with a lone surrogate", () => {
    const e = error({ "k\uD800": "v" });
    expect(e.code).toBe("INVALID_PARAMETER");
    expect(e.message).toMatch(/surrogate/);
  });

  it("encodes a proper surrogate pair", () => {
    expect(ok({ emoji: "\uD83D\uDE00" })).toBe("emoji=%F0%9F%98%80");
  });
});

describe("queryString: names", () => {
  it("encodes names with encodeURIComponent", () => {
    expect(ok({ "a b&c=d": "1" })).toBe("a%20b%26c%3Dd=1");
  });

  it("keeps [ and ] literal in names", () => {
    expect(ok({ "filter[state]": "open", "a b[]": ["x"] })).toBe("filter[state]=open&a%20b[]=x");
  });

  it("places __proto__ and constructor as ordinary names", () => {
    const parameters = JSON.parse('{"__proto__": "p", "constructor": "c", "prototype": "q"}') as Record<string, unknown>;
    expect(Object.keys(parameters)).toEqual(["__proto__", "constructor", "prototype"]);
    expect(ok(parameters)).toBe("__proto__=p&constructor=c&prototype=q");
    expect(Object.getPrototypeOf(parameters)).toBe(Object.prototype);
  });

  it("never reads an inherited value", () => {
    const parameters = Object.create({ inherited: "no" }) as Record<string, unknown>;
    parameters["own"] = "yes";
    expect(ok(parameters)).toBe("own=yes");
  });
});

describe("queryString: the q parameter", () => {
  it("keeps a literal + between the encoded parts of q", () => {
    expect(ok({ q: "repo:o/r+is:open" })).toBe("q=repo%3Ao%2Fr+is%3Aopen");
  });

  it("encodes + in any other parameter", () => {
    expect(ok({ query: "a+b" })).toBe("query=a%2Bb");
  });

  it("keeps the + in each element of a q array", () => {
    expect(ok({ q: ["a+b", "c d"] })).toBe("q=a+b,c%20d");
  });

  it("encodes spaces within q parts", () => {
    expect(ok({ q: "tetris language:assembly+sort:stars" })).toBe("q=tetris%20language%3Aassembly+sort%3Astars");
  });
});

describe("queryAppend", () => {
  it("leaves the URL unchanged for an empty query", () => {
    expect(queryAppend("https://api.github.com/orgs/o/repos", "")).toBe("https://api.github.com/orgs/o/repos");
  });

  it("appends after ? when the URL has no query yet", () => {
    expect(queryAppend("https://api.github.com/orgs/o/repos", "type=private")).toBe(
      "https://api.github.com/orgs/o/repos?type=private",
    );
  });

  it("appends after & when the URL already has a query (a {?name,label} expansion)", () => {
    expect(queryAppend("https://uploads.github.com/assets?name=x&label=y", "extra=1")).toBe(
      "https://uploads.github.com/assets?name=x&label=y&extra=1",
    );
  });

  it("inserts the query before a fragment", () => {
    expect(queryAppend("https://example.com/a#frag", "b=1")).toBe("https://example.com/a?b=1#frag");
    expect(queryAppend("https://example.com/a?x=1#frag?not=query", "b=1")).toBe(
      "https://example.com/a?x=1&b=1#frag?not=query",
    );
  });

  it("adds no separator after a URL ending in ? or &", () => {
    expect(queryAppend("https://example.com/a?", "b=1")).toBe("https://example.com/a?b=1");
    expect(queryAppend("https://example.com/a?x=1&", "b=1")).toBe("https://example.com/a?x=1&b=1");
  });
});

describe("queryString: arrays", () => {
  test("reads the indexes below length only, never one inherited at index length", () => {
    const list: string[] = ["a"];
    Object.setPrototypeOf(list, Object.assign(Object.create(Array.prototype) as object, { 1: "inherited" }));
    expect(ok({ labels: list })).toBe("labels=a");
  });
});

describe("queryString: lists of scalars, as DECISIONS.md has them", () => {
  // An independent statement of the rules: null and undefined elements dropped, the rest by
  // String(), each encoded on its own (q keeps a literal + between its parts), joined with a
  // literal "," or, for a name ending in [], one pair each; nothing left: "name=" or no pair.
  const encode = (name: string, text: string): string =>
    name === "q" ? text.split("+").map(encodeURIComponent).join("+") : encodeURIComponent(text);
  const expected = (name: string, values: readonly unknown[]): string => {
    const texts = values.filter((value) => value !== null && value !== undefined).map((value) => encode(name, String(value)));
    const encodedName = encodeURIComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]");
    if (name.endsWith("[]")) return texts.map((text) => `${encodedName}=${text}`).join("&");
    return `${encodedName}=${texts.join(",")}`;
  };

  it("any list of strings, numbers, booleans, nulls and undefineds, under any name", () => {
    const element = fc.oneof(fc.string(), fc.constantFrom("a b", "x+y", "é", ",", "&", "[]"), fc.integer(), fc.double(), fc.boolean(), fc.constantFrom(null, undefined));
    fc.assert(
      fc.property(fc.constantFrom("labels", "fields[]", "q", "a b", "x[y]"), fc.array(element, { maxLength: 6 }), (name, values) => {
        const text = ok({ [name]: values, after: 1 });
        const list = expected(name, values);
        expect(text).toBe(list === "" ? "after=1" : `${list}&after=1`);
      }),
      { seed: 20261121, numRuns: 2000 },
    );
  });
});
