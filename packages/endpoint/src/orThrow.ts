import type { EndpointError } from "@request-options/core";
import * as E from "fp-ts/Either";

/** The core's `Left` thrown, its `Right` returned: the one place request-options throws. */
export const orThrow = <A>(result: E.Either<EndpointError, A>): A => {
  if (E.isLeft(result)) throw result.left;
  return result.right;
};
