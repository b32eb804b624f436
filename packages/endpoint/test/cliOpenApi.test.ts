import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { main } from "@request-options/endpoint/cli";
import { bin, runBin } from "./cliBin";
import { mainRun, type Printed, printedBy } from "./cliRun";

const fixture = (name: string): string => readFileSync(path.join(__dirname, "fixtures", name), "utf8");
const petstoreYaml = fixture("petstore.yaml");
const petstoreJson = fixture("petstore.json");

/** The files the command may read, by path; standard input is `-`. Any other path is missing, as fs says it. */
const readerOf = (files: Readonly<Record<string, string>>) => {
  const reads: Array<string | undefined> = [];
  const read = (file: string | undefined): string => {
    reads.push(file);
    const text = files[file ?? "-"];
    if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${file ?? "-"}'`);
    return text;
  };
  return { read, reads };
};

const documents = { "petstore.yaml": petstoreYaml, "petstore.json": petstoreJson };

/** `main` with its output captured, reading `files`. */
const runMain = (files: Readonly<Record<string, string>>, ...argv: string[]) => mainRun(readerOf(files).read, argv);

/** The error line the command prints for `argv`: exit 2, nothing on stdout, exactly one line, `request-options: CODE: message`. */
const errorOf = (files: Readonly<Record<string, string>>, ...argv: string[]): string => {
  const { code, stdout, stderr } = runMain(files, ...argv);
  expect([code, stdout]).toEqual([2, ""]);
  expect(stderr).toMatch(/^request-options: [A-Z_]+: [^\r\n]+\n$/);
  return stderr.slice("request-options: ".length, -1);
};

/** The request options the command prints for `argv` (reading `documents`), which must succeed. */
const printed = (...argv: string[]): Printed => printedBy(runMain(documents, ...argv));

// The fixtures' operations, as --list prints them: method, path, operationId, summary, tab-separated, in the
// document's order (DELETE comes before GET in its path item); a path item behind a $ref is listed too.
const petstoreList = [
  "GET\t/pets\tlistPets\tList the pets",
  "POST\t/pets\tcreatePet\tAdd a pet",
  "DELETE\t/pets/{petId}\t\tRemove a pet",
  "GET\t/pets/{petId}\tshowPetById\tInfo for one pet",
  "GET\t/pets/{petId}/photos\tlistPhotos\t",
].map((line) => `${line}\n`).join("");

/** GET /pets/{petId} with petId 7: the base URL from the document's servers, its variable's default. */
const showPet = { method: "get", url: "https://eu.pets.example/v1/pets/7" };

