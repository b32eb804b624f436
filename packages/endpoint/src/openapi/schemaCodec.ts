import { EndpointError, reasonOf, valueShow } from "@request-options/core";
import { PlainObject, standardSchema } from "@request-options/types";
import * as E from "fp-ts/Either";
import { rightOrThrow } from "../withDefaults";
import * as t from "io-ts";
import { pointerToken, refLookup } from "./document";
import type { OperationCodec } from "./DocumentEndpoint";
import { budgetWords, type Check, type Failure, failed, missed, operationIssue, unknownKeyed, valueChecked, valueValidated, visited } from "./checkFailure";

export { checkFailure } from "./checkFailure";

/** A parameter that an operation checks: its schema as the document writes it (may be a `$ref`), at `pointer`. */
export type CheckedParameter = {
  readonly name: string;
  readonly in: "path" | "query" | "header" | "cookie";
  readonly required: boolean;
  readonly schema: unknown;
  readonly pointer: string;
};
/** An operation's JSON request body: its schema (may be a `$ref`), at `pointer`. */
export type CheckedBody = { readonly schema: unknown; readonly pointer: string; readonly required: boolean };

type Dict = Record<string, unknown>;
const isPlainObject: (u: unknown) => u is Dict = PlainObject.is;
const hasOwn = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);
const own = (record: Dict, key: string): unknown => (hasOwn(record, key) ? record[key] : undefined);

/** How deep a value is walked: a value that contains itself stops here. */
const depthLimit = 256;
/** The longest string a document's `pattern` runs against (docs/security.md). */
const patternBound = 10_000;
/** The longest list whose elements are checked: one that claims 2 ** 32 - 1 elements is refused, not walked. */
const itemsLimit = 2 ** 20;

/** One compiled schema. `check` is filled once the schema's keywords are read; parents call it late-bound. */
type Node = {
  readonly pointer: string;
  readonly codec: t.Type<unknown, unknown, unknown>;
  check: Check;
  /** What the schema expects, for messages: "a string", `one of "a" | "b"`, `"Pet" (an object)`. */
  summary: string | undefined;
  readOnly: boolean;
  ref: Node | undefined;
  /** Members checked against the same value: `$ref`, allOf, anyOf, oneOf. A loop among them never ends. */
  readonly sameLevel: Node[];
  // What an operation's flat codec collects from its body schema.
  properties: ReadonlyArray<readonly [string, Node]>;
  required: readonly string[];
  additional: Node | boolean | undefined;
  allOf: readonly Node[];
  choices: readonly Node[];
  verified: boolean;
};

class DocumentFault extends Error {}
const fault = (pointer: string, why: string): never => {
  throw new DocumentFault(`invalid document at ${pointer}: ${why}`);
};

type Compiler = {
  readonly document: object;
  /** OpenAPI 3.0: `nullable` is a keyword, a `$ref`'s siblings are ignored. */
  readonly legacy: boolean;
  readonly nodes: WeakMap<object, Node>;
  readonly accept: Node;
  readonly refuse: Node;
};
const compilers = new WeakMap<object, Compiler>();


const nodeMake = (pointer: string, check: Check, summary?: string): Node => {
  const node: Node = {
    pointer,
    codec: undefined as unknown as Node["codec"],
    check,
    summary,
    readOnly: false,
    ref: undefined,
    sameLevel: [],
    properties: [],
    required: [],
    additional: undefined,
    allOf: [],
    choices: [],
    verified: false,
  };
  (node as { codec: Node["codec"] }).codec = new t.Type<unknown, unknown, unknown>(
    pointer,
    (u): u is unknown => valueChecked(node.check, u),
    (u, context) => valueValidated(node.check, u, context),
    t.identity,
  );
  return node;
};

const compilerOf = (document: object): Compiler => {
  let compiler = compilers.get(document);
  if (compiler !== undefined) return compiler;
  let version: unknown;
  try {
    version = isPlainObject(document) ? own(document, "openapi") : undefined;
  } catch (error) {
    fault("#/openapi", `reading it failed: ${reasonOf(error)}`);
  }
  const accept = nodeMake("true", () => true, "any value");
  const refuse = nodeMake("false", (u, _depth, failure) => failed(failure, u, "no value (the schema is false)"), "no value");
  accept.verified = refuse.verified = true;
  compiler = { document, legacy: typeof version === "string" && version.startsWith("3.0"), nodes: new WeakMap(), accept, refuse };
  compilers.set(document, compiler);
  return compiler;
};

