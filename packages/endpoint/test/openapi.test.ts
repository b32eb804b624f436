/**
 * `fromOpenApi` against DECISIONS.md's "OpenAPI documents": routes, servers, placement, bodies, checks, defaults,
 * merge and parse, bad documents. Expected values are written by hand from the documents below.
 */
import { readFileSync } from "node:fs";
import { EndpointError, fromOpenApi } from "@request-options/endpoint/openapi";
import { ACCEPT, caught, expectError, type Loose, UA } from "./support";

// getPetById's 200 response is XML or JSON: accept says so (docs/decisions.md: from the success responses).
const PET_ACCEPT = "application/xml, application/json";

const petstore = JSON.parse(readFileSync(require.resolve("@readme/oas-examples/3.1/json/petstore.json"), "utf8")) as object;
const PETS = "http://petstore.swagger.io/v2";
const api: Loose = fromOpenApi(petstore);

/** A document built for the rules the petstore does not show. */
const shop = {
  openapi: "3.0.3",
  info: { title: "shop", version: "1" },
  servers: [{ url: "https://{region}.shop.example/{version}", variables: { region: { default: "eu" }, version: { default: "v2" } } }],
  paths: {
    "/items/{id}": {
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "integer" } },
        { name: "fields", in: "query", schema: { type: "array", items: { type: "string" } } },
      ],
      get: {
        operationId: "getItem",
        parameters: [
          { name: "fields", in: "query", explode: false, schema: { type: "array", items: { type: "string" } } },
          { name: "X-Request-ID", in: "header", schema: { type: "string" } },
          { name: "Accept", in: "header", schema: { type: "string" } },
          { name: "session", in: "cookie", schema: { type: "string" } },
          { name: "theme", in: "cookie", schema: { type: "string" } },
        ],
      },
      patch: {
        operationId: "updateItem",
        servers: [{ url: "https://write.shop.example" }],
        requestBody: { required: true, content: { "application/merge-patch+json": { schema: { $ref: "#/components/schemas/Item" } } } },
      },
    },
    "/points/{point}": {
      get: { parameters: [{ name: "point", in: "path", required: true, style: "matrix", explode: true, schema: { type: "object" } }] },
    },
    "/files/{name}": {
      put: {
        parameters: [{ name: "name", in: "path", required: true, schema: { type: "string" } }],
        requestBody: { content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
      },
    },
    "/relative": { servers: [{ url: "/api" }], get: { operationId: "relative" } },
    "/hooks": {
      post: {
        requestBody: {
          content: { "application/json": { schema: { type: "object", required: ["url"], properties: { url: { type: "string" }, method: { type: "string" } } } } },
        },
      },
    },
    "/broken": { get: { parameters: [{ $ref: "#/components/parameters/Nowhere" }] } },
    "/undefined/{thing}": { get: {} },
  },
  components: {
    schemas: {
      Item: {
        type: "object",
        required: ["name", "id"],
        properties: { id: { type: "integer", readOnly: true }, name: { type: "string", minLength: 1 }, price: { type: "number", minimum: 0 } },
        additionalProperties: false,
      },
    },
  },
};
const shopApi: Loose = fromOpenApi(shop);
const SHOP = "https://eu.shop.example/v2";

describe("DECISIONS OpenAPI documents: routes", () => {
  it("a route is METHOD and the path as the document writes it, or the operationId; the method in any case", () => {
    const expected = { method: "get", url: `${PETS}/pet/7`, headers: { accept: PET_ACCEPT, "user-agent": UA } };
    expect(api("GET /pet/{petId}", { petId: 7 })).toEqual(expected);
    expect(api("getPetById", { petId: 7 })).toEqual(expected);
    expect(api("get /pet/{petId}", { petId: 7 })).toEqual(expected);
  });

  it("a route the document lacks is INVALID_ROUTE; a route that is no string INVALID_ARGUMENTS", () => {
    expectError(() => api("GET /pets/{petId}", { petId: 7 }), "INVALID_ROUTE", '"GET /pets/{petId}"');
    expectError(() => api("getPet"), "INVALID_ROUTE", '"getPet"');
    expectError(() => api(7), "INVALID_ARGUMENTS");
    expectError(() => api("GET /pet/{petId}", "petId=7"), "INVALID_ARGUMENTS", "options must be a plain object");
  });
});

