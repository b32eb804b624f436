// The rows of the issues' tables that the mix's throughput does not give, each side by side and
// interleaved: tinybench rounds whose order rotates, each row's ratio the median of the
// per-round ratios. `merge()` and `parse(merge(x))` against @octokit/endpoint's, `parse` against one whole call;
// `toFetch` against a hand-written `[url, init]`; `.defaults({ baseUrl, headers })` against
// @octokit/endpoint's. Every row checks agreement first. No figure is asserted anywhere.
import { isDeepStrictEqual } from "node:util";
import { Bench } from "tinybench";

/**
 * The fewest calls one timed iteration makes: each iteration then holds its share of the
 * garbage collections its calls cause, rather than a few iterations holding them whole.
 */
export const callsPerIteration = 128;

/** How many times an iteration runs a list of `n` inputs to make `callsPerIteration` calls. */
export const repeatsFor = (n) => Math.ceil(callsPerIteration / n);

/** What the tasks of `over` sink their results into, so that the optimiser cannot prove a call unused. */
export const sunk = { count: 0 };

/** A task that runs `run` on each of `list` (with its index), `repeatsFor` times an iteration. */
export const over = (list, run) => {
  const repeats = repeatsFor(list.length);
  return {
    calls: list.length * repeats,
    run: () => {
      for (let r = 0; r < repeats; r += 1) for (let i = 0; i < list.length; i += 1) sunk.count += run(list[i], i) === undefined ? 0 : 1;
    },
  };
};

/**
 * Microseconds per call of a tinybench task whose iterations make `calls` calls each: its mean
 * iteration time. Not `throughput.mean`, the mean of each iteration's rate (1 / its time): an
 * iteration slowed tenfold by a garbage collection lowers that mean by far less than it adds to
 * the time, so collections went mostly uncounted.
 */
export const microsPerCall = (task, calls) => (task.result.latency.mean * 1e3) / calls;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Microseconds per call of each named task, one figure per round, tasks rotating each round. */
export const interleaved = async (tasks, { rounds, time }) => {
  const names = Object.keys(tasks);
  const perRound = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    const bench = new Bench({ time, warmupTime: Math.min(50, time) });
    for (let k = 0; k < names.length; k += 1) {
      const name = names[(round + k) % names.length];
      bench.add(name, tasks[name].run);
    }
    await bench.run();
    for (const task of bench.tasks) perRound[task.name].push(microsPerCall(task, tasks[task.name].calls));
  }
  return {
    micros: (name) => median(perRound[name]),
    /** The median over rounds of time(a) / time(b). */
    ratio: (a, b) => median(perRound[a].map((value, round) => value / perRound[b][round])),
  };
};

// fetch takes only a string, a buffer, a Blob, FormData, URLSearchParams or a stream: what
// endpoint() leaves as an object or a list is the JSON its content-type announces.
const isJsonBody = (body) => Array.isArray(body) || (typeof body === "object" && body !== null && [Object.prototype, null].includes(Object.getPrototypeOf(body)));

// What a fetch glue does at the least, by hand: the method upper-cased (fetch leaves `patch` as
// it is), the headers but content-length (fetch counts the body), a plain object or list as its
// JSON, a string as it is, no body for undefined, nor for GET and HEAD (fetch throws).
export const handFetch = ({ method, url, headers, body }) => {
  const upper = method.toUpperCase();
  const { "content-length": _length, ...sent } = headers;
  const init = { method: upper, headers: sent };
  if (body !== undefined && upper !== "GET" && upper !== "HEAD") init.body = isJsonBody(body) ? JSON.stringify(body) : body;
  return [url, init];
};

/**
 * Why the rows' inputs would not time the same work: parse(merge(x)) that is not endpoint(x),
 * @octokit/endpoint's parse(merge(x)) on another request line, or a hand-written `[url, init]`
 * other than toFetch's.
 */
const disagreementsOf = ({ ours, theirs, toFetch, cases, sameUrl }, { mergedOurs, mergedTheirs, results }) => {
  const found = [];
  for (const [i, c] of cases.entries()) {
    const parsed = endpointOf(ours, c).parse(mergedOurs[i]);
    const theirsParsed = endpointOf(theirs, c).parse(mergedTheirs[i]);
    if (!isDeepStrictEqual(parsed, results[i])) found.push(`${c.name}: parse(merge(x)) gives ${JSON.stringify(parsed)}, endpoint(x) ${JSON.stringify(results[i])}`);
    if (!sameUrl(parsed.url, theirsParsed.url)) found.push(`${c.name}: parse(merge(x)) gives ${parsed.url} (request-options) vs ${theirsParsed.url} (@octokit/endpoint)`);
    const [fetched, byHand] = [toFetch(results[i]), handFetch(results[i])];
    if (!isDeepStrictEqual(fetched, byHand)) found.push(`${c.name}: toFetch gives ${JSON.stringify(fetched)}, the hand-written builder ${JSON.stringify(byHand)}`);
  }
  return found;
};

