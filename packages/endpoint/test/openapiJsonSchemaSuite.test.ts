/**
 * The official JSON Schema Test Suite (draft 2020-12, fixtures/json-schema-test-suite, MIT), run through
 * `fromOpenApi`'s public API: each case's schema is an operation's JSON body schema in a 3.1 document, its instance
 * the call's `data`. A schema object is given an `$id` of its own (when it has none), so that its `#`-relative
 * references resolve to its root, as JSON Schema 2020-12 says of an embedded resource with `$id`; the suite's
 * remote references (`http://localhost:1234/...`, the metaschemas) leave the document and stay INVALID_DOCUMENT.
 * Each file's cases run in a test of their own, and the cases that fail are exactly those docs/openapi-reference.md
 * lists.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { EndpointError, fromOpenApi } from "@request-options/endpoint/openapi";

type Case = { description: string; data: unknown; valid: boolean };
type Group = { description: string; schema: unknown; tests: Case[] };
type Result = "pass" | "refused-valid" | "accepted-invalid" | "document" | "crash";

const suite = join(__dirname, "fixtures/json-schema-test-suite");
const filesIn = (directory: string): string[] =>
  readdirSync(directory)
    .filter((name) => name.endsWith(".json") && name !== "refRemote.json")
    .sort();
const groupsOf = (file: string): Group[] => JSON.parse(readFileSync(join(suite, file), "utf8")) as Group[];

const documentOf = (schema: unknown, id: string): object => ({
  openapi: "3.1.0",
  info: { title: "JSON Schema Test Suite", version: "1" },
  paths: {
    "/case": {
      post: {
        operationId: "case",
        requestBody: {
          required: true,
          content: { "application/json": { schema: typeof schema === "object" && schema !== null && !("$id" in schema) ? { $id: id, ...schema } : schema } },
        },
      },
    },
  },
});

/** A file's cases that do not pass, each `<group> · <case>: <result>`. */
const failuresOf = (file: string): string[] => {
  const failures: string[] = [];
  groupsOf(file).forEach((group, index) => {
    const api = fromOpenApi(documentOf(group.schema, `https://json-schema-test-suite.invalid/${file}/${index}`));
    for (const test of group.tests) {
      let result: Result;
      try {
        api("case", { baseUrl: "https://example.invalid", data: test.data });
        result = test.valid ? "pass" : "accepted-invalid";
      } catch (error) {
        const code = error instanceof EndpointError ? error.code : undefined;
        if (code === "INVALID_PARAMETER" || code === "MISSING_PARAMETER") result = test.valid ? "refused-valid" : "pass";
        else result = code === "INVALID_DOCUMENT" ? "document" : "crash";
      }
      if (result !== "pass") failures.push(`${group.description} · ${test.description}: ${result}`);
    }
  });
  return failures;
};

// The cases that fail, as docs/openapi-reference.md lists them: references that leave the document (a metaschema,
// http://localhost:1234), which stay INVALID_DOCUMENT, and in optional/, an $id inside an unknown keyword.
const dynamicOrder = (order: string) => ["incorrect parent schema", "incorrect extended schema", "correct extended schema"].map((test) => `$ref and $dynamicAnchor are independent of order - ${order} · ${test}: document`);
const listed: Readonly<Record<string, readonly string[]>> = {
  "defs.json": ["valid definition schema", "invalid definition schema"].map((test) => `validate definition against metaschema · ${test}: document`),
  "dynamicRef.json": [
    "strict-tree schema, guards against misspelled properties · instance with misspelled field: document",
    "strict-tree schema, guards against misspelled properties · instance with correct field: document",
    ...["incorrect parent schema", "incorrect extended schema", "correct extended schema"].map((test) => `tests for implementation dynamic anchor and reference link · ${test}: document`),
    ...dynamicOrder("$defs first"),
    ...dynamicOrder("$ref first"),
    "$ref to $dynamicRef finds detached $dynamicAnchor · number is valid: document",
    "$ref to $dynamicRef finds detached $dynamicAnchor · non-number is invalid: document",
  ],
  "ref.json": ["remote ref valid", "remote ref invalid"].map((test) => `remote ref, containing refs itself · ${test}: document`),
  "vocabulary.json": [
    ...["applicator vocabulary still works", "no validation: valid number", "no validation: invalid number, but it still validates"].map((test) => `schema that uses custom metaschema with with no validation vocabulary · ${test}: document`),
    "ignore unrecognized optional vocabulary · string value: document",
    "ignore unrecognized optional vocabulary · number value: document",
  ],
  "optional/cross-draft.json": ["refs to historic drafts are processed as historic drafts · first item not a string is valid: document"],
  "optional/format-assertion.json": ["false", "true"].flatMap((assertion) =>
    ["valid string", "invalid string"].map((test) => `schema that uses custom metaschema with format-assertion: ${assertion} · format-assertion: ${assertion}: ${test}: document`),
  ),
  "optional/unknownKeyword.json": [
    "$id inside an unknown keyword is not a real identifier · type matches second anyOf, which has a real schema in it: refused-valid",
    "$id inside an unknown keyword is not a real identifier · type matches non-schema in first anyOf: accepted-invalid",
  ],
};

// optional/format/ is left out: formats are annotations here.
const files = [...filesIn(suite), ...filesIn(join(suite, "optional")).map((name) => `optional/${name}`)];

describe("JSON Schema Test Suite, draft 2020-12, through fromOpenApi", () => {
  it.each(files)("%s: every case passes but those docs/openapi-reference.md lists", (file) => {
    expect(failuresOf(file)).toEqual(listed[file] ?? []);
  });

  it("holds docs/openapi-reference.md's figures: 1 246 of 1 268 mandatory cases pass, 155 of 162 optional ones", () => {
    const counted = (names: string[]) => names.reduce((sum, file) => sum + groupsOf(file).reduce((cases, group) => cases + group.tests.length, 0), 0);
    const failing = (names: string[]) => names.reduce((sum, file) => sum + (listed[file]?.length ?? 0), 0);
    const [mandatory, optional] = [files.filter((file) => !file.startsWith("optional/")), files.filter((file) => file.startsWith("optional/"))];
    expect([counted(mandatory), counted(mandatory) - failing(mandatory), counted(optional), counted(optional) - failing(optional)]).toEqual([1268, 1246, 162, 155]);
  });
});
