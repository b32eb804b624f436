/** An integer from the environment, or `fallback`; anything else is a configuration error. */
const envInteger = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got ${JSON.stringify(raw)}`);
  return value;
};

/**
 * fast-check's seed and run count (`numRuns` unless `FC_NUM_RUNS` says otherwise): fixed in CI, so a run is
 * reproducible; `FC_SEED` and `FC_NUM_RUNS` widen the search locally. A failure report names the seed.
 */
export const fastCheckSettings = (numRuns: number): { readonly seed: number; readonly numRuns: number } => ({
  seed: envInteger("FC_SEED", 20_250_101),
  numRuns: envInteger("FC_NUM_RUNS", numRuns),
});
