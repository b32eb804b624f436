/**
 * The codec of one operation's keys, flat as a call gives them: each parameter by its name, and the JSON body's
 * properties beside them, each checked by the schema compiler's codecs (./schema/compile.ts).
 */
import { type EndpointError } from "@request-options/core";
import { type Dict, hasOwn, isPlainObject, ownSet } from "@request-options/core/internal";
import { type StandardCodec, standardSchema } from "@request-options/types";
import * as E from "fp-ts/Either";
import * as t from "io-ts";
import { type Check, CheckCodec, failed, missed, operationIssue, unknownKeyed } from "./checkFailure";
import { compiled } from "./schema/compile";
import { all, type Compiler, descend, describe, type Node, nodeOf, readOnlyOf, type RegExpEngine } from "./schema/node";

/**
 * A parameter that an operation checks: its schema as the document writes it (may be a `$ref`), at `pointer`; `required`
 * for a path parameter too. Header parameters OpenAPI ignores are not among them.
 */
export type CheckedParameter = {
  readonly name: string;
  readonly in: "path" | "query" | "header" | "cookie";
  readonly required: boolean;
  readonly schema: unknown;
  readonly pointer: string;
};
/** An operation's JSON request body: its schema (may be a `$ref`), at `pointer`. */
export type CheckedBody = { readonly schema: unknown; readonly pointer: string; readonly required: boolean };

const placementOrder: Record<string, number> = { path: 0, query: 1, querystring: 1, header: 2, cookie: 3 };

/** An operation's flat codec: one walk (fromOpenApi runs it directly), a Standard Schema too (DocumentEndpoint's OperationCodec). */
export type OperationKeysCodec = StandardCodec<CheckCodec<Record<string, unknown>>>;

/** What an operation's flat codec checks for one key. */
type KeyEntry = { readonly name: string; readonly where: string; readonly check: Check; readonly codec: t.Type<unknown, unknown, unknown>; readonly node: Node; readonly parameter: boolean };

/**
 * The body's properties, through `$ref`s and allOf: each key's schemas, the required names, what other keys may be;
 * `whole` when a keyword reads the body whole (anyOf, patternProperties, ...), which is then checked assembled.
 */
type BodyShape = {
  properties: Map<string, Node[]>;
  required: Set<string>;
  additional: Array<Node | boolean>;
  knownOnly: Set<string>;
  patterns: Array<{ test(key: string): boolean }>;
  open: boolean;
  whole: boolean;
};
const bodyShapeOf = (node: Node, shape: BodyShape, seen: Set<Node>, choice: boolean): void => {
  if (seen.has(node)) return;
  seen.add(node);
  if (node.whole) shape.whole = true;
  shape.patterns.push(...node.patterns);
  if ((node.additional !== undefined && node.additional !== false) || (node.unevaluated !== undefined && node.unevaluated !== false)) shape.open = true;
  if (node.ref !== undefined) bodyShapeOf(node.ref, shape, seen, choice);
  for (const member of node.allOf) bodyShapeOf(member, shape, seen, choice);
  // The schema a $dynamicRef takes is known at the call only: each it may take names keys, as a choice's members do.
  for (const target of node.dynamicTargets) bodyShapeOf(target, shape, new Set(seen), true);
  if (choice) {
    for (const [key] of node.properties) shape.knownOnly.add(key);
    for (const key of node.required) shape.knownOnly.add(key);
    for (const member of node.choices) bodyShapeOf(member, shape, seen, true);
    return;
  }
  // additionalProperties closes only its own schema's properties: another schema's beside it (allOf, a $ref) reads the body
  // whole (patternProperties always does).
  if ((node.properties.length > 0 && shape.additional.some((other) => other !== true)) || (node.additional !== undefined && node.additional !== true && shape.properties.size > 0)) shape.whole = true;
  for (const [key, child] of node.properties) shape.properties.set(key, [...(shape.properties.get(key) ?? []), child]);
  for (const key of node.required) shape.required.add(key);
  if (node.additional !== undefined) shape.additional.push(node.additional);
  for (const member of node.choices) bodyShapeOf(member, shape, new Set(seen), true);
};

// Only an explicit `additionalProperties` lets a call give keys the body does not name: a typo is refused.
// Several allOf members' schemas all apply to such a key.
const additionalOf = (compiler: Compiler, stated: ReadonlyArray<Node | boolean>): { readonly node: Node; readonly check: Check } | undefined => {
  if (stated.length === 0 || stated.includes(false)) return undefined;
  const schemas = stated.filter((item): item is Node => item !== true);
  const first = schemas[0];
  if (first === undefined) return { node: compiler.accept, check: compiler.accept.check };
  return { node: first, check: schemas.length === 1 ? first.check : all(schemas.map((schema) => schema.check)) };
};

/**
 * The codec of one operation's keys, flat as a call gives them: each parameter by its name, and the JSON body's
 * properties beside them (an unknown key refused unless the body schema allows more). Its failures are named
 * `<in>.<name>` / `body.<property path>`.
 */
