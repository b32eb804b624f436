import { EndpointOptions, failureOf, type KnownOptions, PlainObject, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import type * as t from "io-ts";
import { EndpointError, fail } from "./EndpointError";

// Caller input is read here once, into fresh data the codecs check (docs/decisions.md, "Ownership").

export type Dict = Record<string, unknown>;

/** An object literal or `Object.create(null)`, from any realm (`PlainObject`). */
export const isPlainObject: (u: unknown) => u is Dict = PlainObject.is;
export const valueKind = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "an array" : typeof value);

/** Sets an own data key: one that Object.prototype holds (`__proto__`, a polluter's setter) is defined, not assigned. */
export const ownSet = (record: object, key: string, value: unknown): void => {
  if (key in Object.prototype) Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
  else (record as Dict)[key] = value;
};

export const hasOwn = (record: object, key: PropertyKey): boolean => Object.prototype.hasOwnProperty.call(record, key);

/** `record[key]` if an own key, else `undefined`: no read reaches a polluted Object.prototype. */
export const own = <R extends object, K extends keyof R & string>(record: R, key: K): R[K] | undefined =>
  hasOwn(record, key) ? record[key] : undefined;

/** A record's own enumerable string keys, each value read once. */
export const ownRead = (record: Readonly<Dict>): Dict => {
  const copy: Dict = {};
  for (const key in record) if (hasOwn(record, key)) ownSet(copy, key, record[key]);
  return copy;
};

// Read up to the first non-string, which the codec refuses: a list claiming 2 ** 32 - 1 elements is one read.
const previewsRead = (list: readonly unknown[]): unknown[] => {
  const copy: unknown[] = [];
  for (let index = 0; index < list.length && (index === 0 || typeof copy[index - 1] === "string"); index += 1) copy.push(list[index]);
  return copy;
};

const { props } = EndpointOptions.types[0];
/** The options that are never parameters (specification §2.1): `EndpointOptions`' own members. */
export const knownOptions: ReadonlySet<string> = new Set(Object.keys(props));

/** Known options: own keys of every record read here, `undefined` when not set, so no read reaches Object.prototype. */
export type Known = { readonly [K in KnownKey]: KnownOptions[K] };
type KnownKey = keyof KnownOptions;

/** Options read once into one fresh record over `lead`'s method and url, `headers` and `mediaType` included. */
export const optionsRead = (options: Readonly<Dict>, lead?: Pick<Known, "method" | "url">): Dict & Known => {
  const method = lead?.method;
  const url = lead?.url;
  // Every known option an own key from the start, then the options' own keys, each read once.
  const record: Dict = { method, baseUrl: undefined, headers: undefined, mediaType: undefined, url, request: undefined, data: undefined };
  for (const key in options) if (hasOwn(options, key)) ownSet(record, key, options[key]);
  // A known option given `undefined` is not set: the lead's stays.
  if (record.method === undefined) record.method = method;
  if (record.url === undefined) record.url = url;
  if (isPlainObject(record.headers)) record.headers = ownRead(record.headers);
  const { mediaType } = record;
  if (isPlainObject(mediaType)) {
    const enumerable = (key: string): unknown => (Object.prototype.propertyIsEnumerable.call(mediaType, key) ? mediaType[key] : undefined);
    const format = enumerable("format");
    const previews = enumerable("previews");
    record.mediaType = { format, previews: Array.isArray(previews) ? previewsRead(previews) : previews };
  }
  return record as Dict & Known;
};

/** `record` when each known option it sets passes its codec's guard (`checked`'s, the route's, are), else `decoded`'s error. */
export const knownCheck = <R extends Dict & Known>(record: R, prefix = "", checked?: Pick<Known, "method" | "url">): E.Either<EndpointError, R> => {
  // Most calls set no known option but the route's: nothing to check (`data` takes any value).
  const { method, url, baseUrl, headers, mediaType, request } = record;
  if ((method === undefined || method === checked?.method) && (url === undefined || url === checked?.url) && baseUrl === undefined && headers === undefined && mediaType === undefined && request === undefined) {
    return E.right(record);
  }
  for (const key of knownOptions) {
    const value = record[key];
    if (value === undefined || value === checked?.[key as "method" | "url"]) continue;
    if (!props[key as keyof typeof props].is(value)) return decoded(EndpointOptions, record, prefix) as E.Either<EndpointError, never>;
  }
  return E.right(record);
};

// Past this length a list is read by the indices it holds: `new Array(2 ** 32 - 1)` has 2 ** 32 holes to walk.
const walkLimit = 2 ** 20;

// The array indices a list holds, in order: canonical index keys ("3", not "-1", "1.5" or "03") below its length.
const heldIndices = (list: readonly unknown[], length: number): number[] =>
  Object.keys(list).filter((key) => /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < length).map(Number).sort((a, b) => a - b);

/** A list's elements, its length read once; past `walkLimit`, the elements it holds, in order. */
export const listItems = (list: readonly unknown[]): readonly unknown[] => {
  const length = list.length;
  return length <= walkLimit ? Array.prototype.slice.call(list, 0, length) : heldIndices(list, length).map((index) => list[index]);
};

