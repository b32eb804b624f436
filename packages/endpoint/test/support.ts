/** What the endpoint acceptance tests share: the documents' constants and error assertions. */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { endpoint, EndpointError, VERSION } from "@request-options/endpoint";

/**
 * The tests feed the API inputs its static types rightly refuse (a number route, a Map as
 * headers): undecoded input, the one place `any` belongs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

/** The API without its static types. */
export const api: Loose = endpoint;

export const BASE = "https://api.github.com";
export const ACCEPT = "application/vnd.github.v3+json";
export const UA = `request-options/${VERSION}`;
export const JSON_TYPE = "application/json; charset=utf-8";
export const DEFAULT_HEADERS = { accept: ACCEPT, "user-agent": UA };

/** What `fn` throws, or `undefined`. */
export const caught = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
};

/** `fn` throws an EndpointError with `code`, and its message mentions each of `mentions`. */
export const expectError = (fn: () => unknown, code: string, ...mentions: Array<string | RegExp>): EndpointError => {
  expect(fn).toThrow(EndpointError);
  const error = caught(fn) as EndpointError;
  expect(error).toBeInstanceOf(EndpointError);
  expect(error.code).toBe(code);
  for (const mention of mentions) {
    if (typeof mention === "string") expect(error.message).toContain(mention);
    else expect(error.message).toMatch(mention);
  }
  return error;
};

/** A FormData's parts in order, as `[name, value]` (TypeScript's DOM library, without DOM.Iterable, lacks `entries()`). */
export const formParts = (form: FormData): Array<[string, FormDataEntryValue]> => {
  const parts: Array<[string, FormDataEntryValue]> = [];
  form.forEach((value, name) => parts.push([name, value]));
  return parts;
};

/** What the loopback server saw of one request. */
export interface Received {
  readonly method: string;
  /** Path and raw query, exactly as on the request line. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/**
 * A `node:http` server on 127.0.0.1 for the calling file's tests: started before them, closed after them with every
 * connection (a failed test's included). It records each request whole and answers `status` with `type` and `text`.
 */
export const loopbackRecorder = (status: number, type: string, text: string): { readonly received: Received[]; readonly base: string } => {
  const received: Received[] = [];
  let server: Server | undefined;
  let base = "";
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(status, { "content-type": type });
        response.end(text);
      });
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    const started = server;
    if (started === undefined) return;
    started.closeAllConnections();
    await new Promise<void>((resolve, reject) => started.close((error) => (error ? reject(error) : resolve())));
  });
  return {
    received,
    get base() {
      return base;
    },
  };
};
