import { freeze } from "immer";
import { heldIndices, listLength } from "./heldIndices";
import { isPlainObject } from "./ownRecord";

/**
 * Trees of plain objects and arrays, as `.defaults()` keeps them. Anything else in a tree
 * (class instances such as an `http.Agent`, a `Date`, a `Map`, functions, primitives) is a
 * leaf: kept by reference, never copied, never frozen. Cycles are followed once.
 */

type Branch = Record<string, unknown> | unknown[];
/** A plain object or an array: what the trees here are made of. */
export const isBranch = (value: unknown): value is Branch => Array.isArray(value) || isPlainObject(value);

/**
 * The most keys a per-call copy spreads: V8 defines hundreds of keys spread onto an object in
 * quadratic time, so larger objects are copied key by key.
 */
export const spreadLimit = 64;

/** Whether every value of `branch` is a leaf and it has no symbol key: a spread copies it exactly. */
export const leavesOnly = (branch: Branch): boolean => {
  if (Array.isArray(branch)) {
    // A list too long to walk is copied by plainCopy's own walk, which keeps it sparse.
    const length = listLength(branch);
    if (heldIndices(branch, length) !== undefined) return false;
    for (let index = 0; index < length; index += 1) if (isBranch(branch[index])) return false;
    return true;
  }
  for (const key of Object.keys(branch)) if (isBranch(branch[key])) return false;
  // A spread would copy symbol keys too, which the copy below leaves out.
  return Object.getOwnPropertySymbols(branch).length === 0;
};

/**
 * `list`'s elements through `each`, into `out`: index by index, a hole read as `undefined`
 * (and so copied as one); a list too long for that (`heldIndices`) keeps its length and its
 * holes, its elements copied where they are.
 */
const listCopy = (list: readonly unknown[], each: (item: unknown) => unknown, out: unknown[] = []): unknown[] => {
  const length = listLength(list);
  const held = heldIndices(list, length);
  if (held === undefined) {
    for (let index = 0; index < length; index += 1) out.push(each(list[index]));
    return out;
  }
  out.length = length;
  for (const index of held) out[index] = each(list[index]);
  return out;
};

/**
 * A deep copy of the tree's branches, cycles kept as cycles (and shared branches shared).
 * Iterative: plainDepth counts a branch at the first depth it is met, so a long chain of
 * branches can hide behind a short path, and recursion along it would overflow the stack.
 */
export const plainCopy = (value: unknown): unknown => {
  // Most values are leaves (the per-call merge copies every default key): no map for them.
  if (!isBranch(value)) return value;
  // A branch of leaves only (the defaults' headers) has no cycle: a spread copies it, its
  // keys defined as own data (`__proto__` too), without the map and the per-key defines.
  if (leavesOnly(value)) return Array.isArray(value) ? listCopy(value, (item) => item) : { ...value };
  const copies = new Map<Branch, Branch>();
  const pending: Array<readonly [Branch, Branch]> = [];
  // The (still empty) copy of `node`; filled when taken off the list.
  const copyOf = (node: unknown): unknown => {
    if (!isBranch(node)) return node;
    const done = copies.get(node);
    if (done !== undefined) return done;
    const out: Branch = Array.isArray(node) ? [] : {};
    copies.set(node, out);
    pending.push([node, out]);
    return out;
  };
  const root = copyOf(value);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, out] = next;
    if (Array.isArray(node)) {
      listCopy(node, copyOf, out as unknown[]);
      continue;
    }
    for (const key of Object.keys(node)) {
      // Not setOwn's plain assignment for __proto__: define it as own data.
      Object.defineProperty(out, key, { value: copyOf(node[key]), enumerable: true, writable: true, configurable: true });
    }
  }
  return root;
};

/** Freezes every branch with immer (shallowly, one by one, leaves untouched); iterative. */
export const plainFreeze = <A>(value: A): A => {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    // A frozen branch is shared with earlier defaults, frozen already, all the way down.
    if (!isBranch(node) || Object.isFrozen(node)) continue;
    freeze(node);
    for (const key of Object.keys(node)) stack.push((node as Record<string, unknown>)[key]);
  }
  return value;
};

/** How deep the tree's branches nest (a cycle counts once); iterative, so any depth is safe. */
export const plainDepth = (value: unknown): number => {
  const seen = new Set<Branch>();
  const stack: Array<[unknown, number]> = [[value, 0]];
  let deepest = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (!isBranch(node) || seen.has(node)) continue;
    seen.add(node);
    deepest = Math.max(deepest, depth + 1);
    for (const key of Object.keys(node)) stack.push([(node as Record<string, unknown>)[key], depth + 1]);
  }
  return deepest;
};
