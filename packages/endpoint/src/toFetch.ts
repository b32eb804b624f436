import { EndpointError, requestCheck } from "@request-options/core";
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

type Sent = Pick<FetchRequestInit, "body" | "duplex">;

// JSON.stringify gives undefined for what JSON has no text for (a `toJSON` that returns
// nothing): no body. A cycle or a nested bigint makes it throw a TypeError: say what it was.
const jsonOf = (body: object): E.Either<EndpointError, Sent> => {
  try {
    const json: unknown = JSON.stringify(body);
    return E.right(typeof json === "string" ? { body: json } : {});
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return E.left(new EndpointError("INVALID_PARAMETER", `the body cannot be sent as JSON: ${reason}`, { cause: error }));
  }
};

/** The `body` (and, for a stream, `duplex`) of `init` for `body`: none for `undefined` or `null`. */
const toBody = (body: unknown): E.Either<EndpointError, Sent> => {
  if (body === undefined || body === null) return E.right({});
  if (typeof body === "string") return E.right({ body });
  // Plain objects and arrays (the usual body) are none of fetch's body types: not tested for them.
  if (!Array.isArray(body) && !PlainObject.is(body)) {
    // Node's fetch streams these only with `duplex: "half"`.
    if (isReadableStream(body)) return E.right({ body, duplex: "half" });
    if (isBufferSource(body) || isBlob(body) || isFormData(body) || isURLSearchParams(body)) return E.right({ body });
  }
  // BodyInit does not list async iterables, which Node's fetch streams.
  if (isAsyncIterable(body)) return E.right({ body: body as unknown as BodyInit, duplex: "half" });
  // Any other object (a plain one, an array, a class instance, a `Date`) is sent as JSON, which
  // is what the default `content-type` announces; `toJSON` is honoured.
  if (typeof body === "object") return jsonOf(body);
  // number, boolean, bigint, symbol, function.
  return E.right({ body: String(body) });
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
const isDropped = (name: string, multipart: boolean): boolean => {
  const lower = name.toLowerCase();
  return lower === "content-length" || (multipart && lower === "content-type");
};

// An own key's value, else undefined: requestCheck's copy holds `body` and `request` only when given, and the
// caller's `request` is read as it is; neither takes a key from Object.prototype.
const own = (record: object, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(record, key) ? (record as Record<string, unknown>)[key] : undefined;

const fetchArguments = (options: RequestOptions): E.Either<EndpointError, [url: string, init: FetchRequestInit]> => {
  const method = options.method.toUpperCase();
  const sent: E.Either<EndpointError, Sent> = bodyless.has(method) ? E.right({}) : toBody(own(options, "body"));
  if (E.isLeft(sent)) return sent;
  const multipart = isFormData(sent.right.body);
  // A fresh object of strings (fromEntries defines each key as own data, `__proto__` included).
  const headers = Object.fromEntries(
    Object.keys(options.headers)
      .filter((name) => !isDropped(name, multipart))
      .map((name) => [name, String(options.headers[name])]),
  ) as Record<string, string>;
  const request = own(options, "request");
  const signal = request === undefined ? undefined : own(request as object, "signal");
  // Literals define their keys: no setter or read-only key of a polluted Object.prototype is reached.
  return E.right([options.url, { method, headers, ...sent.right, ...(isAbortSignal(signal) ? { signal } : {}) }]);
};
