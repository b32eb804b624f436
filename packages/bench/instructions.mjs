// Instructions per call, counted by callgrind: steadier than timings on a shared host, not
// exact (runs of the same code have given 12 967 to 14 111 per call of the mix: 9%). Runs
// `mixLoop.mjs` under `valgrind --tool=callgrind node --single-threaded` for 150 000 and for
// 50 000 calls and prints the difference divided by 100 000, so start-up cancels out. Needs
// valgrind (Debian's package); slow (about a minute per stage). Stages: `call` (the endpoint),
// the core's stages composed by hand: `routeParse`, `defaultsCascade`, `templateExpand`,
// `paramPartition` (each includes those before it), and `cold`, `coldOctokit`: every call the
// first of a new route, through request-options and @octokit/endpoint; `defaults`,
// `defaultsOctokit`: every call `.defaults({ baseUrl, headers })`; `toFetch`, `toFetchByHand`:
// every call turns a result of the mix into fetch's arguments.
// Usage: node packages/bench/instructions.mjs [stage...]
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const loop = fileURLToPath(new URL("./mixLoop.mjs", import.meta.url));
const counted = (calls, stage) => {
  // callgrind writes its count to stderr.
  const { stderr, status } = spawnSync(
    "valgrind",
    ["--tool=callgrind", "--callgrind-out-file=/dev/null", process.execPath, "--single-threaded", loop, String(calls), stage],
    { encoding: "utf8" },
  );
  const count = /Collected : (\d+)/.exec(stderr ?? "");
  if (status !== 0 || count === null) throw new Error(`valgrind failed (status ${status}):\n${stderr}`);
  return Number(count[1]);
};
const stages = process.argv.slice(2);
for (const stage of stages.length > 0 ? stages : ["call"]) {
  console.log(`${stage}: ${Math.round((counted(150_000, stage) - counted(50_000, stage)) / 100_000)} instructions per call`);
}
