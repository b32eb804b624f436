// `pnpm bench`: request-options' endpoint (the built package, as users load it) against
// @octokit/endpoint and a hand-written floor, side by side in one process, on the route mix of
// mix.mjs. It first checks that the three agree, then times interleaved rounds (the order of
// the builders rotates each round) and reports the medians of the per-round ratios, the cost of
// a new route's first call, then (rows.mjs) parse(merge(x)), toFetch and `.defaults()` side by
// side in interleaved rounds too, the heap over a million calls on ten thousand distinct routes,
// and at the end a table of every row against its target. `--quick` checks agreement and runs
// every part briefly (CI); no timing is ever asserted. A tinybench figure is the mean time of a
// timed iteration of at least `callsPerIteration` calls (rows.mjs, `microsPerCall`). Run with
// `node --expose-gc` for the heap figures; `--parts` adds each core stage's time, the steps of
// `.defaults()` and `toFetch`, and a cost docs/performance.md names.
import { endpoint as octokit } from "@octokit/endpoint";
import { endpoint, toFetch } from "@request-options/endpoint";
import { availableParallelism, cpus, totalmem } from "node:os";
import { isDeepStrictEqual } from "node:util";
import { Bench } from "tinybench";
import { choiceRows } from "./choices.mjs";
import { cases, derivedDefaults } from "./mix.mjs";
import { openApiRows } from "./openapi.mjs";
import { handFetch, microsPerCall, repeatsFor, rowsRun } from "./rows.mjs";

const quick = process.argv.includes("--quick");
// --parts also times each core stage on the mix, and a cost docs/performance.md names:
// uri-template-lite against string building.
const parts = process.argv.includes("--parts") || quick;
const settings = quick
  ? { rounds: 2, time: 20, coldRoutes: 50, memoryCalls: 20_000, memoryRoutes: 1_000 }
  : { rounds: 12, time: 250, coldRoutes: 12_000, memoryCalls: 1_000_000, memoryRoutes: 10_000 };

const ours = { plain: endpoint, derived: endpoint.defaults(derivedDefaults) };
const theirs = { plain: octokit, derived: octokit.defaults(derivedDefaults) };

/** One call of each case; what a builder returns for case `c`. */
const builders = {
  "request-options": (c) => (c.derived ? ours.derived : ours.plain)(c.route, c.params),
  "@octokit/endpoint": (c) => (c.derived ? theirs.derived : theirs.plain)(c.route, c.params),
  "hand-written floor": (c) => c.floor(c.params),
};
const names = Object.keys(builders);

// --- agreement -------------------------------------------------------------------------------

/**
 * The same request line: equal URLs, or (where DECISIONS.md encodes differently from
 * @octokit/endpoint, such as the literal `,` joining an array) the same origin and path and
 * the same decoded query parameters, which is what the server reads.
 */
const sameUrl = (a, b) => {
  if (a === b) return true;
  const [x, y] = [new URL(a), new URL(b)];
  return x.origin === y.origin && x.pathname === y.pathname && isDeepStrictEqual([...x.searchParams], [...y.searchParams]);
};

const disagreements = [];
for (const c of cases) {
  const [mine, octo, floor] = names.map((name) => builders[name](c));
  if (!sameUrl(mine.url, octo.url)) disagreements.push(`${c.name}: ${mine.url} (request-options) vs ${octo.url} (@octokit/endpoint)`);
  if (!isDeepStrictEqual(mine, floor)) disagreements.push(`${c.name}: the floor builds ${JSON.stringify(floor)}, request-options ${JSON.stringify(mine)}`);
}
if (disagreements.length > 0) {
  console.error(`the builders disagree:\n  ${disagreements.join("\n  ")}`);
  process.exit(1);
}
console.log(`agreement: the three builders give the same URLs for all ${cases.length} routes; the floor's options equal request-options' exactly`);

// --- throughput ------------------------------------------------------------------------------

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// A sink the optimiser cannot prove unused.
let sink = 0;
const mixRepeats = repeatsFor(cases.length);
const mixRun = (build) => () => {
  for (let r = 0; r < mixRepeats; r += 1) for (const c of cases) sink += build(c).url.length;
};

