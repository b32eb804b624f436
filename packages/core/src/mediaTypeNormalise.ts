import type { MediaType, MergedMediaType } from "@request-options/types";
import { isPlainObject } from "./ownRecord";

const previewName = (name: string): string => (name.endsWith("-preview") ? name.slice(0, -"-preview".length) : name);

/**
 * `mediaType` as merged onto the defaults': `format` as given, `previews` accumulated across
 * the cascade (specification §2.1), the defaults' first, then these without their `-preview`,
 * each once.
 */
export const mediaTypeNormalise = (defaults: MergedMediaType, mediaType: MediaType): Partial<MergedMediaType> => {
  const normal: Partial<MergedMediaType> = {};
  if (mediaType.format !== undefined) normal.format = mediaType.format;
  if (mediaType.previews !== undefined) {
    const names = [...(defaults.previews ?? []), ...mediaType.previews.map(previewName)].filter((name) => name !== "");
    normal.previews = [...new Set(names)];
  }
  return normal;
};

/**
 * A copy of a `mediaType` option and of its `previews`, each getter read once, so that what is
 * checked is what is used; holes of sparse previews become explicit `undefined`s, which the
 * check refuses. Anything but a plain object is returned as it is, for the check to refuse.
 */
export const mediaTypeSnapshot = (value: unknown): unknown => {
  if (!isPlainObject(value)) return value;
  const mediaType: Record<string, unknown> = { ...value };
  if (Array.isArray(mediaType["previews"])) mediaType["previews"] = Array.from(mediaType["previews"] as unknown[]);
  return mediaType;
};
