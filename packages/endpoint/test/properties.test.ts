/**
 * Property-based tests (fast-check) of the invariants DECISIONS.md and the specification state
 * for every input, and of three round trips (path segment, query value, body key). Generators
 * live in arbitraries.ts. Seed and run count are fixed unless FC_SEED / FC_NUM_RUNS say
 * otherwise; a failure report names the seed and the shrunk counterexample.
 */
import fc from "fast-check";
import { ErrorCode } from "@request-options/types";
import { endpoint, EndpointError, type EndpointInterface, type RequestOptions } from "@request-options/endpoint";
import {
  type Call,
  call,
  defaultsChain,
  defaultsOptions,
  fastCheckConfig,
  ownObject,
  paramKey,
  paramValue,
  scalar,
  text,
} from "./arbitraries";
import { BASE, JSON_TYPE, type Loose } from "./support";

// Merged into what is set already: the mutation run's setup turns shrinking off.
fc.configureGlobal({ ...fc.readConfigureGlobal(), ...fastCheckConfig });

// Jest's 5 s default is far too short for FC_NUM_RUNS=20000: scale the limit with the runs.
const TIMEOUT = 20_000 + fastCheckConfig.numRuns * 30;

// ---------------------------------------------------------------------------------------------
// Observation helpers

type Outcome<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: unknown };

const attempt = <A>(run: () => A): Outcome<A> => {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
};

const hasOwn = (object: object, key: PropertyKey): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** An own data property's value (a `__proto__` key included), else `undefined`. */
const ownValue = (object: object, key: string): unknown => Object.getOwnPropertyDescriptor(object, key)?.value;

const isObject = (value: unknown): value is object =>
  (typeof value === "object" && value !== null) || typeof value === "function";

const isBranch = (value: unknown): value is object => {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === null || proto === Object.prototype;
};

/** A stable number per function, symbol or prototype: compared by identity, not structure. */
const identities = new Map<unknown, number>();
const identity = (value: unknown): number => {
  const known = identities.get(value);
  if (known !== undefined) return known;
  identities.set(value, identities.size);
  return identities.size - 1;
};

/**
 * A string that changes whenever anything observable in `root` changes: every own property
 * (symbols, non-enumerable ones and `__proto__` data keys included) with its value, prototype
 * and a Date's time. structuredClone cannot do this (functions, symbols, prototypes). "exact"
 * also records descriptor flags; "value" compares results, where a frozen DEFAULTS copy and a
 * fresh merge() are equal, and a null-prototype object and an object literal are both plain.
 */
const fingerprint = (root: unknown, mode: "exact" | "value" = "exact"): string => {
  const seen = new Map<object, number>();
  const shot = (value: unknown): unknown => {
    switch (typeof value) {
      case "number":
        return ["number", Object.is(value, -0) ? "-0" : String(value)];
      case "bigint":
        return ["bigint", String(value)];
      case "string":
      case "boolean":
        return [typeof value, value];
      case "undefined":
        return ["undefined"];
      case "symbol":
      case "function":
        return [typeof value, identity(value)];
    }
    if (value === null) return ["null"];
    const object = value as object;
    const earlier = seen.get(object);
    if (earlier !== undefined) return ["cycle", earlier];
    seen.set(object, seen.size);
    const proto: unknown = Object.getPrototypeOf(object);
    const prototype =
      proto === Array.prototype ? "Array" : mode === "value" && proto === null ? identity(Object.prototype) : identity(proto);
    const time = object instanceof Date ? String(object.getTime()) : "";
    const properties = Reflect.ownKeys(object).map((key) => {
      const descriptor = Object.getOwnPropertyDescriptor(object, key) as PropertyDescriptor;
      const name = typeof key === "symbol" ? ["symbol", identity(key)] : key;
      if (!("value" in descriptor)) return [name, "accessor", identity(descriptor.get), identity(descriptor.set)];
      return mode === "exact"
        ? [name, descriptor.writable, descriptor.enumerable, descriptor.configurable, shot(descriptor.value)]
        : [name, shot(descriptor.value)];
    });
    return ["object", prototype, time, properties];
  };
  return JSON.stringify(shot(root));
};

/** Every object reachable from `root` through own data properties (`root` included). */
const reachable = (root: unknown): object[] => {
  const found = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (!isObject(value) || found.has(value)) continue;
    found.add(value);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor !== undefined && "value" in descriptor) stack.push(descriptor.value);
    }
  }
  return [...found];
};

