import { mediaTypeSnapshot } from "./mediaTypeNormalise";
import { hasOwn, isPlainObject } from "./ownRecord";
import type { OptionsRecord } from "./stages/routeParse";

/**
 * A fresh record's `headers` and `mediaType` (its `previews` too) replaced by copies it owns, each caller getter or
 * Proxy trap read once: what is checked is what is used (no header getter passes clean, then returns CR LF).
 * Sparse previews become explicit `undefined`s, which the check refuses.
 */
export const nestedCopy = (record: Record<string, unknown>): Record<string, unknown> => {
  if (hasOwn(record, "headers") && isPlainObject(record["headers"])) record["headers"] = { ...record["headers"] };
  if (hasOwn(record, "mediaType")) record["mediaType"] = mediaTypeSnapshot(record["mediaType"]);
  return record;
};

/**
 * The options as an own, prototype-less record, nested options copied (`nestedCopy`): an absent option reads as
 * absent, never as a polluted Object.prototype's. (Object.assign reads what a spread reads, each getter once.)
 */
export const optionsSnapshot = (options: OptionsRecord): OptionsRecord =>
  nestedCopy(Object.assign(Object.create(null) as Record<string, unknown>, options));