describe("a route the document lacks: what it may have meant", () => {
  const said = (route: string): string => (caught(() => api(route)) as EndpointError).message;
  const plain = 'a route is "<METHOD> <path>" with the path as the document writes it, or an operationId';

  it("a misspelt operationId or route: the nearest one, case aside", () => {
    expect(said("getPetByID")).toBe(`the document has no operation "getPetByID": did you mean "getPetById"? ${plain}`);
    expect(said("placeOrders")).toBe(`the document has no operation "placeOrders": did you mean "placeOrder"? ${plain}`);
    expect(said("GET /pets/{petId}")).toBe(`the document has no operation "GET /pets/{petId}": did you mean "GET /pet/{petId}"? ${plain}`);
    expect(said("get /user/{userName}")).toBe(`the document has no operation "get /user/{userName}": did you mean "GET /user/{username}"? ${plain}`);
  });

  it("a path the document has, with a method it lacks: its methods, in OpenAPI's order", () => {
    expect(said("PATCH /pet/{petId}")).toBe(`the document has no operation "PATCH /pet/{petId}": did you mean "GET /pet/{petId}", "POST /pet/{petId}" or "DELETE /pet/{petId}"? ${plain}`);
    expect(said("GET /pet")).toBe(`the document has no operation "GET /pet": did you mean "PUT /pet" or "POST /pet"? ${plain}`);
  });

  it("a path with its parameters filled in: the path as the document writes it, the same method first", () => {
    expect(said("DELETE /pet/7")).toBe(`the document has no operation "DELETE /pet/7": did you mean "DELETE /pet/{petId}", "GET /pet/{petId}" or "POST /pet/{petId}"? ${plain}`);
    expect(said("GET /store/order/12")).toBe(`the document has no operation "GET /store/order/12": did you mean "GET /store/order/{orderId}", "DELETE /store/order/{orderId}"? ${plain}`.replace(", \"DELETE", ' or "DELETE'));
  });

  it("nothing near: no proposal; a long route is compared with nothing", () => {
    expect(said("listEverything")).toBe(`the document has no operation "listEverything": ${plain}`);
    expect(said(`GET /${"x".repeat(100_000)}`)).toBe(`the document has no operation "GET /${"x".repeat(100_000)}": ${plain}`);
  });

  it("codecOf, merge and parse say the same", () => {
    for (const call of [() => api.codecOf("getPetByID"), () => api.merge("getPetByID"), () => api.parse({ ...api.merge("getPetById"), url: "/pet/{petID}" })]) {
      expectError(call, "INVALID_ROUTE", "did you mean");
    }
  });
});

describe("DECISIONS OpenAPI documents: baseUrl", () => {
  it("the document's first server, its variables' defaults filled in; DEFAULTS shows it", () => {
    expect(shopApi("getItem", { id: 1 }).url).toBe(`${SHOP}/items/1`);
    expect(shopApi.DEFAULTS.baseUrl).toBe(SHOP);
    expect(Object.isFrozen(shopApi.DEFAULTS)).toBe(true);
  });

  it("an operation's servers come before the document's", () => {
    expect(shopApi("updateItem", { id: 1, name: "n" }).url).toBe("https://write.shop.example/items/1");
  });

  it("the options' baseUrl, else the defaults', come before any server", () => {
    expect(shopApi("updateItem", { id: 1, name: "n", baseUrl: "https://local.test" }).url).toBe("https://local.test/items/1");
    const staging = shopApi.defaults({ baseUrl: "https://staging.test/" });
    expect(staging("getItem", { id: 1 }).url).toBe("https://staging.test/items/1");
    expect(staging("updateItem", { id: 1, name: "n" }).url).toBe("https://staging.test/items/1");
  });

  it("a relative server gives no baseUrl: INVALID_BASE_URL unless one is given", () => {
    expectError(() => shopApi("relative"), "INVALID_BASE_URL", "GET /relative", "baseUrl");
    expect(shopApi("relative", { baseUrl: "https://x.test/api" }).url).toBe("https://x.test/api/relative");
  });
});

