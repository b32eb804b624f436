import * as t from "io-ts";
import { optional } from "./optional";
import { PlainObject } from "./PlainObject";
import { standardSchema } from "./standardSchema";

/** A media type format such as `raw`, `diff` or `text+json` (empty: none). */
export const Format = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.refinement(t.string, (s) => /^[\w.+-]*$/.test(s), "Format"));
export type Format = t.TypeOf<typeof Format>;
/** A preview name such as `mercy` or `scarlet-witch-preview`. */
export const PreviewName = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.refinement(t.string, (s) => /^[\w.-]+$/.test(s), "PreviewName"));
export type PreviewName = t.TypeOf<typeof PreviewName>;

// io-ts's array guard skips a sparse array's holes (`[, "a"]`): this one reads each index.
const everyIndex = (names: string[]): boolean => {
  for (let i = 0; i < names.length; i++) if (!PreviewName.is(names[i])) return false;
  return true;
};
/** A list of preview names. */
export const PreviewNames = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.refinement(t.array(PreviewName), everyIndex, "PreviewNames"));
export type PreviewNames = t.TypeOf<typeof PreviewNames>;

/** `options.mediaType` as passed in: a plain object. */
export const MediaType = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.intersection(
  [PlainObject, t.partial({ format: optional(Format), previews: optional(PreviewNames) })],
  "MediaType",
));
export type MediaType = t.TypeOf<typeof MediaType>;
/** `mediaType` once merged: `format` always set (`""` for none); previews without `-preview`. */
export const MergedMediaType = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.intersection(
  [PlainObject, t.type({ format: Format }), t.partial({ previews: PreviewNames })],
  "MergedMediaType",
));
export type MergedMediaType = t.TypeOf<typeof MergedMediaType>;