const perRound = Object.fromEntries(names.map((name) => [name, []]));
for (let round = 0; round < settings.rounds; round += 1) {
  const bench = new Bench({ time: settings.time, warmupTime: Math.min(50, settings.time) });
  // Rotate who goes first, so no builder always runs on a warmer or cooler machine.
  for (let k = 0; k < names.length; k += 1) {
    const name = names[(round + k) % names.length];
    bench.add(name, mixRun(builders[name]));
  }
  await bench.run();
  for (const task of bench.tasks) perRound[task.name].push(1e6 / microsPerCall(task, cases.length * mixRepeats));
}

const callsPerSecond = Object.fromEntries(names.map((name) => [name, median(perRound[name])]));
const ratio = (a, b) => median(perRound[a].map((value, round) => value / perRound[b][round]));
const oursOverOctokit = ratio("request-options", "@octokit/endpoint");
const floorOverOurs = ratio("hand-written floor", "request-options");

const fmt = (n, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
console.log(`\nthroughput on the mix (${cases.length} routes), medians of ${settings.rounds} interleaved rounds:`);
for (const name of names) {
  console.log(`  ${name.padEnd(20)} ${fmt(callsPerSecond[name]).padStart(12)} calls/s  ${fmt(1e6 / callsPerSecond[name], 2).padStart(8)} µs/call`);
}
console.log(`  request-options / @octokit/endpoint: ${fmt(oursOverOctokit, 2)}x (target: at least 8x)`);
console.log(`  hand-written floor / request-options: ${fmt(floorOverOurs, 2)}x (target: at most 2.5x)`);

// Every row with its target, printed as a table at the end; `ratioName` says which way a ratio reads.
const microsOf = (name) => 1e6 / callsPerSecond[name];
const summary = [
  {
    operation: "endpoint() on the mix",
    ours: microsOf("request-options"),
    against: "@octokit/endpoint",
    other: microsOf("@octokit/endpoint"),
    ratioName: "octokit / ours",
    ratio: oursOverOctokit,
    target: { at: "least", value: 8 },
  },
  {
    operation: "endpoint() on the mix",
    ours: microsOf("request-options"),
    against: "hand-written floor",
    other: microsOf("hand-written floor"),
    ratioName: "ours / floor",
    ratio: floorOverOurs,
    target: { at: "most", value: 2.5 },
  },
];

// --- the first call of a new route -----------------------------------------------------------

// Rounds as for the other rows: each round gives both builders the same number of routes new
// to both (the round's own names), the order alternating, and the ratio is the median of the
// rounds' ratios. One pass of each, one after the other, swung from 0.8x to 1.5x between runs
// of the same code, with V8 optimising the parse part way through.
const firstCalls = (build, round, count) => {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const route = `GET /repos/{owner}/{repo}/cold${round}x${i}/{id}{?page}`;
    const start = process.hrtime.bigint();
    sink += build(route, { owner: "o", repo: "r", id: i, page: 2 }).url.length;
    times.push(Number(process.hrtime.bigint() - start) / 1e3);
  }
  return median(times);
};
const coldRounds = { ours: [], theirs: [] };
const coldCount = Math.ceil(settings.coldRoutes / settings.rounds);
for (let round = 0; round < settings.rounds; round += 1) {
  if (round % 2 === 0) {
    coldRounds.ours.push(firstCalls(endpoint, round, coldCount));
    coldRounds.theirs.push(firstCalls(octokit, round, coldCount));
  } else {
    coldRounds.theirs.push(firstCalls(octokit, round, coldCount));
    coldRounds.ours.push(firstCalls(endpoint, round, coldCount));
  }
}
const [coldOurs, coldTheirs] = [median(coldRounds.ours), median(coldRounds.theirs)];
const coldRatio = median(coldRounds.theirs.map((theirsRound, round) => theirsRound / coldRounds.ours[round]));
console.log(`\nfirst call of a new route (${settings.rounds} interleaved rounds of ${coldCount} distinct routes each; medians):`);
console.log(`  request-options    ${fmt(coldOurs, 2)} µs`);
console.log(`  @octokit/endpoint  ${fmt(coldTheirs, 2)} µs`);
console.log(`  @octokit/endpoint / request-options: ${fmt(coldRatio, 2)}x (target: at least 1.5x)`);
// The first round alone: our parse and compile code is still being optimised by V8 there,
// while @octokit/endpoint's first call is its every call, already warm from the mix.
console.log(`  first round alone: request-options ${fmt(coldRounds.ours[0], 2)} µs, @octokit/endpoint ${fmt(coldRounds.theirs[0], 2)} µs: ${fmt(coldRounds.theirs[0] / coldRounds.ours[0], 2)}x`);
summary.push({
  operation: "first call of a new route",
  ours: coldOurs,
  against: "@octokit/endpoint",
  other: coldTheirs,
  ratioName: "octokit / ours",
  ratio: coldRatio,
  target: { at: "least", value: 1.5 },
});

