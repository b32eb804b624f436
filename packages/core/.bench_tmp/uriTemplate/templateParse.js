"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.operatorSeparator = exports.operatorFirst = exports.templateParse = void 0;
const E = __importStar(require("fp-ts/Either"));
const EndpointError_1 = require("../EndpointError");
const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const PERCENT = 0x25;
const COMMA = 0x2c;
const DOT = 0x2e;
const COLON = 0x3a;
const STAR = 0x2a;
const isDigit = (code) => code >= 0x30 && code <= 0x39;
const isAlpha = (code) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isHex = (code) => isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
/** RFC 6570 varchar, without the pct-encoded form (checked separately). */
const isVarChar = (code) => isAlpha(code) || isDigit(code) || code === 0x5f;
const isSurrogate = (code) => code >= 0xd800 && code <= 0xdfff;
/** Unreserved and reserved ASCII (RFC 3986): a literal copies them as they are. */
const literalAscii = new Set(Array.from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=", (c) => c.charCodeAt(0)));
const operators = new Set(["+", "#", ".", "/", ";", "?", "&"]);
/** RFC 6570 §2.2 keeps these for future extensions: a template using them is invalid. */
const reservedOperators = new Set(["=", ",", "!", "@", "|"]);
const isOperator = (c) => operators.has(c);
/** The character at `position` for a message (a whole code point), or "end of template". */
const found = (source, position) => {
    const code = source.codePointAt(position);
    return code === undefined ? "end of template" : JSON.stringify(String.fromCodePoint(code));
};
const syntaxError = (source, position, expected) => (0, EndpointError_1.fail)("INVALID_URL_TEMPLATE", `invalid URL template ${JSON.stringify(source)}: unexpected ${found(source, position)} at position ${position}, expected ${expected}`);
/** A run of literal characters from `start` up to the next `{` (or the end), percent-encoded. */
const literalScan = (source, start) => {
    let text = "";
    let i = start;
    while (i < source.length) {
        const code = source.charCodeAt(i);
        if (code === OPEN)
            break;
        if (code === CLOSE)
            return syntaxError(source, i, 'a literal character or "{" (a "}" only closes an expression)');
        if (code === PERCENT && isHex(source.charCodeAt(i + 1)) && isHex(source.charCodeAt(i + 2))) {
            text += source.slice(i, i + 3);
            i += 3;
        }
        else if (literalAscii.has(code)) {
            text += source[i];
            i += 1;
        }
        else {
            // Anything else is UTF-8 percent-encoded; a lone surrogate has no UTF-8 form.
            const width = (source.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
            if (width === 1 && isSurrogate(code))
                return syntaxError(source, i, "a well-formed character (lone surrogate)");
            text += encodeURIComponent(source.slice(i, i + width));
            i += width;
        }
    }
    return E.right([{ kind: "literal", text }, i]);
};
/** A varname (RFC 6570 §2.3) from `start`: varchars, pct-encoded triplets, single dots between. */
const varNameScan = (source, start, expectedFirst) => {
    let i = start;
    let needChar = true;
    for (;;) {
        const code = source.charCodeAt(i);
        if (isVarChar(code)) {
            i += 1;
            needChar = false;
        }
        else if (code === PERCENT) {
            if (!isHex(source.charCodeAt(i + 1)))
                return syntaxError(source, i + 1, 'two hexadecimal digits after "%"');
            if (!isHex(source.charCodeAt(i + 2)))
                return syntaxError(source, i + 2, 'two hexadecimal digits after "%"');
            i += 3;
            needChar = false;
        }
        else if (needChar) {
            return syntaxError(source, i, i === start ? expectedFirst : 'a variable name character after "."');
        }
        else if (code === DOT) {
            i += 1;
            needChar = true;
        }
        else {
            return E.right([source.slice(start, i), i]);
        }
    }
};
/** The digits of a prefix modifier from `start` (just after `:`): 1 to 9999, no leading zero. */
const prefixScan = (source, start) => {
    const first = source.charCodeAt(start);
    if (!isDigit(first) || first === 0x30)
        return syntaxError(source, start, "a prefix length from 1 to 9999");
    let i = start + 1;
    while (i < start + 4 && isDigit(source.charCodeAt(i)))
        i += 1;
    return E.right([Number(source.slice(start, i)), i]);
};
/** What may follow a varspec, for the message when something else does. */
const expectedAfter = (source, spec, end) => {
    if (spec.explode)
        return '"," or "}"';
    if (spec.prefix === undefined)
        return 'a variable name character, ".", ":", "*", "," or "}"';
    if (source.charCodeAt(end) === STAR)
        return '"," or "}" (a prefix and "*" cannot be combined)';
    return spec.prefix > 999 ? '"," or "}" (a prefix length is at most 9999)' : 'a digit, "," or "}"';
};
/** A varspec from `start`; it must be followed by `,` or `}`, which is not consumed. */
const varSpecScan = (source, start, expectedFirst) => {
    const name = varNameScan(source, start, expectedFirst);
    if (E.isLeft(name))
        return name;
    const [varName, nameEnd] = name.right;
    let spec = { name: varName, explode: false, prefix: undefined };
    let end = nameEnd;
    const modifier = source.charCodeAt(end);
    if (modifier === STAR) {
        spec = { ...spec, explode: true };
        end += 1;
    }
    else if (modifier === COLON) {
        const prefix = prefixScan(source, end + 1);
        if (E.isLeft(prefix))
            return prefix;
        spec = { ...spec, prefix: prefix.right[0] };
        end = prefix.right[1];
    }
    const next = source.charCodeAt(end);
    return next === COMMA || next === CLOSE
        ? E.right([Object.freeze(spec), end])
        : syntaxError(source, end, expectedAfter(source, spec, end));
};
/** An expression from `start` (its `{`) through its `}`. */
const expressionScan = (source, start) => {
    let i = start + 1;
    const first = source[i] ?? "";
    let operator = "";
    if (isOperator(first)) {
        operator = first;
        i += 1;
    }
    else if (reservedOperators.has(first)) {
        return syntaxError(source, i, `an operator or a variable name ("${first}" is reserved for future extensions)`);
    }
    const variables = [];
    for (;;) {
        const expected = operator === "" && variables.length === 0 ? "an operator or a variable name" : "a variable name";
        const spec = varSpecScan(source, i, expected);
        if (E.isLeft(spec))
            return spec;
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
const templateParse = (source) => {
    const parts = [];
    let i = 0;
    while (i < source.length) {
        const scanned = source.charCodeAt(i) === OPEN ? expressionScan(source, i) : literalScan(source, i);
        if (E.isLeft(scanned))
            return scanned;
        parts.push(Object.freeze(scanned.right[0]));
        i = scanned.right[1];
    }
    return E.right(Object.freeze({ source, parts: Object.freeze(parts) }));
};
exports.templateParse = templateParse;
/** What an expression's output starts with when any of its variables is defined (RFC 6570 §3.2.1). */
exports.operatorFirst = {
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
exports.operatorSeparator = {
    "": ",",
    "+": ",",
    "#": ",",
    ".": ".",
    "/": "/",
    ";": ";",
    "?": "&",
    "&": "&",
};
