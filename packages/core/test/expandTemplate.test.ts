/**
 * `expandTemplate`, the core's RFC 6570 level 4 engine, through the package entry only: the public
 * uritemplate-test vectors, the parse errors (position and what was expected), and the value
 * rules of DECISIONS.md ("URL", "Parameters": template values follow RFC 6570, a Date is its
 * ISO string, what cannot be expanded is INVALID_PARAMETER). Expected values come from the
 * fixtures, the RFC or hand work.
 */
import * as E from "fp-ts/Either";
import { expandTemplate, EndpointError } from "@request-options/core";
import { claimsHugeLength } from "../../test-support/adversarialShapes";
import { vectorsOf } from "../../test-support/uritemplateVectors";

/** The expansion, or the Left's code and message (so a wrong outcome shows in the assertion). */
const expand = (template: string, variables: Readonly<Record<string, unknown>>): string => {
  const result = expandTemplate(template, variables);
  return E.isRight(result) ? result.right : `${result.left.code}: ${result.left.message}`;
};

/** The Left of an expansion; fails the test on a Right. */
const failure = (template: string, variables: Readonly<Record<string, unknown>> = {}): EndpointError => {
  const result = expandTemplate(template, variables);
  if (E.isRight(result)) throw new Error(`expected ${JSON.stringify(template)} to fail, got ${JSON.stringify(result.right)}`);
  return result.left;
};

// ---------------------------------------------------------------------------------------------
// The public uritemplate-test suite (fixtures/uritemplate-test/NOTICE.md), read by packages/test-support/uritemplateVectors.ts.

// The case counts NOTICE.md's table gives for each file.
const fixtureFiles = [
  ["spec-examples.json", 64],
  ["spec-examples-by-section.json", 117],
  ["extended-tests.json", 53],
  ["negative-tests.json", 36],
] as const;

const groups = fixtureFiles.flatMap(([name]) => vectorsOf(name));
const positiveCases = groups.flatMap(([, cases]) => cases.filter((c) => c.expected !== false));
const negativeCases = groups.flatMap(([, cases]) => cases.filter((c) => c.expected === false));

