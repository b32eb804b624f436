import * as t from "io-ts";
import { BaseUrl } from "./BaseUrl";
import { HeadersInput } from "./Headers";
import { MediaType } from "./MediaType";
import { Method } from "./Method";
import { RequestMeta } from "./RequestMeta";

/**
 * The options of `endpoint(route, options)` (specification §2.1). Every known option is
 * optional; any other key is a parameter, placed by the rules of §2.2.
 */
export const EndpointOptions = t.intersection(
  [
    t.partial({
      method: t.union([Method, t.undefined]),
      url: t.union([t.string, t.undefined]),
      baseUrl: t.union([BaseUrl, t.undefined]),
      headers: t.union([HeadersInput, t.undefined]),
      mediaType: t.union([MediaType, t.undefined]),
      data: t.unknown,
      request: t.union([RequestMeta, t.undefined]),
    }),
    t.UnknownRecord,
  ],
  "EndpointOptions",
);
export type EndpointOptions = t.TypeOf<typeof EndpointOptions>;
