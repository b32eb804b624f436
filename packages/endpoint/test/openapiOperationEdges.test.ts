/**
 * An operation's plan and placement at their edges, through `fromOpenApi`: a document's faults in a parameter, its
 * content, the servers, a response and the path, each at its pointer; the words of an unknown key past six known
 * ones, or none; the operation codec's name; what a content parameter, a cookie, a header, `request` and an empty
 * PUT body place; which key is which when names are shared; unchecked leftover keys, null parameters and a multipart
 * boundary; a body's keys through allOf; how deep a key's value is walked and the visit budget of one check; a parameter
 * read with content and schema both, an undescribed required key, a refusal's context; the query's joins, a body no
 * request body describes, the keys allOf, anyOf, oneOf and a $dynamicRef name, how the operation codec reads undefined,
 * null and a polluted prototype, a server's trailing slashes. Expected values are written by hand.
 */
import { fromOpenApi, schemaCodec } from "@request-options/endpoint/openapi";
import { documentOf as schemaDocumentOf, operationOf, thrownMessage } from "./schemaSupport";
import { UA } from "./support";

const documentOf = (operation: object, root: object = {}, path = "/t"): object => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  servers: [{ url: "https://api.test" }],
  paths: { [path]: { post: { operationId: "op", ...operation } } },
  ...root,
});
/** A required JSON request body of `schema`. */
const body = (schema: object): object => ({ requestBody: { required: true, content: { "application/json": { schema } } } });
const call = (document: object, options: Record<string, unknown> = {}): unknown => fromOpenApi(document)("op", options);
const refused = (document: object, options: Record<string, unknown> = {}): string => thrownMessage(() => call(document, options));
const at = "invalid OpenAPI document at #/paths/~1t/post";

describe("a document's fault, at its pointer", () => {
  it.each([
    ["a parameter with an empty name", { parameters: [{ name: "", in: "query" }] }, `${at}/parameters/0/name: expected a parameter name, got string`],
    ["a parameter in no known place", { parameters: [{ name: "a", in: "body" }] }, `${at}/parameters/0/in: expected "path", "query", "querystring", "header" or "cookie", got "body"`],
    ["a parameter in no place", { parameters: [{ name: "a" }] }, `${at}/parameters/0/in: expected "path", "query", "querystring", "header" or "cookie", got nothing`],
    ["content with two media types", { parameters: [{ name: "a", in: "query", content: { "application/json": {}, "text/plain": {} } }] }, `${at}/parameters/0/content: expected one media type with its Media Type Object`],
    ["content with none", { parameters: [{ name: "a", in: "query", content: {} }] }, `${at}/parameters/0/content: expected one media type with its Media Type Object`],
    ["content whose media type is no object", { parameters: [{ name: "a", in: "query", content: { "application/json": 5 } }] }, `${at}/parameters/0/content/application~1json: expected a Media Type Object, got number`],
    ["parameters that are no list", { parameters: 5 }, `${at}/parameters: expected a list of Parameter Objects, got number`],
    ["a response that is no object", { responses: { "200": 5 } }, `${at}/responses/200: expected a Response Object, got number`],
  ])("%s", (_case, operation, message) => {
    expect(refused(documentOf(operation))).toBe(message);
  });

  it("a content parameter's schema, under its media type", () => {
    expect(refused(documentOf({ parameters: [{ name: "a", in: "query", content: { "application/json": { schema: { type: 5 } } } }] }), { a: 1 })).toBe(
      "invalid document at #/paths/~1t/post/parameters/0/content/application~1json/schema/type: expected one of string, number, integer, boolean, array, object, null, got 5",
    );
  });

  it.each([
    ["servers that are no list", { servers: 5 }, "invalid OpenAPI document at #/servers: expected a list of Server Objects, got number"],
    ["a server with no url", { servers: [{}] }, "invalid OpenAPI document at #/servers/0: expected a Server Object with a url"],
    ["a server variable with no default", { servers: [{ url: "https://{host}/v1" }] }, 'invalid OpenAPI document at #/servers/0: its url names the variable "host", which has no default'],
  ])("%s", (_case, root, message) => {
    expect(refused(documentOf({}, root))).toBe(message);
  });

  it("a brace outside a path parameter", () => {
    expect(refused(documentOf({}, {}, "/t}x"))).toBe('invalid OpenAPI document at #/paths/~1t}x: the path "/t}x" has a brace outside a {parameter}');
  });

  it("a path parameter no parameter defines", () => {
    expect(refused(documentOf({}, {}, "/t/{x}"))).toBe("invalid OpenAPI document at #/paths/~1t~1{x}: the path names {x}, which no path parameter of POST /t/{x} defines");
  });
});

