// `calls` calls of the mix through one stage (instructions.mjs counts them): `call` is the
// endpoint; the others compose the core's stages by hand, up to and including the one named.
// `cold` and `coldOctokit` make every call the first of a new route (bench.mjs's first-call
// row), through request-options and through @octokit/endpoint. `defaults` and
// `defaultsOctokit` make every call `.defaults(derivedDefaults)` (bench.mjs's `.defaults()` row);
// `toFetch` and `toFetchByHand` turn each case's result into fetch's arguments (the toFetch row).
import { endpoint as octokit } from "@octokit/endpoint";
import * as core from "@request-options/core";
import { endpoint, toFetch } from "@request-options/endpoint";
import { cases, derivedDefaults } from "./mix.mjs";
import { handFetch } from "./rows.mjs";

const [calls, stage = "call"] = [Number(process.argv[2]), process.argv[3]];
const derived = endpoint.defaults(derivedDefaults);
const results = cases.map((c) => (c.derived ? derived : endpoint)(c.route, c.params));
const cascades = { plain: core.defaultsCascade(core.DEFAULTS), derived: core.defaultsCascade(derived.DEFAULTS) };
const chain = (f) => (either) => (either._tag === "Left" ? either : f(either.right));
const order = ["routeParse", "defaultsCascade", "templateExpand", "paramPartition"];
const whole = { call: true, cold: true, coldOctokit: true, defaults: true, defaultsOctokit: true, toFetch: true, toFetchByHand: true };
if (!whole[stage] && !order.includes(stage)) throw new Error(`unknown stage ${stage}: ${[...Object.keys(whole), ...order].join(", ")}`);
const stepsOf = (kind) => [chain(cascades[kind]), chain(core.templateExpand), chain(core.paramPartition)].slice(0, order.indexOf(stage));
const steps = whole[stage] ? undefined : { plain: stepsOf("plain"), derived: stepsOf("derived") };
const run =
  stage === "call"
    ? (c) => (c.derived ? derived : endpoint)(c.route, c.params)
    : (c) => steps[c.derived ? "derived" : "plain"].reduce((either, step) => step(either), core.routeParse(c.route, c.params));
const coldOf = (build) => (k) => build(`GET /repos/{owner}/{repo}/cold${k}/{id}{?page}`, { owner: "o", repo: "r", id: k, page: 2 });
const own = {
  cold: coldOf(endpoint),
  coldOctokit: coldOf(octokit),
  defaults: () => endpoint.defaults(derivedDefaults),
  defaultsOctokit: () => octokit.defaults(derivedDefaults),
  toFetch: (k) => toFetch(results[k % results.length]),
  toFetchByHand: (k) => handFetch(results[k % results.length]),
}[stage];
let sink = 0;
for (let k = 0; k < calls; k += 1) sink += (own ? own(k) : run(cases[k % cases.length])) === undefined ? 1 : 0;
if (sink > 0) console.log(sink);
