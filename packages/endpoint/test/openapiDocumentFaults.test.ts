/**
 * A document `fromOpenApi` cannot read, and a route it does not hold: each INVALID_DOCUMENT at the pointer of what is
 * wrong, in words that say what was expected and what was found; a route not found with the nearest one proposed.
 * Expected values are written by hand.
 */
import { EndpointError, fromOpenApi } from "@request-options/endpoint/openapi";
import { caught } from "./support";

const base = { openapi: "3.1.0", info: { title: "t", version: "1" }, servers: [{ url: "https://api.test" }] };
/** The code and message `fromOpenApi(document)(route, {})` throws. */
const thrown = (document: unknown, route: unknown = "op"): [string, string] => {
  const error = caught(() => fromOpenApi(document as object)(route as string, {}));
  expect(error).toBeInstanceOf(EndpointError);
  return [(error as EndpointError).code, (error as EndpointError).message];
};
const invalid = (pointer: string, why: string): [string, string] => ["INVALID_DOCUMENT", `invalid OpenAPI document at ${pointer}: ${why}`];

describe("the document's frame", () => {
  it("a document is a plain object of OpenAPI 3.0, 3.1 or 3.2", () => {
    expect(thrown(5)).toEqual(invalid("#", "expected a parsed OpenAPI document (a plain object), got number"));
    expect(thrown({ ...base, openapi: "2.0", paths: {} })).toEqual(invalid("#/openapi", 'expected OpenAPI 3.0.x, 3.1.x or 3.2.x, got openapi "2.0"'));
  });

  it("paths is an object of path items, each path starting with /", () => {
    expect(thrown({ ...base, paths: [] })).toEqual(invalid("#/paths", "expected an object of path items, got an array"));
    expect(thrown({ ...base, paths: { a: {} } })).toEqual(invalid("#/paths/a", 'a path must start with "/", got "a"'));
  });

  it("a Path Item, an Operation and additionalOperations are objects", () => {
    expect(thrown({ ...base, paths: { "/a": 5 } })).toEqual(invalid("#/paths/~1a", "expected a Path Item Object, got number"));
    expect(thrown({ ...base, paths: { "/a": { get: 5 } } })).toEqual(invalid("#/paths/~1a/get", "expected an Operation Object, got number"));
    expect(thrown({ ...base, openapi: "3.2.0", paths: { "/a": { additionalOperations: 5 } } })).toEqual(invalid("#/paths/~1a/additionalOperations", "expected a map of Operation Objects, got number"));
  });

  it("a Path Item's $ref is a string that resolves, without a loop", () => {
    const items = (pathItems: object, ref: unknown) => ({ ...base, paths: { "/a": { $ref: ref } }, components: { pathItems } });
    expect(thrown(items({}, 5))).toEqual(invalid("#/paths/~1a/$ref", "expected a string, got number"));
    expect(thrown(items({}, "#/components/pathItems/B"))).toEqual(invalid("#/paths/~1a", '$ref "#/components/pathItems/B" resolves nowhere'));
    expect(thrown(items({ A: { $ref: "#/components/pathItems/A" } }, "#/components/pathItems/A"))).toEqual(invalid("#/paths/~1a", '$ref "#/components/pathItems/A" loops'));
  });
});

describe("operationIds", () => {
  it("are unique, and none is another operation's route", () => {
    expect(thrown({ ...base, paths: { "/a": { get: { operationId: "x" }, post: { operationId: "x" } } } })).toEqual(invalid("#/paths/~1a/post/operationId", 'operationId "x" is also GET /a\'s operationId'));
    expect(thrown({ ...base, paths: { "/a": { get: { operationId: "POST /b" } }, "/b": { post: {} } } })).toEqual(invalid("#/paths/~1a/get/operationId", 'operationId "POST /b" is also the route of POST /b'));
  });
});

describe("a route the document does not hold", () => {
  const api = { ...base, paths: { "/a": { get: { operationId: "list" } } } };
  const how = 'a route is "<METHOD> <path>" with the path as the document writes it, or an operationId';

  it("is INVALID_ROUTE proposing the nearest operationId or route", () => {
    expect(thrown(api, "lst")).toEqual(["INVALID_ROUTE", `the document has no operation "lst": did you mean "list"? ${how}`]);
    expect(thrown(api, "GET /b")).toEqual(["INVALID_ROUTE", `the document has no operation "GET /b": did you mean "GET /a"? ${how}`]);
  });

  it("a route that is no string is INVALID_ARGUMENTS", () => {
    expect(thrown(api, 5)).toEqual(["INVALID_ARGUMENTS", 'route must be a string such as "GET /pets/{petId}" or an operationId, got number']);
  });

  it("an operation without an absolute server needs a baseUrl", () => {
    expect(thrown({ ...api, servers: [{ url: "/relative" }] }, "GET /a")).toEqual(["INVALID_BASE_URL", "no baseUrl for GET /a: the document names no absolute http(s) server for it; give baseUrl in the options or the defaults"]);
  });
});
