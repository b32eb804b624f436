/**
 * Timing for the linear-time checks, which compare growth (a ratio), never an absolute time.
 * Best of `runs` timings of `reps` calls, in milliseconds: the minimum is the run least
 * disturbed by GC and other work on the machine.
 */
export const time = (work: () => void, runs = 5, reps = 5): number => {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    for (let rep = 0; rep < reps; rep += 1) work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
};
