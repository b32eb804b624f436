import * as t from "io-ts";
import { Headers } from "./Headers";
import { EmittedMethod, Method } from "./Method";
import { RequestMeta } from "./RequestMeta";

/**
 * Request options (specification §2.4): `method`, full `url`, lower-case header names, `body` only when there is one,
 * `request` as passed; what `toFetch` checks it is given.
 */
export const RequestOptions = /* @__PURE__ */ t.intersection(
  [
    // Pure too, so that a bundle that never uses this codec drops them all.
    /* @__PURE__ */ t.type({ method: Method, url: t.string, headers: Headers }),
    /* @__PURE__ */ t.partial({ body: t.unknown, request: RequestMeta }),
  ],
  "RequestOptions",
);
export type RequestOptions = t.TypeOf<typeof RequestOptions>;

/**
 * What `endpoint()` and `parse()` return: request options whose `method` is in lower case, as the library emits it
 * (`RequestOptions` takes any case: `toFetch` sends hand-made ones too).
 */
export const EndpointResult = /* @__PURE__ */ t.intersection([RequestOptions, /* @__PURE__ */ t.type({ method: EmittedMethod })], "EndpointResult");
export type EndpointResult = t.TypeOf<typeof EndpointResult>;
