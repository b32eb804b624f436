import * as core from "@request-options/core";
import * as internal from "@request-options/core/internal";

describe("the core's two entries", () => {
  it("@request-options/core exports the stages, their compositions, the template engine, EndpointError and DEFAULTS, and nothing of the boundary", () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        "DEFAULTS",
        "EndpointError",
        "VERSION",
        "acceptAmend",
        "buildRequest",
        "defaultsCascade",
        "derivedDefaults",
        "expandTemplate",
        "guarded",
        "mergeOptions",
        "mergedParse",
        "paramPartition",
        "parseOptions",
        "requestBuilder",
        "routeParse",
        "templateExpand",
        "templateParse",
        "templateRender",
      ].sort(),
    );
  });

  it("@request-options/core/internal holds every public name as the same value: one copy, one EndpointError class", () => {
    for (const [name, value] of Object.entries(core)) expect([name, (internal as Record<string, unknown>)[name]]).toEqual([name, value]);
    expect(core.EndpointError).toBe(internal.EndpointError);
    expect(Object.keys(internal)).toEqual(expect.arrayContaining(["own", "ownSet", "hasOwn", "isPlainObject", "optionsRead", "knownCheck", "stages", "dotSegmentCheck"]));
  });
});
