import * as E from "fp-ts/Either";
import { EndpointError } from "../src";
import { successMemo } from "../src/successMemo";

describe("successMemo", () => {
  const counting = () => {
    const calls: string[] = [];
    const memo = successMemo(3, (key: string) => {
      calls.push(key);
      return key.startsWith("bad") ? E.left(new EndpointError("INVALID_ROUTE", key)) : E.right({ key });
    });
    return { calls, memo };
  };

  test("a hit returns the kept answer, frozen, without computing again", () => {
    const { calls, memo } = counting();
    const first = memo("a");
    expect(memo("a")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(calls).toEqual(["a"]);
  });

  test("failures are not kept: each is computed again, a fresh error each time", () => {
    const { calls, memo } = counting();
    const first = memo("bad");
    const second = memo("bad");
    expect(E.isLeft(first) && E.isLeft(second) && first.left !== second.left).toBe(true);
    expect(calls).toEqual(["bad", "bad"]);
    expect(memo.size()).toBe(0);
  });

  test("at most `capacity` entries: the oldest insertion goes first", () => {
    const { calls, memo } = counting();
    for (const key of ["a", "b", "c", "d"]) memo(key);
    expect(memo.size()).toBe(3);
    memo("b");
    memo("a");
    expect(calls).toEqual(["a", "b", "c", "d", "a"]);
  });

  test("eviction goes on in insertion order, round after round, never past `capacity`", () => {
    const { calls, memo } = counting();
    const keys = Array.from({ length: 10 }, (_, i) => `k${i}`);
    for (const key of keys) memo(key);
    expect(memo.size()).toBe(3);
    // The last three inserted are kept; every earlier one was evicted, oldest first.
    calls.length = 0;
    for (const key of ["k7", "k8", "k9"]) memo(key);
    expect(calls).toEqual([]);
    memo("k6");
    // k6 came back in k7's place (the oldest): k8, k9 and k6 are kept now.
    for (const key of ["k8", "k9", "k6"]) memo(key);
    expect(calls).toEqual(["k6"]);
    memo("k7");
    expect(calls).toEqual(["k6", "k7"]);
    expect(memo.size()).toBe(3);
  });

  test("a failure takes no place in the eviction order", () => {
    const { calls, memo } = counting();
    for (const key of ["a", "bad1", "b", "bad2", "c"]) memo(key);
    expect(memo.size()).toBe(3);
    calls.length = 0;
    for (const key of ["a", "b", "c"]) memo(key);
    expect(calls).toEqual([]);
  });
});
