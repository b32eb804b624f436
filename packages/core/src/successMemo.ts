import * as E from "fp-ts/Either";
import type { EndpointError } from "./EndpointError";

/**
 * `compute`, memoised by its string argument, successes only, at most `capacity` entries (the
 * oldest insertion evicted first): routes and URL templates repeat, and a process that builds
 * them on the fly must not grow without end. Failures are not kept: an EndpointError is a
 * mutable Error a caller may throw and annotate, and a burst of bad input must not evict good
 * entries. What is kept is shared by every caller, so `compute` returns frozen values.
 */
export const successMemo = <A>(capacity: number, compute: (key: string) => E.Either<EndpointError, A>) => {
  const kept = new Map<string, E.Right<A>>();
  const memoised = (key: string): E.Either<EndpointError, A> => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const computed = compute(key);
    if (E.isRight(computed)) {
      // A Map iterates in insertion order: its first key is the oldest entry.
      if (kept.size >= capacity) kept.delete(kept.keys().next().value as string);
      kept.set(key, Object.freeze(computed));
    }
    return computed;
  };
  return Object.assign(memoised, { size: (): number => kept.size });
};
