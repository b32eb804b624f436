// Type tests of an endpoint typed by an OpenAPI document: fixtures/petstore.json, turned into
// `paths` by openapi-typescript when the tests start (test/routeTypes.test.ts writes
// generated/petstore.ts). Each `@ts-expect-error` must meet an error; every other line compiles.
import { endpoint, type EndpointResult, type OpenApiRoute } from "@request-options/endpoint";
import type { paths } from "./generated/petstore";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T => true as T;

const pets = endpoint.defaults<paths>({ baseUrl: "https://pets.example.com/v1" });

// The routes are the document's operations, and nothing else.
expectType<Equal<OpenApiRoute<paths>, "GET /pets" | "POST /pets" | "GET /pets/{petId}" | "PATCH /pets/{petId}" | "DELETE /pets/{petId}" | "PUT /pets/{petId}/photo">>();
pets("GET /pets");
// @ts-expect-error -- no such operation
pets("GET /dogs");
// @ts-expect-error -- the path has no PUT
pets("PUT /pets");

// Path parameters are required, with their schema types.
pets("GET /pets/{petId}", { petId: 1 });
// @ts-expect-error -- petId is required
pets("GET /pets/{petId}");
// @ts-expect-error -- petId is required
pets("GET /pets/{petId}", {});
// @ts-expect-error -- petId is an integer
pets("GET /pets/{petId}", { petId: "1" });

// Query parameters are typed; an unknown key is an error.
pets("GET /pets", { limit: 10, tag: ["a", "b"] });
// @ts-expect-error -- limit is a number
pets("GET /pets", { limit: "10" });
// @ts-expect-error -- tpye is no parameter of the operation
pets("GET /pets", { tpye: 1 });
// A required query parameter is required.
pets("PUT /pets/{petId}/photo", { petId: 1, caption: "x", data: new Uint8Array(1) });
// @ts-expect-error -- caption is required
pets("PUT /pets/{petId}/photo", { petId: 1, data: new Uint8Array(1) });

// A JSON object body's fields are parameters: required ones required, unknown ones an error;
// `data` may give the whole body instead.
pets("POST /pets", { name: "Rex", tag: "dog" });
pets("POST /pets", { data: { name: "Rex" } });
// @ts-expect-error -- name is required
pets("POST /pets", { tag: "dog" });
// @ts-expect-error -- name is a string
pets("POST /pets", { name: 1 });
// @ts-expect-error -- colour is no field of the body
pets("POST /pets", { name: "Rex", colour: "brown" });
// An optional body: its fields are optional.
pets("PATCH /pets/{petId}", { petId: 1, age: 3 });
pets("PATCH /pets/{petId}", { petId: 1 });

// The known options stay as they are; method and url come from the route.
pets("GET /pets", { headers: { authorization: "token x" }, mediaType: { format: "raw" }, request: { timeout: 1 } });
// @ts-expect-error -- a boolean is no header value
pets("GET /pets", { headers: { "x-flag": true } });
// @ts-expect-error -- the route gives the method
pets("GET /pets", { method: "POST" });

// The result's method is the route's, in lower case.
const created = pets("POST /pets", { name: "Rex" });
expectType<Equal<typeof created.method, "post">>();
const result: EndpointResult = created;

// merge(), parse() and .defaults() keep the typing.
const merged = pets.merge("GET /pets/{petId}", { petId: 1 });
expectType<Equal<typeof merged.method, "GET">>();
expectType<Equal<typeof merged.url, "/pets/{petId}">>();
// @ts-expect-error -- petId is required
pets.merge("GET /pets/{petId}");
const parsed: EndpointResult = pets.parse(merged);
// Parameters given to a later .defaults() call are optional (given with <paths> itself, the
// compiler cannot see them: it infers no other type argument once one is written).
const petOne = pets.defaults({ petId: 1 });
petOne("GET /pets/{petId}");
petOne("DELETE /pets/{petId}");
// @ts-expect-error -- still no such operation
petOne("GET /dogs");

export { parsed, result };
