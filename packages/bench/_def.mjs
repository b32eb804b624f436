import { endpoint } from "@request-options/endpoint";
import { endpoint as octokit } from "@octokit/endpoint";
import { derivedDefaults } from "./mix.mjs";
const which = process.argv[2] === "o" ? octokit : endpoint;
let sink = 0, n = 0;
const t0 = performance.now();
while (performance.now() - t0 < 3000) { for (let r = 0; r < 1000; r++) { sink += which.defaults(derivedDefaults).DEFAULTS.baseUrl.length; n++; } }
console.log(process.argv[2] ?? "ours", "µs/call", (3000*1000/n).toFixed(3));