/** Frozen and sealed objects are non-extensible, so one check covers all three. */
const expectNothingFrozen = (root: unknown): void => {
  for (const object of reachable(root)) expect(Object.isExtensible(object)).toBe(true);
};

/** Every string key of every object reachable from `root`. */
const keysIn = (root: unknown): string[] => reachable(root).flatMap((object) => Object.getOwnPropertyNames(object));

/** The built-in prototypes a pollution would reach. */
const prototypesFingerprint = (): string =>
  [Object.prototype, Array.prototype, Function.prototype].map((proto) => fingerprint(proto)).join("\n");
const PROTOTYPES = prototypesFingerprint();
const OBJECT_PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

const invoke = (ep: EndpointInterface, { args }: Call): RequestOptions => (ep as Loose)(...args);
const invokeMerge = (ep: EndpointInterface, { args }: Call): unknown => (ep.merge as Loose)(...args);

/**
 * The error is an EndpointError with a code from the closed set (DECISIONS "Errors"), and not
 * a wrapped exception: the endpoint turns whatever escapes the core into INVALID_ARGUMENTS
 * with the original as `cause`, meant for callers' getters and Proxies, which the generated
 * inputs never have. A `cause` here is a TypeError, RangeError or URIError of the library's.
 */
const expectClosedError = (error: unknown): EndpointError => {
  expect(error).toBeInstanceOf(EndpointError);
  const { code, name, cause } = error as EndpointError;
  expect(name).toBe("EndpointError");
  expect(ErrorCode.is(code)).toBe(true);
  expect(cause).toBeUndefined();
  return error as EndpointError;
};

/** Two outcomes agree: both values (checked by `same`), or both errors with one code. */
const expectSameOutcome = <A, B>(left: Outcome<A>, right: Outcome<B>, same: (a: A, b: B) => void): void => {
  if (left.ok && right.ok) {
    same(left.value, right.value);
  } else if (!left.ok && !right.ok) {
    expect(expectClosedError(left.error).code).toBe(expectClosedError(right.error).code);
  } else {
    const failed = left.ok ? right : left;
    throw new Error(`one side returned, the other threw ${String((failed as { error: unknown }).error)}`);
  }
};

// ---------------------------------------------------------------------------------------------
// Independent expectations, from the documents

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const BODY_METHODS = new Set(["PATCH", "POST", "PUT", "DELETE"]);
const KNOWN_OPTIONS = new Set(["method", "baseUrl", "url", "headers", "mediaType", "request", "data"]);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const words = (s: string): string[] => s.trim().split(/\s+/);

/**
 * The method a successful call must have used (DECISIONS "Route and method"): an own
 * `options.method`, else the method of a route-form `options.url`, else the route's, else the
 * defaults'.
 */
const expectedMethod = ({ args }: Call, fallback: string): string => {
  const [first, second] = args;
  const options = typeof first === "string" ? second : first;
  const own = (key: string): unknown => (isObject(options) ? ownValue(options, key) : undefined);
  const method = own("method");
  if (typeof method === "string") return method;
  const url = own("url");
  if (typeof url === "string") {
    const [urlMethod, path, ...rest] = words(url);
    if (urlMethod !== undefined && path !== undefined && rest.length === 0 && TOKEN.test(urlMethod)) return urlMethod;
  }
  if (typeof first === "string") {
    const [routeMethod, path, ...rest] = words(first);
    if (routeMethod !== undefined && path !== undefined && rest.length === 0) return routeMethod;
  }
  return fallback;
};

// ---------------------------------------------------------------------------------------------
// The per-call invariants (properties 1-8), shared with the defaults chains of property 9

interface Observed {
  readonly call: Call;
  readonly outcome: Outcome<RequestOptions>;
  readonly before: string;
}

/** Calls `ep`, noting the arguments' fingerprint before. */
const observe = (ep: EndpointInterface, c: Call): Observed => {
  const before = fingerprint(c.args);
  return { call: c, outcome: attempt(() => invoke(ep, c)), before };
};

