import { mainRun } from "./cliRun";

// How the command reads an --openapi document: which syntax a file is read in, where a fault is, what --list orders.

/** `main` reading `files` by path; standard input is `stdin`, reached only by a read of no path. */
const runMain = (files: Readonly<Record<string, string>>, stdin: string | undefined, ...argv: string[]) =>
  mainRun((file) => {
    const text = file === undefined ? stdin : files[file];
    if (text === undefined) throw new Error(`nothing to read at ${String(file)}`);
    return text;
  }, argv);

const listed = (files: Readonly<Record<string, string>>, file: string) => runMain(files, undefined, "--openapi", file, "--list");
const listedStdin = (text: string) => runMain({}, text, "--openapi", "-", "--list");

// One document in two syntaxes: block YAML (no JSON), and flow YAML that opens with "{" (no JSON either).
const block = 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths:\n  /a:\n    get: {operationId: getA}\n';
const flow = '{openapi: 3.1.0, info: {title: t, version: "1"}, paths: {/a: {get: {operationId: getA}}}}';
const listing = { code: 0, stdout: "GET\t/a\tgetA\t\n", stderr: "" };

describe("--openapi FILE: the syntax, by the file's last extension, else by its first character", () => {
  test.each(["doc.yaml", "doc.yml", "doc.YML"])("%s is YAML even when it opens with {", (file) => {
    expect(listed({ [file]: flow }, file)).toEqual(listing);
  });

  test.each(["doc.json", "doc.JSON"])("%s is JSON even when it is YAML", (file) => {
    expect(listed({ [file]: block }, file).stderr).toBe(`request-options: INVALID_DOCUMENT: the --openapi file "${file}" is not valid JSON: line 1, column 1: Unexpected token 'o'\n`);
  });

  test("only the last extension counts", () => {
    expect(listed({ "doc.json.yaml": block }, "doc.json.yaml")).toEqual(listing);
    expect(listed({ "doc.json.txt": block }, "doc.json.txt")).toEqual(listing);
  });

  test("standard input is read by a read of no path; it is JSON when it opens with {, white space before it or not", () => {
    expect(listedStdin(block)).toEqual(listing);
    expect(listedStdin(flow).stderr).toBe("request-options: INVALID_DOCUMENT: standard input is not valid JSON: line 1, column 2: Expected property name or '}'\n");
    expect(listedStdin(`\n  ${flow}`).stderr).toBe("request-options: INVALID_DOCUMENT: standard input is not valid JSON: line 2, column 4: Expected property name or '}'\n");
  });
});

describe("--openapi FILE: a syntax error's reason alone, after its line and column", () => {
  test("JSON: an unexpected token in a text short enough for V8 to quote whole", () => {
    expect(listed({ "doc.json": '{"a": x}' }, "doc.json").stderr).toBe(
      `request-options: INVALID_DOCUMENT: the --openapi file "doc.json" is not valid JSON: line 1, column 7: Unexpected token 'x'\n`,
    );
  });

  test("YAML: past line 9 and column 9", () => {
    const text = [...Array.from({ length: 10 }, (_, i) => `k${i}: 1`), "longer_key: value", "           bad: 2", ""].join("\n");
    expect(listed({ "doc.yaml": text }, "doc.yaml").stderr).toBe(
      `request-options: INVALID_DOCUMENT: the --openapi file "doc.yaml" is not valid YAML: line 11, column 13: Nested mappings are not allowed in compact mappings\n`,
    );
  });
});

describe("--list: a 3.2 path item's additionalOperations at that key's place, in the map's order", () => {
  const listOf = (item: Record<string, unknown>) =>
    listed({ "doc.json": JSON.stringify({ openapi: "3.2.0", info: { title: "t", version: "1" }, paths: { "/f": item } }) }, "doc.json").stdout;
  const copy = { operationId: "copy" };
  const move = { operationId: "move" };
  const get = { operationId: "get" };

  test("before the methods that follow the key, after those before it", () => {
    expect(listOf({ additionalOperations: { COPY: copy, MOVE: move }, get })).toBe("COPY\t/f\tcopy\t\nMOVE\t/f\tmove\t\nGET\t/f\tget\t\n");
    expect(listOf({ additionalOperations: { COPY: copy }, get })).toBe("COPY\t/f\tcopy\t\nGET\t/f\tget\t\n");
    expect(listOf({ get, additionalOperations: { MOVE: move, COPY: copy } })).toBe("GET\t/f\tget\t\nMOVE\t/f\tmove\t\nCOPY\t/f\tcopy\t\n");
  });
});
