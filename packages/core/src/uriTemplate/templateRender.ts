import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import * as O from "fp-ts/Option";
import { type EndpointError, fail } from "../EndpointError";
import { getOwn } from "../ownRecord";
import { loneSurrogate } from "../loneSurrogate";
import { notUnreserved } from "../unreserved";
import { scalarText } from "../scalarText";
import { liteExpand, stringExpand } from "./liteExpand";
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

/** Where a render reads a variable's value: `undefined` when it has none. */
export type VariableRead = (name: string) => unknown;

/** A record's own properties as the variables (never an inherited one). */
export const recordRead =
  (variables: Variables): VariableRead =>
  (name) =>
    getOwn(variables, name);

/** The first `count` code points of a well-formed `text` (RFC 6570 prefixes count characters, not UTF-16 units). */
const codePointsTake =
  (count: number) =>
  (text: string): string => {
    let end = 0;
    let taken = 0;
    // for-of walks code points: a surrogate pair is one character of length 2.
    for (const character of text) {
      if (taken === count) break;
      end += character.length;
      taken += 1;
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

// One varspec's output, or None when undefined (RFC terms); not O.traverse, to keep more fp-ts out of the CDN file.
const varSpecRender =
  (source: string, operator: Expression["operator"]) =>
  (spec: VarSpec, given: unknown): E.Either<EndpointError, O.Option<string>> => {
    const value = templateValue(spec.name)(given);
    if (E.isLeft(value) || O.isNone(value.right)) return value as E.Either<EndpointError, O.Option<never>>;
    const prefixed = prefixApply(source, spec)(value.right.value);
    return E.isLeft(prefixed) ? prefixed : E.right(O.some(liteExpand(operator, spec)(prefixed.right)));
  };

// `stringExpand`, or `undefined` on a lone surrogate: catching the encoders' URIError beats testing every value first.
const wellFormedExpand = (operator: Expression["operator"], name: string, text: string): string | undefined => {
  try {
    return stringExpand(operator, name, text);
  } catch {
    return undefined;
  }
};

// What a render has met, each value read once (what is checked is what is used): the first value it could not expand,
// and the first undefined variable of a simple expression (RFC 6570 §2.3: also an empty list or map).
interface RenderSeen {
  failure: EndpointError | undefined;
  missing: string | undefined;
}

// One value's expansion; `undefined` for an RFC-undefined value (missing, in a simple expression) or a failure (noted).
// Scalars take a direct path, as this runs for every variable of every call.
const valueExpand = (source: string, operator: Expression["operator"], spec: VarSpec, value: unknown, seen: RenderSeen): string | undefined => {
  // Answered here, not by templateValue: most are optional variables not given, and it allocates an Either and an Option.
  if (value === undefined || value === null) {
    if (operator === "") seen.missing ??= spec.name;
    return undefined;
  }
  const text = scalarText(value);
  if (text !== undefined) {
    // With a prefix, the whole value must still be well-formed, even where the cut would drop the fault.
    const piece =
      spec.prefix === undefined
        ? wellFormedExpand(operator, spec.name, text)
        : loneSurrogate.test(text)
          ? undefined
          : stringExpand(operator, spec.name, codePointsTake(spec.prefix)(text));
    if (piece !== undefined) return piece;
  }
  // Lists, maps, Dates, ill-formed strings and values to refuse: templateValue explains.
  const rendered = varSpecRender(source, operator)(spec, value);
  if (E.isLeft(rendered)) {
    seen.failure ??= rendered.left;
    return undefined;
  }
  if (O.isNone(rendered.right)) {
    if (operator === "") seen.missing ??= spec.name;
    return undefined;
  }
  return rendered.right.value;
};

// An expression's expansion, noting in `seen`. Past a failure a simple expression reads on for its undefined variables;
// any other stops (its text is never used then).
const expressionRender = (read: VariableRead, source: string, expression: Expression, seen: RenderSeen): string => {
  const { operator } = expression;
  const simple = operator === "";
  let output = "";
  let defined = false;
  const specs = expression.variables;
  for (let index = 0; index < specs.length; index += 1) {
    const spec = specs[index] as VarSpec;
    const piece = valueExpand(source, operator, spec, read(spec.name), seen);
    if (piece === undefined) {
      if (!simple && seen.failure !== undefined) return "";
      continue;
    }
    output += defined ? operatorSeparator[operator] + piece : piece;
    defined = true;
  }
  return defined ? operatorFirst[operator] + output : "";
};

/**
 * Why a render failed: the first value it could not expand, and the first undefined variable of a simple expression
 * in template order (read on past the failure, each value once, for a caller that reports a missing variable first).
 */
export interface RenderFailure {
  readonly error: EndpointError;
  readonly missing: string | undefined;
}

/** An expansion, whether a dot segment may hold expanded characters (see below), and whether it ends with "/". */
export interface Rendered {
  readonly text: string;
  /** Where each part's output ends in `text`, part by part (`renderedParts`). */
  readonly ends: readonly number[];
  readonly dotSuspect: boolean;
  /** Known from the last piece appended: reading the text's end would flatten it. */
  readonly slashEnded: boolean;
  /**
   * The first undefined (`undefined`, `null`, empty list or map) variable of a simple expression (`{name}`, `{a,b}`),
   * in template order: RFC 6570 expands it to nothing; a caller that requires simple variables refuses it.
   */
  readonly missing: string | undefined;
}

// An expansion that may make a dot segment starts with "." or "%" or holds "/." or "/%": only those need the exact
// check (dotSegmentCheck.ts). Each is tested as it is made, while a short flat string.
const dotSuspect = /^[.%]|\/[.%]/;

/** A scalar's text when it is unreserved characters alone (its own expansion), else `undefined`. */
const simpleText = (value: unknown): string | undefined => {
  const text = scalarText(value);
  return text === undefined || notUnreserved.test(text) ? undefined : text;
};

/**
 * The RFC 6570 expansion of `template`, with its `dotSuspect` flag; the variables are only read, through `read`.
 * Undefined variables expand to nothing; a value that cannot be expanded is `INVALID_PARAMETER`, naming the variable.
 */
export const templateRenderFlagged =
  (read: VariableRead) =>
  (template: Template): E.Either<RenderFailure, Rendered> => {
    let text = "";
    const seen: RenderSeen = { failure: undefined, missing: undefined };
    let last: string | undefined;
    let suspect = false;
    // Sized once: an array literal grows past what most templates need, on every call.
    const ends: number[] = new Array<number>(template.parts.length);
    // Index loops: V8 iterates the cached template's frozen arrays more slowly with for-of (docs/performance.md).
    const { parts } = template;
    for (let index = 0; index < parts.length; index += 1) {
      const part = parts[index] as TemplatePart;
      let piece: string;
      if (part.kind === "literal") {
        piece = part.text;
      } else {
        const spec = part.variables[0] as VarSpec;
        if (part.operator === "" && part.variables.length === 1 && spec.prefix === undefined) {
          // Most expressions are one `{name}`: unreserved text is its own expansion, suspect only if it starts with ".".
          const value = read(spec.name);
          const text = simpleText(value);
          if (text !== undefined) {
            piece = text;
            suspect ||= text.charCodeAt(0) === 46;
          } else {
            piece = valueExpand(template.source, "", spec, value, seen) ?? "";
            suspect ||= dotSuspect.test(piece);
          }
        } else {
          // Past a failure only simple expressions are read on, for the missing variable that comes first.
          piece = seen.failure === undefined || part.operator === "" ? expressionRender(read, template.source, part, seen) : "";
          suspect ||= dotSuspect.test(piece);
        }
      }
      text += piece;
      ends[index] = text.length;
      if (piece !== "") last = piece;
    }
    const { failure, missing } = seen;
    if (failure !== undefined) return E.left({ error: failure, missing });
    return E.right({ text, ends, dotSuspect: suspect, slashEnded: last !== undefined && last.endsWith("/"), missing });
  };

const failureError = ({ error }: RenderFailure): EndpointError => error;

/**
 * One output string per template part, sliced from `text` (`""` for an expression with no defined variable):
 * which characters came from which expression, in the one render whose text is used.
 */
export const renderedParts = ({ text, ends }: Rendered): readonly string[] => ends.map((end, index) => text.slice(index === 0 ? 0 : ends[index - 1], end));

/** `templateRenderFlagged`'s output part by part (`renderedParts`). */
export const templatePartsRender =
  (variables: Variables) =>
  (template: Template): E.Either<EndpointError, readonly string[]> =>
    pipe(template, templateRenderFlagged(recordRead(variables)), E.bimap(failureError, renderedParts));

/** The RFC 6570 expansion of `template` (`templateRenderFlagged`'s text). */
export const templateRender =
  (variables: Variables) =>
  (template: Template): E.Either<EndpointError, string> =>
    pipe(template, templateRenderFlagged(recordRead(variables)), E.bimap(failureError, (rendered) => rendered.text));
