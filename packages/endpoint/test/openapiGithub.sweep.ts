/**
 * Every operation of GitHub's REST description (`@octokit/openapi`), built by `fromOpenApi` with checks on from values
 * generated from the operation's own schemas (json-schema-faker, seeded), and the request read back: each path
 * parameter decoded from its segment, each query parameter read with URLSearchParams, the JSON body's keys. Then
 * values the schemas refuse: a wrong type or a value outside an enum for each typed parameter and top-level body
 * property, and each path parameter left out. Runs apart from the default suite (`pnpm test:openapi`).
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { EndpointError, fromOpenApi } from "@request-options/endpoint/openapi";
import { generateSync } from "json-schema-faker";
import type { Loose } from "./support";

type Dict = Record<string, unknown>;
const isDict = (value: unknown): value is Dict => typeof value === "object" && value !== null && !Array.isArray(value);

const document = JSON.parse(readFileSync(join(dirname(require.resolve("@octokit/openapi/package.json")), "generated/api.github.com.json"), "utf8")) as Dict;
const pristine = JSON.stringify(document);
const api: Loose = fromOpenApi(document);
const unchecked: Loose = fromOpenApi(document, { check: false });

/** What a local `$ref` points at (the test's own reading, not the library's). */
const pointed = (ref: string): unknown =>
  ref
    .slice(2)
    .split("/")
    .reduce<unknown>((at, token) => (at as Dict)[token.replace(/~1/g, "/").replace(/~0/g, "~")], document);
const resolved = (value: unknown): Dict => {
  let at = value;
  while (isDict(at) && typeof at["$ref"] === "string") at = pointed(at["$ref"]);
  return at as Dict;
};

// json-schema-faker reads JSON Schema 2020-12 and takes an object schema's other keys for property shorthands
// (`example` would become a property): each schema is given to it with OpenAPI's own keywords (`example`,
// `discriminator`, `x-…`) left out and 3.0's `nullable` written as a type list with "null"; its `$ref`s resolve,
// through `refResolver`, in the document.
const keywords = new Set([
  "$ref", "type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
  "pattern", "format", "minItems", "maxItems", "uniqueItems", "required", "minProperties", "maxProperties", "default", "readOnly", "writeOnly",
]);
const schemaValued = new Set(["items", "additionalProperties", "not"]);
const schemaListed = new Set(["allOf", "anyOf", "oneOf"]);
const converted = new WeakMap<object, unknown>();
const jsonSchemaOf = (schema: unknown): unknown => {
  if (!isDict(schema)) return schema;
  const known = converted.get(schema);
  if (known !== undefined) return known;
  const out: Dict = {};
  converted.set(schema, out);
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties" && isDict(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, member]) => [name, jsonSchemaOf(member)]));
    else if (schemaValued.has(key)) out[key] = jsonSchemaOf(value);
    else if (schemaListed.has(key) && Array.isArray(value)) out[key] = value.map(jsonSchemaOf);
    else if (keywords.has(key)) out[key] = value;
  }
  if (schema["nullable"] === true && typeof schema["type"] === "string") out["type"] = [schema["type"], "null"];
  return out;
};

/**
 * "every key": each parameter and body property; "required keys": the required ones only; "awkward text": as "every
 * key", each parameter that is any string (no enum, pattern, format or length) given characters to encode as well.
 */
type Generation = "every key" | "required keys" | "awkward text";
const generated = (schema: unknown, seed: number, generation: Generation): unknown =>
  generateSync(jsonSchemaOf(schema) as boolean, {
    seed,
    maxDefaultItems: 3,
    refResolver: (ref: string) => jsonSchemaOf(pointed(ref)) as boolean,
    ...(generation === "required keys" ? { optionalsProbability: 0 } : { alwaysFakeOptionals: true }),
  });

// RFC 3986's reserved characters, `%`, a space, a letter outside ASCII and one outside the BMP.
const awkward = " /?#[]@!$&'()*+,;=%:é😀";
const isAnyString = (schema: Dict): boolean => schema["type"] === "string" && ["enum", "pattern", "format", "minLength", "maxLength"].every((keyword) => schema[keyword] === undefined);
const awkwardOf = (given: unknown, value: unknown): unknown => {
  const schema = resolved(given);
  if (typeof value === "string" && isAnyString(schema)) return value + awkward;
  if (Array.isArray(value) && schema["type"] === "array" && isAnyString(resolved(schema["items"]))) return value.map((member) => `${String(member)}${awkward}`);
  return value;
};

