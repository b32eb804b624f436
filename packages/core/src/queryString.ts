import * as E from "fp-ts/Either";
import * as O from "fp-ts/Option";
import { dateTime } from "./dateTime";
import { type EndpointError, fail } from "./EndpointError";
import { type Cascaded, parametersEach } from "./stages/Cascaded";
import { heldIndices, listLength } from "./heldIndices";
import { hasOwn, isPlainObject } from "./ownRecord";
import { notUnreserved } from "./unreserved";
import { scalarText } from "./scalarText";

/**
 * Query strings from leftover parameters (docs/decisions.md, "Parameters"):
 *
 * - strings as they are; numbers, bigints, booleans by `String()`; a `Date` by `toISOString()` (an invalid one:
 *   `INVALID_PARAMETER`);
 * - arrays (nested ones too) joined with a literal `,`, each element by these rules and encoded alone; `null` and
 *   `undefined` elements dropped;
 * - a `[]` key with an array value repeats once per element (`fields[]=1&fields[]=2`), none for an empty array;
 * - a `null` or `undefined` value drops the key;
 * - plain objects, functions, symbols: `INVALID_PARAMETER`, naming the key; any other object (a `URL`, a boxed string,
 *   a class instance) by `String()`, as `@octokit/endpoint` does, which docs/decisions.md leaves as it is;
 * - values by `encodeURIComponent`; names too, but `[` and `]` stay literal; `q` keeps a literal `+` between its
 *   encoded parts (search syntax).
 */

/** Why a value cannot be placed, said of the value; `invalid` names the key. */
class Problem {
  constructor(readonly what: string) {}
}

/** A value that cannot be placed: always a `Left`. */
type Fault = E.Either<EndpointError, never>;

const invalid = (name: string, { what }: Problem): Fault => fail("INVALID_PARAMETER", `parameter ${JSON.stringify(name)} ${what}`);

// Bounds on nesting (a cycle nests for ever) and on length (one list held twice, a thousand levels over, is a few
// objects but 2 ** 1000 elements). Each is reported once, not per level of nesting.
const nestingLimit = 256;
const tooDeep = new Problem(`nests arrays more than ${nestingLimit} levels deep (or contains itself)`);
export const queryLengthLimit = 2 ** 28;
const tooLong = new Problem(`would make a query string longer than ${queryLengthLimit} characters`);

const elementProblem = (index: number, problem: Problem): Problem =>
  problem === tooDeep || problem === tooLong ? problem : new Problem(`has an element at index ${index} that ${problem.what}`);

// Each nested list's text and height (1 for scalars, +1 per level), per parameter, so a list held twice is encoded
// once; successes only, since a problem ends the parameter.
interface Encoding {
  readonly height: number;
  readonly encoded: string;
}
type Encodings = Map<readonly unknown[], Encoding>;

// A known encoding met again at `depth` (of the list): it holds while the list's height fits under the limit there.
const encodingAt = (known: Encoding, depth: number): string | Problem => (depth + known.height - 1 > nestingLimit ? tooDeep : known.encoded);

/** A value's text, unencoded (arrays aside); `undefined` for `null` or `undefined`, which are dropped. */
const textOf = (value: unknown): string | undefined | Problem => {
  const text = scalarText(value);
  if (text !== undefined) return text;
  // typeof, not === undefined: a browser's document.all is "undefined" to typeof alone.
  if (typeof value === "undefined" || value === null) return undefined;
  if (typeof value === "function") return new Problem("is a function: it cannot be placed in a query string");
  if (typeof value === "symbol") return new Problem("is a symbol: it cannot be placed in a query string");
  const time = dateTime(value as object);
  if (O.isSome(time)) {
    return Number.isNaN(time.value) ? new Problem("is an invalid Date: it has no ISO string") : new Date(time.value).toISOString();
  }
  if (isPlainObject(value)) return new Problem("is an object: it cannot be placed in a query string");
  // A throwing toString propagates: the endpoint makes it INVALID_ARGUMENTS with the error as cause.
  return String(value);
};

/** `encodeURIComponent`, keeping `[` and `]` literal (for names such as `fields[]`). */
const encodeName = (name: string): string =>
  notUnreserved.test(name) ? encodeURIComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]") : name;

/** `encodeURIComponent`, except that `q` keeps a literal `+` between its encoded parts. */
const encodeValue = (name: string, value: string): string => {
  if (!notUnreserved.test(value)) return value;
  return name === "q" && value.includes("+") ? value.split("+").map(encodeURIComponent).join("+") : encodeURIComponent(value);
};

// Encoders throw a URIError on a lone surrogate (cheaper than testing first), a RangeError past any string's length.
const textEncoded = (name: string, text: string): string | Problem => {
  try {
    return encodeValue(name, text);
  } catch (error) {
    return error instanceof URIError ? new Problem("contains a lone UTF-16 surrogate: it cannot be percent-encoded") : tooLong;
  }
};

