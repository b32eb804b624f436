import * as E from "fp-ts/Either";
import { RequestOptions } from "@request-options/types";
import { requestCheck } from "../src";

describe("requestCheck", () => {
  test("the checked copy holds only the options given: no body or request key made up", () => {
    const checked = requestCheck({ method: "get", url: "https://x.test/", headers: {} });
    expect(E.isRight(checked) && Object.keys(checked.right)).toEqual(["method", "url", "headers"]);
  });
});

describe("requestCheck reads what RequestOptions names", () => {
  test("every member of the codec, required and optional, is read and kept: the names read by hand are the codec's", () => {
    const given = { method: "get", url: "https://x.test/", headers: { a: "1" }, body: { b: 1 }, request: { c: 1 } };
    const checked = requestCheck(given);
    const members = RequestOptions.types.flatMap((type) => Object.keys(type.props));
    expect(E.isRight(checked) && Object.keys(checked.right).sort()).toEqual([...members].sort());
  });

  test("each member is checked by its codec: a bad one of each is refused", () => {
    const good = { method: "get", url: "https://x.test/", headers: {}, request: {} };
    for (const bad of [{ method: "g t" }, { url: 1 }, { headers: { a: "\n" } }, { request: 1 }]) {
      expect(E.isLeft(requestCheck({ ...good, ...bad }))).toBe(true);
    }
    expect(E.isRight(requestCheck(good))).toBe(true);
  });
});