/** One compile: the nodes it creates are filled from a work list, then checked for loops; on a fault none stays cached. */
type Session = { readonly compiler: Compiler; readonly created: Node[]; readonly pending: Array<[Node, Dict]>; readonly finish: Array<() => void> };

const nodeOf = (session: Session, schema: unknown, pointer: string): Node => {
  const { compiler } = session;
  if (schema === true) return compiler.accept;
  if (schema === false) return compiler.refuse;
  if (!isPlainObject(schema)) return fault(pointer, `a schema is an object or a boolean, got ${valueShow(schema)}`);
  const cached = compiler.nodes.get(schema);
  if (cached !== undefined) return cached;
  const node = nodeMake(pointer, () => false);
  compiler.nodes.set(schema, node);
  session.created.push(node);
  session.pending.push([node, schema]);
  return node;
};

/** A local `$ref`'s target, as the document's own lookup finds it. */
const refResolve = (document: object, ref: unknown, pointer: string): unknown => {
  if (typeof ref !== "string") return fault(pointer, `a $ref is a string, got ${valueShow(ref)}`);
  const target = refLookup(document, ref);
  return E.isLeft(target) ? fault(pointer, `the $ref ${JSON.stringify(ref)} ${target.left}`) : target.right;
};

const typeNames = ["string", "number", "integer", "boolean", "array", "object", "null"] as const;
type TypeName = (typeof typeNames)[number];
const STRING = 1;
const NUMBER = 2;
const INTEGER = 4;
const BOOLEAN = 8;
const ARRAY = 16;
const OBJECT = 32;
const NULL = 64;
const typeBits: Record<TypeName, number> = { string: STRING, number: NUMBER, integer: INTEGER, boolean: BOOLEAN, array: ARRAY, object: OBJECT, null: NULL };
const typeWords: Record<TypeName, string> = { string: "a string", number: "a number", integer: "an integer", boolean: "a boolean", array: "an array", object: "an object", null: "null" };

// The binary string OpenAPI describes, as multipart and binary bodies take it (docs/decisions.md, "OpenAPI documents").
const isBinary = (u: unknown): boolean =>
  u instanceof ArrayBuffer ||
  ArrayBuffer.isView(u) ||
  (typeof Blob !== "undefined" && u instanceof Blob) ||
  (typeof ReadableStream !== "undefined" && u instanceof ReadableStream) ||
  (typeof u === "object" && u !== null && typeof (u as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === "function");

// Non-finite numbers are no JSON numbers; bigints are refused (JSON.stringify throws on them).
const kindBits = (u: unknown): number =>
  typeof u === "string"
    ? STRING
    : typeof u === "number"
      ? Number.isFinite(u)
        ? Number.isInteger(u)
          ? NUMBER | INTEGER
          : NUMBER
        : 0
      : typeof u === "boolean"
        ? BOOLEAN
        : u === null
          ? NULL
          : Array.isArray(u)
            ? ARRAY
            : isPlainObject(u)
              ? OBJECT
              : isBinary(u)
                ? STRING
                : 0;

const isPrimitive = (u: unknown): boolean => u === null || (typeof u !== "object" && typeof u !== "function");

// JSON equality for enum and const, bounded: a document's own value may be cyclic.
const jsonEqual = (a: unknown, b: unknown, depth = 0): boolean => {
  if (a === b) return true;
  if (depth > depthLimit || typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => jsonEqual(item, b[index], depth + 1));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => hasOwn(b, key) && jsonEqual(a[key], b[key], depth + 1));
};

const literalShow = (value: unknown): string => (isPrimitive(value) ? valueShow(value) : (JSON.stringify(value)?.slice(0, 60) ?? valueShow(value)));

const countOf = (value: unknown, pointer: string): number | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) return fault(pointer, `expected a non-negative integer, got ${valueShow(value)}`);
  return value;
};
const boundOf = (value: unknown, pointer: string): number | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) return fault(pointer, `expected a number, got ${valueShow(value)}`);
  return value;
};

// Code points, not UTF-16 units: a surrogate pair is one character (JSON Schema's length).
const codePoints = (text: string): number => {
  let count = text.length;
  for (let index = 0; index < text.length - 1; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        index += 1;
      }
    }
  }
  return count;
};

