import * as t from "io-ts";
import { standardSchema } from "./standardSchema";

/** The closed set of failure codes (docs/decisions.md, "Errors"). */
export const ErrorCode = /* @__PURE__ */ standardSchema(/* @__PURE__ */ t.keyof(
  {
    INVALID_ARGUMENTS: null,
    INVALID_ROUTE: null,
    INVALID_METHOD: null,
    MISSING_URL: null,
    INVALID_URL_TEMPLATE: null,
    MISSING_PARAMETER: null,
    INVALID_PARAMETER: null,
    INVALID_HEADER: null,
    INVALID_BASE_URL: null,
    INVALID_OPTIONS: null,
    INVALID_DOCUMENT: null,
  },
  "ErrorCode",
));
export type ErrorCode = t.TypeOf<typeof ErrorCode>;
