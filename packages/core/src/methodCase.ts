import { Method } from "@request-options/types";
import * as E from "fp-ts/Either";
import { successMemo } from "./successMemo";

/** A valid method in both cases. */
interface MethodCase {
  readonly upper: string;
  readonly lower: string;
}

// A program names a few methods over and over: each is checked and cased once, then looked up; non-tokens are not kept.
const methodCases = successMemo(1000, (method: {} | null): E.Either<undefined, MethodCase> =>
  Method.is(method) ? E.right({ upper: method.toUpperCase(), lower: method.toLowerCase() }) : E.left(undefined),
);

/** A valid method (an HTTP token) in upper case, else `undefined`. (`undefined` is no option given.) */
export const methodUpper = (method: {} | null): string | undefined => {
  const cases = methodCases(method);
  return E.isRight(cases) ? cases.right.upper : undefined;
};

/** A method in lower case, as results carry it (a hand-made one that is no token too). */
export const methodLower = (method: string): string => {
  const cases = methodCases(method);
  return E.isRight(cases) ? cases.right.lower : method.toLowerCase();
};