describe("RFC 6570 conformance: the uritemplate-test vectors", () => {
  test("the fixtures hold 234 positive expansions and 36 invalid templates, as NOTICE.md counts them", () => {
    expect([positiveCases.length, negativeCases.length]).toEqual([234, 36]);
    for (const [name, count] of fixtureFiles) {
      const cases = groups.filter(([group]) => group.startsWith(`${name} › `)).flatMap(([, c]) => c);
      expect([name, cases.length]).toEqual([name, count]);
    }
  });

  describe.each(groups)("%s", (_group, cases) => {
    test.each(cases)("$template", ({ template, expected, variables }) => {
      if (expected === false) {
        // Every negative vector is a fault of the template (DECISIONS.md: INVALID_URL_TEMPLATE,
        // a prefix on a list or map included); the message says where or which variable.
        const error = failure(template, variables);
        expect(error).toBeInstanceOf(EndpointError);
        expect(error.code).toBe("INVALID_URL_TEMPLATE");
        const position = /at position (\d+)/.exec(error.message)?.[1];
        if (position !== undefined) expect(Number(position)).toBeLessThanOrEqual(template.length);
        else expect(error.message).toMatch(/the prefix ":\d+" of variable "keys"/);
      } else {
        // A list: any one of them is a correct expansion (the order of a map's keys is free).
        expect(typeof expected === "string" ? [expected] : expected).toContain(expand(template, variables));
      }
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Parse errors: INVALID_URL_TEMPLATE with the 0-based position and what was expected there.

describe("a malformed template says where, and what was expected", () => {
  test("the whole message, for a space in a variable name", () => {
    const error = failure("/x/{a b}");
    expect(error.code).toBe("INVALID_URL_TEMPLATE");
    expect(error.message).toBe(
      'invalid URL template "/x/{a b}": unexpected " " at position 5, expected a variable name character, ".", ":", "*", "," or "}"',
    );
  });

  test.each([
    ["{/id*", "unexpected end of template at position 5", '"," or "}"'],
    ["/id*}", 'unexpected "}" at position 4', '"{"'],
    ["{}", 'unexpected "}" at position 1', "an operator or a variable name"],
    ["{+}", 'unexpected "}" at position 2', "a variable name"],
    ["{a,}", 'unexpected "}" at position 3', "a variable name"],
    ["{a{b}", 'unexpected "{" at position 2', '"," or "}"'],
    ["{!hello}", 'unexpected "!" at position 1', "reserved for future extensions"],
    ["{var:0}", 'unexpected "0" at position 5', "a prefix length from 1 to 9999"],
    ["{var:01}", 'unexpected "0" at position 5', "a prefix length from 1 to 9999"],
    ["{var:}", 'unexpected "}" at position 5', "a prefix length from 1 to 9999"],
    ["{var:10000}", 'unexpected "0" at position 9', "at most 9999"],
    ["{var:12a}", 'unexpected "a" at position 7', 'a digit, "," or "}"'],
    ["{hello:2*}", 'unexpected "*" at position 8', 'a prefix and "*" cannot be combined'],
    ["{x.}", 'unexpected "}" at position 3', 'a variable name character after "."'],
    ["{x..y}", 'unexpected "." at position 3', 'a variable name character after "."'],
    ["{%2x}", 'unexpected "x" at position 3', 'two hexadecimal digits after "%"'],
    ["{%}", 'unexpected "}" at position 2', 'two hexadecimal digits after "%"'],
    ["ab{é}", 'unexpected "é" at position 3', "an operator or a variable name"],
    ["{a𝄞}", 'unexpected "𝄞" at position 2', '"*", "," or "}"'],
    ["a\uDC00b", 'unexpected "\\udc00" at position 1', "lone surrogate"],
  ])("%j", (source, where, expected) => {
    // The values are defined and plain: the template alone is at fault.
    const error = failure(source, { a: "x", b: "y", id: "z", hello: "w", var: "v", x: "u" });
    expect(error.code).toBe("INVALID_URL_TEMPLATE");
    expect(error.message).toContain(`invalid URL template ${JSON.stringify(source)}: ${where}, expected `);
    expect(error.message).toContain(expected);
  });

  test.each(["=", ",", "!", "@", "|"])("the operator %s is reserved for future extensions (RFC 6570 §2.2)", (op) => {
    expect(failure(`{${op}x}`).message).toContain(`at position 1, expected an operator or a variable name ("${op}" is reserved for future extensions)`);
  });

  test("after an operator or a comma only a variable name is expected; at the start an operator too", () => {
    expect(failure("{+}").message).toMatch(/at position 2, expected a variable name$/);
    expect(failure("{x,}").message).toMatch(/at position 3, expected a variable name$/);
    expect(failure("{}").message).toMatch(/at position 1, expected an operator or a variable name$/);
  });

  test("after an exploded varspec only , or } may follow", () => {
    expect(failure("{x*y}").message).toMatch(/at position 3, expected "," or "}"$/);
  });

  test("a prefix of 999 may still take a digit; one of 1000 or more may not", () => {
    expect(failure("{x:999a}").message).toMatch(/at position 6, expected a digit, "," or "}"$/);
    expect(failure("{x:1000a}").message).toMatch(/at position 7, expected "," or "}" \(a prefix length is at most 9999\)$/);
    expect(expand("{x:9999}", { x: "abc" })).toBe("abc");
  });

  test("after % in a name, a character just outside the hexadecimal digits is refused at its position", () => {
    expect(failure("{%G1}").message).toMatch(/unexpected "G" at position 2, expected two hexadecimal digits after "%"$/);
    expect(failure("{%_1}").message).toMatch(/unexpected "_" at position 2, expected two hexadecimal digits after "%"$/);
    expect(failure("{%g1}").message).toMatch(/unexpected "g" at position 2/);
  });

  test("both ends of the surrogate range are lone surrogates in a literal", () => {
    expect(failure("a\uD800").message).toMatch(/at position 1, expected a well-formed character \(lone surrogate\)$/);
    expect(failure("a\uDFFF").message).toMatch(/at position 1, expected a well-formed character \(lone surrogate\)$/);
  });

  test("a template is checked whole, even where its variables are undefined", () => {
    expect(failure("/{a}/{b", {}).message).toMatch(/unexpected end of template at position 7/);
  });
});

// ---------------------------------------------------------------------------------------------
// Literals (RFC 6570 §3.1) and names (§2.3).

describe("literals and variable names", () => {
  test("an empty template expands to the empty string", () => {
    expect(expand("", { a: "x" })).toBe("");
  });

  test("unreserved and reserved characters and pct-encoded triplets are copied; the rest is UTF-8 pct-encoded", () => {
    expect(expand("azAZ09-._~:/?#[]@!$&'()*+,;=", {})).toBe("azAZ09-._~:/?#[]@!$&'()*+,;=");
    expect(expand('café %41%2f%zz%4|<>"^`\\ 𝄞\n', {})).toBe("caf%C3%A9%20%41%2f%25zz%254%7C%3C%3E%22%5E%60%5C%20%F0%9D%84%9E%0A");
  });

  test("a % before a character just outside 0-9, A-F and a-f starts no triplet: it is encoded", () => {
    for (const [source, text] of [
      ["x%4/y", "x%254/y"],
      ["x%4:y", "x%254:y"],
      ["x%4@y", "x%254@y"],
      ["x%4Gy", "x%254Gy"],
      ["x%4`y", "x%254%60y"],
      ["x%4gy", "x%254gy"],
    ] as const) {
      expect(expand(source, {})).toBe(text);
    }
    for (const kept of ["x%49y", "x%4Ay", "x%4Fy", "x%4ay", "x%4fy"]) expect(expand(kept, {})).toBe(kept);
  });

  test("only % starts a kept triplet: another character followed by two hex digits is encoded itself", () => {
    expect(expand(" ab", {})).toBe("%20ab");
    expect(expand("%41 ", {})).toBe("%41%20");
  });

  test("U+E000 is no surrogate; U+FFFF is one UTF-16 unit, so the { after it opens an expression", () => {
    expect(expand("\uE000", {})).toBe("%EE%80%80");
    expect(expand("\uFFFF{x}", { x: "v" })).toBe("%EF%BF%BFv");
  });

  test("literal runs and expressions alternate in order", () => {
    expect(expand("a{b}c%20d{e}", { b: "1", e: "2" })).toBe("a1c%20d2");
  });

  test("names use the first and last letters, digits, _, dots and pct-encoded triplets, read as written", () => {
    expect(expand("{A}{z}{Z}{a}{_0}{Z_9}", { A: "1", z: "2", Z: "3", a: "4", _0: "5", Z_9: "6" })).toBe("123456");
    expect(expand("{%A0%a0%F0%f0}", { "%A0%a0%F0%f0": "v" })).toBe("v");
    expect(expand("{%41}{h.i%20j}", { "%41": "a", "h.i%20j": "b", A: "no" })).toBe("ab");
  });
});

// ---------------------------------------------------------------------------------------------
// Values (DECISIONS.md, "Parameters": template values follow RFC 6570; a Date is its ISO string).

describe("value rules", () => {
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

  test("numbers, bigints and booleans expand by String(), in lists and maps too", () => {
    expect(expand("{big}", { big: 12345678901234567890n })).toBe("12345678901234567890");
    expect(expand("{?yes,no}", { yes: true, no: false })).toBe("?yes=true&no=false");
    expect(expand("{/n,m}", { n: 0, m: -1.5 })).toBe("/0/-1.5");
    expect(expand("{v}", { v: [1, 2n, true, "s"] })).toBe("1,2,true,s");
    expect(expand("{?v*}", { v: { k: 3n } })).toBe("?k=3");
  });

  test("a lone {name} of unreserved text is its own expansion; anything else in it is encoded", () => {
    expect(expand("/a/{x}/b", { x: "rest.js_v-1~2" })).toBe("/a/rest.js_v-1~2/b");
    expect(expand("/a/{x}", { x: 7 })).toBe("/a/7");
    // String(1e21) is "1e+21": the "+" must still be encoded.
    expect(expand("/a/{x}", { x: 1e21 })).toBe("/a/1e%2B21");
    expect(expand("/a/{x}", { x: "a b/c" })).toBe("/a/a%20b%2Fc");
    expect(expand("/a/{x}", { x: "" })).toBe("/a/");
  });

  test("a prefix applies to a number's string, and counts code points, not UTF-16 units", () => {
    expect(expand("{n:2}", { n: 12345 })).toBe("12");
    expect(expand("{s:2}", { s: "𝄞𝄞𝄞" })).toBe("%F0%9D%84%9E%F0%9D%84%9E");
    expect(expand("{x:1}", { x: "\uFFFFab" })).toBe("%EF%BF%BF");
    expect(expand("{x:2}", { x: "\u{1F600}ab" })).toBe("%F0%9F%98%80a");
  });

  test("a prefix on a list or map value is INVALID_URL_TEMPLATE naming it; on an empty list it expands to nothing", () => {
    expect(failure("{list:1}", { list: ["a"] }).code).toBe("INVALID_URL_TEMPLATE");
    const map = failure("{?keys:1}", { keys: { a: "b" } });
    expect(map.code).toBe("INVALID_URL_TEMPLATE");
    expect(map.message).toContain('":1" of variable "keys"');
    expect(expand("{list:1}", { list: [] })).toBe("");
  });

  test("simple expansion encodes everything outside the unreserved set, * ! ' ( ) included", () => {
    expect(expand("{x}", { x: "a*b!c'd(e)f[g]" })).toBe("a%2Ab%21c%27d%28e%29f%5Bg%5D");
    expect(expand("{x}", { x: "-._~" })).toBe("-._~");
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

  test("empty members follow RFC 6570's ifemp rules", () => {
    // A list holding one "" is defined (§2.3: only an empty list is undefined).
    expect(expand("{?list}", { list: [""] })).toBe("?list=");
    expect(expand("{;list}", { list: [""] })).toBe(";list");
    expect(expand("X{/list*}", { list: [""] })).toBe("X/");
    // ";" puts no "=" after an empty member.
    expect(expand("{;list*}", { list: ["a", ""] })).toBe(";list=a;list");
    expect(expand("{;keys*}", { keys: { a: "", b: "1" } })).toBe(";a;b=1");
    expect(expand("{?keys*}", { keys: { a: "", b: "1" } })).toBe("?a=&b=1");
    expect(expand("{.keys*}", { keys: { a: "1", b: "2" } })).toBe(".a=1.b=2");
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

  test("undefined variables expand to nothing, simple expressions included (the URL stage is what requires them)", () => {
    expect(expand("/repos/{owner}{/repo}{?q}", {})).toBe("/repos/");
    expect(expand("{a}{b}", { a: null, b: undefined })).toBe("");
  });

  describe("RFC 6570's undefined (§2.3): undefined, null, and lists and maps with no defined member", () => {
    // eslint-disable-next-line no-sparse-arrays
    const undefinedOnes: unknown[] = [undefined, null, [], [null, undefined], [, ,], {}, { a: null, b: undefined }, Object.create(null)];
    test.each(undefinedOnes.map((value) => [value]))("%p expands to nothing", (value) => {
      expect(expand("X{?v}{/v*}", { v: value })).toBe("X");
    });

    test.each([
      ["", "X?v="],
      [0, "X?v=0"],
      [false, "X?v=false"],
      [[""], "X?v="],
      [[null, 0], "X?v=0"],
      [{ a: "" }, "X?v=a,"],
      [new Date(0), "X?v=1970-01-01T00%3A00%3A00.000Z"],
    ])("%p is defined", (value, expected) => {
      expect(expand("X{?v}", { v: value })).toBe(expected);
    });

    test("a key on a polluted Object.prototype neither defines a map nor is a variable", () => {
      const prototype = Object.prototype as Record<string, unknown>;
      prototype["polluted"] = "x";
      try {
        expect(expand("X{?v}{polluted}", { v: {} })).toBe("X");
      } finally {
        delete prototype["polluted"];
      }
    });
  });

  test("constructor and __proto__ are read only as own properties", () => {
    expect(expand("{constructor}{__proto__}{toString}{hasOwnProperty}", {})).toBe("");
    const own: unknown = JSON.parse('{"__proto__": "p", "constructor": "c"}');
    expect(expand("{?constructor,__proto__}", own as Record<string, unknown>)).toBe("?constructor=c&__proto__=p");
    const inherited = Object.create({ inherited: "x" }) as Record<string, unknown>;
    expect(expand("{inherited}", inherited)).toBe("");
    const map: unknown = JSON.parse('{"keys": {"__proto__": "p", "a": "b"}}');
    expect(expand("{?keys*}", map as Record<string, unknown>)).toBe("?__proto__=p&a=b");
  });

  test("a list is read by the indices below its length, never one inherited at its length", () => {
    const list: string[] = ["a"];
    Object.setPrototypeOf(list, Object.assign(Object.create(Array.prototype) as object, { 1: "inherited" }));
    expect(expand("{v}", { v: list })).toBe("a");
  });

  test("the variables object and its values are not mutated", () => {
    const deepFreeze = <A>(value: A): A => {
      if (typeof value === "object" && value !== null && !(value instanceof Date)) {
        Object.values(value).forEach(deepFreeze);
        Object.freeze(value);
      }
      return value;
    };
    const make = () => ({ list: ["red", null, "blue"], keys: { b: "2", a: "1", gone: undefined }, when: new Date(0), n: 42, empty: [] });
    const variables = deepFreeze(make());
    expect(expand("/{n}{/list*}{?keys*,when}{&empty}", variables)).toBe("/42/red/blue?b=2&a=1&when=1970-01-01T00%3A00%3A00.000Z");
    expect(variables).toEqual(make());
    expect(variables.when.getTime()).toBe(0);
  });

  describe("each variable's value is read once per varspec (a getter sees what is used)", () => {
    const readsOf = (template: string, values: Record<string, unknown>): Record<string, number> => {
      const reads: Record<string, number> = {};
      const variables = {};
      for (const [name, value] of Object.entries(values)) {
        Object.defineProperty(variables, name, {
          enumerable: true,
          get: () => {
            reads[name] = (reads[name] ?? 0) + 1;
            return value;
          },
        });
      }
      expandTemplate(template, variables);
      return reads;
    };

    test.each([
      ["unreserved text", "octokit"],
      ["text to encode", "a b/c"],
      ["a number", 42],
      ["a list", ["a", "b"]],
      ["an empty list", []],
      ["a value to refuse", () => 1],
    ])("a lone {name} holding %s", (_kind, value) => {
      expect(readsOf("/x/{name}/y", { name: value })).toEqual({ name: 1 });
    });

    test("a render that fails still reads each variable once", () => {
      expect(readsOf("/{a}/{b,c}{?d}/{e}", { a: () => 1, b: "x", c: "y", d: "z", e: "w" })).toEqual({ a: 1, b: 1, c: 1, d: 1, e: 1 });
    });
  });
});

// ---------------------------------------------------------------------------------------------
// What cannot be expanded: INVALID_PARAMETER, naming the variable; nothing throws.

describe("values that cannot be expanded", () => {
  const prefix = 'parameter "v" cannot be expanded in a URL template: ';
  const expected = " (expected a string, number, bigint, boolean, Date, list or plain object)";
  const members = " (list and map members must be strings, numbers, bigints, booleans or Dates)";
  const messageOf = (value: unknown, template = "{v}"): string => {
    const error = failure(template, { v: value });
    expect(error.code).toBe("INVALID_PARAMETER");
    return error.message;
  };

  test("a function, a symbol or a class instance names its kind and what is expected", () => {
    expect(messageOf(() => 1)).toBe(`${prefix}it is a function${expected}`);
    expect(messageOf(Symbol("s"))).toBe(`${prefix}it is a symbol${expected}`);
    expect(messageOf(new Map([["a", "b"]]))).toBe(`${prefix}it is a class instance${expected}`);
    expect(messageOf(new String("boxed"))).toBe(`${prefix}it is a class instance${expected}`);
    expect(messageOf(() => "x", "{?v}")).toBe(`${prefix}it is a function${expected}`);
  });

  test("a list member of the wrong type names its index, its kind and what members may be", () => {
    expect(messageOf(["a", () => 1])).toBe(`${prefix}its member 1 is a function${members}`);
    expect(messageOf([Symbol("s")])).toBe(`${prefix}its member 0 is a symbol${members}`);
    expect(messageOf(["a", "b", ["c"]])).toBe(`${prefix}its member 2 is a list${members}`);
    expect(messageOf([{ a: 1 }], "{v*}")).toBe(`${prefix}its member 0 is an object${members}`);
    expect(messageOf([new Set()])).toBe(`${prefix}its member 0 is a class instance${members}`);
  });

  test("a map member of the wrong type names its key", () => {
    expect(messageOf({ k: [1] })).toBe(`${prefix}its member "k" is a list${members}`);
    expect(messageOf({ a: { b: "c" } }, "{?v*}")).toBe(`${prefix}its member "a" is an object${members}`);
    expect(messageOf({ a: () => 1 })).toBe(`${prefix}its member "a" is a function${members}`);
  });

  test("an invalid Date says so, without a type hint", () => {
    expect(messageOf(new Date(Number.NaN), "/x/{v}")).toBe(`${prefix}it is an invalid Date`);
    expect(messageOf([new Date(Number.NaN)])).toBe(`${prefix}its member 0 is an invalid Date`);
  });

  test("a lone surrogate names the variable and the index in the string", () => {
    expect(messageOf("ab\uD800")).toBe(`${prefix}it is not well-formed Unicode (lone surrogate at index 2)`);
  });

  test("in a list, the index is within the first member that holds a lone surrogate", () => {
    expect(messageOf(["x", "\uDC00", "ab\uD800"])).toBe(`${prefix}it is not well-formed Unicode (lone surrogate at index 0)`);
  });

  test.each([
    ["{x}", { x: "a\uD800b" }],
    ["{+x}", { x: "\uDC00" }],
    ["{#x:1}", { x: "\uD800" }],
    ["{?list*}", { list: ["ok", "\uDBFF"] }],
    ["{keys*}", { keys: { ["\uDC00"]: "v" } }],
    ["{keys}", { keys: { k: "x\uD800" } }],
  ] as const)("a lone surrogate in %s is INVALID_PARAMETER naming the variable", (template, variables) => {
    const error = failure(template, variables);
    expect(error.code).toBe("INVALID_PARAMETER");
    expect(error.message).toMatch(new RegExp(`^parameter "${Object.keys(variables)[0] ?? ""}" .*lone surrogate`));
  });

  test("a well-formed surrogate pair is fine", () => {
    expect(expand("{x}", { x: "\uD834\uDD1E" })).toBe("%F0%9D%84%9E");
  });

  test("a getter that throws is INVALID_ARGUMENTS, not an exception", () => {
    const variables = Object.defineProperty({}, "v", {
      enumerable: true,
      get: () => {
        throw new Error("no");
      },
    });
    const error = failure("{v}", variables);
    expect(error.code).toBe("INVALID_ARGUMENTS");
    expect(error.message).toContain("no");
  });
});

// ---------------------------------------------------------------------------------------------
// Lists that claim a huge length are read by the elements they hold (4 294 967 295 holes are
// never walked); the elements come in index order.

describe("a list claiming a huge length", () => {
  test("new Array(2 ** 32 - 1) holding two elements expands to those two, in index order", () => {
    expect(expand("{v}", { v: claimsHugeLength() })).toBe("x,y");
    expect(expand("{/v*}", { v: claimsHugeLength() })).toBe("/x/y");
    expect(expand("{?v*}", { v: claimsHugeLength() })).toBe("?v=x&v=y");
  });

  test("one holding nothing is undefined", () => {
    expect(expand("X{?v}{v}", { v: new Array<unknown>(2 ** 32 - 1) })).toBe("X");
  });

  test("keys that are no array index (a name, -1, 01, 1.5, 2 ** 32 - 1) hold no element", () => {
    const list = claimsHugeLength();
    Object.assign(list, { named: "not an element", "-1": "negative", "01": "leading zero", "1.5": "fraction", "4294967295": "past the end" });
    expect(expand("{v}", { v: list })).toBe("x,y");
  });

  test("a Proxy claiming that length, its keys given in any order, expands its held elements in index order", () => {
    const proxy = new Proxy(["a", "b", "c"], {
      get: (target, key) => (key === "length" ? 2 ** 32 - 1 : Reflect.get(target, key)),
      ownKeys: () => ["2", "length", "0"],
    });
    expect(expand("{v}", { v: proxy })).toBe("a,c");
  });

  test("a Proxy whose length grows after the first read is read to the length first read", () => {
    let reads = 0;
    const lying = new Proxy(["a"], { get: (target, key) => (key === "length" ? (++reads === 1 ? 1 : 2 ** 32 - 1) : Reflect.get(target, key)) });
    expect(expand("{v}", { v: lying })).toBe("a");
  });
});