describe("--openapi FILE --list", () => {
  test.each(["petstore.yaml", "petstore.json"])("%s: each operation on a line, four tab-separated fields, in document order", (file) => {
    expect(runMain(documents, "--openapi", file, "--list")).toEqual({ code: 0, stdout: petstoreList, stderr: "" });
  });

  test("the flags in any order; the file is read once, through main's reader", () => {
    const { read, reads } = readerOf(documents);
    let stdout = "";
    expect(main(["--list", "--openapi=petstore.yaml"], (s) => (stdout += s), () => undefined, read)).toBe(0);
    expect([stdout, reads]).toEqual([petstoreList, ["petstore.yaml"]]);
  });

  test("a field's line breaks and tabs become one space, so that each line splits into four fields", () => {
    const document = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: { "/a": { post: { operationId: "make\tit", summary: "  Makes\r\n\tone  a\n" }, get: { summary: 42 } } },
    };
    expect(runMain({ "a.json": JSON.stringify(document) }, "--openapi", "a.json", "--list").stdout).toBe("POST\t/a\tmake it\tMakes one a\nGET\t/a\t\t\n");
  });

  test("a 3.2 document: the query method and additionalOperations are listed and called, methods as the route writes them", () => {
    const document = {
      openapi: "3.2.0",
      info: { title: "t", version: "1" },
      servers: [{ url: "https://files.test" }],
      paths: {
        "/files/{name}": {
          parameters: [{ name: "name", in: "path", required: true, schema: { type: "string" } }],
          query: { operationId: "searchFiles", requestBody: { content: { "application/json": { schema: { type: "object", properties: { kind: { type: "string" } } } } } } },
          additionalOperations: { COPY: { operationId: "copyFile", summary: "Copy a file" } },
        },
      },
    };
    const files = { "files.json": JSON.stringify(document) };
    expect(runMain(files, "--openapi", "files.json", "--list").stdout).toBe("QUERY\t/files/{name}\tsearchFiles\t\nCOPY\t/files/{name}\tcopyFile\tCopy a file\n");
    const searched = printedBy(runMain(files, "--openapi", "files.json", "QUERY /files/{name}", "name=a.txt", "kind=text"));
    expect([searched.method, searched.url, searched.body]).toEqual(["query", "https://files.test/files/a.txt", { kind: "text" }]);
    expect(printedBy(runMain(files, "--openapi", "files.json", "copyFile", "name=a.txt")).method).toBe("copy");
  });

  test("a 3.1 document without paths has no operations: nothing is printed", () => {
    expect(runMain({ "hooks.yaml": "openapi: 3.1.0\ninfo: {title: t, version: '1'}\nwebhooks: {}\n" }, "--openapi", "hooks.yaml", "--list")).toEqual({
      code: 0,
      stdout: "",
      stderr: "",
    });
  });

  test("a document that is no OpenAPI 3 document is INVALID_DOCUMENT, with its JSON pointer", () => {
    expect(errorOf({ "swagger.json": '{"swagger": "2.0", "paths": {}}' }, "--openapi", "swagger.json", "--list")).toBe(
      "INVALID_DOCUMENT: invalid OpenAPI document at #/openapi: expected OpenAPI 3.0.x, 3.1.x or 3.2.x, got Swagger 2.0 (convert it to OpenAPI 3 first)",
    );
    expect(errorOf({ "list.yaml": "- openapi: 3.1.0\n" }, "--openapi", "list.yaml", "--list")).toMatch(/^INVALID_DOCUMENT: invalid OpenAPI document at #: /);
    expect(errorOf({ "bad.yaml": "openapi: 3.0.3\npaths:\n  /a:\n    $ref: '#/nowhere'\n" }, "--openapi", "bad.yaml", "--list")).toMatch(
      /^INVALID_DOCUMENT: invalid OpenAPI document at #\/paths\/~1a: \$ref "#\/nowhere" resolves nowhere/,
    );
  });
});

describe("request-options --openapi: YAML merge keys", () => {
  test("a schema written with <<: *base keeps the base's constraints, which are checked", () => {
    const document = [
      "openapi: 3.1.0",
      "servers: [{url: 'https://x.example'}]",
      "x-base: &base {type: integer, maximum: 10}",
      "paths:",
      "  /a:",
      "    get:",
      "      operationId: a",
      "      parameters: [{name: n, in: query, schema: {<<: *base}}]",
      "",
    ].join("\n");
    expect(errorOf({ "merge.yaml": document }, "--openapi", "merge.yaml", "a", "n:=11")).toMatch(/^INVALID_PARAMETER: query\.n: /);
    expect(printedBy(runMain({ "merge.yaml": document }, "--openapi", "merge.yaml", "a", "n:=3")).url).toBe("https://x.example/a?n=3");
  });
});