describe("an unknown key's words", () => {
  it("list six known keys, then how many there are", () => {
    const parameters = ["a", "b", "c", "d", "e", "f", "g"].map((name) => ({ name, in: "query" }));
    expect(refused(documentOf({ parameters }), { zzz: 1 })).toBe('unknown key "zzz": not a parameter or body property of this operation; it takes "a", "b", "c", "d", "e", "f", … (7 keys)');
  });

  it("list six known keys all, with no count", () => {
    const parameters = ["a", "b", "c", "d", "e", "f"].map((name) => ({ name, in: "query" }));
    expect(refused(documentOf({ parameters }), { zzz: 1 })).toBe('unknown key "zzz": not a parameter or body property of this operation; it takes "a", "b", "c", "d", "e", "f"');
  });

  it("say so when the operation takes no keys", () => {
    expect(refused(documentOf({}), { zzz: 1 })).toBe('unknown key "zzz": not a parameter or body property of this operation; it takes no keys');
  });
});

describe("the operation codec", () => {
  it("is named by the keys it requires, path parameters first", () => {
    expect(fromOpenApi(documentOf({})).codecOf("op").name).toBe("operation keys (none required)");
    const document = documentOf({ parameters: [{ name: "a", in: "query", required: true }, { name: "b", in: "path" }] }, {}, "/t/{b}");
    expect(fromOpenApi(document).codecOf("op").name).toBe("operation keys (b, a required)");
  });

  it("refuses a value that is no object, in its words", () => {
    const decoded = fromOpenApi(documentOf({})).codecOf("op").decode(5);
    expect(decoded._tag === "Left" && decoded.left[0]?.message).toBe("value: expected an object of the operation's parameters and body properties, got 5");
  });
});

describe("what an operation places", () => {
  const content = (mediaType: string): object => documentOf({ parameters: [{ name: "a", in: "query", content: { [mediaType]: { schema: {} } } }] });

  it.each([
    ["an object of a JSON content parameter, as JSON", "application/json", { x: 1 }, "https://api.test/t?a=%7B%22x%22%3A1%7D"],
    ["a string of a JSON content parameter, as JSON", "application/json", "x", "https://api.test/t?a=%22x%22"],
    ["a string of a text content parameter, as it is", "text/plain", "x y", "https://api.test/t?a=x%20y"],
    ["a null content parameter, not at all", "application/json", null, "https://api.test/t"],
  ])("%s", (_case, mediaType, value, url) => {
    expect((call(content(mediaType), { a: value }) as { url: string }).url).toBe(url);
  });

  it("a server URL's trailing slashes are dropped", () => {
    expect((call(documentOf({}, { servers: [{ url: "https://api.test/v1//" }] })) as { url: string }).url).toBe("https://api.test/v1/t");
  });

  it("two cookies, joined", () => {
    expect((call(documentOf({ parameters: [{ name: "a", in: "cookie" }, { name: "b", in: "cookie" }] }), { a: "1", b: "2" }) as { headers: object }).headers).toEqual({ "user-agent": UA, cookie: "a=1; b=2" });
  });

  it("a header parameter, under its name", () => {
    expect((call(documentOf({ parameters: [{ name: "x-a", in: "header" }] }), { "x-a": "1" }) as { headers: object }).headers).toEqual({ "user-agent": UA, "x-a": "1" });
  });

  it("request, as given, and no body for a POST without one", () => {
    expect(call(documentOf({}), { request: { signal: 1 } })).toEqual({ method: "post", url: "https://api.test/t", headers: { "user-agent": UA }, request: { signal: 1 } });
  });

  it("an empty body for a PUT without one, as the plain endpoint", () => {
    expect(fromOpenApi({ ...documentOf({}), paths: { "/t": { put: { operationId: "op" } } } })("op", {})).toEqual({ method: "put", url: "https://api.test/t", headers: { "user-agent": UA }, body: "" });
  });

  it("a header parameter OpenAPI ignores is refused where a call gives it", () => {
    const document = documentOf({ parameters: [{ name: "Accept", in: "header", schema: { type: "integer" } }, { name: "Content-Type", in: "header", required: true }] });
    expect(refused(document, { accept: "x" })).toBe("header.accept: OpenAPI ignores a header parameter named accept; give it in headers");
  });
});

