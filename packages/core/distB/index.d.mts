import { ErrorCode, Headers, MergedMediaType, RequestMeta, MergedOptions, RequestOptions } from '@request-options/types';
import * as E from 'fp-ts/lib/Either.js';

/**
 * The one failure type of request-options. The core returns it as a `Left`; the endpoint
 * package throws it. `code` is one of the closed set in `ErrorCode`; `message` names the
 * offending key, header or position.
 */
declare class EndpointError extends Error {
    readonly name = "EndpointError";
    readonly code: ErrorCode;
    constructor(code: ErrorCode, message: string, options?: {
        cause?: unknown;
    });
}
/** A `Left` carrying a new `EndpointError`. */
declare const fail: <A = never>(code: ErrorCode, message: string) => E.Either<EndpointError, A>;

/**
 * What `defaultsCascade` hands to `templateExpand`: merged options, not copied into one
 * object. The known options are merged and checked; the parameters stay where they were, in
 * the defaults (`under`) and the options over them (`over`), and are read in merge order:
 * the defaults' keys first, then the options' new ones. Building one merged object on every
 * call cost a third of the call; `cascadedMerge` builds it when it is asked for (`merge()`).
 */
interface Cascaded {
    /** The method as merged (upper case, unless hand-made merged options gave it otherwise). */
    readonly method: string;
    readonly baseUrl: string;
    /** The URL template, unexpanded; `undefined` when neither side has one. */
    readonly url: string | undefined;
    /** Header names in lower case. May be the defaults' own, frozen: read, never handed out. */
    readonly headers: Readonly<Headers>;
    /** May be the defaults' own, frozen: read, never handed out. */
    readonly mediaType: Readonly<MergedMediaType>;
    /** `undefined` when not set. Fresh or the caller's: it is handed out. */
    readonly request: RequestMeta | undefined;
    /** `undefined` when not set. */
    readonly data: unknown;
    /** The defaults' side: its keys other than the known options are parameters. */
    readonly under: Readonly<Record<string, unknown>>;
    /** `under`'s parameter keys, in order. */
    readonly underKeys: readonly string[];
    /** The options' side, own data: its keys other than the known options are parameters, and win. */
    readonly over: Readonly<Record<string, unknown>>;
}
/** The options that are never parameters (specification §2.1). */
declare const knownOptions: ReadonlySet<string>;
/**
 * Merged options (merge()'s, or hand-made ones that passed `MergedOptions`) as a `Cascaded`:
 * all of them on the options' side. Header names are taken as they are.
 */
declare const cascadedOf: (merged: MergedOptions) => Cascaded;
/** The parameters of `parametersEach` as a fresh object, own keys only. */
declare const parametersOf: (cascaded: Cascaded, placed: ReadonlySet<string>) => Record<string, unknown>;
/**
 * The merged options as one fresh object (what `merge()` returns): the defaults' keys in
 * their order, then the options' new keys; `headers` and `mediaType` copied, so the result
 * is the caller's to change.
 */
declare const cascadedMerge: (cascaded: Cascaded) => MergedOptions;

/** What `templateExpand` hands to `paramPartition`. */
interface Expanded {
    /** The merged options the URL was expanded from. */
    readonly options: Cascaded;
    /** The full URL: template expanded and joined to `baseUrl`; no leftover parameters added yet. */
    readonly url: string;
    /**
     * The parameters still to place: every parameter of `options` (not a known option:
     * `method`, `baseUrl`, `url`, `headers`, `mediaType`, `request`, `data`) but the URL
     * template's variables, in merge order. A fresh object, own keys only; `templateExpand`'s
     * builds it when it is read, a new one each time.
     */
    readonly parameters: Readonly<Record<string, unknown>>;
    /**
     * When given: the names `parameters` leaves out of `options` (`parametersOf`), so that the
     * parameters can be read without the object being built (a query string needs none).
     * `paramPartition` reads them so unless `parameters` is an own property (someone's own).
     */
    readonly placed?: ReadonlySet<string>;
    /**
     * `url` as templateExpand made it, when it is known to have no query or fragment: a query is
     * appended to that URL without reading it. A stage that changes `url` leaves this behind,
     * and the new URL is read.
     */
    readonly queryFreeUrl?: string;
}
/**
 * Third stage: the URL template expanded (RFC 6570 level 4, `:name` placeholders in the
 * path), its simple variables required, dot segments from values refused, and the result
 * joined to `baseUrl`. The parameters the template did not consume go on to `paramPartition`.
 */
declare const templateExpand: (options: Cascaded) => E.Either<EndpointError, Expanded>;

/** What `paramPartition` hands to `acceptAmend`. */
interface Partitioned {
    /** The merged options, for `mediaType`. */
    readonly options: Cascaded;
    /** The result so far: `accept` not yet amended. */
    readonly request: RequestOptions;
}
/**
 * Places the leftover parameters (DECISIONS.md, "Parameters"): in a JSON body for `PATCH`,
 * `POST`, `PUT` and `DELETE` (any case) unless `data` gives the body; in the query for every
 * other method. Returns the result so far, `accept` not yet amended: `method` lower case,
 * fresh `headers` (`content-type` defaulted when there is a body), `body` and `request` only
 * when present. `data`, `request` and nested values pass by reference; so do the leftovers,
 * as the body, when they are a plain object of defined values. Nothing is mutated.
 */
