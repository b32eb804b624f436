import type { RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { hasOwn, isPlainObject, listItems, nestingLimit, ownSet } from "../boundary";
import { type EndpointError, fail } from "../EndpointError";
import { dateText, isUnreserved } from "../template/render";
import type { Merged } from "./defaultsCascade";
import type { Expanded } from "./templateExpand";

/** What `paramPartition` hands to `acceptAmend`: the merged options (for `mediaType`) and the result so far. */
export type Partitioned = { readonly options: Merged; readonly request: RequestOptions };

// Nested lists stop at the boundary's nesting limit (a list that holds itself nests for ever); a query may be this long.
const queryLengthLimit = 2 ** 28;

/** Why a value cannot be placed, said of the value: the one object an encoder returns (a literal defines `what`). */
type Problem = { readonly what: string };
const problem = (what: string): Problem => ({ what });
const isProblem = (piece: string | undefined | Problem): piece is Problem => typeof piece === "object";
const tooDeep = problem(`nests arrays more than ${nestingLimit} levels deep (or contains itself)`);
const tooLong = problem(`would make a query string longer than ${queryLengthLimit} characters`);

// A scalar's text, unencoded; `undefined` for null and undefined, which are dropped (docs/decisions.md, "Parameters").
const textOf = (value: unknown): string | undefined | Problem => {
  if (typeof value === "string") return value;
  // `typeof`, not `=== undefined`: a browser's `document.all` is typeof "undefined" too.
  if (typeof value === "undefined" || value === null) return undefined;
  if (typeof value === "function" || typeof value === "symbol") return problem(`is a ${typeof value}: it cannot be placed in a query string`);
  if (typeof value !== "object") return String(value);
  const date = dateText(value);
  if (date === null) return problem("is an invalid Date: it has no ISO string");
  if (date !== undefined) return date;
  if (isPlainObject(value)) return problem("is an object: it cannot be placed in a query string");
  // Any other object (a URL, a boxed string, a class instance) by String(), as @octokit/endpoint does.
  return String(value);
};

// A scalar's text by `encodeURIComponent`, but `q` keeps a literal `+` between its encoded parts (search syntax).
const valueEncode = (name: string, value: unknown): string | undefined | Problem => {
  const text = textOf(value);
  if (typeof text !== "string" || isUnreserved(text)) return text;
  try {
    return name === "q" && text.includes("+") ? text.split("+").map(encodeURIComponent).join("+") : encodeURIComponent(text);
  } catch {
    return problem("contains a lone UTF-16 surrogate: it cannot be percent-encoded");
  }
};

const nameEncode = (name: string): string | Problem => {
  if (isUnreserved(name)) return name;
  try {
    return encodeURIComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]");
  } catch {
    return problem("has a name with a lone UTF-16 surrogate: it cannot be percent-encoded");
  }
};

const joined = (a: string, separator: string, b: string): string | Problem =>
  a.length + separator.length + b.length > queryLengthLimit ? tooLong : a + separator + b;

// A list joined by `,` (with `key`: `key=element` by `&`); a list met again is encoded once: its size, not 2 ** levels.
type Encoded = Map<readonly unknown[], { text: string; height: number }>;

const listEncode = (name: string, list: readonly unknown[], depth: number, known?: Encoded, key?: string): string | undefined | Problem => {
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
    } else piece = valueEncode(name, item);
    if (piece === undefined) continue;
    if (isProblem(piece)) return piece === tooDeep || piece === tooLong ? piece : problem(`has an element at index ${index} that ${piece.what}`);
    if (key !== undefined) piece = joined(key, "=", piece);
    const next = isProblem(piece) || text === undefined ? piece : joined(text, key === undefined ? "," : "&", piece);
    if (isProblem(next)) return next;
    text = next;
  }
  known?.set(list, { text: text ?? "", height });
  return key === undefined ? (text ?? "") : text;
};

// One parameter's pairs (`undefined` when dropped): a list is one (`labels=a,b`), one per element for a `[]` name.
const pairsOf = (name: string, value: unknown): string | undefined | Problem => {
  const key = nameEncode(name);
  if (isProblem(key)) return key;
  if (Array.isArray(value) && name.endsWith("[]")) return listEncode(name, value, 1, undefined, key);
  const text = Array.isArray(value) ? listEncode(name, value, 1) : valueEncode(name, value);
  return typeof text === "string" ? joined(key, "=", text) : text;
};

const queryAppend = (url: string, query: string): string => {
  if (query === "") return url;
  const hash = url.indexOf("#");
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return `${base}${separator}${query}${fragment}`;
};

const isBodyMethod = (method: string): boolean => method === "post" || method === "patch" || method === "put" || method === "delete";

/** Fourth stage: the parameters the url did not take, in the body or the query (docs/decisions.md, "Parameters"). */
export const paramPartition = ({ options, url, placed }: Expanded): E.Either<EndpointError, Partitioned> => {
  const method = options.method.toLowerCase();
  const result: RequestOptions = { method, url, headers: { ...options.headers } };
  const { parameters } = options;
  if (!isBodyMethod(method)) {
    let query = "";
    for (const name in parameters) {
      if (placed.has(name) || !hasOwn(parameters, name)) continue;
      const pairs = pairsOf(name, parameters[name]);
      if (pairs === undefined) continue;
      const next = isProblem(pairs) || query === "" ? pairs : joined(query, "&", pairs);
      if (isProblem(next)) return fail("INVALID_PARAMETER", `parameter ${JSON.stringify(name)} ${next.what}`);
      query = next;
    }
    result.url = queryAppend(url, query);
  } else {
    let body: unknown = options.data;
    if (body === undefined) {
      let leftovers: Record<string, unknown> | undefined;
      for (const name in parameters) {
        if (placed.has(name) || !hasOwn(parameters, name) || parameters[name] === undefined) continue;
        ownSet((leftovers ??= {}), name, parameters[name]);
      }
      body = leftovers;
    }
    if (body !== undefined) {
      ownSet(result, "body", body);
      if (!hasOwn(result.headers, "content-type")) ownSet(result.headers, "content-type", "application/json; charset=utf-8");
    } else if (method === "put" || method === "patch") ownSet(result, "body", ""); // the API wants a zero-length body
  }
  if (options.request !== undefined) ownSet(result, "request", options.request);
  return E.right({ options, request: result });
};
