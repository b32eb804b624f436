/**
 * The schema compiler: a document's schemas into io-ts codecs, keyword by keyword as the vocabularies read them
 * (./vocabularies), references resolved inside the document (./resources.ts). It knows nothing of operations.
 */
import { EndpointError } from "@request-options/core";
import { valueShow } from "@request-options/types";
import { type Dict, isPlainObject, own, reasonOf } from "@request-options/core/internal";
import * as E from "fp-ts/Either";
import { type Check, failed } from "../checkFailure";
import { ARRAY, BOOLEAN, INTEGER, NULL, NUMBER, OBJECT, STRING } from "./jsonValue";
import { all, type Compiler, DocumentFault, dynamicScope, fault, type Node, nodeMake, nodeOf, type RegExpEngine, type Resource, type Session, type SchemaType, uriResolve } from "./node";
import { inPlaceChecksOf, itemsCheckOf, propertiesCheckOf } from "./vocabularies/applicator";
import { dynamicRefCheckOf, refCheckOf } from "./vocabularies/core";
import { unevaluatedWrap } from "./vocabularies/unevaluated";
import { objectValidationOf, requiredRead, typeAllowsString, validationChecksOf } from "./vocabularies/validation";

const compilers = new WeakMap<object, Map<RegExpEngine | undefined, Compiler>>();

/** Where the document sits when it names none (3.2's `$self`): `$id`s and references resolve against it. */
const documentBase = "https://openapi.document.invalid/";