declare const paramPartition: (expanded: Expanded) => E.Either<EndpointError, Partitioned>;

/**
 * Amends `request.headers.accept` from `options.mediaType`: `format` rewrites the vendor
 * entries, `previews` (on every route) replace `accept` with the previews it names followed
 * by the given ones. An `accept` with `application/octet-stream` is never amended. Returns
 * `request` itself when nothing changes, else a fresh result with fresh headers; the inputs
 * are never mutated.
 */
declare const acceptAmend: ({ options, request }: Partitioned) => E.Either<EndpointError, RequestOptions>;

/**
 * `endpoint(route, options)`: the whole pipeline, `routeParse → defaultsCascade →
 * templateExpand → paramPartition → acceptAmend`. Equal to parsing what `mergeOptions`
 * returns; the merged options are neither built as one object nor checked twice.
 */
declare const buildRequest: (defaults: MergedOptions, route?: unknown, options?: unknown) => E.Either<EndpointError, RequestOptions>;
/**
 * `buildRequest` over fixed defaults: the cascade's chain is made once, not on every call
 * (what an endpoint function calls).
 */
declare const requestBuilder: (defaults: MergedOptions) => ((route?: unknown, options?: unknown) => E.Either<EndpointError, RequestOptions>);

/** The global defaults (DECISIONS.md, "Defaults"): GitHub's REST API v3. Deeply frozen. */
declare const DEFAULTS: MergedOptions;

/** Options as one plain record: what `routeParse` hands to `defaultsCascade`. */
type OptionsRecord = Readonly<Record<string, unknown>>;
/**
 * First stage: the arguments of `endpoint(route, options)` or `endpoint(options)` as one
 * options record, the route's method and url under the `method` and `url` keys. Keys given
 * in options override the route's. A fresh record; the caller's is not touched.
 */
declare const routeParse: (route: unknown, options?: unknown) => E.Either<EndpointError, OptionsRecord>;

/**
 * Second stage: options merged onto the defaults, checked first (`INVALID_OPTIONS`,
 * `INVALID_HEADER`, `INVALID_METHOD`, `INVALID_BASE_URL`), as a `Cascaded`: the known
 * options merged, the parameters read from both sides later (`cascadedMerge` makes the one
 * merged object `merge()` returns). The known options are read once; the options record is
 * kept by reference, so it should be own data, as `routeParse` gives it.
 */
declare const defaultsCascade: (defaults: MergedOptions) => (options: OptionsRecord) => E.Either<EndpointError, Cascaded>;
/**
 * New long-lived defaults for `.defaults()`: the same merge, sharing what it leaves alone
 * with the previous defaults, its new branches frozen by immer. The caller's plain objects
 * and arrays are copied before the freeze, so none of theirs is frozen; class instances,
 * Maps and functions are kept by reference and never frozen.
 */
declare const defaultsDerive: (defaults: MergedOptions) => (options: OptionsRecord) => E.Either<EndpointError, MergedOptions>;

/**
 * `endpoint.defaults(options)`: the options as a record, merged onto `defaults` for good
 * (`routeParse` then `defaultsDerive`): new long-lived defaults, frozen.
 */
declare const derivedDefaults: (defaults: MergedOptions, options?: unknown) => E.Either<EndpointError, MergedOptions>;

/**
 * `endpoint.merge()`: route and options merged onto `defaults`, not yet parsed
 * (specification §2.5). `routeParse` then `defaultsCascade`, as one fresh object.
 */
declare const mergeOptions: (defaults: MergedOptions, route?: unknown, options?: unknown) => E.Either<EndpointError, MergedOptions>;

declare const mergedParse: (options: Cascaded) => E.Either<EndpointError, RequestOptions>;
/**
 * `endpoint.parse()`: merged options (anyone's, so checked first) to request options
 * (specification §2.4). Stateless.
 */
declare const parseOptions: (options: unknown) => E.Either<EndpointError, RequestOptions>;

/**
 * RFC 6570 level 4 expansion: parse (cached), then render. Undefined variables expand to
 * nothing here; whether a variable is required is decided by the URL stage, not by this function.
 */
declare const expandTemplate: (template: string, variables: Readonly<Record<string, unknown>>) => E.Either<EndpointError, string>;

/** The released version of `@request-options/endpoint`, read from its package.json at build time. */
declare const VERSION: string;

export { DEFAULTS, EndpointError, VERSION, acceptAmend, buildRequest, cascadedMerge, cascadedOf, defaultsCascade, defaultsDerive, derivedDefaults, expandTemplate, fail, knownOptions, mergeOptions, mergedParse, paramPartition, parametersOf, parseOptions, requestBuilder, routeParse, templateExpand };
export type { Cascaded, Expanded, OptionsRecord, Partitioned };