describe("DECISIONS OpenAPI documents: placement", () => {
  it("path-level parameters are merged with the operation's, which replace those of the same name and location", () => {
    // The operation's `fields` is explode: false; the path item's (exploded) is replaced.
    expect(shopApi("getItem", { id: 1, fields: ["a", "b"] }).url).toBe(`${SHOP}/items/1?fields=a,b`);
  });

  it("header parameters become lower-cased headers; Accept, Content-Type and Authorization parameters are ignored", () => {
    const result = shopApi("getItem", { id: 1, "X-Request-ID": "r-1" });
    expect(result.headers).toEqual({ "user-agent": UA, "x-request-id": "r-1" });
    // No parameter takes `Accept`: it is an unknown key, and headers come from options.
    expectError(() => shopApi("getItem", { id: 1, Accept: "text/plain" }), "INVALID_PARAMETER", "Accept");
    expect(shopApi("getItem", { id: 1, headers: { accept: "text/plain" } }).headers.accept).toBe("text/plain");
  });

  it("cookie parameters form one cookie header, after one the options give", () => {
    expect(shopApi("getItem", { id: 1, session: "s1", theme: "dark" }).headers.cookie).toBe("session=s1; theme=dark");
    expect(shopApi("getItem", { id: 1, theme: "dark", headers: { cookie: "a=b" } }).headers.cookie).toBe("a=b; theme=dark");
  });

  it("a path parameter is serialized in its style (matrix, exploded)", () => {
    expect(shopApi("GET /points/{point}", { point: { x: 1, y: 2 } }).url).toBe(`${SHOP}/points/;x=1;y=2`);
  });

  it("a path parameter is always required, even with checks off", () => {
    expectError(() => api("GET /pet/{petId}"), "MISSING_PARAMETER", "path.petId");
    const unchecked: Loose = fromOpenApi(petstore, { check: false });
    expectError(() => unchecked("GET /pet/{petId}"), "MISSING_PARAMETER", '"petId"', "/pet/{petId}");
  });

  it("a path value that makes a dot segment is refused, as in any URL", () => {
    expectError(() => shopApi("PUT /files/{name}", { name: "..", data: "x" }), "INVALID_PARAMETER", "dot segment");
  });
});

