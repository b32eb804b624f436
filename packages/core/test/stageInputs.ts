import type { MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { acceptAmend, DEFAULTS, defaultsCascade, type Merged, paramPartition, routeParse, templateExpand } from "@request-options/core";

// Each stage's input as the stages before it produce it, through the core's entry only.

/** routeParse → defaultsCascade: what templateExpand is given. */
export const mergedOf = (route?: unknown, options?: unknown, defaults: MergedOptions = DEFAULTS) =>
  pipe(routeParse(route, options), E.chain(defaultsCascade(defaults)));

/** … → templateExpand: what paramPartition is given. */
export const expandedOf = (route?: unknown, options?: unknown, defaults: MergedOptions = DEFAULTS) => pipe(mergedOf(route, options, defaults), E.chain(templateExpand));

/** … → paramPartition: what acceptAmend is given. */
export const partitionedOf = (route?: unknown, options?: unknown, defaults: MergedOptions = DEFAULTS) =>
  pipe(expandedOf(route, options, defaults), E.chain(paramPartition));

/** The five stages in a row. */
export const requestOf = (route?: unknown, options?: unknown, defaults: MergedOptions = DEFAULTS) =>
  pipe(partitionedOf(route, options, defaults), E.chain(acceptAmend));

/** The user-agent of DEFAULTS. */
export const userAgent = DEFAULTS.headers["user-agent"];

/** Merged options written by hand, flat as `merge()` returns them, in the shape `defaultsCascade` hands on. */
export const mergedFrom = (flat: MergedOptions): Merged => ({
  method: flat.method,
  baseUrl: flat.baseUrl,
  headers: flat.headers,
  mediaType: flat.mediaType,
  url: flat.url,
  request: flat.request,
  data: flat.data,
  parameters: flat,
});
