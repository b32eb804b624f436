/**
 * The functional core: pure stages returning `Either` (routeParse → defaultsCascade → templateExpand →
 * paramPartition → acceptAmend) and their compositions. Nothing here throws or mutates its input.
 *
 * @packageDocumentation
 * @module @request-options/core
 */
export { guarded, requestCheck } from "./boundary";
export { DEFAULTS, VERSION } from "./DEFAULTS";
export { EndpointError, fail } from "./EndpointError";
export { acceptAmend } from "./stages/acceptAmend";
export { defaultsCascade } from "./stages/defaultsCascade";
export { paramPartition, type Partitioned } from "./stages/paramPartition";
export { buildRequest, derivedDefaults, mergedParse, mergeOptions, parseOptions, requestBuilder } from "./stages/pipeline";
export { routeParse, type OptionsRecord } from "./stages/routeParse";
export { templateExpand, type Expanded } from "./stages/templateExpand";
export { expandTemplate } from "./template/render";
