import type { MergedOptions } from "@request-options/types";

/** What `templateExpand` hands to `paramPartition`. */
export interface Expanded {
  /** The merged options the URL was expanded from. */
  readonly options: MergedOptions;
  /** The full URL: template expanded and joined to `baseUrl`; no leftover parameters added yet. */
  readonly url: string;
  /**
   * The parameters still to place: every key of `options` other than the known options
   * (`method`, `baseUrl`, `url`, `headers`, `mediaType`, `request`, `data`) and the URL
   * template's variables. A fresh object, own keys only.
   */
  readonly parameters: Readonly<Record<string, unknown>>;
}
