import * as E from "fp-ts/Either";
import * as O from "fp-ts/Option";
import { dateTime } from "./dateTime";
import { type EndpointError, fail } from "./EndpointError";
import { loneSurrogate } from "./loneSurrogate";
import { type Cascaded, parametersEach } from "./Cascaded";
import { hasOwn } from "./ownRecord";
import { notUnreserved } from "./unreserved";

/**
 * Query strings from leftover parameters (DECISIONS.md, "Parameters"):
 *
 * - strings as they are; numbers, bigints and booleans by `String()`; a `Date` by
 *   `toISOString()` (an invalid one is `INVALID_PARAMETER`);
 * - arrays joined with a literal `,`, each element by the rules above and encoded on its own;
 *   `null` and `undefined` elements are dropped;
 * - a key ending in `[]` with an array value is repeated once per element
 *   (`fields[]=1&fields[]=2`), and left out for an empty array;
 * - a `null` or `undefined` value drops the key;
 * - plain objects, other objects, nested arrays, functions and symbols are
 *   `INVALID_PARAMETER`, naming the key;
 * - values are encoded with `encodeURIComponent`; names too, except that `[` and `]` stay
 *   literal; the `q` parameter keeps a literal `+` between its encoded parts (search syntax).
 *
 * One path places every value: the common ones cost nothing extra, and the faults are
 * explained where they are met (a lone surrogate, which the encoders throw on, by `queryAdd`).
 */

/** A value that cannot be placed: always a `Left`. */
type Fault = E.Either<EndpointError, never>;

const invalid = (name: string, what: string): Fault => fail("INVALID_PARAMETER", `parameter ${JSON.stringify(name)} ${what}`);

/** Where a fault is, for messages: the value itself, or the element at `index` of its array. */
const where = (index: number | undefined): string => (index === undefined ? "" : `has an element at index ${index} that `);

/** What a value is, for messages (arrays are refused before they get here). */
const kind = (value: unknown): string => {
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return "a symbol";
  return "an object";
};

/**
 * One value (an array's element when `index` is given) as unencoded text, `undefined` for
 * `null` or `undefined` (dropped), or a `Left` naming `name`. Strings come back as they are:
 * a lone surrogate in one is refused by the encoders.
 */
const textOf = (name: string, value: unknown, index?: number): string | undefined | Fault => {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "bigint":
    case "boolean":
      return String(value);
    case "undefined":
      return undefined;
  }
  if (value === null) return undefined;
  if (Array.isArray(value)) {
    return invalid(name, `${where(index)}is an array: nested arrays cannot be placed in a query string`);
  }
  if (typeof value === "object") {
    const time = dateTime(value);
    if (O.isSome(time)) {
      return Number.isNaN(time.value)
        ? invalid(name, `${where(index)}is an invalid Date: it has no ISO string`)
        : new Date(time.value).toISOString();
    }
  }
  return invalid(name, `${where(index)}is ${kind(value)}: it cannot be placed in a query string`);
};

/** `encodeURIComponent`, keeping `[` and `]` literal (for names such as `fields[]`). */
const encodeName = (name: string): string =>
  notUnreserved.test(name) ? encodeURIComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]") : name;

/** `encodeURIComponent`, except that `q` keeps a literal `+` between its encoded parts. */
const encodeValue = (name: string, value: string): string => {
  if (!notUnreserved.test(value)) return value;
  return name === "q" && value.includes("+") ? value.split("+").map(encodeURIComponent).join("+") : encodeURIComponent(value);
};

/**
 * The `name=value` pairs of one parameter, joined with `&`; `undefined` when it is dropped. An
 * array gives one pair with its elements joined by `,` (`labels=a,b`, `labels=` when none is
 * left), or one pair per element for a `[]` name (none when none is left).
 */
const pairsOf = (name: string, value: unknown): string | undefined | Fault => {
  if (!Array.isArray(value)) {
    const text = textOf(name, value);
    return typeof text === "string" ? `${encodeName(name)}=${encodeValue(name, text)}` : text;
  }
  const key = encodeName(name);
  const repeated = name.endsWith("[]");
  let pairs: string | undefined;
  // An index loop: holes of a sparse array read as `undefined` and are dropped.
  for (let index = 0; index < value.length; index += 1) {
    const text = textOf(name, value[index], index);
    if (text === undefined) continue;
    if (typeof text !== "string") return text;
    const encoded = encodeValue(name, text);
    pairs = pairs === undefined ? `${key}=${encoded}` : repeated ? `${pairs}&${key}=${encoded}` : `${pairs},${encoded}`;
  }
  return pairs ?? (repeated ? undefined : `${key}=`);
};

/**
 * Why the encoders refused `name` or its value: the lone surrogate in the name, else in the
 * first string that holds one (every value before it was placed, so it is the first fault).
 */
const surrogateFault = (name: string, value: unknown): Fault => {
  const why = "contains a lone UTF-16 surrogate: it cannot be percent-encoded";
  if (loneSurrogate.test(name)) return invalid(name, "has a name with a lone UTF-16 surrogate: it cannot be percent-encoded");
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const element: unknown = value[index];
      if (typeof element === "string" && loneSurrogate.test(element)) return invalid(name, `${where(index)}${why}`);
    }
  }
  return invalid(name, why);
};

/** `query` with the pairs of one parameter appended, or the `Left` that explains why they cannot be. */
const queryAdd = (query: string, name: string, value: unknown): string | Fault => {
  let pairs: string | undefined | Fault;
  try {
    // Most values are strings: one pair, without the general walk.
    pairs = typeof value === "string" ? `${encodeName(name)}=${encodeValue(name, value)}` : pairsOf(name, value);
  } catch {
    return surrogateFault(name, value);
  }
  if (pairs === undefined) return query;
  if (typeof pairs !== "string") return pairs;
  return query === "" ? pairs : `${query}&${pairs}`;
};

/**
 * The query string of `parameters` (own keys, in their order), without a leading `?`;
 * `""` when nothing is left to place. A value that cannot be placed is `INVALID_PARAMETER`,
 * naming its key.
 */
export const queryString = (parameters: Readonly<Record<string, unknown>>): E.Either<EndpointError, string> => {
  // One string built as it goes: for a few pairs, faster than an array and a join.
  let query = "";
  for (const name in parameters) {
    if (!hasOwn(parameters, name)) continue;
    const added = queryAdd(query, name, parameters[name]);
    if (typeof added !== "string") return added;
    query = added;
  }
  return E.right(query);
};

/** `queryString` of the parameters `parametersEach` visits: no object of them is built. */
export const queryStringOf = (cascaded: Cascaded, placed: ReadonlySet<string>): E.Either<EndpointError, string> => {
  let query = "";
  let failure: Fault | undefined;
  parametersEach(cascaded, placed, (name, value) => {
    const added = queryAdd(query, name, value);
    if (typeof added === "string") query = added;
    else failure = added;
    return failure === undefined;
  });
  return failure ?? E.right(query);
};

/**
 * `url` with `query` appended: after `?` when the URL has no query yet, else after `&` (none
 * when the URL already ends in `?` or `&`); before a `#fragment`, if any. An empty `query`
 * leaves the URL unchanged.
 */
export const queryAppend = (url: string, query: string): string => {
  if (query === "") return url;
  const hash = url.indexOf("#");
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return `${base}${separator}${query}${fragment}`;
};
