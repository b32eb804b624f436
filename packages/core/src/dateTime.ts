import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import * as O from "fp-ts/Option";

/**
 * The time value of a `Date` from any realm, else `None`: a brand check, since `instanceof`
 * misses another realm's Dates and accepts fakes built on `Date.prototype`. Shared by the
 * query string and the URL template, so both place a Date alike.
 */
export const dateTime = (value: object): O.Option<number> =>
  pipe(
    E.tryCatch(
      (): unknown => Reflect.apply(Date.prototype.getTime, value, []),
      () => undefined,
    ),
    O.fromEither,
    O.filter((time): time is number => typeof time === "number"),
  );
