/**
 * `fromOpenApi`'s request bodies and `accept`, and OpenAPI 3.2 documents, against DECISIONS.md's "OpenAPI documents":
 * the `query` method and `additionalOperations`, `$self`, `components.mediaTypes`; requestBody deciding the body but on
 * GET and HEAD; each media type's body; a call's content-type picking one; accept from the success responses.
 * Expected values are written by hand from the documents below.
 */
import { toFetch } from "@request-options/endpoint";
import { fromOpenApi } from "@request-options/endpoint/openapi";
import { expectError, formParts, type Loose, UA } from "./support";

const S = [{ url: "https://api.test" }];
const doc = (paths: object, extra: object = {}): Loose => fromOpenApi({ openapi: "3.2.0", info: { title: "t", version: "1" }, servers: S, paths, ...extra });
const object = (properties: object, required: string[] = []): object => ({ type: "object", properties, required });
const bodyOf = (content: object, required = false): object => ({ required, content });

describe("OpenAPI 3.2 documents", () => {
  const files = doc({
    "/files/{name}": {
      parameters: [{ name: "name", in: "path", required: true, schema: { type: "string" } }],
      query: { operationId: "search", requestBody: bodyOf({ "application/json": { schema: object({ text: { type: "string" } }) } }) },
      additionalOperations: { COPY: { operationId: "copy", parameters: [{ name: "Destination", in: "header", required: true, schema: { type: "string" } }] }, purge: {} },
    },
  });

  it("the query method and additionalOperations are routes; the result's method is lower case, toFetch upper-cases it", () => {
    const searched = files("QUERY /files/{name}", { name: "a", text: "x" });
    expect(searched).toEqual({ method: "query", url: "https://api.test/files/a", headers: { "user-agent": UA, "content-type": "application/json" }, body: { text: "x" } });
    expect(files("search", { name: "a", text: "x" })).toEqual(searched);
    expect(files("query /files/{name}", { name: "a" }).method).toBe("query");
    const copied = files("COPY /files/{name}", { name: "a", Destination: "b" });
    expect(copied).toEqual({ method: "copy", url: "https://api.test/files/a", headers: { "user-agent": UA, destination: "b" } });
    expect(toFetch(copied)[1].method).toBe("COPY");
    expect(toFetch(searched)[1].method).toBe("QUERY");
    // The map's key is the method as sent: a route names it in any case.
    expect(files("PURGE /files/{name}", { name: "a" }).method).toBe("purge");
    expectError(() => files("copy", { name: "a" }), "MISSING_PARAMETER", "Destination");
  });

  it("additionalOperations may not name a Path Item field's method, nor a non-token; 3.1 documents have no query method", () => {
    expectError(() => doc({ "/a": { additionalOperations: { POST: {} } } }), "INVALID_DOCUMENT", "#/paths/~1a/additionalOperations/POST");
    expectError(() => doc({ "/a": { additionalOperations: { "BAD METHOD": {} } } }), "INVALID_DOCUMENT", "RFC 9110");
    expectError(() => doc({ "/a": { additionalOperations: [] } }), "INVALID_DOCUMENT", "#/paths/~1a/additionalOperations");
    const v31: Loose = fromOpenApi({ openapi: "3.1.0", servers: S, paths: { "/a": { query: {}, additionalOperations: { COPY: {} } } } });
    expectError(() => v31("QUERY /a"), "INVALID_ROUTE");
    expectError(() => v31("COPY /a"), "INVALID_ROUTE");
  });

  it("$self serves reference resolution only: a $ref through it is local; it gives no server", () => {
    const self = (value: string): Loose =>
      fromOpenApi({
        openapi: "3.2.0",
        $self: value,
        paths: { "/p": { post: { operationId: "p", requestBody: { $ref: "https://example.com/api/openapi#/components/requestBodies/P" } } } },
        components: { requestBodies: { P: bodyOf({ "application/json": { schema: { $ref: "openapi#/components/schemas/P" } } }) }, schemas: { P: object({ a: { type: "integer" } }) } },
      });
    const api = self("https://example.com/api/openapi");
    expect(api("p", { a: 1, baseUrl: "https://b.test" }).body).toEqual({ a: 1 });
    expectError(() => api("p", { a: "x", baseUrl: "https://b.test" }), "INVALID_PARAMETER", "body.a");
    expectError(() => api("p", { a: 1 }), "INVALID_BASE_URL");
    expectError(() => self("https://example.com/other")("p", { baseUrl: "https://b.test" }), "INVALID_DOCUMENT", "is not local");
  });

  it("a Media Type Object may be a $ref to components.mediaTypes, in a request body and a parameter's content", () => {
    const api = doc(
      {
        "/p": {
          post: {
            operationId: "p",
            parameters: [{ name: "filter", in: "query", content: { "application/json": { $ref: "#/components/mediaTypes/Filter" } } }],
            requestBody: bodyOf({ "application/json": { $ref: "#/components/mediaTypes/Pet" } }, true),
          },
        },
        "/q": { post: { operationId: "q", requestBody: bodyOf({ "application/json": { $ref: "#/components/mediaTypes/Nowhere" } }) } },
      },
      { components: { mediaTypes: { Pet: { schema: object({ name: { type: "string" } }, ["name"]) }, Filter: { schema: object({ a: { type: "integer" } }) } } } },
    );
    expect(api("p", { name: "Rex", filter: { a: 1 } })).toMatchObject({ url: "https://api.test/p?filter=%7B%22a%22%3A1%7D", body: { name: "Rex" } });
    expectError(() => api("p", {}), "MISSING_PARAMETER", "name");
    expectError(() => api("p", { name: "Rex", filter: { a: "x" } }), "INVALID_PARAMETER", "query.filter");
    expectError(() => api("q"), "INVALID_DOCUMENT", "#/components/mediaTypes/Nowhere");
  });
});