export const compilerOf = (document: object, engine: RegExpEngine | undefined): Compiler => {
  let byEngine = compilers.get(document);
  if (byEngine === undefined) {
    byEngine = new Map();
    compilers.set(document, byEngine);
  }
  let compiler = byEngine.get(engine);
  if (compiler !== undefined) return compiler;
  let version: unknown;
  let self: unknown;
  try {
    version = isPlainObject(document) ? own(document, "openapi") : undefined;
    self = isPlainObject(document) ? own(document, "$self") : undefined;
  } catch (error) {
    fault("#/openapi", `reading it failed: ${reasonOf(error)}`);
  }
  const base = typeof self === "string" ? uriResolve(self, documentBase, "#/$self").replace(/#.*$/, "") : documentBase;
  const documentResource: Resource = { uri: base, root: document, pointer: "#", anchors: new Map(), dynamicAnchors: new Map() };
  const accept = nodeMake("true", documentResource, () => true, "any value");
  const refuse = nodeMake("false", documentResource, (u, _depth, failure) => failed(failure, u, "no value (the schema is false)"), "no value");
  compiler = {
    document,
    legacy: typeof version === "string" && version.startsWith("3.0"),
    nodes: new WeakMap(),
    accept,
    refuse,
    engine,
    patterns: new Map(),
    resources: new Map([[base, documentResource]]),
    documentResource,
    indexed: false,
    dynamic: false,
  };
  byEngine.set(engine, compiler);
  return compiler;
};

/** The dialects read as 2020-12 (older drafts where they agree): JSON Schema's own and OpenAPI's. */
const knownDialect = /^https?:\/\/(?:json-schema\.org\/(?:draft|schema)|spec\.openapis\.org\/oas\/)/;

// A value's kinds as kindBits gives them (an integer is NUMBER | INTEGER), and the bit that stands for each in `kinds`.
const valueKinds: ReadonlyArray<readonly [number, number]> = [STRING, NUMBER, NUMBER | INTEGER, BOOLEAN, ARRAY, OBJECT, NULL].map((kind) => [kind, kind === (NUMBER | INTEGER) ? INTEGER : kind]);

/**
 * `node.kinds`: the value kinds that pass the schema for sure, so that a parent tests them at once, without a call
 * (any other value is checked in full). Set for `type` alone, and for an anyOf/oneOf whose members decide by kind
 * (`oneOf: [{type: string}, {type: object, …}]` passes a string for sure), with 3.0's `nullable`.
 */
const kindsRead = (session: Session, node: Node, schema: Dict, shape: { typeOnly: boolean; choiceOnly: boolean; wrapped: boolean; nullable: boolean }): void => {
  const typeBits = node.kinds;
  node.kinds = undefined;
  // A Date passes a date-time string's schema: no kind excludes a value there.
  node.typeBits = typeBits === undefined || shape.wrapped ? undefined : typeBits | (shape.nullable ? NULL : 0);
  if (shape.wrapped || node.resource.root === schema || own(schema, "unevaluatedItems") !== undefined || own(schema, "unevaluatedProperties") !== undefined) return;
  const orNull = shape.nullable ? NULL : 0;
  if (shape.typeOnly && typeBits !== undefined) node.kinds = typeBits | orNull;
  else if (shape.choiceOnly) {
    const one = own(schema, "oneOf") !== undefined;
    // Read once every member's own kinds are known.
    session.finish.unshift(() => {
      let sure = 0;
      for (const [kind, bit] of valueKinds) {
        let may = 0;
        let sures = 0;
        for (const member of node.choices) {
          if (member.typeBits !== undefined && (member.typeBits & kind) === 0) continue;
          may += 1;
          if (member.kinds !== undefined && (member.kinds & kind) !== 0) sures += 1;
        }
        if (one ? may === 1 && sures === 1 : sures > 0) sure |= bit;
      }
      // NUMBER stands for every number: without INTEGER, integers are not sure.
      if ((sure & INTEGER) === 0) sure &= ~NUMBER;
      node.kinds = sure | orNull;
    });
  }
};

/** A schema's keywords read into its node's check. */
const nodeFill = (session: Session, node: Node, schema: Dict): void => {
  const { compiler } = session;
  const { pointer } = node;
  const at = (keyword: string): string => `${pointer}/${keyword}`;
  const dialect = own(schema, "$schema");
  if (dialect !== undefined && !(typeof dialect === "string" && knownDialect.test(dialect))) {
    fault(at("$schema"), `the dialect ${valueShow(dialect)} is unknown: its metaschema leaves the document`);
  }
  node.readOnly = own(schema, "readOnly") === true;
  const title = own(schema, "title");
  node.title = typeof title === "string" ? title : undefined;
  // OpenAPI 3.0: a Reference Object's siblings are ignored.
  if (compiler.legacy && own(schema, "$ref") !== undefined) {
    node.check = refCheckOf(session, node, schema, at) as Check;
    return;
  }
  const nullable = compiler.legacy ? own(schema, "nullable") : undefined;
  if (nullable !== undefined && typeof nullable !== "boolean") fault(at("nullable"), `expected a boolean, got ${valueShow(nullable)}`);
  const orNull = nullable === true ? " or null" : "";
  // A Date passes as the ISO string it is sent as (`format: date-time` only: `date` is no timestamp).
  const dateTime = typeAllowsString(schema) && own(schema, "format") === "date-time";
  const checks: Check[] = validationChecksOf(session, node, schema, at, { type: `${dateTime ? " (a date-time) or a Date" : ""}${orNull}`, other: orNull });
  const items = itemsCheckOf(session, node, schema, at);
  if (items !== undefined) {
    // So does the items walk of an array type. The type's check comes first (an enum leaves it out for primitives only).
    if (node.kinds === ARRAY) checks.shift();
    checks.push(items);
  }
  requiredRead(node, schema, at);
  const properties = propertiesCheckOf(session, node, schema, at);
  if (properties !== undefined) {
    // The properties walk of an object type tests the type itself, first.
    if (node.kinds === OBJECT) checks.shift();
    checks.push(properties);
  }
  const object = objectValidationOf(session, node, schema, at);
  if (object !== undefined) checks.push(object);
  const inPlace = inPlaceChecksOf(session, node, schema, at);
  checks.push(...inPlace);
  for (const reference of [refCheckOf(session, node, schema, at), dynamicRefCheckOf(session, node, schema, at)]) if (reference !== undefined) checks.push(reference);

  kindsRead(session, node, schema, { typeOnly: checks.length === 1 && checks[0] === node.typeCheck, choiceOnly: checks.length === 1, wrapped: dateTime, nullable: nullable === true });
  let check = all(checks);
  const unevaluated = unevaluatedWrap(session, node, schema, at);
  if (unevaluated !== undefined) check = unevaluated(check);
  if (node.resource.root === schema) {
    // A resource's root enters the dynamic scope, where a `$dynamicRef` looks for its anchor.
    const inner = check;
    check = (u, depth, failure, evaluated) => {
      if (!compiler.dynamic) return inner(u, depth, failure, evaluated);
      dynamicScope.push(node.resource);
      try {
        return inner(u, depth, failure, evaluated);
      } finally {
        dynamicScope.pop();
      }
    };
  }
  if (dateTime) {
    const inner = check;
    check = (u, depth, failure, evaluated) => {
      if (!(u instanceof Date)) return inner(u, depth, failure, evaluated);
      return Number.isNaN(u.getTime()) ? failed(failure, u, "a valid Date") : inner(u.toISOString(), depth, failure, evaluated);
    };
  }
  if (nullable === true) {
    const inner = check;
    // OpenAPI 3.0: `nullable` lets null through, whatever the other keywords say (as 3.0 documents mean it).
    check = (u, depth, failure, evaluated) => u === null || inner(u, depth, failure, evaluated);
  }
  node.check = check;
};

// A loop of members checked against the same value (`A: {allOf: [B]}`, `B: {$ref: A}`) would never end.
const loopsRefuse = (roots: readonly Node[]): void => {
  const onStack = new Set<Node>();
  for (const root of roots) {
    if (root.verified) continue;
    const stack: Array<{ node: Node; next: number }> = [{ node: root, next: 0 }];
    onStack.add(root);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { node: Node; next: number };
      const child = top.node.sameLevel[top.next];
      top.next += 1;
      if (child === undefined) {
        top.node.verified = true;
        onStack.delete(top.node);
        stack.pop();
      } else if (onStack.has(child)) {
        const loop = stack.slice(stack.findIndex((entry) => entry.node === child)).map((entry) => entry.node.pointer);
        fault(child.pointer, `a loop of $ref/allOf/anyOf/oneOf with no property or item between: ${[...loop, child.pointer].join(" → ")}`);
      } else if (!child.verified) {
        onStack.add(child);
        stack.push({ node: child, next: 0 });
      }
    }
  }
};

