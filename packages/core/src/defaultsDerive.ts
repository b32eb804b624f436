import type { MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { identity, pipe } from "fp-ts/function";
import { freeze } from "immer";
import { chain } from "./chain";
import { type EndpointError, fail } from "./EndpointError";
import { mergeDeep } from "./mergeDeep";
import { nestedCopy } from "./optionsSnapshot";
import { getOwn, hasOwn, isPlainObject } from "./ownRecord";
import { plainCopy, plainCopyWithin, plainFreeze } from "./plainTree";
import { type Cascaded, knownOptions, mergeOrdered } from "./stages/Cascaded";
import { defaultsCascade } from "./stages/defaultsCascade";
import { type DefaultsPlan, defaultsPlan } from "./defaultsPlan";
import type { OptionsRecord } from "./stages/routeParse";
import { urlTemplateCached } from "./urlTemplate";

// Defaults are copied and frozen whole: a nesting bound keeps that finite and stack-safe. No API option nests near it.
const nestingLimit = 256;

// Deep copy, refused past the limit (the record is level 1); headers and mediaType, flat when valid, are copied flat
// (`nestedCopy`), not walked: the cascade checks what they hold.
const copyWithin = plainCopyWithin(nestingLimit, new Set(["headers", "mediaType"]));

const optionsCopy = (options: OptionsRecord): E.Either<EndpointError, OptionsRecord> => {
  const copy = copyWithin(options);
  return copy === undefined ? fail("INVALID_OPTIONS", `invalid defaults: objects nested deeper than ${nestingLimit} levels`) : E.right(nestedCopy(copy));
};

// A url whose literal text alone makes an unparsable absolute URL fails here, where it was set (docs/decisions.md,
// "Errors"); what a call's values may still settle (an origin built from a parameter) is left to the call.
const urlCheck = (cascaded: Cascaded): E.Either<EndpointError, Cascaded> => {
  const { url } = cascaded;
  if (url === undefined || !hasOwn(cascaded.over, "url")) return E.right(cascaded);
  const compiled = urlTemplateCached(url);
  if (E.isLeft(compiled)) return compiled;
  return compiled.right.originBroken
    ? fail("INVALID_URL_TEMPLATE", `the URL ${JSON.stringify(url)} is an absolute URL that does not parse, whatever its values`)
    : E.right(cascaded);
};

const mergeShared = mergeDeep(identity);

// The options' value over the defaults': plain objects merge deep, else given wins; if absent the defaults' is shared
// when frozen (an earlier `.defaults()`'s), else copied, so that the freeze never reaches a caller's object.
const sharedOver = (base: unknown, given: unknown): unknown => {
  const shared = Object.isFrozen(base) ? base : plainCopy(base);
  return given === undefined ? shared : isPlainObject(shared) && isPlainObject(given) ? mergeShared(shared, given) : given;
};

// Defaults' keys in order, then the options' new ones: known options as the cascade checked them (the cast is sound),
// `request` and `data` over the plan's (read once), parameters over the defaults' own. Each value is frozen as placed:
// no second walk of the record.
const derivedOf = (defaults: MergedOptions, plan: DefaultsPlan, options: OptionsRecord, cascaded: Cascaded): MergedOptions =>
  freeze(
    mergeOrdered(defaults, options, (key) =>
      plainFreeze(
        key === "request" || key === "data"
          ? sharedOver(plan[key], getOwn(options, key))
          : knownOptions.has(key)
            ? cascaded[key as keyof Cascaded]
            : sharedOver(getOwn(defaults, key), getOwn(options, key)),
      ),
    ),
  ) as MergedOptions;

/**
 * New long-lived defaults for `.defaults()`: the options deep-copied, checked and merged as a call's, then frozen,
 * sharing what they leave alone with the previous defaults. The caller's plain objects and arrays are copied, never
 * frozen; class instances, Maps and functions are kept by reference, never frozen.
 */
export const defaultsDerive = (defaults: MergedOptions) => {
  const cascade = defaultsCascade(defaults);
  // One deep copy first: each caller getter read once, what is checked is what is kept, and only the copy is frozen.
  return (options: OptionsRecord): E.Either<EndpointError, MergedOptions> => {
    const copy = optionsCopy(options);
    if (E.isLeft(copy)) return copy;
    const cascaded = pipe(cascade(copy.right), chain(urlCheck));
    if (E.isLeft(cascaded)) return cascaded;
    // The cascade's plan, kept for frozen defaults (unfrozen ones are planned, and read, again).
    const plan = defaultsPlan(defaults);
    return E.isLeft(plan) ? plan : E.right(derivedOf(defaults, plan.right, copy.right, cascaded.right));
  };
};