// --- parse(), toFetch, .defaults(), side by side -----------------------------------------------

const rowRounds = quick ? 2 : 8;
const rows = await rowsRun({ ours, theirs, toFetch, cases, derivedDefaults, sameUrl, settings: { rounds: rowRounds, time: settings.time } });
sink += rows.sink;
console.log(`\nside by side on the mix (${cases.length} routes), medians of ${rowRounds} interleaved rounds, per call:`);
for (const row of rows.rows) {
  console.log(
    `  ${row.operation.padEnd(32)} ${fmt(row.ours, 2).padStart(6)} µs  against ${row.against} ${fmt(row.other, 2)} µs: ` +
      `${row.ratioName} ${fmt(row.ratio, 2)}x${row.target === null ? "" : ` (target: at ${row.target.at} ${row.target.value}x)`}`,
  );
}
summary.push(...rows.rows);

// --- choices made for speed alone -------------------------------------------------------------

const choices = await choiceRows({ cases, derivedDefaults, settings: { rounds: rowRounds, time: settings.time } });
sink += choices.sink;
summary.push(...choices.rows);

// --- OpenAPI documents ------------------------------------------------------------------------

const openApi = await openApiRows({ settings: { quick, rounds: rowRounds, time: settings.time }, fmt });
sink += openApi.sink;
summary.push(...openApi.rows);

// --- memory -----------------------------------------------------------------------------------

const gc = globalThis.gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};
const checkpoints = [];
const before = heap();
const step = settings.memoryCalls / 4;
for (let i = 0; i < settings.memoryCalls; i += 1) {
  sink += endpoint(`GET /repos/{owner}/{repo}/route${i % settings.memoryRoutes}`, { owner: "o", repo: "r" }).url.length;
  if ((i + 1) % step === 0) checkpoints.push(heap() - before);
}
const mib = (bytes) => `${fmt(bytes / 2 ** 20, 1)} MiB`;
console.log(
  `\nheap over ${fmt(settings.memoryCalls)} calls on ${fmt(settings.memoryRoutes)} distinct routes` +
    `${gc ? "" : " (no --expose-gc: figures include garbage)"}: growth after each quarter ${checkpoints.map(mib).join(", ")}`,
);

// --- parts (--parts) ------------------------------------------------------------------------

