/**
 * The functional core: pure `Either` stages (routeParse → defaultsCascade → templateExpand → paramPartition →
 * acceptAmend), their compositions, the RFC 6570 template engine, `EndpointError` and `DEFAULTS`. Nothing here throws
 * or mutates its input. What the entries over the core need besides is `@request-options/core/internal`, outside semver.
 * @packageDocumentation
 * @module @request-options/core
 */
// The five stages, and their compositions.
export { routeParse, defaultsCascade, templateExpand, paramPartition, acceptAmend, guarded, mergedParse } from "./internal";
export { buildRequest, derivedDefaults, mergeOptions, parseOptions, requestBuilder } from "./internal";
export type { OptionsRecord, Merged, Expanded, Partitioned } from "./internal";
// The RFC 6570 template engine.
export { expandTemplate, templateParse, templateRender, type Members, type Template, type TemplatePart, type Value } from "./internal";
export { DEFAULTS, EndpointError, VERSION } from "./internal";
