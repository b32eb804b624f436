import lite from "uri-template-lite";
import { notUnreserved } from "../unreserved";
import { type Operator, operatorFirst, type VarSpec } from "./templateParse";
import type { TemplateValue } from "./templateValue";

type LiteValue = string | readonly string[] | Readonly<Record<string, string>>;

const subDelims = /[!'()*]/;
const subDelimsAll = /[!'()*]/g;

// RFC 6570's `U` set (lite's default leaves `*` raw); strings are well-formed by now, so this never throws.
const unreservedEncode = (text: string): string => {
  if (!notUnreserved.test(text)) return text;
  const encoded = encodeURIComponent(text);
  // Most values hold none of the five: skip the replace and its callback then.
  return subDelims.test(encoded) ? encoded.replace(subDelimsAll, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : encoded;
};

// lite's `encodeURI` for `+` and `#` re-encodes triplets (`%2F` → `%252F`) and `[` `]`, all kept by RFC 6570's `U+R`:
// one left-to-right pass undoes exactly that (`%255B` becomes `%5B`, not `[`).
const reservedRestore = (text: string): string =>
  text.replace(/%25([0-9A-Fa-f]{2})|%5B|%5D/g, (match, hex: string | undefined) =>
    hex !== undefined ? `%${hex}` : match === "%5B" ? "[" : "]",
  );

/**
 * A string value's expansion: lite's after `reservedRestore`, without its per-call template scan (docs/performance.md).
 * RFC 6570 §3.2: `+` and `#` keep reserved characters; `?` and `&` always write `name=`; `;` a bare name for `""`.
 */
export const stringExpand = (operator: Operator, name: string, text: string): string => {
  const encoded = operator === "+" || operator === "#" ? reservedRestore(encodeURI(text)) : unreservedEncode(text);
  if (operator === ";") return encoded === "" ? name : `${name}=${encoded}`;
  return operator === "?" || operator === "&" ? `${name}=${encoded}` : encoded;
};

/** What lite is handed for a value. */
const liteValue = (value: TemplateValue): LiteValue => {
  switch (value.kind) {
    case "string":
      return value.value;
    case "list":
      // lite drops a composite whose output is empty: a list of one "" expands as "" would.
      return value.members.length === 1 && value.members[0] === "" ? "" : value.members;
    case "map":
      // fromEntries defines own properties: a `__proto__` key stays a key.
      return Object.fromEntries(value.entries);
  }
};

/** lite's output for exploded composites (lists and maps) where it departs from RFC 6570. */
const explodedRestore = (operator: Operator, text: string): string => {
  // For "." lite joins exploded map pairs with "," (list members with "."); encoded text holds no ",".
  if (operator === ".") return text.replaceAll(",", ".");
  // ";" puts no "=" after an empty member (ifemp is ""); lite always does. Encoded members hold no ";" or "=".
  if (operator === ";") {
    return text
      .split(";")
      .map((pair) => (pair.endsWith("=") ? pair.slice(0, -1) : pair))
      .join(";");
  }
  return text;
};

/**
 * One defined varspec's expansion, less the operator's first character, by uri-template-lite on a one-varspec template.
 * `value` has its prefix applied already (by code point), so lite's varspec carries none.
 */
export const liteExpand =
  (operator: Operator, spec: VarSpec) =>
  (value: TemplateValue): string => {
    // Strings never reach lite, in either build: it reads a prefix from `mod[1]` of a split
    // with no modifier, which a polluted Array.prototype[1] would supply.
    if (value.kind === "string") return stringExpand(operator, spec.name, value.value);
    const template = `{${operator}${spec.name}${spec.explode ? "*" : ""}}`;
    // fromEntries again: a variable named `__proto__` or `constructor` is an own property.
    const data = Object.fromEntries([[spec.name, liteValue(value)]]);
    const expanded = lite.expand(template, data, { encoder: unreservedEncode });
    const first = operatorFirst[operator];
    const body = expanded.startsWith(first) ? expanded.slice(first.length) : expanded;
    const restored = operator === "+" || operator === "#" ? reservedRestore(body) : body;
    return spec.explode ? explodedRestore(operator, restored) : restored;
  };
