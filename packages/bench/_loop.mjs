import { endpoint } from "@request-options/endpoint";
import { cases, derivedDefaults } from "./mix.mjs";
const derived = endpoint.defaults(derivedDefaults);
let sink = 0;
const t0 = performance.now();
let n = 0;
while (performance.now() - t0 < 4000) { for (let r = 0; r < 100; r++) for (const c of cases) { sink += (c.derived ? derived : endpoint)(c.route, c.params).url.length; n++; } }
console.log("µs/call", (4000*1000/n).toFixed(3), sink > 0);
