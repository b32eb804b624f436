import { EndpointError } from "@request-options/core";
import { valueShow } from "@request-options/types";
import { reasonOf } from "@request-options/core/internal";
import type { ErrorCode, IssueOf } from "@request-options/types";
import * as t from "io-ts";
import { nearestNames } from "./nearestNames";
import type { Evaluated } from "./schema/evaluated";

/** Where a refused value sits, innermost first while the walk unwinds; `element` marks a list index. */
export type PathEntry = t.ContextEntry & { readonly element: boolean };

/** The first refusal of a walk: filled by the check that refuses, its path by each level it unwinds through. */
export type Failure = {
  /**
   * Where the refused value sits, innermost first, four items a level (key, codec, value, whether the key is a list
   * index): pushed flat into a reused list, a failure inside an anyOf member that another member makes good allocates nothing.
   */
  readonly trail: unknown[];
  value: unknown;
  /** What was expected, or how to say it of `about` (read at a message only: recording a refusal allocates nothing). */
  expected: string | ((about: never) => string);
  about: unknown;
  code: ErrorCode;
  /** An unknown key: its name, the keys the object or operation takes, and whether it is the operation's. */
  unknownKey: string | undefined;
  known: readonly string[];
  operation: boolean;
  /** Why, after "got …": a refused anyOf/oneOf's members, each with its own refusal, under the value's path. */
  detail: ((path: readonly PathEntry[]) => string) | undefined;
  /** A refused anyOf/oneOf member's record: its index, and the next refused member's record. */
  member: number;
  sibling: Failure | undefined;
};

/**
 * One compiled schema's test of a value `depth` levels down. With `failure` undefined it only answers (the guard,
 * allocating nothing); given one, it records the first refusal there. Both answer the same: one function does both.
 * `evaluated`, given only under an `unevaluated*` keyword, collects the keys and items the schema evaluated.
 */
export type Check = (u: unknown, depth: number, failure: Failure | undefined, evaluated?: Evaluated) => boolean;

/** An error of a schema codec: io-ts's shape, its code and message beside. */
export type SchemaError = t.ValidationError & { readonly code: ErrorCode; readonly message: string };

/** Containers one check walks at most: a value sharing one object many times over costs this much, not 2^levels. */
const visitBudget = 2 ** 18;
let visits = 0;

/** Counts a container walked; false once the budget of one check is spent. */
export const visited = (): boolean => (visits += 1) <= visitBudget;
export const budgetWords = `a value of at most ${visitBudget} objects and arrays, counted as walked`;

// Failure records are reused: a walk takes them from here and gives them back when it ends, so that explaining
// (anyOf members each keep their refusal) allocates nothing once warm. A nested walk (a getter that calls back) takes
// the records above the outer walk's.
const pool: Failure[] = [];
let poolTop = 0;

/** A blank record, held until `failuresRelease(mark)` with a mark taken before. */
export const failureTake = (): Failure => {
  let failure = pool[poolTop];
  if (failure === undefined) {
    failure = { trail: [], value: undefined, expected: "a value", about: undefined, code: "INVALID_PARAMETER", unknownKey: undefined, known: [], operation: false, detail: undefined, member: 0, sibling: undefined };
    pool[poolTop] = failure;
  } else {
    failure.trail.length = 0;
    failure.value = undefined;
    failure.expected = "a value";
    failure.about = undefined;
    failure.code = "INVALID_PARAMETER";
    failure.unknownKey = undefined;
    failure.detail = undefined;
    failure.sibling = undefined;
  }
  poolTop += 1;
  return failure;
};
export const failuresMark = (): number => poolTop;
export const failuresRelease = (mark: number): void => {
  poolTop = mark;
};

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
    failure.expected = describe as (about: never) => string;
    failure.about = schema;
    failure.trail.push(key, type, undefined, false);
  }
  return false;
};

export const unknownKeyed = (failure: Failure | undefined, key: string, value: unknown, known: readonly string[], operation = false): false => {
  if (failure !== undefined) {
    failure.value = value;
    failure.unknownKey = key;
    failure.known = known;
    failure.operation = operation;
  }
  return false;
};

export const whereOf = (path: readonly PathEntry[]): string => {
  let where = "";
  for (const { key, element } of path) where += element ? `[${key}]` : where === "" ? key : `.${key}`;
  return where === "" ? "value" : where;
};