export const operationCodec = (
  document: object,
  parameters: readonly CheckedParameter[],
  body: CheckedBody | undefined,
  engine?: RegExpEngine,
): E.Either<EndpointError, OperationKeysCodec> => {
  const prepared = compiled(document, engine, (session) => {
    const resource = session.compiler.documentResource;
    const placed = parameters
      .map((parameter) => ({ parameter }))
      // The same name in two places: the path's wins, then the query's, the header's, the cookie's (a stable sort).
      .sort((a, b) => (placementOrder[a.parameter.in] ?? 4) - (placementOrder[b.parameter.in] ?? 4));
    const nodes = placed.map(({ parameter }) => (parameter.schema === undefined ? session.compiler.accept : nodeOf(session, parameter.schema, parameter.pointer, resource)));
    const bodyNode = body === undefined ? undefined : nodeOf(session, body.schema, body.pointer, resource);
    return { compiler: session.compiler, placed, nodes, bodyNode };
  });
  if (E.isLeft(prepared)) return prepared;
  const { compiler, placed, nodes, bodyNode } = prepared.right;
  const keyed = new Map<string, KeyEntry>();
  const requiredParameters: KeyEntry[] = [];
  placed.forEach(({ parameter }, index) => {
    if (keyed.has(parameter.name)) return;
    const node = nodes[index] as Node;
    const entry: KeyEntry = { name: parameter.name, where: `${parameter.in}.${parameter.name}`, check: node.check, codec: node.codec, node, parameter: true };
    keyed.set(parameter.name, entry);
    if (parameter.required) requiredParameters.push(entry);
  });
  const shape: BodyShape = { properties: new Map(), required: new Set(), additional: [], knownOnly: new Set(), patterns: [], open: false, whole: false };
  if (bodyNode !== undefined) bodyShapeOf(bodyNode, shape, new Set(), false);
  const requiredBody: KeyEntry[] = [];
  for (const [key, nodes] of shape.properties) {
    // A parameter of that name takes the value: the body never gets it.
    if (keyed.has(key)) continue;
    const node = nodes[0] as Node;
    const check: Check = nodes.length === 1 ? node.check : all(nodes.map((member): Check => (u, depth, failure) => member.check(u, depth, failure)));
    const entry: KeyEntry = { name: key, where: `body.${key}`, check, codec: node.codec, node, parameter: false };
    keyed.set(key, entry);
    if (shape.required.has(key) && !nodes.some((node) => readOnlyOf(node))) requiredBody.push(entry);
  }
  for (const key of [...shape.knownOnly, ...shape.required]) {
    // Named by a member, or required but not described: any value here (a required one is needed).
    if (keyed.has(key)) continue;
    const entry: KeyEntry = { name: key, where: `body.${key}`, check: () => true, codec: compiler.accept.codec, node: compiler.accept, parameter: false };
    keyed.set(key, entry);
    if (shape.required.has(key)) requiredBody.push(entry);
  }
  const additional = additionalOf(compiler, shape.additional);
  const bodyRequired = body?.required === true;
  // Read whole, the body's own schema decides each key; a key is known when a property, a pattern or an open schema admits it.
  const whole = shape.whole ? bodyNode : undefined;
  const { patterns, open } = shape;
  const admitted = (key: string): boolean => open || patterns.some((pattern) => pattern.test(key));
  const known = [...keyed.keys()];
  // The body a call's keys make, for a body read whole.
  const bodyOf = (u: Dict, keys: readonly string[]): Dict => {
    const assembled: Dict = {};
    for (const key of keys) ownSet(assembled, key, u[key]);
    return assembled;
  };
  const check: Check = (u, depth, failure) => {
    if (!isPlainObject(u)) return failed(failure, u, "an object of the operation's parameters and body properties");
    // A missing required parameter first, then each key given (a parameter refused, or an unknown key), then the body:
    // the same order whether the body is read whole or key by key.
    for (let index = 0; index < requiredParameters.length; index += 1) {
      const entry = requiredParameters[index] as KeyEntry;
      const value = hasOwn(u, entry.name) ? u[entry.name] : undefined;
      if (value === undefined || value === null) return missed(failure, entry.where, entry.codec, describe, entry.node);
    }
    const bodyKeys: string[] = [];
    for (const key in u) {
      if (!hasOwn(u, key)) continue;
      const value = u[key];
      if (value === undefined) continue;
      const entry = keyed.get(key);
      // A parameter given null is not sent (as undefined): the serializer drops both.
      if (entry?.parameter) {
        if (value !== null && !entry.check(value, depth + 1, failure)) return descend(failure, entry.where, entry.node, value);
        continue;
      }
      if (entry === undefined && (whole !== undefined ? !admitted(key) : additional === undefined)) return unknownKeyed(failure, key, value, known, true);
      bodyKeys.push(key);
    }
    // An optional body that is not sent needs none of its properties; once any is given, the body is sent whole.
    if (!bodyRequired && bodyKeys.length === 0) return true;
    if (whole !== undefined) {
      const assembled = bodyOf(u, bodyKeys);
      return whole.check(assembled, depth, failure) || descend(failure, "body", whole, assembled);
    }
    for (const key of bodyKeys) {
      // A property, or a key that additionalProperties admits.
      const { check, node } = keyed.get(key) ?? (additional as { readonly node: Node; readonly check: Check });
      if (!check(u[key], depth + 1, failure)) return descend(failure, `body.${key}`, node, u[key]);
    }
    for (let index = 0; index < requiredBody.length; index += 1) {
      const entry = requiredBody[index] as KeyEntry;
      if (!hasOwn(u, entry.name) || u[entry.name] === undefined) return missed(failure, entry.where, entry.codec, describe, entry.node);
    }
    return true;
  };
  const requiredNames = requiredParameters.map((entry) => entry.name);
  const codec = new CheckCodec<Record<string, unknown>>(`operation keys (${requiredNames.length === 0 ? "none required" : `${requiredNames.join(", ")} required`})`, { check });
  return E.right(standardSchema(codec, operationIssue));
};
