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

// Where one parse has got to: each scan reads from `at` and leaves it just past what it consumed.
interface Cursor {
  readonly source: string;
  at: number;
}

// A scan's failure: scanners return a value or this, not an Either (a wrapper per token doubles the garbage).
class ScanFailure {
  declare readonly result: E.Either<EndpointError, never>;
  constructor(result: E.Either<EndpointError, never>) {
    // Defined, not assigned: a setter of that name on a polluted Object.prototype is never reached.
    Object.defineProperty(this, "result", { value: result });
  }
}

type Scanned<A> = A | ScanFailure;

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

// A literal ASCII character as written out: RFC 3986 unreserved and reserved as is, others pct-encoded (RFC 6570 §3.1).
const literalAscii: readonly string[] = Array.from({ length: 0x80 }, (_, code) => {
  const c = String.fromCharCode(code);
  return "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=".includes(c)
    ? c
    : `%${code.toString(16).toUpperCase().padStart(2, "0")}`;
});

const operators: ReadonlySet<string> = new Set(["+", "#", ".", "/", ";", "?", "&"]);
/** RFC 6570 §2.2 keeps these for future extensions: a template using them is invalid. */
const reservedOperators: ReadonlySet<string> = new Set(["=", ",", "!", "@", "|"]);

const isOperator = (c: string): c is Exclude<Operator, ""> => operators.has(c);

/** The character at `position` for a message (a whole code point), or "end of template". */
const found = (source: string, position: number): string => {
  const code = source.codePointAt(position);
  return code === undefined ? "end of template" : JSON.stringify(String.fromCodePoint(code));
};

const syntaxError = ({ source }: Cursor, position: number, expected: string): ScanFailure =>
  new ScanFailure(
    fail(
      "INVALID_URL_TEMPLATE",
      `invalid URL template ${JSON.stringify(source)}: unexpected ${found(source, position)} at position ${position}, expected ${expected}`,
    ),
  );

