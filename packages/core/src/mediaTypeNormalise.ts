import { Format, type MediaType, type MergedMediaType, PreviewName } from "@request-options/types";
import { hasOwn, isPlainObject } from "./ownRecord";

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

/**
 * A `mediaType` option over the defaults' `mediaType`, for flatCascade: what
 * `mediaTypeSnapshot`, the `MediaType` check and `mediaTypeNormalise` give together, in one
 * pass with no intermediate copy. Each value is read once and checked as it is taken;
 * `undefined` when a check fails, for the general path to explain.
 */
export const mediaTypeOver = (base: MergedMediaType, value: unknown): MergedMediaType | undefined => {
  if (!isPlainObject(value)) return undefined;
  let format: unknown;
  let given: unknown;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    if (key === "format") format = value[key];
    else if (key === "previews") given = value[key];
  }
  if (format !== undefined && !Format.is(format)) return undefined;
  const merged: MergedMediaType = { ...base };
  if (format !== undefined) merged.format = format;
  if (given === undefined) return merged;
  if (!Array.isArray(given)) return undefined;
  // The defaults' previews first (merged already: named once, none empty), then these.
  const names = new Set(base.previews);
  const length = given.length;
  for (let index = 0; index < length; index += 1) {
    const name: unknown = given[index];
    if (!PreviewName.is(name)) return undefined;
    const bare = previewName(name);
    if (bare !== "") names.add(bare);
  }
  merged.previews = [...names];
  return merged;
};
