import type { ErrorCode } from "@request-options/types";
import * as E from "fp-ts/Either";

/** The one failure type: a `Left` from the core, thrown by the endpoint package; `message` names the offending key. */
export class EndpointError extends Error {
  override readonly name = "EndpointError";
  declare readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    // Defined, not assigned: a setter for `code` on a polluted Object.prototype is never reached.
    Object.defineProperty(this, "code", { value: code, enumerable: true, writable: true, configurable: true });
  }
}

/** A `Left` carrying a new `EndpointError`. */
export const fail = <A = never>(code: ErrorCode, message: string): E.Either<EndpointError, A> => E.left(new EndpointError(code, message));
