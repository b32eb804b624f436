import type { EndpointOptions, StandardCodec } from "@request-options/types";
import type * as t from "io-ts";
import type { OpenApiEndpoint, OpenApiKnownRoute } from "../OpenApiEndpoint";
import type { GivenKeys } from "../RouteParameters";

/**
 * `fromOpenApi`'s settings: `check: false` turns the schema checks and the refusal of unknown keys off; `regExp`
 * runs the schemas' regular expressions (`pattern`, `patternProperties`) with another engine, called once per
 * expression with its source and the flags `"u"` (a throw is INVALID_DOCUMENT at the operation's first call).
 */
export type OpenApiSettings = { readonly check?: boolean; readonly regExp?: (source: string, flags: string) => { test(value: string): boolean } };

/**
 * The io-ts codec of one operation's keys, flat as a call gives them: its parameters by name, its JSON body's fields.
 * A Standard Schema v1 too: its issues carry the call's `EndpointError` message and the keys as the call gives them.
 */
export type OperationCodec = StandardCodec<t.Type<Record<string, unknown>, Record<string, unknown>, unknown>>;

// The operationIds a document's endpoint takes: typed by `Operations`, else any string, untyped.
type OperationsOrAny<Operations> = [Operations] extends [never] ? Record<string, never> : Operations;

/**
 * An endpoint made from an OpenAPI document by `fromOpenApi`. Typed by `Paths` (openapi-typescript's `paths`) as
 * `endpoint.defaults<paths>()` is; operationId routes typed by `Operations` (its `operations`), else taken with any
 * options; without `Paths`, any route and any options (the document checks them at run time).
 */
export interface DocumentEndpoint<Paths = never, Operations = never, Given extends string = never>
  extends OpenApiEndpoint<Paths, Given, OperationsOrAny<Operations>> {
  /** A new endpoint, for the same document, whose defaults are these over the current ones. */
  defaults<const Options extends EndpointOptions>(options: Options): DocumentEndpoint<Paths, Operations, Given | GivenKeys<Options>>;
  /** The io-ts codec of a route's parameters and JSON body fields, as the document's schemas check them. */
  codecOf<Route extends string>(route: OpenApiKnownRoute<Paths, Route, OperationsOrAny<Operations>>): OperationCodec;
}

/**
 * `fromOpenApi`'s type: `fromOpenApi<paths>(document)`, `fromOpenApi<paths, operations>(document)`, or untyped.
 * Type arguments are given, never inferred: the document is a parsed object, `paths` its types.
 */
export type FromOpenApi = <Paths extends object = never, Operations extends object = never>(
  document: object,
  settings?: OpenApiSettings,
) => DocumentEndpoint<Paths, Operations>;
