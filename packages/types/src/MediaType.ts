import * as t from "io-ts";

/** A media type format such as `raw`, `diff` or `text+json` (empty: none). */
export const Format = t.refinement(t.string, (s) => /^[\w.+-]*$/.test(s), "Format");
export type Format = t.TypeOf<typeof Format>;

/** A preview name such as `mercy` or `scarlet-witch-preview`. */
export const PreviewName = t.refinement(t.string, (s) => /^[\w.-]+$/.test(s), "PreviewName");
export type PreviewName = t.TypeOf<typeof PreviewName>;

/** `options.mediaType` as passed in. */
export const MediaType = t.partial(
  { format: t.union([Format, t.undefined]), previews: t.union([t.array(PreviewName), t.undefined]) },
  "MediaType",
);
export type MediaType = t.TypeOf<typeof MediaType>;

/** `mediaType` once merged: `format` always set (`""` for none); previews without `-preview`. */
export const MergedMediaType = t.intersection(
  [t.type({ format: Format }), t.partial({ previews: t.array(PreviewName) })],
  "MergedMediaType",
);
export type MergedMediaType = t.TypeOf<typeof MergedMediaType>;
