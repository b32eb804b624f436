/**
 * The functional core: pure `Either` stages (routeParse → defaultsCascade → templateExpand → paramPartition →
 * acceptAmend), their compositions, the RFC 6570 template engine, `EndpointError` and `DEFAULTS`. Nothing here throws
 * or mutates its input. What the entries over the core need besides is `@request-options/core/internal`, outside semver.
 * @packageDocumentation
 * @module @request-options/core
 */
export {
  acceptAmend,
  buildRequest,
  DEFAULTS,
  defaultsCascade,
  derivedDefaults,
  EndpointError,
  type Expanded,
  expandTemplate,
  guarded,
  type Members,
  type Merged,
  mergedParse,
  mergeOptions,
  type OptionsRecord,
  paramPartition,
  parseOptions,
  type Partitioned,
  requestBuilder,
  routeParse,
  type Template,
  templateExpand,
  type TemplatePart,
  templateParse,
  templateRender,
  type Value,
  VERSION,
} from "./internal";
