/** The Validation vocabulary (JSON Schema 2020-12, §6): keywords that test a value against constants. */
import { type Dict, hasOwn, isPlainObject, own } from "@request-options/core/internal";
import { valueShow } from "@request-options/types";
import { type Check, failed, missed } from "../../checkFailure";
import { codePoints, isBinary, isJsonObject, isPrimitive, jsonEqual, kindBits, literalShow, OBJECT, STRING, type TypeName, typeBits, typeNames, typeWords } from "../jsonValue";
import { type At, boundOf, type Compiler, countOf, describe, fault, type Node, readOnlyOf, type Session } from "../node";
import { patternBound, patternOf } from "../pattern";

const typeRead = (type: unknown, pointer: string): { bits: number; words: string } | undefined => {
  if (type === undefined) return undefined;
  const names = Array.isArray(type) ? type : [type];
  if (names.length === 0) fault(pointer, "expected a type name or a non-empty list of them");
  let bits = 0;
  for (const name of names) {
    if (typeof name !== "string" || !(typeNames as readonly string[]).includes(name)) fault(pointer, `expected one of ${typeNames.join(", ")}, got ${valueShow(name)}`);
    bits |= typeBits[name as TypeName];
  }
  return { bits, words: (names as TypeName[]).map((name) => typeWords[name]).join(" or ") };
};

/** Whether `type` lets strings through (where a Date stands for a date-time string). */
export const typeAllowsString = (schema: Dict): boolean => {
  const type = own(schema, "type");
  return type === undefined || type === "string" || (Array.isArray(type) && type.includes("string"));
};

// A string or an object type, tested without reading the value's kind whole: the common cases, on every property of a body.
const typeCheckOf = (bits: number, words: string): Check =>
  bits === STRING
    ? (u, _depth, failure) => typeof u === "string" || isBinary(u) || failed(failure, u, words)
    : bits === OBJECT
      ? (u, _depth, failure) => isJsonObject(u) || failed(failure, u, words)
      : (u, _depth, failure) => (kindBits(u) & bits) !== 0 || failed(failure, u, words);

/** What the words of `type`, and of `enum` and `const`, end with: 3.0's `nullable`, a Date for a date-time. */
export type Suffixes = { readonly type: string; readonly other: string };

/** type, enum and const. */
const valueChecksOf = (node: Node, schema: Dict, at: At, suffix: Suffixes): Check[] => {
  const checks: Check[] = [];
  const type = typeRead(own(schema, "type"), at("type"));
  if (type !== undefined) {
    const words = `${type.words}${suffix.type}`;
    node.summary = words;
    node.kinds = type.bits;
    node.typeCheck = typeCheckOf(type.bits, words);
    checks.push(node.typeCheck);
  }
  const enumValues = own(schema, "enum");
  // A body's enum or const reads it whole: an operation checks it assembled.
  if (enumValues !== undefined || hasOwn(schema, "const")) node.whole = true;
  if (enumValues !== undefined) {
    if (!Array.isArray(enumValues)) fault(at("enum"), `expected a list, got ${valueShow(enumValues)}`);
    const values = [...(enumValues as unknown[])];
    const words = `one of ${values.slice(0, 12).map(literalShow).join(" | ")}${values.length > 12 ? ` | … (${values.length} values)` : ""}${suffix.other}`;
    node.summary = words;
    if (values.every(isPrimitive)) {
      const set = new Set(values);
      // Values all of the type: one of them is of the type too, and the type's own check is left out.
      if (type !== undefined && values.every((value) => (kindBits(value) & type.bits) !== 0)) checks.shift();
      checks.push((u, _depth, failure) => set.has(u) || failed(failure, u, words));
    } else {
      checks.push((u, _depth, failure) => {
        for (let index = 0; index < values.length; index += 1) if (jsonEqual(values[index], u)) return true;
        return failed(failure, u, words);
      });
    }
  }
  if (hasOwn(schema, "const")) {
    const constant = schema["const"];
    const words = `${literalShow(constant)}${suffix.other}`;
    node.summary = words;
    checks.push((u, _depth, failure) => jsonEqual(constant, u) || failed(failure, u, words));
  }
  return checks;
};

