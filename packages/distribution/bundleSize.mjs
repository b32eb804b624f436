// The CDN file's gzip size, and what each dependency costs in it (the bundle with the
// dependency minus the bundle without it). `node bundleSize.mjs` prints the table; the bundle
// test asserts the ceiling. Needs the built dist (the README's commands build first).
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { rollup } from "rollup";
import { browserBuild } from "../../rollup.config.mjs";

export const dependencies = ["@request-options/types", "@request-options/core", "io-ts", "fp-ts"];
const bundleFile = fileURLToPath(new URL("../endpoint/dist/endpoint.min.mjs", import.meta.url));

const gzipped = (code) => gzipSync(code, { level: 9 }).length;

export const thirdParty = ["io-ts", "fp-ts"];

const bundledWithout = async (...leftOutDependencies) => {
  const leftOut = (id) => leftOutDependencies.some((dependency) => id === dependency || id.startsWith(`${dependency}/`));
  const build = await rollup({ ...browserBuild(leftOut), onwarn: () => {} });
  const { output } = await build.generate({ format: "es" });
  await build.close();
  return gzipped(output[0].code);
};

/**
 * { bytes, gzip, ownCode, costs } of the built CDN file: ownCode is the gzip size of this
 * project's modules alone, costs what each dependency adds (with what it pulls in).
 */
export const bundleSize = async () => {
  const code = readFileSync(bundleFile);
  const gzip = gzipped(code);
  const costs = {};
  for (const dependency of dependencies) costs[dependency] = gzip - (await bundledWithout(dependency));
  return { bytes: code.length, gzip, ownCode: await bundledWithout(...thirdParty), costs };
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { bytes, gzip, ownCode, costs } = await bundleSize();
  const kib = (n) => `${(n / 1024).toFixed(2)} KiB`;
  console.log(`endpoint.min.mjs: ${kib(bytes)} minified, ${kib(gzip)} gzip (level 9)`);
  console.log(`  ${"this project's own code".padEnd(24)} ${kib(ownCode)} (every third-party dependency left out)`);
  for (const [dependency, cost] of Object.entries(costs)) console.log(`  ${dependency.padEnd(24)} ${kib(cost)}`);
}
