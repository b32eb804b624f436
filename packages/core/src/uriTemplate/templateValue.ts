import * as E from "fp-ts/Either";
import { chain } from "../chain";
import { dateTime } from "../dateTime";
import { pipe } from "fp-ts/function";
import * as O from "fp-ts/Option";
import { type EndpointError, fail } from "../EndpointError";
import { loneSurrogate } from "../loneSurrogate";
import { heldIndices, listLength } from "../heldIndices";
import { getOwn, isPlainObject } from "../ownRecord";

/** A variable's value as RFC 6570 sees it, every string already converted and well-formed. */
export type TemplateValue =
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "list"; readonly members: readonly string[] }
  | { readonly kind: "map"; readonly entries: ReadonlyArray<readonly [string, string]> };

/** Why a value cannot be expanded: `is` follows "it is" / "its member 0 is"; `type` when its type is wrong. */
interface Problem {
  readonly is: string;
  readonly type: boolean;
}

const problem = (is: string, type: boolean): Problem => ({ is, type });

/** Why a value cannot be expanded, said whole ("its member 0 is a function (...)"): what the error message ends with. */
type Why = string;

const scalars = "strings, numbers, bigints, booleans or Dates";


const wellFormed = (text: string): E.Either<Problem, string> => {
  const index = text.search(loneSurrogate);
  return index < 0 ? E.right(text) : E.left(problem(`not well-formed Unicode (lone surrogate at index ${index})`, false));
};


const describe = (value: unknown): string => {
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return "a symbol";
  if (Array.isArray(value)) return "a list";
  if (isPlainObject(value)) return "an object";
  return "a class instance";
};

/** A string, number, bigint, boolean or Date as its string; anything else is a Problem. */
const scalarString = (value: unknown): E.Either<Problem, string> => {
  if (typeof value === "string") return wellFormed(value);
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return E.right(String(value));
  if (typeof value === "object" && value !== null && !Array.isArray(value) && !isPlainObject(value)) {
    const time = dateTime(value);
    if (O.isSome(time)) {
      // Built from the time value, so an own `toISOString` on the instance is never called.
      return Number.isNaN(time.value) ? E.left(problem("an invalid Date", false)) : E.right(new Date(time.value).toISOString());
    }
  }
  return E.left(problem(describe(value), true));
};

/** A member of a list or map: a scalar, or nothing for null/undefined (RFC 6570 drops those). */
const memberString =
  (label: string) =>
  (value: unknown): E.Either<Why, O.Option<string>> =>
    value === undefined || value === null
      ? E.right(O.none)
      : pipe(
          scalarString(value),
          E.bimap(({ is, type }) => `its member ${label} is ${is}${type ? ` (list and map members must be ${scalars})` : ""}`, O.some),
        );

const listValue = (list: readonly unknown[]): E.Either<Why, O.Option<TemplateValue>> => {
  const members: string[] = [];
  // An index loop reads holes as undefined and never calls a (possibly patched) iterator.
  const length = listLength(list);
  const held = heldIndices(list, length);
  const count = held === undefined ? length : held.length;
  for (let at = 0; at < count; at += 1) {
    const index = held === undefined ? at : (held[at] as number);
    const member = memberString(String(index))(list[index]);
    if (E.isLeft(member)) return member;
    if (O.isSome(member.right)) members.push(member.right.value);
  }
  return E.right(members.length === 0 ? O.none : O.some({ kind: "list", members }));
};

const mapValue = (map: Readonly<Record<string, unknown>>): E.Either<Why, O.Option<TemplateValue>> => {
  const entries: Array<readonly [string, string]> = [];
  for (const key of Object.keys(map)) {
    const label = JSON.stringify(key);
    const member = pipe(
      wellFormed(key),
      E.mapLeft(({ is }) => `its key ${label} is ${is}`),
      chain(() => memberString(label)(getOwn(map, key))),
    );
    if (E.isLeft(member)) return member;
    if (O.isSome(member.right)) entries.push([key, member.right.value]);
  }
  return E.right(entries.length === 0 ? O.none : O.some({ kind: "map", entries }));
};

const anyValue = (value: unknown): E.Either<Why, O.Option<TemplateValue>> => {
  if (value === undefined || value === null) return E.right(O.none);
  if (Array.isArray(value)) return listValue(value);
  if (isPlainObject(value)) return mapValue(value);
  return pipe(
    scalarString(value),
    E.bimap(
      ({ is, type }) => `it is ${is}${type ? " (expected a string, number, bigint, boolean, Date, list or plain object)" : ""}`,
      (text): O.Option<TemplateValue> => O.some({ kind: "string", value: text }),
    ),
  );
};

/**
 * The RFC 6570 value of variable `name`, or None when it is undefined in RFC terms (undefined,
 * null, a list or map with no defined member). Reads `value` only; never changes it.
 */
export const templateValue =
  (name: string) =>
  (value: unknown): E.Either<EndpointError, O.Option<TemplateValue>> =>
    pipe(
      anyValue(value),
      E.orElse((why) => fail<O.Option<TemplateValue>>("INVALID_PARAMETER", `parameter "${name}" cannot be expanded in a URL template: ${why}`)),
    );