type Bound = { readonly value: number; readonly exclusive: boolean };
// 3.0's boolean exclusiveMinimum modifies minimum; 2020-12's number is a bound of its own, and the stricter of the two applies.
const boundRead = (inclusive: number | undefined, exclusive: unknown, pointer: string, lower: boolean): Bound | undefined => {
  if (exclusive === undefined || typeof exclusive === "boolean") return inclusive === undefined ? undefined : { value: inclusive, exclusive: exclusive === true };
  const value = boundOf(exclusive, pointer) as number;
  if (inclusive === undefined) return { value, exclusive: true };
  const exclusiveStricter = lower ? value >= inclusive : value <= inclusive;
  return exclusiveStricter ? { value, exclusive: true } : { value: inclusive, exclusive: false };
};

/** minimum, maximum, their exclusive forms and multipleOf, as one check of numbers. */
const numberCheckOf = (schema: Dict, at: At): Check | undefined => {
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
    if (multipleOf === undefined || Number.isInteger(u / multipleOf)) return true;
    const quotient = u / multipleOf;
    // Past the largest double the quotient is Infinity: the remainder still tells.
    if (!Number.isFinite(quotient)) return u % multipleOf === 0 || failed(failure, u, words);
    // Decimal steps (0.3 of 0.1) are inexact in binary: a relative tolerance.
    return Math.abs(quotient - Math.round(quotient)) < 1e-9 * Math.max(1, Math.abs(quotient)) || failed(failure, u, words);
  };
};

/** minLength, maxLength (code points) and pattern, as checks of strings. */
const stringChecksOf = (compiler: Compiler, schema: Dict, at: At): Check[] => {
  const checks: Check[] = [];
  const minLength = countOf(own(schema, "minLength"), at("minLength"));
  const maxLength = countOf(own(schema, "maxLength"), at("maxLength"));
  const pattern = own(schema, "pattern");
  const regex = pattern === undefined ? undefined : patternOf(compiler, pattern, at("pattern"));
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
    const words = `a string matching ${regex instanceof RegExp ? String(regex) : JSON.stringify(pattern)}`;
    const bound = compiler.engine === undefined ? patternBound : Infinity;
    const tooLong = `a string of at most ${patternBound} characters (the longest a document's pattern is run against)`;
    checks.push((u, _depth, failure) => typeof u !== "string" || (u.length <= bound ? regex.test(u) || failed(failure, u, words) : failed(failure, u, tooLong)));
  }
  return checks;
};

/** minItems, maxItems and uniqueItems, as one check of arrays. */
const arrayCheckOf = (schema: Dict, at: At): Check | undefined => {
  const minItems = countOf(own(schema, "minItems"), at("minItems"));
  const maxItems = countOf(own(schema, "maxItems"), at("maxItems"));
  const unique = own(schema, "uniqueItems");
  if (unique !== undefined && typeof unique !== "boolean") fault(at("uniqueItems"), `expected a boolean, got ${valueShow(unique)}`);
  if (minItems === undefined && maxItems === undefined && unique !== true) return undefined;
  const least = minItems ?? 0;
  const most = maxItems ?? Infinity;
  const words = `an array of ${minItems === undefined ? "" : `at least ${minItems}`}${minItems !== undefined && maxItems !== undefined ? " and " : ""}${maxItems === undefined ? "" : `at most ${maxItems}`} elements`;
  return (u, _depth, failure) => {
    if (!Array.isArray(u)) return true;
    const length = u.length;
    if (length < least || length > most) return failed(failure, u, words);
    if (unique !== true) return true;
    for (let index = 1; index < length; index += 1) {
      for (let other = 0; other < index; other += 1) {
        if (jsonEqual(u[index], u[other])) return failed(failure, u, `an array of unique elements (elements ${other} and ${index} are equal)`);
      }
    }
    return true;
  };
};

const namesOf = (value: unknown, pointer: string): string[] => {
  if (!Array.isArray(value) || !value.every((key) => typeof key === "string")) return fault(pointer, `expected a list of property names, got ${valueShow(value)}`);
  return [...(value as string[])];
};

const dependentWords = (key: string): string => `a value, as ${JSON.stringify(key)} is given`;