type Parameter = { readonly name: string; readonly in: "path" | "query" | "header" | "cookie"; readonly required: boolean; readonly schema: Dict; readonly style: string; readonly explode: boolean };
type Operation = { readonly route: string; readonly method: string; readonly path: string; readonly server: string; readonly parameters: Parameter[]; readonly body: { schema: Dict; mediaType: string; required: boolean } | undefined; readonly accept: string | undefined };

// accept, as DECISIONS.md says: the success responses' media types (2XX and 200-299), else the default response's, each once.
const acceptOf = (responses: Dict): string | undefined => {
  const typesOf = (codes: string[]): string[] => [...new Set(codes.flatMap((code) => Object.keys((resolved(responses[code])["content"] as Dict | undefined) ?? {})))];
  const success = typesOf(Object.keys(responses).filter((code) => /^2(?:\d\d|XX)$/.test(code)));
  const types = success.length > 0 || responses["default"] === undefined ? success : typesOf(["default"]);
  return types.length === 0 ? undefined : types.join(", ");
};

const ignoredHeaders = new Set(["accept", "content-type", "authorization"]);
const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const operations: Operation[] = [];
for (const [path, itemGiven] of Object.entries(document["paths"] as Dict)) {
  const item = resolved(itemGiven);
  for (const method of methods) {
    const operation = item[method] as Dict | undefined;
    if (operation === undefined) continue;
    const byKey = new Map<string, Parameter>();
    for (const given of [...((item["parameters"] as unknown[]) ?? []), ...((operation["parameters"] as unknown[]) ?? [])]) {
      const parameter = resolved(given);
      const where = parameter["in"] as Parameter["in"];
      if (where === "header" && ignoredHeaders.has(String(parameter["name"]).toLowerCase())) continue;
      const style = (parameter["style"] as string | undefined) ?? (where === "query" || where === "cookie" ? "form" : "simple");
      byKey.set(`${where} ${String(parameter["name"])}`, {
        name: parameter["name"] as string,
        in: where,
        required: where === "path" || parameter["required"] === true,
        schema: parameter["schema"] as Dict,
        style,
        explode: (parameter["explode"] as boolean | undefined) ?? style === "form",
      });
    }
    const requestBody = operation["requestBody"] === undefined ? undefined : resolved(operation["requestBody"]);
    const content = requestBody?.["content"] as Record<string, Dict> | undefined;
    const mediaType = content === undefined ? undefined : (Object.keys(content).find((type) => /json/.test(type)) ?? Object.keys(content)[0]);
    // The operation's, path's or document's first server, its variables' defaults filled in.
    const servers = [operation["servers"], item["servers"], document["servers"]].find((list) => Array.isArray(list) && list.length > 0) as Dict[];
    const variables = (servers[0]!["variables"] ?? {}) as Record<string, { default: string }>;
    operations.push({
      route: `${method.toUpperCase()} ${path}`,
      method,
      path,
      server: (servers[0]!["url"] as string).replace(/\{([^{}]*)\}/g, (_, name: string) => variables[name]!.default),
      parameters: [...byKey.values()],
      body: content === undefined || mediaType === undefined ? undefined : { schema: content[mediaType]!["schema"] as Dict, mediaType, required: requestBody!["required"] === true },
      accept: acceptOf((operation["responses"] as Dict | undefined) ?? {}),
    });
  }
}

// The options every endpoint knows: a body key of that name cannot be given beside the parameters, only in `data`.
const knownOptions = new Set(["baseUrl", "headers", "mediaType", "data", "request"]);

type Call = { readonly options: Dict; readonly values: Dict; readonly body: unknown; readonly bodyKeys: boolean };

