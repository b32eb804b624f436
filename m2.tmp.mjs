import { minify } from "/work/main/node_modules/.pnpm/terser@5.51.2/node_modules/terser/main.js";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
const code = readFileSync(0, "utf8");
const opts = JSON.parse(process.argv[2] ?? "{}");
const m = await minify(code, { module: true, ecma: 2020, compress: { passes: 3, ...opts } });
console.log(m.code.length, gzipSync(m.code, { level: 9 }).length);
if (process.env.SHOW) console.log(m.code.slice(0, 3000));
