import { mediaTypeSnapshot } from "./mediaTypeNormalise";
import { isPlainObject } from "./ownRecord";
import type { OptionsRecord } from "./stages/routeParse";

/**
 * The options with their nested known options (`headers`, `mediaType` and its `previews`)
 * copied: every getter or Proxy trap of the caller's is read once, so what is checked is what
 * is used (a header getter cannot pass the check clean and then return CR LF). Sparse
 * previews become explicit `undefined`s, which the check refuses. The copy has no prototype.
 */
export const optionsSnapshot = (options: OptionsRecord): OptionsRecord => {
  // No prototype: the checks and the merge read an absent option as absent, never as a value on
  // a polluted Object.prototype. (Object.assign reads what a spread reads, each getter once.)
  const snapshot: Record<string, unknown> = Object.assign(Object.create(null) as Record<string, unknown>, options);
  if (isPlainObject(snapshot["headers"])) snapshot["headers"] = { ...snapshot["headers"] };
  if (isPlainObject(snapshot["mediaType"])) snapshot["mediaType"] = mediaTypeSnapshot(snapshot["mediaType"]);
  return snapshot;
};
