import * as O from "fp-ts/Option";

/**
 * The time value of a `Date` from any realm, else `None`: a brand check, since `instanceof`
 * misses another realm's Dates and accepts fakes built on `Date.prototype`. Shared by the
 * query string and the URL template, so both place a Date alike.
 */
export const dateTime = (value: object): O.Option<number> => {
  // Steps rather than E.tryCatch, O.fromEither and O.filter: the same, without their code in
  // the CDN file for this one use.
  try {
    const time: unknown = Reflect.apply(Date.prototype.getTime, value, []);
    return typeof time === "number" ? O.some(time) : O.none;
  } catch {
    return O.none;
  }
};
