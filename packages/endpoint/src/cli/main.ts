import type { RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { getOwn } from "@request-options/core";
import { endpoint, EndpointError, VERSION } from "../index";
import { type CliCommand, cliArgs, type DataSource, type OutputFormat, USAGE } from "./cliArgs";
import { curlCommand } from "./curlCommand";
import { fetchSnippet } from "./fetchSnippet";

/** Reads a `--data` file (`@path`) or, for `undefined`, standard input, as UTF-8 text. */
export type DataRead = (path: string | undefined) => string;

const outputs: Readonly<Record<OutputFormat, (options: RequestOptions) => string>> = {
  json: (options) => JSON.stringify(options, null, 2),
  curl: curlCommand,
  fetch: fetchSnippet,
};

// The body `--data` names; a file or stdin that cannot be read is bad input, said in one line.
const dataText = (source: DataSource, read: DataRead): string => {
  if (source.kind === "text") return source.text;
  try {
    return read(source.kind === "file" ? source.path : undefined);
  } catch (e) {
    const what = source.kind === "file" ? `the --data file ${JSON.stringify(source.path)}` : "standard input";
    throw new EndpointError("INVALID_ARGUMENTS", `cannot read ${what}: ${e instanceof Error ? e.message : String(e)}`);
  }
};

// Each run of white space that holds a line break becomes one space. Not /\s*[\r\n]+\s*/g: at
// every position of a long run of spaces without a break it rescans the run (quadratic).
const oneLine = (text: string): string => text.replace(/\s+/g, (run) => (/[\r\n]/.test(run) ? " " : run)).trim();

/**
 * The request-options command, its I/O passed in: writes to `out` and `err`, reads `--data`
 * files and stdin with `read`, returns the exit code (0 success, 2 bad input or an
 * `EndpointError`, 1 anything unexpected). Never a stack trace.
 */
export const main = (argv: readonly string[], out: (s: string) => void, err: (s: string) => void, read: DataRead): number => {
  try {
    const command = cliArgs(argv);
    if (E.isLeft(command)) throw command.left;
    // Own reads: a `help` or `version` on a polluted Object.prototype is no flag.
    if (getOwn(command.right, "help") === true) {
      out(USAGE);
    } else if (getOwn(command.right, "version") === true) {
      out(`${VERSION}\n`);
    } else {
      const { route, options, data, format } = command.right as Extract<CliCommand, { route: string }>;
      const given = data === undefined ? options : { ...options, data: dataText(data, read) };
      out(`${outputs[format](endpoint(route, given))}\n`);
    }
    return 0;
  } catch (e) {
    if (e instanceof EndpointError) {
      err(`request-options: ${e.code}: ${oneLine(e.message)}\n`);
      return 2;
    }
    err(`request-options: ${oneLine(e instanceof Error ? e.message : String(e))}\n`);
    return 1;
  }
};
