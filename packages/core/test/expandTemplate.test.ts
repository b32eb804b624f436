import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import * as t from "io-ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expandTemplate, type EndpointError } from "../src";
import { templateParse } from "../src/uriTemplate/templateParse";
import { templatePartsRender, templateRenderFlagged } from "../src/uriTemplate/templateRender";

// The public uritemplate-test suite (see fixtures/uritemplate-test/NOTICE.md).
const Expected = t.union([t.string, t.array(t.string), t.literal(false)]);
const FixtureFile = t.record(
  t.string,
  t.type({ variables: t.UnknownRecord, testcases: t.array(t.tuple([t.string, Expected])) }),
);

const fixtureNames = [
  "spec-examples.json",
  "spec-examples-by-section.json",
  "extended-tests.json",
  "negative-tests.json",
] as const;

interface Case {
  readonly template: string;
  readonly expected: t.TypeOf<typeof Expected>;
  readonly variables: Readonly<Record<string, unknown>>;
}

const fixtureLoad = (name: string): ReadonlyArray<readonly [string, readonly Case[]]> => {
  const decoded = FixtureFile.decode(JSON.parse(readFileSync(join(__dirname, "fixtures", "uritemplate-test", name), "utf8")));
  if (E.isLeft(decoded)) throw new Error(`fixture ${name} does not have the expected shape`);
  return Object.entries(decoded.right).map(([group, { variables, testcases }]) => [
    `${name} › ${group}`,
    testcases.map(([template, expected]) => ({ template, expected, variables })),
  ]);
};

const groups = fixtureNames.flatMap(fixtureLoad);
const positiveCases = groups.flatMap(([, cases]) => cases.filter((c) => c.expected !== false));
const negativeCases = groups.flatMap(([, cases]) => cases.filter((c) => c.expected === false));

const run = { positive: 0, negative: 0 };

const errorCode = (result: E.Either<EndpointError, unknown>): string | undefined =>
  E.isLeft(result) ? result.left.code : undefined;

const errorMessage = (result: E.Either<EndpointError, unknown>): string =>
  E.isLeft(result) ? result.left.message : "(no error)";

describe.each(groups)("%s", (_group, cases) => {
  test.each(cases)("$template", ({ template, expected, variables }) => {
    const result = expandTemplate(template, variables);
    if (expected === false) {
      run.negative += 1;
      expect(errorCode(result)).toBe("INVALID_URL_TEMPLATE");
    } else {
      run.positive += 1;
      const actual = E.isRight(result) ? result.right : errorMessage(result);
      // A list of strings: any one of them is a correct expansion (map key order is free).
      expect(typeof expected === "string" ? [expected] : expected).toContain(actual);
    }
  });
});

test("every conformance vector ran: 234 positive, 36 negative", () => {
  expect([positiveCases.length, negativeCases.length]).toEqual([234, 36]);
  expect(run).toEqual({ positive: 234, negative: 36 });
});