// Escapes a pattern may use without the `u` flag that mean something in JavaScript; any other `\letter` is a
// feature JS lacks (`\Z`, `\A`, `\h`), or `\p{…}`, which only `u` reads: without it each would silently match the letter.
const knownEscape = /\\(?:[dDwWsSbBnrtfv0]|c[A-Za-z]|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|k<)/y;
const patternCompile = (pattern: unknown, pointer: string): RegExp => {
  if (typeof pattern !== "string") return fault(pointer, `a pattern is a string, got ${valueShow(pattern)}`);
  try {
    return new RegExp(pattern, "u");
  } catch {
    // Patterns such as "^[\w\_]+$" (an identity escape) or "a{" are valid without `u` only.
  }
  let regex: RegExp | undefined;
  try {
    regex = new RegExp(pattern);
  } catch {
    regex = undefined;
  }
  for (let index = 0; regex !== undefined && index < pattern.length; index += 1) {
    if (pattern[index] !== "\\") continue;
    const next = pattern[index + 1] ?? "";
    knownEscape.lastIndex = index;
    if (/[A-Za-z]/.test(next) && !knownEscape.test(pattern)) regex = undefined;
    index += 1;
  }
  return regex ?? fault(pointer, `the pattern ${JSON.stringify(pattern)} is no JavaScript regular expression`);
};

const all = (checks: readonly Check[]): Check => {
  if (checks.length === 0) return () => true;
  if (checks.length === 1) return checks[0] as Check;
  return (u, depth, failure) => {
    for (let index = 0; index < checks.length; index += 1) if (!(checks[index] as Check)(u, depth, failure)) return false;
    return true;
  };
};

const descend = (failure: Failure | undefined, key: string, node: Node, actual: unknown, element = false): false => {
  failure?.path.push({ key, type: node.codec, actual, element });
  return false;
};

// A container's walk: refused past `depthLimit` levels (a value that contains itself), or past the visit budget.
const tooDeep = (u: unknown, depth: number, failure: Failure | undefined): boolean =>
  depth >= depthLimit ? !failed(failure, u, `a value nested at most ${depthLimit} levels deep`) : !visited() && !failed(failure, u, budgetWords);

