import * as t from "io-ts";
import { BaseUrl } from "./BaseUrl";
import { Headers } from "./Headers";
import { MergedMediaType } from "./MediaType";
import { Method } from "./Method";
import { RequestMeta } from "./RequestMeta";
import { standardSchema } from "./standardSchema";

/** What `merge()` returns and `DEFAULTS` holds (specification §2.5): defaults applied, not parsed; `url` a template. */
export const MergedOptions = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.intersection(
  [
    t.type({ method: Method, baseUrl: BaseUrl, headers: Headers, mediaType: MergedMediaType }),
    t.partial({ url: t.string, data: t.unknown, request: RequestMeta }),
    t.UnknownRecord,
  ],
  "MergedOptions",
));
export type MergedOptions = t.TypeOf<typeof MergedOptions>;