/** One call of `operation`: a value for each parameter (the required ones only, for "required keys") and its body. */
const callOf = (operation: Operation, seed: number, generation: Generation, why: Map<string, number>): Call => {
  const values: Dict = {};
  operation.parameters.forEach((parameter, position) => {
    if (generation === "required keys" && !parameter.required) return;
    // A seed of its own: two parameters of one schema (owner, repo) get two values.
    const value = generated(parameter.schema, seed * 100 + position, generation);
    values[parameter.name] = generation === "awkward text" ? awkwardOf(parameter.schema, value) : value;
  });
  const { body: described } = operation;
  // A body that may be null (3.0's nullable) is generated as the object it may also be: its properties are the keys.
  const top = described === undefined ? undefined : resolved(described.schema);
  const bodySchema = top !== undefined && top["nullable"] === true && top["type"] === "object" ? { ...(jsonSchemaOf(top) as Dict), type: "object" } : described?.schema;
  const body = described === undefined || (generation === "required keys" && !described.required) ? undefined : generated(bodySchema, seed, generation);
  if (body === undefined) return { options: { ...values }, values, body, bodyKeys: false };
  const reason = !/json/.test(described!.mediaType)
    ? `a ${described!.mediaType} body`
    : !isDict(body)
      ? "a JSON body that is no object"
      : Object.keys(body).some((key) => operation.parameters.some(({ name }) => name === key))
        ? "a body key that is also a parameter's name"
        : Object.keys(body).some((key) => knownOptions.has(key))
          ? "a body key that is a known option"
          : undefined;
  if (reason === undefined) return { options: { ...values, ...(body as Dict) }, values, body, bodyKeys: true };
  why.set(reason, (why.get(reason) ?? 0) + 1);
  return { options: { ...values, data: body }, values, body, bodyKeys: false };
};

const templateOf = (path: string): { regex: RegExp; names: string[] } => {
  const names: string[] = [];
  const source = path.replace(/\{([^{}]*)\}|[^{]+/g, (whole, name: string | undefined) => {
    if (name === undefined) return whole.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    names.push(name);
    return "([^/?#]*)";
  });
  return { regex: new RegExp(`^${source}$`), names };
};

/** What URLSearchParams gives back for `value` in `parameter`'s style: form, exploded or not, of scalars and lists. */
const queryExpected = (parameter: Parameter, value: unknown): string[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    if (isDict(value)) throw new Error(`${parameter.name}: the sweep reads back no object in a query`);
    return [String(value)];
  }
  if (value.length === 0) return [];
  const texts = value.map(String);
  if (parameter.explode) return texts;
  const joiner = parameter.style === "spaceDelimited" ? " " : parameter.style === "pipeDelimited" ? "|" : ",";
  return [texts.join(joiner)];
};

/** The request `call` built, read back: its path, query and body give `call`'s values. */
const readBack = (operation: Operation, call: Call, request: { method: string; url: string; body?: unknown; headers: Dict }): void => {
  expect(request.method).toBe(operation.method);
  expect([operation.route, request.headers["accept"]]).toEqual([operation.route, operation.accept]);
  const url = new URL(request.url);
  expect(url.origin).toBe(operation.server);
  const { regex, names } = templateOf(operation.path);
  const match = regex.exec(url.pathname);
  expect(match).not.toBeNull();
  names.forEach((name, index) => expect([name, decodeURIComponent(match![index + 1]!)]).toEqual([name, String(call.values[name])]));
  const query = new URLSearchParams(url.search);
  const sent = new Set(query.keys());
  for (const parameter of operation.parameters) {
    if (parameter.in === "query") {
      expect([parameter.name, query.getAll(parameter.name)]).toEqual([parameter.name, queryExpected(parameter, call.values[parameter.name])]);
      sent.delete(parameter.name);
    } else if (parameter.in === "header" && call.values[parameter.name] !== undefined) {
      expect(request.headers[parameter.name.toLowerCase()]).toBe(String(call.values[parameter.name]));
    }
  }
  expect([...sent]).toEqual([]);
  if (call.bodyKeys) {
    const keys = Object.keys(call.body as Dict);
    // No field given: a required JSON body is `{}`; else none, or the zero-length body of PUT and PATCH.
    if (keys.length === 0 && operation.body?.required === true) expect(request.body).toEqual({});
    else if (keys.length === 0) expect(request.body).toBe(operation.method === "put" || operation.method === "patch" ? "" : undefined);
    else {
      // A JSON object is unordered (RFC 8259 §4): `url`, a key the core sets aside, comes last.
      expect(Object.keys(request.body as Dict).sort()).toEqual(keys.sort());
      expect(request.body).toEqual(call.body);
    }
  } else if (call.body !== undefined) expect(request.body).toBe(call.body);
};

/** The JSON types a schema takes: its `type`, or its oneOf/anyOf members' when each has one; `undefined` if untyped. */
const typesOf = (schema: Dict): string[] | undefined => {
  if (schema["type"] !== undefined) return [schema["type"]].flat() as string[];
  const members = (schema["oneOf"] ?? schema["anyOf"]) as unknown[] | undefined;
  const lists = members?.map((member) => typesOf(resolved(member)));
  return lists === undefined || lists.some((list) => list === undefined) ? undefined : (lists.flat() as string[]);
};