describe("reading and parsing the document", () => {
  const listed = (files: Readonly<Record<string, string>>, file: string) => runMain(files, "--openapi", file, "--list");

  test.each([
    ["JSON by its first character", "openapi", petstoreJson],
    ["YAML otherwise", "openapi", petstoreYaml],
    [".yml is YAML", "petstore.yml", petstoreYaml],
    ["extensions in any case", "PETSTORE.YAML", petstoreYaml],
    ["a JSON document may be read as YAML", "petstore.yaml", petstoreJson],
    ["a byte order mark is skipped", "petstore.json", `\uFEFF${petstoreJson}`],
  ])("%s", (_, file, text) => {
    expect(listed({ [file]: text }, file)).toEqual({ code: 0, stdout: petstoreList, stderr: "" });
  });

  test("--openapi - reads standard input, JSON or YAML by its first character", () => {
    expect(listed({ "-": petstoreYaml }, "-").stdout).toBe(petstoreList);
    expect(listed({ "-": `\n  ${petstoreJson}` }, "-").stdout).toBe(petstoreList);
  });

  test("a file that cannot be read: INVALID_ARGUMENTS naming it and why", () => {
    expect(errorOf({}, "--openapi", "missing.yaml", "--list")).toBe(
      `INVALID_ARGUMENTS: cannot read the --openapi file "missing.yaml": ENOENT: no such file or directory, open 'missing.yaml'`,
    );
    expect(errorOf({}, "--openapi", "-", "GET /pets")).toBe("INVALID_ARGUMENTS: cannot read standard input: ENOENT: no such file or directory, open '-'");
  });

  test("a YAML syntax error: INVALID_DOCUMENT with its line and column", () => {
    const broken = "openapi: 3.0.3\npaths:\n  /pets:\n    get: {operationId: listPets\n";
    expect(errorOf({ "broken.yaml": broken }, "--openapi", "broken.yaml", "--list")).toMatch(
      /^INVALID_DOCUMENT: the --openapi file "broken\.yaml" is not valid YAML: line 5, column 1: \S/,
    );
    expect(errorOf({ "twice.yaml": "openapi: 3.0.3\nopenapi: 3.1.0\n" }, "--openapi", "twice.yaml", "--list")).toBe(
      'INVALID_DOCUMENT: the --openapi file "twice.yaml" is not valid YAML: line 2, column 1: Map keys must be unique',
    );
    expect(errorOf({ "-": "a: 1\n  b: 2\n" }, "--openapi", "-", "--list")).toBe(
      "INVALID_DOCUMENT: standard input is not valid YAML: line 1, column 4: Nested mappings are not allowed in compact mappings",
    );
  });

  // V8 names the position of some faults and not of others (an unexpected token): each is located.
  test.each([
    ["a missing comma", '{\n  "openapi": "3.1.0"\n  "paths": {}\n}', "line 3, column 3: Expected ',' or '}' after property value"],
    ["an unexpected token", '{\n  "openapi": "3.1.0",\n  "paths": {"/a": }\n}', "line 3, column 19: Unexpected token '}'"],
    ["an unexpected token, CRLF line ends", '{\r\n"a": 1,\r\n"b": tru }', "line 3, column 9: Unexpected token ' '"],
    ["a single-quoted string", "{'openapi': '3.1.0'}", "line 1, column 2: Expected property name or '}'"],
    ["an open object at the end of the text", '{"openapi": "3.1.0",\n"paths": {', "line 2, column 11: Expected property name or '}'"],
    ["the end of the text", '{"openapi": "3.1.0",\n"paths": {"/a": tr', "line 2, column 19: Unexpected end of JSON input"],
    ["text after the document", '{"openapi": "3.1.0"}\n}', "line 2, column 1: Unexpected non-whitespace character after JSON"],
  ])("a JSON syntax error, %s: INVALID_DOCUMENT with its line and column", (_, text, where) => {
    expect(errorOf({ "broken.json": text }, "--openapi", "broken.json", "--list")).toBe(`INVALID_DOCUMENT: the --openapi file "broken.json" is not valid JSON: ${where}`);
  });

  test("an unexpected token deep in a large document is located", () => {
    const document = { openapi: "3.1.0", info: { title: "t", version: "1" }, paths: Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`/p${i}`, { get: { operationId: `op${i}` } }])) };
    const lines = JSON.stringify(document, null, 2).split("\n");
    const at = lines.indexOf('        "operationId": "op1500"');
    expect(at).toBeGreaterThan(6_000);
    lines[at] = '        "operationId": op1500';
    expect(errorOf({ "large.json": lines.join("\n") }, "--openapi", "large.json", "--list")).toBe(
      `INVALID_DOCUMENT: the --openapi file "large.json" is not valid JSON: line ${at + 1}, column 24: Unexpected token 'o'`,
    );
  });
});

