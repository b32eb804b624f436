import type { MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { identity, pipe } from "fp-ts/function";
import { freeze } from "immer";
import { chain } from "./chain";
import { type EndpointError, fail } from "./EndpointError";
import { mergeDeep } from "./mergeDeep";
import { nestedCopy } from "./optionsSnapshot";
import { getOwn, hasOwn, isPlainObject } from "./ownRecord";
import { plainCopyWithin, plainFreeze } from "./plainTree";
import { type Cascaded, knownOptions, mergeOrdered } from "./stages/Cascaded";
import { defaultsCascade } from "./stages/defaultsCascade";
import type { OptionsRecord } from "./stages/routeParse";
import { urlTemplateCached } from "./urlTemplate";

// Defaults live long and are copied and frozen whole: a bound on their nesting keeps that
// finite and any stack safe. No API option nests anywhere near it.
const nestingLimit = 256;

// The options' deep copy, refused past the nesting limit (the record itself is level 1). Its
// headers and mediaType, flat when valid, are copied flat (`nestedCopy`), not walked: the
// cascade checks what they hold, and what reaches the new defaults is then ours.
const copyWithin = plainCopyWithin(nestingLimit, new Set(["headers", "mediaType"]));

const optionsCopy = (options: OptionsRecord): E.Either<EndpointError, OptionsRecord> => {
  const copy = copyWithin(options);
  return copy === undefined ? fail("INVALID_OPTIONS", `invalid defaults: objects nested deeper than ${nestingLimit} levels`) : E.right(nestedCopy(copy));
};

// A url in the defaults is parsed now, and refused when its literal text alone makes an
// absolute URL that cannot parse: a fault no value can mend fails here, where it was set, as
// every other bad default does (docs/decisions.md, "Errors"). What a call's values may still settle
// (an origin built from a parameter) is left to the call.
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

// A value of the defaults under the options' (a copy of the caller's) for good: what the
// options leave alone is shared (frozen already), two plain objects merge deep, anything else
// given wins.
const sharedOver = (base: unknown, given: unknown): unknown =>
  given === undefined ? base : isPlainObject(base) && isPlainObject(given) ? mergeShared(base, given) : given;

// The checked cascade as new defaults: the defaults' keys in their order, then the options' new
// ones; the known options as the cascade merged them (headers and a mediaType given are fresh),
// `request`, `data` and the parameters over the defaults' own.
// Sound: the cascade checked every known option, and the defaults' are MergedOptions.
// Each value is frozen as it is placed, then the record itself: no walk over the record again.
const derivedOf = (defaults: MergedOptions, options: OptionsRecord, cascaded: Cascaded): MergedOptions =>
  freeze(
    mergeOrdered(defaults, options, (key) =>
      plainFreeze(
        key === "request" || key === "data" || !knownOptions.has(key) ? sharedOver(getOwn(defaults, key), getOwn(options, key)) : cascaded[key as keyof Cascaded],
      ),
    ),
  ) as MergedOptions;

/**
 * New long-lived defaults for `.defaults()`: a deep copy of the options, checked and merged as
 * a call's are (`defaultsCascade`), then kept: sharing what they leave alone with the previous
 * defaults, the new branches frozen by immer. The caller's plain objects and arrays are copied
 * before the freeze, so none of theirs is frozen; class instances, Maps and functions are kept
 * by reference and never frozen.
 */
export const defaultsDerive = (defaults: MergedOptions) => {
  const cascade = defaultsCascade(defaults);
  // One deep copy first, each getter of the caller's read once: everything after reads the
  // copy, and the freeze reaches only it.
  return (options: OptionsRecord): E.Either<EndpointError, MergedOptions> =>
    pipe(
      optionsCopy(options),
      chain((copy) =>
        pipe(
          cascade(copy),
          chain(urlCheck),
          E.map((cascaded) => derivedOf(defaults, copy, cascaded)),
        ),
      ),
    );
};
