// `pnpm mutation:score`: each shard's mutation score and the whole, from the committed incremental files, as
// Stryker computes it (mutation-testing-metrics: timeouts count as detected), and the shards that are stale.
const { readFileSync, existsSync } = require("node:fs");
const { calculateMetrics } = require("mutation-testing-metrics");
const { notesPath, reportOf, shardNames, staleness } = require("./shards.cjs");

/** The bar each shard and the whole must reach. */
const bar = 90;

/** Stryker's figures for a report's files. */
const figuresOf = (files) => {
  const { metrics } = calculateMetrics(files);
  return { score: metrics.mutationScore, killed: metrics.killed, timeout: metrics.timeout, survived: metrics.survived, noCoverage: metrics.noCoverage, valid: metrics.totalValid, ignored: metrics.ignored };
};

/** A mutant as the notes name it: `file:line:column Mutator`. */
const mutantKey = (file, mutant) => `${file}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.mutatorName}`;

/** The mutants no test detected (survived, or run by no test), by key. */
const undetectedOf = (files) =>
  Object.entries(files).flatMap(([file, { mutants }]) => mutants.filter(({ status }) => status === "Survived" || status === "NoCoverage").map((mutant) => mutantKey(file, mutant)));

/** The keys a shard's notes triage: each line `- <key>: <why it is equivalent>`. */
const triagedOf = (shard) => {
  if (!existsSync(notesPath(shard))) return new Map();
  const lines = readFileSync(notesPath(shard), "utf8").split("\n");
  return new Map(lines.flatMap((line) => {
    const match = /^- (\S+:\d+:\d+ \w+): (.+)$/.exec(line);
    return match === null ? [] : [[match[1], match[2]]];
  }));
};

const row = (name, figures, note = "") =>
  `${name.padEnd(20)} ${Number.isNaN(figures.score) ? "   n/a" : figures.score.toFixed(2).padStart(6)}%  ${String(figures.valid).padStart(5)} mutants: ${figures.killed} killed, ${figures.timeout} timed out, ${figures.survived} survived, ${figures.noCoverage} not covered; ${figures.ignored} ignored${note}`;

if (require.main === module) {
  const all = {};
  let short = 0;
  for (const shard of shardNames) {
    const report = reportOf(shard);
    if (report === undefined) {
      console.log(`${shard.padEnd(20)}    no run yet: pnpm test:mutation ${shard}`);
      short += 1;
      continue;
    }
    Object.assign(all, report.files);
    const figures = figuresOf(report.files);
    const stale = staleness(shard, report);
    if (!(figures.score >= bar) || stale !== undefined) short += 1;
    console.log(row(shard, figures, stale === undefined ? "" : ` (stale: ${stale})`));
  }
  const whole = figuresOf(all);
  console.log(row("whole", whole, short === 0 ? "" : " (of the shards run)"));
  console.log(`${shardNames.length - short} of ${shardNames.length} shards current and at ${bar}% or more; the whole ${whole.score >= bar ? "at" : "below"} ${bar}%`);
  process.exitCode = short === 0 && whole.score >= bar ? 0 : 1;
}

module.exports = { bar, figuresOf, mutantKey, triagedOf, undetectedOf };
