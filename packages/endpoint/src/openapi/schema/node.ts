import { type Dict, isPlainObject, own } from "@request-options/core/internal";
import { valueShow } from "@request-options/types";
import { budgetWords, type Check, CheckCodec, type Failure, failed, visited } from "../checkFailure";
import { depthLimit } from "./jsonValue";

/** A regular-expression engine: `fromOpenApi`'s `regExp` setting, or JavaScript's `RegExp` with the `u` flag. */
export type RegExpEngine = (source: string, flags: string) => { test(value: string): boolean };

/** A schema resource (JSON Schema 2020-12, §9.1.2): the document itself, or a schema with `$id`, and its anchors. */
export type Resource = {
  readonly uri: string;
  readonly root: unknown;
  readonly pointer: string;
  readonly anchors: Map<string, Located>;
  readonly dynamicAnchors: Map<string, Located>;
};
/** A schema of the document and its JSON pointer from the document's root (`#/components/schemas/Pet`). */
export type Located = { readonly schema: unknown; readonly pointer: string; readonly resource: Resource };

/** One compiled schema. `check` is filled once the schema's keywords are read; parents call it late-bound. */
export type Node = {
  readonly pointer: string;
  readonly resource: Resource;
  readonly codec: SchemaType;
  check: Check;
  /** What the schema expects, for messages: "a string", `one of "a" | "b"`, `"Pet" (an object)`. */
  summary: string | undefined;
  title: string | undefined;
  readOnly: boolean;
  ref: Node | undefined;
  /** Members checked against the same value: `$ref`, allOf, anyOf, oneOf, not, if... A loop among them never ends. */
  readonly sameLevel: Node[];
  /** The schemas a `$dynamicRef` may take, known at the call only. */
  readonly dynamicTargets: Node[];
  // What an operation's flat codec collects from its body schema.
  properties: ReadonlyArray<readonly [string, Node]>;
  required: readonly string[];
  /** The properties walk checks `required` too (every required key is a property): the validation's check does not. */
  requiredFolded: boolean;
  additional: Node | boolean | undefined;
  patterns: ReadonlyArray<{ readonly test: (key: string) => boolean }>;
  unevaluated: Node | boolean | undefined;
  allOf: readonly Node[];
  choices: readonly Node[];
  /** Keywords that read the value whole (anyOf, patternProperties, not, ...): an operation checks its body assembled. */
  whole: boolean;
  /** The JSON types (jsonValue's bits) of a schema that says nothing but `type`: anyOf/oneOf test such members at once. */
  kinds: number | undefined;
  /** The JSON types its `type` allows (with 3.0's `nullable`), when a value of another kind cannot pass. */
  typeBits: number | undefined;
  /** The `type` keyword's check: the properties walk of an object type runs it for a value that is no object. */
  typeCheck: Check | undefined;
  verified: boolean;
};

/** A schema's io-ts codec: `is` and `validate` are one walk each. */
export type SchemaType = CheckCodec<unknown>;

export class DocumentFault extends Error {}
export const fault = (pointer: string, why: string): never => {
  throw new DocumentFault(`invalid document at ${pointer}: ${why}`);
};

/** A document's compiled schemas, one per document and regular-expression engine. */
export type Compiler = {
  readonly document: object;
  /** OpenAPI 3.0: `nullable` is a keyword, a `$ref`'s siblings are ignored, no `$id`. */
  readonly legacy: boolean;
  readonly nodes: WeakMap<object, Node>;
  readonly accept: Node;
  readonly refuse: Node;
  readonly engine: RegExpEngine | undefined;
  readonly patterns: Map<string, { test(value: string): boolean }>;
  /** Resources by URI (no fragment); anchors and `$id`s beyond the one a walk met are indexed at the first need. */
  readonly resources: Map<string, Resource>;
  readonly documentResource: Resource;
  indexed: boolean;
  /** A `$dynamicRef` was compiled: the walk keeps its dynamic scope. */
  dynamic: boolean;
};

/** One compile: the nodes it creates are filled from a work list, then checked for loops; on a fault none stays cached. */
export type Session = {
  readonly compiler: Compiler;
  readonly created: Node[];
  readonly pending: Array<[Node, Dict]>;
  readonly finish: Array<() => void>;
};

export const nodeMake = (pointer: string, resource: Resource, check: Check, summary?: string): Node => {
  const node = {
    pointer,
    resource,
    check,
    summary,
    title: undefined,
    readOnly: false,
    ref: undefined,
    sameLevel: [],
    dynamicTargets: [],
    properties: [],
    required: [],
    requiredFolded: false,
    additional: undefined,
    patterns: [],
    unevaluated: undefined,
    allOf: [],
    choices: [],
    whole: false,
    kinds: undefined,
    typeBits: undefined,
    typeCheck: undefined,
    verified: false,
  } as unknown as Node;
  (node as { codec: SchemaType }).codec = new CheckCodec(pointer, node);
  return node;
};

/** The dynamic scope of a walk (§7.1): the resources entered, outermost first. Kept only when `compiler.dynamic`. */
export const dynamicScope: Resource[] = [];

