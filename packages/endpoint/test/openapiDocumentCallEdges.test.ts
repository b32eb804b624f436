/**
 * A call through `fromOpenApi` at two edges: a route the document lacks, written with white space other than one
 * space between method and path, is read as its method and path for the routes proposed; and `data`, the whole body,
 * is checked against the body's schema unless it is text: a form body given as an object or a list is checked, as is
 * a JSON lines body given as a list, and text is sent as given. Expected values are written by hand.
 */
import { fromOpenApi } from "@request-options/endpoint/openapi";
import { thrownMessage } from "./schemaSupport";
import { UA } from "./support";

const responses = { 200: { description: "ok" } };
const documentOf = (paths: object): object => ({ openapi: "3.2.0", info: { title: "t", version: "1" }, servers: [{ url: "https://api.test" }], paths });

describe("a route the document lacks, with white space other than one space between method and path", () => {
  const api = fromOpenApi(
    documentOf({
      "/pets": { get: { operationId: "listPets", responses }, put: { operationId: "putPets", responses } },
      "/pets/{petId}": { post: { operationId: "feedPet", parameters: [{ name: "petId", in: "path", required: true, schema: { type: "integer" } }], responses } },
    }),
  );
  const proposal = (route: string): string => thrownMessage(() => api(route, {})).replace(/ a route is "<METHOD> <path>".*$/, "");

  it.each([
    ["two spaces", "POST  /pets"],
    ["a trailing space", "POST /pets "],
    ["a leading space and a tab", " POST\t/pets"],
  ])("is read as its method and path: with %s, the path's operations are proposed", (_case, route) => {
    expect(proposal(route)).toBe(`the document has no operation ${JSON.stringify(route)}: did you mean "GET /pets" or "PUT /pets"?`);
  });

  it("is compared by edit distance as its method and path with one space, not as written", () => {
    expect(proposal("POST            /petz/{petid}")).toBe('the document has no operation "POST            /petz/{petid}": did you mean "POST /pets/{petId}"?');
  });
});

describe("data, the whole body", () => {
  const operationWith = (content: object) => fromOpenApi(documentOf({ "/t": { post: { operationId: "op", requestBody: { content }, responses } } }));

  it("of a form is checked unless it is text, which is sent as given", () => {
    const form = operationWith({ "application/x-www-form-urlencoded": { schema: { type: "object", properties: { a: { type: "integer" } }, maxProperties: 1 } } });
    expect(thrownMessage(() => form("op", { data: { a: "x" } }))).toBe('body.a: expected an integer, got "x"');
    expect(thrownMessage(() => form("op", { data: { a: 1, b: 2 } }))).toBe("body: expected an object of at most 1 properties, got an object");
    expect(thrownMessage(() => form("op", { data: [1, 2] }))).toBe("body: expected an object, got an array");
    expect(form("op", { data: "a=x" })).toEqual({ method: "post", url: "https://api.test/t", headers: { "user-agent": UA, "content-type": "application/x-www-form-urlencoded" }, body: "a=x" });
  });

  it("of JSON lines is checked when it is a list, and text is sent as given", () => {
    const lines = operationWith({ "application/jsonl": { schema: { type: "array", maxItems: 1 }, itemSchema: { type: "integer" } } });
    expect(thrownMessage(() => lines("op", { data: [1, 2] }))).toBe("body: expected an array of at most 1 elements, got an array");
    expect(thrownMessage(() => lines("op", { data: ["x"] }))).toBe('body[0]: expected an integer, got "x"');
    expect(lines("op", { data: '{"a":1}\n' })).toEqual({ method: "post", url: "https://api.test/t", headers: { "user-agent": UA, "content-type": "application/jsonl" }, body: '{"a":1}\n' });
  });
});
