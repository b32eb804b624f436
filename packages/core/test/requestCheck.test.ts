import * as E from "fp-ts/Either";
import { requestCheck } from "../src/requestCheck";

describe("requestCheck", () => {
  test("the checked copy holds only the options given: no body or request key made up", () => {
    const checked = requestCheck({ method: "get", url: "https://x.test/", headers: {} });
    expect(E.isRight(checked) && Object.keys(checked.right)).toEqual(["method", "url", "headers"]);
  });
});
