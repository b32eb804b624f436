import { PlainObject } from "@request-options/types";

/** Whether `record` owns `key`. Caller keys such as `__proto__` are data: read only when owned, never via a prototype. */
export const hasOwn = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/** Whether `key` is an own enumerable property: a key that `Object.keys` and for-in list. */
export const isOwnEnumerable = (record: object, key: string): boolean => Object.prototype.propertyIsEnumerable.call(record, key);

/** The value of an own property, else `undefined` (never an inherited one). */
export const getOwn = (record: Readonly<Record<string, unknown>>, key: string): unknown =>
  hasOwn(record, key) ? record[key] : undefined;

// Per-call key loops are `for (const key in record) if (hasOwn(record, key))`: Object.keys' keys and order, read
// through V8's enum cache (docs/performance.md).

/**
 * Sets `key` as an own, enumerable, writable property. A key Object.prototype holds (`__proto__`, or a setter or
 * read-only key a polluter put there) is defined, so no accessor runs and nothing throws; the rest are assigned, which
 * is faster. The records set here inherit from Object.prototype or from nothing.
 */
export const setOwn = (record: Record<string, unknown>, key: string, value: unknown): void => {
  if (key in Object.prototype) {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    record[key] = value;
  }
};

/**
 * An object literal or `Object.create(null)`, from any realm: the only objects that merge and get copied. Class
 * instances (an `http.Agent`, a `Date`), Maps and arrays are not.
 */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => PlainObject.is(value);
