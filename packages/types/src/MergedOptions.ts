import * as t from "io-ts";
import { BaseUrl } from "./BaseUrl";
import { Headers } from "./Headers";
import { MergedMediaType } from "./MediaType";
import { Method } from "./Method";
import { RequestMeta } from "./RequestMeta";

/**
 * Options with the defaults applied, not yet parsed (specification §2.5): what `merge()` returns and `DEFAULTS` holds.
 * `url` is still the template; other keys are the caller's and the defaults' parameters, unplaced.
 */
export const MergedOptions = /* @__PURE__ */ t.intersection(
  [
    t.type({ method: Method, baseUrl: BaseUrl, headers: Headers, mediaType: MergedMediaType }),
    t.partial({ url: t.string, data: t.unknown, request: RequestMeta }),
    t.UnknownRecord,
  ],
  "MergedOptions",
);
export type MergedOptions = t.TypeOf<typeof MergedOptions>;
