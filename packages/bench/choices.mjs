// What a choice the source makes for speed alone buys (docs/performance.md, "Choices the code cites"), against the
// code it replaces, interleaved, where one build holds both: the core's chain against fp-ts's flatMap over the five
// stages, and the endpoint function's members assigned against defined. A choice stays only while its row shows at
// least 5% (the merged headers' freeze, which takes two builds, is timed by ab.cjs). Each pair checks that both sides
// agree first. No figure is asserted.
import * as core from "@request-options/core";
import { endpoint } from "@request-options/endpoint";
import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import { isDeepStrictEqual } from "node:util";
import { interleaved, over, sunk } from "./rows.mjs";

// The core's per-call chain (stages/pipeline.ts): fp-ts's `flatMap` as a plain function of one argument.
const chain = (f) => (ma) => (ma._tag === "Left" ? ma : f(ma.right));

// The five stages composed as requestBuilder composes them, with the given chain.
const composedWith = (flatMap) => {
  const cascade = flatMap(core.defaultsCascade(core.DEFAULTS));
  const rest = [core.templateExpand, core.paramPartition, core.acceptAmend].map((stage) => flatMap(stage));
  return (route, params) => pipe(core.routeParse(route, params), cascade, rest[0], rest[1], rest[2]);
};

// `.defaults()` as the endpoint package makes it (withDefaults.ts), its four members defined rather than assigned.
const definedMembers = (defaults) => {
  const build = core.requestBuilder(defaults);
  const call = (route, options) => build(route, options).right;
  const members = {
    DEFAULTS: defaults,
    defaults: (options) => definedMembers(core.derivedDefaults(defaults, options).right),
    merge: (route, options) => core.mergeOptions(defaults, route, options).right,
    parse: (options) => core.parseOptions(options).right,
  };
  for (const [key, value] of Object.entries(members)) Object.defineProperty(call, key, { value, writable: true, enumerable: true, configurable: true });
  return call;
};

/** The rows for bench.mjs's summary: `ratio` is the replaced code's time over the kept code's. */
export const choiceRows = async ({ cases, derivedDefaults, settings }) => {
  const plain = cases.filter((c) => !c.derived);
  const viaFpTs = composedWith(E.flatMap);
  const viaChain = composedWith(chain);
  const found = [];
  for (const c of plain) if (!isDeepStrictEqual(viaFpTs(c.route, c.params), viaChain(c.route, c.params))) found.push(`${c.name}: the two chains differ`);
  const [ours, defined] = [endpoint.defaults(derivedDefaults), definedMembers(endpoint.DEFAULTS).defaults(derivedDefaults)];
  if (!isDeepStrictEqual(ours.DEFAULTS, defined.DEFAULTS) || !isDeepStrictEqual(Object.keys(ours), Object.keys(defined))) found.push(".defaults(): the two endpoints differ");
  if (found.length > 0) {
    console.error(`the choices' two sides disagree:\n  ${found.join("\n  ")}`);
    process.exit(1);
  }

  const chained = await interleaved(
    { "fp-ts E.flatMap": over(plain, (c) => viaFpTs(c.route, c.params)), "the core's chain": over(plain, (c) => viaChain(c.route, c.params)) },
    settings,
  );
  const members = await interleaved(
    { "assigned by name": over([0], () => endpoint.defaults(derivedDefaults)), defined: over([0], () => definedMembers(endpoint.DEFAULTS).defaults(derivedDefaults)) },
    settings,
  );
  const row = (operation, timed, kept, replaced) => ({
    operation,
    ours: timed.micros(kept),
    against: replaced,
    other: timed.micros(replaced),
    ratioName: "replaced / kept",
    ratio: timed.ratio(replaced, kept),
    target: { at: "least", value: 1.05 },
  });
  const rows = [
    row("five stages, the core's chain", chained, "the core's chain", "fp-ts E.flatMap"),
    row(".defaults(), members by name", members, "assigned by name", "defined"),
  ];
  console.log(`\nchoices made for speed, each against what it replaces (medians of ${settings.rounds} interleaved rounds), per call:`);
  for (const r of rows) console.log(`  ${r.operation.padEnd(32)} ${r.ours.toFixed(2).padStart(6)} µs  against ${r.against} ${r.other.toFixed(2)} µs: ${r.ratioName} ${r.ratio.toFixed(2)}x (target: at least 1.05x)`);
  return { sink: sunk.count, rows };
};
