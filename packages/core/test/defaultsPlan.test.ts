import * as E from "fp-ts/Either";
import fc from "fast-check";
import type { MergedOptions } from "@request-options/types";
import { cascadedMerge, cascadedOf, DEFAULTS } from "../src";
import { defaultsCascade } from "../src/stages/defaultsCascade";
import { defaultsPlan } from "../src/defaultsPlan";
import { mergeDeep } from "../src/mergeDeep";
import { optionsPatch } from "./referenceMerge";
import { mergedParse } from "../src/stages/pipeline";
import { plainCopy } from "../src/plainTree";
import { rightOf } from "./leftCode";

// The reference: the options checked whole and merged deep onto the defaults as one object,
// as the library first merged them (referenceMerge.ts), copied. The cascade,
// which reads the defaults' plan and leaves the parameters where they are, must agree.
const reference = (defaults: MergedOptions) => (options: Readonly<Record<string, unknown>>) =>
  E.map((patch: Record<string, unknown>) => cascadedOf(mergeDeep(plainCopy)(defaults, patch) as MergedOptions))(optionsPatch(defaults)(options));

// The same defaults unfrozen: planned again on every call, never kept.
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
    fc.record(
      {
        format: fc.constantFrom("raw", "", undefined),
        // Names given twice, with and without -preview, and "-preview" alone (nothing left).
        previews: fc.constantFrom(["x-preview", "y"], [], undefined, ["y", "y-preview", "-preview"], ["z", "x"]),
        other: fc.constantFrom<unknown>(1, undefined),
      },
      { requiredKeys: [] },
    ),
    // eslint-disable-next-line no-sparse-arrays
    fc.constantFrom<unknown>([], "raw", { format: "a b" }, { format: 1 }, { previews: ["a b"] }, { previews: "x" }, { previews: [, "x"] }, { previews: [null] }),
  ),
  request: valid(fc.constantFrom<unknown>({ timeout: 1 }, { signal: "s" }, new Agent()), fc.constantFrom(42, null)),
  team: fc.constantFrom<unknown>({ slug: "y", id: 1 }, "core", ["t"]),
  data: fc.constantFrom<unknown>({ a: 1 }, "raw", null),
  owner: valid(fc.constantFrom<unknown>("octokit", { nested: true }, [1, 2]), fc.constant(undefined)),
  per_page: fc.constantFrom<unknown>(100, "100"),
};

