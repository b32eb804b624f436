// Each route of the bench mix timed alone (best of 5 rounds of 20 000 calls): request-options,
// @octokit/endpoint, their ratio, and the hand-written floor. `node packages/bench/perRoute.mjs`
// after a build. A route timed alone is monomorphic, so its figures are lower than the mix's;
// docs/performance.md's per-route gains were measured with it.
import { endpoint } from "@request-options/endpoint";
import { endpoint as octokit } from "@octokit/endpoint";
import { cases, derivedDefaults } from "./mix.mjs";

const ours = endpoint.defaults(derivedDefaults);
const theirs = octokit.defaults(derivedDefaults);
const time = (run) => {
  for (let i = 0; i < 20000; i++) run();
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    for (let i = 0; i < 20000; i++) run();
    best = Math.min(best, performance.now() - start);
  }
  return (best * 1000) / 20000;
};
console.log("route".padEnd(53), "ours µs", "octokit µs", "ratio", "floor µs");
for (const c of cases) {
  const a = time(() => (c.derived ? ours : endpoint)(c.route, c.params));
  const b = time(() => (c.derived ? theirs : octokit)(c.route, c.params));
  const floor = time(() => c.floor(c.params));
  console.log(c.name.padEnd(53), a.toFixed(2).padStart(7), b.toFixed(2).padStart(10), `${(b / a).toFixed(1)}x`.padStart(5), floor.toFixed(2).padStart(8));
}