/** A value of a kind the schema's types refuse, or a string outside its `enum`; `undefined` for a schema with neither. */
const refusedValueOf = (given: unknown): unknown => {
  const schema = resolved(given);
  const enumValues = schema["enum"] as unknown[] | undefined;
  if (enumValues !== undefined) return enumValues.includes("not-in-the-enum") ? undefined : "not-in-the-enum";
  const types = typesOf(schema);
  if (types === undefined) return undefined;
  // 12.5 is a number but no integer.
  const kinds: Array<[unknown, string]> = [["wrong", "string"], [12.5, "number"], [true, "boolean"], [{ wrong: true }, "object"], [["wrong"], "array"]];
  return kinds.find(([, kind]) => !types.includes(kind))?.[0];
};

/** A body's top-level properties as the sweep names them: its own and its allOf members', through `$ref`s. */
const bodyPropertiesOf = (given: unknown, into = new Map<string, unknown>()): Map<string, unknown> => {
  const schema = resolved(given);
  for (const [name, member] of Object.entries((schema["properties"] as Dict | undefined) ?? {})) if (!into.has(name)) into.set(name, member);
  for (const member of (schema["allOf"] as unknown[] | undefined) ?? []) bodyPropertiesOf(member, into);
  return into;
};

const refusedAs = (run: () => unknown): EndpointError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EndpointError);
    return error as EndpointError;
  }
  throw new Error("the call was not refused");
};