describe("defaultsCascade against the reference merge", () => {
  const planned: MergedOptions[] = [
    DEFAULTS,
    Object.freeze({ ...DEFAULTS, baseUrl: "https://ghe.example.com/api/v3", team: "core", headers: Object.freeze({ ...DEFAULTS.headers, authorization: "token x" }) }),
    // A request of leaves; parameters that the options may override.
    Object.freeze({ ...DEFAULTS, request: Object.freeze({ timeout: 5, fetch: () => undefined }), owner: "a", team: 7, per_page: 30 }),
    Object.freeze({ ...DEFAULTS, mediaType: Object.freeze({ format: "diff", previews: Object.freeze(["x"]) as string[] }) }),
    // Branches: a nested request, a parameter that is an object or a list, a data object.
    Object.freeze({ ...DEFAULTS, request: Object.freeze({ hook: Object.freeze({ a: 1 }) }), team: Object.freeze({ slug: "x", nested: Object.freeze({ d: 1 }) }) }),
    Object.freeze({ ...DEFAULTS, labels: Object.freeze(["a"]), data: Object.freeze({ a: 1, b: Object.freeze({ c: 2 }) }), owner: "o" }),
    // Not frozen: planned on every call.
    unfrozen({ ...DEFAULTS, team: { slug: "y" } }),
  ];

  test.each(planned.map((defaults, i) => [i, defaults] as const))(
    "defaults %i: the same merge, key order included, the same requests built, the same errors",
    (_, defaults) => {
      const expectedOf = reference(defaults);
      const cascade = defaultsCascade(defaults);
      let merged = 0;
      fc.assert(
        fc.property(fc.record(option, { requiredKeys: [] }), (options) => {
          const expected = expectedOf(options);
          const actual = cascade(options);
          if (E.isRight(expected) && E.isRight(actual)) {
            merged += 1;
            expect(ordered(cascadedMerge(actual.right))).toStrictEqual(ordered(cascadedMerge(expected.right)));
            // The parameters are read from both sides in merge order: the same query and body.
            const built = mergedParse(actual.right);
            const builtReference = mergedParse(expected.right);
            if (E.isRight(built) && E.isRight(builtReference)) expect(ordered(built.right)).toStrictEqual(ordered(builtReference.right));
            else expect(built).toStrictEqual(builtReference);
          } else expect(actual).toStrictEqual(expected);
        }),
        { seed: 20250101, numRuns: 2000 },
      );
      // Not vacuous: most calls merge.
      expect(merged).toBeGreaterThan(200);
    },
  );

  test("the plan: parameter keys in order, branch keys among them, the optional known options", () => {
    const defaults = Object.freeze({ ...DEFAULTS, url: "/x", owner: "o", team: Object.freeze({ a: 1 }), labels: Object.freeze(["a"]), request: Object.freeze({ timeout: 1 }) });
    const plan = rightOf(defaultsPlan(defaults));
    expect([...plan.parameterKeys]).toEqual(["owner", "team", "labels"]);
    expect(plan.branchKeys).toEqual(["team", "labels"]);
    expect(plan.url).toBe("/x");
    expect(plan.request).toBe(defaults.request);
    expect(rightOf(defaultsPlan(defaults))).toBe(plan);
    // Unfrozen defaults may change: planned anew.
    const open = unfrozen(DEFAULTS);
    expect(rightOf(defaultsPlan(open))).not.toBe(rightOf(defaultsPlan(open)));
  });

  test("a default parameter that is a branch reaches a result as a copy, never frozen", () => {
    const defaults = Object.freeze({ ...DEFAULTS, labels: Object.freeze(["a"]), data: undefined, team: Object.freeze({ slug: "x" }) });
    const result = mergedParse(rightOf(defaultsCascade(defaults)({ method: "POST", url: "/x", team: { id: 1 } })));
    if (E.isLeft(result)) throw result.left;
    const body = result.right.body as { labels: string[]; team: Record<string, unknown> };
    expect(body).toEqual({ labels: ["a"], team: { slug: "x", id: 1 } });
    expect(Object.isFrozen(body.labels)).toBe(false);
    expect(body.labels).not.toBe(defaults.labels);
  });

  test("a bad header name fails even with an undefined value", () => {
    const result = defaultsCascade(DEFAULTS)({ headers: { "bad name": undefined } });
    expect(E.isLeft(result) && result.left.code).toBe("INVALID_HEADER");
  });

  test("nothing of the defaults is handed out: merged headers and mediaType, a result's request and headers are fresh", () => {
    const defaults = Object.freeze({ ...DEFAULTS, request: Object.freeze({ timeout: 5 }) });
    const flat = rightOf(defaultsCascade(defaults)({ url: "/x" }));
    const merged = cascadedMerge(flat);
    expect(merged.headers).not.toBe(DEFAULTS.headers);
    expect(merged.mediaType).not.toBe(DEFAULTS.mediaType);
    expect(Object.isFrozen(merged.headers)).toBe(false);
    expect(Object.isFrozen(merged.mediaType)).toBe(false);
    const built = mergedParse(flat);
    if (E.isLeft(built)) throw built.left;
    expect(built.right.request).toEqual({ timeout: 5 });
    expect(Object.isFrozen(built.right.request)).toBe(false);
    expect(Object.isFrozen(built.right.headers)).toBe(false);
  });

  test("symbol keys and an own __proto__ are handled as by the reference", () => {
    const options = JSON.parse('{"__proto__": "p", "url": "/x"}') as Record<string | symbol, unknown>;
    options[Symbol("s")] = 1;
    const flat = rightOf(defaultsCascade(DEFAULTS)(options));
    const expected = rightOf(reference(DEFAULTS)(options));
    const merged = cascadedMerge(flat);
    expect(ordered(merged)).toStrictEqual(ordered(cascadedMerge(expected)));
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.getOwnPropertySymbols(merged)).toEqual([]);
    const built = mergedParse(flat);
    expect(E.isRight(built) && built.right.url).toBe("https://api.github.com/x?__proto__=p");
  });
});

