import type { MergedOptions, RequestOptions } from "@request-options/types";

/** What `paramPartition` hands to `acceptAmend`. */
export interface Partitioned {
  /** The merged options, for `mediaType`. */
  readonly options: MergedOptions;
  /** The result so far: `accept` not yet amended. */
  readonly request: RequestOptions;
}
