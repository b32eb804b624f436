import * as t from "io-ts";
import { Headers } from "./Headers";
import { RequestMeta } from "./RequestMeta";

/**
 * The result of `endpoint()` and `parse()` (specification §2.4): lower-case `method`, full
 * `url`, lower-case header names, `body` only when there is one, `request` as passed.
 */
export const RequestOptions = /* @__PURE__ */ t.intersection(
  [
    t.type({ method: t.string, url: t.string, headers: Headers }),
    t.partial({ body: t.unknown, request: RequestMeta }),
  ],
  "RequestOptions",
);
export type RequestOptions = t.TypeOf<typeof RequestOptions>;