const invariants = {
  /** 1. It returns, or throws an EndpointError from the closed set; nothing else escapes. */
  closedErrors: ({ outcome }: Observed): void => {
    if (!outcome.ok) expectClosedError(outcome.error);
  },

  /**
   * 2. The caller's arguments are exactly as before, and nothing in them became frozen; the
   * same for merge(), and for parse() of what merge() returned.
   */
  inputUntouched: (ep: EndpointInterface, { call: c, before }: Observed): void => {
    expect(fingerprint(c.args)).toBe(before);
    expectNothingFrozen(c.args);
    const merged = attempt(() => invokeMerge(ep, c));
    expect(fingerprint(c.args)).toBe(before);
    if (!merged.ok) return;
    const mergedBefore = fingerprint(merged.value);
    attempt(() => ep.parse(merged.value as Loose));
    expect(fingerprint(merged.value)).toBe(mergedBefore);
    expectNothingFrozen(merged.value);
    expect(fingerprint(c.args)).toBe(before);
    expectNothingFrozen(c.args);
  },

  /** 3. The url parses and is printable ASCII. */
  urlParses: ({ outcome }: Observed): void => {
    if (!outcome.ok) return;
    const { url } = outcome.value;
    expect(url).toMatch(/^[\x21-\x7e]*$/);
    expect(["http:", "https:"]).toContain(new URL(url).protocol);
  },

  /** 4. Header names are lower case; values are finite numbers or strings without CR, LF, NUL. */
  headersSafe: ({ outcome }: Observed): void => {
    if (!outcome.ok) return;
    const { headers } = outcome.value;
    for (const name of Object.keys(headers)) {
      expect(name).toBe(name.toLowerCase());
      expect(name).toMatch(TOKEN);
      const value = ownValue(headers, name);
      if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
      else expect(value).toEqual(expect.stringMatching(/^[^\r\n\0\u0100-\uffff]*$/));
    }
  },

  /**
   * 5. The method is lower case (specification §2.4, DECISIONS "Route and method", which
   * depart from @octokit/endpoint's upper case on purpose), and it is the one the call named;
   * merge() gives it upper case (§2.5, DECISIONS).
   */
  methodLowerCase: (ep: EndpointInterface, { call: c, outcome }: Observed): void => {
    if (!outcome.ok) return;
    const expected = expectedMethod(c, ep.DEFAULTS.method);
    expect(outcome.value.method).toBe(expected.toLowerCase());
    expect((invokeMerge(ep, c) as { method: unknown }).method).toBe(expected.toUpperCase());
  },

  /** 6. A body only for PATCH, POST, PUT and DELETE; PUT and PATCH always have one. */
  bodyMethods: ({ outcome }: Observed): void => {
    if (!outcome.ok) return;
    const upper = outcome.value.method.toUpperCase();
    if (hasOwn(outcome.value, "body")) expect(BODY_METHODS).toContain(upper);
    if (upper === "PUT" || upper === "PATCH") expect(hasOwn(outcome.value, "body")).toBe(true);
  },

  /** 7. endpoint(x) equals endpoint.parse(endpoint.merge(x)); when one throws, both throw alike. */
  parseOfMerge: (ep: EndpointInterface, { call: c, outcome }: Observed): void => {
    const viaMerge = attempt(() => ep.parse(invokeMerge(ep, c) as Loose));
    expectSameOutcome(outcome, viaMerge, (direct, parsed) => expect(fingerprint(parsed, "value")).toBe(fingerprint(direct, "value")));
  },

  /** 8. The built-in prototypes are as they were; no generated key appears on a fresh object. */
  prototypesUntouched: ({ call: c }: Observed): void => {
    expect(prototypesFingerprint()).toBe(PROTOTYPES);
    const fresh: Record<string, unknown> = {};
    for (const key of keysIn(c.args)) {
      if (!OBJECT_PROTOTYPE_KEYS.has(key)) expect(key in fresh).toBe(false);
    }
  },
};

/** Every per-call invariant, for any endpoint (the original or a derived one). */
const allInvariants = (ep: EndpointInterface, observed: Observed): void => {
  invariants.closedErrors(observed);
  invariants.inputUntouched(ep, observed);
  invariants.urlParses(observed);
  invariants.headersSafe(observed);
  invariants.methodLowerCase(ep, observed);
  invariants.bodyMethods(observed);
  invariants.parseOfMerge(ep, observed);
  invariants.prototypesUntouched(observed);
};

// ---------------------------------------------------------------------------------------------