/** A run of literal characters up to the next `{` (or the end), percent-encoded. */
const literalScan = (cursor: Cursor): Scanned<Literal> => {
  const { source } = cursor;
  // Runs sliced, joined once: `+=` per encoded character makes a chain as deep as their count, walked on every render.
  const pieces: string[] = [];
  let kept = cursor.at;
  let i = cursor.at;
  const encoded = (triplets: string, width: number): void => {
    pieces.push(source.slice(kept, i), triplets);
    i += width;
    kept = i;
  };
  while (i < source.length) {
    const code = source.charCodeAt(i);
    if (code === OPEN) break;
    if (code === CLOSE) return syntaxError(cursor, i, 'a literal character or "{" (a "}" only closes an expression)');
    const ascii = literalAscii[code];
    if (code === PERCENT && isHex(source.charCodeAt(i + 1)) && isHex(source.charCodeAt(i + 2))) {
      i += 3;
    } else if (ascii !== undefined) {
      if (ascii.length === 1) i += 1;
      else encoded(ascii, 1);
    } else {
      // Beyond ASCII: UTF-8 percent-encoded; a lone surrogate has no UTF-8 form.
      const width = (source.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      if (width === 1 && isSurrogate(code)) return syntaxError(cursor, i, "a well-formed character (lone surrogate)");
      encoded(encodeURIComponent(source.slice(i, i + width)), width);
    }
  }
  cursor.at = i;
  pieces.push(source.slice(kept, i));
  return { kind: "literal", text: pieces.join("") };
};

/** A varname (RFC 6570 §2.3): varchars and pct-encoded triplets, single dots between. */
const varNameScan = (cursor: Cursor, expectedFirst: string): Scanned<string> => {
  const { source } = cursor;
  const start = cursor.at;
  let i = start;
  let needChar = true;
  for (;;) {
    const code = source.charCodeAt(i);
    if (isVarChar(code)) {
      i += 1;
      needChar = false;
    } else if (code === PERCENT) {
      if (!isHex(source.charCodeAt(i + 1))) return syntaxError(cursor, i + 1, 'two hexadecimal digits after "%"');
      if (!isHex(source.charCodeAt(i + 2))) return syntaxError(cursor, i + 2, 'two hexadecimal digits after "%"');
      i += 3;
      needChar = false;
    } else if (needChar) {
      return syntaxError(cursor, i, i === start ? expectedFirst : 'a variable name character after "."');
    } else if (code === DOT) {
      i += 1;
      needChar = true;
    } else {
      cursor.at = i;
      return source.slice(start, i);
    }
  }
};

/** The digits of a prefix modifier (just after its `:`): 1 to 9999, no leading zero. */
const prefixScan = (cursor: Cursor): Scanned<number> => {
  const { source, at: start } = cursor;
  const first = source.charCodeAt(start);
  if (!isDigit(first) || first === 0x30) return syntaxError(cursor, start, "a prefix length from 1 to 9999");
  let i = start + 1;
  while (i < start + 4 && isDigit(source.charCodeAt(i))) i += 1;
  cursor.at = i;
  return Number(source.slice(start, i));
};

/** What may follow a varspec, for the message when something else does. */
const expectedAfter = (spec: VarSpec, next: number): string => {
  if (spec.explode) return '"," or "}"';
  if (spec.prefix === undefined) return 'a variable name character, ".", ":", "*", "," or "}"';
  if (next === STAR) return '"," or "}" (a prefix and "*" cannot be combined)';
  return spec.prefix > 999 ? '"," or "}" (a prefix length is at most 9999)' : 'a digit, "," or "}"';
};

/** A varspec; it must be followed by `,` or `}`, which is not consumed. */
const varSpecScan = (cursor: Cursor, expectedFirst: string): Scanned<VarSpec> => {
  const name = varNameScan(cursor, expectedFirst);
  if (name instanceof ScanFailure) return name;
  let explode = false;
  let prefix: number | undefined;
  const modifier = cursor.source.charCodeAt(cursor.at);
  if (modifier === STAR) {
    explode = true;
    cursor.at += 1;
  } else if (modifier === COLON) {
    cursor.at += 1;
    const scanned = prefixScan(cursor);
    if (scanned instanceof ScanFailure) return scanned;
    prefix = scanned;
  }
  const spec: VarSpec = { name, explode, prefix };
  const next = cursor.source.charCodeAt(cursor.at);
  return next === COMMA || next === CLOSE ? spec : syntaxError(cursor, cursor.at, expectedAfter(spec, next));
};

/** An expression, from its `{` through its `}`. */
const expressionScan = (cursor: Cursor): Scanned<Expression> => {
  cursor.at += 1;
  const first = cursor.source[cursor.at] ?? "";
  let operator: Operator = "";
  if (isOperator(first)) {
    operator = first;
    cursor.at += 1;
  } else if (reservedOperators.has(first)) {
    return syntaxError(cursor, cursor.at, `an operator or a variable name ("${first}" is reserved for future extensions)`);
  }
  const variables: VarSpec[] = [];
  for (;;) {
    const expected = operator === "" && variables.length === 0 ? "an operator or a variable name" : "a variable name";
    const spec = varSpecScan(cursor, expected);
    if (spec instanceof ScanFailure) return spec;
    variables.push(spec);
    // varSpecScan guarantees "," or "}" here.
    const closed = cursor.source.charCodeAt(cursor.at) === CLOSE;
    cursor.at += 1;
    if (closed) return { kind: "expression", operator, variables };
  }
};

/**
 * Parses an RFC 6570 level 4 template in one left-to-right pass (linear time, no backtracking).
 * A malformed one is `INVALID_URL_TEMPLATE`, naming the 0-based position and what was expected there.
 */
export const templateParse = (source: string): E.Either<EndpointError, Template> => {
  const cursor: Cursor = { source, at: 0 };
  const parts: TemplatePart[] = [];
  while (cursor.at < source.length) {
    const part: Scanned<TemplatePart> =
      source.charCodeAt(cursor.at) === OPEN ? expressionScan(cursor) : literalScan(cursor);
    if (part instanceof ScanFailure) return part.result;
    parts.push(part);
  }
  return E.right({ source, parts });
};