describe("which key is which", () => {
  const placed = (document: object, options: Record<string, unknown>, settings?: { check: boolean }): Record<string, unknown> => fromOpenApi(document, settings)("op", options) as unknown as Record<string, unknown>;

  it("a name a path and a query parameter share is checked by the path's schema", () => {
    const document = documentOf({ parameters: [{ name: "id", in: "query", schema: { type: "string" } }, { name: "id", in: "path", schema: { type: "integer" } }] }, {}, "/t/{id}");
    expect(refused(document, { id: "x" })).toBe('path.id: expected an integer, got "x"');
  });

  it("a name a header and a query parameter share is checked by the query's schema", () => {
    const document = documentOf({ parameters: [{ name: "id", in: "header", schema: { type: "string" } }, { name: "id", in: "query", schema: { type: "integer" } }] });
    expect(refused(document, { id: "x" })).toBe('query.id: expected an integer, got "x"');
  });

  it("a parameter takes the key a body property shares", () => {
    const document = documentOf({ parameters: [{ name: "q", in: "query", schema: { type: "string" } }], ...body({ properties: { q: { type: "integer" } } }) });
    expect(placed(document, { q: "x" })).toMatchObject({ url: "https://api.test/t?q=x", body: {} });
  });

  it("a key an anyOf member names goes in the body", () => {
    expect(placed(documentOf(body({ anyOf: [{ properties: { x: {} } }] })), { x: 1 })["body"]).toEqual({ x: 1 });
  });

  it("a required key no schema describes is needed, as any value", () => {
    expect(refused(documentOf(body({ required: ["x"] })))).toBe("missing required body.x: expected any value");
  });

  it("a required key given as undefined is missing", () => {
    expect(refused(documentOf(body({ properties: { x: { type: "integer" } }, required: ["x"] })), { x: undefined })).toBe("missing required body.x: expected an integer");
  });

  it("a key is unknown when one allOf member closes the body, whatever another admits", () => {
    expect(refused(documentOf(body({ allOf: [{ additionalProperties: false }, { additionalProperties: { type: "integer" } }] })), { zz: 1 })).toBe(
      'unknown key "zz": not a parameter or body property of this operation; it takes no keys',
    );
  });

  it("a path parameter needs no `required: true`", () => {
    expect(refused(documentOf({ parameters: [{ name: "id", in: "path" }] }, {}, "/t/{id}"))).toBe("missing required path.id: expected any value");
  });

  it("a required querystring parameter is needed", () => {
    const document = documentOf({ parameters: [{ name: "qs", in: "querystring", required: true, content: { "application/x-www-form-urlencoded": { schema: { type: "object" } } } }] });
    expect(refused(document)).toBe("missing required query.qs: expected an object");
  });

  it("a query parameter named authorization is a query parameter", () => {
    expect(placed(documentOf({ parameters: [{ name: "authorization", in: "query" }] }), { authorization: "x" })["url"]).toBe("https://api.test/t?authorization=x");
  });

  it("unchecked, a path parameter given null is missing", () => {
    const document = documentOf({ parameters: [{ name: "id", in: "path" }] }, {}, "/t/{id}");
    for (const options of [{ id: null }, {}]) {
      expect(thrownMessage(() => placed(document, options, { check: false }))).toBe('missing parameter "id": the path "/t/{id}" of POST /t/{id} needs a value for it');
    }
  });

  it("a query parameter that serializes to nothing leaves no separator", () => {
    const parameters = [{ name: "a", in: "query", schema: { type: "array" } }, { name: "b", in: "query" }];
    expect(placed(documentOf({ parameters }), { a: [], b: "1" })["url"]).toBe("https://api.test/t?b=1");
    expect(placed(documentOf({ parameters: [...parameters].reverse() }), { a: [], b: "1" })["url"]).toBe("https://api.test/t?b=1");
  });

  it("an empty querystring adds nothing to the query", () => {
    const document = documentOf({ parameters: [{ name: "qs", in: "querystring", content: { "application/x-www-form-urlencoded": { schema: { type: "object" } } } }, { name: "b", in: "query" }] });
    expect(placed(document, { qs: {}, b: "1" })["url"]).toBe("https://api.test/t?b=1");
  });

  it("a header, a cookie and request not given are not there at all", () => {
    const document = documentOf({ parameters: [{ name: "x-a", in: "header" }, { name: "a", in: "cookie" }, { name: "b", in: "cookie" }] });
    const options = placed(document, { b: "2" });
    expect(Object.keys(options)).toEqual(["method", "url", "headers"]);
    expect(options["headers"]).toStrictEqual({ "user-agent": UA, cookie: "b=2" });
  });

  it("a path parameter's object, as simple style writes it", () => {
    expect(placed(documentOf({ parameters: [{ name: "id", in: "path", schema: { type: "object" } }] }, {}, "/t/{id}"), { id: { a: 1, b: 2 } })["url"]).toBe("https://api.test/t/a,1,b,2");
  });
});

