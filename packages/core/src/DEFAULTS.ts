import type { MergedOptions } from "@request-options/types";
import { freeze } from "immer";
import { VERSION } from "./VERSION";

/** The global defaults (docs/decisions.md, "Defaults"): GitHub's REST API v3. Deeply frozen. */
export const DEFAULTS: MergedOptions = freeze(
  {
    method: "GET",
    baseUrl: "https://api.github.com",
    headers: {
      accept: "application/vnd.github.v3+json",
      "user-agent": `request-options/${VERSION}`,
    },
    mediaType: { format: "" },
  },
  true,
);
