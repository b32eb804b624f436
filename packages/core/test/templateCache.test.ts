import * as E from "fp-ts/Either";
import type { EndpointError } from "../src";
import { templateCacheSize, templateParseCached } from "../src/uriTemplate/templateCache";
import { type Template, templateParse } from "../src/uriTemplate/templateParse";

const right = (result: E.Either<EndpointError, Template>): Template => {
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

describe("templateParseCached", () => {
  test.each(["/repos/{owner}/{repo}", "{?a*,b:3}", "café{#x}", ""])("same result as templateParse: %j", (source) => {
    expect(templateParseCached(source)).toEqual(templateParse(source));
    // Asked again, the answer is unchanged.
    expect(templateParseCached(source)).toEqual(templateParse(source));
  });

  test.each(["{a b}", "/x}", "{var:0}"])("same failure as templateParse: %j", (source) => {
    const cached = templateParseCached(source);
    const direct = templateParse(source);
    expect(E.isLeft(cached)).toBe(true);
    expect(cached).toEqual(direct);
    expect(E.isLeft(cached) && E.isLeft(direct) && cached.left.message === direct.left.message).toBe(true);
  });

  test("a hit returns the very same parsed template", () => {
    const first = right(templateParseCached("/hit/{x}"));
    expect(right(templateParseCached("/hit/{x}"))).toBe(first);
  });

  test("a cached template is deeply frozen, so no caller can change what others get", () => {
    const template = right(templateParseCached("/frozen/{a,b*}{?c:2}"));
    expect(Object.isFrozen(template)).toBe(true);
    expect(Object.isFrozen(template.parts)).toBe(true);
    for (const part of template.parts) {
      expect(Object.isFrozen(part)).toBe(true);
      if (part.kind === "expression") {
        expect(Object.isFrozen(part.variables)).toBe(true);
        expect(part.variables.every((spec) => Object.isFrozen(spec))).toBe(true);
      }
    }
  });

  test("failures are not stored", () => {
    const before = templateCacheSize();
    templateParseCached("/never{");
    templateParseCached("/never{");
    expect(templateCacheSize()).toBe(before);
  });

  test("the cache holds at most 1000 templates and evicts the oldest insertion first", () => {
    const oldest = right(templateParseCached("/evict/oldest/{x}"));
    const second = right(templateParseCached("/evict/second/{x}"));
    for (let i = 0; i < 1000; i += 1) templateParseCached(`/evict/${i}/{x}`);
    expect(templateCacheSize()).toBe(1000);
    const newest = right(templateParseCached("/evict/999/{x}"));
    expect(right(templateParseCached("/evict/999/{x}"))).toBe(newest);
    // The two oldest were evicted: they are parsed again, equal but no longer the same object.
    const recomputed = right(templateParseCached("/evict/oldest/{x}"));
    expect(recomputed).not.toBe(oldest);
    expect(recomputed).toEqual(oldest);
    expect(right(templateParseCached("/evict/second/{x}"))).not.toBe(second);
    expect(templateCacheSize()).toBe(1000);
  });
});