describe("the objects and arrays one check walks", () => {
  it("are 2^18 at most, the list itself counted", () => {
    const codec = schemaCodec(schemaDocumentOf(), { items: { properties: { a: {} } } });
    const list = Array.from({ length: 2 ** 18 - 1 }, () => ({}));
    expect(codec.is(list)).toBe(true);
    const over = [...list, {}];
    const decoded = codec.decode(over);
    expect([codec.is(over), decoded._tag === "Left" && decoded.left[0]?.message]).toEqual([false, "[262143]: expected a value of at most 262144 objects and arrays, counted as walked, got an object"]);
  });
});

describe("unchecked keys no parameter takes, in the query", () => {
  const document = { ...documentOf({}), paths: { "/t": { get: { operationId: "op", parameters: [{ name: "b", in: "query" }] } } } };
  const urlOf = (options: Record<string, unknown>): string => (fromOpenApi(document, { check: false })("op", options) as { url: string }).url;

  it.each([
    ["an empty list first", { x: [], y: "1" }, "https://api.test/t?y=1"],
    ["an empty list after", { y: "1", x: [] }, "https://api.test/t?y=1"],
    ["null", { y: "1", x: null }, "https://api.test/t?y=1"],
    ["only an empty list, after a parameter", { b: "1", x: [] }, "https://api.test/t?b=1"],
  ])("%s leaves no trace", (_case, options, url) => {
    expect(urlOf(options)).toBe(url);
  });
});

describe("a parameter given null", () => {
  it("is no header and no cookie", () => {
    const document = documentOf({ parameters: [{ name: "x-a", in: "header" }, { name: "a", in: "cookie" }, { name: "b", in: "cookie" }] });
    expect((fromOpenApi(document)("op", { "x-a": null, a: null, b: "2" }) as { headers: object }).headers).toStrictEqual({ "user-agent": UA, cookie: "b=2" });
  });
});

describe("a multipart body's content-type", () => {
  it("is kept with its boundary, written with or without a space", () => {
    const document = documentOf({ requestBody: { content: { "multipart/form-data": { schema: { type: "object" } } } } });
    for (const type of ["multipart/form-data;boundary=x", "multipart/form-data; boundary=x"]) {
      expect((fromOpenApi(document)("op", { data: { a: "1" }, headers: { "content-type": type } }) as { headers: Record<string, string> }).headers["content-type"]).toBe(type);
    }
  });
});