const unknownKeyShow = ({ unknownKey: key = "", known, operation }: Failure, where: string): string => {
  const near = nearestNames(key)(known);
  const listed = [...near, ...known.filter((name) => !near.includes(name))].slice(0, 6).map((name) => JSON.stringify(name));
  const hint = near[0] === undefined ? "" : `did you mean ${JSON.stringify(near[0])}? `;
  const takes = known.length === 0 ? "it takes no keys" : `${hint}it takes ${listed.join(", ")}${known.length > 6 ? `, … (${known.length} keys)` : ""}`;
  return operation
    ? `unknown key ${JSON.stringify(key)}: not a parameter or body property of this operation; ${takes}`
    : `${where}: unknown key ${JSON.stringify(key)}; ${takes}`;
};

/** A failure's trail as io-ts context entries, outermost first. */
const pathOf = (failure: Failure): PathEntry[] => {
  const { trail } = failure;
  const path: PathEntry[] = [];
  for (let index = trail.length - 4; index >= 0; index -= 4) {
    path.push({ key: trail[index] as string, type: trail[index + 1] as t.Decoder<unknown, unknown>, actual: trail[index + 2], element: trail[index + 3] as boolean });
  }
  return path;
};

/** A refusal's message, its path led by `outer` (where the refused value sits). */
export const messageOf = (failure: Failure, outer: readonly PathEntry[]): string => {
  // The record's path is innermost first.
  const path = [...outer, ...pathOf(failure)];
  const where = whereOf(path);
  if (failure.unknownKey !== undefined) return unknownKeyShow(failure, where);
  const expected = typeof failure.expected === "function" ? failure.expected(failure.about as never) : failure.expected;
  if (failure.code === "MISSING_PARAMETER") return `missing required ${where}: expected ${expected}`;
  return `${where}: expected ${expected}, got ${valueShow(failure.value)}${failure.detail === undefined ? "" : `: ${failure.detail(path)}`}`;
};

/**
 * One walk that decides and explains: undefined when `check` takes `u`, else its first refusal as an io-ts error
 * (with its code and message). A refusal is described by the walk that found it: no keyword runs twice.
 */
export const valueRefusal = (check: Check, u: unknown, context: t.Context): SchemaError | undefined => {
  const mark = poolTop;
  const failure = failureTake();
  failure.value = u;
  const outer = visits;
  visits = 0;
  try {
    let valid: boolean;
    try {
      valid = check(u, 0, failure);
    } catch (error) {
      failure.trail.length = 0;
      failure.value = u;
      failure.code = "INVALID_PARAMETER";
      failure.unknownKey = undefined;
      failure.detail = undefined;
      failure.expected = `a value that can be read (reading it threw: ${reasonOf(error)})`;
      valid = false;
    }
    if (valid) return undefined;
    // Where the caller's context puts the value (`body` for a whole body) leads the message's path.
    const named = context.slice(1).map((entry) => ({ ...entry, element: false }));
    let message: string;
    try {
      message = messageOf(failure, named);
    } catch (error) {
      message = `${whereOf(named)}: refused (showing it threw: ${reasonOf(error)})`;
    }
    const path = pathOf(failure);
    return { value: failure.value, context: [...context, ...path], message, code: failure.unknownKey === undefined ? failure.code : "INVALID_PARAMETER" };
  } finally {
    visits = outer;
    poolTop = mark;
  }
};

/** The decoder: `valueRefusal` as an io-ts validation. */
export const valueValidated = (check: Check, u: unknown, context: t.Context): t.Validation<unknown> => {
  const refusal = valueRefusal(check, u, context);
  return refusal === undefined ? t.success(u) : t.failures([refusal]);
};

/** A refusal of one of these codecs (each a walk's SchemaError) as the EndpointError a call throws. */
export const checkFailure = (errors: t.Errors): EndpointError => {
  const { code, message } = errors[0] as SchemaError;
  return new EndpointError(code, message);
};

/** An io-ts codec over one walk: `is` and `validate` run `walk.check` (read late: a schema's check is filled after its codec is made). */
export class CheckCodec<A = unknown> extends t.Type<A, A, unknown> {
  constructor(
    name: string,
    readonly walk: { readonly check: Check },
  ) {
    super(
      name,
      // The guard: `check` without a failure record; a throw from the value's getters or Proxy traps is a refusal.
      (u): u is A => {
        const outer = visits;
        visits = 0;
        try {
          return walk.check(u, 0, undefined, undefined);
        } catch {
          return false;
        } finally {
          visits = outer;
        }
      },
      (u, context) => valueValidated(walk.check, u, context) as t.Validation<A>,
      t.identity,
    );
  }
}

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
