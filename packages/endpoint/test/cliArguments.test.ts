import { mainRun, printedBy } from "./cliRun";

// How argv becomes options: the options given as parameters, the explanation of a refused flag, and, with --openapi,
// the types a document's schemas give each key=value.

const runMain = (argv: string[], files: Readonly<Record<string, string>> = {}) =>
  mainRun((file) => {
    const text = file === undefined ? undefined : files[file];
    if (text === undefined) throw new Error(`nothing to read at ${String(file)}`);
    return text;
  }, argv);

/** The one error line the command prints for `argv`, with exit code 2 and nothing on stdout. */
const errorLineOf = (argv: string[], files?: Readonly<Record<string, string>>): string => {
  const { code, stdout, stderr } = runMain(argv, files);
  expect([code, stdout]).toEqual([2, ""]);
  return stderr.slice(0, stderr.indexOf("\n"));
};

describe("known options given as parameters", () => {
  test("headers that are no object are refused, with or without -H", () => {
    for (const argv of [["GET /x", "headers:=5"], ["GET /x", "headers=text"]]) {
      expect(errorLineOf(argv)).toMatch(/^request-options: INVALID_OPTIONS: invalid option "headers": expected HeadersInput, got /);
    }
  });

  test("baseUrl=URL is the base URL when --base-url is not given", () => {
    expect(printedBy(runMain(["GET /x", "baseUrl=https://x.test"])).url).toBe("https://x.test/x");
  });
});

describe("a refused flag is explained by the first flag at fault, not by a valid one before it", () => {
  const unknown = 'request-options: INVALID_ARGUMENTS: unknown flag "--bogus"; a route or parameter that starts with "-" goes after --';

  test.each([
    ["a boolean flag", ["--curl", "--bogus", "GET /x"]],
    ["a string flag and its value", ["--format", "json", "--bogus", "GET /x"]],
    ['"-" as a value (standard input)', ["--data", "-", "--bogus", "GET /x"]],
    ['a value that starts with "-", given in the same argument', ["--data=-x", "--bogus", "GET /x"]],
  ])("%s, then an unknown flag", (_, argv) => {
    expect(errorLineOf(argv)).toBe(unknown);
  });
});

describe("long argument lists, parsed in slices of 1000", () => {
  test("-H with its value in the same argument takes no next one, so the option after it keeps its value across a slice's end", () => {
    const argv = ["POST /x", ...Array.from({ length: 997 }, (_, i) => `k${i}=v`), "-Ha:b", "--data", "b"];
    const printed = printedBy(runMain(argv));
    expect([printed.headers["a"], printed.body]).toEqual(["b", "b"]);
  });
});

describe("--format curl: a file part is refused, named with its type", () => {
  test("a content type a Blob cannot hold leaves the part without one, and the message says so", () => {
    const multipart = { schema: { type: "object", properties: { meta: {} } }, encoding: { meta: { contentType: "application/json; charset=é" } } };
    const document = { openapi: "3.2.0", info: { title: "t", version: "1" }, servers: [{ url: "https://api.test" }], paths: { "/u": { post: { operationId: "upload", requestBody: { content: { "multipart/form-data": multipart } } } } } };
    expect(errorLineOf(["--openapi", "u.json", "--curl", "upload", 'meta:={"a":1}'], { "u.json": JSON.stringify(document) })).toBe(
      'request-options: INVALID_ARGUMENTS: --format curl writes text parts only: the part "meta" is a file (no type, 7 bytes); --format json describes it',
    );
  });
});

describe("--openapi: the types a key=value takes from allOf, anyOf and oneOf", () => {
  const info = { title: "t", version: "1" };
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const jsonBody = (schema: unknown) => ({ content: { "application/json": { schema } } });
  const document = {
    openapi: "3.1.0",
    info,
    servers: [{ url: "https://t.test" }],
    paths: {
      "/typed": { post: { operationId: "typed", requestBody: jsonBody(ref("Typed")) } },
      "/loops": { post: { operationId: "loops", parameters: [{ name: "cycle", in: "query", schema: ref("A") }], requestBody: jsonBody(ref("Node")) } },
    },
    components: {
      schemas: {
        Typed: {
          type: "object",
          properties: {
            all: { allOf: [{ type: "integer" }] },
            one: { oneOf: [{ type: "integer" }, { type: "boolean" }] },
            both: { type: ["integer", "string"], allOf: [{ type: "integer" }] },
            either: { type: ["string", "integer"] },
          },
          anyOf: [{ properties: { fromAny: { type: "integer" } } }],
          oneOf: [{ properties: { fromOne: { type: "boolean" } } }],
        },
        // Loops the checks refuse, so read with --no-check: through allOf, through anyOf, and of $refs alone.
        Node: { allOf: [ref("Node")], properties: { n: { type: "integer" }, loop: ref("Loop"), deep: ref("Deep") } },
        Loop: { anyOf: [ref("Loop"), { type: "integer" }] },
        Deep: { type: "integer", allOf: [ref("Deep")] },
        A: ref("B"),
        B: ref("A"),
      },
    },
  };
  const files = { "doc.json": JSON.stringify(document) };

  test("allOf narrows, anyOf and oneOf allow their branches' types, and body properties come from every branch", () => {
    const argv = ["--openapi", "doc.json", "typed", "all=5", "one=5", "both=5", "either=7", "fromAny=5", "fromOne=true"];
    expect(printedBy(runMain(argv, files)).body).toEqual({ all: 5, one: 5, both: 5, either: "7", fromAny: 5, fromOne: true });
  });

  test("a schema that loops is walked to a bounded depth: what the loop allows is any type", () => {
    const printed = printedBy(runMain(["--openapi", "doc.json", "--no-check", "loops", "n=5", "loop=5", "deep=5", "cycle=5"], files));
    expect([printed.url, printed.body]).toEqual(["https://t.test/loops?cycle=5", { n: 5, loop: "5", deep: 5 }]);
  });

  test("a chain of $refs is followed up to 32 hops: what lies past that is any type", () => {
    const chained = (refs: number) => {
      const schemas: Record<string, unknown> = { [`S${refs - 1}`]: { type: "integer" } };
      for (let i = 0; i < refs - 1; i += 1) schemas[`S${i}`] = ref(`S${i + 1}`);
      const body = { type: "object", properties: { p: ref("S0") } };
      return JSON.stringify({ openapi: "3.1.0", info, servers: [{ url: "https://t.test" }], paths: { "/c": { post: { operationId: "c", requestBody: jsonBody(body) } } }, components: { schemas } });
    };
    const body = (refs: number) => printedBy(runMain(["--openapi", "d.json", "--no-check", "c", "p=5"], { "d.json": chained(refs) })).body;
    expect([body(32), body(33)]).toEqual([{ p: 5 }, { p: "5" }]);
  });

  test("so is a loop of YAML aliases, which needs no $ref", () => {
    const yaml = [
      "openapi: 3.1.0",
      'info: {title: t, version: "1"}',
      'servers: [{url: "https://t.test"}]',
      "paths:",
      "  /a:",
      "    post:",
      "      operationId: aliases",
      "      parameters: [{name: p, in: query, schema: &p {anyOf: [*p, {type: integer}]}}]",
      "      requestBody: {content: {application/json: {schema: &b {allOf: [*b], properties: {n: {type: integer}}}}}}",
    ].join("\n");
    const printed = printedBy(runMain(["--openapi", "doc.yaml", "--no-check", "aliases", "p=5", "n=5"], { "doc.yaml": yaml }));
    expect([printed.url, printed.body]).toEqual(["https://t.test/a?p=5", { n: 5 }]);
  });
});
