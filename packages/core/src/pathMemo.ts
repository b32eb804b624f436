type Trie = Map<unknown, unknown>;

// Where a path's value is kept, in the map its last step reaches: a symbol no path can hold.
const valueAt = Symbol("value");

/**
 * Values memoised by a path of keys, a trie of Maps: no joined key string, new and read whole on every use. At most
 * `capacity` (at least 1) values, then the trie starts over. Maps are made only after `compute` returns, so a throw
 * leaves nothing behind. Keys are kept by reference; results are shared, so must never change (see successMemo).
 */
export const pathMemo = <A>(capacity: number) => {
  let root: Trie = new Map();
  let count = 0;
  const memoised = (path: readonly unknown[], compute: () => A): A => {
    let node: Trie | undefined = root;
    for (const key of path) node = node?.get(key) as Trie | undefined;
    if (node?.has(valueAt)) return node.get(valueAt) as A;
    const value = compute();
    if (count >= capacity) {
      root = new Map();
      count = 0;
    }
    let at = root;
    for (const key of path) at = (at.get(key) as Trie | undefined) ?? (at.set(key, new Map()).get(key) as Trie);
    at.set(valueAt, value);
    count += 1;
    return value;
  };
  return Object.assign(memoised, { size: (): number => count });
};
