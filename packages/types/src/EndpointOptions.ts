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
      method: Method,
      url: t.string,
      baseUrl: BaseUrl,
      headers: HeadersInput,
      mediaType: MediaType,
      data: t.unknown,
      request: RequestMeta,
    }),
    t.UnknownRecord,
  ],
  "EndpointOptions",
);
export type EndpointOptions = t.TypeOf<typeof EndpointOptions>;
