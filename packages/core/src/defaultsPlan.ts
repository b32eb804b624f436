import type { MergedOptions, RequestMeta } from "@request-options/types";
import { knownOptions } from "./stages/Cascaded";
import { getOwn } from "./ownRecord";
import { isBranch } from "./plainTree";

/**
 * What `defaultsCascade` needs of a defaults object, learnt once: parameter keys in order, those holding a branch
 * (copied or merged on each call, so a result never holds the defaults' own), and optional known options as own keys.
 */
export interface DefaultsPlan {
  readonly parameterKeys: ReadonlySet<string>;
  readonly branchKeys: readonly string[];
  readonly url: string | undefined;
  readonly data: unknown;
  readonly request: RequestMeta | undefined;
}

const planCompile = (defaults: MergedOptions): DefaultsPlan => {
  const parameterKeys = new Set<string>();
  const branchKeys: string[] = [];
  for (const key of Object.keys(defaults)) {
    if (knownOptions.has(key)) continue;
    parameterKeys.add(key);
    if (isBranch(defaults[key])) branchKeys.push(key);
  }
  return {
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
