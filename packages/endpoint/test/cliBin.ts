import { execFileSync } from "node:child_process";
import * as path from "node:path";

/** The real built command (the test command builds first), as a user runs it; `input` is its stdin. */
export const bin = path.join(__dirname, "../bin/request-options.cjs");

export const runBinWith = (input: string | undefined, ...argv: string[]) => {
  try {
    const stdout = execFileSync(process.execPath, [bin, ...argv], {
      encoding: "utf8",
      stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      ...(input === undefined ? {} : { input }),
    });
    return { code: 0, stdout, stderr: "" };
  } catch (e) {
    const failure = e as { status: number; stdout: string; stderr: string };
    return { code: failure.status, stdout: failure.stdout, stderr: failure.stderr };
  }
};

export const runBin = (...argv: string[]) => runBinWith(undefined, ...argv);
