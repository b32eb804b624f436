import * as t from "io-ts";
import { EndpointOptions } from "@request-options/types";
import { optionsCheck, optionsExplain, valueShow } from "../src/optionsCheck";
import { leftCode, leftMessage, rightOf } from "./leftCode";

const check = optionsCheck(EndpointOptions);

describe("valueShow", () => {
  test("a string is shown quoted, in full up to 60 characters", () => {
    expect(valueShow("ab")).toBe('"ab"');
    expect(valueShow("")).toBe('""');
    const sixty = "x".repeat(60);
    expect(valueShow(sixty)).toBe(`"${sixty}"`);
  });

  test("a string longer than 60 characters is cut to its first 60 and an ellipsis", () => {
    const long = `${"a".repeat(60)}bcd`;
    expect(valueShow(long)).toBe(`"${"a".repeat(60)}…"`);
    expect(valueShow("y".repeat(61))).toBe(`"${"y".repeat(60)}…"`);
  });

  test("numbers, booleans and undefined as written in code", () => {
    expect(valueShow(42)).toBe("42");
    expect(valueShow(true)).toBe("true");
    expect(valueShow(undefined)).toBe("undefined");
  });

  test("a bigint with its n suffix", () => {
    expect(valueShow(BigInt(7))).toBe("7n");
  });

  test("functions and symbols by their kind, not their text", () => {
    expect(valueShow(() => "secret")).toBe("a function");
    expect(valueShow(Symbol("s"))).toBe("a symbol");
  });

  test("null, arrays and other objects by their kind", () => {
    expect(valueShow(null)).toBe("null");
    expect(valueShow([1, 2])).toBe("an array");
    expect(valueShow({ a: 1 })).toBe("an object");
  });
});

describe("optionsCheck messages", () => {
  test("a header name that is no token: the name message", () => {
    const result = check({ headers: { "bad name": "x" } });
    expect(leftCode(result)).toBe("INVALID_HEADER");
    expect(leftMessage(result)).toContain('invalid header name "bad name"');
    expect(leftMessage(result)).toContain("RFC 9110 token");
  });

  test("a bad header value: the value message, naming the header and showing the value", () => {
    const result = check({ headers: { "x-a": "1\r\n2" } });
    expect(leftCode(result)).toBe("INVALID_HEADER");
    expect(leftMessage(result)).toContain('invalid value for header "x-a"');
    expect(leftMessage(result)).not.toContain("invalid header name");
  });

  test("a bad baseUrl string: the baseUrl message", () => {
    const result = check({ baseUrl: "/api" });
    expect(leftCode(result)).toBe("INVALID_BASE_URL");
    expect(leftMessage(result)).toContain('invalid baseUrl "/api"');
    expect(leftMessage(result)).toContain("absolute http: or https: URL");
  });

  test("a baseUrl that is no string is INVALID_OPTIONS, like a method that is no string", () => {
    const result = check({ baseUrl: 7 });
    expect(leftCode(result)).toBe("INVALID_OPTIONS");
    expect(leftMessage(result)).toContain('invalid option "baseUrl"');
  });

  test("INVALID_OPTIONS names what was expected and what was got", () => {
    const result = check({ url: 7 });
    expect(leftCode(result)).toBe("INVALID_OPTIONS");
    expect(leftMessage(result)).toBe('invalid option "url": expected string, got 7');
  });

  test("a codec whose guard and decode disagree still gives a Left naming the codec", () => {
    const odd = new t.Type<number, number, unknown>("Odd", (u): u is number => false, () => t.success(1), (n) => n);
    const result = optionsCheck(odd)("x");
    expect(leftCode(result)).toBe("INVALID_OPTIONS");
    expect(leftMessage(result)).toBe("invalid options: expected Odd");
  });

  test("a value that passes is returned as it is", () => {
    const options = { url: "/x" };
    expect(rightOf(check(options))).toBe(options);
  });
});

describe("optionsExplain", () => {
  test("a value the decoder passes (a getter's second read can) is still refused, naming what was expected", () => {
    const explained = optionsExplain(t.string)("fine");
    expect(leftCode(explained)).toBe("INVALID_OPTIONS");
    expect(leftMessage(explained)).toBe("invalid options: expected string");
  });

  test("a value the decoder fails is explained by its first error", () => {
    expect(leftMessage(optionsExplain(EndpointOptions)({ url: 1 }))).toBe('invalid option "url": expected string, got 1');
  });
});
