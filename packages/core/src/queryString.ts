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
 */

const quote = (name: string): string => JSON.stringify(name);

const invalid = (name: string, what: string): E.Either<EndpointError, never> =>
  fail("INVALID_PARAMETER", `parameter ${quote(name)} ${what}`);

/** What a value is, for messages. */
const kind = (value: unknown): string => {
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return "a symbol";
  if (Array.isArray(value)) return "an array";
  return "an object";
};

/**
 * A single (non-array) value as an unencoded string, `undefined` for `null` or `undefined`
 * (dropped), or a `Left` naming `name`. `where` locates an array element in the message.
 */
const scalar = (name: string, value: unknown, where: string): E.Either<EndpointError, string | undefined> => {
  switch (typeof value) {
    case "string":
      return loneSurrogate.test(value)
        ? invalid(name, `${where}contains a lone UTF-16 surrogate: it cannot be percent-encoded`)
        : E.right(value);
    case "number":
    case "bigint":
    case "boolean":
      return E.right(String(value));
    case "undefined":
      return E.right(undefined);
    default:
      if (value === null) return E.right(undefined);
      if (typeof value === "object") {
        const time = dateTime(value);
        if (O.isSome(time)) {
          return Number.isNaN(time.value) ? invalid(name, `${where}is an invalid Date: it has no ISO string`) : E.right(new Date(time.value).toISOString());
        }
      }
      return invalid(name, `${where}is ${kind(value)}: it cannot be placed in a query string`);
  }
};


/** `encodeURIComponent`, keeping `[` and `]` literal (for names such as `fields[]`). */
const encodeName = (name: string): string =>
  notUnreserved.test(name) ? encodeURIComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]") : name;

/** `encodeURIComponent`, except that `q` keeps a literal `+` between its encoded parts. */
const encodeValue = (name: string, value: string): string => {
  if (!notUnreserved.test(value)) return value;
  return name === "q" && value.includes("+") ? value.split("+").map(encodeURIComponent).join("+") : encodeURIComponent(value);
};

/** The array's elements as unencoded strings, `null` and `undefined` ones dropped. */
const elements = (name: string, values: readonly unknown[]): E.Either<EndpointError, string[]> => {
  const strings: string[] = [];
  // An index loop: holes of a sparse array read as `undefined` and are dropped.
  for (let index = 0; index < values.length; index += 1) {
    const element: unknown = values[index];
    const where = `has an element at index ${index} that `;
    if (Array.isArray(element)) {
      return invalid(name, `${where}is an array: nested arrays cannot be placed in a query string`);
    }
    const converted = scalar(name, element, where);
    if (E.isLeft(converted)) return converted;
    if (converted.right !== undefined) strings.push(converted.right);
  }
  return E.right(strings);
};

/** The `name=value` pairs of one parameter (none when it is dropped). */
const pairs = (name: string, value: unknown): E.Either<EndpointError, string[]> => {
  if (loneSurrogate.test(name)) {
    return invalid(name, "has a name with a lone UTF-16 surrogate: it cannot be percent-encoded");
  }
  const encodedName = encodeName(name);
  if (Array.isArray(value)) {
    const strings = elements(name, value);
    if (E.isLeft(strings)) return strings;
    const encoded = strings.right.map((s) => encodeValue(name, s));
    return E.right(
      name.endsWith("[]")
        ? encoded.map((s) => `${encodedName}=${s}`)
        : [`${encodedName}=${encoded.join(",")}`],
    );
  }
  const converted = scalar(name, value, "");
  if (E.isLeft(converted)) return converted;
  return E.right(converted.right === undefined ? [] : [`${encodedName}=${encodeValue(name, converted.right)}`]);
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
  let failure: E.Left<EndpointError> | undefined;
  parametersEach(cascaded, placed, (name, value) => {
    const added = queryAdd(query, name, value);
    if (typeof added === "string") query = added;
    else failure = added;
    return failure === undefined;
  });
  return failure ?? E.right(query);
};

/** `query` with the pairs of one parameter appended, or the `Left` that explains why it cannot be. */
const queryAdd = (query: string, name: string, value: unknown): string | E.Left<EndpointError> => {
  // Most values are strings, numbers or booleans under a plain name: one pair, built here.
  // A name or value the encoders refuse (a lone surrogate) throws, and `pairs` explains it.
  const pair =
    typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? scalarPair(name, String(value))
      : Array.isArray(value)
        ? scalarListPairs(name, value)
        : undefined;
  if (pair !== undefined) return query === "" ? pair : `${query}&${pair}`;
  const some = pairs(name, value);
  if (E.isLeft(some)) return some;
  let text = query;
  for (const one of some.right) text = text === "" ? one : `${text}&${one}`;
  return text;
};

const scalarPair = (name: string, text: string): string | undefined => {
  try {
    return `${encodeName(name)}=${encodeValue(name, text)}`;
  } catch {
    return undefined;
  }
};

// An array of strings, numbers, booleans, nulls and undefineds (the usual list) as its pairs,
// built here; `undefined` for anything else, or for what the encoders refuse, which `pairs`
// then explains. An empty result (nothing left to place) is left to `pairs` too.
const scalarListPairs = (name: string, values: readonly unknown[]): string | undefined => {
  try {
    const repeated = name.endsWith("[]");
    const encodedName = encodeName(name);
    let text = "";
    let count = 0;
    for (let index = 0; index < values.length; index += 1) {
      const element: unknown = values[index];
      if (element === null || element === undefined) continue;
      if (typeof element !== "string" && typeof element !== "number" && typeof element !== "boolean") return undefined;
      const encoded = encodeValue(name, String(element));
      // `fields[]=1&fields[]=2`, or `labels=a,b`.
      text = count === 0 ? `${encodedName}=${encoded}` : repeated ? `${text}&${encodedName}=${encoded}` : `${text},${encoded}`;
      count += 1;
    }
    return count === 0 ? undefined : text;
  } catch {
    return undefined;
  }
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
