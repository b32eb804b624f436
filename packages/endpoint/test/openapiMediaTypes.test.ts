/**
 * `fromOpenApi`'s media types at their edges, against DECISIONS.md's "OpenAPI documents": which kind of body a listed
 * type makes, how a call's `content-type` picks one (ranges), what a request body's Media Type and Encoding Objects
 * must be, how each multipart part is written, and an `in: querystring` parameter's media type.
 * Expected values are written by hand from the documents below.
 */
import { fromOpenApi, parameterSerialize } from "@request-options/endpoint/openapi";
import { expectError, formParts, type Loose, UA } from "./support";

const doc = (paths: object): Loose => fromOpenApi({ openapi: "3.2.0", info: { title: "t", version: "1" }, servers: [{ url: "https://api.test" }], paths });
/** A document of one operation, `send` (POST /send), whose request body's `content` is `content`. */
const sending = (content: unknown): Loose => doc({ "/send": { post: { operationId: "send", requestBody: { content } } } });
const at = "#/paths/~1send/post/requestBody";
/** An object schema whose properties are `names`, each any value. */
const fields = (...names: string[]): object => ({ type: "object", properties: Object.fromEntries(names.map((name) => [name, {}])) });

/** A multipart body's parts, each a string or `[type, name, text]`. */
const partsOf = async (body: unknown): Promise<unknown[]> =>
  Promise.all(formParts(body as FormData).map(async ([name, value]) => [name, typeof value === "string" ? value : [value.type, value.name, await value.text()]]));

describe("the kind of body a listed media type makes", () => {
  it("JSON is application/json or an application/…+json type, its whole essence: a type that only ends so takes data as given", () => {
    expect(sending({ "application/problem+json": { schema: fields("a") } })("send", { a: 1 }).body).toEqual({ a: 1 });
    expect(sending({ "Application/JSON ; charset=utf-8": { schema: fields("a") } })("send", { a: 1 }).body).toEqual({ a: 1 });
    expectError(() => sending({ "xapplication/json": { schema: fields("a") } })("send", { a: 1 }), "INVALID_PARAMETER", '"a"');
    expect(sending({ "xapplication/json": {} })("send", { data: "{}" }).body).toBe("{}");
  });

  it("JSON lines are application/jsonl and application/x-ndjson only: another type sends a list as given", () => {
    const list = ["a", "b"];
    expect(sending({ "text/plain": {} })("send", { data: list }).body).toBe(list);
    expect(sending({ "application/jsonl": {} })("send", { data: list }).body).toBe('"a"\n"b"\n');
  });

  it("JSON lines: an item JSON has no text for is null; one JSON cannot hold is refused by its index", () => {
    expect(sending({ "application/x-ndjson": {} })("send", { data: [1, undefined] }).body).toBe("1\nnull\n");
    expectError(() => sending({ "application/jsonl": {} })("send", { data: [1, 2n] }), "INVALID_PARAMETER", /^body\[1\]: cannot be sent as JSON: /);
  });

  it("itemSchema is read for JSON lines only: on another type it is not compiled, so one no schema can be is no error there", () => {
    expect(sending({ "application/json": { schema: fields("a"), itemSchema: 5 } })("send", { a: 1 }).body).toEqual({ a: 1 });
    expectError(() => sending({ "application/jsonl": { itemSchema: 5 } })("send", { data: [] }), "INVALID_DOCUMENT", `${at}/content/application~1jsonl/itemSchema`);
  });

  it("multipart/form-data by position (prefixEncoding or itemEncoding, either alone) takes data as given; no other type is by position", async () => {
    for (const position of [{ prefixEncoding: [{ contentType: "text/plain" }] }, { itemEncoding: { contentType: "text/plain" } }]) {
      const send = sending({ "multipart/form-data": { schema: fields("a"), ...position } });
      expectError(() => send("send", { a: "x" }), "INVALID_PARAMETER", '"a"');
      expect(send("send", { data: "--b--" }).body).toBe("--b--");
    }
    expect(sending({ "application/json": { schema: fields("a"), itemEncoding: {} } })("send", { a: 1 }).body).toEqual({ a: 1 });
    expect(await partsOf(sending({ "multipart/form-data": { schema: fields("a"), encoding: {} } })("send", { a: "x" }).body)).toEqual([["a", "x"]]);
  });
});