describe("properties of endpoint() for any route and options", () => {
  const each = (check: (observed: Observed) => void) => () =>
    fc.assert(
      fc.property(call, (c) => {
        check(observe(endpoint, c));
      }),
    );

  it("1. it returns, or throws an EndpointError whose code is in the closed set", each(invariants.closedErrors), TIMEOUT);

  it("2. the caller's arguments are deep-equal to before, and nothing in them is frozen", each((o) => invariants.inputUntouched(endpoint, o)), TIMEOUT);

  it("3. a returned url parses with new URL() and is printable ASCII", each(invariants.urlParses), TIMEOUT);

  it("4. header names are lower case and no header value carries CR, LF, NUL or a character above U+00FF", each(invariants.headersSafe), TIMEOUT);

  it("5. the method is lower case (spec §2.4) and is the method the call named", each((o) => invariants.methodLowerCase(endpoint, o)), TIMEOUT);

  it("6. a body appears only for PATCH, POST, PUT and DELETE", each(invariants.bodyMethods), TIMEOUT);

  it("7. endpoint(x) equals endpoint.parse(endpoint.merge(x)), errors included", each((o) => invariants.parseOfMerge(endpoint, o)), TIMEOUT);

  it("8. Object.prototype and the other built-in prototypes are untouched", each(invariants.prototypesUntouched), TIMEOUT);
});

describe("properties of defaults chains", () => {
  /** Deeply frozen DEFAULTS: every plain object and array; class instances and functions never. */
  const expectDeeplyFrozen = (defaults: unknown): void => {
    const stack: unknown[] = [defaults];
    const seen = new Set<unknown>();
    while (stack.length > 0) {
      const value = stack.pop();
      if (!isObject(value) || seen.has(value)) continue;
      seen.add(value);
      if (!isBranch(value)) {
        expect(Object.isExtensible(value)).toBe(true);
        continue;
      }
      expect(Object.isFrozen(value)).toBe(true);
      for (const key of Object.keys(value)) stack.push(ownValue(value, key));
    }
  };

  /** Results are fresh and mutable: nothing reachable is frozen, though DEFAULTS are. */
  const expectResultMutable = ({ outcome }: Observed): void => {
    if (outcome.ok) expectNothingFrozen(outcome.value);
  };

  it(
    "9. endpoint.defaults(a).defaults(b)... throws from the closed set or has DEFAULTS equal to merge(), and obeys 1-8",
    () =>
      fc.assert(
        fc.property(defaultsChain, call, (chain, c) => {
          const before = fingerprint(chain);
          let ep: EndpointInterface = endpoint;
          for (const level of chain) {
            const derived = attempt(() => ep.defaults(level as Loose));
            const merged = attempt(() => ep.merge(level as Loose));
            // merge() leaves a url unparsed; defaults() parses it where it is set (DECISIONS.md,
            // eager validation): a malformed one is the one place the two part ways.
            if (!derived.ok && merged.ok && expectClosedError(derived.error).code === "INVALID_URL_TEMPLATE") {
              expect(attempt(() => ep.parse(merged.value)).ok).toBe(false);
              break;
            }
            expectSameOutcome(derived, merged, (d, m) => expect(fingerprint(d.DEFAULTS, "value")).toBe(fingerprint(m, "value")));
            if (!derived.ok) break;
            expectDeeplyFrozen(derived.value.DEFAULTS);
            ep = derived.value;
            // DEFAULTS are merged options: parse() takes them, frozen as they are, or refuses them.
            const parsedDefaults = attempt(() => ep.parse(ep.DEFAULTS));
            if (!parsedDefaults.ok) expectClosedError(parsedDefaults.error);
          }
          expect(fingerprint(chain)).toBe(before);
          expectNothingFrozen(chain);
          const observed = observe(ep, c);
          allInvariants(ep, observed);
          expectResultMutable(observed);
          expect(fingerprint(chain)).toBe(before);
        }),
      ),
    TIMEOUT,
  );

  it(
    "9. a derived endpoint leaves the original's DEFAULTS and results as they were",
    () =>
      fc.assert(
        fc.property(defaultsOptions, (options) => {
          const defaultsBefore = fingerprint(endpoint.DEFAULTS);
          const resultBefore = fingerprint(endpoint("GET /x"), "value");
          attempt(() => endpoint.defaults(options as Loose));
          expect(fingerprint(endpoint.DEFAULTS)).toBe(defaultsBefore);
          expect(fingerprint(endpoint("GET /x"), "value")).toBe(resultBefore);
        }),
      ),
    TIMEOUT,
  );
});

