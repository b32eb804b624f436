import * as t from "io-ts";

// Printable ASCII only, so every URL built on it is too; no query or fragment, since
// paths are appended to it; no backslash, which parsers disagree on (WHATWG reads it as "/").
const absoluteHttp = /^https?:\/\/[\x21-\x22\x24-\x2e\x30-\x3e\x40-\x5b\x5d-\x7e]+(?:\/[\x21-\x22\x24-\x3e\x40-\x5b\x5d-\x7e]*)?$/i;

// The URL parse is the costly part, and a program names few base URLs: those that passed are
// kept (a bounded set, emptied when full), so each is parsed once.
const accepted = /* @__PURE__ */ new Set<string>();
const acceptedLimit = 256;

const isAbsoluteHttpUrl = (s: string): boolean => {
  if (accepted.has(s)) return true;
  if (!absoluteHttp.test(s)) return false;
  try {
    new URL(s);
  } catch {
    return false;
  }
  if (accepted.size >= acceptedLimit) accepted.clear();
  accepted.add(s);
  return true;
};

/** The address relative URLs are joined to: an absolute `http:` or `https:` URL. */
export const BaseUrl = /* @__PURE__ */ t.refinement(t.string, isAbsoluteHttpUrl, "BaseUrl");
export type BaseUrl = t.TypeOf<typeof BaseUrl>;
