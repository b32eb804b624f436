import * as E from "fp-ts/Either";

/**
 * `E.chain` for the per-call path, data-last for `pipe` and `flow`: a Left passes through, a
 * Right goes on to `f`. fp-ts 2.16's `E.chain` is its `dual` `flatMap`, which copies its
 * arguments twice per use (`Array.from`, then a spread): too slow for the per-call path
 * (docs/performance.md).
 */
export const chain =
  <L, A, B>(f: (a: A) => E.Either<L, B>) =>
  (ma: E.Either<L, A>): E.Either<L, B> =>
    E.isLeft(ma) ? ma : f(ma.right);
