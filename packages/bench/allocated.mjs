// Bytes allocated per call of the bench mix, whoever frees them: V8's sampling heap profiler
// with the objects that minor and major collections free included, by the function that
// allocated (an inlined function's bytes go to the one it was inlined into). Usage:
// `node packages/bench/allocated.mjs [calls per case]`; docs/performance.md quotes it.
import { Session } from "node:inspector/promises";
import { endpoint } from "@request-options/endpoint";
import { cases, derivedDefaults } from "./mix.mjs";

const rounds = Number(process.argv[2] ?? 20_000);
const derived = endpoint.defaults(derivedDefaults);
const run = (n) => {
  for (let i = 0; i < n; i += 1) for (const c of cases) (c.derived ? derived : endpoint)(c.route, c.params);
};
// Warmed first: what the optimised code allocates, not the interpreter.
run(20_000);
const session = new Session();
session.connect();
await session.post("HeapProfiler.enable");
await session.post("HeapProfiler.startSampling", { samplingInterval: 256, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
run(rounds);
const { profile } = await session.post("HeapProfiler.stopSampling");
const calls = rounds * cases.length;
const bytes = new Map();
let total = 0;
const walk = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = `${functionName || "(anonymous)"} ${url.split("/").slice(-3).join("/")}:${lineNumber + 1}`;
  total += node.selfSize;
  if (node.selfSize > 0) bytes.set(where, (bytes.get(where) ?? 0) + node.selfSize);
  node.children.forEach(walk);
};
walk(profile.head);
console.log(`${Math.round(total / calls)} bytes allocated per call (${calls} calls), by function:`);
for (const [where, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`${String(Math.round(size / calls)).padStart(6)}  ${where}`);
}
