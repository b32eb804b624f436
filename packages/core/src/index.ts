/**
 * The functional core: pure `Either` stages (routeParse → defaultsCascade → templateExpand → paramPartition →
 * acceptAmend) and their compositions. Nothing here throws or mutates its input.
 * @packageDocumentation
 * @module @request-options/core
 */
import { guarded } from "./boundary";
import * as stages from "./stages/pipeline";

export { guarded, requestCheck } from "./boundary";
export { DEFAULTS, VERSION } from "./DEFAULTS";
export { EndpointError, fail } from "./EndpointError";
export type { Partitioned } from "./stages/paramPartition";
export { buildRequest, derivedDefaults, mergeOptions, parseOptions, requestBuilder } from "./stages/pipeline";
export type { OptionsRecord } from "./stages/routeParse";
export type { Expanded } from "./stages/templateExpand";
export { expandTemplate } from "./template/render";

// Each stage alone, guarded as the compositions are: a throw from the caller's objects becomes INVALID_ARGUMENTS.
export const routeParse: typeof stages.routeParse = guarded(stages.routeParse);
export const defaultsCascade: typeof stages.defaultsCascade = (defaults) => guarded(stages.defaultsCascade(defaults));
export const templateExpand: typeof stages.templateExpand = guarded(stages.templateExpand);
export const paramPartition: typeof stages.paramPartition = guarded(stages.paramPartition);
export const acceptAmend: typeof stages.acceptAmend = guarded(stages.acceptAmend);
export const mergedParse: typeof stages.mergedParse = guarded(stages.mergedParse);