describe("value rules", () => {
  const expand = (template: string, variables: Readonly<Record<string, unknown>>): string | EndpointError =>
    pipe(
      expandTemplate(template, variables),
      E.getOrElseW((error) => error),
    );

  test("a Date expands as its ISO string, encoded per operator", () => {
    const since = new Date(Date.UTC(2020, 0, 2, 3, 4, 5, 678));
    expect(expand("{?since}", { since })).toBe("?since=2020-01-02T03%3A04%3A05.678Z");
    expect(expand("{+since}", { since })).toBe("2020-01-02T03:04:05.678Z");
    expect(expand("{list}", { list: [since, "x"] })).toBe("2020-01-02T03%3A04%3A05.678Z,x");
  });

  test("a Date's own toISOString is not what decides its text", () => {
    const since = new Date(0);
    Object.defineProperty(since, "toISOString", { value: () => "hijacked" });
    expect(expand("{since}", { since })).toBe("1970-01-01T00%3A00%3A00.000Z");
  });

  test("an invalid Date is INVALID_PARAMETER naming the variable", () => {
    const result = expandTemplate("/x/{since}", { since: new Date(Number.NaN) });
    expect(errorCode(result)).toBe("INVALID_PARAMETER");
    expect(errorMessage(result)).toContain('"since"');
    expect(errorMessage(result)).toContain("invalid Date");
  });

  test("numbers, bigints and booleans expand by String()", () => {
    expect(expand("{big}", { big: 12345678901234567890n })).toBe("12345678901234567890");
    expect(expand("{?yes,no}", { yes: true, no: false })).toBe("?yes=true&no=false");
    expect(expand("{/n,m}", { n: 0, m: -1.5 })).toBe("/0/-1.5");
  });

  test("a lone {name} of unreserved text is its own expansion; anything else in it is encoded", () => {
    expect(expand("/a/{x}/b", { x: "rest.js_v-1~2" })).toBe("/a/rest.js_v-1~2/b");
    expect(expand("/a/{x}", { x: 7 })).toBe("/a/7");
    // String(1e21) is "1e+21": the "+" must still be encoded.
    expect(expand("/a/{x}", { x: 1e21 })).toBe("/a/1e%2B21");
    expect(expand("/a/{x}", { x: "a b/c" })).toBe("/a/a%20b%2Fc");
    expect(expand("/a/{x}", { x: "" })).toBe("/a/");
  });

  test("a prefix applies to a number's string, by code point (lite alone would crash on .slice)", () => {
    expect(expand("{n:2}", { n: 12345 })).toBe("12");
    expect(expand("{s:2}", { s: "𝄞𝄞𝄞" })).toBe("%F0%9D%84%9E%F0%9D%84%9E");
  });

  test("a prefix on a list or map value is INVALID_URL_TEMPLATE; on an empty list it expands to nothing", () => {
    expect(errorCode(expandTemplate("{list:1}", { list: ["a"] }))).toBe("INVALID_URL_TEMPLATE");
    expect(errorMessage(expandTemplate("{?keys:1}", { keys: { a: "b" } }))).toContain('":1" of variable "keys"');
    expect(expand("{list:1}", { list: [] })).toBe("");
  });

  test("a function is INVALID_PARAMETER naming the variable", () => {
    const result = expandTemplate("{?callback}", { callback: () => "x" });
    expect(errorCode(result)).toBe("INVALID_PARAMETER");
    expect(errorMessage(result)).toContain('"callback"');
    expect(errorMessage(result)).toContain("function");
  });

  test("a symbol is INVALID_PARAMETER naming the variable", () => {
    const result = expandTemplate("{tag}", { tag: Symbol("x") });
    expect(errorCode(result)).toBe("INVALID_PARAMETER");
    expect(errorMessage(result)).toContain('"tag"');
  });

  test("a class instance other than Date is INVALID_PARAMETER", () => {
    expect(errorCode(expandTemplate("{m}", { m: new Map([["a", "b"]]) }))).toBe("INVALID_PARAMETER");
    expect(errorCode(expandTemplate("{s}", { s: new String("boxed") }))).toBe("INVALID_PARAMETER");
  });

  test("a nested list or object inside a list or map is INVALID_PARAMETER naming the variable", () => {
    const nestedList = expandTemplate("{list}", { list: ["a", ["b"]] });
    expect(errorCode(nestedList)).toBe("INVALID_PARAMETER");
    expect(errorMessage(nestedList)).toContain('"list"');
    expect(errorMessage(nestedList)).toContain("member 1");
    expect(errorCode(expandTemplate("{list*}", { list: [{ a: "b" }] }))).toBe("INVALID_PARAMETER");
    expect(errorCode(expandTemplate("{?keys*}", { keys: { a: { b: "c" } } }))).toBe("INVALID_PARAMETER");
    expect(errorCode(expandTemplate("{keys}", { keys: { a: () => 1 } }))).toBe("INVALID_PARAMETER");
  });

  test("a lone surrogate is INVALID_PARAMETER naming the variable, and nothing throws", () => {
    for (const [template, variables] of [
      ["{x}", { x: "a\uD800b" }],
      ["{+x}", { x: "\uDC00" }],
      ["{#x:1}", { x: "\uD800" }],
      ["{?list*}", { list: ["ok", "\uDBFF"] }],
      ["{keys*}", { keys: { ["\uDC00"]: "v" } }],
      ["{keys}", { keys: { k: "x\uD800" } }],
    ] as const) {
      const result = expandTemplate(template, variables);
      expect(errorCode(result)).toBe("INVALID_PARAMETER");
      expect(errorMessage(result)).toMatch(/parameter "(x|list|keys)"/);
    }
    // A well-formed surrogate pair is fine.
    expect(expand("{x}", { x: "\uD834\uDD1E" })).toBe("%F0%9D%84%9E");
  });

  test("null and undefined members are dropped; a list or map with none left is undefined", () => {
    expect(expand("{list}", { list: ["a", null, undefined, "b"] })).toBe("a,b");
    expect(expand("{keys*}", { keys: { a: null, b: "x", c: undefined } })).toBe("b=x");
    expect(expand("X{?list,keys}", { list: [null, undefined], keys: { a: null } })).toBe("X");
    // eslint-disable-next-line no-sparse-arrays
    expect(expand("{/list*}", { list: ["a", , "b"] })).toBe("/a/b");
  });

  test("a map keeps its own key order", () => {
    expect(expand("{keys}", { keys: { b: "1", a: "2" } })).toBe("b,1,a,2");
    expect(expand("{;keys*}", { keys: { b: "1", a: "2" } })).toBe(";b=1;a=2");
  });

  test("empty members follow RFC 6570's ifemp rules, where lite alone does not", () => {
    // A list holding one "" is defined (lite would drop it).
    expect(expand("{?list}", { list: [""] })).toBe("?list=");
    expect(expand("{;list}", { list: [""] })).toBe(";list");
    expect(expand("X{/list*}", { list: [""] })).toBe("X/");
    // ";" puts no "=" after an empty member.
    expect(expand("{;list*}", { list: ["a", ""] })).toBe(";list=a;list");
    expect(expand("{;keys*}", { keys: { a: "", b: "1" } })).toBe(";a;b=1");
    expect(expand("{?keys*}", { keys: { a: "", b: "1" } })).toBe("?a=&b=1");
    expect(expand("{.keys*}", { keys: { a: "1", b: "2" } })).toBe(".a=1.b=2");
  });

  test("simple expansion encodes everything outside the unreserved set, * ! ' ( ) included", () => {
    expect(expand("{x}", { x: "a*b!c'd(e)f[g]" })).toBe("a%2Ab%21c%27d%28e%29f%5Bg%5D");
    expect(expand("{x}", { x: "-._~" })).toBe("-._~");
    // Lists and maps go through uri-template-lite, whose own encoder leaves "*" raw.
    expect(expand("{x}", { x: ["a*b", "c!d"] })).toBe("a%2Ab,c%21d");
    expect(expand("{x*}", { x: { k: "v*" } })).toBe("k=v%2A");
  });

  test("reserved expansion keeps reserved characters and pct-encoded triplets, in one pass", () => {
    expect(expand("{+x}", { x: "a[0]=b*c" })).toBe("a[0]=b*c");
    // A literal "%5B" in the value stays a triplet: it is not decoded to "[".
    expect(expand("{+x}", { x: "%5B%5d%zz%" })).toBe("%5B%5d%25zz%25");
    expect(expand("{#x}", { x: "%255B" })).toBe("#%255B");
    expect(expand("{+keys}", { keys: { "a%2F": "b[1]" } })).toBe("a%2F,b[1]");
  });

  test("undefined variables expand to nothing, simple expressions included", () => {
    expect(expand("/repos/{owner}{/repo}{?q}", {})).toBe("/repos/");
    expect(expand("{a}{b}", { a: null, b: undefined })).toBe("");
  });

  test("constructor and __proto__ are read only as own properties", () => {
    expect(expand("{constructor}{__proto__}{toString}{hasOwnProperty}", {})).toBe("");
    const own: unknown = JSON.parse('{"__proto__": "p", "constructor": "c"}');
    expect(expand("{?constructor,__proto__}", own as Record<string, unknown>)).toBe("?constructor=c&__proto__=p");
    const inherited: Record<string, unknown> = Object.create({ inherited: "x" }) as Record<string, unknown>;
    expect(expand("{inherited}", inherited)).toBe("");
    const map: unknown = JSON.parse('{"keys": {"__proto__": "p", "a": "b"}}');
    expect(expand("{?keys*}", map as Record<string, unknown>)).toBe("?__proto__=p&a=b");
  });

  test("the variables object and its values are not mutated", () => {
    const deepFreeze = <A>(value: A): A => {
      if (typeof value === "object" && value !== null && !(value instanceof Date)) {
        Object.values(value).forEach(deepFreeze);
        Object.freeze(value);
      }
      return value;
    };
    const make = () => ({
      list: ["red", null, "blue"],
      keys: { b: "2", a: "1", gone: undefined },
      when: new Date(0),
      n: 42,
      empty: [],
    });
    const variables = deepFreeze(make());
    expect(expand("/{n}{/list*}{?keys*,when}{&empty}", variables)).toBe(
      "/42/red/blue?b=2&a=1&when=1970-01-01T00%3A00%3A00.000Z",
    );
    expect(variables).toEqual(make());
    expect(variables.when.getTime()).toBe(0);
  });
});

