#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { main } from "./main";

process.exitCode = main(
  process.argv.slice(2),
  (s) => process.stdout.write(s),
  (s) => process.stderr.write(s),
  // File descriptor 0 is standard input: a pipe, a file or a terminal, read to its end.
  (path) => readFileSync(path ?? 0, "utf8"),
);
