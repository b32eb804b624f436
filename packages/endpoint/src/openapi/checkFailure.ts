import { EndpointError, reasonOf, valueShow } from "@request-options/core";
import type { ErrorCode, IssueOf } from "@request-options/types";
import * as t from "io-ts";
import { nearestNames } from "./nearestNames";

/** Where a refused value sits, innermost first while the walk unwinds; `element` marks a list index. */
type PathEntry = t.ContextEntry & { readonly element: boolean };

/** The first refusal of a walk: filled by the check that refuses, its path by each level it unwinds through. */
export type Failure = {
  readonly path: PathEntry[];
  value: unknown;
  expected: string | (() => string);
  code: ErrorCode;
  /** An unknown key: its name, the keys the object or operation takes, and whether it is the operation's. */
  unknownKey: { readonly key: string; readonly known: readonly string[]; readonly operation: boolean } | undefined;
};

/**
 * One compiled schema's test of a value `depth` levels down. With `failure` undefined it only answers (the guard,
 * allocating nothing); given one, it records the first refusal there. Both answer the same: one function does both.
 */
export type Check = (u: unknown, depth: number, failure: Failure | undefined) => boolean;

/** An error of a schema codec: io-ts's shape, its code and message beside. */
export type SchemaError = t.ValidationError & { readonly code: ErrorCode; readonly message: string };

/** Containers one check walks at most: a value sharing one object many times over costs this much, not 2^levels. */
const visitBudget = 2 ** 18;
let visits = 0;

/** Counts a container walked; false once the budget of one check is spent. */
export const visited = (): boolean => (visits += 1) <= visitBudget;
export const budgetWords = `a value of at most ${visitBudget} objects and arrays, counted as walked`;

export const failed = (failure: Failure | undefined, value: unknown, expected: string | (() => string)): false => {
  if (failure !== undefined) {
    failure.value = value;
    failure.expected = expected;
  }
  return false;
};

// What is expected is described only for a message (`describe` of `schema`): the guard's path creates no closure.
export const missed = <S>(failure: Failure | undefined, key: string, type: t.Decoder<unknown, unknown>, describe: (schema: S) => string, schema: S): false => {
  if (failure !== undefined) {
    failure.code = "MISSING_PARAMETER";
    failure.value = undefined;
    failure.expected = () => describe(schema);
    failure.path.push({ key, type, actual: undefined, element: false });
  }
  return false;
};

export const unknownKeyed = (failure: Failure | undefined, key: string, value: unknown, known: readonly string[], operation = false): false => {
  if (failure !== undefined) {
    failure.value = value;
    failure.unknownKey = { key, known, operation };
  }
  return false;
};

/** The guard: `check` without a failure record; a throw from the value's getters or Proxy traps is a refusal. */
export const valueChecked = (check: Check, u: unknown): boolean => {
  const outer = visits;
  visits = 0;
  try {
    return check(u, 0, undefined);
  } catch {
    return false;
  } finally {
    visits = outer;
  }
};

const whereOf = (path: readonly PathEntry[]): string => {
  let where = "";
  for (const { key, element } of path) where += element ? `[${key}]` : where === "" ? key : `.${key}`;
  return where === "" ? "value" : where;
};

const unknownKeyShow = ({ key, known, operation }: NonNullable<Failure["unknownKey"]>, where: string): string => {
  const near = nearestNames(key)(known);
  const listed = [...near, ...known.filter((name) => !near.includes(name))].slice(0, 6).map((name) => JSON.stringify(name));
  const hint = near[0] === undefined ? "" : `did you mean ${JSON.stringify(near[0])}? `;
  const takes = known.length === 0 ? "it takes no keys" : `${hint}it takes ${listed.join(", ")}${known.length > 6 ? `, … (${known.length} keys)` : ""}`;
  return operation
    ? `unknown key ${JSON.stringify(key)}: not a parameter or body property of this operation; ${takes}`
    : `${where}: unknown key ${JSON.stringify(key)}; ${takes}`;
};

const messageOf = (failure: Failure, path: readonly PathEntry[]): string => {
  const where = whereOf(path);
  const { unknownKey } = failure;
  if (unknownKey !== undefined) {
    return unknownKeyShow(unknownKey, where);
  }
  const expected = typeof failure.expected === "function" ? failure.expected() : failure.expected;
  return failure.code === "MISSING_PARAMETER" ? `missing required ${where}: expected ${expected}` : `${where}: expected ${expected}, got ${valueShow(failure.value)}`;
};

/** The decoder: the same walk, recording its first refusal as one io-ts error (with its code and message). */
export const valueValidated = (check: Check, u: unknown, context: t.Context): t.Validation<unknown> => {
  const failure: Failure = { path: [], value: u, expected: "a value", code: "INVALID_PARAMETER", unknownKey: undefined };
  const outer = visits;
  visits = 0;
  let valid: boolean;
  try {
    valid = check(u, 0, failure);
  } catch (error) {
    failure.path.length = 0;
    failure.value = u;
    failure.code = "INVALID_PARAMETER";
    failure.unknownKey = undefined;
    failure.expected = `a value that can be read (reading it threw: ${reasonOf(error)})`;
    valid = false;
  } finally {
    visits = outer;
  }
  if (valid) return t.success(u);
  const path = failure.path.reverse();
  // Where the caller's context puts the value (`body` for a whole body) leads the message's path.
  const named = [...context.slice(1).map((entry) => ({ ...entry, element: false })), ...path];
  let message: string;
  try {
    message = messageOf(failure, named);
  } catch (error) {
    message = `${whereOf(named)}: refused (showing it threw: ${reasonOf(error)})`;
  }
  const error: SchemaError = { value: failure.value, context: [...context, ...path], message, code: failure.unknownKey === undefined ? failure.code : "INVALID_PARAMETER" };
  return t.failures([error]);
};

/** A codec's failure as the EndpointError a call throws: MISSING_PARAMETER for a missing required value, else INVALID_PARAMETER, naming where and what was expected. */
export const checkFailure = (errors: t.Errors): EndpointError => {
  const first = errors[0] as Partial<SchemaError> | undefined;
  if (first?.code !== undefined && typeof first.message === "string") return new EndpointError(first.code, first.message);
  // An io-ts codec of another kind: its path and type name.
  const context = first?.context ?? [];
  const where = context
    .slice(1)
    .map(({ key }) => key)
    .join(".");
  const expected = context[context.length - 1]?.type.name ?? "a valid value";
  const value = first?.value;
  return new EndpointError(value === undefined ? "MISSING_PARAMETER" : "INVALID_PARAMETER", `${where === "" ? "value" : where}: expected ${expected}, got ${valueShow(value)}`);
};

/**
 * A refusal of an operation's codec as a Standard Schema issue: the call's message, and the keys as the call gives them,
 * flat: `query.limit` is the key `limit`, and a whole body's failure starts at the body's own keys.
 */
export const operationIssue: IssueOf = (errors) => {
  const [, placed, ...rest] = (errors[0]?.context ?? []) as ReadonlyArray<Partial<PathEntry>>;
  const path: PropertyKey[] = [];
  if (placed?.key !== undefined && placed.key !== "body") path.push(placed.key.slice(placed.key.indexOf(".") + 1));
  for (const { key, element } of rest) path.push(element === true ? Number(key) : String(key));
  return { message: checkFailure(errors).message, path };
};
