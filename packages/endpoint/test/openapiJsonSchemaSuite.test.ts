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
// A refused document is listed by what it names outside itself: a reference's resource, or a dialect's metaschema.
type Result = "pass" | "refused-valid" | "accepted-invalid" | `document: ${string}` | "crash";

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

/** What an INVALID_DOCUMENT's message names outside the document, or the whole message when it names nothing there. */
const outside = (message: string): string =>
  /it names (\S+), which the document does not hold$/.exec(message)?.[1] ?? (/its metaschema leaves the document$/.test(message) ? "a metaschema" : message);

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
        else result = code === "INVALID_DOCUMENT" ? `document: ${outside((error as EndpointError).message)}` : "crash";
      }
      if (result !== "pass") failures.push(`${group.description} · ${test.description}: ${result}`);
    }
  });
  return failures;
};

// The cases that fail, as docs/openapi-reference.md lists them: references that leave the document (a metaschema,
// http://localhost:1234), which stay INVALID_DOCUMENT, and in optional/, an $id inside an unknown keyword.
const metaschema = "document: https://json-schema.org/draft/2020-12/schema";
const remote = (name: string) => `document: http://localhost:1234/${name}`;
const cases = (group: string, tests: readonly string[], result: string) => tests.map((test) => `${group} · ${test}: ${result}`);
const extended = ["incorrect parent schema", "incorrect extended schema", "correct extended schema"];
const extendible = remote("draft2020-12/extendible-dynamic-ref.json");
const listed: Readonly<Record<string, readonly string[]>> = {
  "defs.json": cases("validate definition against metaschema", ["valid definition schema", "invalid definition schema"], metaschema),
  "dynamicRef.json": [
    ...cases("strict-tree schema, guards against misspelled properties", ["instance with misspelled field", "instance with correct field"], remote("draft2020-12/tree.json")),
    ...cases("tests for implementation dynamic anchor and reference link", extended, extendible),
    ...cases("$ref and $dynamicAnchor are independent of order - $defs first", extended, extendible),
    ...cases("$ref and $dynamicAnchor are independent of order - $ref first", extended, extendible),
    ...cases("$ref to $dynamicRef finds detached $dynamicAnchor", ["number is valid", "non-number is invalid"], remote("draft2020-12/detached-dynamicref.json")),
  ],
  "ref.json": cases("remote ref, containing refs itself", ["remote ref valid", "remote ref invalid"], metaschema),
  "vocabulary.json": [
    ...cases("schema that uses custom metaschema with with no validation vocabulary", ["applicator vocabulary still works", "no validation: valid number", "no validation: invalid number, but it still validates"], "document: a metaschema"),
    ...cases("ignore unrecognized optional vocabulary", ["string value", "number value"], "document: a metaschema"),
  ],
  "optional/cross-draft.json": cases("refs to historic drafts are processed as historic drafts", ["first item not a string is valid"], remote("draft2019-09/ignore-prefixItems.json")),
  "optional/format-assertion.json": ["false", "true"].flatMap((assertion) =>
    cases(`schema that uses custom metaschema with format-assertion: ${assertion}`, [`format-assertion: ${assertion}: valid string`, `format-assertion: ${assertion}: invalid string`], "document: a metaschema"),
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