describe("a body's keys through allOf", () => {
  const bodyOf = (document: object, options: Record<string, unknown>): unknown => (fromOpenApi(document)("op", options) as { body: unknown }).body;

  it("a member shared at every level of 48 is read once: its keys are taken at once", () => {
    const schemas: Record<string, unknown> = { S48: { properties: { a: { type: "integer" } } } };
    for (let level = 0; level < 48; level += 1) schemas[`S${level}`] = { allOf: [{ $ref: `#/components/schemas/S${level + 1}` }, { $ref: `#/components/schemas/S${level + 1}` }] };
    expect(bodyOf({ ...documentOf(body({ $ref: "#/components/schemas/S0" })), components: { schemas } }, { a: 1 })).toEqual({ a: 1 });
  });

  it("a key two members describe is held to both", () => {
    expect(refused(documentOf(body({ allOf: [{ properties: { a: { type: "integer" } } }, { properties: { a: { minimum: 5 } } }] })), { a: 1 })).toBe("body.a: expected a number ≥ 5, got 1");
  });

  it("one member's additionalProperties: false refuses another member's property", () => {
    expect(refused(documentOf(body({ allOf: [{ properties: { a: {} }, additionalProperties: false }, { properties: { b: {} } }] })), { b: 1 })).toBe('body: unknown key "b"; did you mean "a"? it takes "a"');
  });

  it("a body read whole admits a key its additionalProperties takes", () => {
    expect(bodyOf(documentOf(body({ properties: { a: {} }, additionalProperties: { type: "integer" }, minProperties: 1 })), { zz: 1 })).toEqual({ zz: 1 });
  });
});

describe("a key's value", () => {
  const recursive = { schemas: { R: { type: "object", properties: { a: { $ref: "#/components/schemas/R" } } } } };
  const nested = (levels: number): unknown => {
    let value: unknown = {};
    for (let level = 1; level < levels; level += 1) value = { a: value };
    return value;
  };

  it.each([
    ["a parameter's", { parameters: [{ name: "p", in: "query", schema: { $ref: "#/components/schemas/R" } }] }],
    ["a body property's", body({ properties: { p: { $ref: "#/components/schemas/R" } } })],
  ])("%s is walked 255 objects deep at most, its own level counted", (_case, operation) => {
    const codec = fromOpenApi({ ...documentOf(operation), components: recursive }).codecOf("op");
    expect([codec.is({ p: nested(255) }), codec.is({ p: nested(256) })]).toEqual([true, false]);
  });
});

describe("a parameter's reading", () => {
  it("content that is no object holds no media type", () => {
    expect(refused(documentOf({ parameters: [{ name: "a", in: "query", content: 5 }] }))).toBe(`${at}/parameters/0/content: expected one media type with its Media Type Object`);
  });

  it("with a schema and content both, the schema checks it", () => {
    const document = documentOf({ parameters: [{ name: "a", in: "query", schema: { type: "integer" }, content: { "application/json": { schema: { type: "string" } } } }] });
    expect(refused(document, { a: "x" })).toBe('query.a: expected an integer, got "x"');
  });

  it("a required body key no schema describes takes any value", () => {
    const document = documentOf({ requestBody: { required: true, content: { "application/json": { schema: { required: ["x"] } } } } });
    expect((fromOpenApi(document)("op", { x: 5 }) as { body: unknown }).body).toEqual({ x: 5 });
  });

  it("a refusal's context ends with the refused value", () => {
    const decoded = fromOpenApi(documentOf({ parameters: [{ name: "a", in: "query", schema: { type: "integer" } }] })).codecOf("op").decode({ a: "x" });
    expect(decoded._tag === "Left" && decoded.left[0]?.context.map(({ key, actual }) => [key, actual])).toEqual([["", { a: "x" }], ["query.a", "x"]]);
  });
});

