/** The Applicator vocabulary (JSON Schema 2020-12, §10): subschemas applied in place, or to items and properties. */
import { type Dict, hasOwn, isPlainObject, own } from "@request-options/core/internal";
import { valueShow } from "@request-options/types";
import { ARRAY, isJsonObject, kindBits, OBJECT } from "../jsonValue";
import { type Check, type Failure, failed, failuresMark, failuresRelease, failureTake, messageOf, missed, unknownKeyed } from "../../checkFailure";
import { evaluatedFresh, evaluatedMerge, indexEvaluated, keyEvaluated } from "../evaluated";
import { pointerToken } from "../../document";
import { type At, type Compiler, countOf, descend, describe, fault, itemsLimit, itemsTooMany, type Node, nodeOf, readOnlyOf, schemaListOf, type Session, tooDeep } from "../node";
import { patternBound, patternOf } from "../pattern";
import { refTarget } from "../resources";

const schemaMapOf = (session: Session, node: Node, value: unknown, pointer: string): Array<readonly [string, Node]> => {
  if (value === undefined) return [];
  if (!isPlainObject(value)) return fault(pointer, `expected an object of schemas, got ${valueShow(value)}`);
  return Object.keys(value).map((key) => [key, nodeOf(session, value[key], `${pointer}/${pointerToken(key)}`, node.resource)] as const);
};

