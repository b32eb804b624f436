// Bytes the library keeps per cached route: the heap after `routes` first calls of distinct
// new routes (within the caches' 1 000 entries), less the heap before, divided by `routes`.
// Run with `node --expose-gc packages/bench/retained.mjs [routes]`; the routes are those of
// bench.mjs's first-call row.
import { endpoint } from "@request-options/endpoint";

const routes = Number(process.argv[2] ?? 1000);
if (typeof gc !== "function") throw new Error("run with node --expose-gc");
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
// One call first, so the library's own code and constants are in the baseline.
endpoint("GET /repos/{owner}/{repo}/warm/{id}{?page}", { owner: "o", repo: "r", id: 0, page: 2 });
const before = heap();
for (let i = 0; i < routes; i += 1) endpoint(`GET /repos/{owner}/{repo}/cold${i}/{id}{?page}`, { owner: "o", repo: "r", id: i, page: 2 });
// The route strings stay too, as the caches' keys.
console.log(`${Math.round((heap() - before) / routes)} bytes per cached route, its strings included`);
