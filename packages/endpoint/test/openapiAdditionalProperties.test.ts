/**
 * additionalProperties on a JSON body whose keys are given flat, through `fromOpenApi`: it applies to the keys its
 * own schema does not name (JSON Schema 2020-12 §10.3.2.3), so keys given flat get the answer the same body given as
 * `data` gets, wherever the properties and the additionalProperties sit. Expected values are written by hand.
 */
import { EndpointError, fromOpenApi } from "@request-options/endpoint/openapi";
import { caught } from "./support";

const apiOf = (schema: object) => {
  const document = { openapi: "3.1.0", info: { title: "t", version: "1" }, servers: [{ url: "https://api.test" }], paths: { "/t": { post: { operationId: "op", requestBody: { content: { "application/json": { schema } } } } } } };
  return fromOpenApi(document);
};
/** What a call with `options` gives: its body, or its refusal's message. */
const outcome = (schema: object, options: Record<string, unknown>): unknown => {
  const error = caught(() => apiOf(schema)("op", options));
  return error === undefined ? (apiOf(schema)("op", options) as { body: unknown }).body : error instanceof EndpointError ? error.message : error;
};

describe("keys given flat and the same body given as data get one answer", () => {
  const cases: Array<[string, object, Record<string, unknown>, unknown]> = [
    ["an additionalProperties schema beside an allOf member's property", { allOf: [{ properties: { a: {} } }], additionalProperties: { type: "string" } }, { a: 5 }, "body.a: expected a string, got 5"],
    ["two allOf members, each closing its own property", { allOf: [{ properties: { a: {} }, additionalProperties: false }, { properties: { b: {} }, additionalProperties: false }] }, { b: 1 }, 'body: unknown key "b"; did you mean "a"? it takes "a"'],
    ["one schema naming and closing its properties", { properties: { a: { type: "integer" } }, additionalProperties: { type: "string" } }, { a: 1, b: "x" }, { a: 1, b: "x" }],
    ["one schema closing with no property named", { additionalProperties: { type: "string" } }, { b: 1 }, "body.b: expected a string, got 1"],
  ];

  it.each(cases)("%s", (_name, schema, body, expected) => {
    expect(outcome(schema, body)).toEqual(expected);
    expect(outcome(schema, { data: body })).toEqual(expected);
  });
});
