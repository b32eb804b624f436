/**
 * Arrays from the caller are walked index by index, a hole reading as `undefined` (or as what a
 * polluted Object.prototype holds at that index: a list too long to walk never reads it). A list can
 * claim a length it does not hold: `new Array(2 ** 32 - 1)` is one sparse object, and so is a
 * Proxy whose `length` says so. Walking that takes minutes, and copying it kills the process.
 * Past `walkLimit` indices, the indices that hold an element are asked for instead.
 */

/**
 * A list's length, read once and made a number once, as the language's ToLength would, and no
 * more than an array can hold: a Proxy may answer anything, an object whose `valueOf` says
 * another length each time included.
 */
export const listLength = (list: readonly unknown[]): number => {
  const given: unknown = list.length;
  const length = typeof given === "number" ? given : Number(given);
  return length > 0 ? Math.min(Math.floor(length), 2 ** 32 - 1) : 0;
};

/** The most indices walked one by one: about a millisecond of holes. */
export const walkLimit = 1 << 20;

const canonicalIndex = /^(?:0|[1-9]\d*)$/;

/**
 * `undefined` when `list`, of the `length` its caller read once (a Proxy may say another
 * length each time it is asked), is short enough to walk index by index (the usual list);
 * else its own indices below `length` that hold an element, ascending. Either way the same
 * elements are met in the same order; only the holes between them are skipped.
 */
export const heldIndices = (list: readonly unknown[], length: number): readonly number[] | undefined => {
  if (length <= walkLimit) return undefined;
  const held: number[] = [];
  for (const key of Object.keys(list)) {
    if (!canonicalIndex.test(key)) continue;
    const index = Number(key);
    // A key past the length is no element.
    if (index < length) held.push(index);
  }
  // An array lists them ascending already; a Proxy's ownKeys may not.
  return held.sort((a, b) => a - b);
};
