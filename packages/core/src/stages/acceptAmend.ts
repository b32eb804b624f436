import type { MergedMediaType, RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import type { EndpointError } from "../EndpointError";
import { getOwn, hasOwn } from "../ownRecord";
import { headersCopy } from "../headersCopy";
import { pathMemo } from "../pathMemo";
import type { Partitioned } from "./paramPartition";

/**
 * Amends `accept` from `mediaType` (docs/decisions.md, "Media types"). Every pattern here is
 * anchored or a single character class with nothing after it, and runs once per entry or
 * once per string, so the whole stage is linear in the length of `accept`.
 */

const octetStream = /application\/octet-stream/i;

/**
 * One `accept` entry of the form `application/vnd.<vendor>[.<version>][.<format>][+json]`,
 * optional white space around it. The groups are delimited by `.` and `+`, which `\w` never
 * matches, so a failing match backtracks at most once per character.
 */
const vendorEntry = /^([ \t]*)(application\/vnd\.\w+)(\.v\d+)?(?:\.\w+)?(?:\+json)?([ \t]*)$/i;

/** Runs of name characters: a preview named in `accept` is one of them, before `-preview`. */
const nameRun = /[\w-]+/g;

const previewSuffix = "-preview";

const entryFormat = (entry: string, format: string): string => {
  const match = vendorEntry.exec(entry);
  if (match === null) return entry;
  const [, lead = "", prefix = "", version = "", trail = ""] = match;
  return `${lead}${prefix}${version}.${format}${trail}`;
};

/** `application/vnd.<vendor>[.<version>][.<format>][+json]` entries rewritten to `.<format>`. */
const withFormat = (accept: string, format: string): string =>
  accept
    .split(",")
    .map((entry) => entryFormat(entry, format))
    .join(",");

/**
 * The previews named in `accept`: in each run of `[\w-]` characters, what comes before its
 * last `-preview` (as `@octokit/endpoint` reads them), when that is not empty.
 */
const previewsIn = (accept: string): string[] => {
  const names: string[] = [];
  for (const [run] of accept.matchAll(nameRun)) {
    const at = run.lastIndexOf(previewSuffix);
    if (at > 0) names.push(run.slice(0, at));
  }
  return names;
};

/**
 * The previews of `accept`, then `previews`, each rendered once (first occurrence wins). The
 * names are taken as they are: the merge has already dropped their `-preview` suffix, and
 * parse() of hand-made options keeps what it is given, as `@octokit/endpoint` does.
 */
const withPreviews = (accept: string | undefined, previews: readonly string[], format: string): string => {
  const names = new Set<string>(accept === undefined ? [] : previewsIn(accept));
  for (const name of previews) names.add(name);
  const suffix = format === "" ? "+json" : `.${format}`;
  let accepted = "";
  for (const name of names) accepted += `${accepted === "" ? "" : ","}application/vnd.github.${name}${previewSuffix}${suffix}`;
  return accepted;
};

/** The amended `accept` for a format or previews (one at least), or `undefined` when it stays as it is. */
const amendedOf = (current: string | undefined, format: string, previews: readonly string[]): string | undefined => {
  if (previews.length > 0) return current !== undefined && octetStream.test(current) ? undefined : withPreviews(current, previews, format);
  // A format alone rewrites what `accept` holds: without one there is nothing to test.
  return current === undefined || octetStream.test(current) ? undefined : withFormat(current, format);
};

// A program sends a few accept values with a few formats and previews, over and over: each
// combination is amended once, then looked up by its strings as they come (accept or none, the
// format, each preview), no key built of them (pathMemo).
const amendedKept = pathMemo<string | undefined>(1000);

/** The amended `accept`, or `undefined` when it stays as it is. */
const amended = (current: string | undefined, mediaType: MergedMediaType): string | undefined => {
  // Own reads: a `format` or `previews` on a polluted Object.prototype is no media type.
  const format = (getOwn(mediaType, "format") as string | undefined) ?? "";
  const previews = (getOwn(mediaType, "previews") as readonly string[] | undefined) ?? [];
  // Neither: nothing to amend (most calls), and nothing to look up.
  if (format === "" && previews.length === 0) return undefined;
  return amendedKept([current, format, ...previews], () => amendedOf(current, format, previews));
};

/**
 * Amends `request.headers.accept` from `options.mediaType`: `format` rewrites the vendor
 * entries, `previews` (on every route) replace `accept` with the previews it names followed
 * by the given ones. An `accept` with `application/octet-stream` is never amended. Returns
 * `request` itself when nothing changes, else a fresh result with fresh headers; the inputs
 * are never mutated.
 */
export const acceptAmend = ({ options, request }: Partitioned): E.Either<EndpointError, RequestOptions> => {
  const value = getOwn(request.headers, "accept");
  const current = value === undefined ? undefined : String(value);
  const next = amended(current, options.mediaType);
  if (next === undefined || next === current) return E.right(request);

  const headers = headersCopy(request.headers);
  headers["accept"] = next;

  const result: RequestOptions = { method: request.method, url: request.url, headers };
  if (hasOwn(request, "body")) result.body = request.body;
  if (hasOwn(request, "request")) result.request = request.request;
  return E.right(result);
};
