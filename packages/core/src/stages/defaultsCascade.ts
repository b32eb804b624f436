import { EndpointOptions, type MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { type Cascaded, knownOptions } from "./Cascaded";
import { chain } from "../chain";
import { type DefaultsPlan, defaultsPlan } from "../defaultsPlan";
import { type EndpointError, fail } from "../EndpointError";
import { headersOver } from "../headersCopy";
import { mediaTypeOver } from "../mediaTypeNormalise";
import { mergeDeep } from "../mergeDeep";
import { methodUpper } from "../methodCase";
import { optionMissing, optionsCheck } from "../optionsCheck";
import { optionsSnapshot } from "../optionsSnapshot";
import { hasOwn, isPlainObject, setOwn } from "../ownRecord";
import { plainCopy } from "../plainTree";
import type { OptionsRecord } from "./routeParse";

// The known options' rules are EndpointOptions' own: its codecs' guards check each one.
const { props } = EndpointOptions.types[0];

const mergeFresh = mergeDeep(plainCopy);

// Plain objects merge deep, other given values win by reference; untouched branches are copied (results are the caller's).
const branchOver = (base: unknown, given: unknown): unknown =>
  given === undefined ? plainCopy(base) : isPlainObject(base) && isPlainObject(given) ? mergeFresh(base, given) : given;

// The options' side rebuilt: undefined parameters dropped (the defaults' stay), each defaults' branch merged or copied.
const parametersOver = (defaults: MergedOptions, plan: DefaultsPlan, options: OptionsRecord): OptionsRecord => {
  const over: Record<string, unknown> = {};
  for (const key in options) if (hasOwn(options, key) && options[key] !== undefined) setOwn(over, key, options[key]);
  for (const key of plan.branchKeys) setOwn(over, key, branchOver(defaults[key], hasOwn(over, key) ? over[key] : undefined));
  return over;
};

// The codec's first error, from a snapshot (each getter read once more); a getter that now passes is still refused.
const explain = (options: OptionsRecord): E.Either<EndpointError, never> =>
  pipe(
    optionsSnapshot(options),
    optionsCheck(EndpointOptions),
    chain(() => fail("INVALID_OPTIONS", "invalid options: a value changed while it was read")),
  );

/**
 * Second stage: the options checked (`INVALID_OPTIONS`, `INVALID_HEADER`, `INVALID_METHOD`, `INVALID_BASE_URL`) and
 * merged onto `defaults` as a `Cascaded`: known options merged, each read once; parameters left in place. `options` is
 * kept by reference, so it should be own data (its `headers` and `mediaType` too), as `routeParse` gives it.
 */
export const defaultsCascade =
  (defaults: MergedOptions) =>
  (options: OptionsRecord): E.Either<EndpointError, Cascaded> => {
    // Planned at the first call, not by `.defaults()` (its endpoint may never run); kept if frozen, headers too (defaultsPlan.ts).
    const planned = defaultsPlan(defaults);
    if (E.isLeft(planned)) return planned;
    const plan = planned.right;
    let { method, baseUrl, mediaType, headers, url } = plan;
    let request: unknown;
    let data: unknown;
    let dropped = false;
    // Symbol keys are not options: for-in leaves them out.
    for (const key in options) {
      if (!hasOwn(options, key)) continue;
      const value = options[key];
      // `undefined` means "not set" (docs/decisions.md, "Parameters"): the default stays.
      if (value === undefined) {
        dropped ||= !knownOptions.has(key);
        continue;
      }
      switch (key) {
        case "method": {
          const upper = methodUpper(value);
          if (upper === undefined) return explain(options);
          method = upper;
          break;
        }
        case "url":
          if (!props.url.is(value)) return explain(options);
          url = value;
          break;
        case "baseUrl":
          if (!props.baseUrl.is(value)) return explain(options);
          baseUrl = value;
          break;
        case "headers": {
          const over = headersOver(plan.headers, value);
          if (over === undefined) return explain(options);
          headers = over;
          break;
        }
        case "mediaType": {
          const over = mediaTypeOver(plan.mediaType, value);
          if (over === undefined) return explain(options);
          mediaType = over;
          break;
        }
        case "request":
          if (!props.request.is(value)) return explain(options);
          request = value;
          break;
        case "data":
          data = value;
      }
    }
    // Hand-made defaults may lack them; then the options must give them.
    if (method === undefined) return optionMissing("method");
    if (baseUrl === undefined) return optionMissing("baseUrl");
    return E.right({
      method,
      baseUrl,
      url,
      headers,
      mediaType,
      request: branchOver(plan.request, request) as Cascaded["request"],
      data: branchOver(plan.data, data),
      under: defaults,
      underKeys: plan.parameterKeys,
      over: dropped || plan.branchKeys.length > 0 ? parametersOver(defaults, plan, options) : options,
    });
  };