describe("DECISIONS OpenAPI documents: bodies", () => {
  it("keys that are no parameters form the JSON body; content-type is the request body's media type", () => {
    expect(api("addPet", { name: "doggie", photoUrls: [] })).toEqual({
      method: "post",
      url: `${PETS}/pet`,
      headers: { "user-agent": UA, "content-type": "application/json" },
      body: { name: "doggie", photoUrls: [] },
    });
    const patch = shopApi("updateItem", { id: 3, name: "lamp" });
    expect(patch.body).toEqual({ name: "lamp" });
    expect(patch.headers["content-type"]).toBe("application/merge-patch+json");
  });

  it("`method` and `url` are keys like any other: the route decides method and url", () => {
    const result = shopApi("POST /hooks", { url: "https://hook.test", method: "PUT" });
    expect(result).toMatchObject({ method: "post", url: `${SHOP}/hooks`, body: { url: "https://hook.test", method: "PUT" } });
  });

  it("data gives the whole body, the same reference; no key may add to it", () => {
    const data = { name: "doggie", photoUrls: ["u"] };
    expect(api("addPet", { data }).body).toBe(data);
    expectError(() => api("addPet", { data, status: "sold" }), "INVALID_PARAMETER", "body.status", "data");
    const bytes = new Uint8Array([1, 2]);
    const upload = shopApi("PUT /files/{name}", { name: "a.bin", data: bytes });
    expect(upload.body).toBe(bytes);
    expect(upload.headers["content-type"]).toBe("application/octet-stream");
  });

  it("a form body is encoded by 3.2.0's Encoding Object rules, with its media type", () => {
    const result = api("updatePetWithForm", { petId: 5, name: "rex the dog", status: "sold" });
    expect(result.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(result.body).toBe("name=rex+the+dog&status=sold");
  });

  it("keys that are no parameters are refused where no JSON or form body takes them", () => {
    expectError(() => api("getPetById", { petId: 1, colour: "brown" }), "INVALID_PARAMETER", "colour");
  });
});

describe("DECISIONS OpenAPI documents: checks", () => {
  it("a value its schema refuses is INVALID_PARAMETER naming where; a missing required one MISSING_PARAMETER", () => {
    expectError(() => api("findPetsByStatus", { status: ["avail"] }), "INVALID_PARAMETER", "query.status", '"available"');
    expectError(() => api("addPet", { name: "doggie", photoUrls: [], status: "avail" }), "INVALID_PARAMETER", "body.status", '"avail"');
    expectError(() => api("addPet", { name: "doggie" }), "MISSING_PARAMETER", "photoUrls");
    expectError(() => api("findPetsByStatus", {}), "MISSING_PARAMETER", "status");
    expectError(() => shopApi("updateItem", { id: 1, name: "" }), "INVALID_PARAMETER", "body.name");
    expectError(() => shopApi("updateItem", { id: 1, name: "n", colour: "red" }), "INVALID_PARAMETER", "colour");
  });

  it("a readOnly property is never required in a request", () => {
    expect(shopApi("updateItem", { id: 1, name: "n" }).body).toEqual({ name: "n" });
  });

  it("data is checked as the body", () => {
    expectError(() => api("addPet", { data: { name: "doggie", photoUrls: "u" } }), "INVALID_PARAMETER", "body.photoUrls");
  });

  it("{ check: false } keeps placement and required path parameters, and places unknown keys", () => {
    const unchecked: Loose = fromOpenApi(petstore, { check: false });
    expect(unchecked("findPetsByStatus", { status: ["avail"] }).url).toBe(`${PETS}/pet/findByStatus?status=avail`);
    expect(unchecked("addPet", { colour: "brown" }).body).toEqual({ colour: "brown" });
    expect(unchecked("getPetById", { petId: 1, colour: "brown" }).url).toBe(`${PETS}/pet/1?colour=brown`);
  });

  it("codecOf gives the io-ts codec of an operation's parameters and body keys", () => {
    const codec = api.codecOf("addPet");
    expect(codec.is({ name: "doggie", photoUrls: [] })).toBe(true);
    expect(codec.is({ name: "doggie" })).toBe(false);
    expect(codec.is({ name: "doggie", photoUrls: [], status: "avail" })).toBe(false);
    expect(codec.decode({ name: "doggie", photoUrls: ["u"] })._tag).toBe("Right");
    expectError(() => api.codecOf("nope"), "INVALID_ROUTE");
  });
});

describe("DECISIONS OpenAPI documents: defaults, merge and parse", () => {
  it("defaults are layered with .defaults(), parameters included", () => {
    const pet7 = api.defaults({ petId: 7, headers: { authorization: "token t" } });
    expect(pet7("getPetById")).toEqual({ method: "get", url: `${PETS}/pet/7`, headers: { accept: PET_ACCEPT, "user-agent": UA, authorization: "token t" } });
    expect(pet7("getPetById", { petId: 8 }).url).toBe(`${PETS}/pet/8`);
  });

  it("merge gives the route's method and path and the server; parse of it is the call", () => {
    const merged = api.merge("getPetById", { petId: 7 });
    expect(merged).toMatchObject({ method: "GET", url: "/pet/{petId}", baseUrl: PETS, petId: 7 });
    expect(api.parse(merged)).toEqual(api("getPetById", { petId: 7 }));
    expectError(() => api.parse({ ...merged, url: "/pets" }), "INVALID_ROUTE");
  });

  it("merge() refuses a key named method or url, which its result's method and url cannot also hold", () => {
    const call = { url: "https://hook.test", method: "PUT" };
    expect(shopApi("POST /hooks", call).body).toEqual(call);
    expectError(() => shopApi.merge("POST /hooks", call), "INVALID_PARAMETER", "merge()", '"method"');
    expectError(() => shopApi.merge("POST /hooks", { url: "https://hook.test" }), "INVALID_PARAMETER", '"url"');
    // In .defaults(), method keeps the core's meaning: it is no body key, and the route overrides it.
    expect(shopApi.defaults({ method: "PUT" })("POST /hooks", { url: "https://hook.test" })).toMatchObject({ method: "post", body: { url: "https://hook.test" } });
  });

  it("mediaType keeps its meaning: its format amends a GitHub accept the call gives", () => {
    expect(api("getPetById", { petId: 1, headers: { accept: ACCEPT }, mediaType: { format: "raw" } }).headers.accept).toBe("application/vnd.github.v3.raw");
  });
});

describe("DECISIONS OpenAPI documents: bad documents", () => {
  it("anything but OpenAPI 3.0.x, 3.1.x or 3.2.x is INVALID_DOCUMENT, with the pointer", () => {
    expectError(() => fromOpenApi({ swagger: "2.0", paths: {} }), "INVALID_DOCUMENT", "#/openapi", "Swagger 2.0");
    expectError(() => fromOpenApi({ openapi: "3.3.0", paths: {} }), "INVALID_DOCUMENT", "#/openapi", "3.2.x");
    expectError(() => fromOpenApi({ openapi: "4.0.0", paths: {} }), "INVALID_DOCUMENT", "#/openapi");
    expectError(() => fromOpenApi({ openapi: "3.0.0", paths: [] }), "INVALID_DOCUMENT", "#/paths");
    expectError(() => fromOpenApi({ openapi: "3.0.0", paths: { pets: {} } }), "INVALID_DOCUMENT", "#/paths/pets");
    expectError(() => fromOpenApi("{}" as Loose), "INVALID_DOCUMENT", "#");
    expectError(() => fromOpenApi({ openapi: "3.0.0", paths: {} }, { check: "no" } as Loose), "INVALID_ARGUMENTS", "check");
  });

  it("an operation's own faults are INVALID_DOCUMENT at its first call, with the pointer", () => {
    expectError(() => shopApi("GET /broken"), "INVALID_DOCUMENT", "#/paths/~1broken/get/parameters/0", "#/components/parameters/Nowhere");
    expectError(() => shopApi("GET /undefined/{thing}"), "INVALID_DOCUMENT", "#/paths/~1undefined~1{thing}", "{thing}");
  });

  it("a $ref loop is INVALID_DOCUMENT, a duplicate operationId too", () => {
    const looping = { openapi: "3.1.0", paths: { "/a": { $ref: "#/paths/~1b" }, "/b": { $ref: "#/paths/~1a" } } };
    expectError(() => fromOpenApi(looping), "INVALID_DOCUMENT", "loops");
    const twice = { openapi: "3.1.0", paths: { "/a": { get: { operationId: "x" } }, "/b": { get: { operationId: "x" } } } };
    expectError(() => fromOpenApi(twice), "INVALID_DOCUMENT", "#/paths/~1b/get/operationId");
  });
});

describe("DECISIONS Ownership: the document and the options", () => {
  it("neither the document nor the options are mutated or frozen; a frozen document works", () => {
    const before = JSON.stringify(petstore);
    const options = { name: "doggie", photoUrls: ["u"], headers: { "X-A": "1" } };
    api("addPet", options);
    expect(JSON.stringify(petstore)).toBe(before);
    expect(options).toEqual({ name: "doggie", photoUrls: ["u"], headers: { "X-A": "1" } });
    expect(Object.isFrozen(options) || Object.isFrozen(options.headers) || Object.isFrozen(petstore)).toBe(false);
    const deepFreeze = (value: unknown): unknown => (value !== null && typeof value === "object" ? Object.freeze(Object.values(value).forEach(deepFreeze) ?? value) : value);
    const frozen: Loose = fromOpenApi(deepFreeze(JSON.parse(before)) as object);
    expect(frozen("getPetById", { petId: 1 }).url).toBe(`${PETS}/pet/1`);
  });

  it("a throwing getter in the options is an EndpointError, never a TypeError", () => {
    const hostile = Object.defineProperty({}, "petId", { enumerable: true, get: () => { throw new TypeError("no"); } });
    expect(caught(() => api("getPetById", hostile))).toBeInstanceOf(EndpointError);
  });
});

describe("DECISIONS OpenAPI documents: edges a review found", () => {
  const S = [{ url: "https://x.example" }];
  const doc = (paths: object, extra: object = {}): object => ({ openapi: "3.1.0", servers: S, paths, ...extra });

  it("merge() takes the options' baseUrl, so parse(merge(x)) is the call; with no server it fails as the call does", () => {
    expect(api.merge("getPetById", { petId: 1, baseUrl: "https://b.test" }).baseUrl).toBe("https://b.test");
    const staging = api.defaults({ baseUrl: "https://staging.test" });
    for (const [endpoint, options] of [[api, { petId: 1, baseUrl: "https://b.test" }], [staging, { petId: 1 }], [staging, { petId: 1, baseUrl: "https://b.test" }]] as const) {
      expect(endpoint.parse(endpoint.merge("getPetById", options))).toEqual(endpoint("getPetById", options));
    }
    const serverless: Loose = fromOpenApi({ openapi: "3.1.0", paths: { "/x": { get: { operationId: "x" } } } });
    expectError(() => serverless.merge("x"), "INVALID_BASE_URL", "GET /x");
  });

  it(".defaults() takes DEFAULTS and merge()'s output, as endpoint.defaults does", () => {
    expect(api.defaults(api.DEFAULTS)("getPetById", { petId: 1 }).url).toBe(`${PETS}/pet/1`);
    expect(api.defaults(api.merge("getPetById", { petId: 2 }))("getPetById").url).toBe(`${PETS}/pet/2`);
  });

  it("a form body given as data is encoded; a string is sent as it is", () => {
    const form: Loose = fromOpenApi(doc({ "/p": { post: { operationId: "p", requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { a: { type: "array", items: { type: "string" } } } } } } } } } }));
    expect(form("p", { data: { a: ["x", "y"] } }).body).toBe("a=x&a=y");
    expect(form("p", { data: "a=z" }).body).toBe("a=z");
  });

  it("a media type range sends no content-type; a required body with no field sent is {}", () => {
    const range: Loose = fromOpenApi(doc({ "/p": { post: { operationId: "p", requestBody: { content: { "*/*": { schema: { type: "string", format: "binary" } } } } } } }));
    expect(range("p", { data: new Uint8Array([1]) }).headers["content-type"]).toBeUndefined();
    const empty: Loose = fromOpenApi(doc({ "/p": { post: { operationId: "p", requestBody: { required: true, content: { "application/json": { schema: { type: "object", properties: { a: { type: "string" } } } } } } } } }));
    expect(empty("p").body).toEqual({});
  });

  it("a key named after an ignored header parameter is refused, checks on or off: a credential never reaches the query", () => {
    const me = doc({ "/me": { get: { operationId: "me", parameters: [{ name: "Authorization", in: "header", required: true, schema: { type: "string" } }] } } });
    for (const settings of [undefined, { check: false }]) {
      expectError(() => (fromOpenApi(me, settings) as Loose)("me", { Authorization: "Bearer s3cret" }), "INVALID_PARAMETER", "header.Authorization", "headers");
    }
  });

  it("with checks off, a leftover key that cannot be a query name is the caller's fault", () => {
    expectError(() => (fromOpenApi(petstore, { check: false }) as Loose)("getPetById", { petId: 1, "": 1 }), "INVALID_PARAMETER", "query");
  });

  it("readOnly reached through allOf is not required", () => {
    const schemas = { Id: { type: "integer", readOnly: true } };
    const body = { type: "object", required: ["id", "name"], properties: { id: { allOf: [{ $ref: "#/components/schemas/Id" }] }, name: { type: "string" } } };
    const pets: Loose = fromOpenApi(doc({ "/p": { post: { operationId: "p", requestBody: { content: { "application/json": { schema: body } } } } } }, { components: { schemas } }));
    expect(pets("p", { name: "n" }).body).toEqual({ name: "n" });
  });

  it("a content parameter of a media type that is no JSON sends a string as it is", () => {
    const text: Loose = fromOpenApi(doc({ "/q": { get: { operationId: "q", parameters: [{ name: "q", in: "query", content: { "text/plain": { schema: { type: "string" } } } }, { name: "f", in: "query", content: { "application/json": { schema: { type: "object" } } } }] } } }));
    expect(text("q", { q: "hello", f: { a: 1 } }).url).toBe("https://x.example/q?q=hello&f=%7B%22a%22%3A1%7D");
  });

  it("a literal path is percent-encoded as a URL template's literal", () => {
    expect((fromOpenApi(doc({ "/a b/ä": { get: { operationId: "a" } } })) as Loose)("a").url).toBe("https://x.example/a%20b/%C3%A4");
  });

  it("a getter of the document that throws is INVALID_DOCUMENT, with the operation's pointer", () => {
    const operation = Object.defineProperty({ operationId: "a" }, "parameters", { enumerable: true, get: () => { throw new Error("boom"); } });
    expectError(() => (fromOpenApi(doc({ "/a": { get: operation } })) as Loose)("a"), "INVALID_DOCUMENT", "#/paths/~1a/get", "boom");
  });

  it("an operationId that is another operation's route is refused, whichever comes first; the version is matched whole", () => {
    expectError(() => fromOpenApi(doc({ "/a": { get: { operationId: "GET /b" } }, "/b": { get: {} } })), "INVALID_DOCUMENT", "operationId");
    expectError(() => fromOpenApi(doc({ "/b": { get: {} }, "/a": { get: { operationId: "GET /b" } } })), "INVALID_DOCUMENT", "operationId");
    expectError(() => fromOpenApi({ openapi: "3.0.0garbage", paths: {} }), "INVALID_DOCUMENT", "#/openapi");
  });
});

