/**
 * `@request-options/core/internal`: the whole core, for the entries built over it (`@request-options/endpoint`
 * and its OpenAPI entry). Outside semver: any name here that `@request-options/core` does not export may change or
 * go in any release. The public entry (`./index.ts`) re-exports its names from here, so both share one copy.
 * @packageDocumentation
 * @module @request-options/core/internal
 */
import type { MergedOptions, RequestOptions } from "@request-options/types";
import type * as E from "fp-ts/Either";
import { guarded } from "./boundary";
import type { EndpointError } from "./EndpointError";
import type { Merged } from "./stages/defaultsCascade";
import type { Partitioned } from "./stages/paramPartition";
import * as stages from "./stages/pipeline";
import type { OptionsRecord } from "./stages/routeParse";
import type { Expanded } from "./stages/templateExpand";

export * from "./boundary";
export * from "./DEFAULTS";
export * from "./EndpointError";
export { buildRequest, derivedDefaults, mergeOptions, parseOptions, requestBuilder } from "./stages/pipeline";
export type { Expanded, Merged, OptionsRecord, Partitioned };
export * from "./template/parse";
export * from "./template/render";
// The stages unguarded, for an entry that guards its own composition once, and the URL's rules.
export { stages };
export { baseUrlJoin, dotSegmentCheck } from "./stages/templateExpand";

// Each stage alone, guarded as the compositions are: a throw from the caller's objects becomes INVALID_ARGUMENTS.

/** First stage: `endpoint(route, options)`'s arguments read once into one fresh record, its known options checked. */
export const routeParse: (route: unknown, options?: unknown) => E.Either<EndpointError, OptionsRecord> = guarded(stages.routeParse);

/** Second stage: the record merged onto `defaults` (checked here); `headers`, `mediaType` may be frozen, `parameters` the record given. */
export const defaultsCascade = (defaults: MergedOptions): ((options: OptionsRecord) => E.Either<EndpointError, Merged>) =>
  guarded(stages.defaultsCascade(defaults));

/** Third stage: the url template expanded and joined to `baseUrl`. */
export const templateExpand: (options: Merged) => E.Either<EndpointError, Expanded> = guarded(stages.templateExpand);

/** Fourth stage: the parameters the url did not take, in the query or a JSON body. */
export const paramPartition: (expanded: Expanded) => E.Either<EndpointError, Partitioned> = guarded(stages.paramPartition);

/** Last stage: `accept` amended from `mediaType`; never fails. */
export const acceptAmend: (partitioned: Partitioned) => E.Either<EndpointError, RequestOptions> = guarded(stages.acceptAmend);

/** The last three stages on merged options: `templateExpand → paramPartition → acceptAmend`. */
export const mergedParse: (options: MergedOptions) => E.Either<EndpointError, RequestOptions> = guarded(stages.mergedParse);