// A member's name in a message: the discriminator's mapping key, its title, its `$ref`'s last segment, or its index.
const memberNames = (compiler: Compiler, node: Node, members: readonly Node[], mapping: Dict | undefined): string[] =>
  members.map((member, index) => {
    const target = member.ref?.pointer;
    const mapped = mapping === undefined ? undefined : Object.keys(mapping).find((key) => {
      const value = mapping[key];
      if (typeof value !== "string") return false;
      const pointer = /[#/]/.test(value) ? safeTarget(compiler, node, value) : `#/components/schemas/${value}`;
      return pointer !== undefined && pointer === target;
    });
    const segment = target === undefined ? undefined : /\/([^/]+)$/.exec(target)?.[1]?.replace(/~1/g, "/").replace(/~0/g, "~");
    const name = mapped ?? member.title ?? segment;
    return name === undefined ? `member ${index}` : JSON.stringify(name);
  });
const safeTarget = (compiler: Compiler, node: Node, ref: string): string | undefined => {
  try {
    return refTarget(compiler, ref, node.resource, node.pointer).pointer;
  } catch {
    return undefined;
  }
};

/**
 * anyOf or oneOf: in the guard, members until the answer is known, a member whose `type` excludes the value's kind
 * skipped without a call; explaining, each refusal kept for the message. `names` is read at the first refusal.
 */
const choiceCheckOf = (members: readonly Node[], namesOf: () => readonly string[], one: boolean, discriminator: string | undefined): Check => {
  let names: readonly string[] | undefined;
  return (u, depth, failure, evaluated) => {
    if (evaluated === undefined) {
      const kind = kindBits(u);
      let matches = 0;
      let decided = true;
      for (let index = 0; index < members.length; index += 1) {
        const member = members[index] as Node;
        const { kinds, typeBits } = member;
        if (typeBits !== undefined && (typeBits & kind) === 0) continue;
        if (kinds !== undefined && (kinds & kind) !== 0) matches += 1;
        else if (failure !== undefined) decided = false;
        else if (member.check(u, depth, undefined)) matches += 1;
        if (decided && (one ? matches > 1 : matches > 0)) break;
      }
      if (decided && failure === undefined) return one ? matches === 1 : matches > 0;
      if (decided && (one ? matches === 1 : matches > 0)) return true;
    }
    const mark = failuresMark();
    let matches = 0;
    let first = -1;
    let second = -1;
    let head: Failure | undefined;
    let tail: Failure | undefined;
    for (let index = 0; index < members.length; index += 1) {
      const record = failure === undefined ? undefined : failureTake();
      const mine = evaluated === undefined ? undefined : evaluatedFresh();
      if ((members[index] as Node).check(u, depth, record, mine)) {
        matches += 1;
        if (first < 0) first = index;
        else if (second < 0) second = index;
        if (mine !== undefined && evaluated !== undefined) evaluatedMerge(evaluated, mine);
        if (one ? matches > 1 : evaluated === undefined) break;
      } else if (record !== undefined) {
        record.member = index;
        if (tail === undefined) head = record;
        else tail.sibling = record;
        tail = record;
      }
    }
    if (one ? matches === 1 : matches > 0) {
      failuresRelease(mark);
      return true;
    }
    if (failure === undefined) return false;
    names ??= namesOf();
    const shown = names;
    failed(failure, u, `${one ? "exactly one" : "at least one"} of ${shown.join(" | ")}`);
    const named = discriminator !== undefined && isJsonObject(u) ? u[discriminator] : undefined;
    const pointed = typeof named === "string" ? shown.indexOf(JSON.stringify(named)) : -1;
    failure.detail = (path) => {
      if (matches > 1) return `it matches ${shown[first]} and ${shown[second]}`;
      const reasons: string[] = [];
      for (let record = head; record !== undefined; record = record.sibling) {
        if (pointed >= 0 && record.member !== pointed) continue;
        reasons.push(`${shown[record.member]}${pointed >= 0 ? ` (${discriminator} ${JSON.stringify(named)} names it)` : ""} refused it: ${messageOf(record, path)}`);
      }
      return reasons.join("; ");
    };
    return false;
  };
};

/** allOf, anyOf, oneOf, not, if/then/else and dependentSchemas: subschemas applied to the value itself. */
export const inPlaceChecksOf = (session: Session, node: Node, schema: Dict, at: At): Check[] => {
  const { compiler } = session;
  const checks: Check[] = [];
  const allOf = own(schema, "allOf");
  if (allOf !== undefined) {
    const members = schemaListOf(session, node, allOf, at("allOf"));
    node.allOf = members;
    node.sameLevel.push(...members);
    checks.push(...members.map((member): Check => (u, depth, failure, evaluated) => member.check(u, depth, failure, evaluated)));
  }
  const discriminatorSchema = own(schema, "discriminator");
  const discriminator = isPlainObject(discriminatorSchema) && typeof discriminatorSchema["propertyName"] === "string" ? discriminatorSchema : undefined;
  const choices: Node[] = [];
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const list = own(schema, keyword);
    if (list === undefined) continue;
    const members = schemaListOf(session, node, list, at(keyword));
    choices.push(...members);
    node.sameLevel.push(...members);
    node.whole = true;
    const mapping = discriminator !== undefined && isPlainObject(discriminator["mapping"]) ? discriminator["mapping"] : undefined;
    checks.push(choiceCheckOf(members, () => memberNames(compiler, node, members, mapping), keyword === "oneOf", discriminator?.["propertyName"] as string | undefined));
  }
  node.choices = choices;
  const notSchema = own(schema, "not");
  if (notSchema !== undefined) {
    const negated = nodeOf(session, notSchema, at("not"), node.resource);
    node.sameLevel.push(negated);
    node.whole = true;
    const words = (): string => `a value that is not ${describe(negated)}`;
    checks.push((u, depth, failure) => !negated.check(u, depth, undefined) || failed(failure, u, words));
  }
  const ifSchema = own(schema, "if");
  if (ifSchema !== undefined) {
    const condition = nodeOf(session, ifSchema, at("if"), node.resource);
    const thenSchema = own(schema, "then");
    const elseSchema = own(schema, "else");
    const then = thenSchema === undefined ? undefined : nodeOf(session, thenSchema, at("then"), node.resource);
    const otherwise = elseSchema === undefined ? undefined : nodeOf(session, elseSchema, at("else"), node.resource);
    node.sameLevel.push(condition, ...(then === undefined ? [] : [then]), ...(otherwise === undefined ? [] : [otherwise]));
    node.whole = true;
    checks.push((u, depth, failure, evaluated) => {
      const mine = evaluated === undefined ? undefined : evaluatedFresh();
      if (condition.check(u, depth, undefined, mine)) {
        if (mine !== undefined && evaluated !== undefined) evaluatedMerge(evaluated, mine);
        return then === undefined || then.check(u, depth, failure, evaluated);
      }
      return otherwise === undefined || otherwise.check(u, depth, failure, evaluated);
    });
  }
  const dependent = schemaMapOf(session, node, own(schema, "dependentSchemas"), at("dependentSchemas"));
  // Before 2019-09, `dependencies` held both forms: its schemas are dependentSchemas.
  const legacy = own(schema, "dependencies");
  if (isPlainObject(legacy)) {
    const schemas = Object.fromEntries(Object.entries(legacy).filter(([, value]) => !Array.isArray(value)));
    dependent.push(...schemaMapOf(session, node, schemas, at("dependencies")));
  }
  if (dependent.length > 0) {
    node.whole = true;
    node.sameLevel.push(...dependent.map(([, member]) => member));
    checks.push((u, depth, failure, evaluated) => {
      if (!isJsonObject(u)) return true;
      for (let index = 0; index < dependent.length; index += 1) {
        const [key, member] = dependent[index] as readonly [string, Node];
        if (hasOwn(u, key) && u[key] !== undefined && !member.check(u, depth, failure, evaluated)) return false;
      }
      return true;
    });
  }
  return checks;
};

