import { EndpointError, guarded } from "@request-options/core";
import { type Dict, hasOwn, isPlainObject, own, reasonOf, requestCheck } from "@request-options/core/internal";
import * as E from "fp-ts/Either";
import type { RequestOptions } from "@request-options/types";
import { rightOrThrow } from "./withDefaults";

/** `RequestInit` plus `duplex`, which TypeScript's DOM library lacks: Node's fetch needs `"half"` for a stream body. */
export interface FetchRequestInit extends RequestInit {
  duplex?: "half";
}

// Globals an old runtime may lack (ArrayBuffer is ES2015, always there) are read only when they exist.
const isFormData = (value: unknown): value is FormData => typeof FormData !== "undefined" && value instanceof FormData;
const isBlob = (value: unknown): value is Blob => typeof Blob !== "undefined" && value instanceof Blob;
const isReadableStream = (value: unknown): value is ReadableStream => typeof ReadableStream !== "undefined" && value instanceof ReadableStream;
const isURLSearchParams = (value: unknown): value is URLSearchParams => typeof URLSearchParams !== "undefined" && value instanceof URLSearchParams;
const isAbortSignal = (value: unknown): value is AbortSignal => typeof AbortSignal !== "undefined" && value instanceof AbortSignal;
// Typed as BodyInit names it; a view over a SharedArrayBuffer passes too, and fetch rejects it with its own TypeError.
const isBufferSource = (value: unknown): value is ArrayBuffer | ArrayBufferView<ArrayBuffer> =>
  value instanceof ArrayBuffer || ArrayBuffer.isView(value);

type Sent = Pick<FetchRequestInit, "body" | "duplex">;
const toBody = (body: unknown): E.Either<EndpointError, Sent> => {
  if (body === undefined || body === null) return E.right({});
  if (typeof body === "string") return E.right({ body });
  // Plain objects and arrays (the usual body) are none of fetch's body types: not tested for them.
  const plain = Array.isArray(body) || isPlainObject(body);
  if (!plain) {
    if (isReadableStream(body)) return E.right({ body, duplex: "half" });
    if (isBufferSource(body) || isBlob(body) || isFormData(body) || isURLSearchParams(body)) return E.right({ body });
  }
  // Node's fetch streams async iterables (`fs.createReadStream`), which BodyInit omits; a plain one must own its key.
  const iterable = typeof body === "object" && typeof (body as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === "function";
  if (iterable && (!plain || hasOwn(body, Symbol.asyncIterator))) {
    return E.right({ body: body as unknown as BodyInit, duplex: "half" });
  }
  if (typeof body !== "object") return E.right({ body: String(body) });
  // Any other object is JSON, the default `content-type`: no body if it has no JSON text; a cycle or bigint throws.
  try {
    const json: unknown = JSON.stringify(body);
    return E.right(typeof json === "string" ? { body: json } : {});
  } catch (error) {
    return E.left(new EndpointError("INVALID_PARAMETER", `the body cannot be sent as JSON: ${reasonOf(error)}`, { cause: error }));
  }
};

// fetch counts the body and writes a multipart boundary into content-type; lengths first: most names are neither.
const isDropped = (name: string, multipart: boolean): boolean =>
  (name.length === 14 && name.toLowerCase() === "content-length") || (multipart && name.length === 12 && name.toLowerCase() === "content-type");

// A throw from the caller's body or request (a getter, a Proxy) becomes INVALID_ARGUMENTS.
const fetchArguments = guarded((options: RequestOptions): E.Either<EndpointError, [url: string, init: FetchRequestInit]> => {
  const checked = requestCheck(options);
  // An early return, as the core's compositions chain: not fp-ts's `dual` flatMap for one step.
  if (E.isLeft(checked)) return checked;
  const given = checked.right;
  // fetch upper-cases only some methods; GET and HEAD must not carry a body (fetch throws if they do).
  const method = given.method.toUpperCase();
  const sent = method === "GET" || method === "HEAD" ? E.right<EndpointError, Sent>({}) : toBody(own(given, "body"));
  if (E.isLeft(sent)) return sent;
  const multipart = isFormData(sent.right.body);
  // requestCheck's copy is fresh: sent if all strings, none dropped; an inherited (polluted) key only forces a copy.
  let headers = given.headers as Record<string, string>;
  for (const name in given.headers) {
    if (typeof given.headers[name] === "string" && !isDropped(name, multipart)) continue;
    // fromEntries defines each key as own data, `__proto__` included.
    const kept = Object.keys(given.headers).filter((key) => !isDropped(key, multipart));
    headers = Object.fromEntries(kept.map((key) => [key, String(given.headers[key])])) as Record<string, string>;
    break;
  }
  const request = own(given, "request");
  const signal = request === undefined ? undefined : own(request as Dict, "signal");
  // Literals define their keys: no setter or read-only key of a polluted Object.prototype is reached.
  return E.right([given.url, { method, headers, ...sent.right, ...(isAbortSignal(signal) ? { signal } : {}) }]);
});

/** `fetch`'s arguments for `endpoint()`'s result (left untouched): `fetch(...toFetch(options))` sends exactly it. */
export const toFetch = (options: RequestOptions): [url: string, init: FetchRequestInit] => rightOrThrow(fetchArguments(options));
