/** What the schema tests share: a schema's codec read three ways, through `schemaCodec` of a 3.1 document. */
import * as E from "fp-ts/Either";
import { EndpointError, fromOpenApi, schemaCodec } from "@request-options/endpoint/openapi";
import { caught } from "./support";

/** `schemaCodec`'s settings: a regular-expression engine. */
type Settings = Parameters<typeof schemaCodec>[2];

/** A 3.1 document with no paths, holding `schemas` as its components. */
export const documentOf = (schemas: Record<string, unknown> = {}): object => ({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths: {}, components: { schemas } });

/** A `$ref` to the component schema `name`. */
export const ref = (name: string): { $ref: string } => ({ $ref: `#/components/schemas/${name}` });

/** The first refusal's message of `value` by `schema`, after the guard agreed that it is refused. */
export const refusal = (schema: unknown, value: unknown, document = documentOf(), settings?: Settings): string => {
  const codec = schemaCodec(document, schema, settings);
  expect(codec.is(value)).toBe(false);
  const decoded = codec.decode(value);
  if (E.isRight(decoded)) throw new Error(`expected ${JSON.stringify(schema)} to refuse the value`);
  return (decoded.left[0] as unknown as EndpointError).message;
};

/** Whether `schema` takes `value`, the guard and the decoder agreeing. */
export const accepted = (schema: unknown, value: unknown, document = documentOf(), settings?: Settings): boolean => {
  const codec = schemaCodec(document, schema, settings);
  expect(E.isRight(codec.decode(value))).toBe(codec.is(value));
  return codec.is(value);
};

/** The message of the INVALID_DOCUMENT that compiling `schema` throws. */
export const fault = (schema: unknown, document = documentOf()): string => {
  const error = caught(() => schemaCodec(document, schema));
  expect(error).toBeInstanceOf(EndpointError);
  expect((error as EndpointError).code).toBe("INVALID_DOCUMENT");
  return (error as EndpointError).message;
};

/**
 * One operation's call, `op` of a 3.1 document on https://api.test: `POST /t` with a query parameter `q` (a string,
 * required when `required`), and `schema` as its required JSON body; `schemas` are its components.
 */
export const operationOf =
  (schema: object, { schemas = {}, required = false }: { schemas?: Record<string, unknown>; required?: boolean } = {}): ((options: Record<string, unknown>) => unknown) =>
  (options) =>
    fromOpenApi({
      ...documentOf(schemas),
      servers: [{ url: "https://api.test" }],
      paths: { "/t": { post: { operationId: "op", parameters: [{ name: "q", in: "query", required, schema: { type: "string" } }], requestBody: { required: true, content: { "application/json": { schema } } } } } },
    })("op", options);

/** The message of the EndpointError that `call` throws. */
export const thrownMessage = (call: () => unknown): string => {
  const error = caught(call);
  expect(error).toBeInstanceOf(EndpointError);
  return (error as EndpointError).message;
};
