import { mainRun, printedBy } from "./cliRun";

// With --openapi, how deep a key=value's type is read: allOf/anyOf/oneOf within allOf/anyOf/oneOf, and the branches
// that hold a body's properties, each to 32 levels. Past that a schema allows any type, as a loop's does.

const info = { title: "t", version: "1" };
/** A document whose one operation, `c`, takes a JSON body of `schema`. */
const documentOf = (schema: unknown): string =>
  JSON.stringify({ openapi: "3.1.0", info, servers: [{ url: "https://t.test" }], paths: { "/c": { post: { operationId: "c", requestBody: { content: { "application/json": { schema } } } } } } });
/** `inner` within `levels` schemas of `keyword`, one branch each. */
const nested = (keyword: string, levels: number, inner: unknown): unknown => (levels === 0 ? inner : { [keyword]: [nested(keyword, levels - 1, inner)] });
/** The body the command prints for `p=5` (checks off: the types alone decide). */
const bodyOf = (schema: unknown): unknown =>
  printedBy(
    mainRun((file) => {
      if (file !== "d.json") throw new Error(`nothing to read at ${String(file)}`);
      return documentOf(schema);
    }, ["--openapi", "d.json", "--no-check", "c", "p=5"]),
  ).body;

test.each(["allOf", "anyOf", "oneOf"])("nested %s: a type is read to 32 levels deep", (keyword) => {
  const property = (levels: number) => ({ type: "object", properties: { p: nested(keyword, levels, { type: "integer" }) } });
  expect([bodyOf(property(31)), bodyOf(property(32))]).toEqual([{ p: 5 }, { p: "5" }]);
});

test.each(["allOf", "anyOf", "oneOf"])("nested %s: a body property is found to 32 levels deep", (keyword) => {
  const body = (levels: number) => nested(keyword, levels, { type: "object", properties: { p: { type: "integer" } } });
  expect([bodyOf(body(31)), bodyOf(body(32))]).toEqual([{ p: 5 }, { p: "5" }]);
});