/** `build` over a fresh session, its nodes filled and checked for loops; a fault is Left and leaves no node cached. */
export const compiled = <A>(document: object, engine: RegExpEngine | undefined, build: (session: Session) => A): E.Either<EndpointError, A> => {
  let session: Session | undefined;
  try {
    session = { compiler: compilerOf(document, engine), created: [], pending: [], finish: [] };
    const result = build(session);
    for (let index = 0; index < session.pending.length; index += 1) {
      const [node, schema] = session.pending[index] as [Node, Dict];
      try {
        nodeFill(session, node, schema);
      } catch (error) {
        if (error instanceof DocumentFault) throw error;
        fault(node.pointer, `reading the schema failed: ${reasonOf(error)}`);
      }
    }
    loopsRefuse(session.created);
    for (const finish of session.finish) finish();
    return E.right(result);
  } catch (error) {
    if (session !== undefined) for (const [, schema] of session.pending) session.compiler.nodes.delete(schema);
    const message = error instanceof DocumentFault ? error.message : `invalid document: reading it failed: ${reasonOf(error)}`;
    return E.left(new EndpointError("INVALID_DOCUMENT", message));
  }
};

/**
 * The io-ts codec of one schema of `document` (references followed inside it), compiled once per schema object;
 * Left INVALID_DOCUMENT (with the JSON pointer) for a reference that resolves nowhere or leaves the document, a bad keyword value.
 */
export const schemaCodecOf = (document: object, schema: unknown, pointer: string, engine?: RegExpEngine): E.Either<EndpointError, SchemaType> =>
  compiled(document, engine, (session) => nodeOf(session, schema, pointer, session.compiler.documentResource).codec);
