import * as E from "fp-ts/Either";
import { type EndpointError, fail } from "../EndpointError";

/** RFC 6570 §2.2 operators; `""` is simple string expansion. */
export type Operator = "" | "+" | "#" | "." | "/" | ";" | "?" | "&";

/** One variable of an expression (RFC 6570 §2.3, §2.4). */
export interface VarSpec {
  /** As written in the template: pct-encoded triplets stay encoded (`Stra%C3%9Fe`). */
  readonly name: string;
  readonly explode: boolean;
  /** Maximum length in code points (1 to 9999), if the varspec has a prefix modifier. */
  readonly prefix: number | undefined;
}

export interface Literal {
  readonly kind: "literal";
  /** Already percent-encoded as RFC 6570 §3.1 says. */
  readonly text: string;
}

export interface Expression {
  readonly kind: "expression";
  readonly operator: Operator;
  readonly variables: readonly VarSpec[];
}

export type TemplatePart = Literal | Expression;

export interface Template {
  readonly source: string;
  readonly parts: readonly TemplatePart[];
}

type Scanned<A> = E.Either<EndpointError, readonly [A, number]>;

const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const PERCENT = 0x25;
const COMMA = 0x2c;
const DOT = 0x2e;
const COLON = 0x3a;
const STAR = 0x2a;

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
const isAlpha = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isHex = (code: number): boolean =>
  isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
/** RFC 6570 varchar, without the pct-encoded form (checked separately). */
const isVarChar = (code: number): boolean => isAlpha(code) || isDigit(code) || code === 0x5f;
const isSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdfff;

/** Unreserved and reserved ASCII (RFC 3986): a literal copies them as they are. */
const literalAscii: ReadonlySet<number> = new Set(
  Array.from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=", (c) =>
    c.charCodeAt(0),
  ),
);

const operators: ReadonlySet<string> = new Set(["+", "#", ".", "/", ";", "?", "&"]);
/** RFC 6570 §2.2 keeps these for future extensions: a template using them is invalid. */
const reservedOperators: ReadonlySet<string> = new Set(["=", ",", "!", "@", "|"]);

const isOperator = (c: string): c is Exclude<Operator, ""> => operators.has(c);

/** The character at `position` for a message (a whole code point), or "end of template". */
const found = (source: string, position: number): string => {
  const code = source.codePointAt(position);
  return code === undefined ? "end of template" : JSON.stringify(String.fromCodePoint(code));
};

const syntaxError = (source: string, position: number, expected: string): E.Either<EndpointError, never> =>
  fail(
    "INVALID_URL_TEMPLATE",
    `invalid URL template ${JSON.stringify(source)}: unexpected ${found(source, position)} at position ${position}, expected ${expected}`,
  );

