// The rows of issue 17's table that the mix's throughput does not give, each side by side and
// interleaved: tinybench rounds whose order rotates, each row's ratio the median of the
// per-round ratios. `parse(merge(x))` against @octokit/endpoint's and against one whole call;
// `toFetch` against a hand-written `[url, init]`; `.defaults({ baseUrl, headers })` against
// @octokit/endpoint's. No figure is asserted anywhere.
import { isDeepStrictEqual } from "node:util";
import { Bench } from "tinybench";

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Microseconds per call of each named task, one figure per round, tasks rotating each round. */
const interleaved = async (tasks, { rounds, time }) => {
  const names = Object.keys(tasks);
  const perRound = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    const bench = new Bench({ time, warmupTime: Math.min(50, time) });
    for (let k = 0; k < names.length; k += 1) {
      const name = names[(round + k) % names.length];
      bench.add(name, tasks[name].run);
    }
    await bench.run();
    for (const task of bench.tasks) perRound[task.name].push(1e6 / (task.result.throughput.mean * tasks[task.name].calls));
  }
  return {
    micros: (name) => median(perRound[name]),
    /** The median over rounds of time(a) / time(b). */
    ratio: (a, b) => median(perRound[a].map((value, round) => value / perRound[b][round])),
  };
};

// What a fetch glue does at the least, by hand: the method upper-cased, the headers but
// content-length, a JSON body as its string, a string as it is, nothing for GET and HEAD.
const handFetch = ({ method, url, headers, body }) => {
  const upper = method.toUpperCase();
  const { "content-length": _length, ...sent } = headers;
  const init = { method: upper, headers: sent };
  if (body !== undefined && upper !== "GET" && upper !== "HEAD") init.body = typeof body === "string" ? body : JSON.stringify(body);
  return [url, init];
};

export const rowsRun = async ({ ours, theirs, toFetch, cases, derivedDefaults, settings, fmt }) => {
  let sink = 0;
  // `ours` and `theirs`: each builder's endpoint (`plain`) and the one derived from it.
  const build = (endpoint, c) => endpoint(c.route, c.params);
  const plain = cases.filter((c) => !c.derived);
  const mergedOurs = plain.map((c) => ours.plain.merge(c.route, c.params));
  const mergedTheirs = plain.map((c) => theirs.plain.merge(c.route, c.params));
  const results = cases.map((c) => build(c.derived ? ours.derived : ours.plain, c));

  // Agreement first: parse(merge(x)) is endpoint(x), and the hand-written init is toFetch's.
  for (const [i, c] of plain.entries()) {
    if (!isDeepStrictEqual(ours.plain.parse(mergedOurs[i]), build(ours.plain, c))) throw new Error(`${c.name}: parse(merge(x)) differs from endpoint(x)`);
  }
  for (const [i, c] of cases.entries()) {
    const [url, init] = toFetch(results[i]);
    if (!isDeepStrictEqual([url, { ...init }], handFetch(results[i]))) throw new Error(`${c.name}: the hand-written fetch arguments differ from toFetch's`);
  }

  const over = (list, run) => ({ calls: list.length, run: () => list.forEach((x, i) => (sink += run(x, i) === undefined ? 0 : 1)) });
  const parse = await interleaved(
    {
      "parse (ours)": over(mergedOurs, (m) => ours.plain.parse(m)),
      "parse (@octokit/endpoint)": over(mergedTheirs, (m) => theirs.plain.parse(m)),
      "endpoint() (ours)": over(plain, (c) => build(ours.plain, c)),
    },
    settings,
  );
  const fetchArgs = await interleaved(
    { "toFetch": over(results, (r) => toFetch(r)), "hand-written [url, init]": over(results, (r) => handFetch(r)) },
    settings,
  );
  const defaults = await interleaved(
    {
      ".defaults (ours)": over([0], () => ours.plain.defaults(derivedDefaults).DEFAULTS),
      ".defaults (@octokit/endpoint)": over([0], () => theirs.plain.defaults(derivedDefaults).DEFAULTS),
    },
    settings,
  );
  return {
    sink,
    rows: [
      ["parse(merged)", parse.micros("parse (ours)"), parse.micros("parse (@octokit/endpoint)"), "@octokit/endpoint", parse.ratio("parse (@octokit/endpoint)", "parse (ours)"), "x faster"],
      ["parse(merged) / endpoint()", parse.micros("parse (ours)"), parse.micros("endpoint() (ours)"), "a whole call", parse.ratio("parse (ours)", "endpoint() (ours)"), "x a call (target <= 2)"],
      ["toFetch", fetchArgs.micros("toFetch"), fetchArgs.micros("hand-written [url, init]"), "hand-written", fetchArgs.ratio("toFetch", "hand-written [url, init]"), "x hand-written (target <= 2)"],
      [".defaults({ baseUrl, headers })", defaults.micros(".defaults (ours)"), defaults.micros(".defaults (@octokit/endpoint)"), "@octokit/endpoint", defaults.ratio(".defaults (ours)", ".defaults (@octokit/endpoint)"), "x octokit's time (target <= 1)"],
    ].map(([row, ours_, other, against, ratio, unit]) => `  ${row.padEnd(32)} ${fmt(ours_, 2).padStart(7)} µs  against ${against} ${fmt(other, 2)} µs: ${fmt(ratio, 2)}${unit}`),
  };
};
