import * as E from "fp-ts/Either";
import { EndpointError } from "../index";
import { documentRead, type OperationEntry } from "../openapi/document";
import { reasonOf } from "@request-options/core/internal";
import { invalid } from "./args";
import type { DataRead } from "./index";

type Syntax = "JSON" | "YAML";

// By the file's extension; without one (standard input, `openapi`), a text that opens with `{` is JSON.
const syntaxOf = (file: string, text: string): Syntax => {
  const extension = /\.([^./\\]+)$/.exec(file)?.[1]?.toLowerCase();
  if (extension === "json") return "JSON";
  if (extension === "yaml" || extension === "yml") return "YAML";
  return /^\s*\{/.test(text) ? "JSON" : "YAML";
};

/** 1-based, as editors count: a line break is `\n`, `\r\n` or `\r`. */
const lineColumn = (text: string, offset: number): string => {
  const lines = text.slice(0, offset).split(/\r\n|\r|\n/);
  return `line ${lines.length}, column ${(lines[lines.length - 1] ?? "").length + 1}`;
};

// Whether JSON.parse refuses `text` before its end: a prefix that a longer text could complete fails only at its end.
const failsInside = (text: string): boolean => {
  try {
    JSON.parse(text);
    return false;
  } catch (e) {
    const message = reasonOf(e);
    const at = / at position (\d+)/.exec(message);
    return !message.startsWith("Unexpected end of JSON input") && (at === null || Number(at[1]) < text.length);
  }
};

// Where JSON.parse stopped. V8 names the position of most faults, but not of an unexpected token: that token is the
// last character of the shortest prefix that fails inside, found by bisection (only on the way to an error).
const jsonFaultAt = (text: string, message: string): number => {
  const at = / at position (\d+)/.exec(message);
  if (at !== null) return Number(at[1]);
  if (message.startsWith("Unexpected end of JSON input")) return text.length;
  let fits = 0;
  let fails = text.length;
  while (fails - fits > 1) {
    const middle = Math.floor((fits + fails) / 2);
    if (failsInside(text.slice(0, middle))) fails = middle;
    else fits = middle;
  }
  return fails - 1;
};

const jsonParse = (text: string): E.Either<string, unknown> => {
  try {
    return E.right(JSON.parse(text) as unknown);
  } catch (e) {
    const message = reasonOf(e);
    // The reason alone: V8 appends the position, or quotes the text around an unexpected token.
    const reason = message.replace(/ (?:in JSON )?at position \d+[\s\S]*$/, "").replace(/, (?:\.\.\.)?"[\s\S]*"(?:\.\.\.)? is not valid JSON$/, "");
    return E.left(`${lineColumn(text, jsonFaultAt(text, message))}: ${reason}`);
  }
};

// Loaded for YAML documents only: the command's other runs skip its start-up.
const yaml = (): typeof import("yaml") => require("yaml") as typeof import("yaml");

const yamlParse = (text: string): E.Either<string, unknown> => {
  try {
    // logLevel "error": a warning goes to no console; the first error is thrown, with its place.
    return E.right(yaml().parse(text, { logLevel: "error", merge: true }) as unknown);
  } catch (e) {
    const { message, linePos } = e as { message?: unknown; linePos?: ReadonlyArray<{ line: number; col: number }> };
    const place = linePos?.[0];
    // The reason alone: yaml appends " at line L, column C:" and the lines around it.
    const reason = typeof message === "string" ? message.replace(/ at line \d+, column \d+[\s\S]*$/, "") : reasonOf(e);
    return E.left(place === undefined ? reason : `line ${place.line}, column ${place.col}: ${reason}`);
  }
};

/**
 * The parsed document of `--openapi FILE` (`-`: standard input), read through `read`, as JSON or YAML (by its
 * extension, else its first character); INVALID_ARGUMENTS if it cannot be read, INVALID_DOCUMENT if it does not parse.
 */
export const documentLoad = (file: string, read: DataRead): unknown => {
  const name = file === "-" ? "standard input" : `the --openapi file ${JSON.stringify(file)}`;
  let text: string;
  try {
    text = read(file === "-" ? undefined : file);
  } catch (e) {
    throw invalid(`cannot read ${name}: ${reasonOf(e)}`);
  }
  // A byte order mark is no JSON; an editor may have written one.
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  const syntax = syntaxOf(file, text);
  const parsed = syntax === "JSON" ? jsonParse(text) : yamlParse(text);
  if (E.isLeft(parsed)) throw new EndpointError("INVALID_DOCUMENT", `${name} is not valid ${syntax}: ${parsed.left}`);
  return parsed.right;
};

// A field of the list: one line, no tab, so that each line splits into four fields.
const field = (value: unknown): string => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");

/**
 * `--list`: each operation of `document` on a line, in document order, as four tab-separated fields: method, path,
 * operationId and summary (empty when the operation has none). INVALID_DOCUMENT as `fromOpenApi` reads the document.
 */
export const operationList = (document: unknown): string => {
  const index = documentRead(document);
  if (E.isLeft(index)) throw index.left;
  // Each operation is in the index twice, by route and by operationId; its paths in document order, and within a path
  // item the methods in the order OpenAPI lists them: the item's own order of keys is the document's.
  const entries = [...new Set(index.right.operations.values())];
  const paths = new Map(entries.map((entry, i) => [entry.path, i] as const).reverse());
  const rank = (entry: OperationEntry): number => {
    const keys = Object.keys(entry.item.value);
    const field = keys.indexOf(entry.method.toLowerCase());
    if (field >= 0) return field;
    // 3.2's additionalOperations: at that key's place, in the map's order.
    const methods = Object.keys(entry.item.value["additionalOperations"] as object).map((method) => method.toUpperCase());
    return keys.indexOf("additionalOperations") + (methods.indexOf(entry.method) + 1) / (methods.length + 1);
  };
  entries.sort((a, b) => (paths.get(a.path) ?? 0) - (paths.get(b.path) ?? 0) || rank(a) - rank(b));
  return entries.map((entry) => `${[entry.method, field(entry.path), field(entry.operation.value["operationId"]), field(entry.operation.value["summary"])].join("\t")}\n`).join("");
};
