import { endpoint } from "@request-options/endpoint";
import { cases } from "./mix.mjs";
const c = cases[Number(process.argv[2] ?? 1)];
let sink = 0, n = 0;
const t0 = performance.now();
while (performance.now() - t0 < 3000) { for (let r = 0; r < 1000; r++) { sink += endpoint(c.route, c.params).url.length; n++; } }
console.log(c.name, "µs/call", (3000*1000/n).toFixed(3));
