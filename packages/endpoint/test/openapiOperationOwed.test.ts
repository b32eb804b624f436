/**
 * Cases the operation shard's run met untested (packages/mutation/openapi-operation.md): a parameter that is no
 * object, and the order of the keys an anyOf member's own anyOf names. Expected values are written by hand.
 */
import { fromOpenApi } from "@request-options/endpoint/openapi";
import { documentOf, operationOf, thrownMessage } from "./schemaSupport";

describe("an operation's parameter", () => {
  it("that is no object is a fault at its pointer", () => {
    const document = { ...documentOf(), paths: { "/t": { get: { operationId: "op", parameters: [5] } } } };
    expect(thrownMessage(() => fromOpenApi(document)("op", {}))).toBe("invalid OpenAPI document at #/paths/~1t/get/parameters/0: expected a Parameter Object, got number");
  });
});

describe("the keys an anyOf member's own anyOf names", () => {
  it("come after the member's, in an unknown key's words", () => {
    const api = operationOf({ anyOf: [{ properties: { a: {} }, anyOf: [{ properties: { b: {} } }] }] });
    expect(thrownMessage(() => api({ zzz: 1 }))).toBe('unknown key "zzz": not a parameter or body property of this operation; it takes "q", "a", "b"');
  });
});
