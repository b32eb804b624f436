// A/B of two builds of @request-options/core in one process: `node packages/bench/ab.cjs <dirA> <dirB>`
// alternates rounds of buildRequest over the bench mix on each build's dist directory (copy the
// old build's packages/core/dist beside the new one first, inside packages/core so that it
// resolves fp-ts), and prints the medians and the median of the per-round ratios A/B.
// docs/performance.md's second round was measured with it. AB_CASES=8,9 times those cases of
// the mix alone (indices into mix.mjs's cases). AB_DEFAULTS=1 times `derivedDefaults(DEFAULTS, o)` instead,
// `o` the mix's `.defaults()` options (bench.mjs's `.defaults()` row, without the endpoint function). AB_HEADERS=1
// times mix.mjs's `headerBodyCalls` instead: JSON bodies whose calls give a header (the merged headers' freeze).
const path = require("node:path");

const [dirA, dirB] = process.argv.slice(2);
if (dirA === undefined || dirB === undefined) {
  console.error("usage: node packages/bench/ab.cjs <dist directory A> <dist directory B>");
  process.exit(2);
}
const builds = [dirA, dirB].map((dir) => require(path.resolve(dir, "index.cjs")));

(async () => {
  const { cases: mixCases, derivedDefaults, headerBodyCalls } = await import("./mix.mjs");
  const cases = process.env.AB_HEADERS === "1" ? headerBodyCalls.map(([route, params]) => ({ route, params, derived: false })) : mixCases;
  // Each build's own defaults, the derived ones frozen as .defaults() freezes them.
  const plans = builds.map((core) => {
    const derived = core.mergeOptions(core.DEFAULTS, derivedDefaults).right;
    const frozen = Object.freeze({ ...derived, headers: Object.freeze({ ...derived.headers }), mediaType: Object.freeze({ ...derived.mediaType }) });
    const only = process.env.AB_CASES?.split(",").filter((text) => text.trim() !== "").map(Number);
    if (only !== undefined && (only.length === 0 || only.some((i) => !Number.isInteger(i) || i < 0 || i >= cases.length))) {
      console.error(`AB_CASES: comma-separated indices from 0 to ${cases.length - 1}`);
      process.exit(2);
    }
    return cases.filter((_, i) => only === undefined || only.includes(i)).map((c) => [c.derived ? frozen : core.DEFAULTS, c.route, c.params]);
  });
  let sink = 0;
  const derive = process.env.AB_DEFAULTS === "1";
  const run = (k, calls) => {
    if (derive) {
      for (let i = 0; i < calls * plans[k].length; i++) sink += builds[k].derivedDefaults(builds[k].DEFAULTS, derivedDefaults)._tag.length;
      return;
    }
    for (let i = 0; i < calls; i++) for (const [defaults, route, params] of plans[k]) sink += builds[k].buildRequest(defaults, route, params)._tag.length;
  };
  run(0, 20000);
  run(1, 20000);
  const times = [[], []];
  for (let round = 0; round < 16; round++) {
    for (const k of round % 2 ? [1, 0] : [0, 1]) {
      const start = performance.now();
      run(k, 5000);
      times[k].push(((performance.now() - start) * 1e3) / (5000 * plans[k].length));
    }
  }
  const median = (xs) => xs.slice().sort((x, y) => x - y)[xs.length >> 1];
  const ratios = times[0].map((t, i) => t / times[1][i]);
  console.log(`A ${median(times[0]).toFixed(3)} µs  B ${median(times[1]).toFixed(3)} µs  A/B ${median(ratios).toFixed(3)}`);
  if (sink === 42) console.log("");
})();
