/**
 * The functional core: pure stages returning `Either` (routeParse, defaultsCascade,
 * templateExpand, paramPartition, acceptAmend) and their compositions.
 *
 * @packageDocumentation
 * @module @request-options/core
 */
export { acceptAmend } from "./acceptAmend";
export { buildRequest, requestBuilder } from "./buildRequest";
export { type Cascaded, cascadedMerge, cascadedOf, knownOptions, parametersOf } from "./Cascaded";
export { DEFAULTS } from "./DEFAULTS";
export { defaultsCascade } from "./defaultsCascade";
export { defaultsDerive } from "./defaultsDerive";
export { derivedDefaults } from "./derivedDefaults";
export { EndpointError, fail } from "./EndpointError";
export { mergeOptions } from "./mergeOptions";
export { paramPartition, type Partitioned } from "./paramPartition";
export { requestCheck } from "./requestCheck";
export { mergedParse, parseOptions } from "./parseOptions";
export { routeParse, type OptionsRecord } from "./routeParse";
export { templateExpand, type Expanded } from "./templateExpand";
export { expandTemplate } from "./uriTemplate";
export { VERSION } from "./VERSION";