describe("a call's content-type among the listed types and ranges", () => {
  const listed = sending({ "application/json": {}, "image/*": {}, "*/*": {} });

  it("a listed type is taken whole: one it begins does not name it", () => {
    expectError(() => sending({ "application/json": {} })("send", { data: 1, headers: { "content-type": "application/json-seq" } }), "INVALID_PARAMETER", "header.content-type: the request body is application/json, not application/json-seq");
  });

  it("a range takes the types under it, a type's major part whole; */* takes any", () => {
    const image = new Blob(["png"]);
    expect(listed("send", { data: image, headers: { "content-type": "image/png" } })).toEqual({ method: "post", url: "https://api.test/send", headers: { "user-agent": UA, "content-type": "image/png" }, body: image });
    expect(listed("send", { data: "a,b", headers: { "content-type": "text/csv" } }).body).toBe("a,b");
    const imageOnly = sending({ "image/*": {} });
    expectError(() => imageOnly("send", { data: image, headers: { "content-type": "imagex/png" } }), "INVALID_PARAMETER", "header.content-type: the request body is image/*, not imagex/png");
  });

  it("a range is no content-type: a call that names none sends none; a JSON type with a * in a parameter is no range", () => {
    const image = new Blob(["png"]);
    expect(sending({ "image/*": {} })("send", { data: image }).headers).toEqual({ "user-agent": UA });
    expect(sending({ "application/json; profile=*": { schema: fields("a") } })("send", { a: 1 }).headers["content-type"]).toBe("application/json; profile=*");
  });
});

describe("a request body's objects, each refused where it is wrong", () => {
  it("a Request Body Object, its content map and a Media Type Object must be objects", () => {
    const refused = (requestBody: unknown) => doc({ "/send": { post: { operationId: "send", requestBody } } });
    expectError(() => refused(5)("send", {}), "INVALID_DOCUMENT", `invalid OpenAPI document at ${at}: expected a Request Body Object, got number`);
    expectError(() => refused({ content: 5 })("send", {}), "INVALID_DOCUMENT", `invalid OpenAPI document at ${at}/content: expected a map of media types, got number`);
    expectError(() => sending({ "application/json": 5 })("send", {}), "INVALID_DOCUMENT", `invalid OpenAPI document at ${at}/content/application~1json: expected a Media Type Object, got number`);
  });

  it("encoding is a map of Encoding Objects for form-urlencoded and multipart/form-data, and not read for other types", () => {
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
      const pointer = `${at}/content/${type.replace("/", "~1")}/encoding`;
      expectError(() => sending({ [type]: { encoding: 5 } })("send", {}), "INVALID_DOCUMENT", `invalid OpenAPI document at ${pointer}: expected a map of Encoding Objects, got number`);
    }
    expectError(() => sending({ "multipart/form-data": { encoding: { a: 5 } } })("send", {}), "INVALID_DOCUMENT", `invalid OpenAPI document at ${at}/content/multipart~1form-data/encoding/a: expected an Encoding Object, got number`);
    for (const encoding of [5, { a: 5 }, { a: { style: "matrix" } }]) expect(sending({ "application/json": { schema: fields("a"), encoding } })("send", { a: 1 }).body).toEqual({ a: 1 });
  });
});

