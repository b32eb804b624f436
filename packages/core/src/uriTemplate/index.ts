export { expandTemplate } from "./expandTemplate";
export { templateCacheSize, templateParseCached } from "./templateCache";
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
export { templatePartsRender, templateRender } from "./templateRender";
export { type TemplateValue, templateValue } from "./templateValue";
