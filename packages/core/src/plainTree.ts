import { heldIndices, listLength } from "./heldIndices";
import { hasOwn, isPlainObject, setOwn } from "./ownRecord";

// Trees of plain objects and arrays, as `.defaults()` keeps them. Anything else (an `http.Agent`, a `Date`, a `Map`,
// a function, a primitive) is a leaf: kept by reference, never copied, never frozen. Cycles are followed once.

type Branch = Record<string, unknown> | unknown[];
/** A plain object or an array: what the trees here are made of. */
export const isBranch = (value: unknown): value is Branch => Array.isArray(value) || isPlainObject(value);

/** The most keys a per-call copy spreads: V8 spreads hundreds of keys in quadratic time; larger ones go key by key. */
export const spreadLimit = 64;

// `list`'s elements through `each` into `out`, a hole copied as `undefined`; a list too long to walk (`heldIndices`)
// keeps its length and holes.
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

// Own enumerable string keys (for-in lists no symbol), each value read once, set by setOwn. Not a spread: telling a
// spread's symbol keys apart took an array per copy, most of a small copy's time (docs/performance.md).
const recordCopy = (record: Record<string, unknown>): Record<string, unknown> => {
  const copy: Record<string, unknown> = {};
  for (const key in record) if (hasOwn(record, key)) setOwn(copy, key, record[key]);
  return copy;
};

const nothingReferenced: ReadonlySet<string> = new Set();

// A deep copy of the branches, cycles and sharing kept, each caller value read once; `undefined` when a branch nests
// deeper than `limit` (the root is level 1; a branch counts where first met). The root's keys in `referenced` keep
// their values by reference (the caller copies them). Iterative: recursion would overflow the stack on a long chain
// hidden behind a short path (its links met first through a hub).
const boundedCopy = (value: Branch, limit: number, referenced: ReadonlySet<string>): Branch | undefined => {
  // Each branch is copied shallow when first met, then its values replaced by their copies (a leaf stays itself).
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

/** A long-lived deep copy of a record: `undefined` past `limit` levels; keys in `referenced` kept by reference. */
export const plainCopyWithin =
  (limit: number, referenced: ReadonlySet<string> = nothingReferenced) =>
  (record: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined =>
    boundedCopy(record, limit, referenced) as Record<string, unknown> | undefined;

// A frozen branch is shared with earlier defaults, frozen already, all the way down.
const unfrozen = (node: unknown): node is Branch => isBranch(node) && !Object.isFrozen(node);

/**
 * Freezes every branch (shallowly, one by one, leaves untouched); iterative. Object.freeze, not immer's `freeze`, which
 * would ask again what `unfrozen` asked (frozen? a draft? a plain object or an array?) for each branch.
 */
export const plainFreeze = <A>(value: A): A => {
  if (!unfrozen(value)) return value;
  const stack: Branch[] = [value];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    Object.freeze(node);
    for (const key of Object.keys(node)) {
      const child: unknown = (node as Record<string, unknown>)[key];
      if (unfrozen(child)) stack.push(child);
    }
  }
  return value;
};
