import { type EndpointError, guarded } from "@request-options/core";
import type * as E from "fp-ts/Either";

/** A core result's `Right`, its `Left` thrown: the one place request-options throws. */
export const rightOrThrow = <A>(result: E.Either<EndpointError, A>): A => {
  if (result._tag === "Left") throw result.left;
  return result.right;
};

/** Runs a core operation, guarded, and returns its `Right` or throws its `Left`. */
export const orThrow = <A>(operation: () => E.Either<EndpointError, A>): A => rightOrThrow(guarded(operation)());