describe("--openapi FILE arguments", () => {
  test.each([
    ["--list without --openapi", ["--list"], "--list prints the operations of an OpenAPI document: request-options --openapi FILE --list"],
    ["--list with a route", ["--openapi", "petstore.yaml", "--list", "GET /pets"], "--list takes --openapi FILE and nothing else"],
    ["--list with a header", ["--openapi", "petstore.yaml", "--list", "-H", "a: 1"], "--list takes --openapi FILE and nothing else"],
    ["--list with --format", ["--openapi", "petstore.yaml", "--list", "--format", "json"], "--list takes --openapi FILE and nothing else"],
    ["--list with --no-check", ["--openapi", "petstore.yaml", "--list", "--no-check"], "--list takes --openapi FILE and nothing else"],
    ["--no-check without --openapi", ["--no-check", "GET /pets"], "--no-check turns off the checks of an OpenAPI document's schemas: it goes with --openapi FILE"],
    ["no route", ["--openapi", "petstore.yaml"], 'a route is required: request-options --openapi FILE [flags] "<METHOD> <path>"|<operationId> [key=value ...], or --list'],
    ["standard input twice", ["--openapi", "-", "--data", "-", "POST /pets"], "standard input is read once: --openapi - and --data - cannot both read it"],
  ])("%s is INVALID_ARGUMENTS", (_, argv, message) => {
    const error = errorOf(documents, ...argv);
    expect(error.startsWith("INVALID_ARGUMENTS: ")).toBe(true);
    expect(error).toContain(message);
  });

  test("an argument error comes before any read", () => {
    const { read, reads } = readerOf(documents);
    expect(main(["--openapi", "petstore.yaml", "--list", "GET /pets"], () => undefined, () => undefined, read)).toBe(2);
    expect(reads).toEqual([]);
  });

  test("--openapi takes the next argument as its file, even at the end of a parseArgs slice", () => {
    const argv = ["GET /pets/{petId}", "petId:=1", ...Array.from({ length: 997 }, (_, i) => `p${i}=${i}`), "--openapi", "petstore.yaml", "-H", "a: 1"];
    expect(argv.indexOf("--openapi")).toBe(999);
    // The numbered keys are unknown to the operation: the document was read, and the route found in it.
    expect(errorOf(documents, ...argv)).toMatch(/^INVALID_PARAMETER: .*\bp0\b/);
    expect(errorOf(documents, "GET /pets", ...Array.from({ length: 998 }, (_, i) => `p${i}=${i}`), "--openapi", "none.yaml")).toMatch(/^INVALID_ARGUMENTS: cannot read the --openapi file "none\.yaml"/);
  });

  test("--help names --openapi, --list and --no-check", () => {
    const { stdout } = runMain({}, "--help");
    expect(stdout).toContain("--openapi <file|->");
    expect(stdout).toContain("--list");
    expect(stdout).toContain("--no-check");
  });
});

