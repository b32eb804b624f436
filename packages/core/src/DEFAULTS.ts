import type { MergedOptions } from "@request-options/types";
import { frozenCopy } from "./boundary";

/** The released version of `@request-options/endpoint`, read from its package.json at build time. */
export const VERSION: string = __ENDPOINT_VERSION__;

/** The global defaults (docs/decisions.md, "Defaults"): GitHub's REST API v3. Deeply frozen. */
export const DEFAULTS: MergedOptions = frozenCopy({
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: { accept: "application/vnd.github.v3+json", "user-agent": `request-options/${VERSION}` },
  mediaType: { format: "" },
}) as MergedOptions;
