import { type Dict, isPlainObject } from "@request-options/core/internal";
import * as E from "fp-ts/Either";
import { documentRead, operationFind, refLookup } from "../openapi/document";
import { operationPlan } from "../openapi/operationPlan";

/** The JSON types a key's schema allows (`"integer"`, `"string"`, ...); `undefined`: any, as no `type` says. */
type Types = ReadonlySet<string> | undefined;

// Past this many $refs and allOf/anyOf/oneOf levels a schema is taken to allow anything: a loop says nothing of types.
const depthLimit = 32;

const schemaAt = (document: Dict, schema: unknown, depth: number): Dict | undefined => {
  let current = schema;
  for (let hops = depth; isPlainObject(current) && typeof current["$ref"] === "string"; hops += 1) {
    const target = hops < depthLimit ? refLookup(document, current["$ref"]) : E.left("");
    current = E.isRight(target) ? target.right : undefined;
  }
  return isPlainObject(current) ? current : undefined;
};

const union = (all: readonly Types[]): Types => (all.includes(undefined) ? undefined : new Set(all.flatMap((types) => [...(types ?? [])])));
const intersection = (a: Types, b: Types): Types => (a === undefined ? b : b === undefined ? a : new Set([...a].filter((type) => b.has(type))));

const branchesOf = (schema: Dict, keyword: string): readonly unknown[] => (Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : []);

/** The types `schema` allows: its `type` (a 3.1 list or a 3.0 name), narrowed by each `allOf` and by its `anyOf`/`oneOf`. */
const typesOf = (document: Dict, schema: unknown, depth = 0): Types => {
  const at = schemaAt(document, schema, depth);
  if (at === undefined || depth >= depthLimit) return undefined;
  const { type } = at;
  let types: Types = typeof type === "string" ? new Set([type]) : Array.isArray(type) ? new Set(type.filter((name): name is string => typeof name === "string")) : undefined;
  for (const part of branchesOf(at, "allOf")) types = intersection(types, typesOf(document, part, depth + 1));
  for (const keyword of ["anyOf", "oneOf"]) {
    const branches = branchesOf(at, keyword);
    if (branches.length > 0) types = intersection(types, union(branches.map((branch) => typesOf(document, branch, depth + 1))));
  }
  return types;
};

/** Each property's schemas in a body schema: its own `properties`, and those of its `allOf`, `anyOf` and `oneOf` branches. */
const propertiesOf = (document: Dict, schema: unknown, found: Map<string, unknown[]>, depth = 0): Map<string, unknown[]> => {
  const at = schemaAt(document, schema, depth);
  if (at === undefined || depth >= depthLimit) return found;
  const { properties } = at;
  if (isPlainObject(properties)) {
    for (const key of Object.keys(properties)) found.set(key, [...(found.get(key) ?? []), properties[key]]);
  }
  for (const keyword of ["allOf", "anyOf", "oneOf"]) for (const branch of branchesOf(at, keyword)) propertiesOf(document, branch, found, depth + 1);
  return found;
};

/**
 * The types of the keys of the operation `route` names in `document`: its parameters' and its body properties' (a
 * parameter's first). Empty when the document has no such operation or cannot be read: fromOpenApi says why.
 */
export const keyTypes = (document: unknown, route: string): ReadonlyMap<string, Types> => {
  const index = documentRead(document);
  const entry = E.isRight(index) ? operationFind(index.right.operations, route) : undefined;
  const plan = E.isRight(index) && entry !== undefined ? operationPlan(index.right, entry) : undefined;
  if (plan === undefined || E.isLeft(plan) || E.isLeft(index)) return new Map();
  const doc = index.right.document;
  const types = new Map<string, Types>();
  const body = plan.right.body?.preferred.checked?.schema;
  for (const [key, schemas] of body === undefined ? [] : propertiesOf(doc, body, new Map())) types.set(key, union(schemas.map((schema) => typesOf(doc, schema))));
  for (const parameter of plan.right.checked) types.set(parameter.name, typesOf(doc, parameter.schema));
  return types;
};

const jsonNumber = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * A `key=value` text as its schema types it: a number where it allows `integer` or `number` and no `string`, a
 * boolean where it allows `boolean` and no `string`; any other text stays a string, for the checks to judge.
 */
const textTyped = (types: Types, text: string): unknown => {
  if (types === undefined || types.has("string")) return text;
  if ((types.has("integer") || types.has("number")) && jsonNumber.test(text)) return Number(text);
  if (types.has("boolean") && (text === "true" || text === "false")) return text === "true";
  return text;
};

/** `options` with each key of `texts` (given as `key=value`) typed as `types` says: a new record, `options` untouched. */
export const textsTyped =
  (types: ReadonlyMap<string, Types>, texts: ReadonlySet<string>) =>
  (options: Readonly<Record<string, unknown>>): Record<string, unknown> => {
    const typed: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(options)) {
      const value = options[key];
      typed[key] = texts.has(key) && typeof value === "string" && types.has(key) ? textTyped(types.get(key), value) : value;
    }
    return typed;
  };