describe("--openapi FILE ROUTE key=value...", () => {
  test("an unknown route is INVALID_ROUTE", () => {
    expect(errorOf(documents, "--openapi", "petstore.yaml", "GET /pet")).toMatch(/^INVALID_ROUTE: the document has no operation "GET \/pet"/);
    expect(errorOf(documents, "--openapi", "petstore.yaml", "showPet")).toMatch(/^INVALID_ROUTE: the document has no operation "showPet"/);
  });

  test("a document that is no OpenAPI 3 document is INVALID_DOCUMENT", () => {
    expect(errorOf({ "a.yaml": "just text\n" }, "--openapi", "a.yaml", "GET /")).toBe(
      "INVALID_DOCUMENT: invalid OpenAPI document at #: expected a parsed OpenAPI document (a plain object), got string",
    );
  });

  test.each(["petstore.yaml", "petstore.json"])("%s: a route by its path, the base URL from the document's servers", (file) => {
    expect(printed("--openapi", file, "GET /pets/{petId}", "petId:=7")).toEqual(expect.objectContaining(showPet));
  });

  test.each(["petstore.yaml", "petstore.json"])("%s: a route by its operationId builds the same request", (file) => {
    expect(printed("--openapi", file, "showPetById", "petId:=7")).toEqual(printed("--openapi", file, "GET /pets/{petId}", "petId:=7"));
  });

  test("query parameters go where the document places them", () => {
    expect(printed("--openapi", "petstore.yaml", "listPets", "limit:=20", 'tags:=["a b","c"]').url).toBe("https://eu.pets.example/v1/pets?limit=20&tags=a%20b&tags=c");
  });

  test("a header parameter, -H headers, --base-url", () => {
    const options = printed("--openapi", "petstore.json", "showPetById", "petId:=7", "X-Request-ID=r1", "-H", "authorization: token t", "--base-url", "https://pets.test");
    expect(options.url).toBe("https://pets.test/pets/7");
    // The header parameter lower-cased, beside the -H header and the user-agent; no accept: no response declares content.
    expect(options.headers).toEqual(expect.objectContaining({ "x-request-id": "r1", authorization: "token t" }));
    expect(Object.keys(options.headers)).toHaveLength(3);
  });

  test("a JSON body from the keys that are not parameters, or whole from data:=<json>", () => {
    const created = printed("--openapi", "petstore.yaml", "POST /pets", "name=Rex", "status=available", "tag:=null");
    expect([created.method, created.url, created.body]).toEqual(["post", "https://eu.pets.example/v1/pets", { name: "Rex", status: "available", tag: null }]);
    expect(created.headers["content-type"]).toBe("application/json");
    expect(printed("--openapi", "petstore.json", "createPet", 'data:={"name":"Rex"}').body).toEqual({ name: "Rex" });
  });

  test("--data is text, as for any route: a JSON body's schema refuses it, unless --no-check", () => {
    expect(errorOf(documents, "--openapi", "petstore.json", "createPet", "--data", '{"name":"Rex"}')).toBe('INVALID_PARAMETER: body: expected an object, got "{\\"name\\":\\"Rex\\"}"');
    expect(printed("--openapi", "petstore.json", "--no-check", "createPet", "--data", '{"name":"Rex"}').body).toBe('{"name":"Rex"}');
  });

  test("values are checked against their schemas: a text that is no integer where the schema wants one, an unknown key, a missing path parameter", () => {
    expect(errorOf(documents, "--openapi", "petstore.yaml", "showPetById", "petId=seven")).toBe('INVALID_PARAMETER: path.petId: expected an integer, got "seven"');
    expect(errorOf(documents, "--openapi", "petstore.yaml", "createPet", "name=Rex", "status=avail")).toBe(
      'INVALID_PARAMETER: body.status: expected one of "available" | "pending" | "sold", got "avail"',
    );
    expect(errorOf(documents, "--openapi", "petstore.json", "listPets", "limt:=1")).toMatch(/^INVALID_PARAMETER: unknown key "limt"/);
    expect(errorOf(documents, "--openapi", "petstore.json", "createPet", "status=sold")).toMatch(/^MISSING_PARAMETER: missing required body\.name/);
    expect(errorOf(documents, "--openapi", "petstore.yaml", "showPetById")).toMatch(/^MISSING_PARAMETER: missing required path\.petId/);
    expect(printed("--openapi", "petstore.yaml", "showPetById", "petId:=7").url).toBe(showPet.url);
    expect(printed("--openapi", "petstore.yaml", "showPetById", "petId=7").url).toBe(showPet.url);
  });

  test("--no-check: no schema checks, no refusal of unknown keys; path parameters stay required", () => {
    expect(printed("--openapi", "petstore.yaml", "--no-check", "showPetById", "petId=seven").url).toBe("https://eu.pets.example/v1/pets/seven");
    expect(printed("--openapi", "petstore.yaml", "--no-check", "GET /pets", "limit=lots").url).toBe("https://eu.pets.example/v1/pets?limit=lots");
    expect(errorOf(documents, "--openapi", "petstore.yaml", "--no-check", "showPetById")).toMatch(/^MISSING_PARAMETER: .*petId/);
  });

  test("--format curl and fetch print the same request", () => {
    const { stdout } = runMain(documents, "--openapi", "petstore.yaml", "--curl", "showPetById", "petId:=7");
    expect(stdout).toMatch(/^curl --globoff --path-as-is -X 'GET' 'https:\/\/eu\.pets\.example\/v1\/pets\/7' /);
    expect(runMain(documents, "--openapi", "petstore.yaml", "--format", "fetch", "showPetById", "petId:=7").stdout).toMatch(/^const response = await fetch\("https:\/\/eu\.pets\.example\/v1\/pets\/7", \{/);
  });
});

describe("the built command with --openapi", () => {
  const file = path.join(__dirname, "fixtures", "petstore.yaml");

  test("--list reads the file from disk", () => {
    expect(runBin("--openapi", file, "--list")).toEqual({ code: 0, stdout: petstoreList, stderr: "" });
  });

  test("a route of the document", () => {
    const { code, stdout } = runBin("--openapi", path.join(__dirname, "fixtures", "petstore.json"), "showPetById", "petId:=7");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(expect.objectContaining(showPet));
  });

  test("GitHub's document: every operation on a line; a reader that stops early (| head) ends the command quietly", () => {
    const github = require.resolve("@octokit/openapi/generated/api.github.com.json");
    const document = JSON.parse(readFileSync(github, "utf8")) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item).filter((key) => ["get", "put", "post", "delete", "options", "head", "patch", "trace"].includes(key)));
    const listed = runBin("--openapi", github, "--list");
    expect([listed.code, listed.stderr]).toEqual([0, ""]);
    const lines = listed.stdout.split("\n").slice(0, -1);
    expect(lines).toHaveLength(operations.length);
    expect(lines[0]).toBe("GET\t/\tmeta/root\tGitHub API Root");
    expect(lines.every((line) => line.split("\t").length === 4)).toBe(true);
    // The list is larger than a pipe's buffer: the command still writes when head has gone.
    expect(listed.stdout.length).toBeGreaterThan(65_536);
    const piped = spawnSync("/bin/sh", ["-c", `"${process.execPath}" "${bin}" --openapi "${github}" --list | head -n 1`], { encoding: "utf8" });
    expect([piped.status, piped.stdout, piped.stderr]).toEqual([0, `${lines[0]}\n`, ""]);
  });

  test("a file that is not there: exit 2, one line", () => {
    const { code, stdout, stderr } = runBin("--openapi", path.join(__dirname, "fixtures", "none.yaml"), "--list");
    expect([code, stdout]).toEqual([2, ""]);
    expect(stderr).toMatch(/^request-options: INVALID_ARGUMENTS: cannot read the --openapi file ".*none\.yaml": ENOENT[^\n]*\n$/);
  });
});

