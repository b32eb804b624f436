#!/usr/bin/env node
// The request-options command: `main` of @request-options/endpoint/cli, which the build writes to
// dist/cli.cjs, run on this process. This file is in the repository, so that installing the
// workspace before any build can link the command.
const { readFileSync } = require("node:fs");
const { main } = require("../dist/cli.cjs");

// A reader that stops early (`| head`) closes the pipe: the output left has no reader, which is no error.
process.stdout.on("error", (error) => {
  if (error.code !== "EPIPE") throw error;
  process.exit();
});

process.exitCode = main(
  process.argv.slice(2),
  (s) => process.stdout.write(s),
  (s) => process.stderr.write(s),
  // File descriptor 0 is standard input: a pipe, a file or a terminal, read to its end.
  (path) => readFileSync(path ?? 0, "utf8"),
);
