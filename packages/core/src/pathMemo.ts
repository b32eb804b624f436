type Trie = Map<unknown, unknown>;

// Where a path's value is kept, in the map its last step reaches: a symbol no path can hold.
const valueAt = Symbol("value");

/**
 * Values memoised by a path of keys (a trie of Maps, one level per key): keys met again are
 * looked up as they are, where one key spelt out of them would be a new string, read whole on
 * every use. At most `capacity` values are kept (at least 1); past that the trie starts over.
 * What `compute` returns is shared by every caller, so it must never change (see successMemo).
 */
export const pathMemo = <A>(capacity: number) => {
  let root: Trie = new Map();
  let count = 0;
  const memoised = (path: readonly unknown[], compute: () => A): A => {
    if (count >= capacity) {
      root = new Map();
      count = 0;
    }
    let node = root;
    for (let index = 0; index < path.length; index += 1) {
      const key = path[index];
      let next = node.get(key) as Trie | undefined;
      if (next === undefined) {
        next = new Map();
        node.set(key, next);
      }
      node = next;
    }
    if (node.has(valueAt)) return node.get(valueAt) as A;
    const value = compute();
    node.set(valueAt, value);
    count += 1;
    return value;
  };
  return Object.assign(memoised, { size: (): number => count });
};