describe("the query an operation writes", () => {
  const get = (parameters: object[]): object => ({ ...documentOf({}), paths: { "/t": { get: { operationId: "op", parameters } } } });
  const urlOf = (document: object, options: Record<string, unknown>, settings?: object): string => (fromOpenApi(document, settings as never)("op", options) as { url: string }).url;

  it("joins unchecked keys by &, after the parameters", () => {
    expect(urlOf(get([]), { x: "1", y: "2" }, { check: false })).toBe("https://api.test/t?x=1&y=2");
    expect(urlOf(get([{ name: "b", in: "query" }]), { b: "1", x: "2" }, { check: false })).toBe("https://api.test/t?b=1&x=2");
  });

  it("adds nothing for a querystring form of no fields", () => {
    const document = { ...get([{ name: "a", in: "query" }, { name: "s", in: "querystring", content: { "application/x-www-form-urlencoded": { schema: { type: "object" } } } }]), openapi: "3.2.0" };
    expect(urlOf(document, { a: "1", s: {} })).toBe("https://api.test/t?a=1");
    expect(urlOf(document, { a: "1", s: { x: "1" } })).toBe("https://api.test/t?a=1&x=1");
  });

  it("writes an object as JSON text for a content parameter of a text type", () => {
    expect(urlOf(get([{ name: "f", in: "query", content: { "text/plain": { schema: {} } } }]), { f: { a: 1 } })).toBe("https://api.test/t?f=%7B%22a%22%3A1%7D");
  });

  it("encodes a content parameter's reserved characters, whatever its allowReserved says", () => {
    expect(urlOf(get([{ name: "f", in: "query", allowReserved: true, content: { "application/json": { schema: {} } } }]), { f: { a: "/" } })).toBe("https://api.test/t?f=%7B%22a%22%3A%22%2F%22%7D");
  });

  it("takes the document's server when the operation's servers list is empty", () => {
    expect(urlOf(documentOf({ servers: [] }), {})).toBe("https://api.test/t");
  });
});

describe("a body no request body describes", () => {
  it("is empty for a PATCH given nothing, as for a PUT", () => {
    const document = { ...documentOf({}), paths: { "/t": { patch: { operationId: "op" } } } };
    expect(call(document)).toStrictEqual({ method: "patch", url: "https://api.test/t", headers: { "user-agent": UA }, body: "" });
  });

  it("is JSON when the call gives data", () => {
    expect(fromOpenApi(documentOf({}), { check: false })("op", { data: { a: 1 } })).toStrictEqual({
      method: "post",
      url: "https://api.test/t",
      headers: { "user-agent": UA, "content-type": "application/json; charset=utf-8" },
      body: { a: 1 },
    });
  });
});

describe("the keys a body's schema names", () => {
  it("take every allOf member's additionalProperties", () => {
    const document = documentOf(body({ allOf: [{ additionalProperties: { type: "integer" } }, { additionalProperties: { minimum: 5 } }] }));
    expect(refused(document, { x: 3 })).toBe("body.x: expected a number ≥ 5, got 3");
    expect((call(document, { x: 7 }) as { body: unknown }).body).toEqual({ x: 7 });
  });

  it("need not include a required property that one allOf member marks readOnly", () => {
    const document = documentOf(body({ allOf: [{ properties: { a: { readOnly: true } }, required: ["a"] }, { properties: { a: { type: "string" } } }] }));
    expect((call(document) as { body: unknown }).body).toEqual({});
  });

  it("of an optional body need its required properties only once the body is sent", () => {
    const document = documentOf({ requestBody: { content: { "application/json": { schema: { properties: { a: {}, b: {} }, required: ["a"] } } } } });
    expect(call(document)).toStrictEqual({ method: "post", url: "https://api.test/t", headers: { "user-agent": UA } });
    expect(refused(document, { b: 1 })).toBe("missing required body.a: expected a value");
  });
});

describe("the operation codec's reading of a call", () => {
  const requiredQuery = documentOf({ parameters: [{ name: "q", in: "query", required: true }] });

  it("takes a required parameter given null as missing", () => {
    const decoded = fromOpenApi(requiredQuery).codecOf("op").decode({ q: null });
    expect(decoded._tag === "Left" && decoded.left[0]?.message).toBe("missing required query.q: expected any value");
  });

  it("takes a key given undefined as not given: an unknown one passes, a required body property is missing", () => {
    const codec = fromOpenApi(documentOf(body({ properties: { a: {} }, required: ["a"] }))).codecOf("op");
    expect(codec.is({ a: 1, zz: undefined })).toBe(true);
    const decoded = codec.decode({ a: undefined });
    expect(decoded._tag === "Left" && decoded.left[0]?.message).toBe("missing required body.a: expected a value");
  });

  it("reads no key that Object.prototype holds", () => {
    const codec = fromOpenApi(documentOf(body({ properties: { a: {} } }))).codecOf("op");
    Object.defineProperty(Object.prototype, "polluted", { value: 1, enumerable: true, configurable: true, writable: true });
    try {
      expect(codec.is({ a: 1 })).toBe(true);
    } finally {
      delete (Object.prototype as Record<string, unknown>)["polluted"];
    }
  });

  it("names forty required parameters of one place in the document's order, and the first missing", () => {
    const document = documentOf({ parameters: Array.from({ length: 40 }, (_, index) => ({ name: `p${index}`, in: "query", required: true })) });
    const names = Array.from({ length: 40 }, (_, index) => `p${index}`);
    expect(fromOpenApi(document).codecOf("op").name).toBe(`operation keys (${names.join(", ")} required)`);
    expect(refused(document)).toBe("missing required query.p0: expected any value");
  });
});

