import { EndpointError, getOwn, requestCheck, setOwn } from "@request-options/core";
import * as E from "fp-ts/Either";
import { orThrow } from "./orThrow";
import { PlainObject, type RequestOptions } from "@request-options/types";

/**
 * `RequestInit` plus `duplex`, which the WHATWG fetch standard defines but TypeScript's DOM
 * library does not declare yet. Node's fetch requires `duplex: "half"` for a streamed body.
 */
export interface FetchRequestInit extends RequestInit {
  duplex?: "half";
}

// Globals that an old runtime may lack (ArrayBuffer is ES2015 and always there): never touch
// them unless they exist.
const isFormData = (value: unknown): value is FormData =>
  typeof FormData !== "undefined" && value instanceof FormData;
const isBlob = (value: unknown): value is Blob => typeof Blob !== "undefined" && value instanceof Blob;
const isReadableStream = (value: unknown): value is ReadableStream<Uint8Array> =>
  typeof ReadableStream !== "undefined" && value instanceof ReadableStream;
const isURLSearchParams = (value: unknown): value is URLSearchParams =>
  typeof URLSearchParams !== "undefined" && value instanceof URLSearchParams;
const isAbortSignal = (value: unknown): value is AbortSignal =>
  typeof AbortSignal !== "undefined" && value instanceof AbortSignal;
// A Node stream (`fs.createReadStream`) or an async generator: Node's fetch streams it.
const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function";
// `ArrayBufferView<ArrayBuffer>` is what BodyInit names. A view over a SharedArrayBuffer is passed
// on as well, and fetch rejects it with a TypeError of its own.
const isBufferSource = (value: unknown): value is ArrayBuffer | ArrayBufferView<ArrayBuffer> =>
  value instanceof ArrayBuffer || ArrayBuffer.isView(value);

// Methods that must not carry a body: fetch throws a TypeError if they do.
const bodyless = new Set(["GET", "HEAD"]);

// JSON.stringify gives undefined for what JSON has no text for (a `toJSON` that returns
// nothing): no body. A cycle or a nested bigint makes it throw a TypeError: say what it was.
const jsonOf = (body: object): E.Either<EndpointError, BodyInit | undefined> => {
  try {
    const json: unknown = JSON.stringify(body);
    return E.right(typeof json === "string" ? json : undefined);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return E.left(new EndpointError("INVALID_PARAMETER", `the body cannot be sent as JSON: ${reason}`, { cause: error }));
  }
};

const noBody: E.Either<never, undefined> = E.right(undefined);

// A body Node's fetch streams, which it sends only with `duplex: "half"`: told apart as it is
// first tested, by this wrapper (only streams pay for an object), never asked again.
class Streamed {
  constructor(readonly body: BodyInit) {}
}

/** What `init.body` becomes for `body` (a `Streamed` for a stream); `undefined` means "no body". */
const toBody = (body: unknown): E.Either<EndpointError, BodyInit | Streamed | undefined> => {
  if (body === undefined || body === null) return noBody;
  if (typeof body === "string") return E.right(body);
  // Plain objects and arrays (the usual body) are none of fetch's body types: not tested for them.
  if (!Array.isArray(body) && !PlainObject.is(body)) {
    if (isReadableStream(body)) return E.right(new Streamed(body));
    if (isBufferSource(body) || isBlob(body) || isFormData(body) || isURLSearchParams(body)) return E.right(body);
  }
  // BodyInit does not list async iterables, which Node's fetch accepts (with `duplex`).
  if (isAsyncIterable(body)) return E.right(new Streamed(body as unknown as BodyInit));
  // Any other object (a plain one, an array, a class instance, a `Date`) is sent as JSON, which
  // is what the default `content-type` announces; `toJSON` is honoured.
  if (typeof body === "object") return jsonOf(body);
  // number, boolean, bigint, symbol, function.
  return E.right(String(body));
};