describe("defaultsCascade: a mediaType read as the reference reads it", () => {
  // Both read the own format and previews alone, each once, the previews by index.
  const both = (options: () => Record<string, unknown>) => {
    const flat = defaultsCascade(DEFAULTS)(options());
    const general = reference(DEFAULTS)(options());
    if (E.isLeft(flat) || E.isLeft(general)) throw new Error("expected both to merge");
    expect(cascadedMerge(flat.right).mediaType).toStrictEqual(cascadedMerge(general.right).mediaType);
    return cascadedMerge(flat.right).mediaType;
  };

  test.each([true, false])("a format or previews on a polluted Object.prototype (enumerable: %s) is not taken", (enumerable) => {
    for (const [key, value] of [["format", "bad fmt!"], ["format", "diff"], ["previews", ["evil"]]] as const) {
      Object.defineProperty(Object.prototype, key, { value, enumerable, configurable: true, writable: true });
      try {
        expect(both(() => ({ mediaType: { previews: ["a"] } }))).toEqual({ format: "", previews: ["a"] });
        expect(both(() => ({ mediaType: { format: "raw" } }))).toEqual({ format: "raw" });
      } finally {
        delete (Object.prototype as Record<string, unknown>)[key];
      }
    }
  });

  test("previews are read by index, the length once: an iterator of the caller's is never run", () => {
    const iterated = () => {
      const previews = ["a"];
      (previews as unknown as Record<symbol, unknown>)[Symbol.iterator] = function* () {
        yield "bad name";
      };
      return { mediaType: { previews } };
    };
    expect(both(iterated)).toEqual({ format: "", previews: ["a"] });
    let lengthReads = 0;
    const growing = () => {
      const target = ["a", "b"];
      const previews = new Proxy(target, { get: (list, key, receiver) => (key === "length" ? ((lengthReads += 1), lengthReads === 1 ? 1 : 2) : Reflect.get(list, key, receiver)) });
      return { mediaType: { previews } };
    };
    const flat = defaultsCascade(DEFAULTS)(growing());
    expect(lengthReads).toBe(1);
    expect(E.isRight(flat) && cascadedMerge(flat.right).mediaType).toEqual({ format: "", previews: ["a"] });
  });

  test("no other key of the mediaType is read", () => {
    const withGetters = () => ({
      mediaType: {
        format: "raw",
        get other(): never {
          throw new Error("read");
        },
        get [Symbol("s")](): never {
          throw new Error("read");
        },
      },
    });
    expect(both(withGetters)).toEqual({ format: "raw" });
  });
});

describe("defaultsCascade: previews of any length", () => {
  test("a sparse list of length 2 ** 32 - 1 is refused at its first hole, as by the reference, not copied", () => {
    const huge = () => ({ mediaType: { previews: Object.assign([], { length: 2 ** 32 - 1 }) } });
    for (const cascade of [defaultsCascade(DEFAULTS), reference(DEFAULTS)]) {
      const result = cascade(huge());
      expect(E.isLeft(result) && result.left.code).toBe("INVALID_OPTIONS");
      expect(E.isLeft(result) && result.left.message).toContain("mediaType.previews.0");
    }
  });
});