/** A run of literal characters from `start` up to the next `{` (or the end), percent-encoded. */
const literalScan = (source: string, start: number): Scanned<Literal> => {
  let text = "";
  let i = start;
  while (i < source.length) {
    const code = source.charCodeAt(i);
    if (code === OPEN) break;
    if (code === CLOSE) return syntaxError(source, i, 'a literal character or "{" (a "}" only closes an expression)');
    if (code === PERCENT && isHex(source.charCodeAt(i + 1)) && isHex(source.charCodeAt(i + 2))) {
      text += source.slice(i, i + 3);
      i += 3;
    } else if (literalAscii.has(code)) {
      text += source[i];
      i += 1;
    } else {
      // Anything else is UTF-8 percent-encoded; a lone surrogate has no UTF-8 form.
      const width = (source.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      if (width === 1 && isSurrogate(code)) return syntaxError(source, i, "a well-formed character (lone surrogate)");
      text += encodeURIComponent(source.slice(i, i + width));
      i += width;
    }
  }
  return E.right([{ kind: "literal", text }, i]);
};

/** A varname (RFC 6570 §2.3) from `start`: varchars, pct-encoded triplets, single dots between. */
const varNameScan = (source: string, start: number, expectedFirst: string): Scanned<string> => {
  let i = start;
  let needChar = true;
  for (;;) {
    const code = source.charCodeAt(i);
    if (isVarChar(code)) {
      i += 1;
      needChar = false;
    } else if (code === PERCENT) {
      if (!isHex(source.charCodeAt(i + 1))) return syntaxError(source, i + 1, 'two hexadecimal digits after "%"');
      if (!isHex(source.charCodeAt(i + 2))) return syntaxError(source, i + 2, 'two hexadecimal digits after "%"');
      i += 3;
      needChar = false;
    } else if (needChar) {
      return syntaxError(source, i, i === start ? expectedFirst : 'a variable name character after "."');
    } else if (code === DOT) {
      i += 1;
      needChar = true;
    } else {
      return E.right([source.slice(start, i), i]);
    }
  }
};

/** The digits of a prefix modifier from `start` (just after `:`): 1 to 9999, no leading zero. */
const prefixScan = (source: string, start: number): Scanned<number> => {
  const first = source.charCodeAt(start);
  if (!isDigit(first) || first === 0x30) return syntaxError(source, start, "a prefix length from 1 to 9999");
  let i = start + 1;
  while (i < start + 4 && isDigit(source.charCodeAt(i))) i += 1;
  return E.right([Number(source.slice(start, i)), i]);
};

/** What may follow a varspec, for the message when something else does. */
const expectedAfter = (source: string, spec: VarSpec, end: number): string => {
  if (spec.explode) return '"," or "}"';
  if (spec.prefix === undefined) return 'a variable name character, ".", ":", "*", "," or "}"';
  if (source.charCodeAt(end) === STAR) return '"," or "}" (a prefix and "*" cannot be combined)';
  return spec.prefix > 999 ? '"," or "}" (a prefix length is at most 9999)' : 'a digit, "," or "}"';
};

/** A varspec from `start`; it must be followed by `,` or `}`, which is not consumed. */
const varSpecScan = (source: string, start: number, expectedFirst: string): Scanned<VarSpec> => {
  const name = varNameScan(source, start, expectedFirst);
  if (E.isLeft(name)) return name;
  const [varName, nameEnd] = name.right;
  let spec: VarSpec = { name: varName, explode: false, prefix: undefined };
  let end = nameEnd;
  const modifier = source.charCodeAt(end);
  if (modifier === STAR) {
    spec = { ...spec, explode: true };
    end += 1;
  } else if (modifier === COLON) {
    const prefix = prefixScan(source, end + 1);
    if (E.isLeft(prefix)) return prefix;
    spec = { ...spec, prefix: prefix.right[0] };
    end = prefix.right[1];
  }
  const next = source.charCodeAt(end);
  return next === COMMA || next === CLOSE
    ? E.right([Object.freeze(spec), end])
    : syntaxError(source, end, expectedAfter(source, spec, end));
};

/** An expression from `start` (its `{`) through its `}`. */
const expressionScan = (source: string, start: number): Scanned<Expression> => {
  let i = start + 1;
  const first = source[i] ?? "";
  let operator: Operator = "";
  if (isOperator(first)) {
    operator = first;
    i += 1;
  } else if (reservedOperators.has(first)) {
    return syntaxError(source, i, `an operator or a variable name ("${first}" is reserved for future extensions)`);
  }
  const variables: VarSpec[] = [];
  for (;;) {
    const expected = operator === "" && variables.length === 0 ? "an operator or a variable name" : "a variable name";
    const spec = varSpecScan(source, i, expected);
    if (E.isLeft(spec)) return spec;
    variables.push(spec.right[0]);
    i = spec.right[1];
    // varSpecScan guarantees "," or "}" here.
    if (source.charCodeAt(i) === CLOSE) {
      return E.right([{ kind: "expression", operator, variables: Object.freeze(variables) }, i + 1]);
    }
    i += 1;
  }
};

/**
 * Parses an RFC 6570 level 4 template in one left-to-right pass (linear time, no regular
 * expressions). A malformed template is `INVALID_URL_TEMPLATE`, naming the 0-based position of
 * the offending character and what was expected there. The result is frozen: it is shared by
 * the cache.
 */
export const templateParse = (source: string): E.Either<EndpointError, Template> => {
  const parts: TemplatePart[] = [];
  let i = 0;
  while (i < source.length) {
    const scanned: Scanned<TemplatePart> =
      source.charCodeAt(i) === OPEN ? expressionScan(source, i) : literalScan(source, i);
    if (E.isLeft(scanned)) return scanned;
    parts.push(Object.freeze(scanned.right[0]));
    i = scanned.right[1];
  }
  return E.right(Object.freeze({ source, parts: Object.freeze(parts) }));
};

/** What an expression's output starts with when any of its variables is defined (RFC 6570 §3.2.1). */
export const operatorFirst: Readonly<Record<Operator, string>> = {
  "": "",
  "+": "",
  "#": "#",
  ".": ".",
  "/": "/",
  ";": ";",
  "?": "?",
  "&": "&",
};

/** What separates the outputs of an expression's defined variables (RFC 6570 §3.2.1). */
export const operatorSeparator: Readonly<Record<Operator, string>> = {
  "": ",",
  "+": ",",
  "#": ",",
  ".": ".",
  "/": "/",
  ";": ";",
  "?": "&",
  "&": "&",
};
