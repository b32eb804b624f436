import type * as t from "io-ts";
import type { ErrorCode } from "./ErrorCode";

/** A value as a message shows it: strings quoted and cut at 60 characters, objects by their kind alone. */
export const valueShow = (value: unknown): string => {
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "function" || typeof value === "symbol") return `a ${typeof value}`;
  if (typeof value === "object") return value === null ? "null" : Array.isArray(value) ? "an array" : "an object";
  return String(value);
};

/** A codec's own words for a refusal of `value` (held at `key`): its code and message, or undefined for the generic ones. */
export type Refusal = (value: unknown, key: string | number | undefined) => readonly [ErrorCode, string] | undefined;

/** `codec` with its own words for a refusal (non-enumerable, as `~standard` is), read by `failureOf`. */
export const worded = <C extends t.Any>(codec: C, refusal: Refusal): C => Object.defineProperty(codec, "refusal", { value: refusal });

/** A codec's refusal as `EndpointError` words it: its code, and its message naming the option and what it must be. */
export const failureOf = ({ value, context }: t.ValidationError): { readonly code: ErrorCode; readonly message: string; readonly path: Array<string | number> } => {
  // The keys from the codec's value to the refused one: io-ts names an intersection's members "0", "1", ..., which are
  // not keys of the value; an array's elements are numbers (a list's entry holds it as `actual`).
  const path = context.slice(1).flatMap(({ key }, i) => {
    const parent = context[i] as t.ContextEntry;
    return (parent.type as { _tag?: string })._tag === "IntersectionType" ? [] : [Array.isArray(parent.actual) ? Number(key) : key];
  });
  const type = context[context.length - 1]?.type as (t.Decoder<unknown, unknown> & { refusal?: Refusal }) | undefined;
  const [code, message] = type?.refusal?.(value, path[path.length - 1]) ?? ["INVALID_OPTIONS", `invalid ${path.length === 0 ? "value" : `option "${path.join(".")}"`}: expected ${type?.name ?? "a valid value"}, got ${valueShow(value)}`];
  return { code, message, path };
};