/** minProperties, maxProperties, required (readOnly ones aside) and dependentRequired, as one check of objects. */
const objectCheckOf = (session: Session, node: Node, schema: Dict, at: At): Check | undefined => {
  const { compiler } = session;
  const minProperties = countOf(own(schema, "minProperties"), at("minProperties"));
  const maxProperties = countOf(own(schema, "maxProperties"), at("maxProperties"));
  const dependentSchema = own(schema, "dependentRequired");
  if (dependentSchema !== undefined && !isPlainObject(dependentSchema)) fault(at("dependentRequired"), `expected an object of lists of names, got ${valueShow(dependentSchema)}`);
  const dependent = Object.keys(dependentSchema ?? {}).map((key) => [key, namesOf((dependentSchema as Dict)[key], `${at("dependentRequired")}/${key}`)] as const);
  // Before 2019-09, `dependencies` held both forms: its lists are dependentRequired.
  const legacy = own(schema, "dependencies");
  if (isPlainObject(legacy)) for (const key of Object.keys(legacy)) if (Array.isArray(legacy[key])) dependent.push([key, namesOf(legacy[key], `${at("dependencies")}/${key}`)] as const);
  if (minProperties !== undefined || maxProperties !== undefined || dependent.length > 0) node.whole = true;
  if (minProperties === undefined && maxProperties === undefined && node.required.length === 0 && dependent.length === 0) return undefined;
  const least = minProperties ?? 0;
  const most = maxProperties ?? Infinity;
  const counted = minProperties !== undefined || maxProperties !== undefined;
  const words = `an object of ${minProperties === undefined ? "" : `at least ${minProperties}`}${minProperties !== undefined && maxProperties !== undefined ? " and " : ""}${maxProperties === undefined ? "" : `at most ${maxProperties}`} properties`;
  let requiredNow: Array<readonly [string, Node]> = [];
  // readOnly is known once every node is filled (a property may be a `$ref`).
  session.finish.push(() => {
    const known = new Map(node.properties);
    requiredNow = node.required.filter((key) => !readOnlyOf(known.get(key) ?? compiler.accept)).map((key) => [key, known.get(key) ?? compiler.accept] as const);
  });
  // Under `type: object`, checked first, the value is an object here.
  const typed = node.kinds === OBJECT;
  const folded = node.requiredFolded;
  if (folded && !counted && dependent.length === 0) return undefined;
  return (u, _depth, failure) => {
    if (!typed && !isJsonObject(u)) return true;
    const object = u as Dict;
    for (let index = 0; index < (folded ? 0 : requiredNow.length); index += 1) {
      const entry = requiredNow[index] as readonly [string, Node];
      const key = entry[0];
      if (!hasOwn(object, key) || object[key] === undefined) return missed(failure, key, entry[1].codec, describe, entry[1]);
    }
    for (let index = 0; index < dependent.length; index += 1) {
      const [key, names] = dependent[index] as readonly [string, string[]];
      if (!hasOwn(object, key) || object[key] === undefined) continue;
      for (const name of names) if (!hasOwn(object, name) || object[name] === undefined) return missed(failure, name, compiler.accept.codec, dependentWords, key);
    }
    if (!counted) return true;
    let count = 0;
    for (const key in object) if (hasOwn(object, key) && object[key] !== undefined) count += 1;
    return (count >= least && count <= most) || failed(failure, object, words);
  };
};

/** The Validation vocabulary's checks of any value: type, enum, const, and those of strings, numbers and arrays. */
export const validationChecksOf = (session: Session, node: Node, schema: Dict, at: At, suffix: Suffixes): Check[] => {
  const value = valueChecksOf(node, schema, at, suffix);
  value.push(...stringChecksOf(session.compiler, schema, at));
  const numeric = numberCheckOf(schema, at);
  if (numeric !== undefined) value.push(numeric);
  const array = arrayCheckOf(schema, at);
  if (array !== undefined) value.push(array);
  return value;
};

/** The Validation vocabulary's checks of objects, run after the properties' (which may have checked `required`). */
export const objectValidationOf = objectCheckOf;

/** `required` as the schema writes it (3.0's `required: true` on a property, Swagger's form, ignored). */
export const requiredRead = (node: Node, schema: Dict, at: At): void => {
  const required = own(schema, "required");
  node.required = required === undefined || required === true || required === false ? [] : namesOf(required, at("required"));
};
