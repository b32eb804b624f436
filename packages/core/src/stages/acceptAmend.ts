import type { MergedMediaType, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import type { EndpointError } from "../EndpointError";
import { getOwn, hasOwn, setOwn } from "../ownRecord";
import { headersCopy } from "../headersCopy";
import { pathMemo } from "../pathMemo";
import type { Partitioned } from "./paramPartition";

// Every pattern is anchored or a lone character class, run once per entry or string: linear in the length of `accept`.

const octetStream = /application\/octet-stream/i;

// One `accept` entry `application/vnd.<vendor>[.<version>][.<format>][+json]`, white space around. Its groups end at
// `.` and `+`, which `\w` never matches, so a failing match backtracks at most once per character.
const vendorEntry = /^([ \t]*)(application\/vnd\.\w+)(\.v\d+)?(?:\.\w+)?(?:\+json)?([ \t]*)$/i;

// Runs of name characters: a preview named in `accept` is one of them, before `-preview`.
const nameRun = /[\w-]+/g;

const previewSuffix = "-preview";

const entryFormat = (entry: string, format: string): string => {
  const match = vendorEntry.exec(entry);
  if (match === null) return entry;
  const [, lead = "", prefix = "", version = "", trail = ""] = match;
  return `${lead}${prefix}${version}.${format}${trail}`;
};

// Vendor entries rewritten to `.<format>`.
const withFormat = (accept: string, format: string): string =>
  accept
    .split(",")
    .map((entry) => entryFormat(entry, format))
    .join(",");

// In each `[\w-]` run, what precedes its last `-preview`, when not empty (as `@octokit/endpoint` reads previews).
const previewsIn = (accept: string): string[] => {
  const names: string[] = [];
  for (const [run] of accept.matchAll(nameRun)) {
    const at = run.lastIndexOf(previewSuffix);
    if (at > 0) names.push(run.slice(0, at));
  }
  return names;
};

// Each preview once, `accept`'s first. Names as given: the merge dropped `-preview`; parse() of hand-made options keeps
// what it is given, as `@octokit/endpoint` does.
const withPreviews = (accept: string | undefined, previews: readonly string[], format: string): string => {
  const names = new Set<string>(accept === undefined ? [] : previewsIn(accept));
  for (const name of previews) names.add(name);
  const suffix = format === "" ? "+json" : `.${format}`;
  let accepted = "";
  for (const name of names) accepted += `${accepted === "" ? "" : ","}application/vnd.github.${name}${previewSuffix}${suffix}`;
  return accepted;
};

// For a format or previews (one at least); `undefined` when `accept` stays as it is.
const amendedOf = (current: string | undefined, format: string, previews: readonly string[]): string | undefined => {
  if (previews.length > 0) return current !== undefined && octetStream.test(current) ? undefined : withPreviews(current, previews, format);
  // A format alone rewrites what `accept` holds: without one there is nothing to test.
  return current === undefined || octetStream.test(current) ? undefined : withFormat(current, format);
};

// A few combinations recur: each amended once, then looked up by its strings as they come, no key built (pathMemo).
const amendedKept = pathMemo<string | undefined>(1000);

const amended = (current: string | undefined, mediaType: MergedMediaType): string | undefined => {
  // Own reads: a `format` or `previews` on a polluted Object.prototype is no media type.
  const format = (getOwn(mediaType, "format") as string | undefined) ?? "";
  const previews = (getOwn(mediaType, "previews") as readonly string[] | undefined) ?? [];
  // Neither: nothing to amend (most calls), and nothing to look up.
  if (format === "" && previews.length === 0) return undefined;
  return amendedKept([current, format, ...previews], () => amendedOf(current, format, previews));
};

/**
 * Last stage: `request.headers.accept` amended from `options.mediaType` (docs/decisions.md, "Media types"): `format`
 * rewrites the vendor entries, `previews` (any route) replace `accept` with the previews it names, then the given ones.
 * An `accept` with `application/octet-stream` stays. Never fails. Returns `request` itself when nothing changes, else a
 * fresh result with fresh headers; the inputs are never mutated.
 */
export const acceptAmend = ({ options, request }: Partitioned): E.Either<EndpointError, RequestOptions> => {
  const value = getOwn(request.headers, "accept");
  const current = value === undefined ? undefined : String(value);
  const next = amended(current, options.mediaType);
  if (next === undefined || next === current) return E.right(request);

  const headers = headersCopy(request.headers);
  setOwn(headers, "accept", next);

  const result: RequestOptions = { method: request.method, url: request.url, headers };
  if (hasOwn(request, "body")) setOwn(result, "body", request.body);
  if (hasOwn(request, "request")) setOwn(result, "request", request.request);
  return E.right(result);
};