describe("round trips", () => {
  /** RFC 3986 unreserved characters and pct-encoded triplets: what a simple expansion emits. */
  const SEGMENT = /^(?:[A-Za-z0-9\-._~]|%[0-9A-F]{2})*$/;

  it(
    "10. a path value decodes back exactly from its segment, or is refused as INVALID_PARAMETER (dot segment, lone surrogate)",
    () =>
      fc.assert(
        fc.property(text, fc.constantFrom("{owner}", ":owner"), (owner, placeholder) => {
          const outcome = attempt(() => endpoint(`GET /repos/${placeholder}/x`, { owner }));
          // DECISIONS "URL": "." and ".." are refused; a lone surrogate has no UTF-8 form.
          if (owner === "." || owner === ".." || LONE_SURROGATE.test(owner)) {
            expect(outcome.ok).toBe(false);
            if (!outcome.ok) expect(expectClosedError(outcome.error).code).toBe("INVALID_PARAMETER");
            return;
          }
          if (!outcome.ok) throw outcome.error;
          const { url } = outcome.value;
          const prefix = `${BASE}/repos/`;
          expect(url.startsWith(prefix) && url.endsWith("/x")).toBe(true);
          const segment = url.slice(prefix.length, -"/x".length);
          expect(segment).toMatch(SEGMENT);
          expect(decodeURIComponent(segment)).toBe(owner);
        }),
      ),
    TIMEOUT,
  );

  /** A query key: `q`, a `[]` key, or any key that is neither an option nor in the template. */
  const queryKey = fc.oneof(fc.constantFrom("q", "fields[]"), paramKey.filter((key) => !KNOWN_OPTIONS.has(key)));

  /** A scalar's query text per DECISIONS "Parameters"; `undefined` when dropped, `null` when refused. */
  const queryText = (value: unknown): string | undefined | null => {
    if (typeof value === "string") return LONE_SURROGATE.test(value) ? null : value;
    if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
    if (value === null || value === undefined) return undefined;
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (typeof value !== "object") return null;
    // A plain object is refused; any other object is placed by String(), as @octokit/endpoint does.
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype === null || Object.getPrototypeOf(prototype) === null) return null;
    return queryText(String(value));
  };

  it(
    "11. a query value round-trips through URLSearchParams (q's literal + reads as a space; lone surrogates refused)",
    () =>
      fc.assert(
        fc.property(queryKey, fc.oneof({ arbitrary: scalar, weight: 3 }, { arbitrary: fc.array(scalar, { maxLength: 4 }), weight: 1 }), (key, value) => {
          const outcome = attempt(() => endpoint("GET /x", ownObject([[key, value]])));
          const list = Array.isArray(value) ? value.map(queryText) : [queryText(value)];
          // An undefined value is dropped before merging; any other value puts the key in the
          // query, where a name that cannot be percent-encoded is refused (even for null).
          if ((value !== undefined && LONE_SURROGATE.test(key)) || list.includes(null)) {
            expect(outcome.ok).toBe(false);
            if (!outcome.ok) expect(expectClosedError(outcome.error).code).toBe("INVALID_PARAMETER");
            return;
          }
          if (!outcome.ok) throw outcome.error;
          const texts = list.filter((t): t is string => typeof t === "string");
          // `q` keeps a literal "+" between its parts (search syntax): URLSearchParams reads it as a space.
          const read = (t: string): string => (key === "q" ? t.replaceAll("+", " ") : t);
          const params = new URL(outcome.value.url).searchParams;
          if (Array.isArray(value) && key.endsWith("[]")) {
            expect(params.getAll(key)).toEqual(texts.map(read));
          } else if (Array.isArray(value)) {
            expect(params.getAll(key)).toEqual([read(texts.join(","))]);
          } else {
            expect(params.getAll(key)).toEqual(texts.map(read));
          }
          expect([...params.keys()].every((name) => name === key)).toBe(true);
        }),
      ),
    TIMEOUT,
  );

  it(
    "12. a body key stays itself: an own property of a plain object whose prototype is Object.prototype",
    () =>
      fc.assert(
        fc.property(
          fc.constantFrom("POST", "post", "PuT", "patch", "DELETE"),
          paramKey.filter((key) => !KNOWN_OPTIONS.has(key)),
          paramValue,
          (method, key, value) => {
            const result = endpoint(`${method} /x`, ownObject([[key, value]]));
            expect(result.method).toBe(method.toLowerCase());
            if (value === undefined) {
              // An undefined value is "not set" (DECISIONS "Parameters"): no leftovers.
              expect(hasOwn(result, "body")).toBe(method.toUpperCase() === "PUT" || method.toUpperCase() === "PATCH");
              if (hasOwn(result, "body")) expect(result.body).toBe("");
              return;
            }
            const body = result.body as object;
            expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
            expect(Object.keys(body)).toEqual([key]);
            expect(Object.is(ownValue(body, key), value)).toBe(true);
            expect(result.headers["content-type"]).toBe(JSON_TYPE);
          },
        ),
      ),
    TIMEOUT,
  );
});
