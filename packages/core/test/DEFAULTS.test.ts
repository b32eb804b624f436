import { DEFAULTS } from "../src";

describe("DEFAULTS", () => {
  test("is frozen all the way down", () => {
    expect(Object.isFrozen(DEFAULTS)).toBe(true);
    expect(Object.isFrozen(DEFAULTS.headers)).toBe(true);
    expect(Object.isFrozen(DEFAULTS.mediaType)).toBe(true);
  });
});
