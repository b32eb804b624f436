import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULTS, VERSION } from "@request-options/core";

// DECISIONS.md "Defaults" and "Names": GitHub's REST API v3; user-agent request-options/<version of
// @request-options/endpoint's package.json>.
const { version } = JSON.parse(readFileSync(join(__dirname, "../../endpoint/package.json"), "utf8")) as { version: string };

describe("DEFAULTS", () => {
  test("are the defaults DECISIONS.md names, the version read from @request-options/endpoint's package.json", () => {
    expect(VERSION).toBe(version);
    expect(DEFAULTS).toStrictEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": `request-options/${version}` },
      mediaType: { format: "" },
    });
  });

  test("is frozen all the way down", () => {
    expect(Object.isFrozen(DEFAULTS)).toBe(true);
    expect(Object.isFrozen(DEFAULTS.headers)).toBe(true);
    expect(Object.isFrozen(DEFAULTS.mediaType)).toBe(true);
  });
});
