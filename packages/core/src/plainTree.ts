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

// An object's own enumerable string keys and their values, each read once, as own data
// (`__proto__` too): defined, as a spread and fromEntries define them, never assigned, so no
// setter or read-only key of a polluted Object.prototype is reached. A spread carries symbol
// keys too: the rare copy that holds one is made again without them.
const recordCopy = (record: Record<string, unknown>): Record<string, unknown> => {
  const copy: Record<string, unknown> = { ...record };
  return Object.getOwnPropertySymbols(copy).length === 0 ? copy : Object.fromEntries(Object.keys(copy).map((key) => [key, copy[key]]));
};

const nothingReferenced: ReadonlySet<string> = new Set();

/**
 * A deep copy of the tree's branches, cycles kept as cycles (and shared branches shared), each
 * value of the caller's read once; `undefined` when a branch nests deeper than `limit` (the
 * tree itself is level 1; a branch counts at the depth it is first met, a cycle once). The
 * root's keys in `referenced` keep their values by reference, wherever the root is met (its
 * caller copies those values as it needs them). Iterative: a long chain of branches can hide
 * behind a short path (its links met first through a hub), and recursion along it would
 * overflow the stack.
 */
const boundedCopy = (value: Branch, limit: number, referenced: ReadonlySet<string>): Branch | undefined => {
  // Each branch is copied whole when first met, then its values are replaced by their copies
  // (copyOf gives a leaf back as it is).
  // Most trees are one branch of leaves (the defaults' headers): no map is made for them.
  const root: Branch = Array.isArray(value) ? listCopy(value, same) : recordCopy(value);
  let copies: Map<Branch, Branch> | undefined;
  // Two stacks rather than one of pairs: no pair made per branch.
  const pending: Branch[] = [root];
  const depths: number[] = [1];
  let depth = 1;
  let tooDeep = false;
  const copyOf = (node: unknown): unknown => {
    if (!isBranch(node)) return node;
    copies ??= new Map<Branch, Branch>().set(value, root);
    const done = copies.get(node);
    if (done !== undefined) return done;
    tooDeep ||= depth >= limit;
    const out: Branch = Array.isArray(node) ? listCopy(node, same) : recordCopy(node);
    copies.set(node, out);
    pending.push(out);
    depths.push(depth + 1);
    return out;
  };
  for (let next = pending.pop(); next !== undefined && !tooDeep; next = pending.pop()) {
    depth = depths.pop() as number;
    if (Array.isArray(next)) {
      // The copy of a list too long to walk keeps its holes: only its held indices are read.
      const held = heldIndices(next, next.length);
      if (held === undefined) {
        for (let index = 0; index < next.length; index += 1) next[index] = copyOf(next[index]);
      } else {
        for (const index of held) next[index] = copyOf(next[index]);
      }
      continue;
    }
    // Own data, just defined by recordCopy: assigning replaces the value, never reaches a setter.
    const skipped = next === root ? referenced : nothingReferenced;
    for (const key of Object.keys(next)) if (!skipped.has(key)) next[key] = copyOf(next[key]);
  }
  return tooDeep ? undefined : root;
};

/** A deep copy of the tree's branches (`boundedCopy`, unbounded): fresh and mutable. */
export const plainCopy = (value: unknown): unknown => (isBranch(value) ? boundedCopy(value, Infinity, nothingReferenced) : value);

/**
 * `boundedCopy` of a record, for values that live long: `undefined` when its branches nest
 * deeper than `limit`. The record's keys in `referenced` keep their values by reference.
 */
export const plainCopyWithin =
  (limit: number, referenced: ReadonlySet<string> = nothingReferenced) =>
  (record: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined =>
    boundedCopy(record, limit, referenced) as Record<string, unknown> | undefined;

// A frozen branch is shared with earlier defaults, frozen already, all the way down.
const unfrozen = (node: unknown): node is Branch => isBranch(node) && !Object.isFrozen(node);

/** Freezes every branch with immer (shallowly, one by one, leaves untouched); iterative. */
export const plainFreeze = <A>(value: A): A => {
  if (!unfrozen(value)) return value;
  const stack: Branch[] = [value];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    freeze(node);
    for (const key of Object.keys(node)) {
      const child: unknown = (node as Record<string, unknown>)[key];
      if (unfrozen(child)) stack.push(child);
    }
  }
  return value;
};