/** One value or element encoded, `undefined` when dropped; an array by `listEncoded`, once. */
const valueEncoded = (name: string, value: unknown, depth: number, encodings: Encodings | undefined): string | undefined | Problem => {
  if (!Array.isArray(value)) {
    const text = textOf(value);
    return typeof text === "string" ? textEncoded(name, text) : text;
  }
  const known = encodings?.get(value);
  const again = known === undefined ? undefined : encodingAt(known, depth + 1);
  // Without a `[]` key a list is never dropped: `?? ""` only tells the compiler so.
  return again ?? listEncoded(name, value, depth + 1, encodings) ?? "";
};

/** `a` and `b` joined by `separator`, unless that is longer than a query may be. */
const joinedWithin = (a: string, separator: string, b: string): string | Problem =>
  a.length + separator.length + b.length > queryLengthLimit ? tooLong : `${a}${separator}${b}`;

// Elements encoded and joined by `,` (`""` when none is left); given a `[]` name's encoded `key`, `key=element`
// pairs joined by `&` (`undefined` when none is left).
const listEncoded = (
  name: string,
  list: readonly unknown[],
  depth: number,
  encodings: Encodings | undefined,
  key?: string,
): string | undefined | Problem => {
  if (depth > nestingLimit) return tooDeep;
  let joined: string | undefined;
  let shared = encodings;
  let height = 1;
  // An index loop: holes of a sparse array read as `undefined` and are dropped.
  const length = listLength(list);
  const held = heldIndices(list, length);
  const count = held === undefined ? length : held.length;
  for (let at = 0; at < count; at += 1) {
    const index = held === undefined ? at : (held[at] as number);
    const element: unknown = list[index];
    const nested = Array.isArray(element);
    if (nested) shared ??= new Map();
    const encoded = valueEncoded(name, element, depth, shared);
    if (nested) height = Math.max(height, (shared?.get(element as unknown[])?.height ?? 0) + 1);
    if (encoded === undefined) continue;
    const piece = typeof encoded !== "string" ? elementProblem(index, encoded) : key === undefined ? encoded : joinedWithin(key, "=", encoded);
    const next = typeof piece !== "string" || joined === undefined ? piece : joinedWithin(joined, key === undefined ? "," : "&", piece);
    if (typeof next !== "string") return next;
    joined = next;
  }
  if (key !== undefined) return joined;
  const encoded = joined ?? "";
  // Kept for the next time this list is met: the map is given to nested lists.
  encodings?.set(list, { height, encoded });
  return encoded;
};

// One parameter's pairs, `undefined` when dropped: an array is one pair (`labels=a,b`, `labels=` when empty), or one
// pair per element for a `[]` name.
const pairsOf = (name: string, value: unknown): string | undefined | Problem => {
  let key: string;
  try {
    key = encodeName(name);
  } catch {
    return new Problem("has a name with a lone UTF-16 surrogate: it cannot be percent-encoded");
  }
  if (Array.isArray(value) && name.endsWith("[]")) return listEncoded(name, value, 1, undefined, key);
  // Most values are strings: encoded without the general walk's tests.
  const encoded = typeof value === "string" ? textEncoded(name, value) : valueEncoded(name, value, 0, undefined);
  return typeof encoded === "string" ? joinedWithin(key, "=", encoded) : encoded;
};

/** `query` with the pairs of one parameter appended, or the `Left` that explains why they cannot be. */
const queryAdd = (query: string, name: string, value: unknown): string | Fault => {
  const pairs = pairsOf(name, value);
  if (pairs === undefined) return query;
  const added = typeof pairs !== "string" || query === "" ? pairs : joinedWithin(query, "&", pairs);
  return typeof added === "string" ? added : invalid(name, added);
};

/**
 * The query string of `parameters` (own keys, in order), without a leading `?`; `""` when nothing is placed.
 * A value that cannot be placed is `INVALID_PARAMETER`, naming its key.
 */
export const queryString = (parameters: Readonly<Record<string, unknown>>): E.Either<EndpointError, string> => {
  // Concatenation, not an array and a join: faster for a few pairs (docs/performance.md).
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
  // Stops at the first failure: no later value (a getter of hand-made merged options, its toString) is read.
  parametersEach(cascaded, placed, (name, value) => {
    const added = queryAdd(query, name, value);
    if (typeof added === "string") query = added;
    else failure = added;
    return failure === undefined;
  });
  return failure ?? E.right(query);
};

/**
 * `url` with `query` appended before any `#fragment`: after `?`, or `&` when the URL has a query already (nothing
 * when it ends in `?` or `&`). An empty `query` leaves `url` unchanged.
 */
export const queryAppend = (url: string, query: string): string => {
  if (query === "") return url;
  const hash = url.indexOf("#");
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return `${base}${separator}${query}${fragment}`;
};
