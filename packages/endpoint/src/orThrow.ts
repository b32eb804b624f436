import { EndpointError } from "@request-options/core";
import * as E from "fp-ts/Either";

/**
 * Runs a core operation: its `Left` thrown, its `Right` returned. The one place
 * request-options throws. The core never throws, but the caller's own objects can, inside it
 * (a getter, a revoked Proxy): that surfaces as `INVALID_ARGUMENTS`, the original as `cause`.
 */
export const orThrow = <A>(operation: () => E.Either<EndpointError, A>): A => {
  let result: E.Either<EndpointError, A>;
  try {
    result = operation();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new EndpointError("INVALID_ARGUMENTS", `reading the arguments failed: ${reason}`, { cause: error });
  }
  if (E.isLeft(result)) throw result.left;
  return result.right;
};
