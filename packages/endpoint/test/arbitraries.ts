/**
 * fast-check generators for the property tests (properties.test.ts): routes, URL templates,
 * option objects, parameter values and defaults chains, biased towards what breaks URL and
 * header builders (reserved characters, `%`, braces, CR/LF/NUL, astral characters, lone
 * surrogates, prototype keys as own data properties).
 */
import fc from "fast-check";
import { fastCheckSettings } from "../../test-support/fastCheck";

/** The property tests' seed and run count (test-support/fastCheck.ts). */
export const fastCheckConfig = fastCheckSettings(400);

// ---------------------------------------------------------------------------------------------
// Characters and strings

const charOf = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

/** Printable ASCII (space included). */
export const asciiChar = charOf(0x20, 0x7e);
/** Characters with a meaning in URLs, templates or header lines. */
export const reservedChar = fc.constantFrom(..."%{}:/?#[]@!$&'()*+,;=\\^`|\"<> .~-_");
export const controlChar = fc.constantFrom("\r", "\n", "\0", "\t", "\x7f", "\x1b");
/** Non-ASCII in the Basic Multilingual Plane, surrogates excluded. */
export const bmpChar = fc.oneof(charOf(0x80, 0xd7ff), charOf(0xe000, 0xfffd));
/** A whole surrogate pair (emoji and friends): one code point, two UTF-16 units. */
export const astralChar = fc.integer({ min: 0x10000, max: 0x10ffff }).map((code) => String.fromCodePoint(code));
/** Half a surrogate pair: no UTF-8 form, so `encodeURIComponent` throws a URIError on it. */
export const loneSurrogate = charOf(0xd800, 0xdfff);

/** Any well-formed character. */
export const wellFormedChar = fc.oneof(
  { arbitrary: asciiChar, weight: 6 },
  { arbitrary: reservedChar, weight: 4 },
  { arbitrary: controlChar, weight: 1 },
  { arbitrary: bmpChar, weight: 1 },
  { arbitrary: astralChar, weight: 1 },
);

/** Any UTF-16 code unit or pair, lone surrogates included. */
export const anyChar = fc.oneof({ arbitrary: wellFormedChar, weight: 12 }, { arbitrary: loneSurrogate, weight: 1 });

/** Strings that have broken URL builders before: dot segments, stray `%`, braces, ... */
export const trickyString = fc.constantFrom(
  "",
  ".",
  "..",
  "%2e",
  "%2E%2e",
  ".%2E",
  "...",
  "a/b",
  "../x",
  "%",
  "%zz",
  "%41",
  "%2F",
  "{x}",
  "}",
  "a+b",
  "a b",
  "é",
  "😀",
  "\uD800",
  "\uDC00x",
  "\r\n",
  "?#",
  "__proto__",
);

const wellFormedString = fc.string({ unit: wellFormedChar, maxLength: 12 });

/** Any string; about one in ten holds a lone surrogate. */
export const text = fc.oneof(
  { arbitrary: wellFormedString, weight: 8 },
  { arbitrary: trickyString, weight: 3 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 6 }), weight: 1 },
  { arbitrary: fc.string({ unit: anyChar, maxLength: 12 }), weight: 1 },
  { arbitrary: fc.tuple(wellFormedString, loneSurrogate, wellFormedString).map((parts) => parts.join("")), weight: 1 },
);

// ---------------------------------------------------------------------------------------------
// Keys and own-property objects

/** Keys that name something on Object.prototype or are otherwise special. */
export const prototypeKey = fc.constantFrom("__proto__", "constructor", "prototype", "hasOwnProperty", "toString", "valueOf", "polluted");

/** RFC 6570 variable names the templates use (dots and pct-encoded triplets included). */
export const varName = fc.constantFrom("owner", "repo", "org", "q", "x", "y", "id", "__proto__", "constructor", "prototype", "a.b", "Stra%C3%9Fe", "_1");

/** A parameter key: a template variable, a prototype key, `fields[]`, or any string. */
export const paramKey = fc.oneof(varName, prototypeKey, fc.constantFrom("fields[]", "per_page", "q"), text);

/**
 * An object with `entries` as own, enumerable, writable data properties, in order: a
 * `__proto__` key stays a key instead of setting the prototype (what JSON.parse does).
 * Sometimes with a null prototype (`Object.create(null)`), which is a plain object too.
 */
