import * as E from "fp-ts/Either";
import { endpoint, EndpointError, VERSION } from "../index";
import { cliArgs, USAGE } from "./cliArgs";

// Each run of white space that holds a line break becomes one space. Not /\s*[\r\n]+\s*/g: at
// every position of a long run of spaces without a break it rescans the run (quadratic).
const oneLine = (text: string): string => text.replace(/\s+/g, (run) => (/[\r\n]/.test(run) ? " " : run)).trim();

/**
 * The request-options command, without I/O: writes to `out` and `err`, returns the exit code
 * (0 success, 2 bad input or an `EndpointError`, 1 anything unexpected). Never a stack trace.
 */
export const main = (argv: readonly string[], out: (s: string) => void, err: (s: string) => void): number => {
  try {
    const command = cliArgs(argv);
    if (E.isLeft(command)) throw command.left;
    if ("help" in command.right) {
      out(USAGE);
    } else if ("version" in command.right) {
      out(`${VERSION}\n`);
    } else {
      const { route, options } = command.right;
      out(`${JSON.stringify(endpoint(route, options), null, 2)}\n`);
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