if (parts) {
  const core = await import("@request-options/core");
  const { requestCheck } = await import("@request-options/core/internal");
  const E = await import("fp-ts/lib/Either.js");
  const lite = (await import("uri-template-lite")).default;
  const timeEach = async (label, inputs, run) => {
    const bench = new Bench({ time: settings.time, warmupTime: Math.min(50, settings.time) });
    const repeats = repeatsFor(inputs.length);
    bench.add(label, () => {
      for (let r = 0; r < repeats; r += 1) for (const input of inputs) sink += run(input) === undefined ? 0 : 1;
    });
    await bench.run();
    const [task] = bench.tasks;
    console.log(`  ${label.padEnd(36)} ${fmt(microsPerCall(task, inputs.length * repeats), 2).padStart(8)} µs`);
  };
  const plain = cases.filter((c) => !c.derived);
  const cascade = core.defaultsCascade(core.DEFAULTS);
  const routed = plain.map((c) => core.routeParse(c.route, c.params).right);
  const merged = routed.map((options) => cascade(options).right);
  const expanded = merged.map((options) => core.templateExpand(options).right);
  const partitioned = expanded.map((x) => core.paramPartition(x).right);
  console.log(`\nstages on the mix (${plain.length} routes without .defaults()), per call:`);
  await timeEach("routeParse", plain, (c) => core.routeParse(c.route, c.params));
  await timeEach("defaultsCascade", routed, cascade);
  await timeEach("templateExpand", merged, core.templateExpand);
  await timeEach("paramPartition", expanded, core.paramPartition);
  await timeEach("acceptAmend", partitioned, core.acceptAmend);

  // What .defaults() spends, step by step: each row marked "+" adds a step to the row before, so the differences
  // are the steps' costs (docs/performance.md).
  console.log("\n.defaults({ baseUrl, headers }) step by step, per call:");
  await timeEach("routeParse (read and check)", [0], () => core.routeParse(undefined, derivedDefaults));
  const cascadeOnce = (record) => core.defaultsCascade(core.DEFAULTS)(record);
  await timeEach("+ defaultsCascade (the merge)", [0], () => {
    const record = core.routeParse(undefined, derivedDefaults);
    return E.isLeft(record) ? record : cascadeOnce(record.right);
  });
  await timeEach("+ copy and freeze (derivedDefaults)", [0], () => core.derivedDefaults(core.DEFAULTS, derivedDefaults));
  await timeEach("+ the endpoint function", [0], () => endpoint.defaults(derivedDefaults));
  await timeEach("@octokit/endpoint .defaults()", [0], () => octokit.defaults(derivedDefaults));
  const requests = cases.map((c) => (c.derived ? ours.derived : ours.plain)(c.route, c.params));
  console.log(`\ntoFetch step by step on the mix's ${requests.length} results, per call:`);
  await timeEach("requestCheck (the check)", requests, requestCheck);
  await timeEach("+ fetch's arguments (toFetch)", requests, toFetch);
  await timeEach("hand-written [url, init]", requests, handFetch);

  const data = { owner: "octokit", repo: "rest.js", path: "README.md" };
  const e = encodeURIComponent;
  console.log("\na cost named in docs/performance.md, per use:");
  await timeEach("uri-template-lite, 3 variables", [0], () => lite.expand("/repos/{owner}/{repo}/contents/{path}", data));
  await timeEach("string building, same URL", [0], () => `/repos/${e(data.owner)}/${e(data.repo)}/contents/${e(data.path)}`);
}

const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(`\nmachine: ${cpu}, ${availableParallelism()} cores, ${mib(totalmem())} memory; Node ${process.version}`);

// --- summary ----------------------------------------------------------------------------------

const met = ({ ratio, target }) => (target === null ? "-" : (target.at === "most" ? ratio <= target.value : ratio >= target.value) ? "met" : "not met");
const table = [
  ["operation", "ours µs", "against", "its µs", "ratio", "target", ""],
  ...summary.map((row) => [
    row.operation,
    fmt(row.ours, 2),
    row.against,
    fmt(row.other, 2),
    `${row.ratioName} ${fmt(row.ratio, 2)}x`,
    row.target === null ? "-" : `${row.target.at === "most" ? "<=" : ">="} ${row.target.value}x`,
    met(row),
  ]),
];
const widths = table[0].map((_, k) => Math.max(...table.map((line) => line[k].length)));
// Figures right-aligned, words left-aligned.
const numeric = new Set([1, 3]);
console.log("\nsummary (ratios as medians of per-round ratios):");
for (const line of table) console.log(`  ${line.map((cell, k) => (numeric.has(k) ? cell.padStart(widths[k]) : cell.padEnd(widths[k]))).join("  ").trimEnd()}`);
if (sink === 42) console.log("");
