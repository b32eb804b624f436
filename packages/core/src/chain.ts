import * as E from "fp-ts/Either";

/**
 * `E.chain` for the per-call path, data-last: a Left passes through, a Right goes on to `f`. fp-ts 2.16's `E.chain`
 * (its `dual` `flatMap`) copies its arguments twice per use: too slow per call (docs/performance.md).
 */
export const chain =
  <L, A, B>(f: (a: A) => E.Either<L, B>) =>
  (ma: E.Either<L, A>): E.Either<L, B> =>
    E.isLeft(ma) ? ma : f(ma.right);