describe("multipart/form-data parts by their Encoding Objects", () => {
  it("explode or allowReserved alone makes a field styled: an object's members are parts of their own", async () => {
    for (const encoding of [{ explode: true }, { allowReserved: true }]) {
      const send = sending({ "multipart/form-data": { schema: fields("color"), encoding: { color: encoding } } });
      expect(await partsOf(send("send", { color: { R: 1, G: 2 } }).body)).toEqual([["R", "1"], ["G", "2"]]);
    }
    expect(await partsOf(sending({ "multipart/form-data": { schema: fields("color"), encoding: { color: {} } } })("send", { color: { R: 1 } }).body)).toEqual([["color", '{"R":1}']]);
  });

  it("a styled field's refusal names body.<field>; an empty list sends no part", async () => {
    const send = sending({ "multipart/form-data": { schema: fields("color", "other"), encoding: { color: { style: "form" } } } });
    expectError(() => send("send", { color: { R: { deep: 1 } } }), "INVALID_PARAMETER", /^body\.color: cannot be serialized as style "form": /);
    expect(await partsOf(send("send", { color: [], other: "x" }).body)).toEqual([["other", "x"]]);
  });

  it("an Encoding Object without contentType types no part: text stays text", async () => {
    const send = sending({ "multipart/form-data": { schema: fields("note"), encoding: { note: { headers: {} } } } });
    expect(await partsOf(send("send", { note: "hi" }).body)).toEqual([["note", "hi"]]);
  });

  it("a list or a range as contentType types no part: an untyped Blob stays untyped", async () => {
    for (const contentType of ["image/png, image/jpeg", "image/*"]) {
      const send = sending({ "multipart/form-data": { schema: fields("picture"), encoding: { picture: { contentType } } } });
      expect(await partsOf(send("send", { picture: new Blob(["gif"]) }).body)).toEqual([["picture", ["", "blob", "gif"]]]);
    }
  });

  it("a Blob or File keeps its own type and, untyped with no contentType, is the very one given; contentType types an untyped one, its bytes kept", async () => {
    const typed = sending({ "multipart/form-data": { schema: fields("file"), encoding: { file: { contentType: "text/csv" } } } });
    expect(await partsOf(typed("send", { file: new Blob(["gif"], { type: "image/gif" }) }).body)).toEqual([["file", ["image/gif", "blob", "gif"]]]);
    expect(await partsOf(typed("send", { file: new File(["a,b"], "a.csv") }).body)).toEqual([["file", ["text/csv", "a.csv", "a,b"]]]);
    const file = new File(["x"], "x.bin");
    expect(formParts(sending({ "multipart/form-data": { schema: fields("file") } })("send", { file }).body)[0]![1]).toBe(file);
  });

  it("an undefined item sends no part; a part JSON cannot hold is refused naming body.<field>", async () => {
    const send = sending({ "multipart/form-data": { schema: fields("notes", "meta") } });
    expect(await partsOf(send("send", { notes: ["x", undefined, "y"] }).body)).toEqual([["notes", "x"], ["notes", "y"]]);
    expectError(() => send("send", { meta: { n: 1n } }), "INVALID_PARAMETER", /^body\.meta: cannot be sent as JSON: /);
  });
});

describe("an in: querystring parameter by its one media type", () => {
  const query = (content: object): Loose => doc({ "/q": { get: { operationId: "q", parameters: [{ name: "q", in: "querystring", content }] } } });
  const formed = (type: string): Loose => query({ [type]: { schema: { type: "object" } } });

  it("form-urlencoded by the type's essence, white space around it aside; a type that only ends so is text", () => {
    for (const type of [" application/x-www-form-urlencoded", "application/x-www-form-urlencoded ; charset=utf-8"]) expect(formed(type)("q", { q: { a: "b c" } }).url).toBe("https://api.test/q?a=b+c");
    expect(formed("x-application/x-www-form-urlencoded")("q", { q: { a: 1 } }).url).toBe("https://api.test/q?%7B%22a%22%3A1%7D");
  });

  it("a refusal names querystring.<name>; a form type's Encoding Objects are read at their pointer", () => {
    expectError(() => query({ "application/x-www-form-urlencoded": {} })("q", { q: 5 }), "INVALID_PARAMETER", "querystring.q: a form-urlencoded value is a plain object of fields, got 5");
    expectError(() => query({ "application/json": {} })("q", { q: { n: 1n } }), "INVALID_PARAMETER", /^querystring\.q: cannot be written as application\/json: TypeError: /);
    expectError(() => query({ "text/plain": {} })("q", { q: "\ud800" }), "INVALID_PARAMETER", "querystring.q: cannot be written as text/plain: it is not well-formed Unicode (a lone surrogate)");
    expectError(
      () => query({ "application/x-www-form-urlencoded": { encoding: { a: 5 } } })("q", {}),
      "INVALID_DOCUMENT",
      "invalid OpenAPI document at #/paths/~1q/get/parameters/0/content/application~1x-www-form-urlencoded/encoding/a: an Encoding Object must be an object, got 5",
    );
  });

  it("null sends no query, as undefined does", () => {
    for (const type of ["application/json", "text/plain"]) expect(query({ [type]: {} })("q", { q: null }).url).toBe("https://api.test/q");
  });
});

describe("a parameter's placement, read by parameterSerialize", () => {
  it('"in" is one of the four names, as a string', () => {
    expectError(() => parameterSerialize({ name: "a", in: ["query"] } as Loose, "x"), "INVALID_DOCUMENT", '"in" must be "path", "query", "header" or "cookie", got an array');
  });

  it("a style the location does not take is refused with the styles it takes", () => {
    expectError(() => parameterSerialize({ name: "a", in: "path", style: "form" }, "x"), "INVALID_DOCUMENT", 'invalid OpenAPI document at #: style "form" is not defined for in: "path" (in: "path" takes "simple", "matrix", "label")');
  });

  it("a cookie pair's name is sent as written, never percent-encoded", () => {
    expect(parameterSerialize({ name: "a!b", in: "cookie", style: "cookie" }, "v")).toBe("a!b=v");
  });
});