/** prefixItems, items and contains (with minContains and maxContains), as one check of arrays. */
export const itemsCheckOf = (session: Session, node: Node, schema: Dict, at: At): Check | undefined => {
  const { compiler } = session;
  let prefixSchema = own(schema, "prefixItems");
  let itemsSchema = own(schema, "items");
  let itemsAt = at("items");
  // Before 2020-12, a list of `items` was the tuple and `additionalItems` the rest.
  if (Array.isArray(itemsSchema) && prefixSchema === undefined) {
    prefixSchema = itemsSchema;
    itemsSchema = own(schema, "additionalItems");
    itemsAt = at("additionalItems");
  }
  if (prefixSchema !== undefined && !Array.isArray(prefixSchema)) fault(at("prefixItems"), `expected a list of schemas, got ${valueShow(prefixSchema)}`);
  const prefix = Array.from((prefixSchema ?? []) as unknown[], (member, index) => nodeOf(session, member, `${at("prefixItems")}/${index}`, node.resource));
  const items = itemsSchema === undefined ? undefined : nodeOf(session, itemsSchema, itemsAt, node.resource);
  const containsSchema = own(schema, "contains");
  const contains = containsSchema === undefined ? undefined : nodeOf(session, containsSchema, at("contains"), node.resource);
  const least = contains === undefined ? 0 : (countOf(own(schema, "minContains"), at("minContains")) ?? 1);
  const most = contains === undefined ? Infinity : (countOf(own(schema, "maxContains"), at("maxContains")) ?? Infinity);
  if (prefix.length === 0 && items === undefined && contains === undefined) return undefined;
  const walked = prefix.length > 0 || (items !== undefined && items !== compiler.accept);
  const containsWords = (): string => `an array with ${least}${most === Infinity ? " or more" : ` to ${most}`} elements that are ${describe(contains as Node)}`;
  // Under `type: array` the walk tests the type itself (the compiler leaves the type's own check out).
  const typeCheck = node.kinds === ARRAY ? node.typeCheck : undefined;
  // `items` alone, the common case: each element against one schema. Checks are called with all four arguments here,
  // the arity they declare, as on every walk of a valid body.
  const itemsOnly = prefix.length === 0 && contains === undefined && items !== undefined && walked;
  return (u, depth, failure, evaluated) => {
    if (!Array.isArray(u)) return typeCheck === undefined || typeCheck(u, depth, failure);
    const length = u.length;
    if (walked || contains !== undefined) {
      if (length > itemsLimit) return failed(failure, u, itemsTooMany);
      if (tooDeep(u, depth, failure)) return false;
    }
    if (itemsOnly) {
      const kinds = items.kinds;
      for (let index = 0; index < length; index += 1) {
        const item: unknown = u[index];
        if (kinds !== undefined ? (kindBits(item) & kinds) === 0 && !items.check(item, depth + 1, failure, undefined) : !items.check(item, depth + 1, failure, undefined)) return descend(failure, String(index), items, item, true);
      }
    } else if (walked) {
      for (let index = 0; index < length; index += 1) {
        const schemaOf = index < prefix.length ? prefix[index] : items;
        if (schemaOf === undefined) break;
        const item: unknown = u[index];
        const kinds = schemaOf.kinds;
        if (kinds !== undefined ? (kindBits(item) & kinds) === 0 && !schemaOf.check(item, depth + 1, failure) : !schemaOf.check(item, depth + 1, failure)) return descend(failure, String(index), schemaOf, item, true);
      }
    }
    if (evaluated !== undefined) {
      if (items !== undefined) evaluated.items = Infinity;
      else if (prefix.length > evaluated.items) evaluated.items = Math.min(length, prefix.length);
    }
    if (contains === undefined) return true;
    let count = 0;
    for (let index = 0; index < length; index += 1) {
      if (!contains.check(u[index], depth + 1, undefined)) continue;
      count += 1;
      if (evaluated !== undefined) indexEvaluated(evaluated, index);
      else if (count >= least && most === Infinity) return true;
    }
    return (count >= least && count <= most) || failed(failure, u, containsWords);
  };
};

