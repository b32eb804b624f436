export { expandTemplate } from "./expandTemplate";
export { templateCacheSize, templateFreeze, templateParseCached } from "./templateCache";
export {
  type Expression,
  type Literal,
  type Operator,
  operatorFirst,
  operatorSeparator,
  type Template,
  type TemplatePart,
  templateParse,
  type VarSpec,
} from "./templateParse";
export { type RenderFailure, type Rendered, recordRead, renderedParts, templatePartsRender, templateRender, templateRenderFlagged, type VariableRead } from "./templateRender";
export { type TemplateValue, templateValue } from "./templateValue";
