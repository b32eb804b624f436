/**
 * The functional core: pure stages returning `Either` (routeParse, defaultsCascade,
 * templateExpand, paramPartition, acceptAmend) and their compositions.
 *
 * @packageDocumentation
 * @module @request-options/core
 */
export { acceptAmend } from "./stages/acceptAmend";
export { buildRequest, derivedDefaults, mergedParse, mergeOptions, requestBuilder } from "./stages/pipeline";
export { type Cascaded, cascadedMerge, cascadedOf, knownOptions, parametersOf } from "./stages/Cascaded";
export { DEFAULTS } from "./DEFAULTS";
export { defaultsCascade } from "./stages/defaultsCascade";
export { defaultsDerive } from "./defaultsDerive";
export { EndpointError, fail } from "./EndpointError";
export { getOwn, setOwn } from "./ownRecord";
export { paramPartition, type Partitioned } from "./stages/paramPartition";
export { requestCheck } from "./requestCheck";
export { parseOptions } from "./parseOptions";
export { routeParse, type OptionsRecord } from "./stages/routeParse";
export { templateExpand, type Expanded } from "./stages/templateExpand";
export { expandTemplate } from "./uriTemplate";
export { VERSION } from "./VERSION";
