import * as t from "io-ts";

/** `options.request`: the caller's own meta information, returned as passed. */
export const RequestMeta = t.UnknownRecord;
export type RequestMeta = t.TypeOf<typeof RequestMeta>;