export const ownObject = (entries: ReadonlyArray<readonly [string, unknown]>, nullPrototype = false): Record<string, unknown> => {
  const object: Record<string, unknown> = nullPrototype ? Object.create(null) : {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
};

const recordOf = (key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>, maxLength = 4) =>
  fc
    .tuple(fc.array(fc.tuple(key, value), { maxLength }), fc.boolean())
    .map(([entries, nullPrototype]) => ownObject(entries, nullPrototype));

// ---------------------------------------------------------------------------------------------
// Parameter values

/** Valid and invalid Dates (a fresh object every time). */
export const date = fc.oneof(
  fc.date({ noInvalidDate: true }),
  fc.constant(null).map(() => new Date(Number.NaN)),
);

/** A class instance, a Map, a function or a symbol: leaves that are kept by reference. */
class Agent {
  readonly keepAlive = true;
}
export const exotic = fc.constantFrom<unknown>(() => 1, Symbol("s"), new Map([["k", "v"]]), new Agent(), /re/g);

export const scalar = fc.oneof(
  { arbitrary: text, weight: 6 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.bigInt(), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constantFrom(null, undefined), weight: 1 },
  { arbitrary: date, weight: 1 },
  { arbitrary: exotic, weight: 1 },
);

/**
 * A classic pollution payload, as JSON.parse would build it: `{"__proto__": {"polluted": 1}}`
 * or `{"constructor": {"prototype": {"polluted": 1}}}`, the keys own data properties.
 */
export const pollution = fc
  .constantFrom("__proto__", "constructor", "prototype")
  .map((key) => JSON.parse(key === "constructor" ? '{"constructor":{"prototype":{"polluted":1}}}' : `{"${key}":{"polluted":1}}`) as unknown);

/**
 * A plain object or array that contains itself (under `self`, `parent` or `__proto__`): the
 * defaults keep cycles as cycles, so merges must not follow them forever.
 */
export const cyclic = fc
  .tuple(fc.constantFrom("self", "parent", "__proto__"), fc.boolean(), fc.array(fc.tuple(paramKey, scalar), { maxLength: 2 }))
  .map(([key, asArray, entries]): unknown => {
    if (asArray) {
      const list: unknown[] = entries.map(([, value]) => value);
      list.push(list);
      return list;
    }
    const object = ownObject(entries);
    Object.defineProperty(object, key, { value: object, enumerable: true, writable: true, configurable: true });
    return object;
  });

const nested = (inner: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: scalar, weight: 8 },
    { arbitrary: fc.array(inner, { maxLength: 4 }), weight: 2 },
    { arbitrary: recordOf(paramKey, inner), weight: 2 },
    { arbitrary: pollution, weight: 1 },
    { arbitrary: cyclic, weight: 1 },
  );

/** A parameter value: a scalar, or arrays and plain objects of them two levels deep. */
export const paramValue: fc.Arbitrary<unknown> = nested(nested(scalar));

/** A template variable's value: a string or number mostly, else any parameter value. */
export const variableValue = fc.oneof(
  { arbitrary: text, weight: 6 },
  { arbitrary: fc.oneof(fc.integer(), fc.bigInt(), date), weight: 1 },
  { arbitrary: paramValue, weight: 3 },
);

// ---------------------------------------------------------------------------------------------
// Methods, templates and routes

/** RFC 9110 tokens in odd cases, and a few that are not tokens. */
export const method = fc.oneof(
  { arbitrary: fc.constantFrom("GET", "get", "Get", "POST", "post", "PUT", "pUt", "PATCH", "patch", "DELETE", "delete", "HEAD", "head", "OPTIONS", "PROPFIND", "m-search", "X~1"), weight: 8 },
  { arbitrary: fc.constantFrom("G(ET", "GÉT", "", "GE\0T", "P:ST"), weight: 1 },
);

const operator = fc.constantFrom("", "+", "#", ".", "/", ";", "?", "&");
const modifier = fc.constantFrom("", "", "*", ":3", ":1");

/** `{name}`, `:name` or an RFC 6570 expression with an operator, modifiers and several variables. */
export const placeholder = fc.oneof(
  varName.map((name) => `{${name}}`),
  fc.constantFrom("owner", "repo", "org", "id", "_1").map((name) => `:${name}`),
  fc
    .tuple(operator, fc.array(fc.tuple(varName, modifier), { minLength: 1, maxLength: 3 }))
    .map(([op, specs]) => `{${op}${specs.map(([name, mod]) => name + mod).join(",")}}`),
);

