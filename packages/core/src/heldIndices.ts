// Caller arrays are walked index by index, a hole read as `undefined` (or a polluted Object.prototype's value there).
// A sparse `new Array(2 ** 32 - 1)`, or a Proxy's `length`, claims far more than it holds: walking hangs, copying
// exhausts memory. Past `walkLimit`, only the indices that hold an element are read (never the prototype's).

/**
 * A list's length, read and made a number once, as ToLength would but no more than an array can hold (2 ** 32 - 1):
 * a Proxy may answer anything, anew each time.
 */
export const listLength = (list: readonly unknown[]): number => {
  const given: unknown = list.length;
  const length = typeof given === "number" ? given : Number(given);
  return length > 0 ? Math.min(Math.floor(length), 2 ** 32 - 1) : 0;
};

/** The most indices walked one by one, holes included. */
export const walkLimit = 1 << 20;

const canonicalIndex = /^(?:0|[1-9]\d*)$/;

/**
 * `undefined` when `list`, of the `length` its caller read once, is short enough to walk; else its own indices below
 * `length` that hold an element, ascending. Either way the same elements are met in order; only holes are skipped.
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
