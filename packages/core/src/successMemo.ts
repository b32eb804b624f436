import * as E from "fp-ts/Either";
import type { EndpointError } from "./EndpointError";

/**
 * `compute` memoised by its key (never `undefined`), successes only, at most `capacity` (at least 1) entries, oldest
 * first out: routes repeat, and routes built on the fly must not grow memory without end. Failures are not kept: an
 * EndpointError is a mutable Error a caller may annotate, and bad input must not evict good entries. Results are
 * shared by every caller, so must never change: frozen, or behind readonly types inside the library.
 */
export const successMemo = <A, K extends {} | null = string, L = EndpointError>(capacity: number, compute: (key: K) => E.Either<L, A>) => {
  const kept = new Map<K, E.Right<A>>();
  // Keys in insertion order as a ring, `oldest` the next to evict: a Map's first key walks past every entry deleted
  // before it until it rehashes (docs/performance.md).
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