/** What a node expects, for a message; read at a failure only. */
const describe = (node: Node, hops = 0): string => {
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

// readOnly where the property's schema, a `$ref` of it or an allOf member (at any depth) says it.
const readOnlyOf = (node: Node, seen: Set<Node> = new Set()): boolean => {
  if (seen.has(node)) return false;
  seen.add(node);
  return node.readOnly || (node.ref !== undefined && readOnlyOf(node.ref, seen)) || node.allOf.some((member) => readOnlyOf(member, seen));
};

const schemaListOf = (session: Session, value: unknown, pointer: string): Node[] => {
  if (!Array.isArray(value) || value.length === 0) return fault(pointer, `expected a non-empty list of schemas, got ${valueShow(value)}`);
  return Array.from(value, (member, index) => nodeOf(session, member, `${pointer}/${index}`));
};

const typeCheckOf = (type: unknown, pointer: string): { bits: number; words: string; string: boolean } | undefined => {
  if (type === undefined) return undefined;
  const names = Array.isArray(type) ? type : [type];
  if (names.length === 0) fault(pointer, "expected a type name or a non-empty list of them");
  let bits = 0;
  for (const name of names) {
    if (typeof name !== "string" || !(typeNames as readonly string[]).includes(name)) fault(pointer, `expected one of ${typeNames.join(", ")}, got ${valueShow(name)}`);
    bits |= typeBits[name as TypeName];
  }
  return { bits, words: (names as TypeName[]).map((name) => typeWords[name]).join(" or "), string: (bits & STRING) !== 0 };
};

type Bound = { readonly value: number; readonly exclusive: boolean };
// 3.0's boolean exclusiveMinimum modifies minimum; 3.1's number is a bound of its own, and the stricter of the two applies.
const boundRead = (inclusive: number | undefined, exclusive: unknown, pointer: string, lower: boolean): Bound | undefined => {
  if (exclusive === undefined || typeof exclusive === "boolean") return inclusive === undefined ? undefined : { value: inclusive, exclusive: exclusive === true };
  const value = boundOf(exclusive, pointer) as number;
  if (inclusive === undefined) return { value, exclusive: true };
  const exclusiveStricter = lower ? value >= inclusive : value <= inclusive;
  return exclusiveStricter ? { value, exclusive: true } : { value: inclusive, exclusive: false };
};

/** minimum, maximum, their exclusive forms and multipleOf, as one check of numbers. */
const numberCheckOf = (schema: Dict, at: (keyword: string) => string): Check | undefined => {
  const low = boundRead(boundOf(own(schema, "minimum"), at("minimum")), own(schema, "exclusiveMinimum"), at("exclusiveMinimum"), true);
  const high = boundRead(boundOf(own(schema, "maximum"), at("maximum")), own(schema, "exclusiveMaximum"), at("exclusiveMaximum"), false);
  const multipleOf = boundOf(own(schema, "multipleOf"), at("multipleOf"));
  if (multipleOf !== undefined && multipleOf <= 0) fault(at("multipleOf"), `expected a number above 0, got ${multipleOf}`);
  if (low === undefined && high === undefined && multipleOf === undefined) return undefined;
  const bounds = [...(low === undefined ? [] : [`${low.exclusive ? ">" : "≥"} ${low.value}`]), ...(high === undefined ? [] : [`${high.exclusive ? "<" : "≤"} ${high.value}`])];
  const multiple = multipleOf === undefined ? [] : [`a multiple of ${multipleOf}`];
  const words = [...(bounds.length > 0 ? [`a number ${bounds.join(" and ")}`] : []), ...multiple].join(" and ");
  const least = low?.value ?? -Infinity;
  const above = low?.exclusive === true;
  const most = high?.value ?? Infinity;
  const below = high?.exclusive === true;
  return (u, _depth, failure) => {
    if (typeof u !== "number") return true;
    if (above ? !(u > least) : !(u >= least)) return failed(failure, u, words);
    if (below ? !(u < most) : !(u <= most)) return failed(failure, u, words);
    if (multipleOf === undefined) return true;
    const quotient = u / multipleOf;
    // Decimal steps (0.3 of 0.1) are inexact in binary: a relative tolerance.
    return Math.abs(quotient - Math.round(quotient)) <= 1e-9 * Math.max(1, Math.abs(quotient)) || failed(failure, u, words);
  };
};

/** minLength, maxLength (code points) and pattern (within `patternBound`), as checks of strings. */
const stringChecksOf = (schema: Dict, at: (keyword: string) => string): Check[] => {
  const checks: Check[] = [];
  const minLength = countOf(own(schema, "minLength"), at("minLength"));
  const maxLength = countOf(own(schema, "maxLength"), at("maxLength"));
  const pattern = own(schema, "pattern");
  const regex = pattern === undefined ? undefined : patternCompile(pattern, at("pattern"));
  if (minLength !== undefined || maxLength !== undefined) {
    const words = `a string of ${minLength === undefined ? "" : `at least ${minLength}`}${minLength !== undefined && maxLength !== undefined ? " and " : ""}${maxLength === undefined ? "" : `at most ${maxLength}`} characters`;
    const least = minLength ?? 0;
    const most = maxLength ?? Infinity;
    checks.push((u, _depth, failure) => {
      if (typeof u !== "string" || (u.length <= most && u.length >= 2 * least)) return true;
      const length = codePoints(u);
      return (length >= least && length <= most) || failed(failure, u, words);
    });
  }
  if (regex !== undefined) {
    const words = `a string matching ${String(regex)}`;
    const bound = `a string of at most ${patternBound} characters (the longest a document's pattern is run against)`;
    checks.push((u, _depth, failure) => typeof u !== "string" || (u.length <= patternBound ? regex.test(u) || failed(failure, u, words) : failed(failure, u, bound)));
  }

  return checks;
};

/** minItems, maxItems and items, as one check of arrays. */
const arrayCheckOf = (session: Session, schema: Dict, at: (keyword: string) => string): Check | undefined => {
  const { compiler } = session;
  const minItems = countOf(own(schema, "minItems"), at("minItems"));
  const maxItems = countOf(own(schema, "maxItems"), at("maxItems"));
  const itemsSchema = own(schema, "items");
  if (Array.isArray(itemsSchema)) fault(at("items"), "a list of schemas (tuple items) is not supported: items is one schema");
  const items = itemsSchema === undefined ? undefined : nodeOf(session, itemsSchema, at("items"));
  if (minItems !== undefined || maxItems !== undefined || items !== undefined) {
    const least = minItems ?? 0;
    const most = maxItems ?? Infinity;
    const words = `an array of ${minItems === undefined ? "" : `at least ${minItems}`}${minItems !== undefined && maxItems !== undefined ? " and " : ""}${maxItems === undefined ? "" : `at most ${maxItems}`} elements`;
    const walked = items === undefined || items === compiler.accept ? undefined : items;
    const tooLong = `an array of at most ${itemsLimit} elements (the longest whose items are checked)`;
    return (u, depth, failure) => {
      if (!Array.isArray(u)) return true;
      const length = u.length;
      if (length < least || length > most) return failed(failure, u, words);
      if (walked === undefined) return true;
      if (length > itemsLimit) return failed(failure, u, tooLong);
      if (tooDeep(u, depth, failure)) return false;
      for (let index = 0; index < length; index += 1) {
        const item: unknown = u[index];
        if (!walked.check(item, depth + 1, failure)) return descend(failure, String(index), walked, item, true);
      }
      return true;
    };
  }

  return undefined;
};

/** properties, required (readOnly ones aside) and additionalProperties, as one check of objects. */
const objectCheckOf = (session: Session, node: Node, schema: Dict, at: (keyword: string) => string): Check | undefined => {
  const { compiler } = session;
  const properties = own(schema, "properties");
  if (properties !== undefined && !isPlainObject(properties)) fault(at("properties"), `expected an object of schemas, got ${valueShow(properties)}`);
  const entries: Array<readonly [string, Node]> = Object.keys(properties ?? {}).map((key) => [key, nodeOf(session, (properties as Dict)[key], `${at("properties")}/${pointerToken(key)}`)] as const);
  node.properties = entries;
  const required = own(schema, "required");
  // 3.0 also wrote `required: true` on properties (Swagger's form): not a list, ignored.
  if (required !== undefined && required !== true && required !== false && !(Array.isArray(required) && required.every((key) => typeof key === "string"))) {
    fault(at("required"), `expected a list of property names, got ${valueShow(required)}`);
  }
  node.required = Array.isArray(required) ? [...(required as string[])] : [];
  const additionalSchema = own(schema, "additionalProperties");
  const additional = additionalSchema === undefined ? undefined : nodeOf(session, additionalSchema, at("additionalProperties"));
  node.additional = additional === compiler.accept ? true : additional === compiler.refuse ? false : additional;
  if (entries.length > 0 || node.required.length > 0 || (additional !== undefined && additional !== compiler.accept)) {
    const known = new Map(entries);
    const names = entries.map(([key]) => key);
    let requiredNow: Array<readonly [string, Node]> = [];
    // readOnly is known once every node is filled (a property may be a `$ref`).
    session.finish.push(() => {
      requiredNow = node.required.filter((key) => !readOnlyOf(known.get(key) ?? compiler.accept)).map((key) => [key, known.get(key) ?? compiler.accept] as const);
    });
    const others = additional === undefined || additional === compiler.accept ? undefined : additional;
    return (u, depth, failure) => {
      if (!isPlainObject(u)) return true;
      if (tooDeep(u, depth, failure)) return false;
      for (let index = 0; index < entries.length; index += 1) {
        const entry = entries[index] as readonly [string, Node];
        const key = entry[0];
        const child = entry[1];
        if (!hasOwn(u, key)) continue;
        const value = u[key];
        if (value !== undefined && !child.check(value, depth + 1, failure)) return descend(failure, key, child, value);
      }
      for (let index = 0; index < requiredNow.length; index += 1) {
        const entry = requiredNow[index] as readonly [string, Node];
        const key = entry[0];
        const child = entry[1];
        if (!hasOwn(u, key) || u[key] === undefined) return missed(failure, key, child.codec, describe, child);
      }
      if (others !== undefined) {
        for (const key in u) {
          if (!hasOwn(u, key) || known.has(key)) continue;
          const value = u[key];
          if (value === undefined) continue;
          if (others === compiler.refuse) return unknownKeyed(failure, key, value, names);
          if (!others.check(value, depth + 1, failure)) return descend(failure, key, others, value);
        }
      }
      return true;
    };
  }

  return undefined;
};

/** allOf, anyOf and oneOf: each member checked against the same value. */
const memberChecksOf = (session: Session, node: Node, schema: Dict, at: (keyword: string) => string): Check[] => {
  const checks: Check[] = [];
  const allOf = own(schema, "allOf");
  if (allOf !== undefined) {
    const members = schemaListOf(session, allOf, at("allOf"));
    node.allOf = members;
    node.sameLevel.push(...members);
    for (const member of members) checks.push((u, depth, failure) => member.check(u, depth, failure));
  }
  const choices: Node[] = [];
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const list = own(schema, keyword);
    if (list === undefined) continue;
    const members = schemaListOf(session, list, at(keyword));
    choices.push(...members);
    node.sameLevel.push(...members);
    const one = keyword === "oneOf";
    checks.push((u, depth, failure) => {
      let matches = 0;
      for (let index = 0; index < members.length; index += 1) if ((members[index] as Node).check(u, depth, undefined) && (matches += 1) > 1 && one) break;
      if (one ? matches === 1 : matches > 0) return true;
      return failed(failure, u, `${one ? "exactly one" : "at least one"} of: ${members.map((member) => describe(member)).join(" | ")}${matches > 1 ? ` (it matches ${matches})` : ""}`);
    });
  }
  node.choices = choices;
  return checks;
};