/**
 * Turns the result of `endpoint()` into the arguments of `fetch`, so that
 * `fetch(...toFetch(options))` sends exactly the request that `options` describe.
 *
 * - `init.method` is `options.method` upper case: fetch normalises only DELETE, GET, HEAD,
 *   OPTIONS, POST and PUT, so a lower-case `patch` would otherwise reach the server as `patch`.
 * - `init.headers` is a fresh plain object of string values (numbers by `String()`), without
 *   `content-length`, which fetch computes from the body (a stale one would corrupt the request).
 *   When the body is a `FormData`, `content-type` is dropped as well: fetch must write the
 *   `multipart/form-data; boundary=...` value itself, and any other value (such as the default
 *   `application/json; charset=utf-8`) would make the body unreadable.
 * - `init.body`: none when `options.body` is `undefined` or `null`, and never for GET or HEAD;
 *   strings, `ArrayBuffer`s, typed arrays, `DataView`s, `Blob`s, `FormData`, `URLSearchParams`
 *   and `ReadableStream`s as they are (a `ReadableStream` also sets `init.duplex` to `"half"`,
 *   which Node's fetch requires; so does any other async iterable, such as a Node stream, which
 *   Node's fetch accepts); plain objects, arrays and other objects by `JSON.stringify` (which
 *   throws on a cycle or a bigint inside); numbers, booleans and bigints by `String()`.
 * - `init.signal` is `options.request.signal` when that is an `AbortSignal`.
 *
 * `options` and everything in it are left untouched.
 *
 * @example
 * ```ts
 * import { endpoint, toFetch } from "@request-options/endpoint";
 *
 * const response = await fetch(
 *   ...toFetch(
 *     endpoint("POST /repos/{owner}/{repo}/issues", {
 *       owner: "octocat",
 *       repo: "hello-world",
 *       title: "Found a bug",
 *       headers: { authorization: `token ${token}` },
 *     }),
 *   ),
 * );
 * ```
 */
export const toFetch = (options: RequestOptions): [url: string, init: FetchRequestInit] =>
  orThrow(() => {
    const checked = requestCheck(options);
    // Not E.flatMap: it brings fp-ts's `dual` into the CDN file for one call (docs/distribution.md).
    return E.isLeft(checked) ? checked : fetchArguments(checked.right);
  });

// fetch counts the body itself, and writes a multipart body's boundary into its content-type.
// (Names are compared by length first: most headers are neither, and need no lower-casing.)
const isDropped = (name: string, multipart: boolean): boolean =>
  (name.length === 14 && name.toLowerCase() === "content-length") || (multipart && name.length === 12 && name.toLowerCase() === "content-type");

// The headers but `content-length` (and, for a multipart body, `content-type`), as strings.
const headersSent = (given: RequestOptions["headers"], multipart: boolean): Record<string, string> => {
  // Entries, then one object: fromEntries defines each key as own data, `__proto__` included.
  const entries: Array<[string, string]> = [];
  for (const name of Object.keys(given)) {
    if (!isDropped(name, multipart)) entries.push([name, String(given[name])]);
  }
  return Object.fromEntries(entries);
};

const fetchArguments = (options: RequestOptions): E.Either<EndpointError, [url: string, init: FetchRequestInit]> => {
  const method = options.method.toUpperCase();
  const sent = bodyless.has(method) ? noBody : toBody(getOwn(options, "body"));
  if (E.isLeft(sent)) return sent;
  const body = sent.right;
  const multipart = isFormData(body);

  // requestCheck's copy of the headers is fresh and never handed out: sent as it is when it
  // has only strings and nothing to drop, else copied without what fetch must write itself.
  const given = options.headers;
  let headers = given as Record<string, string>;
  // for-in makes no key array; a key inherited from a polluted prototype can only send the
  // headers through the copy, which takes own keys alone.
  for (const name in given) {
    if (typeof given[name] !== "string" || isDropped(name, multipart)) {
      headers = headersSent(given, multipart);
      break;
    }
  }
  // Literals, and signal by setOwn, set their keys as own data: no setter or read-only key of a polluted
  // Object.prototype is reached.
  const init: FetchRequestInit =
    body instanceof Streamed ? { method, headers, body: body.body, duplex: "half" } : body === undefined ? { method, headers } : { method, headers, body };
  const request = getOwn(options, "request") as RequestOptions["request"];
  const signal: unknown =
    request !== undefined && Object.prototype.hasOwnProperty.call(request, "signal") ? request["signal"] : undefined;
  if (isAbortSignal(signal)) setOwn(init as Record<string, unknown>, "signal", signal);

  return E.right([options.url, init]);
};
