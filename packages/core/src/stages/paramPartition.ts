import type { MergedOptions, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { isPlainObject, listItems, nestingLimit, ownSet } from "../boundary";
import { type EndpointError, fail } from "../EndpointError";
import { dateText, isUnreserved } from "../template/render";
import type { Expanded } from "./templateExpand";

/** What `paramPartition` hands to `acceptAmend`. */
export interface Partitioned {
  /** The merged options, for `mediaType`. */
  readonly options: MergedOptions;
  /** The result so far: `accept` not yet amended. */
  readonly request: RequestOptions;
}

// Nested lists stop at the boundary's nesting limit (a list that holds itself nests for ever); a query may be this long.
const queryLengthLimit = 2 ** 28;

/** Why a value cannot be placed, said of the value. */
class Problem {
  declare readonly what: string;
  constructor(what: string) {
    Object.defineProperty(this, "what", { value: what }); // never a polluted Object.prototype's setter
  }
}
const tooDeep = new Problem(`nests arrays more than ${nestingLimit} levels deep (or contains itself)`);
const tooLong = new Problem(`would make a query string longer than ${queryLengthLimit} characters`);

// A scalar's text, unencoded; `undefined` for null and undefined, which are dropped (docs/decisions.md, "Parameters").
const textOf = (value: unknown): string | undefined | Problem => {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "bigint":
    case "boolean":
      return String(value);
    case "undefined":
      return undefined;
    case "function":
      return new Problem("is a function: it cannot be placed in a query string");
    case "symbol":
      return new Problem("is a symbol: it cannot be placed in a query string");
  }
  if (value === null) return undefined;
  const date = dateText(value as object);
  if (date === null) return new Problem("is an invalid Date: it has no ISO string");
  if (date !== undefined) return date;
  if (isPlainObject(value)) return new Problem("is an object: it cannot be placed in a query string");
  // Any other object (a URL, a boxed string, a class instance) by String(), as @octokit/endpoint does.
  return String(value);
};

const surrogate = new Problem("contains a lone UTF-16 surrogate: it cannot be percent-encoded");

// `encodeURIComponent`, but `q` keeps a literal `+` between its encoded parts (search syntax); a lone surrogate (the
// encoder's URIError) is a Problem.
const valueEncode = (name: string, text: string): string | Problem => {
  if (isUnreserved(text)) return text;
  try {
    return name === "q" && text.includes("+") ? text.split("+").map(encodeURIComponent).join("+") : encodeURIComponent(text);
  } catch {
    return surrogate;
  }
};

// `encodeURIComponent`, keeping `[` and `]` literal (`fields[]`).
const nameEncode = (name: string): string | Problem => {
  if (isUnreserved(name)) return name;
  try {
    return encodeURIComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]");
  } catch {
    return new Problem("has a name with a lone UTF-16 surrogate: it cannot be percent-encoded");
  }
};

const joined = (a: string, separator: string, b: string): string | Problem =>
  a.length + separator.length + b.length > queryLengthLimit ? tooLong : a + separator + b;

// A list's elements encoded and joined by `,`, nested lists likewise; a list met again within one parameter is
// encoded once (`known`), so a list holding one list twice, many levels over, costs its size, not 2 ** levels.
type Encoded = Map<readonly unknown[], { text: string; height: number }>;

const listEncode = (name: string, list: readonly unknown[], depth: number, known?: Encoded): string | Problem => {
  if (depth > nestingLimit) return tooDeep;
  let text: string | undefined;
  let height = 1;
  const items = listItems(list);
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    let piece: string | undefined | Problem;
    if (Array.isArray(item)) {
      known ??= new Map();
      const seen = known.get(item);
      piece = seen === undefined ? listEncode(name, item, depth + 1, known) : depth + seen.height > nestingLimit ? tooDeep : seen.text;
      height = Math.max(height, (known.get(item)?.height ?? 0) + 1);
    } else {
      piece = textOf(item);
      if (typeof piece === "string") piece = valueEncode(name, piece);
    }
    if (piece === undefined) continue;
    if (piece instanceof Problem) return piece === tooDeep || piece === tooLong ? piece : new Problem(`has an element at index ${index} that ${piece.what}`);
    const next: string | Problem = text === undefined ? piece : joined(text, ",", piece);
    if (next instanceof Problem) return next;
    text = next;
  }
  known?.set(list, { text: text ?? "", height });
  return text ?? "";
};

