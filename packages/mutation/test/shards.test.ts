import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FileResultDictionary, MutantResult, MutantStatus, MutationTestResult } from "mutation-testing-report-schema";
import { globSync } from "tinyglobby";
import { bar, figuresOf, mutantKey, triagedOf, undetectedOf } from "../score.cjs";
import { filesOf, reportOf, root, shardNames, staleness } from "../shards.cjs";

const sources = globSync(["packages/{types,core,endpoint}/src/**/*.ts", "!**/*.d.ts"], { cwd: root }).sort();

describe("the shards", () => {
  test("mutate every source file of types, core and endpoint, each in one shard", () => {
    const owners = new Map<string, string[]>(sources.map((file) => [file, []]));
    for (const shard of shardNames) for (const file of filesOf(shard)) owners.get(file)?.push(shard) ?? owners.set(file, [`${shard} (not a source file)`]);
    expect([...owners].filter(([, shards]) => shards.length !== 1)).toEqual([]);
  });
});

const mutant = (status: MutantStatus, line: number, mutatorName = "ConditionalExpression"): MutantResult => ({
  id: `${line}`,
  mutatorName,
  replacement: "true",
  status,
  location: { start: { line, column: 3 }, end: { line, column: 9 } },
});
const filesWith = (statuses: MutantStatus[]): FileResultDictionary => ({
  "packages/core/src/x.ts": { language: "typescript", source: "", mutants: statuses.map((status, index) => mutant(status, index + 1)) },
});

describe("the score", () => {
  test("is Stryker's: timeouts detected, mutants that survived or no test ran undetected, compile errors left out", () => {
    const figures = figuresOf(filesWith(["Killed", "Killed", "Killed", "Killed", "Killed", "Killed", "Killed", "Timeout", "Survived", "NoCoverage", "CompileError", "Ignored"]));
    expect(figures).toEqual({ score: 80, killed: 7, timeout: 1, survived: 1, noCoverage: 1, valid: 10, ignored: 1 });
  });
  test("names the undetected mutants as the notes do: file, line, column and mutator", () => {
    expect(undetectedOf(filesWith(["Killed", "Survived", "Timeout", "NoCoverage"]))).toEqual([
      "packages/core/src/x.ts:2:3 ConditionalExpression",
      "packages/core/src/x.ts:4:3 ConditionalExpression",
    ]);
  });
});

// A report as a run on today's files would leave it: every file of the shard with its text, no test file.
const currentReport = (shard: string): MutationTestResult => ({
  schemaVersion: "1",
  thresholds: { high: 95, low: 90 },
  files: Object.fromEntries(filesOf(shard).map((file) => [file, { language: "typescript", source: readFileSync(join(root, file), "utf8"), mutants: [] }])),
  testFiles: {},
});

describe("staleness", () => {
  const shard = "core-stages";
  const [first] = filesOf(shard) as [string];
  test("is none for a report of today's files", () => {
    expect(staleness(shard, currentReport(shard))).toBeUndefined();
  });
  test("names a file whose text changed since the run, one the run did not mutate, and one that is no longer the shard's", () => {
    const changed = currentReport(shard);
    (changed.files[first] as { source: string }).source += "\n";
    expect(staleness(shard, changed)).toBe(`${first} changed`);
    const missing = currentReport(shard);
    delete missing.files[first];
    expect(staleness(shard, missing)).toBe(`${first} is not in it`);
    const extra = currentReport(shard);
    extra.files["packages/core/src/gone.ts"] = { language: "typescript", source: "", mutants: [] };
    expect(staleness(shard, extra)).toBe("packages/core/src/gone.ts is no longer the shard's");
  });
  test("names a test file of the run that changed or is gone", () => {
    const test = "packages/core/test/routeParse.test.ts";
    const changed = { ...currentReport(shard), testFiles: { [test]: { source: "// another text", tests: [] } } };
    expect(staleness(shard, changed)).toBe(`${test} changed`);
    const gone = { ...currentReport(shard), testFiles: { "packages/core/test/gone.test.ts": { source: "", tests: [] } } };
    expect(staleness(shard, gone)).toBe("packages/core/test/gone.test.ts is gone");
  });
});

// What `pnpm mutation:score` and the notes promise of every shard whose incremental file is committed.
describe("a committed shard", () => {
  const committed = shardNames.flatMap((shard) => {
    const report = reportOf(shard);
    return report === undefined ? [] : [{ shard, report }];
  });
  test(`scores ${bar}% or more`, () => {
    expect(committed.filter(({ report }) => !(figuresOf(report.files).score >= bar)).map(({ shard }) => shard)).toEqual([]);
  });
  test("has each mutant no test detects in its notes, with why it is equivalent, and no note of another", () => {
    for (const { shard, report } of committed) {
      const undetected = undetectedOf(report.files);
      const triaged = triagedOf(shard);
      expect({ shard, untriaged: undetected.filter((key) => !triaged.has(key)) }).toEqual({ shard, untriaged: [] });
      expect({ shard, stale: [...triaged.keys()].filter((key) => !undetected.includes(key)) }).toEqual({ shard, stale: [] });
    }
  });
});

test("mutantKey reads a mutant's start", () => {
  expect(mutantKey("a.ts", mutant("Survived", 12, "StringLiteral"))).toBe("a.ts:12:3 StringLiteral");
});
