import { EndpointError, type RequestOptions, toFetch } from "@request-options/endpoint";
import { loopbackRecorder, type Received } from "./support";

const loopback = loopbackRecorder(200, "text/plain", "ok");
const { received } = loopback;

/** Sends `options` with the real global fetch and returns what the server received. */
const send = async (options: RequestOptions): Promise<Received> => {
  const before = received.length;
  const response = await fetch(...toFetch(options));
  expect(response.status).toBe(200);
  expect(await response.text()).toBe("ok");
  expect(received).toHaveLength(before + 1);
  return received[received.length - 1] as Received;
};

const defaults = { accept: "application/vnd.github.v3+json", "user-agent": "request-options/0.1.0" };
const json = "application/json; charset=utf-8";

describe("toFetch on the wire", () => {
  it("sends a GET with its exact path, raw query and headers, and no body", async () => {
    const seen = await send({
      method: "get",
      url: `${loopback.base}/repos/o/r/issues?state=open&labels=bug,ui&q=repo%3Ao%2Fr+is%3Aopen&fields[]=1`,
      headers: { ...defaults, authorization: "token secret123", "x-page-size": 30 },
    });
    expect(seen.method).toBe("GET");
    expect(seen.url).toBe("/repos/o/r/issues?state=open&labels=bug,ui&q=repo%3Ao%2Fr+is%3Aopen&fields[]=1");
    expect(seen.headers["authorization"]).toBe("token secret123");
    expect(seen.headers["x-page-size"]).toBe("30");
    expect(seen.headers["accept"]).toBe("application/vnd.github.v3+json");
    expect(seen.headers["user-agent"]).toBe("request-options/0.1.0");
    expect(seen.headers["content-length"]).toBeUndefined();
    expect(seen.headers["transfer-encoding"]).toBeUndefined();
    expect(seen.body).toHaveLength(0);
  });

  it("never sends a body with GET, even when options carry one", async () => {
    const seen = await send({ method: "get", url: `${loopback.base}/search`, headers: { ...defaults }, body: { q: "x" } });
    expect(seen.method).toBe("GET");
    expect(seen.body).toHaveLength(0);
  });

  it("sends PATCH upper case with a JSON object body", async () => {
    const body = { title: "x", labels: ["a"], milestone: null, nested: { n: 1, ok: true } };
    const seen = await send({
      method: "patch",
      url: `${loopback.base}/repos/o/r/issues/1`,
      headers: { ...defaults, "content-type": json },
      body,
    });
    expect(seen.method).toBe("PATCH");
    expect(seen.url).toBe("/repos/o/r/issues/1");
    expect(seen.headers["content-type"]).toBe(json);
    expect(JSON.parse(seen.body.toString("utf8"))).toEqual(body);
    expect(seen.headers["content-length"]).toBe(String(seen.body.length));
  });

  it("sends a POST array body as JSON", async () => {
    const body = ["bug", { name: "ui" }, 3];
    const seen = await send({ method: "post", url: `${loopback.base}/labels`, headers: { ...defaults, "content-type": json }, body });
    expect(seen.method).toBe("POST");
    expect(seen.body.toString("utf8")).toBe(JSON.stringify(body));
    expect(JSON.parse(seen.body.toString("utf8"))).toEqual(body);
  });

  it("sends PUT with an empty string body as content-length 0", async () => {
    const seen = await send({
      method: "put",
      url: `${loopback.base}/user/starred/o/r`,
      headers: { ...defaults, "content-type": json },
      body: "",
    });
    expect(seen.method).toBe("PUT");
    expect(seen.headers["content-length"]).toBe("0");
    expect(seen.body).toHaveLength(0);
  });

  it("sends a raw string body with its real length, not a stale content-length", async () => {
    const text = "héllo, wörld\n";
    const seen = await send({
      method: "post",
      url: `${loopback.base}/markdown/raw`,
      headers: { ...defaults, "content-type": "text/plain", "content-length": 999 },
      body: text,
    });
    expect(seen.headers["content-type"]).toBe("text/plain");
    expect(seen.headers["content-length"]).toBe(String(Buffer.byteLength(text)));
    expect(seen.body.toString("utf8")).toBe(text);
  });

  it("sends a Uint8Array body byte for byte", async () => {
    const bytes = new Uint8Array([0, 1, 2, 127, 128, 254, 255]);
    const seen = await send({
      method: "post",
      url: `${loopback.base}/upload`,
      headers: { ...defaults, "content-type": "application/octet-stream" },
      body: bytes,
    });
    expect(seen.headers["content-type"]).toBe("application/octet-stream");
    expect([...seen.body]).toEqual([...bytes]);
  });

  it("sends an ArrayBuffer view (DataView) over part of a buffer", async () => {
    const buffer = new Uint8Array([9, 8, 7, 6, 5]).buffer;
    const seen = await send({
      method: "post",
      url: `${loopback.base}/upload`,
      headers: { ...defaults, "content-type": "application/octet-stream" },
      body: new DataView(buffer, 1, 3),
    });
    expect([...seen.body]).toEqual([8, 7, 6]);
  });

  it("sends a URLSearchParams body url-encoded", async () => {
    const seen = await send({
      method: "post",
      url: `${loopback.base}/login/oauth/access_token`,
      headers: { ...defaults },
      body: new URLSearchParams({ client_id: "a b", code: "c&d" }),
    });
    expect(seen.body.toString("utf8")).toBe("client_id=a+b&code=c%26d");
    expect(seen.headers["content-type"]).toBe("application/x-www-form-urlencoded;charset=UTF-8");
  });

  it("sends a Blob body with its bytes", async () => {
    const seen = await send({
      method: "post",
      url: `${loopback.base}/upload`,
      headers: { ...defaults, "content-type": "text/csv" },
      body: new Blob(["a,b\n", "1,2\n"], { type: "text/csv" }),
    });
    expect(seen.headers["content-type"]).toBe("text/csv");
    expect(seen.body.toString("utf8")).toBe("a,b\n1,2\n");
  });

  it("sends a FormData body as multipart with fetch's own boundary, not the given content-type", async () => {
    const form = new FormData();
    form.append("name", "octocat");
    form.append("file", new Blob(["file-content"], { type: "text/plain" }), "a.txt");
    const seen = await send({
      method: "post",
      url: `${loopback.base}/upload`,
      headers: { ...defaults, "content-type": json, "content-length": 5 },
      body: form,
    });
    const contentType = seen.headers["content-type"] ?? "";
    expect(contentType).toMatch(/^multipart\/form-data; boundary=\S+$/);
    const boundary = contentType.replace(/^.*boundary=/, "");
    const text = seen.body.toString("utf8");
    expect(text).toContain(`--${boundary}`);
    expect(text).toContain('name="name"');
    expect(text).toContain("octocat");
    expect(text).toContain('filename="a.txt"');
    expect(text).toContain("file-content");
  });

  it("streams a ReadableStream body", async () => {
    const chunks = ["first,", "second,", "third"];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const seen = await send({
      method: "post",
      url: `${loopback.base}/upload`,
      headers: { ...defaults, "content-type": "application/octet-stream" },
      body: stream,
    });
    expect(seen.body.toString("utf8")).toBe(chunks.join(""));
  });

  it("streams an async iterable body (a Node stream or an async generator)", async () => {
    async function* generate(): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode("one-");
      yield new TextEncoder().encode("two");
    }
    const seen = await send({
      method: "post",
      url: `${loopback.base}/upload`,
      headers: { ...defaults, "content-type": "application/octet-stream" },
      body: generate(),
    });
    expect(seen.body.toString("utf8")).toBe("one-two");
  });

  it("sends DELETE without a body", async () => {
    const seen = await send({ method: "delete", url: `${loopback.base}/repos/o/r/labels/bug`, headers: { ...defaults } });
    expect(seen.method).toBe("DELETE");
    expect(seen.url).toBe("/repos/o/r/labels/bug");
    expect(seen.body).toHaveLength(0);
    expect(seen.headers["content-type"]).toBeUndefined();
  });

  it("passes request.signal through: an aborted signal makes fetch reject with an AbortError", async () => {
    const controller = new AbortController();
    controller.abort();
    const before = received.length;
    const options: RequestOptions = {
      method: "get",
      url: `${loopback.base}/never`,
      headers: { ...defaults },
      request: { signal: controller.signal },
    };
    await expect(fetch(...toFetch(options))).rejects.toMatchObject({ name: "AbortError" });
    expect(received).toHaveLength(before);
  });
});