describe("the keys a $dynamicRef's target names", () => {
  it("come after the body's own properties in an unknown key's words", () => {
    const target = { $id: "https://m.example/m", $dynamicAnchor: "meta", type: "object", properties: { t: {} } };
    const api = operationOf({ $dynamicRef: "https://m.example/m#meta", properties: { own: {} } }, { schemas: { M: target } });
    expect(thrownMessage(() => api({ zzz: 1 }))).toBe('unknown key "zzz": not a parameter or body property of this operation; it takes "q", "own", "t"');
  });
});

describe("a refusal that cannot be shown", () => {
  it("says so, with what showing it threw", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const decoded = schemaCodec(schemaDocumentOf(), { type: "string" }).decode(proxy);
    expect(decoded._tag === "Left" && decoded.left[0]?.message).toBe("value: refused (showing it threw: Cannot perform 'IsArray' on a proxy that has been revoked)");
  });
});

describe("the visit budget of a check that a value's getter runs inside another walk", () => {
  it.each([
    ["guard", (codec: ReturnType<typeof schemaCodec>): unknown => codec.is({ b: {} })],
    ["decoder", (codec: ReturnType<typeof schemaCodec>): unknown => codec.decode({ b: {} })],
  ])("is the inner %s's own: the outer walk's count goes on where it was", (_kind, innerCheck) => {
    const inner = schemaCodec(schemaDocumentOf(), { properties: { a: {} } });
    const outer = schemaCodec(schemaDocumentOf(), { items: { properties: { a: {} } } });
    const list: object[] = Array.from({ length: 2 ** 18 }, () => ({}));
    // Reading `a` of the fifth element runs a check of its own, which counts from 0 and must not reset the outer count.
    list[4] = Object.defineProperty({}, "a", { enumerable: true, get: () => innerCheck(inner) });
    expect(outer.is(list)).toBe(false);
    expect(outer.is(list.slice(1))).toBe(true);
  });
});

describe("a key that only an anyOf member requires", () => {
  const api = operationOf({ anyOf: [{ required: ["x"] }, { required: ["y"] }] });

  it("is a key of the call", () => {
    expect((api({ x: 1 }) as { body: unknown }).body).toEqual({ x: 1 });
  });

  it("is one for a oneOf member, and for a $dynamicRef's target", () => {
    expect((operationOf({ oneOf: [{ required: ["x"] }, { required: ["y"] }] })({ y: 1 }) as { body: unknown }).body).toEqual({ y: 1 });
    const target = { $id: "https://m.example/m", $dynamicAnchor: "meta", required: ["x"] };
    expect((operationOf({ $dynamicRef: "https://m.example/m#meta" }, { schemas: { M: target } })({ x: 1 }) as { body: unknown }).body).toEqual({ x: 1 });
  });

  it("is named among the keys an unknown one is refused beside", () => {
    expect(thrownMessage(() => api({ zzz: 1 }))).toBe('unknown key "zzz": not a parameter or body property of this operation; it takes "q", "x", "y"');
  });
});

describe("a server's url", () => {
  it("is the base URL without its trailing slashes", () => {
    const document = { ...documentOf({}), servers: [{ url: "https://api.test/v1//" }] };
    expect(fromOpenApi(document).DEFAULTS.baseUrl).toBe("https://api.test/v1");
  });
});