describe("--openapi: a key=value is typed as its schema types it", () => {
  // 3.1: type lists, $refs, allOf; every body property and parameter of one operation.
  const shop31 = {
    openapi: "3.1.0",
    info: { title: "shop", version: "1" },
    servers: [{ url: "https://shop.example" }],
    paths: {
      "/orders/{orderId}": {
        parameters: [{ $ref: "#/components/parameters/OrderId" }],
        put: {
          operationId: "putOrder",
          parameters: [
            { name: "dryRun", in: "query", schema: { type: "boolean" } },
            { name: "limit", in: "query", schema: { type: ["integer", "null"] } },
            { name: "code", in: "query", schema: { type: ["string", "integer"] } },
            { name: "note", in: "query", schema: {} },
            { name: "X-Rate", in: "header", schema: { anyOf: [{ type: "number" }, { type: "null" }] } },
          ],
          requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Order" } } } },
        },
      },
    },
    components: {
      parameters: { OrderId: { name: "orderId", in: "path", required: true, schema: { $ref: "#/components/schemas/Id" } } },
      schemas: {
        Id: { type: "integer", minimum: 1 },
        Order: {
          allOf: [
            { type: "object", properties: { quantity: { $ref: "#/components/schemas/Id" }, gift: { type: "boolean" } } },
            { properties: { price: { type: "number" }, label: { type: "string" }, tags: { type: "array", items: { type: "integer" } } } },
          ],
        },
      },
    },
  };
  // 3.0: a type name, `nullable`.
  const shop30 = [
    "openapi: 3.0.3",
    "info: { title: shop, version: '1' }",
    "servers: [{ url: 'https://shop.example' }]",
    "paths:",
    "  /items:",
    "    get:",
    "      operationId: listItems",
    "      parameters:",
    "        - { name: page, in: query, schema: { type: integer, nullable: true } }",
    "        - { name: open, in: query, schema: { type: boolean } }",
    "        - { name: q, in: query, schema: { type: string } }",
  ].join("\n");
  const shops = { "shop31.json": JSON.stringify(shop31), "shop30.yaml": shop30 };
  const order = (...argv: string[]): Printed => printedBy(runMain(shops, "--openapi", "shop31.json", "putOrder", ...argv));

  test("integer, number and boolean schemas take key=value as a number or a boolean: parameters and body properties", () => {
    expect(order("orderId=7", "dryRun=true", "limit=20", "X-Rate=1.5", "quantity=2", "gift=false", "price=9.5e1", "label=12")).toEqual({
      method: "put",
      url: "https://shop.example/orders/7?dryRun=true&limit=20",
      headers: expect.objectContaining({ "x-rate": "1.5" }) as unknown,
      body: { quantity: 2, gift: false, price: 95, label: "12" },
    });
  });

  test("a 3.0 document's type names, nullable or not", () => {
    expect(printedBy(runMain(shops, "--openapi", "shop30.yaml", "listItems", "page=3", "open=false", "q=42")).url).toBe("https://shop.example/items?page=3&open=false&q=42");
  });

  test("a schema that allows a string, or says no type, keeps the text; so do arrays", () => {
    expect(order("orderId=1", "code=007", "note=5", "label=true").url).toBe("https://shop.example/orders/1?code=007&note=5");
    expect(order("orderId=1", "label=true").body).toEqual({ label: "true" });
    expect(errorOf(shops, "--openapi", "shop31.json", "putOrder", "orderId=1", "tags=1")).toBe('INVALID_PARAMETER: body.tags: expected an array, got "1"');
  });

  test("a text that is no number or boolean stays a string, refused with the check's own message", () => {
    expect(errorOf(shops, "--openapi", "shop31.json", "putOrder", "orderId=1", "quantity=abc")).toBe('INVALID_PARAMETER: body.quantity: expected an integer, got "abc"');
    expect(errorOf(shops, "--openapi", "shop31.json", "putOrder", "orderId=1", "dryRun=yes")).toBe('INVALID_PARAMETER: query.dryRun: expected a boolean, got "yes"');
    expect(errorOf(shops, "--openapi", "shop31.json", "putOrder", "orderId=1", "quantity=2.5")).toBe("INVALID_PARAMETER: body.quantity: expected an integer, got 2.5");
    expect(errorOf(shops, "--openapi", "shop31.json", "putOrder", "orderId=0x10")).toBe('INVALID_PARAMETER: path.orderId: expected an integer, got "0x10"');
  });

  test("key:=<json> is taken as given: a JSON string stays a string; the last of a key's arguments decides", () => {
    expect(errorOf(shops, "--openapi", "shop31.json", "putOrder", "orderId=1", 'quantity:="2"')).toBe('INVALID_PARAMETER: body.quantity: expected an integer, got "2"');
    expect(order("orderId=1", 'quantity:="2"', "quantity=3").body).toEqual({ quantity: 3 });
    expect(errorOf(shops, "--openapi", "shop31.json", "putOrder", "orderId=1", "quantity=3", 'quantity:="2"')).toContain('got "2"');
  });

  test("with --no-check the keys are typed alike", () => {
    expect(printedBy(runMain(shops, "--openapi", "shop31.json", "--no-check", "putOrder", "orderId=1", "quantity=2", "extra=3")).body).toEqual({ quantity: 2, extra: "3" });
  });

  test("without --openapi, key=value is a string as before", () => {
    expect(printedBy(runMain({}, "PUT /orders/{id}", "id=1", "quantity=2")).body).toEqual({ quantity: "2" });
  });
});