/** Expressions RFC 6570 refuses. */
export const malformedExpression = fc.constantFrom("{", "}", "{}", "{=x}", "{a b}", "{x:0}", "{x:10000}", "{x*:3}", "{%zz}", "{a..b}", "{?}");

/** A literal run: plain, or any characters (reserved, `%`, braces, unicode, lone surrogates). */
export const literal = fc.oneof(
  { arbitrary: fc.constantFrom("repos", "orgs", "a", "x.json", "v3", "..", "."), weight: 3 },
  { arbitrary: fc.string({ unit: fc.oneof(asciiChar, reservedChar, bmpChar, astralChar), maxLength: 6 }), weight: 2 },
  { arbitrary: text, weight: 1 },
);

/** A literal run that is valid in a template and keeps a route one word: no braces, no white space. */
export const cleanLiteral = fc.oneof(
  { arbitrary: fc.constantFrom("repos", "orgs", "a", "x.json", "v3", "..", "."), weight: 3 },
  {
    arbitrary: fc.string({ unit: fc.oneof(asciiChar, reservedChar, bmpChar, astralChar).filter((c) => !/[\s{}]/.test(c)), maxLength: 6 }),
    weight: 2,
  },
);

const origin = fc.constantFrom(
  "",
  "/",
  "//",
  "https://uploads.github.com",
  "HTTPS://GHE.example.com",
  "http://localhost:8080",
  "https://user:pass@h.example:8443",
  "http://[::1]",
  "https://{host}",
  "https://h:99999",
  "{+base}",
  "ftp://x.example",
);

const tail = fc.constantFrom("", "", "/", "?a=1", "?q=is:open", "#frag", "{?x,y}", "{&q}");

const templateOf = (piece: fc.Arbitrary<string>) =>
  fc
    .tuple(origin, fc.array(fc.tuple(fc.constantFrom("/", "/", "/", "/", ""), piece), { maxLength: 5 }), tail)
    .map(([start, pieces, end]) => start + pieces.map(([slash, p]) => slash + p).join("") + end);

/** A URL template: an origin, path pieces (malformed ones included), and a query or fragment tail. */
export const template = templateOf(
  fc.oneof({ arbitrary: literal, weight: 3 }, { arbitrary: placeholder, weight: 3 }, { arbitrary: malformedExpression, weight: 1 }),
);

/** A well-formed template of one word (its literals may still hold `%`, `..` and unicode). */
export const cleanTemplate = templateOf(fc.oneof(cleanLiteral, placeholder));

