import * as E from "fp-ts/Either";
import fc from "fast-check";
import type { MergedOptions } from "@request-options/types";
import { DEFAULTS } from "../src/DEFAULTS";
import { defaultsCascade } from "../src/defaultsCascade";
import { flatCascade } from "../src/flatCascade";

// Unfrozen defaults never take the flat path (what it learns of defaults must hold for good):
// the same defaults, unfrozen, are the general path to compare with.
const unfrozen = (defaults: MergedOptions): MergedOptions => ({ ...defaults, headers: { ...defaults.headers }, mediaType: { ...defaults.mediaType } });

class Agent {}

// Objects as nested entry lists: two results are equal only with their keys in one order
// (query strings are built in key order).
const ordered = (value: unknown): unknown =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.keys(value).map((key) => [key, ordered((value as Record<string, unknown>)[key])])
    : value;

// Each option mostly valid, sometimes not: both paths must meet often.
const valid = <A>(good: fc.Arbitrary<A>, bad: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: good, weight: 6 }, { arbitrary: bad, weight: 1 });

const option = {
  method: valid(fc.constantFrom("get", "POST"), fc.constantFrom("B@D", 42)),
  url: valid(fc.constantFrom("/a/{b}", "/x"), fc.constantFrom("GET /x", 1)),
  baseUrl: valid(fc.constant("https://ghe.example.com/api/v3/"), fc.constantFrom("ftp://x.example", "https://h:99999")),
  headers: valid(
    fc.dictionary(fc.constantFrom("X-A", "accept", "User-Agent", "__proto__"), fc.constantFrom<unknown>("v", 1, undefined)),
    fc.oneof(fc.constantFrom<unknown>("x", null, []), fc.dictionary(fc.constantFrom("bad name", "x-b"), fc.constantFrom<unknown>("a\r\nb", Number.NaN, undefined), { minKeys: 1 })),
  ),
  mediaType: valid(
    fc.record({ format: fc.constantFrom("raw", undefined), previews: fc.constantFrom(["x-preview", "y"], [], undefined) }, { requiredKeys: [] }),
    fc.constantFrom<unknown>([], "raw", { format: "a b" }, { previews: ["a b"] }),
  ),
  request: valid(fc.constantFrom<unknown>({ timeout: 1 }, { signal: "s" }, new Agent()), fc.constantFrom(42, null)),
  team: fc.constantFrom<unknown>({ slug: "y", id: 1 }, "core", ["t"]),
  data: fc.constantFrom<unknown>({ a: 1 }, "raw", null),
  owner: valid(fc.constantFrom<unknown>("octokit", { nested: true }, [1, 2]), fc.constant(undefined)),
  per_page: fc.constantFrom<unknown>(100, "100"),
};

describe("flatCascade", () => {
  const flatDefaults: MergedOptions[] = [
    DEFAULTS,
    Object.freeze({ ...DEFAULTS, baseUrl: "https://ghe.example.com/api/v3", team: "core", headers: Object.freeze({ ...DEFAULTS.headers, authorization: "token x" }) }),
    // Branches of leaves only merge one level deep: a request with a fetch, a list parameter.
    Object.freeze({ ...DEFAULTS, request: Object.freeze({ timeout: 5, fetch: () => undefined }), owner: Object.freeze(["a"]), team: Object.freeze({ slug: "x" }) }),
  ];

  test.each(flatDefaults.map((defaults, i) => [i, defaults] as const))(
    "defaults %i: the flat path gives what the general path gives, key order included, or leaves the call to it",
    (_, defaults) => {
      const general = defaultsCascade(unfrozen(defaults));
      const cascade = defaultsCascade(defaults);
      let taken = 0;
      fc.assert(
        fc.property(fc.record(option, { requiredKeys: [] }), (options) => {
          const flat = flatCascade(defaults, options);
          const expected = general(options);
          const actual = cascade(options);
          if (flat !== undefined) {
            taken += 1;
            expect(E.isRight(expected)).toBe(true);
          }
          if (E.isRight(expected) && E.isRight(actual)) expect(ordered(actual.right)).toStrictEqual(ordered(expected.right));
          else expect(actual).toStrictEqual(expected);
        }),
        { seed: 20250101, numRuns: 2000 },
      );
      // Not vacuous: the flat path took a good share of the calls.
      expect(taken).toBeGreaterThan(200);
    },
  );

  test("defaults it cannot take go to the general path: unfrozen, or with branches in a branch", () => {
    expect(flatCascade(unfrozen(DEFAULTS), { url: "/x" })).toBeUndefined();
    const nested = Object.freeze({ ...DEFAULTS, page: Object.freeze({ size: Object.freeze({ max: 1 }) }) });
    expect(flatCascade(nested, { url: "/x" })).toBeUndefined();
    expect(flatCascade(DEFAULTS, { url: "/x" })).toEqual({ ...DEFAULTS, url: "/x" });
  });

  test("a bad header name fails even with an undefined value, as on the general path", () => {
    expect(flatCascade(DEFAULTS, { headers: { "bad name": undefined } })).toBeUndefined();
    const general = defaultsCascade(unfrozen(DEFAULTS))({ headers: { "bad name": undefined } });
    expect(E.isLeft(general) && general.left.code).toBe("INVALID_HEADER");
  });

  test("the result's headers and mediaType are fresh and mutable, the defaults' untouched", () => {
    const merged = flatCascade(DEFAULTS, { url: "/x" });
    expect(merged?.headers).not.toBe(DEFAULTS.headers);
    expect(merged?.mediaType).not.toBe(DEFAULTS.mediaType);
    expect(Object.isFrozen(merged?.headers)).toBe(false);
    expect(Object.isFrozen(merged?.mediaType)).toBe(false);
  });
});
