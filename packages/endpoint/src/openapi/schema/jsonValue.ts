import { type Dict, hasOwn, isPlainObject } from "@request-options/core/internal";
import { valueShow } from "@request-options/types";

/** How deep a value is walked: a value that contains itself stops here. */
export const depthLimit = 256;

const objectPrototype = Object.prototype;
/** A plain object (a JSON object): an object literal first, at the cost of one prototype read; else the full test. */
export const isJsonObject = (u: unknown): u is Dict => typeof u === "object" && u !== null && (Object.getPrototypeOf(u) === objectPrototype || isPlainObject(u));

export const typeNames = ["string", "number", "integer", "boolean", "array", "object", "null"] as const;
export type TypeName = (typeof typeNames)[number];
export const STRING = 1;
export const NUMBER = 2;
export const INTEGER = 4;
export const BOOLEAN = 8;
export const ARRAY = 16;
export const OBJECT = 32;
export const NULL = 64;
export const typeBits: Record<TypeName, number> = { string: STRING, number: NUMBER, integer: INTEGER, boolean: BOOLEAN, array: ARRAY, object: OBJECT, null: NULL };
export const typeWords: Record<TypeName, string> = { string: "a string", number: "a number", integer: "an integer", boolean: "a boolean", array: "an array", object: "an object", null: "null" };

/** The binary string OpenAPI describes, as multipart and binary bodies take it (docs/decisions.md, "OpenAPI documents"). */
export const isBinary = (u: unknown): boolean =>
  u instanceof ArrayBuffer ||
  ArrayBuffer.isView(u) ||
  (typeof Blob !== "undefined" && u instanceof Blob) ||
  (typeof ReadableStream !== "undefined" && u instanceof ReadableStream) ||
  (typeof u === "object" && u !== null && typeof (u as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === "function");

/** A value's JSON types as bits (a binary value counts as a string). Non-finite numbers are no JSON numbers; bigints are refused (JSON.stringify throws on them). */
export const kindBits = (u: unknown): number =>
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
            : isJsonObject(u)
              ? OBJECT
              : isBinary(u)
                ? STRING
                : 0;

export const isPrimitive = (u: unknown): boolean => u === null || (typeof u !== "object" && typeof u !== "function");

/** JSON equality (enum, const, uniqueItems), bounded: a document's own value may be cyclic. */
export const jsonEqual = (a: unknown, b: unknown, depth = 0): boolean => {
  if (a === b) return true;
  if (depth > depthLimit) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) if (!jsonEqual(a[index], b[index], depth + 1)) return false;
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  let count = 0;
  for (const key in a) {
    if (!hasOwn(a, key)) continue;
    count += 1;
    if (!hasOwn(b, key) || !jsonEqual(a[key], (b as Dict)[key], depth + 1)) return false;
  }
  return count === Object.keys(b).length;
};

export const literalShow = (value: unknown): string => (isPrimitive(value) ? valueShow(value) : (JSON.stringify(value)?.slice(0, 60) ?? valueShow(value)));

/** Code points, not UTF-16 units: a surrogate pair is one character (JSON Schema's length). */
export const codePoints = (text: string): number => {
  let count = text.length;
  for (let index = 0; index < text.length; index += 1) {
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
