import { Format, type MediaType, type MergedMediaType, PreviewNames } from "@request-options/types";
import { getOwn, hasOwn, isPlainObject } from "./ownRecord";

const previewName = (name: string): string => (name.endsWith("-preview") ? name.slice(0, -"-preview".length) : name);

// The defaults' previews, an own key only: never a `previews` of a polluted Object.prototype.
const defaultPreviews = (defaults: MergedMediaType): readonly string[] => (getOwn(defaults, "previews") as readonly string[] | undefined) ?? [];

// The defaults' names, then the given ones without their `-preview`, each once, none empty.
const previewsMerged = (first: readonly string[], given: readonly string[]): string[] => {
  const names = new Set<string>(first);
  for (let index = 0; index < given.length; index += 1) names.add(previewName(given[index] as string));
  names.delete("");
  return [...names];
};

/**
 * `mediaType` as merged onto the defaults': `format` as given, `previews` accumulated across
 * the cascade (specification §2.1), the defaults' first, then these without their `-preview`,
 * each once.
 */
export const mediaTypeNormalise = (defaults: MergedMediaType, mediaType: MediaType): Partial<MergedMediaType> => {
  const normal: Partial<MergedMediaType> = {};
  if (mediaType.format !== undefined) normal.format = mediaType.format;
  if (mediaType.previews !== undefined) normal.previews = previewsMerged(defaultPreviews(defaults), mediaType.previews);
  return normal;
};

// A list read by index, its length once: what is checked is what is used, and a caller's
// iterator is never run. Holes read as `undefined`. The copy ends with the first entry that is
// not a string, which the check refuses: a sparse list of length 2 ** 32 - 1 is one read, not
// a copy too large for the engine to survive.
const indexCopy = (list: readonly unknown[]): unknown[] => {
  const copy: unknown[] = [];
  const length = list.length;
  for (let index = 0; index < length; index += 1) {
    const item: unknown = list[index];
    copy.push(item);
    if (typeof item !== "string") break;
  }
  return copy;
};

/**
 * What a `mediaType` option gives: its own `format` and `previews` (a copy), each read once and
 * nothing else read, so that what is checked is what is used. Both keys are always present, so
 * no check reads one from a (polluted) prototype. Anything but a plain object is returned as
 * it is, for the check to refuse.
 */
export const mediaTypeSnapshot = (value: unknown): unknown => {
  if (!isPlainObject(value)) return value;
  let format: unknown;
  let previews: unknown;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    if (key === "format") format = value[key];
    else if (key === "previews") previews = value[key];
  }
  return { format, previews: Array.isArray(previews) ? indexCopy(previews) : previews };
};

/**
 * A `mediaType` option over the defaults' `mediaType`, for `defaultsCascade`: snapshot, then
 * merge, checked by the field codecs' guards rather than io-ts's intersection guard;
 * `undefined` when a check fails, for the cascade's decoder to explain.
 */
export const mediaTypeOver = (base: MergedMediaType, value: unknown): MergedMediaType | undefined => {
  const snapshot = mediaTypeSnapshot(value);
  if (!isPlainObject(snapshot)) return undefined;
  const { format, previews } = snapshot;
  if (format !== undefined && !Format.is(format)) return undefined;
  if (previews !== undefined && !PreviewNames.is(previews)) return undefined;
  return { ...base, ...mediaTypeNormalise(base, snapshot as MediaType) };
};