/** properties, patternProperties, additionalProperties and propertyNames, as one check of objects. */
export const propertiesCheckOf = (session: Session, node: Node, schema: Dict, at: At): Check | undefined => {
  const { compiler } = session;
  const entries = schemaMapOf(session, node, own(schema, "properties"), at("properties"));
  node.properties = entries;
  const patternSchemas = own(schema, "patternProperties");
  // A name longer than a JavaScript RegExp is run against is refused, as a longer string under `pattern` is.
  const nameBound = compiler.engine === undefined ? patternBound : Infinity;
  const patterns = schemaMapOf(session, node, patternSchemas, at("patternProperties")).map(([source, member]) => ({
    regex: patternOf(compiler, source, `${at("patternProperties")}/${pointerToken(source)}`),
    node: member,
    test(key: string): boolean {
      return key.length <= nameBound && this.regex.test(key);
    },
  }));
  const nameTooLong = `a property name of at most ${patternBound} characters (the longest a document's pattern is run against)`;
  node.patterns = patterns;
  const additionalSchema = own(schema, "additionalProperties");
  const additional = additionalSchema === undefined ? undefined : nodeOf(session, additionalSchema, at("additionalProperties"), node.resource);
  node.additional = additional === compiler.accept ? true : additional === compiler.refuse ? false : additional;
  const namesSchema = own(schema, "propertyNames");
  const names = namesSchema === undefined ? undefined : nodeOf(session, namesSchema, at("propertyNames"), node.resource);
  if (patterns.length > 0 || names !== undefined) node.whole = true;
  if (entries.length === 0 && patterns.length === 0 && additional === undefined && names === undefined) return undefined;
  // Each property's schema, and whether the walk counts it as required (readOnly ones never are, known once filled).
  const known = new Map(entries.map(([key, child]) => [key, { node: child, required: false }] as const));
  const keys = entries.map(([key]) => key);
  const slots = keys.map((key) => known.get(key));
  const scanned = keys.length <= 16;
  const others = additional === compiler.accept ? undefined : additional;
  const simple = patterns.length === 0 && others === undefined && names === undefined;
  // With every required key a property, the walk counts them as it meets them: no lookup of its own per key.
  const folded = simple && node.required.every((key) => known.has(key));
  node.requiredFolded = folded;
  let requiredCount = 0;
  if (folded) {
    session.finish.push(() => {
      for (const key of new Set(node.required)) {
        const entry = known.get(key) as { node: Node; required: boolean };
        if (!readOnlyOf(entry.node)) {
          entry.required = true;
          requiredCount += 1;
        }
      }
    });
  }
  const missing = (object: Dict, failure: Failure | undefined): false => {
    for (const key of node.required) {
      const entry = known.get(key) as { node: Node; required: boolean };
      if (entry.required && (!hasOwn(object, key) || object[key] === undefined)) return missed(failure, key, entry.node.codec, describe, entry.node);
    }
    return false;
  };
  // Under `type: object`, checked first, the value is an object here.
  // Under `type: object` the walk tests the type itself (the compiler leaves the type's own check out).
  const typeCheck = node.kinds === OBJECT ? node.typeCheck : undefined;
  return (u, depth, failure, evaluated) => {
    if (!isJsonObject(u)) return typeCheck === undefined || typeCheck(u, depth, failure);
    const object = u;
    if (tooDeep(object, depth, failure)) return false;
    let seen = 0;
    if (simple && evaluated === undefined) {
      let next = 0;
      // The value's own keys, not the schema's: each given key is met once, the required ones counted as they are met.
      for (const key in object) {
        if (!hasOwn(object, key)) continue;
        const value = object[key];
        if (value === undefined) continue;
        let entry: { node: Node; required: boolean } | undefined;
        // A few names are compared in turn (property names are interned: one comparison is one pointer's), from the one
        // after the last found: a value's keys mostly come in its schema's order. Many names are hashed.
        if (scanned) {
          for (let index = next, step = 0; step < keys.length; step += 1, index += 1) {
            if (index === keys.length) index = 0;
            if (keys[index] === key) {
              entry = slots[index];
              next = index + 1;
              break;
            }
          }
        } else entry = known.get(key);
        if (entry === undefined) continue;
        const child = entry.node;
        const kinds = child.kinds;
        if (kinds !== undefined ? (kindBits(value) & kinds) === 0 && !child.check(value, depth + 1, failure, undefined) : !child.check(value, depth + 1, failure, undefined)) return descend(failure, key, child, value);
        if (entry.required) seen += 1;
      }
      return seen === requiredCount || missing(object, failure);
    }
    for (const key in object) {
      if (!hasOwn(object, key)) continue;
      const value = object[key];
      if (value === undefined) continue;
      if (names !== undefined && !names.check(key, depth + 1, failure)) return descend(failure, `${key} (its name)`, names, key);
      const entry = known.get(key);
      let matched = entry !== undefined;
      if (entry !== undefined) {
        if (!entry.node.check(value, depth + 1, failure)) return descend(failure, key, entry.node, value);
        if (entry.required) seen += 1;
      }
      if (patterns.length > 0 && key.length > nameBound) return failed(failure, key, nameTooLong);
      for (let index = 0; index < patterns.length; index += 1) {
        const pattern = patterns[index] as (typeof patterns)[number];
        if (!pattern.test(key)) continue;
        matched = true;
        if (!pattern.node.check(value, depth + 1, failure)) return descend(failure, key, pattern.node, value);
      }
      if (matched) {
        if (evaluated !== undefined) keyEvaluated(evaluated, key);
      } else if (others === compiler.refuse) return unknownKeyed(failure, key, value, keys);
      else if (others !== undefined && !others.check(value, depth + 1, failure)) return descend(failure, key, others, value);
    }
    if (evaluated !== undefined && additional !== undefined) evaluated.allKeys = true;
    return !folded || seen === requiredCount || missing(object, failure);
  };
};

