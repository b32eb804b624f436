import { type EndpointError, guarded } from "@request-options/core";
import type * as E from "fp-ts/Either";

/** Runs a core operation: its `Left` thrown, its `Right` returned. The one place request-options throws. */
export const orThrow = <A>(operation: () => E.Either<EndpointError, A>): A => {
  const result = guarded(operation)();
  if (result._tag === "Left") throw result.left;
  return result.right;
};
