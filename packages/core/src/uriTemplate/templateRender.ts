import * as E from "fp-ts/Either";
import { chain } from "../chain";
import { pipe } from "fp-ts/function";
import * as O from "fp-ts/Option";
import { type EndpointError, fail } from "../EndpointError";
import { getOwn } from "../ownRecord";
import { loneSurrogate } from "../loneSurrogate";
import { liteExpand, stringExpand } from "./liteExpand";
import {
  type Expression,
  operatorFirst,
  operatorSeparator,
  type Template,
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
      chain(O.traverse(E.Applicative)(prefixApply(source, spec))),
      E.map(O.map(liteExpand(operator, spec))),
    );

/**
 * The text of a value that templateValue would turn into a well-formed string (a string, a
 * number, a bigint, a boolean), else `undefined`: the common case, without its Eithers.
 */
const scalarText = (value: unknown): string | undefined => {
  switch (typeof value) {
    case "string":
      return loneSurrogate.test(value) ? undefined : value;
    case "number":
    case "bigint":
    case "boolean":
      return String(value);
    default:
      return undefined;
  }
};

// A loop rather than a traverse: this runs for every variable of every call. Scalars take the
// direct path; lists, maps, Dates and values to refuse go through templateValue.
const expressionRender = (variables: Variables, source: string, expression: Expression): E.Either<EndpointError, string> => {
  const { operator } = expression;
  let output = "";
  let defined = 0;
  for (const spec of expression.variables) {
    const value = getOwn(variables, spec.name);
    if (value === undefined || value === null) continue;
    const text = scalarText(value);
    let piece: string;
    if (text !== undefined) {
      piece = stringExpand(operator, spec.name, spec.prefix === undefined ? text : codePointsTake(spec.prefix)(text));
    } else {
      const rendered = varSpecRender(variables, source, operator)(spec);
      if (E.isLeft(rendered)) return rendered;
      if (O.isNone(rendered.right)) continue;
      piece = rendered.right.value;
    }
    output = defined === 0 ? piece : output + operatorSeparator[operator] + piece;
    defined += 1;
  }
  return E.right(defined === 0 ? "" : operatorFirst[operator] + output);
};

/**
 * One output string per template part: a literal gives its text, an expression its expansion
 * (`""` when all its variables are undefined). For callers that must know which characters
 * came from which expression.
 */
export const templatePartsRender =
  (variables: Variables) =>
  (template: Template): E.Either<EndpointError, readonly string[]> => {
    const rendered: string[] = [];
    for (const part of template.parts) {
      if (part.kind === "literal") {
        rendered.push(part.text);
        continue;
      }
      const expansion = expressionRender(variables, template.source, part);
      if (E.isLeft(expansion)) return expansion;
      rendered.push(expansion.right);
    }
    return E.right(rendered);
  };

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
