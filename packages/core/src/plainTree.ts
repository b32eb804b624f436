import { freeze } from "immer";
import { heldIndices, listLength } from "./heldIndices";
import { isPlainObject, setOwn } from "./ownRecord";

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

const same = (item: unknown): unknown => item;

// An object's own string keys and their values, each read once (a spread reads each getter
// once, and is V8's fastest copy), as own data (`__proto__` too); symbol keys left out.
const recordCopy = (record: Record<string, unknown>): Record<string, unknown> => {
  const copy: Record<string, unknown> = { ...record };
  if (Object.getOwnPropertySymbols(copy).length === 0) return copy;
  const keyed: Record<string, unknown> = {};
  for (const key of Object.keys(copy)) setOwn(keyed, key, copy[key]);
  return keyed;
};

/**
 * A deep copy of the tree's branches, cycles kept as cycles (and shared branches shared), each
 * value of the caller's read once. Iterative: plainDepth counts a branch at the first depth it
 * is met, so a long chain of branches can hide behind a short path, and recursion along it
 * would overflow the stack.
 */
export const plainCopy = (value: unknown): unknown => {
  if (!isBranch(value)) return value;
  // Each branch is copied whole when first met, then its branch values are replaced by theirs.
  // Most trees are one branch of leaves (the defaults' headers): no map is made for them.
  const root: Branch = Array.isArray(value) ? listCopy(value, same) : recordCopy(value);
  let copies: Map<Branch, Branch> | undefined;
  const pending: Branch[] = [root];
  const copyOf = (node: unknown): unknown => {
    if (!isBranch(node)) return node;
    copies ??= new Map([[value, root]]);
    const done = copies.get(node);
    if (done !== undefined) return done;
    const out: Branch = Array.isArray(node) ? listCopy(node, same) : recordCopy(node);
    copies.set(node, out);
    pending.push(out);
    return out;
  };
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (Array.isArray(next)) {
      // The copy of a list too long to walk keeps its holes: only its held indices are read.
      const held = heldIndices(next, next.length);
      if (held === undefined) {
        for (let index = 0; index < next.length; index += 1) if (isBranch(next[index])) next[index] = copyOf(next[index]);
      } else {
        for (const index of held) if (isBranch(next[index])) next[index] = copyOf(next[index]);
      }
      continue;
    }
    // Own data, just defined by recordCopy: assigning replaces the value, never reaches a setter.
    for (const key of Object.keys(next)) if (isBranch(next[key])) next[key] = copyOf(next[key]);
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
  if (!isBranch(value)) return 0;
  const seen = new Set<Branch>();
  // Two stacks rather than one of pairs: no pair made per branch.
  const nodes: Branch[] = [value];
  const depths: number[] = [1];
  let deepest = 0;
  while (nodes.length > 0) {
    const node = nodes.pop() as Branch;
    const depth = depths.pop() as number;
    if (seen.has(node)) continue;
    seen.add(node);
    deepest = Math.max(deepest, depth);
    for (const key of Object.keys(node)) {
      const child: unknown = (node as Record<string, unknown>)[key];
      if (!isBranch(child)) continue;
      nodes.push(child);
      depths.push(depth + 1);
    }
  }
  return deepest;
};