describe("--openapi: a multipart/form-data body in each format", () => {
  const upload = JSON.stringify({
    openapi: "3.2.0",
    info: { title: "t", version: "1" },
    servers: [{ url: "https://api.test" }],
    paths: {
      "/upload": {
        post: {
          operationId: "upload",
          requestBody: {
            content: {
              "multipart/form-data": {
                schema: { type: "object", properties: { title: { type: "string" }, tags: { type: "array", items: { type: "string" } }, meta: {} } },
                encoding: { meta: { contentType: "application/json" } },
              },
            },
          },
        },
      },
    },
  });
  const files = { "upload.json": upload };
  const run = (format: string, ...keys: string[]) => runMain(files, "--openapi", "upload.json", "--format", format, "upload", ...keys);
  const texts = ["title=It's Q3", 'tags:=["a","b\\nc"]'];

  test("json lists the parts in order, a file part described by its filename, type and size", () => {
    expect(printedBy(run("json", ...texts)).body).toEqual([
      ["title", "It's Q3"],
      ["tags", "a"],
      ["tags", "b\nc"],
    ]);
    // meta's Encoding Object types it: a Blob of JSON text, which FormData names `blob`.
    expect(printedBy(run("json", 'meta:={"a":1}')).body).toEqual([["meta", { filename: "blob", type: "application/json", size: 7 }]]);
  });

  test("curl sends each text part with --form-string, a line break as the CRLF fetch sends, and no content-type of its own", () => {
    expect(run("curl", ...texts)).toEqual({
      code: 0,
      stdout: `curl --globoff --path-as-is -X 'POST' 'https://api.test/upload' -H 'user-agent: request-options/0.1.0' --form-string 'title=It'\\''s Q3' --form-string 'tags=a' --form-string 'tags=b\r\nc'\n`,
      stderr: "",
    });
  });

  test("fetch builds the FormData and passes it as body", () => {
    expect(run("fetch", ...texts)).toEqual({
      code: 0,
      stdout: [
        "const body = new FormData();",
        'body.append("title", "It\'s Q3");',
        'body.append("tags", "a");',
        'body.append("tags", "b\\nc");',
        'const response = await fetch("https://api.test/upload", {',
        '  "method": "POST",',
        '  "headers": {',
        '    "user-agent": "request-options/0.1.0"',
        "  },",
        "  body",
        "});",
        "",
      ].join("\n"),
      stderr: "",
    });
  });

  test("a file part, and for curl a name curl cannot write, are INVALID_ARGUMENTS", () => {
    for (const format of ["curl", "fetch"]) {
      expect(errorOf(files, "--openapi", "upload.json", "--format", format, "upload", 'meta:={"a":1}')).toBe(
        `INVALID_ARGUMENTS: --format ${format} writes text parts only: the part "meta" is a file (application/json, 7 bytes); --format json describes it`,
      );
    }
    expect(errorOf(files, "--openapi", "upload.json", "--curl", "upload", 'data:={"a=b":"x"}')).toBe(
      'INVALID_ARGUMENTS: --format curl cannot write the part name "a=b": curl ends a name at "=" and writes quotes and line breaks as fetch does not',
    );
  });
});
