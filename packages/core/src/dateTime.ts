import * as O from "fp-ts/Option";

// Date.prototype.getTime bound once: a later patch of Date.prototype or Function.prototype.call changes nothing here.
const getTime: (value: object) => unknown = Function.prototype.call.bind(Date.prototype.getTime);

/**
 * A `Date`'s time value from any realm, else `None`: a brand check, as `instanceof` misses other realms' Dates and
 * accepts fakes on `Date.prototype`. Shared so the query string and the URL template place a Date alike.
 */
export const dateTime = (value: object): O.Option<number> => {
  // Steps, not E.tryCatch, O.fromEither and O.filter: their code stays out of the CDN file for this one use.
  try {
    const time: unknown = getTime(value);
    return typeof time === "number" ? O.some(time) : O.none;
  } catch {
    return O.none;
  }
};
