import * as E from "fp-ts/Either";
import type { EndpointError } from "./EndpointError";

/**
 * `compute`, memoised by its argument (a string, unless `K` says otherwise; never `undefined`),
 * successes only, at most `capacity` entries (the oldest insertion evicted first; `capacity` at
 * least 1): routes and URL templates repeat, and a process that builds them on the fly must not
 * grow without end. Failures are not kept: an EndpointError is a mutable Error a caller may
 * throw and annotate, and a burst of bad input must not evict good entries. What is kept is
 * shared by every caller, so what `compute` returns must never change: frozen, or kept inside
 * the library behind readonly types.
 */
export const successMemo = <A, K extends {} | null = string, L = EndpointError>(capacity: number, compute: (key: K) => E.Either<L, A>) => {
  const kept = new Map<K, E.Right<A>>();
  // The kept keys in insertion order, as a ring: `oldest` is the slot of the next to evict.
  // Asking the Map for its first key instead walks past every entry deleted before it, until
  // the Map next rehashes: slower than the ring (docs/performance.md).
  const order: K[] = [];
  let oldest = 0;
  const memoised = (key: K): E.Either<L, A> => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const computed = compute(key);
    if (E.isRight(computed)) {
      // Until the ring is full, its next slot is empty: no key is undefined, so nothing goes.
      kept.delete(order[oldest] as K);
      order[oldest] = key;
      oldest = (oldest + 1) % capacity;
      kept.set(key, Object.freeze(computed));
    }
    return computed;
  };
  return Object.assign(memoised, { size: (): number => kept.size });
};
