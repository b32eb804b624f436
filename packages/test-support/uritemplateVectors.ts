/**
 * The public uritemplate-test suite, read from its fixture files
 * (packages/core/test/fixtures/uritemplate-test, origin and licence in NOTICE.md): the core's
 * template engine and the endpoint's public API are both checked against the same vectors.
 */
import * as E from "fp-ts/Either";
import * as t from "io-ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** What a template expands to: one string, any of several (a map's key order is free), or `false` for an invalid template. */
export const Expected = t.union([t.string, t.array(t.string), t.literal(false)]);
export type Expected = t.TypeOf<typeof Expected>;

/** One fixture file: its groups by name, each with its variables and its [template, expected] cases. */
const FixtureFile = t.record(t.string, t.type({ variables: t.UnknownRecord, testcases: t.array(t.tuple([t.string, Expected])) }));

export interface Case {
  readonly template: string;
  readonly expected: Expected;
  readonly variables: Readonly<Record<string, unknown>>;
}

/** The folder that holds the suite's files and NOTICE.md. */
export const fixturesDir = join(__dirname, "..", "core", "test", "fixtures", "uritemplate-test");

/** The groups of one fixture file, each named `<file> › <group>`, with its cases. */
export const vectorsOf = (name: string): ReadonlyArray<readonly [string, readonly Case[]]> => {
  const decoded = FixtureFile.decode(JSON.parse(readFileSync(join(fixturesDir, name), "utf8")));
  if (E.isLeft(decoded)) throw new Error(`fixture ${name} does not have the expected shape`);
  return Object.entries(decoded.right).map(([group, { variables, testcases }]) => [
    `${name} › ${group}`,
    testcases.map(([template, expected]) => ({ template, expected, variables })),
  ]);
};