/** `$id`'s resource, made at its first sight; its anchors come from the index. */
export const resourceAt = (compiler: Compiler, uri: string, root: unknown, pointer: string): Resource => {
  let resource = compiler.resources.get(uri);
  if (resource === undefined) {
    resource = { uri, root, pointer, anchors: new Map(), dynamicAnchors: new Map() };
    compiler.resources.set(uri, resource);
  }
  return resource;
};

/** A URI reference resolved against a base (RFC 3986); a fault when it cannot be. */
export const uriResolve = (reference: string, base: string, pointer: string): string => {
  if (reference.startsWith("#")) return `${base}${reference}`;
  try {
    return new URL(reference, base).href;
  } catch {
    return fault(pointer, `${JSON.stringify(reference)} does not resolve against ${base}`);
  }
};
export const fragmentSplit = (uri: string): [string, string] => {
  const hash = uri.indexOf("#");
  return hash < 0 ? [uri, ""] : [uri.slice(0, hash), uri.slice(hash + 1)];
};

export const nodeOf = (session: Session, schema: unknown, pointer: string, resource: Resource): Node => {
  const { compiler } = session;
  if (schema === true) return compiler.accept;
  if (schema === false) return compiler.refuse;
  if (!isPlainObject(schema)) return fault(pointer, `a schema is an object or a boolean, got ${valueShow(schema)}`);
  const cached = compiler.nodes.get(schema);
  if (cached !== undefined) return cached;
  // A reference's target comes with its own resource already.
  const id = compiler.legacy || resource.root === schema ? undefined : own(schema, "$id");
  if (id !== undefined && typeof id !== "string") fault(`${pointer}/$id`, `expected a string, got ${valueShow(id)}`);
  const own_ = id === undefined ? resource : resourceAt(compiler, fragmentSplit(uriResolve(id as string, resource.uri, `${pointer}/$id`))[0], schema, pointer);
  const node = nodeMake(pointer, own_, () => false);
  compiler.nodes.set(schema, node);
  session.created.push(node);
  session.pending.push([node, schema]);
  return node;
};

export const all = (checks: readonly Check[]): Check => {
  if (checks.length === 0) return () => true;
  if (checks.length === 1) return checks[0] as Check;
  return (u, depth, failure, evaluated) => {
    for (let index = 0; index < checks.length; index += 1) if (!(checks[index] as Check)(u, depth, failure, evaluated)) return false;
    return true;
  };
};

export const descend = (failure: Failure | undefined, key: string, node: Node, actual: unknown, element = false): false => {
  failure?.trail.push(key, node.codec, actual, element);
  return false;
};

/** The longest list whose elements are checked: one that claims 2 ** 32 - 1 elements is refused, not walked. */
export const itemsLimit = 2 ** 20;
export const itemsTooMany = `an array of at most ${itemsLimit} elements (the longest whose items are checked)`;

/** A container's walk: refused past `depthLimit` levels (a value that contains itself), or past the visit budget. */
export const tooDeep = (u: unknown, depth: number, failure: Failure | undefined): boolean =>
  depth >= depthLimit ? !failed(failure, u, `a value nested at most ${depthLimit} levels deep`) : !visited() && !failed(failure, u, budgetWords);

/** What a node expects, for a message; read at a failure only. */
export const describe = (node: Node, hops = 0): string => {
  const name = /^#\/components\/schemas\/([^/]+)$/.exec(node.pointer)?.[1];
  const next = hops < 16 ? (member: Node): string => describe(member, hops + 1) : (): string => "a value";
  const inner =
    node.summary ??
    (node.ref !== undefined
      ? next(node.ref)
      : node.allOf[0] !== undefined
        ? next(node.allOf[0])
        : node.choices.length > 0
          ? node.choices.map(next).join(" or ")
          : "a value");
  const keys = node.properties.map(([key]) => key);
  const shaped = keys.length === 0 || inner !== "an object" ? inner : `${inner} {${keys.slice(0, 4).join(", ")}${keys.length > 4 ? ", …" : ""}}`;
  return name === undefined ? shaped : `${JSON.stringify(name.replace(/~1/g, "/").replace(/~0/g, "~"))} (${shaped})`;
};

/** readOnly where the property's schema, a `$ref` of it or an allOf member (at any depth) says it. */
export const readOnlyOf = (node: Node, seen: Set<Node> = new Set()): boolean => {
  if (seen.has(node)) return false;
  seen.add(node);
  return node.readOnly || (node.ref !== undefined && readOnlyOf(node.ref, seen)) || node.allOf.some((member) => readOnlyOf(member, seen));
};

/** A keyword's pointer, as the fault of its value names it. */
export type At = (keyword: string) => string;

export const schemaListOf = (session: Session, node: Node, value: unknown, pointer: string): Node[] => {
  if (!Array.isArray(value) || value.length === 0) return fault(pointer, `expected a non-empty list of schemas, got ${valueShow(value)}`);
  return Array.from(value, (member, index) => nodeOf(session, member, `${pointer}/${index}`, node.resource));
};

export const countOf = (value: unknown, pointer: string): number | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) return fault(pointer, `expected a non-negative integer, got ${valueShow(value)}`);
  return value;
};
export const boundOf = (value: unknown, pointer: string): number | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) return fault(pointer, `expected a number, got ${valueShow(value)}`);
  return value;
};
