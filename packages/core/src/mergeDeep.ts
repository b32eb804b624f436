import { hasOwn, isPlainObject, setOwn } from "./ownRecord";

type Plain = Readonly<Record<string, unknown>>;

/**
 * Deep merge of plain objects: `patch` wins, plain objects on both sides merge, anything else
 * (arrays included) is replaced. Patch values are taken by reference; base values that the
 * patch leaves alone go through `adopt`: the identity shares them (long-lived, frozen
 * defaults), `plainCopy` (plainTree.ts) makes a fresh, mutable result (per call).
 */
export const mergeDeep =
  (adopt: (value: unknown) => unknown) =>
  (base: Plain, patch: Plain): Record<string, unknown> => {
    const merge = (left: Plain, right: Plain): Record<string, unknown> => {
      // Keys keep the base's order, new keys follow in the patch's: query strings are built
      // in this order.
      const result: Record<string, unknown> = {};
      for (const key of Object.keys(left)) {
        setOwn(result, key, hasOwn(right, key) ? mergeValue(left[key], right[key]) : adopt(left[key]));
      }
      for (const key of Object.keys(right)) {
        if (!hasOwn(left, key)) setOwn(result, key, right[key]);
      }
      return result;
    };
    const mergeValue = (current: unknown, value: unknown): unknown =>
      isPlainObject(value) && isPlainObject(current) ? merge(current, value) : value;
    return merge(base, patch);
  };
