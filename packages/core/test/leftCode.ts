import * as E from "fp-ts/Either";
import type { EndpointError } from "@request-options/core";

/** The code of a Left, or "Right" (so a wrong success shows up in the assertion). */
export const leftCode = <A>(result: E.Either<EndpointError, A>): string => (E.isLeft(result) ? result.left.code : "Right");

/** The message of a Left, or "" for a Right. */
export const leftMessage = <A>(result: E.Either<EndpointError, A>): string => (E.isLeft(result) ? result.left.message : "");

/** The Right value; fails the test with the Left's message otherwise. */
export const rightOf = <A>(result: E.Either<EndpointError, A>): A => {
  if (E.isLeft(result)) throw new Error(`expected Right, got Left ${result.left.code}: ${result.left.message}`);
  return result.right;
};
