import type { Headers, MergedOptions, RequestMeta } from "@request-options/types";
import { freeze } from "immer";
import { headersCopy } from "./headersCopy";
import { knownOptions } from "./stages/Cascaded";
import { getOwn, hasOwn } from "./ownRecord";
import { isBranch } from "./plainTree";

/**
 * What `defaultsCascade` needs of a defaults object, learnt once: parameter keys in order, those holding a branch
 * (copied or merged on each call, so a result never holds the defaults' own), optional known options as own keys, and
 * the headers as `Cascaded` carries them.
 */
export interface DefaultsPlan {
  /** The defaults' headers, or a frozen copy when a spread would not copy them as `headersCopy` does. */
  readonly headers: Readonly<Headers>;
  readonly parameterKeys: ReadonlySet<string>;
  readonly branchKeys: readonly string[];
  readonly url: string | undefined;
  readonly data: unknown;
  readonly request: RequestMeta | undefined;
}

// The headers when a spread copies them whole (no symbol key, no `undefined` value), as the defaults' own are; else a
// frozen copy without them (hand-made defaults).
const headersPlanned = (headers: Readonly<Headers>): Readonly<Headers> => {
  let spreadable = Object.getOwnPropertySymbols(headers).length === 0;
  for (const name in headers) if (hasOwn(headers, name) && headers[name] === undefined) spreadable = false;
  return spreadable ? headers : freeze(headersCopy(headers));
};

const planCompile = (defaults: MergedOptions): DefaultsPlan => {
  const parameterKeys = new Set<string>();
  const branchKeys: string[] = [];
  for (const key of Object.keys(defaults)) {
    if (knownOptions.has(key)) continue;
    parameterKeys.add(key);
    if (isBranch(defaults[key])) branchKeys.push(key);
  }
  return {
    headers: headersPlanned(defaults.headers),
    parameterKeys,
    branchKeys,
    url: getOwn(defaults, "url") as string | undefined,
    data: getOwn(defaults, "data"),
    request: getOwn(defaults, "request") as RequestMeta | undefined,
  };
};

const plans = /* @__PURE__ */ new WeakMap<MergedOptions, DefaultsPlan>();

/**
 * The defaults' plan, kept for frozen defaults (what `.defaults()` and `DEFAULTS` are), whose
 * keys and values cannot change; others are planned again on each call.
 */
export const defaultsPlan = (defaults: MergedOptions): DefaultsPlan => {
  const known = plans.get(defaults);
  if (known !== undefined) return known;
  const plan = planCompile(defaults);
  if (Object.isFrozen(defaults)) plans.set(defaults, plan);
  return plan;
};
