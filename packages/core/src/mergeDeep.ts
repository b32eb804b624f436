import { hasOwn, isPlainObject, setOwn } from "./ownRecord";
import { leavesOnly } from "./plainTree";

type Plain = Readonly<Record<string, unknown>>;

/**
 * Deep merge of plain objects: `patch` wins, plain objects on both sides merge, anything else
 * (arrays included) is replaced. Patch values are taken by reference; base values that the
 * patch leaves alone go through `adopt`: the identity shares them (long-lived, frozen
 * defaults), `plainCopy` (plainTree.ts) makes a fresh, mutable result (per call).
 *
 * Defaults keep cycles as cycles (plainTree.ts), so both sides may hold one: each pair of
 * objects is merged once, into one result, which closes a cycle where recursion would never
 * end. A work list instead of recursion keeps any depth of patch safe for the stack.
 */
export const mergeDeep =
  (adopt: (value: unknown) => unknown) =>
  (base: Plain, patch: Plain): Record<string, unknown> =>
    mergeFlat(adopt, base, patch) ?? mergeNested(adopt, base, patch);

// Up to this many keys a merge spreads: V8 spreads hundreds of keys onto an object that has
// keys in quadratic time, so larger ones take the work list.
const spreadLimit = 64;

/**
 * The common per-call merge in spreads, which copy far faster than one keyed store per key:
 * where both sides hold a plain object, the base's holds leaves only (the headers), so nothing
 * merges deeper and no cycle can arise. `undefined` when the work list is needed: a deeper
 * plain object in the base, symbol keys (a spread copies them, the work list does not), or
 * many keys.
 */
const mergeFlat = (adopt: (value: unknown) => unknown, base: Plain, patch: Plain): Record<string, unknown> | undefined => {
  const keys = Object.keys(base);
  if (keys.length + Object.keys(patch).length > spreadLimit) return undefined;
  if (Object.getOwnPropertySymbols(base).length > 0 || Object.getOwnPropertySymbols(patch).length > 0) return undefined;
  const result: Record<string, unknown> = { ...base, ...patch };
  for (const key of keys) {
    const left = base[key];
    if (!Array.isArray(left) && !isPlainObject(left)) continue;
    if (!hasOwn(patch, key)) {
      setOwn(result, key, adopt(left));
      continue;
    }
    const right = patch[key];
    if (!isPlainObject(left) || !isPlainObject(right)) continue;
    if (!leavesOnly(left)) return undefined;
    // Nothing below can merge further (the left holds leaves only): the right's values are
    // taken as they are, each read once, onto a copy of the left.
    const merged: Record<string, unknown> = { ...left };
    for (const name of Object.keys(right)) setOwn(merged, name, right[name]);
    setOwn(result, key, merged);
  }
  return result;
};

const mergeNested = (adopt: (value: unknown) => unknown, base: Plain, patch: Plain): Record<string, unknown> => {
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
    // Keys keep the base's order, new keys follow in the patch's: query strings are built
    // in this order.
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
