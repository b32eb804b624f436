import { pathMemo } from "../src/pathMemo";

describe("pathMemo", () => {
  const counting = () => {
    const calls: string[] = [];
    const memo = pathMemo<string | undefined>(3);
    const lookup = (path: readonly unknown[]) =>
      memo(path, () => {
        const spelt = JSON.stringify(path);
        calls.push(spelt);
        return path.includes("none") ? undefined : spelt;
      });
    return { calls, memo, lookup };
  };

  test("a path met again is looked up, not computed again; an undefined value is kept too", () => {
    const { calls, memo, lookup } = counting();
    expect(lookup(["a", "b"])).toBe('["a","b"]');
    expect(lookup(["a", "b"])).toBe('["a","b"]');
    expect(lookup(["none"])).toBeUndefined();
    expect(lookup(["none"])).toBeUndefined();
    expect(calls).toEqual(['["a","b"]', '["none"]']);
    expect(memo.size()).toBe(2);
  });

  test("paths are told apart step by step: a prefix, an extension, undefined and the empty path are each their own", () => {
    const { calls, lookup } = counting();
    const paths: unknown[][] = [[], ["a"], ["a", "b"], ["ab"], [undefined, "a"], ["a", undefined], [1], ["1"]];
    for (const path of paths) expect(lookup(path)).toBe(JSON.stringify(path));
    expect(calls).toHaveLength(paths.length);
  });

  test("at most `capacity` values are kept: past that it starts over, and answers stay right", () => {
    const { calls, memo, lookup } = counting();
    for (const key of ["a", "b", "c"]) lookup([key]);
    expect(memo.size()).toBe(3);
    expect(lookup(["d"])).toBe('["d"]');
    expect(memo.size()).toBe(1);
    expect(lookup(["a"])).toBe('["a"]');
    expect(calls).toEqual(['["a"]', '["b"]', '["c"]', '["d"]', '["a"]']);
    expect(lookup(["d"])).toBe('["d"]');
    expect(memo.size()).toBe(2);
  });
});

describe("pathMemo when compute throws", () => {
  test("nothing is kept: the next call computes again, and the count of kept values does not move", () => {
    const memo = pathMemo<string>(3);
    let calls = 0;
    const failing = () => {
      calls += 1;
      throw new Error("no");
    };
    expect(() => memo(["a", "b"], failing)).toThrow("no");
    expect(() => memo(["a", "b"], failing)).toThrow("no");
    expect(calls).toBe(2);
    expect(memo.size()).toBe(0);
    expect(memo(["a", "b"], () => "ab")).toBe("ab");
    expect(memo(["a"], () => "a")).toBe("a");
    expect(memo.size()).toBe(2);
  });
});
