import * as t from "io-ts";
import { Headers } from "./Headers";
import { EmittedMethod, Method } from "./Method";
import { RequestMeta } from "./RequestMeta";
import { standardSchema } from "./standardSchema";

/** Request options (specification §2.4), what `toFetch` takes: full `url`, lower-case header names, `body` if any. */
export const RequestOptions = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.intersection(
  [
    // Pure too, so that a bundle that never uses this codec drops them all.
    /* @__PURE__ */ t.type({ method: Method, url: t.string, headers: Headers }),
    /* @__PURE__ */ t.partial({ body: t.unknown, request: RequestMeta }),
  ],
  "RequestOptions",
));
export type RequestOptions = t.TypeOf<typeof RequestOptions>;
/** What `endpoint()` and `parse()` return: `method` in lower case (`RequestOptions`, for `toFetch`, takes any case). */
export const EndpointResult = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.intersection([RequestOptions, /* @__PURE__ */ t.type({ method: EmittedMethod })], "EndpointResult"));
export type EndpointResult = t.TypeOf<typeof EndpointResult>;
