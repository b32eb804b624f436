import type { MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { identity, pipe } from "fp-ts/function";
import { chain } from "./chain";
import { type EndpointError, fail } from "./EndpointError";
import { mergeDeep } from "./mergeDeep";
import { optionsPatch } from "./optionsPatch";
import { getOwn } from "./ownRecord";
import { plainCopy, plainDepth, plainFreeze } from "./plainTree";
import type { OptionsRecord } from "./stages/routeParse";
import { urlTemplateCached } from "./urlTemplate";

// Defaults live long and are copied and frozen whole: a bound on their nesting keeps that
// finite and any stack safe. No API option nests anywhere near it.
const nestingLimit = 256;

const nestingCheck = (patch: Record<string, unknown>): E.Either<EndpointError, Record<string, unknown>> =>
  plainDepth(patch) > nestingLimit ? fail("INVALID_OPTIONS", `invalid defaults: objects nested deeper than ${nestingLimit} levels`) : E.right(patch);

// A url in the defaults is parsed now, and refused when its literal text alone makes an
// absolute URL that cannot parse: a fault no value can mend fails here, where it was set, as
// every other bad default does (DECISIONS.md, "Errors"). What a call's values may still settle
// (an origin built from a parameter) is left to the call.
const urlCheck = (patch: Record<string, unknown>): E.Either<EndpointError, Record<string, unknown>> => {
  const url = getOwn(patch, "url");
  if (typeof url !== "string") return E.right(patch);
  const compiled = urlTemplateCached(url);
  if (E.isLeft(compiled)) return compiled;
  return compiled.right.originBroken
    ? fail("INVALID_URL_TEMPLATE", `the URL ${JSON.stringify(url)} is an absolute URL that does not parse, whatever its values`)
    : E.right(patch);
};

/**
 * New long-lived defaults for `.defaults()`: the options merged deep onto `defaults`, sharing
 * what they leave alone with the previous defaults, the new branches frozen by immer. The
 * caller's plain objects and arrays are copied before the freeze, so none of theirs is
 * frozen; class instances, Maps and functions are kept by reference and never frozen.
 */
export const defaultsDerive =
  (defaults: MergedOptions) =>
  (options: OptionsRecord): E.Either<EndpointError, MergedOptions> =>
    pipe(
      optionsPatch(defaults)(options),
      chain(nestingCheck),
      chain(urlCheck),
      // Sound: `defaults` is a MergedOptions and the patch passed EndpointOptions; the copy of
      // a plain record is a plain record.
      E.map((patch) => plainFreeze(mergeDeep(identity)(defaults, plainCopy(patch) as Record<string, unknown>)) as MergedOptions),
    );
