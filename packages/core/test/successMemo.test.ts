import * as E from "fp-ts/Either";
import { EndpointError } from "../src/EndpointError";
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
});
