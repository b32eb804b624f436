/**
 * The codecs as Standard Schema v1, against the calls they stand for: an issue's message is the EndpointError the
 * same value gets from a call, and its path leads to the refused value in what was validated.
 */
import { endpoint, EndpointError } from "@request-options/endpoint";
import { fromOpenApi } from "@request-options/endpoint/openapi";
import { EndpointOptions } from "@request-options/types";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { caught, type Loose } from "./support";

const validated = (schema: StandardSchemaV1, value: unknown): StandardSchemaV1.Result<unknown> => {
  const result = schema["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("validate answered with a promise");
  return result;
};

const thrown = (call: () => unknown): EndpointError => {
  const error = caught(call);
  if (!(error instanceof EndpointError)) throw new Error(`expected an EndpointError, got ${String(error)}`);
  return error;
};

// What a path leads to: each key read in turn, as a form library reads it.
const at = (value: unknown, path: ReadonlyArray<PropertyKey | StandardSchemaV1.PathSegment>): unknown =>
  path.reduce<unknown>((node, segment) => (node as Record<PropertyKey, unknown>)[typeof segment === "object" ? segment.key : segment], value);

describe("EndpointOptions as a Standard Schema", () => {
  test.each([
    ["a method that is no token", { method: "GE T" }, "GE T"],
    ["a baseUrl with a query", { baseUrl: "https://api.github.com/?x=1" }, "https://api.github.com/?x=1"],
    ["a header value with a line break", { headers: { "x-trace": "a\r\nb" } }, "a\r\nb"],
    ["a preview name that is a number", { mediaType: { previews: ["mercy", 7] } }, 7],
    ["a request that is a string", { request: "meta" }, "meta"],
  ])("%s: the issue's message is endpoint()'s, its path leads to the value", (_, options, refused) => {
    const result = validated(EndpointOptions, options);
    // Values the types refuse, given as a caller without types gives them.
    const untyped: Loose = endpoint;
    expect(result.issues).toHaveLength(1);
    const [issue] = result.issues!;
    expect(issue!.message).toBe(thrown(() => untyped("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", ...options })).message);
    expect(at(options, issue!.path ?? [])).toBe(refused);
  });

  test("a header name that is no token: the path leads to the name itself, as the message does", () => {
    const options = { headers: { "x trace": "1" } };
    const { issues } = validated(EndpointOptions, options);
    expect(issues).toEqual([{ message: thrown(() => endpoint("GET /", options as Loose)).message, path: ["headers", "x trace"] }]);
  });
});

/** An operation with a path parameter, a query parameter and a JSON body of nested objects and lists. */
const notes = {
  openapi: "3.1.0",
  info: { title: "notes", version: "1" },
  servers: [{ url: "https://notes.example" }],
  paths: {
    "/boards/{board}/notes": {
      post: {
        operationId: "addNote",
        parameters: [
          { name: "board", in: "path", required: true, schema: { type: "integer" } },
          { name: "notify", in: "query", schema: { type: "boolean" } },
        ],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["title"],
                additionalProperties: false,
                properties: {
                  title: { type: "string" },
                  tags: { type: "array", items: { type: "string" } },
                  author: { type: "object", additionalProperties: false, properties: { name: { type: "string" } } },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe("codecOf(route) as a Standard Schema", () => {
  const api = fromOpenApi(notes);
  const codec = api.codecOf("POST /boards/{board}/notes");

  test("names the standard's version and this vendor", () => {
    expect(codec["~standard"]).toMatchObject({ version: 1, vendor: "request-options" });
  });

  test("a valid value comes back as it is", () => {
    const keys = { board: 1, notify: true, title: "Ship it", tags: ["release"], author: { name: "Ada" } };
    const result = validated(codec, keys);
    expect(result).toEqual({ value: keys });
    expect((result as { value: unknown }).value).toBe(keys);
  });

  test.each([
    ["a path parameter of the wrong type", { board: "one", title: "x" }, ["board"], "one"],
    ["a query parameter of the wrong type", { board: 1, notify: "yes", title: "x" }, ["notify"], "yes"],
    ["a list's element", { board: 1, title: "x", tags: ["a", 2] }, ["tags", 1], 2],
    ["a nested object's property", { board: 1, title: "x", author: { name: false } }, ["author", "name"], false],
  ])("%s: the call's message, and a path through the keys as the call gives them", (_, keys, path, refused) => {
    const { issues } = validated(codec, keys);
    expect(issues).toEqual([{ message: thrown(() => api("addNote", keys)).message, path }]);
    expect(at(keys, path)).toBe(refused);
  });

  test.each([
    ["a missing path parameter", { title: "x" }, ["board"], /^missing required path\.board/],
    ["a missing body property", { board: 1, tags: [] }, ["title"], /^missing required body\.title/],
    ["an unknown key, with the key it may have meant", { board: 1, titl: "x" }, [], /did you mean "title"/],
    ["an unknown key of a nested object", { board: 1, title: "x", author: { nick: "a" } }, ["author"], /unknown key "nick"/],
  ])("%s: the call's message, the path to where the key belongs", (_, keys, path, words) => {
    const { issues } = validated(codec, keys);
    const { message } = thrown(() => api("addNote", keys));
    expect(message).toMatch(words);
    expect(issues).toEqual([{ message, path }]);
  });
});
