import * as t from "io-ts";
import { standardSchema } from "./standardSchema";
import { valueShow, worded } from "./codecFailure";

// Printable ASCII only, as are URLs built on it; no query or fragment (paths are appended); no `\` (WHATWG reads "/").
const absoluteHttp = /^https?:\/\/[\x21-\x22\x24-\x2e\x30-\x3e\x40-\x5b\x5d-\x7e]+(?:\/[\x21-\x22\x24-\x3e\x40-\x5b\x5d-\x7e]*)?$/i;

const parses = (s: string): boolean => {
  try {
    new URL(s);
    return true;
  } catch {
    return false;
  }
};
/** The address relative URLs are joined to: an absolute `http:` or `https:` URL. */
export const BaseUrl = /* @__PURE__ */ standardSchema(/* @__PURE__ */ worded(/* @__PURE__ */ t.refinement(t.string, (s) => absoluteHttp.test(s) && parses(s), "BaseUrl"), (value) =>
  typeof value === "string"
    ? ["INVALID_BASE_URL", `invalid baseUrl ${valueShow(value)}: it must be an absolute http: or https: URL of printable ASCII, without query or fragment`]
    : undefined,
));
export type BaseUrl = t.TypeOf<typeof BaseUrl>;