describe("requestBody decides whether a request has a body, but on GET and HEAD", () => {
  const json = bodyOf({ "application/json": { schema: object({ reason: { type: "string" } }) } });
  const api = doc({ "/r": { delete: { operationId: "remove", requestBody: json }, get: { operationId: "read", requestBody: json }, head: { operationId: "peek", requestBody: json } } });
  const unchecked: Loose = fromOpenApi({ openapi: "3.2.0", servers: S, paths: { "/r": { get: { operationId: "read", requestBody: json } } } }, { check: false });

  it("a DELETE that declares one sends it; GET and HEAD send none, and take no body keys", () => {
    expect(api("remove", { reason: "spam" })).toMatchObject({ method: "delete", body: { reason: "spam" }, headers: { "content-type": "application/json" } });
    expect(api("remove")).not.toHaveProperty("body");
    for (const route of ["read", "peek"]) expectError(() => api(route, { reason: "spam" }), "INVALID_PARAMETER", '"reason"');
    expect(api("read")).toEqual({ method: "get", url: "https://api.test/r", headers: { "user-agent": UA } });
    // With checks off such a key goes to the query, as on any operation without a body.
    expect(unchecked("read", { reason: "spam" }).url).toBe("https://api.test/r?reason=spam");
  });
});

describe("request bodies by media type", () => {
  const blob = new Blob(["PNG"], { type: "image/png" });

  it("JSON first, else the first listed; a call's content-type picks a listed one, parameters aside, and is kept as written", () => {
    const api = doc({
      "/both": { post: { operationId: "both", requestBody: bodyOf({ "application/x-www-form-urlencoded": { schema: object({ a: { type: "string" } }) }, "application/vnd.api+json": { schema: object({ a: { type: "string" } }) } }) } },
      "/text": { post: { operationId: "text", requestBody: bodyOf({ "text/plain": {}, "text/csv": {} }) } },
      "/image": { put: { operationId: "image", requestBody: bodyOf({ "image/*": { schema: { type: "string", format: "binary" } } }) } },
    });
    expect(api("both", { a: "x y" })).toMatchObject({ body: { a: "x y" }, headers: { "content-type": "application/vnd.api+json" } });
    const form = api("both", { a: "xy", headers: { "content-type": "Application/X-WWW-Form-Urlencoded; charset=utf-8" } });
    expect(form).toMatchObject({ body: "a=xy", headers: { "content-type": "Application/X-WWW-Form-Urlencoded; charset=utf-8" } });
    expect(api("text", { data: "hi" }).headers["content-type"]).toBe("text/plain");
    expect(api("text", { data: "a,b", headers: { "content-type": "text/csv" } }).headers["content-type"]).toBe("text/csv");
    // A range in the document matches the types it covers.
    expect(api("image", { data: blob, headers: { "content-type": "image/png" } })).toMatchObject({ body: blob, headers: { "content-type": "image/png" } });
    expectError(() => api("image", { data: blob, headers: { "content-type": "text/plain" } }), "INVALID_PARAMETER", "header.content-type", "image/*", "text/plain");
    expectError(() => api("both", { a: "x", headers: { "content-type": "application/json" } }), "INVALID_PARAMETER", "header.content-type", "application/x-www-form-urlencoded, application/vnd.api+json");
  });

  it("JSON: data is any JSON value, null sent as null; a required body given nothing is {}", () => {
    const api = doc({
      "/null": { put: { operationId: "clear", requestBody: bodyOf({ "application/json": { schema: { type: "null" } } }) } },
      "/any": { post: { operationId: "any", requestBody: bodyOf({ "application/json": {} }) } },
      "/needed": { post: { operationId: "needed", requestBody: bodyOf({ "application/json": { schema: object({ a: { type: "string" } }) } }, true) } },
    });
    expect(api("clear", { data: null })).toMatchObject({ method: "put", body: "null", headers: { "content-type": "application/json" } });
    expectError(() => api("clear", { data: {} }), "INVALID_PARAMETER", "body", "null");
    expect(api("any", { data: [1, "two"] }).body).toEqual([1, "two"]);
    expect(api("any", { data: 0 }).body).toBe(0);
    expect(api("any", { data: false }).body).toBe(false);
    expect(api("any", { data: null }).body).toBe("null");
    expect(api("needed").body).toEqual({});
    expect(toFetch(api("clear", { data: null }))[1].body).toBe("null");
  });

  it("multipart/form-data: a FormData, one part per field and per item; Blobs and Files as given, bytes as a Blob, objects as JSON", async () => {
    const api = doc({
      "/upload": {
        post: {
          operationId: "upload",
          requestBody: bodyOf({
            "multipart/form-data": {
              schema: object({ title: { type: "string" }, count: { type: "integer" }, file: { type: "string", format: "binary" }, pages: { type: "array", items: { type: "string", format: "binary" } }, meta: object({ tag: { type: "string" } }) }, ["file"]),
              // 3.2: an array's Encoding Object applies to each item.
              encoding: { pages: { contentType: "application/pdf" } },
            },
          }),
        },
      },
    });
    const file = new File(["%PDF"], "a.pdf", { type: "application/pdf" });
    const bytes = new Uint8Array([1, 2, 3]);
    const request = api("upload", { title: "Q3", count: 2, file, pages: [new Blob(["p1"]), bytes], meta: { tag: "x" } });
    expect(request.headers).toEqual({ "user-agent": UA });
    const parts = formParts(request.body as FormData);
    expect(parts.map(([name]) => name)).toEqual(["title", "count", "file", "pages", "pages", "meta"]);
    expect(parts[0]![1]).toBe("Q3");
    expect(parts[1]![1]).toBe("2");
    expect(parts[2]![1]).toBeInstanceOf(File);
    expect([(parts[2]![1] as File).name, await (parts[2]![1] as File).text()]).toEqual(["a.pdf", "%PDF"]);
    expect([(parts[3]![1] as File).type, await (parts[3]![1] as File).text()]).toEqual(["application/pdf", "p1"]);
    expect([(parts[4]![1] as File).type, [...new Uint8Array(await (parts[4]![1] as File).arrayBuffer())]]).toEqual(["application/pdf", [1, 2, 3]]);
    expect(parts[5]![1]).toBe('{"tag":"x"}');
    // A binary value is valid for a string schema here, and a field the schema refuses is named.
    expectError(() => api("upload", { file, count: "two" }), "INVALID_PARAMETER", "body.count");
    expectError(() => api("upload", { title: "no file" }), "MISSING_PARAMETER", "file");
    expectError(() => api("upload", { file: new ReadableStream() }), "INVALID_PARAMETER", "body.file", "a Blob or bytes");
    // A FormData the caller made goes as given, unchecked.
    const made = new FormData();
    expect(api("upload", { data: made }).body).toBe(made);
  });

  it("multipart/form-data by its Encoding Objects (3.2.0): contentType writes each item, style and explode make text parts", async () => {
    const api = doc({
      "/post": {
        post: {
          operationId: "post",
          requestBody: bodyOf({
            "multipart/form-data": {
              schema: object({ id: { type: "string" }, notes: { type: "array", items: { type: "string" } }, tags: { type: "array", items: { type: "string" } }, color: object({ R: { type: "integer" }, G: { type: "integer" } }), sizes: { type: "array", items: { type: "integer" } }, rows: { type: "array", items: {} }, picture: {} }),
              encoding: {
                // A JSON type: the JSON text of each item, strings quoted, as a Blob of that type.
                id: { contentType: "application/json" },
                notes: { contentType: "text/plain; charset=utf-8" },
                rows: { contentType: "application/vnd.api+json" },
                // Styled: pairs of a query parameter, one text part each, never percent-encoded.
                tags: { style: "form", explode: false, allowReserved: true },
                color: { style: "deepObject" },
                sizes: { explode: true },
                // A list of types names none: a Blob keeps its own; headers cannot be sent and are not read.
                picture: { contentType: "image/png, image/jpeg", headers: { "X-Rate-Limit": { schema: { type: "integer" } } } },
              },
            },
          }),
        },
      },
    });
    const picture = new Blob(["gif"], { type: "image/gif" });
    const request = api("post", { id: "a b", notes: ["x", "y&z"], tags: ["a b", "c/d"], color: { R: 100, G: 200 }, sizes: [1, 2], rows: [{ n: 1 }, [2]], picture });
    const parts = formParts(request.body as FormData);
    const described = await Promise.all(parts.map(async ([name, value]) => [name, typeof value === "string" ? value : [value.type, value.name, await value.text()]]));
    expect(described).toEqual([
      ["id", ["application/json", "blob", '"a b"']],
      ["notes", "x"],
      ["notes", "y&z"],
      ["tags", "a b,c/d"],
      ["color[R]", "100"],
      ["color[G]", "200"],
      ["sizes", "1"],
      ["sizes", "2"],
      ["rows", ["application/vnd.api+json", "blob", '{"n":1}']],
      ["rows", ["application/vnd.api+json", "blob", "[2]"]],
      ["picture", ["image/gif", "blob", "gif"]],
    ]);
  });

  it("multipart/form-data: an object no contentType can write is refused; by position (prefixEncoding, itemEncoding) data is given whole", () => {
    const api = doc({
      "/xml": { post: { operationId: "xml", requestBody: bodyOf({ "multipart/form-data": { schema: object({ address: {} }), encoding: { address: { contentType: "application/xml" } } } }) } },
      "/ordered": { post: { operationId: "ordered", requestBody: bodyOf({ "multipart/form-data": { schema: { type: "array" }, prefixEncoding: [{ contentType: "application/json" }], itemEncoding: {} } }) } },
      "/bad": { post: { operationId: "bad", requestBody: bodyOf({ "multipart/form-data": { encoding: { a: { contentType: 7 } } } }) } },
      "/badStyle": { post: { operationId: "badStyle", requestBody: bodyOf({ "multipart/form-data": { encoding: { a: { style: "matrix" } } } }) } },
    });
    expectError(() => api("xml", { address: { city: "Oslo" } }), "INVALID_PARAMETER", "body.address", "application/xml", "a Blob or bytes");
    const address = new Blob(["<a/>"]);
    expect(formParts(api("xml", { address }).body as FormData)[0]![1]).toHaveProperty("type", "application/xml");
    const made = new FormData();
    expect(api("ordered", { data: made }).body).toBe(made);
    expectError(() => api("ordered", { a: "x" }), "INVALID_PARAMETER", '"a"');
    expectError(() => api("bad", {}), "INVALID_DOCUMENT", "#/paths/~1bad/post/requestBody/content/multipart~1form-data/encoding/a", "contentType");
    expectError(() => api("badStyle", {}), "INVALID_DOCUMENT", "encoding/a", "matrix");
  });

  it("other multipart types and any other type take data as given; keys that are no parameters are refused there", () => {
    const api = doc({
      "/mixed": { post: { operationId: "mixed", requestBody: bodyOf({ "multipart/mixed": { schema: object({ a: { type: "string" } }) } }) } },
      "/raw": { post: { operationId: "raw", requestBody: bodyOf({ "application/octet-stream": { schema: { type: "string", format: "binary" } } }) } },
    });
    const text = "--b\r\ncontent-type: text/plain\r\n\r\nhi\r\n--b--";
    expect(api("mixed", { data: text, headers: { "content-type": "multipart/mixed; boundary=b" } })).toMatchObject({ body: text, headers: { "content-type": "multipart/mixed; boundary=b" } });
    for (const data of ["bytes", new Blob(["b"]), new ArrayBuffer(2), new Uint16Array(2), new ReadableStream()]) {
      const request = api("raw", { data });
      expect(request.body).toBe(data);
      expect(request.headers["content-type"]).toBe("application/octet-stream");
    }
    expectError(() => api("raw", { a: "x" }), "INVALID_PARAMETER", '"a"');
    expectError(() => api("mixed", { a: "x" }), "INVALID_PARAMETER", '"a"');
  });

  it("JSON lines: a list is sent one JSON text a line, each item checked by itemSchema; other data as given", () => {
    const item = object({ id: { type: "integer" } }, ["id"]);
    const api = doc({
      "/events": { post: { operationId: "events", requestBody: bodyOf({ "application/jsonl": { itemSchema: item }, "application/x-ndjson": { itemSchema: item } }) } },
    });
    expect(api("events", { data: [{ id: 1 }, { id: 2 }] })).toMatchObject({ body: '{"id":1}\n{"id":2}\n', headers: { "content-type": "application/jsonl" } });
    expect(api("events", { data: [{ id: 3 }], headers: { "content-type": "application/x-ndjson" } }).body).toBe('{"id":3}\n');
    expect(api("events", { data: [] }).body).toBe("");
    expectError(() => api("events", { data: [{ id: 1 }, { id: "2" }] }), "INVALID_PARAMETER", "body[1]");
    expectError(() => api("events", { data: [{ id: 1 }, {}] }), "MISSING_PARAMETER", "id");
    const stream = new ReadableStream();
    expect(api("events", { data: stream }).body).toBe(stream);
    expectError(() => api("events", { id: 1 }), "INVALID_PARAMETER", '"id"');
  });
});

