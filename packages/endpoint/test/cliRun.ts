import { type DataRead, main } from "@request-options/endpoint/cli";

/** The request options the command prints as JSON. */
export interface Printed {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body?: unknown;
}

/** `main` on `argv`, reading through `read`, its output captured. */
export const mainRun = (read: DataRead, argv: readonly string[]) => {
  let stdout = "";
  let stderr = "";
  const code = main(
    argv,
    (s) => (stdout += s),
    (s) => (stderr += s),
    read,
  );
  return { code, stdout, stderr };
};

/** The request options of a run, which must have succeeded. */
export const printedBy = ({ code, stdout, stderr }: ReturnType<typeof mainRun>): Printed => {
  expect([code, stderr]).toEqual([0, ""]);
  return JSON.parse(stdout) as Printed;
};
