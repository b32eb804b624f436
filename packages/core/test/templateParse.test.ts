import * as E from "fp-ts/Either";
import type { EndpointError } from "../src";
import { type Template, templateParse } from "../src/uriTemplate/templateParse";

const parsed = (source: string): Template => {
  const result = templateParse(source);
  if (E.isLeft(result)) throw new Error(`expected ${source} to parse: ${result.left.message}`);
  return result.right;
};

const failure = (source: string): EndpointError => {
  const result = templateParse(source);
  if (E.isRight(result)) throw new Error(`expected ${source} to be rejected`);
  return result.left;
};

describe("templateParse structure", () => {
  test("operators, explode and prefix modifiers", () => {
    expect(parsed("/repos{/owner}/x{?a*,b:3}{+c}{#d:9999}{.e*}{;f}{&g}{h.i%20j,Z_9}").parts).toEqual([
      { kind: "literal", text: "/repos" },
      { kind: "expression", operator: "/", variables: [{ name: "owner", explode: false, prefix: undefined }] },
      { kind: "literal", text: "/x" },
      {
        kind: "expression",
        operator: "?",
        variables: [
          { name: "a", explode: true, prefix: undefined },
          { name: "b", explode: false, prefix: 3 },
        ],
      },
      { kind: "expression", operator: "+", variables: [{ name: "c", explode: false, prefix: undefined }] },
      { kind: "expression", operator: "#", variables: [{ name: "d", explode: false, prefix: 9999 }] },
      { kind: "expression", operator: ".", variables: [{ name: "e", explode: true, prefix: undefined }] },
      { kind: "expression", operator: ";", variables: [{ name: "f", explode: false, prefix: undefined }] },
      { kind: "expression", operator: "&", variables: [{ name: "g", explode: false, prefix: undefined }] },
      {
        kind: "expression",
        operator: "",
        variables: [
          { name: "h.i%20j", explode: false, prefix: undefined },
          { name: "Z_9", explode: false, prefix: undefined },
        ],
      },
    ]);
  });

  test("the source is kept, and each call gives a fresh object", () => {
    const template = parsed("/a/{b}");
    expect(template.source).toBe("/a/{b}");
    expect(parsed("/a/{b}")).not.toBe(template);
    expect(parsed("/a/{b}")).toEqual(template);
  });

  test("an empty template has no parts", () => {
    expect(parsed("").parts).toEqual([]);
  });

  test("literals keep unreserved, reserved and pct-encoded triplets, and UTF-8-encode the rest", () => {
    expect(parsed("azAZ09-._~:/?#[]@!$&'()*+,;=").parts).toEqual([
      { kind: "literal", text: "azAZ09-._~:/?#[]@!$&'()*+,;=" },
    ]);
    expect(parsed('café %41%2f%zz%4|<>"^`\\ 𝄞\n').parts).toEqual([
      { kind: "literal", text: "caf%C3%A9%20%41%2f%25zz%254%7C%3C%3E%22%5E%60%5C%20%F0%9D%84%9E%0A" },
    ]);
  });

  test("literal runs between expressions are single parts", () => {
    expect(parsed("a{b}c%20d{e}").parts.map((part) => part.kind)).toEqual([
      "literal",
      "expression",
      "literal",
      "expression",
    ]);
  });
});

describe("templateParse errors say where", () => {
  test("the example of the brief, in full", () => {
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
    const error = failure(source);
    expect(error.code).toBe("INVALID_URL_TEMPLATE");
    expect(error.message).toContain(`invalid URL template ${JSON.stringify(source)}: ${where}, expected `);
    expect(error.message).toContain(expected);
  });
});

describe("templateParse: character classes at their boundaries", () => {
  test("the first and last letters and hex digits are accepted in names", () => {
    expect(parsed("{A}{z}{Z}{a}").parts).toHaveLength(4);
    expect(parsed("{%A0%a0%F0%f0}").parts).toEqual([
      { kind: "expression", operator: "", variables: [{ name: "%A0%a0%F0%f0", explode: false, prefix: undefined }] },
    ]);
  });

  test("in a literal, a % before a character just outside 0-9, A-F and a-f starts no triplet: it is encoded", () => {
    const literal = (source: string): unknown => parsed(source).parts[0];
    for (const [source, text] of [
      ["x%4/y", "x%254/y"],
      ["x%4:y", "x%254:y"],
      ["x%4@y", "x%254@y"],
      ["x%4Gy", "x%254Gy"],
      ["x%4`y", "x%254%60y"],
      ["x%4gy", "x%254gy"],
    ]) {
      expect(literal(source as string)).toEqual({ kind: "literal", text });
    }
    for (const kept of ["x%49y", "x%4Ay", "x%4Fy", "x%4ay", "x%4fy"]) expect(literal(kept)).toEqual({ kind: "literal", text: kept });
  });

  test("a pct-encoded triplet may be followed by more of the name or by the end of the name", () => {
    expect(parsed("{%41}").parts).toEqual([
      { kind: "expression", operator: "", variables: [{ name: "%41", explode: false, prefix: undefined }] },
    ]);
  });

  test("characters that are not hex digits after % in a name are rejected at their position", () => {
    expect(failure("{%G1}").message).toMatch(/unexpected "G" at position 2, expected two hexadecimal digits after "%"$/);
    expect(failure("{%_1}").message).toMatch(/unexpected "_" at position 2, expected two hexadecimal digits after "%"$/);
    expect(failure("{%g1}").message).toMatch(/unexpected "g" at position 2/);
  });

  test("both ends of the surrogate range are lone surrogates in a literal; U+E000 is not", () => {
    expect(failure("a\uD800").message).toMatch(/at position 1, expected a well-formed character \(lone surrogate\)$/);
    expect(failure("a\uDFFF").message).toMatch(/at position 1, expected a well-formed character \(lone surrogate\)$/);
    expect(parsed("\uE000").parts).toEqual([{ kind: "literal", text: "%EE%80%80" }]);
  });

  test("U+FFFF is one UTF-16 unit: the { after it still opens an expression", () => {
    expect(parsed("\uFFFF{x}").parts).toEqual([
      { kind: "literal", text: "%EF%BF%BF" },
      { kind: "expression", operator: "", variables: [{ name: "x", explode: false, prefix: undefined }] },
    ]);
  });

  test("only % starts a kept triplet: another character followed by two hex digits is encoded itself", () => {
    expect(parsed(" ab").parts).toEqual([{ kind: "literal", text: "%20ab" }]);
    expect(parsed("%41 ").parts).toEqual([{ kind: "literal", text: "%41%20" }]);
  });
});

describe("templateParse: reserved operators and what is expected", () => {
  test.each(["=", ",", "!", "@", "|"])("%s is reserved for future extensions", (op) => {
    expect(failure(`{${op}x}`).message).toContain(`("${op}" is reserved for future extensions)`);
  });

  test("after an operator or a comma only a variable name is expected", () => {
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
  });
});
