import { mediaTypeSnapshot } from "./mediaTypeNormalise";
import { hasOwn, isPlainObject } from "./ownRecord";
import type { OptionsRecord } from "./stages/routeParse";

/**
 * A fresh record's known options that nest, `headers` and `mediaType` (its `previews` too),
 * replaced by copies it owns: each getter or Proxy trap of the caller's in them is read once,
 * here, so what is checked is what is used (a header getter cannot pass the check clean and
 * then return CR LF). Sparse previews become explicit `undefined`s, which the check refuses.
 */
export const nestedCopy = (record: Record<string, unknown>): Record<string, unknown> => {
  if (hasOwn(record, "headers") && isPlainObject(record["headers"])) record["headers"] = { ...record["headers"] };
  if (hasOwn(record, "mediaType")) record["mediaType"] = mediaTypeSnapshot(record["mediaType"]);
  return record;
};

/**
 * The options as a record of their own with no prototype, nested known options copied
 * (`nestedCopy`): the checks and the merge read an absent option as absent, never as a value
 * on a polluted Object.prototype. (Object.assign reads what a spread reads, each getter once.)
 */
export const optionsSnapshot = (options: OptionsRecord): OptionsRecord =>
  nestedCopy(Object.assign(Object.create(null) as Record<string, unknown>, options));
