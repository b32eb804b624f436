#!/usr/bin/env node
import { main } from "./main";

process.exitCode = main(process.argv.slice(2), (s) => process.stdout.write(s), (s) => process.stderr.write(s));