/** The variable names of a template's expressions and `:name` placeholders (a superset is harmless). */
export const variablesOf = (source: string): string[] =>
  [...source.matchAll(/\{[+#./;?&]?([^{}]*)\}|:([A-Za-z_]\w*)/g)].flatMap(([, expression, colon]) =>
    expression !== undefined ? expression.split(",").map((spec) => spec.replace(/\*$|:\d+$/, "")) : colon !== undefined ? [colon] : [],
  );

const space = fc.constantFrom(" ", "  ", "\t", " \n ");

/** `"<METHOD> <URL>"`, a URL alone, or something that is neither (empty, three words). */
export const route = fc.oneof(
  { arbitrary: fc.tuple(method, space, template).map(([m, s, t]) => `${m}${s}${t}`), weight: 6 },
  { arbitrary: template, weight: 2 },
  { arbitrary: fc.tuple(space, method, space, template, space).map((parts) => parts.join("")), weight: 1 },
  { arbitrary: fc.constantFrom("", "   ", "GET /a /b", "GET"), weight: 1 },
);

// ---------------------------------------------------------------------------------------------
// Known options

/** Valid and invalid base URLs. */
export const baseUrl = fc.constantFrom<unknown>(
  "https://api.github.com",
  "https://ghe.example.com/api/v3",
  "http://localhost:8080/",
  "HTTPS://GHE.EXAMPLE.COM//",
  "http://[::1]:3000",
  "ftp://x.example",
  "not a url",
  "https://h.example/x?y=1",
  "https://exa mple.com",
  "https://h.example/ü",
  "https://h:99999",
  "",
  42,
);

export const headerName = fc.oneof(
  { arbitrary: fc.constantFrom("Accept", "accept", "User-Agent", "Authorization", "X-Foo", "content-type", "Content-Length", "__proto__", "constructor"), weight: 4 },
  { arbitrary: fc.string({ unit: fc.constantFrom(..."abcXYZ-_!#~09"), minLength: 1, maxLength: 6 }), weight: 2 },
  { arbitrary: fc.constantFrom("x y", "x:y", "é", "", "x\r\n"), weight: 1 },
);

export const headerValue = fc.oneof(
  { arbitrary: fc.string({ unit: asciiChar, maxLength: 12 }), weight: 5 },
  { arbitrary: fc.oneof(fc.integer(), fc.double()), weight: 1 },
  { arbitrary: fc.constantFrom<unknown>(undefined, null, "a\r\nb", "x\0", "\n", "é😀", true, ["a"]), weight: 1 },
  { arbitrary: text, weight: 1 },
);

/** Valid header objects, mostly; sometimes not an object at all. */
export const headers = fc.oneof(
  { arbitrary: recordOf(headerName, headerValue), weight: 8 },
  { arbitrary: fc.constantFrom<unknown>(null, "accept: x", ["a"], new Map()), weight: 1 },
);

const preview = fc.constantFrom("mercy", "mercy-preview", "symmetra", "scarlet-witch-preview", "", "-preview", "bad name", "x\ny");

export const mediaType = fc.oneof(
  {
    arbitrary: fc
      .tuple(
        fc.option(fc.constantFrom<unknown>("", "raw", "diff", "text+json", "v3", "bad format", "x\r\n", undefined), { nil: undefined }),
        fc.option(fc.oneof(fc.array(preview, { maxLength: 3 }), fc.constantFrom<unknown>("mercy", undefined)), { nil: undefined }),
      )
      .map(([format, previews]) =>
        ownObject([...(format === undefined ? [] : [["format", format] as const]), ...(previews === undefined ? [] : [["previews", previews] as const])]),
      ),
    weight: 8,
  },
  { arbitrary: fc.constantFrom<unknown>("raw", null, []), weight: 1 },
);

export const request = fc.oneof(
  { arbitrary: recordOf(paramKey, paramValue, 3), weight: 4 },
  { arbitrary: pollution, weight: 1 },
  { arbitrary: cyclic, weight: 1 },
  { arbitrary: fc.constantFrom<unknown>("timeout", null, 5), weight: 1 },
);

/** `url` as an option: a template, a route-form url, or not a string. */
export const urlOption = fc.oneof(
  { arbitrary: template, weight: 4 },
  { arbitrary: fc.tuple(method, template).map(([m, t]) => `${m} ${t}`), weight: 1 },
  { arbitrary: fc.constantFrom<unknown>(42, null, undefined), weight: 1 },
);

type KnownArbitraries = Readonly<Record<"method" | "url" | "baseUrl" | "headers" | "mediaType" | "request" | "data", fc.Arbitrary<unknown>>>;

/** Any value of each known option, invalid ones included. */
const anyKnown: KnownArbitraries = {
  method: fc.oneof({ arbitrary: method, weight: 6 }, { arbitrary: fc.constantFrom<unknown>(undefined, 5), weight: 1 }),
  url: urlOption,
  baseUrl,
  headers,
  mediaType,
  request,
  data: paramValue,
};

/** Methods that are RFC 9110 tokens, in odd cases. */
const validMethod = fc.constantFrom("GET", "post", "Put", "PATCH", "delete", "HEAD", "PROPFIND");

/** Known options other than `url` that pass their checks: likely calls and defaults use them. */
const validKnownButUrl: Omit<KnownArbitraries, "url"> = {
  method: validMethod,
  baseUrl: fc.constantFrom("https://api.github.com", "https://ghe.example.com/api/v3/", "http://localhost:8080"),
  headers: recordOf(headerName.filter((name) => /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)), fc.oneof(fc.string({ unit: asciiChar, maxLength: 8 }), fc.integer())),
  mediaType: fc
    .tuple(fc.constantFrom("", "raw", "diff", "text+json"), fc.array(fc.constantFrom("mercy", "mercy-preview", "symmetra"), { maxLength: 2 }))
    .map(([format, previews]) => ownObject([["format", format], ["previews", previews]])),
  request: recordOf(paramKey, paramValue, 3),
  data: paramValue,
};

/** Valid known options (a template url may still be malformed: defaults do not parse it). */
const validKnown: KnownArbitraries = { ...validKnownButUrl, url: template };

/** Each known option present about one time in four. */
const knownEntries = (arbitraries: Partial<KnownArbitraries>) =>
  fc
    .tuple(
      ...Object.entries(arbitraries).map(([key, arbitrary]) =>
        fc.oneof(
          { arbitrary: fc.constant(undefined), weight: 3 },
          { arbitrary: arbitrary.map((value) => [key, value] as const), weight: 1 },
        ),
      ),
    )
    .map((entries) => entries.filter((entry): entry is readonly [string, unknown] => entry !== undefined));

type Entries = ReadonlyArray<readonly [string, unknown]>;

/**
 * An options object: `fixed` entries, some known options, values for most of `variables`, and
 * other parameters (prototype keys, arbitrary strings); all own data properties, in a
 * shuffled order, sometimes on a null prototype.
 */
const optionsWith = (arbitraries: Partial<KnownArbitraries>, variables: readonly string[] = [], fixed: Entries = []) =>
  fc
    .tuple(
      knownEntries(arbitraries),
      fc.tuple(...variables.map((name) => fc.option(variableValue.map((value) => [name, value] as const), { nil: undefined, freq: 8 }))),
      fc.array(fc.tuple(paramKey, paramValue), { maxLength: 4 }),
      fc.boolean(),
    )
    .chain(([knownPart, filled, params, nullPrototype]) => {
      const entries: Entries = [...fixed, ...knownPart, ...filled.filter((entry) => entry !== undefined), ...params];
      // A permutation: the order of keys decides the order of query parameters.
      return fc.shuffledSubarray([...entries], { minLength: entries.length }).map((shuffled) => ownObject(shuffled, nullPrototype));
    });

export const options = optionsWith(anyKnown);

/** What `.defaults()` is given: valid known options more often than not. */
export const defaultsOptions = fc.oneof({ arbitrary: optionsWith(validKnown), weight: 3 }, { arbitrary: options, weight: 1 });

// ---------------------------------------------------------------------------------------------
// Calls

/** The arguments of one call: `endpoint(route, options)`, `endpoint(route)`, `endpoint(options)`. */
export interface Call {
  readonly args: readonly unknown[];
}

/** Calls that mostly succeed: a clean template, its variables mostly given, valid known options. */
const likelyCall: fc.Arbitrary<Call> = fc.oneof(
  fc
    .tuple(validMethod, cleanTemplate)
    .chain(([m, t]) => optionsWith(validKnownButUrl, variablesOf(t)).map((o): Call => ({ args: [`${m} ${t}`, o] }))),
  fc
    .tuple(fc.option(validMethod, { nil: undefined }), cleanTemplate)
    .chain(([m, t]) =>
      optionsWith(validKnownButUrl, variablesOf(t), [["url", m === undefined ? t : `${m} ${t}`]]).map((o): Call => ({ args: [o] })),
    ),
);

/** Calls of any shape, most of them refused. */
const anyCall: fc.Arbitrary<Call> = fc.oneof(
  { arbitrary: fc.tuple(route, options).map(([r, o]): Call => ({ args: [r, o] })), weight: 6 },
  { arbitrary: route.map((r): Call => ({ args: [r] })), weight: 1 },
  { arbitrary: options.map((o): Call => ({ args: [o] })), weight: 3 },
  // Arguments of the wrong kind: INVALID_ARGUMENTS.
  {
    arbitrary: fc.oneof(
      fc.constantFrom<unknown>(42, [], null, Symbol("r")).map((r): Call => ({ args: [r, {}] })),
      fc.tuple(options, options).map(([a, b]): Call => ({ args: [a, b] })),
      fc.tuple(route, fc.constantFrom<unknown>("x", 5, [], new Agent())).map(([r, o]): Call => ({ args: [r, o] })),
    ),
    weight: 1,
  },
);

export const call: fc.Arbitrary<Call> = fc.oneof({ arbitrary: likelyCall, weight: 3 }, { arbitrary: anyCall, weight: 2 });

/** A defaults chain: the options of `endpoint.defaults(a).defaults(b)...`, one to three levels. */
export const defaultsChain = fc.array(defaultsOptions, { minLength: 1, maxLength: 3 });
