// `calls` calls of the mix through one stage (instructions.mjs counts them): `call` is the
// endpoint; the others compose the core's stages by hand, up to and including the one named.
import * as core from "@request-options/core";
import { endpoint } from "@request-options/endpoint";
import { cases, derivedDefaults } from "./mix.mjs";

const [calls, stage = "call"] = [Number(process.argv[2]), process.argv[3]];
const derived = endpoint.defaults(derivedDefaults);
const cascades = { plain: core.defaultsCascade(core.DEFAULTS), derived: core.defaultsCascade(derived.DEFAULTS) };
const chain = (f) => (either) => (either._tag === "Left" ? either : f(either.right));
const order = ["routeParse", "defaultsCascade", "templateExpand", "paramPartition"];
if (stage !== "call" && !order.includes(stage)) throw new Error(`unknown stage ${stage}: call, ${order.join(", ")}`);
const stepsOf = (kind) => [chain(cascades[kind]), chain(core.templateExpand), chain(core.paramPartition)].slice(0, order.indexOf(stage));
const steps = stage === "call" ? undefined : { plain: stepsOf("plain"), derived: stepsOf("derived") };
const run =
  stage === "call"
    ? (c) => (c.derived ? derived : endpoint)(c.route, c.params)
    : (c) => steps[c.derived ? "derived" : "plain"].reduce((either, step) => step(either), core.routeParse(c.route, c.params));
let sink = 0;
for (let k = 0; k < calls; k += 1) sink += run(cases[k % cases.length]) === undefined ? 1 : 0;
if (sink > 0) console.log(sink);
