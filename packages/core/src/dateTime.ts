import * as O from "fp-ts/Option";

/**
 * The time value of a `Date` from any realm, else `None`: a brand check, since `instanceof`
 * misses another realm's Dates and accepts fakes built on `Date.prototype`. Shared by the
 * query string and the URL template, so both place a Date alike.
 */
// Date.prototype.getTime as a function of its receiver, taken once: a later patch of
// Date.prototype or Function.prototype.call changes nothing here.
const getTime: (value: object) => unknown = Function.prototype.call.bind(Date.prototype.getTime);

export const dateTime = (value: object): O.Option<number> => {
  // Steps rather than E.tryCatch, O.fromEither and O.filter: the same, without their code in
  // the CDN file for this one use.
  try {
    const time: unknown = getTime(value);
    return typeof time === "number" ? O.some(time) : O.none;
  } catch {
    return O.none;
  }
};