/** `check` run; what it throws kept in `faults`, named by `label`: the sweep reports every fault, not the first. */
const attempt = (faults: string[], label: string, check: () => void): boolean => {
  try {
    check();
    return true;
  } catch (error) {
    faults.push(`${label}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 3000));
    return false;
  }
};

const counted = (counts: Map<string, number>, key: string): void => void counts.set(key, (counts.get(key) ?? 0) + 1);
const report = (title: string, counts: ReadonlyMap<string, number>): string => `${title}\n${[...counts].map(([key, count]) => `  ${String(count).padStart(5)}  ${key}`).join("\n")}`;

describe("GitHub's REST description, every operation (@octokit/openapi/generated/api.github.com.json)", () => {
  const started = Date.now();
  const built = new Map<string, number>();
  const dataBodies = new Map<string, number>();
  const mergeRefused = new Map<string, number>();
  // Calls with a null somewhere in their values (3.0's nullable): a parameter left unsent, a body property sent as null.
  const withNull = new Map<string, number>();
  const refusals = new Map<string, number>();
  const notChecked = new Map<string, number>();
  // A pass's first call of each operation: the refusals start from it.
  const everyKey = new Map<Operation, Call>();
  // Each operation's accept, from its success responses (readBack checks each against the sweep's own reading).
  const accepts = new Map<string, number>();

  it("each operation builds from values its schemas give, the request reads back to them; the same with checks off, and as parse(merge())", () => {
    const faults: string[] = [];
    operations.forEach((operation, index) => {
      for (const generation of ["every key", "required keys", "awkward text"] as const) {
        const call = callOf(operation, index + 1, generation, dataBodies);
        const label = `${operation.route} (${generation}) with ${JSON.stringify(call.options).slice(0, 1500)}`;
        const read = attempt(faults, label, () => {
          const request = api(operation.route, call.options);
          readBack(operation, call, request);
          // Checks off, placement stays (DECISIONS); the route's merge then parse is the call.
          expect(unchecked(operation.route, call.options)).toEqual(request);
          // merge()'s method and url name the operation: a body key of either name is refused there.
          if ("url" in call.options || "method" in call.options) {
            expect(refusedAs(() => api.merge(operation.route, call.options)).code).toBe("INVALID_PARAMETER");
            counted(mergeRefused, generation);
          } else expect(api.parse(api.merge(operation.route, call.options))).toEqual(request);
          if (generation === "every key") counted(accepts, String(request.headers["accept"] ?? "none"));
        });
        if (!read) continue;
        counted(built, generation);
        if (JSON.stringify(call.options).includes(":null")) counted(withNull, generation);
        if (generation === "every key") everyKey.set(operation, call);
      }
    });
    expect(faults).toEqual([]);
    expect(operations.length).toBe(1223);
    expect(Object.fromEntries(built)).toEqual({ "every key": 1223, "required keys": 1223, "awkward text": 1223 });
    expect(Object.fromEntries(withNull)).toEqual({ "every key": 40, "required keys": 3, "awkward text": 40 });
    expect(Object.fromEntries(mergeRefused)).toEqual({ "every key": 5, "required keys": 1, "awkward text": 5 });
    expect(Object.fromEntries(dataBodies)).toEqual({ "a text/plain body": 2, "a body key that is also a parameter's name": 10, "a application/octet-stream body": 2 });
    // GitHub's accept of the plain endpoint is not used for documents.
    expect(Object.fromEntries(accepts)).toEqual({
      "application/json": 921,
      "application/json, application/sarif+json": 1,
      "application/json, application/vnd.github.diff, application/vnd.github.patch": 1,
      "application/json, application/vnd.github.diff, application/vnd.github.patch, application/vnd.github.sha": 1,
      "application/json, application/vnd.github.v3.star+json": 1,
      "application/octocat-stream": 1,
      "application/vnd.github.object, application/json": 1,
      // No success response with content (204, 202, redirects), and no default response.
      none: 293,
      "text/html": 2,
      "text/plain": 1,
    });
  });

  it("a value a parameter's or body property's schema refuses is INVALID_PARAMETER, named <in>.<name> or body.<name>", () => {
    for (const operation of operations) {
      const call = everyKey.get(operation)!;
      for (const parameter of operation.parameters) {
        const refused = refusedValueOf(parameter.schema);
        if (refused === undefined) {
          counted(notChecked, "a parameter whose schema has no type or enum (nor its oneOf/anyOf members)");
          continue;
        }
        const error = refusedAs(() => api(operation.route, { ...call.options, [parameter.name]: refused }));
        expect([operation.route, error.code, error.message.slice(0, parameter.in.length + parameter.name.length + 2)]).toEqual([
          operation.route,
          "INVALID_PARAMETER",
          `${parameter.in}.${parameter.name}:`,
        ]);
        counted(refusals, `${parameter.in} parameter refused`);
      }
      if (operation.body === undefined) continue;
      if (!call.bodyKeys) {
        counted(notChecked, "an operation whose body is given as data (its properties are not keys)");
        continue;
      }
      for (const [name, schema] of bodyPropertiesOf(operation.body.schema)) {
        const refused = refusedValueOf(schema);
        if (refused === undefined || operation.parameters.some((parameter) => parameter.name === name) || knownOptions.has(name)) {
          counted(notChecked, refused === undefined ? "a body property whose schema has no type or enum (nor its oneOf/anyOf members)" : "a body property named as a parameter or known option");
          continue;
        }
        const error = refusedAs(() => api(operation.route, { ...call.options, [name]: refused }));
        expect([operation.route, error.code, error.message.slice(0, name.length + 6)]).toEqual([operation.route, "INVALID_PARAMETER", `body.${name}:`]);
        counted(refusals, "body property refused");
      }
    }
    // The counts of @octokit/openapi 23.0.2 (a pinned devDependency) with the seeds above.
    expect(Object.fromEntries(refusals)).toEqual({ "path parameter refused": 2422, "query parameter refused": 1104, "body property refused": 1203 });
    expect(Object.fromEntries(notChecked)).toEqual({ "an operation whose body is given as data (its properties are not keys)": 7 });
  });

  it("a path parameter left out is MISSING_PARAMETER, named path.<name>", () => {
    for (const operation of operations) {
      const call = everyKey.get(operation)!;
      for (const parameter of operation.parameters.filter((parameter) => parameter.in === "path")) {
        const { [parameter.name]: _left, ...rest } = call.options;
        const error = refusedAs(() => api(operation.route, rest));
        expect([operation.route, error.code, error.message]).toEqual([operation.route, "MISSING_PARAMETER", expect.stringContaining(`path.${parameter.name}`)]);
        counted(refusals, "path parameter left out");
      }
    }
    expect(refusals.get("path parameter left out")).toBe(2422);
  });

  it("the document is as it was read: nothing the sweep did changed it", () => {
    expect(JSON.stringify(document)).toBe(pristine);
    // eslint-disable-next-line no-console
    console.log(
      [
        `GitHub sweep: ${operations.length} operations, ${[...built.values()].reduce((a, b) => a + b, 0)} requests built, ` +
          `${[...refusals.values()].reduce((a, b) => a + b, 0)} refusals checked, ${operations.length - (built.get("every key") ?? 0)} operations skipped, ${Date.now() - started} ms`,
        report("requests built", built),
        report("of which hold a null value", withNull),
        report("calls whose body is given as data", dataBodies),
        report("calls merge() refuses (a key named url or method), parse(merge()) checked on the others", mergeRefused),
        report("refusals checked", refusals),
        report("values not refused (no type or enum to refuse by)", notChecked),
      ].join("\n"),
    );
  });
});