describe("toFetch's result", () => {
  it("leaves its input untouched and returns fresh objects", () => {
    const options: RequestOptions = {
      method: "patch",
      url: "https://api.github.com/repos/o/r/issues/1",
      headers: { ...defaults, "content-type": json, "content-length": 12, "x-count": 3 },
      body: { title: "x", labels: ["a"] },
      request: { timeout: 5 },
    };
    const copy = structuredClone(options);
    const [url, init] = toFetch(options);
    expect(options).toEqual(copy);
    expect(url).toBe(options.url);
    expect(init.headers).not.toBe(options.headers);
    expect(init.method).toBe("PATCH");
    expect(init.headers).toEqual({ ...defaults, "content-type": json, "x-count": "3" });
    expect(init.body).toBe('{"title":"x","labels":["a"]}');
    expect(init.signal).toBeUndefined();
    expect(init.duplex).toBeUndefined();
  });

  it("upper-cases any method", () => {
    for (const method of ["get", "post", "put", "patch", "delete", "options", "propfind", "Patch"]) {
      expect(toFetch({ method, url: "https://x.test/", headers: {} })[1].method).toBe(method.toUpperCase());
    }
  });

  it("drops content-length in any case, keeps every other header as a string", () => {
    const [, init] = toFetch({
      method: "post",
      url: "https://x.test/",
      headers: { "Content-Length": "3", "content-length": 4, "x-n": 1.5, "x-s": "v" },
      body: "abc",
    });
    expect(init.headers).toEqual({ "x-n": "1.5", "x-s": "v" });
  });

  it("String()s a header that is the only one and a number, and drops a content-length that is the only one", () => {
    expect(toFetch({ method: "get", url: "https://x.test/", headers: { "x-n": 5 } })[1].headers).toStrictEqual({ "x-n": "5" });
    expect(toFetch({ method: "post", url: "https://x.test/", headers: { "content-length": "3" }, body: "abc" })[1].headers).toStrictEqual({});
  });

  it("keeps other headers as long as content-length (14) and content-type (12), multipart or not", () => {
    const headers = { "x-request-id-1": "a", "x-trace-id12": "b" };
    for (const body of ["abc", new FormData()]) {
      expect(toFetch({ method: "post", url: "https://x.test/", headers, body })[1].headers).toEqual(headers);
    }
  });

  it("sends own headers only: a key on a polluted Object.prototype is neither sent nor refused", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    try {
      // A number sends the headers through the copy, a string keeps them as they are: own keys only either way.
      for (const polluted of [1, "v"]) {
        prototype["x-polluted"] = polluted;
        const [, init] = toFetch({ method: "get", url: "https://x.test/", headers: { accept: "a" } });
        expect(Object.keys(init.headers as object)).toEqual(["accept"]);
        expect(Object.prototype.hasOwnProperty.call(init.headers, "x-polluted")).toBe(false);
      }
    } finally {
      delete prototype["x-polluted"];
    }
  });

  it("drops content-type only for a FormData body, leaving the caller's headers as they were", () => {
    const headers = { "content-type": json, "content-length": 1 };
    const form = new FormData();
    const [, withForm] = toFetch({ method: "post", url: "https://x.test/", headers, body: form });
    expect(withForm.headers).toEqual({});
    expect(withForm.body).toBe(form);
    expect(headers).toEqual({ "content-type": json, "content-length": 1 });

    const [, withJson] = toFetch({ method: "post", url: "https://x.test/", headers, body: {} });
    expect(withJson.headers).toEqual({ "content-type": json });
  });

  it("keeps a __proto__ header as an own header", () => {
    const headers = JSON.parse('{"__proto__":"p","x":"y"}') as Record<string, string>;
    const [, init] = toFetch({ method: "get", url: "https://x.test/", headers });
    expect(Object.getPrototypeOf(init.headers)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(init.headers, "__proto__")).toBe(true);
    expect(Object.keys(init.headers as object)).toEqual(["__proto__", "x"]);
  });

  it("has no body for undefined, null, GET and HEAD", () => {
    const cases: RequestOptions[] = [
      { method: "post", url: "https://x.test/", headers: {} },
      { method: "post", url: "https://x.test/", headers: {}, body: undefined },
      { method: "post", url: "https://x.test/", headers: {}, body: null },
      { method: "get", url: "https://x.test/", headers: {}, body: { a: 1 } },
      { method: "HEAD", url: "https://x.test/", headers: {}, body: "text" },
    ];
    for (const options of cases) {
      const [, init] = toFetch(options);
      expect("body" in init).toBe(false);
      expect("duplex" in init).toBe(false);
    }
  });

  it("passes body instances through by reference", () => {
    const bodies: unknown[] = [
      "text",
      new Uint8Array([1]),
      new Uint8Array([1, 2]).buffer,
      new DataView(new ArrayBuffer(2)),
      new Blob(["b"]),
      new FormData(),
      new URLSearchParams("a=1"),
    ];
    for (const body of bodies) {
      const [, init] = toFetch({ method: "post", url: "https://x.test/", headers: {}, body });
      expect(init.body).toBe(body);
      expect(init.duplex).toBeUndefined();
    }
  });

  it("passes a ReadableStream by reference with duplex: half", () => {
    const stream = new ReadableStream<Uint8Array>();
    const [, init] = toFetch({ method: "put", url: "https://x.test/", headers: {}, body: stream });
    expect(init.body).toBe(stream);
    expect(init.duplex).toBe("half");
  });

  it("stringifies other primitives and serialises other objects as JSON", () => {
    const body = (value: unknown): unknown => toFetch({ method: "post", url: "https://x.test/", headers: {}, body: value })[1].body;
    expect(body(42)).toBe("42");
    expect(body(false)).toBe("false");
    expect(body(10n)).toBe("10");
    expect(body(Object.assign(Object.create(null) as object, { a: 1 }))).toBe('{"a":1}');
    expect(body(new Date("2020-01-02T03:04:05.000Z"))).toBe('"2020-01-02T03:04:05.000Z"');
  });

  it("takes request.signal only when it is an AbortSignal", () => {
    const { signal } = new AbortController();
    const [, withSignal] = toFetch({ method: "get", url: "https://x.test/", headers: {}, request: { signal } });
    expect(withSignal.signal).toBe(signal);
    const [, withJunk] = toFetch({ method: "get", url: "https://x.test/", headers: {}, request: { signal: "nope" } });
    expect("signal" in withJunk).toBe(false);
  });
});

