import * as t from "io-ts";
import { BaseUrl } from "./BaseUrl";
import { HeadersInput } from "./Headers";
import { MediaType } from "./MediaType";
import { Method } from "./Method";
import { optional } from "./optional";
import { RequestMeta } from "./RequestMeta";
import { standardSchema } from "./standardSchema";

/** The options of `endpoint(route, options)` (specification §2.1): known options, all optional, and parameters. */
export const EndpointOptions = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.intersection(
  [
    /* @__PURE__ */ t.partial({
      method: optional(Method),
      url: optional(t.string),
      baseUrl: optional(BaseUrl),
      headers: optional(HeadersInput),
      mediaType: optional(MediaType),
      data: t.unknown,
      request: optional(RequestMeta),
    }),
    t.UnknownRecord,
  ],
  "EndpointOptions",
));
/** The known options alone, without the parameters: what a typed route's options add to its parameters. */
export type KnownOptions = t.TypeOf<(typeof EndpointOptions)["types"][0]>;
export type EndpointOptions = t.TypeOf<typeof EndpointOptions>;
