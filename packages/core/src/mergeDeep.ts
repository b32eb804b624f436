import { hasOwn, isPlainObject, setOwn } from "./ownRecord";

type Plain = Readonly<Record<string, unknown>>;

/**
 * Deep merge of plain objects: `patch` wins, plain objects on both sides merge, anything else (arrays too) is replaced.
 * Patch values are taken by reference; base values the patch leaves alone go through `adopt`: the identity shares
 * them (frozen defaults), `plainCopy` (plainTree.ts) makes a fresh, mutable result (per call). Each pair of objects
 * is merged once, into one result, so a cycle on either side closes; a work list keeps any depth off the stack.
 */
export const mergeDeep =
  (adopt: (value: unknown) => unknown) =>
  (base: Plain, patch: Plain): Record<string, unknown> => {
  const results = new Map<Plain, Map<Plain, Record<string, unknown>>>();
  const pending: Array<readonly [Plain, Plain, Record<string, unknown>]> = [];
  // The (still empty) result of merging `left` and `right`; filled when taken off the list.
  const resultOf = (left: Plain, right: Plain): Record<string, unknown> => {
    const byRight = results.get(left) ?? new Map<Plain, Record<string, unknown>>();
    results.set(left, byRight);
    const known = byRight.get(right);
    if (known !== undefined) return known;
    const result: Record<string, unknown> = {};
    byRight.set(right, result);
    pending.push([left, right, result]);
    return result;
  };
  const root = resultOf(base, patch);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [left, right, result] = next;
    // The base's keys in order, then new ones in the patch's: query strings are built in this order.
    for (const key of Object.keys(left)) {
      if (!hasOwn(right, key)) {
        setOwn(result, key, adopt(left[key]));
        continue;
      }
      const current = left[key];
      const value = right[key];
      setOwn(result, key, isPlainObject(value) && isPlainObject(current) ? resultOf(current, value) : value);
    }
    for (const key of Object.keys(right)) {
      if (!hasOwn(left, key)) setOwn(result, key, right[key]);
    }
  }
  return root;
};
