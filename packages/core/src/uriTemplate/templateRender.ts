import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import * as O from "fp-ts/Option";
import * as RA from "fp-ts/ReadonlyArray";
import { type EndpointError, fail } from "../EndpointError";
import { getOwn } from "../ownRecord";
import { liteExpand } from "./liteExpand";
import {
  type Expression,
  operatorFirst,
  operatorSeparator,
  type Template,
  type TemplatePart,
  type VarSpec,
} from "./templateParse";
import { type TemplateValue, templateValue } from "./templateValue";

type Variables = Readonly<Record<string, unknown>>;

/** The first `count` code points of a well-formed `text` (RFC 6570 prefixes count characters, not UTF-16 units). */
const codePointsTake =
  (count: number) =>
  (text: string): string => {
    let end = 0;
    for (let taken = 0; taken < count && end < text.length; taken += 1) {
      end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
    }
    return text.slice(0, end);
  };

/** Applies a varspec's prefix modifier; RFC 6570 §2.4.1: it does not apply to lists and maps. */
const prefixApply =
  (source: string, spec: VarSpec) =>
  (value: TemplateValue): E.Either<EndpointError, TemplateValue> => {
    if (spec.prefix === undefined) return E.right(value);
    if (value.kind === "string") return E.right({ kind: "string", value: codePointsTake(spec.prefix)(value.value) });
    return fail(
      "INVALID_URL_TEMPLATE",
      `invalid URL template ${JSON.stringify(source)}: the prefix ":${spec.prefix}" of variable "${spec.name}" cannot apply to its value, a ${value.kind} (prefixes apply to strings only)`,
    );
  };

/** One varspec's output, or None when its variable is undefined (RFC terms). Own properties only. */
const varSpecRender =
  (variables: Variables, source: string, operator: Expression["operator"]) =>
  (spec: VarSpec): E.Either<EndpointError, O.Option<string>> =>
    pipe(
      getOwn(variables, spec.name),
      templateValue(spec.name),
      E.chain(O.traverse(E.Applicative)(prefixApply(source, spec))),
      E.map(O.map(liteExpand(operator, spec))),
    );

const expressionRender =
  (variables: Variables, source: string) =>
  (expression: Expression): E.Either<EndpointError, string> =>
    pipe(
      expression.variables,
      E.traverseArray(varSpecRender(variables, source, expression.operator)),
      E.map(RA.compact),
      E.map((outputs) =>
        outputs.length === 0
          ? ""
          : operatorFirst[expression.operator] + outputs.join(operatorSeparator[expression.operator]),
      ),
    );

const partRender =
  (variables: Variables, source: string) =>
  (part: TemplatePart): E.Either<EndpointError, string> =>
    part.kind === "literal" ? E.right(part.text) : expressionRender(variables, source)(part);

/**
 * One output string per template part: a literal gives its text, an expression its expansion
 * (`""` when all its variables are undefined). For callers that must know which characters
 * came from which expression.
 */
export const templatePartsRender =
  (variables: Variables) =>
  (template: Template): E.Either<EndpointError, readonly string[]> =>
    pipe(template.parts, E.traverseArray(partRender(variables, template.source)));

/**
 * The RFC 6570 expansion of `template`. Undefined variables expand to nothing; a value that
 * cannot be expanded is `INVALID_PARAMETER`, naming the variable. `variables` is only read.
 */
export const templateRender =
  (variables: Variables) =>
  (template: Template): E.Either<EndpointError, string> =>
    pipe(
      template,
      templatePartsRender(variables),
      E.map((parts) => parts.join("")),
    );