// One parameter's pairs, `undefined` when dropped: a list is one pair (`labels=a,b`), or one pair per element for a
// `[]` name (`fields[]=1&fields[]=2`).
const pairsOf = (name: string, value: unknown): string | undefined | Problem => {
  const key = nameEncode(name);
  if (key instanceof Problem) return key;
  if (!Array.isArray(value)) {
    const text = textOf(value);
    const encoded = typeof text === "string" ? valueEncode(name, text) : text;
    return typeof encoded === "string" ? joined(key, "=", encoded) : encoded;
  }
  if (!name.endsWith("[]")) {
    const list = listEncode(name, value, 1);
    return list instanceof Problem ? list : joined(key, "=", list);
  }
  let pairs: string | undefined;
  const items = listItems(value);
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    const text = Array.isArray(item) ? listEncode(name, item, 2) : textOf(item);
    const encoded = typeof text === "string" && !Array.isArray(item) ? valueEncode(name, text) : text;
    if (encoded === undefined) continue;
    if (encoded instanceof Problem) return encoded === tooDeep || encoded === tooLong ? encoded : new Problem(`has an element at index ${index} that ${encoded.what}`);
    const pair = joined(key, "=", encoded);
    const next = pair instanceof Problem || pairs === undefined ? pair : joined(pairs, "&", pair);
    if (next instanceof Problem) return next;
    pairs = next;
  }
  return pairs;
};

/** `url` with `query` appended before any `#fragment`, after `?`, or `&` when the URL has a query already. */
const queryAppend = (url: string, query: string): string => {
  if (query === "") return url;
  const hash = url.indexOf("#");
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return `${base}${separator}${query}${fragment}`;
};

const isBodyMethod = (method: string): boolean => method === "post" || method === "patch" || method === "put" || method === "delete";

const problemFail = (name: string, problem: Problem): E.Either<EndpointError, never> => fail("INVALID_PARAMETER", `parameter ${JSON.stringify(name)} ${problem.what}`);

/**
 * Fourth stage: the parameters the url did not take placed (docs/decisions.md, "Parameters"): in a JSON body for
 * `PATCH`, `POST`, `PUT` and `DELETE` unless `data` is the body, else in the query (`INVALID_PARAMETER` for a value a
 * query cannot hold). The result so far: `method` lower case, fresh `headers` (`content-type` defaulted for a body),
 * `body` and `request` only when present, `data`, `request` and body values by reference.
 */
export const paramPartition = ({ options, url, placed }: Expanded): E.Either<EndpointError, Partitioned> => {
  const method = options.method.toLowerCase();
  const result: RequestOptions = { method, url, headers: { ...options.headers } };
  if (!isBodyMethod(method)) {
    let query = "";
    for (const name in options) {
      if (placed.has(name) || !Object.prototype.hasOwnProperty.call(options, name)) continue;
      const pairs = pairsOf(name, options[name]);
      if (pairs === undefined) continue;
      const next = pairs instanceof Problem || query === "" ? pairs : joined(query, "&", pairs);
      if (next instanceof Problem) return problemFail(name, next);
      query = next;
    }
    result.url = queryAppend(url, query);
  } else {
    let body: unknown = options.data;
    if (body === undefined) {
      let parameters: Record<string, unknown> | undefined;
      for (const name in options) {
        if (placed.has(name) || !Object.prototype.hasOwnProperty.call(options, name) || options[name] === undefined) continue;
        ownSet((parameters ??= {}), name, options[name]);
      }
      body = parameters;
    }
    if (body !== undefined) {
      ownSet(result, "body", body);
      if (!Object.prototype.hasOwnProperty.call(result.headers, "content-type")) ownSet(result.headers, "content-type", "application/json; charset=utf-8");
    } else if (method === "put" || method === "patch") ownSet(result, "body", ""); // the API wants a zero-length body
  }
  if (options.request !== undefined) ownSet(result, "request", options.request);
  return E.right({ options, request: result });
};
