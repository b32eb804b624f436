import type { Headers, MergedOptions, RequestMeta } from "@request-options/types";
import { freeze } from "immer";
import { headersCopy } from "./headersCopy";
import { knownOptions } from "./stages/Cascaded";
import { getOwn, hasOwn, isPlainObject } from "./ownRecord";
import { isBranch } from "./plainTree";

/**
 * What `defaultsCascade` needs of a defaults object, learnt once: parameter keys in order, those holding a branch
 * (copied or merged on each call, so a result never holds the defaults' own), optional known options as own keys, and
 * the headers as `Cascaded` carries them.
 */
export interface DefaultsPlan {
  /** The defaults' headers when frozen and a spread copies them whole, else a frozen copy (`headersCopy`). */
  readonly headers: Readonly<Headers>;
  readonly parameterKeys: ReadonlySet<string>;
  readonly branchKeys: readonly string[];
  readonly url: string | undefined;
  readonly data: unknown;
  readonly request: RequestMeta | undefined;
}

// Whether every own key is a string holding a defined value as data (no getter): a spread copies it whole.
const spreadWhole = (headers: Readonly<Headers>): boolean => {
  if (Object.getOwnPropertySymbols(headers).length > 0) return false;
  for (const name of Object.keys(headers)) {
    const descriptor = Object.getOwnPropertyDescriptor(headers, name);
    if (descriptor === undefined || !hasOwn(descriptor, "value") || descriptor.value === undefined) return false;
  }
  return true;
};

// Frozen headers a spread copies whole are used as they are (DEFAULTS' and every `.defaults()` result's); any others
// (hand-made defaults') are copied, each value read once, and the copy frozen: it may be kept with the plan.
const headersPlanned = (headers: Readonly<Headers>): Readonly<Headers> =>
  isPlainObject(headers) && Object.isFrozen(headers) && spreadWhole(headers) ? headers : freeze(headersCopy(headers));

const planCompile = (defaults: MergedOptions, headers: Readonly<Headers>): DefaultsPlan => {
  const parameterKeys = new Set<string>();
  const branchKeys: string[] = [];
  for (const key of Object.keys(defaults)) {
    if (knownOptions.has(key)) continue;
    parameterKeys.add(key);
    if (isBranch(defaults[key])) branchKeys.push(key);
  }
  return {
    headers: headersPlanned(headers),
    parameterKeys,
    branchKeys,
    url: getOwn(defaults, "url") as string | undefined,
    data: getOwn(defaults, "data"),
    request: getOwn(defaults, "request") as RequestMeta | undefined,
  };
};

const plans = /* @__PURE__ */ new WeakMap<MergedOptions, DefaultsPlan>();

/**
 * The defaults' plan, kept for frozen defaults with frozen headers (what `.defaults()` and `DEFAULTS` are), whose keys
 * cannot change and whose values it reads once (a getter's too); others are planned again on each call, so a call sees
 * what their headers hold then.
 */
export const defaultsPlan = (defaults: MergedOptions): DefaultsPlan => {
  const known = plans.get(defaults);
  if (known !== undefined) return known;
  // Read once: the plan and the choice to keep it see the same headers.
  const headers = defaults.headers;
  const plan = planCompile(defaults, headers);
  if (Object.isFrozen(defaults) && Object.isFrozen(headers)) plans.set(defaults, plan);
  return plan;
};