describe("toFetch: edge cases of the body", () => {
  it("sets no duplex key at all for a body that is not streamed", () => {
    for (const body of ["text", { a: 1 }, new Uint8Array([1])]) {
      const [, init] = toFetch({ method: "post", url: "https://x.test/", headers: {}, body });
      expect("body" in init).toBe(true);
      expect(Object.keys(init)).not.toContain("duplex");
    }
  });

  it("streams a plain object that is an async iterable, rather than sending it as JSON", () => {
    const body = {
      // eslint-disable-next-line @typescript-eslint/require-await
      async *[Symbol.asyncIterator]() {
        yield new Uint8Array([1]);
      },
    };
    const [, init] = toFetch({ method: "post", url: "https://x.test/", headers: {}, body });
    expect(init.body).toBe(body);
    expect(init.duplex).toBe("half");
  });

  it("sends a buffer that also has an async iterator as a buffer, without duplex", () => {
    const body = Object.assign(new Uint8Array([1]), {
      // eslint-disable-next-line @typescript-eslint/require-await
      async *[Symbol.asyncIterator]() {
        yield new Uint8Array([1]);
      },
    });
    const [, init] = toFetch({ method: "post", url: "https://x.test/", headers: {}, body });
    expect(init.body).toBe(body);
    expect("duplex" in init).toBe(false);
  });

  it("reads an async iterable's Symbol.asyncIterator once", () => {
    let reads = 0;
    const body = Object.defineProperty({}, Symbol.asyncIterator, {
      get: () => {
        reads += 1;
        // eslint-disable-next-line @typescript-eslint/require-await
        return reads === 1 ? async function* () {} : undefined;
      },
    });
    const [, init] = toFetch({ method: "post", url: "https://x.test/", headers: {}, body });
    expect(init.duplex).toBe("half");
    expect(reads).toBe(1);
  });

  it("stringifies a function even when it has an async iterator: only objects are streamed", () => {
    const fn = Object.assign(() => 1, {
      // eslint-disable-next-line @typescript-eslint/require-await
      [Symbol.asyncIterator]: async function* () {
        yield new Uint8Array([1]);
      },
    });
    const [, init] = toFetch({ method: "post", url: "https://x.test/", headers: {}, body: fn });
    expect(init.body).toBe(String(fn));
    expect("duplex" in init).toBe(false);
  });

  it("says why a body cannot be JSON, keeping the TypeError as the cause", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic["self"] = cyclic;
    let thrown: unknown;
    try {
      toFetch({ method: "post", url: "https://x.test/", headers: {}, body: cyclic });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const error = thrown as Error & { code?: string };
    expect(error.code).toBe("INVALID_PARAMETER");
    expect(error.message).toMatch(/^the body cannot be sent as JSON: .*circular/i);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("with a FormData body drops content-type and content-length only, keeping other headers", () => {
    const [, init] = toFetch({
      method: "post",
      url: "https://x.test/",
      headers: { "Content-Type": json, "x-a": "1", accept: "text/plain" },
      body: new FormData(),
    });
    expect(init.headers).toEqual({ "x-a": "1", accept: "text/plain" });
  });
});

describe("toFetch: what it is given is checked first (review finding: TypeErrors from inside)", () => {
  const codeOf = (run: () => unknown): unknown => {
    try {
      run();
      return "none";
    } catch (error) {
      return error instanceof EndpointError ? error.code : error;
    }
  };
  const given = (value: unknown): unknown => codeOf(() => toFetch(value as RequestOptions));

  it.each([
    ["null", null, "INVALID_ARGUMENTS"],
    ["a string", "GET /x", "INVALID_ARGUMENTS"],
    ["an array", [], "INVALID_ARGUMENTS"],
    ["no method, url or headers", {}, "INVALID_OPTIONS"],
    ["no headers", { method: "get", url: "https://x.test/" }, "INVALID_OPTIONS"],
    ["a method that is no string", { method: 5, url: "https://x.test/", headers: {} }, "INVALID_OPTIONS"],
    ["a method that is no RFC 9110 token", { method: "po st", url: "https://x.test/", headers: {} }, "INVALID_METHOD"],
    ["a header value with CR LF", { method: "get", url: "https://x.test/", headers: { a: "1\r\nb: 2" } }, "INVALID_HEADER"],
    ["a header name that is no token", { method: "get", url: "https://x.test/", headers: { "a b": "1" } }, "INVALID_HEADER"],
    ["a request that is no object", { method: "get", url: "https://x.test/", headers: {}, request: 5 }, "INVALID_OPTIONS"],
  ])("%s is an EndpointError %s", (_label, value, code) => {
    expect(given(value)).toBe(code);
  });

  it("a value that is no plain object is named in the message", () => {
    expect(() => toFetch([] as unknown as RequestOptions)).toThrow("toFetch() takes request options (a plain object, as endpoint() returns), got an array");
  });

  it("what the caller's own objects throw is INVALID_ARGUMENTS with the cause, a getter read once", () => {
    const thrown = new Error("g");
    const options = { url: "https://x.test/", headers: {} };
    Object.defineProperty(options, "method", { enumerable: true, get: () => { throw thrown; } });
    let caughtError: unknown;
    try {
      toFetch(options as RequestOptions);
    } catch (error) {
      caughtError = error;
    }
    expect(caughtError).toBeInstanceOf(EndpointError);
    expect((caughtError as EndpointError).code).toBe("INVALID_ARGUMENTS");
    expect((caughtError as EndpointError).cause).toBe(thrown);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(given({ method: "post", url: "https://x.test/", headers: {}, body: proxy })).toBe("INVALID_ARGUMENTS");
    let reads = 0;
    const once = { url: "https://x.test/", headers: {} };
    Object.defineProperty(once, "method", { enumerable: true, get: () => (reads++ === 0 ? "get" : "\r\n") });
    expect(toFetch(once as RequestOptions)[1].method).toBe("GET");
    expect(reads).toBe(1);
  });

  it("a header getter is read once: the value checked is the value sent", () => {
    let reads = 0;
    const headers = {};
    Object.defineProperty(headers, "x-token", { enumerable: true, get: () => (reads++ === 0 ? "abc" : "a\r\nb: c") });
    const [, init] = toFetch({ method: "get", url: "https://x.test/", headers } as RequestOptions);
    expect(init.headers).toEqual({ "x-token": "abc" });
    expect(reads).toBe(1);
  });

  it("the headers sent are a copy: numbers as strings, content-length dropped in any case", () => {
    const headers = { accept: "a/b", "x-n": 5, "Content-Length": "3" };
    const [, init] = toFetch({ method: "post", url: "https://x.test/", headers, body: "abc" });
    expect(init.headers).toEqual({ accept: "a/b", "x-n": "5" });
    (init.headers as Record<string, string>)["accept"] = "changed";
    expect(headers).toEqual({ accept: "a/b", "x-n": 5, "Content-Length": "3" });
    const [, plain] = toFetch({ method: "get", url: "https://x.test/", headers: { accept: "a/b" } });
    expect(plain.headers).toEqual({ accept: "a/b" });
  });

  it("a duplex or body on a polluted Object.prototype reaches no request", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype["duplex"] = "x";
    prototype["body"] = "inherited";
    try {
      const [, post] = toFetch({ method: "post", url: "https://x.test/", headers: {}, body: "own" });
      expect(Object.prototype.hasOwnProperty.call(post, "duplex")).toBe(false);
      const [, bodyless] = toFetch({ method: "post", url: "https://x.test/", headers: {} });
      expect(Object.prototype.hasOwnProperty.call(bodyless, "body")).toBe(false);
    } finally {
      delete prototype["duplex"];
      delete prototype["body"];
    }
  });
});
