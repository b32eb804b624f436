import * as t from "io-ts";
import { guardCodec } from "./PlainObject";
import { standardSchema } from "./standardSchema";

/** `options.request`: the caller's own meta information, returned as passed. */
// Its own codec, io-ts's `UnknownRecord` test under its name: `~standard` goes on it, never on io-ts's shared one.
export const RequestMeta = /* @__PURE__ */ standardSchema(/* @__PURE__ */ guardCodec("UnknownRecord", t.UnknownRecord.is));
export type RequestMeta = t.TypeOf<typeof RequestMeta>;