describe("DECISIONS OpenAPI documents: edges a second review found", () => {
  it(".defaults(api.DEFAULTS) keeps each operation's own server", () => {
    const split: Loose = fromOpenApi({
      openapi: "3.1.0",
      servers: [{ url: "https://api.example" }],
      paths: { "/a": { get: { operationId: "a" } }, "/up": { post: { operationId: "up", servers: [{ url: "https://uploads.example" }] } } },
    });
    expect(split.defaults(split.DEFAULTS)("up").url).toBe("https://uploads.example/up");
    expect(split.defaults({ headers: { "x-a": "1" } }).defaults(split.DEFAULTS)("up").url).toBe("https://uploads.example/up");
    expect(split.defaults({ baseUrl: "https://other.example" })("up").url).toBe("https://other.example/up");
  });

  it("specification extensions beside the paths are no paths; servers that are no list are a fault of the document", () => {
    expect((fromOpenApi({ openapi: "3.0.3", servers: [{ url: "https://x.example" }], paths: { "x-internal": true, "/a": { get: {} } } }) as Loose)("GET /a").url).toBe("https://x.example/a");
    expectError(() => (fromOpenApi({ openapi: "3.1.0", servers: "https://x", paths: { "/a": { post: {} } } }) as Loose)("POST /a"), "INVALID_DOCUMENT", "#/servers");
  });

  it("a $ref is looked up by one rule wherever it stands: percent-decoded, array members by index only", () => {
    const refs = { openapi: "3.1.0", servers: [{ url: "https://x.example" }], components: { list: [{ name: "a", in: "query" }] }, paths: {
      "/a": { get: { parameters: [{ $ref: "#/components/%ZZ" }] } },
      "/b": { get: { parameters: [{ $ref: "#/components/list/length" }] } },
      "/c": { get: { parameters: [{ name: "c", in: "query", schema: { $ref: "#/components/list/length" } }] } },
    } };
    const api: Loose = fromOpenApi(refs);
    expectError(() => api("GET /a"), "INVALID_DOCUMENT", "is not valid percent-encoding");
    expectError(() => api("GET /b"), "INVALID_DOCUMENT", '"#/components/list/length" resolves nowhere');
    expectError(() => api("GET /c", { c: 1 }), "INVALID_DOCUMENT", '"#/components/list/length" resolves nowhere');
  });

  it("a key naming an ignored header parameter is refused in any case", () => {
    const me = { openapi: "3.1.0", servers: [{ url: "https://x.example" }], paths: { "/a": { get: { parameters: [{ name: "Authorization", in: "header" }] } } } };
    for (const key of ["authorization", "AUTHORIZATION"]) expectError(() => (fromOpenApi(me, { check: false }) as Loose)("GET /a", { [key]: "token s" }), "INVALID_PARAMETER", "headers");
  });
});