describe("templatePartsRender", () => {
  test("gives one string per part, literal and expression alike", () => {
    const parts = pipe(
      templateParse("/repos/{owner}/x{/path*}{?q}"),
      E.chain(templatePartsRender({ owner: "a/b", path: ["c", "d"] })),
    );
    expect(parts).toEqual(E.right(["/repos/", "a%2Fb", "/x", "/c/d", ""]));
  });
});

describe("templateRenderFlagged reads each variable once", () => {
  // A reader that counts: hand-made merged options may hold getters, and what is checked must be what is used.
  const readsOf = (source: string, variables: Record<string, unknown>): Record<string, number> => {
    const reads: Record<string, number> = {};
    const read = (name: string): unknown => {
      reads[name] = (reads[name] ?? 0) + 1;
      return variables[name];
    };
    const parsed = templateParse(source);
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    templateRenderFlagged(read)(parsed.right);
    return reads;
  };

  test.each([
    ["unreserved text", "octokit"],
    ["text to encode", "a b/c"],
    ["a number", 42],
    ["a list", ["a", "b"]],
    ["an empty list", []],
    ["a value to refuse", { toJSON: 1 } as unknown],
  ])("a lone {name} holding %s", (_kind, value) => {
    expect(readsOf("/x/{name}/y", { name: value })).toEqual({ name: 1 });
  });

  test("an operator expression stops at a value it cannot expand: the variables after it are not read", () => {
    expect(readsOf("/x{?a,b}{/c}", { a: () => 1, b: "x", c: "y" })).toEqual({ a: 1 });
  });

  test("each variable of a failing render once, the missing one after the failure too", () => {
    expect(readsOf("/{a}/{b,c}{?d}/{e}", { a: () => 1, b: "x", c: "y", d: "z" })).toEqual({ a: 1, b: 1, c: 1, e: 1 });
  });
});
