/**
 * Cases the operation shard's last run met untested (packages/mutation/openapi-operation.md, "owed"): a parameter
 * that is no object, the order of the keys an anyOf member's own anyOf names, and a decoder that a value's getter
 * runs inside another walk. Expected values are written by hand.
 */
import { fromOpenApi, schemaCodec } from "@request-options/endpoint/openapi";
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

describe("the visit budget of a decoder that a value's getter runs inside another walk", () => {
  it("is the inner walk's own: the outer walk's count goes on where it was", () => {
    const inner = schemaCodec(documentOf(), { properties: { a: {} } });
    const outer = schemaCodec(documentOf(), { items: { properties: { a: {} } } });
    const list: object[] = Array.from({ length: 2 ** 18 }, () => ({}));
    list[4] = Object.defineProperty({}, "a", { enumerable: true, get: () => inner.decode({ b: {} }) });
    expect(outer.is(list)).toBe(false);
    expect(outer.is(list.slice(1))).toBe(true);
  });
});