// `ours` and `theirs`: each builder's endpoint (`plain`) and the one derived from it.
const endpointOf = (side, c) => (c.derived ? side.derived : side.plain);

/**
 * Each row: what was timed, our µs per call, the other side's (`against`), and the ratio whose
 * target issue 17 sets (`ratioName` says which way it reads; `target` is null where none is set).
 */
export const rowsRun = async ({ ours, theirs, toFetch, cases, derivedDefaults, sameUrl, settings }) => {
  // Inputs made once, outside the timed loops: one merged object per case and builder, and
  // the request options toFetch turns into fetch's arguments.
  const mergedOurs = cases.map((c) => endpointOf(ours, c).merge(c.route, c.params));
  const mergedTheirs = cases.map((c) => endpointOf(theirs, c).merge(c.route, c.params));
  const results = cases.map((c) => endpointOf(ours, c)(c.route, c.params));

  const disagreements = disagreementsOf({ ours, theirs, toFetch, cases, sameUrl }, { mergedOurs, mergedTheirs, results });
  if (disagreements.length > 0) {
    console.error(`the rows' builders disagree:\n  ${disagreements.join("\n  ")}`);
    process.exit(1);
  }

  const parse = await interleaved(
    {
      "parse (ours)": over(cases, (c, i) => endpointOf(ours, c).parse(mergedOurs[i])),
      "parse (@octokit/endpoint)": over(cases, (c, i) => endpointOf(theirs, c).parse(mergedTheirs[i])),
      "endpoint() (ours)": over(cases, (c) => endpointOf(ours, c)(c.route, c.params)),
    },
    settings,
  );
  const merge = await interleaved(
    {
      "merge (ours)": over(cases, (c) => endpointOf(ours, c).merge(c.route, c.params)),
      "merge (@octokit/endpoint)": over(cases, (c) => endpointOf(theirs, c).merge(c.route, c.params)),
    },
    settings,
  );
  const fetchArgs = await interleaved({ toFetch: over(results, toFetch), "hand-written [url, init]": over(results, handFetch) }, settings);
  const defaults = await interleaved(
    {
      ".defaults (ours)": over([0], () => ours.plain.defaults(derivedDefaults).DEFAULTS),
      ".defaults (@octokit/endpoint)": over([0], () => theirs.plain.defaults(derivedDefaults).DEFAULTS),
    },
    settings,
  );
  return {
    sink: sunk.count,
    rows: [
      {
        operation: "merge()",
        ours: merge.micros("merge (ours)"),
        against: "@octokit/endpoint",
        other: merge.micros("merge (@octokit/endpoint)"),
        ratioName: "octokit / ours",
        ratio: merge.ratio("merge (@octokit/endpoint)", "merge (ours)"),
        target: { at: "least", value: 1 },
      },
      {
        operation: "parse(merged)",
        ours: parse.micros("parse (ours)"),
        against: "@octokit/endpoint",
        other: parse.micros("parse (@octokit/endpoint)"),
        ratioName: "octokit / ours",
        ratio: parse.ratio("parse (@octokit/endpoint)", "parse (ours)"),
        target: null,
      },
      {
        operation: "parse(merged) / endpoint()",
        ours: parse.micros("parse (ours)"),
        against: "a whole call",
        other: parse.micros("endpoint() (ours)"),
        ratioName: "parse / call",
        ratio: parse.ratio("parse (ours)", "endpoint() (ours)"),
        target: { at: "most", value: 2 },
      },
      {
        operation: "toFetch",
        ours: fetchArgs.micros("toFetch"),
        against: "hand-written",
        other: fetchArgs.micros("hand-written [url, init]"),
        ratioName: "ours / hand-written",
        ratio: fetchArgs.ratio("toFetch", "hand-written [url, init]"),
        target: { at: "most", value: 2 },
      },
      {
        operation: ".defaults({ baseUrl, headers })",
        ours: defaults.micros(".defaults (ours)"),
        against: "@octokit/endpoint",
        other: defaults.micros(".defaults (@octokit/endpoint)"),
        ratioName: "ours / octokit",
        ratio: defaults.ratio(".defaults (ours)", ".defaults (@octokit/endpoint)"),
        target: { at: "most", value: 1 },
      },
    ],
  };
};
