// The longest string kept: a set of names must not hold a large string alive.
const keptLength = 1024;

/**
 * `test`, with the strings that passed kept: a bounded set, emptied when `limit` is reached, so
 * a program that names the same few strings again and again tests each once. (A failure is not
 * kept: a burst of bad input must not evict good entries. Nor is a string longer than
 * `keptLength`.)
 */
export const passedKept = (limit: number, test: (s: string) => boolean): ((s: string) => boolean) => {
  const passed = new Set<string>();
  return (s) => {
    if (passed.has(s)) return true;
    if (!test(s)) return false;
    if (s.length > keptLength) return true;
    if (passed.size >= limit) passed.clear();
    passed.add(s);
    return true;
  };
};
