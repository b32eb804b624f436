import { scalarText } from "../src/scalarText";

describe("scalarText", () => {
  test("a string as it is, well-formed or not; numbers, bigints and booleans by String()", () => {
    const lone = "a\uD800";
    expect(scalarText(lone)).toBe(lone);
    expect([1.5, -0, 10n, true, false].map(scalarText)).toEqual(["1.5", "0", "10", "true", "false"]);
  });

  test("anything else has no scalar text: its caller decides (a boxed string included)", () => {
    const others = [undefined, null, {}, [], Symbol("s"), () => 1, new String("boxed"), new Date(0)];
    expect(others.map(scalarText)).toEqual(others.map(() => undefined));
  });
});