/** A schema's keywords read into its node's check; the keywords DECISIONS lists, others ignored. */
const nodeFill = (session: Session, node: Node, schema: Dict): void => {
  const { compiler } = session;
  const { pointer } = node;
  const at = (keyword: string): string => `${pointer}/${keyword}`;
  node.readOnly = own(schema, "readOnly") === true;
  const ref = own(schema, "$ref");
  const checks: Check[] = [];
  if (ref !== undefined) {
    const target = nodeOf(session, refResolve(compiler.document, ref, at("$ref")), ref as string);
    node.ref = target;
    node.sameLevel.push(target);
    // OpenAPI 3.0: a Reference Object's siblings are ignored.
    if (compiler.legacy) {
      node.check = (u, depth, failure) => target.check(u, depth, failure);
      return;
    }
  }
  const nullable = compiler.legacy && own(schema, "nullable");
  if (nullable !== undefined && nullable !== false && nullable !== true) fault(at("nullable"), `expected a boolean, got ${valueShow(nullable)}`);

  const orNull = nullable === true ? " or null" : "";
  const type = typeCheckOf(own(schema, "type"), at("type"));
  // A Date passes as the ISO string it is sent as (`format: date-time` only: `date` is no timestamp).
  const dateTime = (type === undefined || type.string) && own(schema, "format") === "date-time";
  if (type !== undefined) {
    const { bits } = type;
    const words = `${type.words}${dateTime ? " (a date-time) or a Date" : ""}${orNull}`;
    node.summary = words;
    checks.push((u, _depth, failure) => (kindBits(u) & bits) !== 0 || failed(failure, u, words));
  }

  const enumValues = own(schema, "enum");
  if (enumValues !== undefined) {
    if (!Array.isArray(enumValues)) fault(at("enum"), `expected a list, got ${valueShow(enumValues)}`);
    const values = [...(enumValues as unknown[])];
    const words = `one of ${values.slice(0, 12).map(literalShow).join(" | ")}${values.length > 12 ? ` | … (${values.length} values)` : ""}${orNull}`;
    node.summary = words;
    if (values.every(isPrimitive)) {
      const set = new Set(values);
      checks.push((u, _depth, failure) => set.has(u) || failed(failure, u, words));
    } else {
      checks.push((u, _depth, failure) => {
        for (let index = 0; index < values.length; index += 1) if (jsonEqual(values[index], u)) return true;
        return failed(failure, u, words);
      });
    }
  }
  if (hasOwn(schema, "const")) {
    const constant = schema.const;
    const words = `${literalShow(constant)}${orNull}`;
    node.summary = words;
    checks.push((u, _depth, failure) => jsonEqual(constant, u) || failed(failure, u, words));
  }

  checks.push(...stringChecksOf(schema, at));
  const numeric = numberCheckOf(schema, at);
  if (numeric !== undefined) checks.push(numeric);

  const arrayCheck = arrayCheckOf(session, schema, at);
  if (arrayCheck !== undefined) checks.push(arrayCheck);
  const objectCheck = objectCheckOf(session, node, schema, at);
  if (objectCheck !== undefined) checks.push(objectCheck);
  checks.push(...memberChecksOf(session, node, schema, at));
  if (node.ref !== undefined) {
    const target = node.ref;
    checks.push((u, depth, failure) => target.check(u, depth, failure));
  }

  let check = all(checks);
  if (dateTime) {
    const inner = check;
    check = (u, depth, failure) => {
      if (!(u instanceof Date)) return inner(u, depth, failure);
      return Number.isNaN(u.getTime()) ? failed(failure, u, "a valid Date") : inner(u.toISOString(), depth, failure);
    };
  }
  if (nullable === true) {
    const inner = check;
    // OpenAPI 3.0: `nullable` lets null through, whatever the other keywords say (as 3.0 documents mean it).
    check = (u, depth, failure) => u === null || inner(u, depth, failure);
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
const compiled = <A>(document: object, build: (session: Session) => A): E.Either<EndpointError, A> => {
  let session: Session | undefined;
  try {
    session = { compiler: compilerOf(document), created: [], pending: [], finish: [] };
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
    if (session !== undefined) for (const node of session.created) session.compiler.nodes.delete(nodeSchema(session, node));
    const message = error instanceof DocumentFault ? error.message : `invalid document: reading it failed: ${reasonOf(error)}`;
    return E.left(new EndpointError("INVALID_DOCUMENT", message));
  }
};
const nodeSchema = (session: Session, node: Node): object => session.pending.find(([pending]) => pending === node)?.[1] ?? {};

/**
 * The io-ts codec of one schema of `document` (local `$ref`s followed), compiled once per schema object;
 * Left INVALID_DOCUMENT (with the JSON pointer) for a `$ref` that resolves nowhere, a bad keyword value.
 */
export const schemaCodecOf = (document: object, schema: unknown, pointer: string): E.Either<EndpointError, t.Type<unknown, unknown, unknown>> =>
  compiled(document, (session) => nodeOf(session, schema, pointer).codec);

// OpenAPI: these header parameters are ignored; the headers come from options.
const ignoredHeaders = new Set(["accept", "content-type", "authorization"]);
const placementOrder = { path: 0, query: 1, header: 2, cookie: 3 } as const;

/** What an operation's flat codec checks for one key. */
type KeyEntry = { readonly name: string; readonly where: string; readonly check: Check; readonly codec: t.Type<unknown, unknown, unknown>; readonly node: Node; readonly parameter: boolean };

/** The body's properties, through `$ref`s and allOf: each key's schemas, the required names, what other keys may be. */
type BodyShape = { properties: Map<string, Node[]>; required: Set<string>; additional: Array<Node | boolean>; choices: Node[]; knownOnly: Set<string> };
const bodyShapeOf = (node: Node, shape: BodyShape, seen: Set<Node>, choice: boolean): void => {
  if (seen.has(node)) return;
  seen.add(node);
  if (node.ref !== undefined) bodyShapeOf(node.ref, shape, seen, choice);
  for (const member of node.allOf) bodyShapeOf(member, shape, seen, choice);
  if (choice) {
    for (const [key] of node.properties) shape.knownOnly.add(key);
    for (const member of node.choices) bodyShapeOf(member, shape, seen, true);
    return;
  }
  for (const [key, child] of node.properties) shape.properties.set(key, [...(shape.properties.get(key) ?? []), child]);
  for (const key of node.required) shape.required.add(key);
  if (node.additional !== undefined) shape.additional.push(node.additional);
  if (node.choices.length > 0) {
    shape.choices.push(node);
    for (const member of node.choices) bodyShapeOf(member, shape, new Set(seen), true);
  }
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
): E.Either<EndpointError, OperationCodec> => {
  const prepared = compiled(document, (session) => {
    const placed = parameters
      .filter((parameter) => !(parameter.in === "header" && ignoredHeaders.has(parameter.name.toLowerCase())))
      .map((parameter, index) => ({ parameter, index }))
      // The same name in two places: the path's wins, then the query's, the header's, the cookie's.
      .sort((a, b) => placementOrder[a.parameter.in] - placementOrder[b.parameter.in] || a.index - b.index);
    const nodes = placed.map(({ parameter }) => (parameter.schema === undefined ? session.compiler.accept : nodeOf(session, parameter.schema, parameter.pointer)));
    const bodyNode = body === undefined ? undefined : nodeOf(session, body.schema, body.pointer);
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
    if (parameter.required || parameter.in === "path") requiredParameters.push(entry);
  });
  const shape: BodyShape = { properties: new Map(), required: new Set(), additional: [], choices: [], knownOnly: new Set() };
  if (bodyNode !== undefined) bodyShapeOf(bodyNode, shape, new Set(), false);
  const requiredBody: KeyEntry[] = [];
  for (const [key, nodes] of shape.properties) {
    // A parameter of that name takes the value: the body never gets it.
    if (keyed.has(key)) continue;
    const node = nodes[0] as Node;
    const check: Check = nodes.length === 1 ? node.check : all(nodes.map((member) => (u, depth, failure) => member.check(u, depth, failure)));
    const entry: KeyEntry = { name: key, where: `body.${key}`, check, codec: node.codec, node, parameter: false };
    keyed.set(key, entry);
    if (shape.required.has(key) && !nodes.some((node) => readOnlyOf(node))) requiredBody.push(entry);
  }
  for (const key of shape.knownOnly) {
    if (!keyed.has(key)) keyed.set(key, { name: key, where: `body.${key}`, check: () => true, codec: compiler.accept.codec, node: compiler.accept, parameter: false });
  }
  for (const key of shape.required) {
    // Required but not described: any value, but one is needed.
    if (!keyed.has(key)) {
      const entry: KeyEntry = { name: key, where: `body.${key}`, check: () => true, codec: compiler.accept.codec, node: compiler.accept, parameter: false };
      keyed.set(key, entry);
      requiredBody.push(entry);
    }
  }
  const additional = additionalOf(compiler, shape.additional);
  const bodyRequired = body?.required === true;
  const choices = shape.choices;
  const known = [...keyed.keys()];
  const entryOf = (key: string): KeyEntry | undefined => keyed.get(key);
  // The body a call's keys make, for anyOf/oneOf at its top: built only for such operations.
  const bodyOf = (u: Dict): Dict => {
    const assembled: Dict = {};
    for (const key in u) {
      if (!hasOwn(u, key) || keyed.get(key)?.parameter === true) continue;
      const value = u[key];
      if (value !== undefined) Object.defineProperty(assembled, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return assembled;
  };
  const check: Check = (u, depth, failure) => {
    if (!isPlainObject(u)) return failed(failure, u, "an object of the operation's parameters and body properties");
    let bodyKeys = 0;
    for (const key in u) {
      if (!hasOwn(u, key)) continue;
      const value = u[key];
      if (value === undefined) continue;
      const entry = entryOf(key);
      if (entry === undefined) {
        if (additional === undefined) return unknownKeyed(failure, key, value, known, true);
        bodyKeys += 1;
        if (!additional.check(value, depth + 1, failure)) return descend(failure, `body.${key}`, additional.node, value);
        continue;
      }
      // A parameter given null is not sent (as undefined): the serializer drops both.
      if (entry.parameter) {
        if (value === null) continue;
      } else bodyKeys += 1;
      if (!entry.check(value, depth + 1, failure)) return descend(failure, entry.where, entry.node, value);
    }
    for (let index = 0; index < requiredParameters.length; index += 1) {
      const entry = requiredParameters[index] as KeyEntry;
      const value = hasOwn(u, entry.name) ? u[entry.name] : undefined;
      if (value === undefined || value === null) return missed(failure, entry.where, entry.codec, describe, entry.node);
    }
    // An optional body that is not sent needs none of its properties; once any is given, the body is sent whole.
    if (!bodyRequired && bodyKeys === 0) return true;
    for (let index = 0; index < requiredBody.length; index += 1) {
      const entry = requiredBody[index] as KeyEntry;
      if (!hasOwn(u, entry.name) || u[entry.name] === undefined) return missed(failure, entry.where, entry.codec, describe, entry.node);
    }
    if (choices.length > 0) {
      const assembled = bodyOf(u);
      for (const choice of choices) if (!choice.check(assembled, depth, failure)) return descend(failure, "body", choice, assembled);
    }
    return true;
  };
  const requiredNames = requiredParameters.map((entry) => entry.name);
  const codec = new t.Type<Record<string, unknown>, Record<string, unknown>, unknown>(
    `operation keys (${requiredNames.length === 0 ? "none required" : `${requiredNames.join(", ")} required`})`,
    (u): u is Record<string, unknown> => valueChecked(check, u),
    (u, context) => valueValidated(check, u, context) as t.Validation<Record<string, unknown>>,
    t.identity,
  );
  return E.right(standardSchema(codec, operationIssue));
};

/**
 * The public, throwing form: the io-ts codec of `schema` in `document` (INVALID_DOCUMENT, faults named from `schema`
 * or the `$ref` they sit behind). A refusal is one io-ts error whose `message` names where and what was expected and
 * whose `code` is MISSING_PARAMETER or INVALID_PARAMETER.
 */
export const schemaCodec = (document: object, schema: unknown): t.Type<unknown, unknown, unknown> => {
  if (typeof document !== "object" || document === null) throw new EndpointError("INVALID_DOCUMENT", `invalid document: expected an OpenAPI document (an object), got ${valueShow(document)}`);
  return rightOrThrow(schemaCodecOf(document, schema, "schema"));
};
