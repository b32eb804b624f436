/**
 * Timing for the linear-time checks, which compare growth, never an absolute time.
 *
 * `growthRatio` answers "how much longer does 10× the input take?": about 10 for linear
 * work, about 100 for quadratic. Noise (GC, the other jest worker on a 2-core machine) only
 * ever adds time, so each side keeps its best of several interleaved runs, the small input
 * runs in batches of 10 (the same allocation volume as one large run), and a measurement
 * over the limit is taken again, keeping the lowest: quadratic work cannot get under the
 * limit by luck.
 *
 * The time is the process's CPU time, not the wall clock: a large run (a few milliseconds)
 * that another process preempts is not charged for the wait. And a retry waits a little
 * first, so that a burst of work elsewhere (another worker installing packages, starting a
 * browser) has passed: encoding 100 000 characters already takes about 14 times as long as
 * 10 000 here (caches), and a busy neighbour pushed that past the limit in five back-to-back
 * attempts.
 *
 * Hosts differ in how much 10× the input costs even for linear work: where caches are small,
 * 100 000 characters spill out of them and linear checks read 22× to 39× (an AMD EPYC with
 * 1 MB of cache per core, at the same commit that read under 20× on a Xeon). So a ratio is
 * divided by this host's growth for a linear reference (`referenceWork`) over 10, capped at 4
 * (a raw limit of 80, where quadratic work reads 100). A host whose reference reads 10× or
 * less is held to 20 as before. The cost, on a small-cache host: quadratic work that touches
 * little memory reads about 100 / 3.4 ≈ 29 rather than 100, still over the limit, and linear
 * work with an equally costly quadratic part about 16, which passes.
 */

import { LARGE } from "./adversarialShapes";

/** What the checks accept: comfortably above linear (10), far below quadratic (100). */
export const LINEAR_LIMIT = 20;

/** CPU time of this process in milliseconds (user and system: their sum is exact, their split is not). */
const cpuNow = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const batchTime = (work: () => void, count: number): number => {
  const start = cpuNow();
  for (let i = 0; i < count; i += 1) work();
  return (cpuNow() - start) / count;
};

const attempts = 8;
const pauseBetweenAttempts = 150;
const pause = (milliseconds: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
};

// Work known to be linear and as allocation-heavy as the heaviest check: n characters split
// into n/2 words. On a host whose caches are small, 10× of it costs far more than 10× (34× to
// 39× on an AMD EPYC with 1 MB of cache per core).
const referenceWork = (size: number) => {
  const text = "a ".repeat(size / 2);
  return () => {
    text.split(" ");
  };
};

// The most a host's growth may excuse: a raw ratio of 80 at most, so that no host (nor a burst
// of noise on the reference's large run) turns the checks off. Quadratic work reads 100 raw.
const hostGrowthCap = 40;

// time(10 × size) / time(size) for one pair of inputs: each side its best of five runs, the
// small input in batches of 10 (the same allocation volume as one large run).
const ratioOf = (small: () => void, large: () => void): number => {
  let bestSmall = Number.POSITIVE_INFINITY;
  let bestLarge = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run += 1) {
    bestSmall = Math.min(bestSmall, batchTime(small, 10));
    bestLarge = Math.min(bestLarge, batchTime(large, 1));
  }
  // The floor keeps a too-fast-to-measure small input from making the ratio meaningless.
  return bestLarge / Math.max(bestSmall, 0.001);
};

/**
 * Time for `workOf(10 × size)` over time for `workOf(size)`, as it would be on a host where
 * linear work grows 10×: each attempt also times `referenceWork` at the same sizes, right
 * after, and divides by its growth over 10 (at least 1, at most `hostGrowthCap` / 10), so that
 * what slows the machine during an attempt weighs on both. The lowest over the attempts.
 * Linear work stays near 10 wherever it runs; quadratic work near 100.
 */
export const growthRatio = (workOf: (size: number) => () => void, size = 10_000): number => {
  const small = workOf(size);
  const large = workOf(size * 10);
  const referenceSmall = referenceWork(size);
  const referenceLarge = referenceWork(size * 10);
  for (const warm of [small, large, referenceSmall, referenceLarge]) warm();
  let lowest = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < attempts && lowest >= LINEAR_LIMIT; attempt += 1) {
    if (attempt > 0) pause(pauseBetweenAttempts);
    const ratio = ratioOf(small, large);
    const scale = Math.min(hostGrowthCap, Math.max(10, ratioOf(referenceSmall, referenceLarge))) / 10;
    lowest = Math.min(lowest, ratio / scale);
  }
  return lowest;
};

/** 10× the input (10 000 → 100 000 characters, unless `size` says otherwise) takes under LINEAR_LIMIT× the time. */
export const expectLinear = <I>(build: (n: number) => I, run: (input: I) => unknown, size?: number): void => {
  expect(
    growthRatio((n) => {
      const input = build(n);
      return () => {
        run(input);
      };
    }, size),
  ).toBeLessThan(LINEAR_LIMIT);
};

/** `run` of the 100 000-character input gives `expected`, and the work grows linearly. */
export const linear = <I>(build: (n: number) => I, run: (input: I) => unknown, expected: unknown, size?: number): void => {
  expect(run(build(LARGE))).toEqual(expected);
  expectLinear(build, run, size);
};
