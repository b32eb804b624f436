import { DEFAULTS, type EndpointError, guarded, type Merged } from "@request-options/core";
import { type Dict, fail, frozenCopy, hasOwn, isPlainObject, knownCheck, knownOptions, optionsRead, own, ownSet, reasonOf, stages, valueKind } from "@request-options/core/internal";
import type { MergedOptions, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import * as t from "io-ts";
import { rightOrThrow } from "../withDefaults";
import type { DocumentEndpoint, FromOpenApi, OperationCodec } from "./DocumentEndpoint";
import { type DocumentIndex, documentFail, documentRead, type OperationEntry, operationFind } from "./document";
import { operationPlace } from "./operationPlace";
import { type OperationPlan, operationPlan, serverRead } from "./operationPlan";
import { type CheckCodec, type SchemaError, valueRefusal } from "./checkFailure";
import { type MediaPlan, mediaPick } from "./requestBody";
import { alternatives, routeProposals } from "./routeProposals";
import type { RegExpEngine } from "./schema/node";
import { type CheckedBody, checkFailure, operationCodec, type OperationKeysCodec, schemaCodecOf } from "./schemaCodec";


// What an operation checks: its keys flat; with `data`, its parameters alone and `data` as the body (JSON lines: each item too).
type Checks = { readonly keys: OperationKeysCodec; readonly parameters: OperationKeysCodec; readonly data: CheckCodec | undefined; readonly item: CheckCodec | undefined };

// One per document, shared by every endpoint `.defaults()` derives: each operation planned and compiled once.
type DocumentState = {
  readonly index: DocumentIndex;
  readonly check: boolean;
  readonly regExp: RegExpEngine | undefined;
  readonly plans: Map<OperationEntry, E.Either<EndpointError, OperationPlan>>;
  /** By the media type the body is sent as, else (no body) by the operation's entry. */
  readonly checks: Map<object, E.Either<EndpointError, Checks>>;
};

// The endpoint's defaults (the core's merged options), and whether they give a baseUrl (else the document's servers decide).
type Layer = { readonly defaults: MergedOptions; readonly baseUrlGiven: boolean };

const entryOf = (state: DocumentState, route: unknown): E.Either<EndpointError, OperationEntry> => {
  if (typeof route !== "string") return fail("INVALID_ARGUMENTS", `route must be a string such as "GET /pets/{petId}" or an operationId, got ${valueKind(route)}`);
  const entry = operationFind(state.index.operations, route);
  return entry === undefined ? routeMissing(state.index.operations, route) : E.right(entry);
};

// Off the call path: a route the document lacks, with the routes it may have meant.
const routeMissing = (operations: DocumentIndex["operations"], route: string): E.Either<EndpointError, never> => {
  const words = /^\s*(\S+)\s+(\S+)\s*$/.exec(route);
  const near = routeProposals(operations)(words?.[1]?.toUpperCase(), words?.[2], route);
  const hint = near.length === 0 ? "" : `did you mean ${alternatives(near)}? `;
  return fail("INVALID_ROUTE", `the document has no operation ${JSON.stringify(route)}: ${hint}a route is "<METHOD> <path>" with the path as the document writes it, or an operationId`);
};

// A document's getter or Proxy that throws is a fault of the document, at the operation it was read for.
const documentThrew = (pointer: string, error: unknown): E.Either<EndpointError, never> => documentFail(pointer, `reading it threw: ${reasonOf(error)}`);

const planOf = (state: DocumentState, entry: OperationEntry): E.Either<EndpointError, OperationPlan> => {
  let plan = state.plans.get(entry);
  if (plan === undefined) {
    try {
      plan = operationPlan(state.index, entry);
    } catch (error) {
      plan = documentThrew(entry.operation.pointer, error);
    }
    state.plans.set(entry, plan);
  }
  return plan;
};

const checksOf = (state: DocumentState, plan: OperationPlan, media: MediaPlan | undefined): E.Either<EndpointError, Checks> => {
  const key = media ?? plan.entry;
  const known = state.checks.get(key);
  if (known !== undefined) return known;
  const { document } = state.index;
  // Keys given flat form a JSON, form or multipart body; other media types (an image, JSON lines) take `data` only.
  const flat = media?.kind === "json" || media?.kind === "form" || media?.kind === "multipart" ? media.checked : undefined;
  const keys = operationCodec(document, plan.checked, flat, state.regExp);
  const parameters = flat === undefined ? keys : operationCodec(document, plan.checked, undefined, state.regExp);
  const codecOf = (body: CheckedBody | undefined): E.Either<EndpointError, CheckCodec | undefined> =>
    body === undefined || media?.kind === "other" ? E.right(undefined) : schemaCodecOf(document, body.schema, body.pointer, state.regExp);
  const data = codecOf(media?.checked);
  const item = codecOf(media?.item);
  const checks = E.isLeft(keys) ? keys : E.isLeft(parameters) ? parameters : E.isLeft(data) ? data : E.isLeft(item) ? item : E.right<EndpointError, Checks>({
    keys: keys.right,
    parameters: parameters.right,
    data: data.right,
    item: item.right,
  });
  state.checks.set(key, checks);
  return checks;
};

// `where` names the value in a refusal's message (`body` for a whole body); the flat codec names its keys itself.
// One walk decides and explains (a refused value's patterns run once); a passing one allocates nothing.
const checked = <A>(codec: CheckCodec<A>, value: unknown, where?: string): EndpointError | undefined => {
  const refusal: SchemaError | undefined = valueRefusal(codec.walk.check, value, where === undefined ? noContext : [{ key: "", type: codec, actual: value }, { key: where, type: codec, actual: value }]);
  return refusal === undefined ? undefined : checkFailure([refusal]);
};
const noContext: t.Context = [];

// A call's options read once; `method` and `url` set aside: here they are keys like any other (the route decides both).
const optionsOf = (options: unknown): E.Either<EndpointError, { record: Dict; extra: Dict }> => {
  const given = options ?? {};
  if (!isPlainObject(given)) return fail("INVALID_ARGUMENTS", `options must be a plain object, got ${valueKind(options)}`);
  const record: Dict = optionsRead(given);
  const extra: Dict = {};
  for (const key of ["method", "url"]) {
    if (record[key] !== undefined) ownSet(extra, key, record[key]);
    record[key] = undefined;
  }
  const known = knownCheck(record as Parameters<typeof knownCheck>[0]);
  return E.isLeft(known) ? known : E.right({ record, extra });
};

// The keys the document's parameters and body take: the merged parameters but the known options, then the call's `method`, `url`.
const valuesOf = (merged: Merged, extra: Readonly<Dict>): Dict => {
  const values: Dict = {};
  const { parameters } = merged;
  for (const key in parameters) {
    if (knownOptions.has(key) || !hasOwn(parameters, key)) continue;
    const value = parameters[key];
    if (value !== undefined) ownSet(values, key, value);
  }
  for (const key of ["method", "url"]) {
    const value = own(extra, key);
    if (value !== undefined) ownSet(values, key, value);
  }
  return values;
};

const noServer = (entry: OperationEntry): E.Either<EndpointError, never> =>
  fail("INVALID_BASE_URL", `no baseUrl for ${entry.method} ${entry.path}: the document names no absolute http(s) server for it; give baseUrl in the options or the defaults`);

// `data` the body's schema speaks of: not a form body encoded already (a string), nor a FormData or Blob made by the caller.
const dataChecked = (media: MediaPlan | undefined, data: unknown): boolean =>
  media === undefined ? false : media.kind === "form" ? typeof data !== "string" : media.kind === "multipart" ? isPlainObject(data) : media.kind === "lines" ? Array.isArray(data) : true;

// JSON lines: each item by `itemSchema`, named by its index.
const itemsChecked = (codec: CheckCodec, items: readonly unknown[]): EndpointError | undefined => {
  for (let index = 0; index < items.length; index += 1) {
    const fault = checked(codec, items[index], `body[${index}]`);
    if (fault !== undefined) return fault;
  }
  return undefined;
};

const build = (state: DocumentState, entry: OperationEntry, merged: Merged, values: Dict, baseUrl: string | undefined): E.Either<EndpointError, RequestOptions> => {
  const plan = planOf(state, entry);
  if (E.isLeft(plan)) return plan;
  const base = baseUrl ?? plan.right.server;
  if (base === undefined) return noServer(entry);
  const { names, ignored, body } = plan.right;
  for (const key in values) {
    if (!hasOwn(values, key) || names.has(key)) continue;
    // Checks on or off: a credential given as a key must not land in a query or a body.
    if (ignored.size > 0 && ignored.has(key.toLowerCase())) return fail("INVALID_PARAMETER", `header.${key}: OpenAPI ignores a header parameter named ${key}; give it in headers`);
    if (merged.data !== undefined) return fail("INVALID_PARAMETER", `body.${key}: data gives the whole request body of ${entry.method} ${entry.path}, so no key may add to it`);
  }
  const media = body === undefined ? E.right(undefined) : mediaPick(body, merged.headers);
  if (E.isLeft(media)) return media;
  if (state.check) {
    const checks = checksOf(state, plan.right, media.right);
    if (E.isLeft(checks)) return checks;
    const { keys, parameters, data, item } = checks.right;
    const given = merged.data;
    const whole = given === undefined || data === undefined || !dataChecked(media.right, given) ? undefined : checked(data, given, "body");
    const fault =
      given === undefined
        ? checked(keys, values)
        : (checked(parameters, values) ?? whole ?? (item !== undefined && Array.isArray(given) ? itemsChecked(item, given) : undefined));
    if (fault !== undefined) return E.left(fault);
  }
  return operationPlace(plan.right, media.right, merged, values, base);
};

// `parse()` merges onto nothing: its options give every known option they need.
const nothing = frozenCopy({ method: "GET", baseUrl: "http://localhost", headers: {}, mediaType: { format: "" } }) as MergedOptions;

const endpointOf = (state: DocumentState, layer: Layer) => {
  const cascade = stages.defaultsCascade(layer.defaults);

  const call = guarded((route?: unknown, options?: unknown): E.Either<EndpointError, RequestOptions> => {
    const entry = entryOf(state, route);
    if (E.isLeft(entry)) return entry;
    const read = optionsOf(options);
    if (E.isLeft(read)) return read;
    const { record, extra } = read.right;
    const merged = cascade(record as Parameters<typeof cascade>[0]);
    if (E.isLeft(merged)) return merged;
    const base = record["baseUrl"] !== undefined || layer.baseUrlGiven ? merged.right.baseUrl : undefined;
    return build(state, entry.right, merged.right, valuesOf(merged.right, extra), base);
  });

  const merge = guarded((route?: unknown, options?: unknown): E.Either<EndpointError, MergedOptions> => {
    const entry = entryOf(state, route);
    if (E.isLeft(entry)) return entry;
    const read = optionsOf(options);
    if (E.isLeft(read)) return read;
    // The result's method and url name the operation, which parse() finds by them: a key of either name has no place.
    for (const key of ["method", "url"]) {
      if (own(read.right.extra, key) !== undefined) {
        return fail("INVALID_PARAMETER", `${key}: merge() cannot carry a key named "${key}", as its result's method and url name the operation; give it to the call itself`);
      }
    }
    const merged = stages.mergeOptions(layer.defaults, undefined, read.right.record);
    if (E.isLeft(merged)) return merged;
    const plan = planOf(state, entry.right);
    if (E.isLeft(plan)) return plan;
    const baseUrl = read.right.record["baseUrl"] !== undefined || layer.baseUrlGiven ? merged.right.baseUrl : plan.right.server;
    if (baseUrl === undefined) return noServer(entry.right);
    return E.right({ ...merged.right, method: entry.right.method, baseUrl, url: entry.right.path });
  });

  const parse = guarded((options?: unknown): E.Either<EndpointError, RequestOptions> => {
    if (!isPlainObject(options)) return fail("INVALID_ARGUMENTS", `parse() takes merged options (a plain object, as merge() returns), got ${valueKind(options)}`);
    const read = optionsOf(options);
    if (E.isLeft(read)) return read;
    // Here `method` and `url` name the operation, as merge() gives them.
    const { record, extra } = read.right;
    const { method, url } = extra;
    if (typeof method !== "string" || typeof url !== "string") return fail("INVALID_OPTIONS", 'parse() needs "method" and "url" naming one of the document\'s operations, as merge() gives them');
    const entry = entryOf(state, `${method} ${url}`);
    if (E.isLeft(entry)) return entry;
    if (record["baseUrl"] === undefined) return fail("INVALID_OPTIONS", 'invalid option "baseUrl": expected BaseUrl, got undefined');
    const merged = stages.defaultsCascade(nothing)(record as Parameters<typeof cascade>[0]);
    if (E.isLeft(merged)) return merged;
    return build(state, entry.right, merged.right, valuesOf(merged.right, {}), merged.right.baseUrl);
  });

  // `method` and `url` keep the core's meaning here (so that `.defaults(api.DEFAULTS)` works), and the route overrides them.
  const defaults = guarded((options?: unknown) => {
    const record = isPlainObject(options) ? optionsRead(options) : options;
    const derived = stages.derivedDefaults(layer.defaults, record);
    if (E.isLeft(derived)) return derived;
    // DEFAULTS' own baseUrl given back (`.defaults(api.DEFAULTS)`) changes nothing: operations keep their servers.
    const given = isPlainObject(record) ? record["baseUrl"] : undefined;
    const baseUrlGiven = layer.baseUrlGiven || (given !== undefined && given !== layer.defaults.baseUrl);
    return E.right(endpointOf(state, { defaults: derived.right, baseUrlGiven }));
  });

  const codecOf = guarded((route?: unknown): E.Either<EndpointError, OperationCodec> => {
    const entry = entryOf(state, route);
    if (E.isLeft(entry)) return entry;
    const plan = planOf(state, entry.right);
    if (E.isLeft(plan)) return plan;
    const checks = checksOf(state, plan.right, plan.right.body?.preferred);
    return E.isLeft(checks) ? checks : E.right(checks.right.keys);
  });

  const endpoint = (route?: unknown, options?: unknown): RequestOptions => rightOrThrow(call(route, options));
  return Object.assign(endpoint, {
    DEFAULTS: layer.defaults,
    defaults: (options?: unknown): ReturnType<typeof endpointOf> => rightOrThrow(defaults(options)),
    merge: (route?: unknown, options?: unknown): MergedOptions => rightOrThrow(merge(route, options)),
    parse: (options?: unknown): RequestOptions => rightOrThrow(parse(options)),
    codecOf: (route?: unknown): OperationCodec => rightOrThrow(codecOf(route)),
  });
};

type Settings = { readonly check: boolean; readonly regExp: RegExpEngine | undefined };
const settingsRead = (settings: unknown): E.Either<EndpointError, Settings> => {
  if (settings === undefined) return E.right({ check: true, regExp: undefined });
  const check = isPlainObject(settings) ? own(settings, "check") : undefined;
  const regExp = isPlainObject(settings) ? own(settings, "regExp") : undefined;
  if (!isPlainObject(settings) || (check !== undefined && typeof check !== "boolean") || (regExp !== undefined && typeof regExp !== "function")) {
    const got = !isPlainObject(settings) ? valueKind(settings) : check !== undefined && typeof check !== "boolean" ? `check: ${valueKind(check)}` : `regExp: ${valueKind(regExp)}`;
    return fail("INVALID_ARGUMENTS", `fromOpenApi's settings must be { check?: boolean, regExp?: (source, flags) => { test(value) } }, got ${got}`);
  }
  return E.right({ check: check !== false, regExp: regExp as RegExpEngine | undefined });
};

const documentEndpoint = guarded((document?: unknown, settings?: unknown) => {
  const check = settingsRead(settings);
  if (E.isLeft(check)) return check;
  let index: E.Either<EndpointError, DocumentIndex>;
  try {
    index = documentRead(document);
  } catch (error) {
    index = documentThrew("#", error);
  }
  if (E.isLeft(index)) return index;
  const server = serverRead(index.right.document);
  if (E.isLeft(server)) return server;
  const state: DocumentState = { index: index.right, check: check.right.check, regExp: check.right.regExp, plans: new Map(), checks: new Map() };
  // DEFAULTS shows the document's server (each call still takes its operation's own first), and no accept: the responses give it.
  const defaults = frozenCopy({ ...DEFAULTS, baseUrl: server.right ?? DEFAULTS.baseUrl, headers: { "user-agent": DEFAULTS.headers["user-agent"] } }) as MergedOptions;
  return E.right(endpointOf(state, { defaults, baseUrlGiven: false }));
});

/**
 * An endpoint whose routes are `document`'s operations (docs/openapi.md), typed by `paths` (and `operations`) when given.
 * The document is read lazily: do not change it after. Takes any arguments and checks them at run time.
 */
export const fromOpenApi: FromOpenApi = <Paths extends object = never, Operations extends object = never>(document: object, settings?: { readonly check?: boolean }) =>
  rightOrThrow(documentEndpoint(document, settings)) as unknown as DocumentEndpoint<Paths, Operations>;