describe("accept from the success responses", () => {
  const content = (...types: string[]): object => ({ content: Object.fromEntries(types.map((type) => [type, {}])) });
  const api = doc({
    "/a": {
      get: { operationId: "many", responses: { "200": content("application/json", "text/csv"), "2XX": content("application/json", "image/*"), "404": content("application/problem+json") } },
      put: { operationId: "fallback", responses: { "204": { description: "none" }, default: content("application/problem+json") } },
      post: { operationId: "none", responses: { "201": { description: "created" }, "400": content("application/json") } },
      delete: { operationId: "bare" },
      patch: { operationId: "shared", responses: { "200": { $ref: "#/components/responses/Ok" } } },
    },
  }, { components: { responses: { Ok: content("application/vnd.shop+json") } } });

  it("each success response's media types once, in order, ranges as written; else the default's; else none", () => {
    expect(api("many").headers).toEqual({ "user-agent": UA, accept: "application/json, text/csv, image/*" });
    expect(api("fallback").headers.accept).toBe("application/problem+json");
    expect(api("none").headers).not.toHaveProperty("accept");
    expect(api("bare").headers).not.toHaveProperty("accept");
    expect(api("shared").headers.accept).toBe("application/vnd.shop+json");
  });

  it("a headers.accept from .defaults() or the call wins; the plain endpoint's GitHub accept is not used", () => {
    expect(api.defaults({ headers: { accept: "text/csv" } })("many").headers.accept).toBe("text/csv");
    expect(api.defaults({ headers: { accept: "text/csv" } })("none").headers.accept).toBe("text/csv");
    expect(api("many", { headers: { Accept: "image/png" } }).headers.accept).toBe("image/png");
    expect(api.DEFAULTS.headers).toEqual({ "user-agent": UA });
  });

  it("a response that is no object is INVALID_DOCUMENT at the first call", () => {
    const broken = doc({ "/b": { get: { operationId: "b", responses: { "200": 7 } } } });
    expectError(() => broken("b"), "INVALID_DOCUMENT", "#/paths/~1b/get/responses/200");
  });
});