/** The deepest `.defaults()` nests: copies stay finite. No API option nests near it. */
export const nestingLimit = 256;

type Branch = Dict | unknown[];
const isBranch = (value: unknown): value is Branch => Array.isArray(value) || isPlainObject(value);

// A deep copy of plain objects and arrays, cycles and sharing kept; iterative, so no depth overflows the stack.
const treeCopy = (value: unknown): { root: unknown; copies: Branch[] } | undefined => {
  const copies = new Map<Branch, Branch>();
  const pending: Array<[Branch, number]> = [];
  let tooDeep = false;
  const copyOf = (node: unknown, depth: number): unknown => {
    if (!isBranch(node)) return node;
    const done = copies.get(node);
    if (done !== undefined) return done;
    tooDeep ||= depth > nestingLimit;
    let copy: Branch;
    const length = Array.isArray(node) ? node.length : 0;
    if (!Array.isArray(node)) copy = ownRead(node);
    else if (length <= walkLimit) copy = Array.from({ length }, (_, index) => node[index]);
    else {
      copy = new Array<unknown>(length);
      for (const index of heldIndices(node, length)) copy[index] = node[index];
    }
    copies.set(node, copy);
    pending.push([copy, depth]);
    return copy;
  };
  const root = copyOf(value, 1);
  // Breadth first: a branch's depth is its shortest path from the root, whatever the order of the keys.
  for (let at = 0; at < pending.length && !tooDeep; at += 1) {
    const [branch, depth] = pending[at] as [Branch, number];
    for (const key of Object.keys(branch)) (branch as Dict)[key] = copyOf((branch as Dict)[key], depth + 1);
  }
  return tooDeep ? undefined : { root, copies: [...copies.values()] };
};

/** A fresh, mutable deep copy of the plain objects and arrays in `value` (a per-call result's share of the defaults). */
export const plainCopy = (value: unknown): unknown => (isBranch(value) ? (treeCopy(value)?.root ?? value) : value);

/** For long-lived defaults: plain objects and arrays copied and frozen, others as is; `undefined` past `nestingLimit`. */
export const frozenCopy = (value: unknown): unknown => {
  const copied = treeCopy(value);
  copied?.copies.forEach((branch) => Object.freeze(branch));
  return copied?.root;
};

/** `value` checked by a codec: its guard first, the decode only to explain a refusal (its first error), after `prefix`. */
// Each codec's decode refuses what its guard refuses, with an error (codecs.test.ts holds them to it).
const decoded = <A>(codec: t.Type<A, unknown, unknown>, value: unknown, prefix = ""): E.Either<EndpointError, A> =>
  codec.is(value) ? E.right(value) : pipe(codec.decode(value), E.mapLeft(([first]) => failureOf(first as t.ValidationError)), E.mapLeft(({ code, message }) => new EndpointError(code, prefix + message)));

/** What was thrown, as text: a thrown value's own `message` or `toString` may throw too. */
export const reasonOf = (error: unknown): string => {
  try {
    return error instanceof Error ? String(error.message) : String(error);
  } catch {
    return "a value that cannot be shown";
  }
};

/** `f` (up to three arguments passed) with a throw from the caller's getters, Proxies or `toString` as `INVALID_ARGUMENTS`. */
export const guarded = <Args extends [unknown?, unknown?, unknown?], A>(f: (...args: Args) => E.Either<EndpointError, A>): ((...args: Args) => E.Either<EndpointError, A>) => {
  // Named parameters, not a rest: no array is made for each call.
  const guard = (a: unknown, b: unknown, c: unknown): E.Either<EndpointError, A> => {
    try {
      return (f as unknown as (a: unknown, b: unknown, c: unknown) => E.Either<EndpointError, A>)(a, b, c);
    } catch (error) {
      return E.left(new EndpointError("INVALID_ARGUMENTS", `reading the arguments failed: ${reasonOf(error)}`, { cause: error }));
    }
  };
  return guard as unknown as (...args: Args) => E.Either<EndpointError, A>;
};

const { props: required } = RequestOptions.types[0];
const { props: optional } = RequestOptions.types[1];

/** Request options from anyone, as `toFetch` sends them: the five options read once as own data, checked by `RequestOptions`. */
export const requestCheck = guarded((value: unknown): E.Either<EndpointError, RequestOptions> => {
  if (!isPlainObject(value)) {
    return fail("INVALID_ARGUMENTS", `toFetch() takes request options (a plain object, as endpoint() returns), got ${valueKind(value)}`);
  }
  const method = own(value, "method");
  const url = own(value, "url");
  const given = own(value, "headers");
  const body = own(value, "body");
  const request = own(value, "request");
  const headers = isPlainObject(given) ? ownRead(given) : given;
  // Literals define their keys: no polluted Object.prototype's setter is reached.
  const copy: Dict = body === undefined ? { method, url, headers } : { method, url, headers, body };
  if (request !== undefined) ownSet(copy, "request", request);
  const valid = required.method.is(method) && required.url.is(url) && required.headers.is(headers) && (request === undefined || optional.request.is(request));
  return valid ? E.right(copy as RequestOptions) : decoded(RequestOptions, copy);
});
