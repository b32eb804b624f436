import { Format, type MediaType, type MergedMediaType, PreviewNames } from "@request-options/types";
import { getOwn, hasOwn, isPlainObject, setOwn } from "./ownRecord";

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
 * `mediaType` merged onto the defaults': `format` as given, `previews` accumulated (specification §2.1): the
 * defaults' first, then these without their `-preview`, each once.
 */
export const mediaTypeNormalise = (defaults: MergedMediaType, mediaType: MediaType): Partial<MergedMediaType> => {
  const normal: Partial<MergedMediaType> = {};
  if (mediaType.format !== undefined) setOwn(normal, "format", mediaType.format);
  if (mediaType.previews !== undefined) setOwn(normal, "previews", previewsMerged(defaultPreviews(defaults), mediaType.previews));
  return normal;
};

// Read by index, length once: what is checked is what is used, and no caller iterator runs. Holes read `undefined`.
// Stops at the first non-string (refused anyway): a sparse list of length 2 ** 32 - 1 is one read, not a fatal copy.
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
 * A `mediaType` option's own `format` and `previews` (copied), each read once: what is checked is what is used.
 * Both keys are always present, so no check reads a polluted prototype's. A non-plain object is returned as is.
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
 * A `mediaType` option over the defaults', for `defaultsCascade`: snapshot, then merge, checked by the field codecs'
 * guards (not io-ts's intersection guard); `undefined` when a check fails, for the cascade's decoder to explain.
 */
export const mediaTypeOver = (base: MergedMediaType, value: unknown): MergedMediaType | undefined => {
  const snapshot = mediaTypeSnapshot(value);
  if (!isPlainObject(snapshot)) return undefined;
  const { format, previews } = snapshot;
  if (format !== undefined && !Format.is(format)) return undefined;
  if (previews !== undefined && !PreviewNames.is(previews)) return undefined;
  return { ...base, ...mediaTypeNormalise(base, snapshot as MediaType) };
};
