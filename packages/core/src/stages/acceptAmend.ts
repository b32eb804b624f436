import type { RequestOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { own, ownSet } from "../boundary";
import type { EndpointError } from "../EndpointError";
import type { Partitioned } from "./paramPartition";
import type { Expanded } from "./templateExpand";

// Every pattern is anchored or a lone character class, run once per entry: linear in the length of `accept`.
const octetStream = /application\/octet-stream/i;
// One entry `application/vnd.<vendor>[.<version>][.<format>][+json]`, white space around.
const vendorEntry = /^([ \t]*)(application\/vnd\.\w+)(\.v\d+)?(?:\.\w+)?(?:\+json)?([ \t]*)$/i;
const nameRun = /[\w-]+/g;

const entryFormat = (format: string) => (entry: string): string => {
  const match = vendorEntry.exec(entry);
  if (match === null) return entry;
  const [, lead = "", prefix = "", version = "", trail = ""] = match;
  return `${lead}${prefix}${version}.${format}${trail}`;
};

// Most `accept` values are one entry: no split and join for those.
const withFormat = (accept: string, format: string): string =>
  accept.includes(",") ? accept.split(",").map(entryFormat(format)).join(",") : entryFormat(format)(accept);

// The previews `accept` names (what precedes the last `-preview` of each name run), then the given ones, each once.
const withPreviews = (accept: string | undefined, previews: readonly string[], format: string): string => {
  const names = new Set<string>();
  for (const [run] of accept?.includes("-preview") ? accept.matchAll(nameRun) : []) {
    const at = run.lastIndexOf("-preview");
    if (at > 0) names.add(run.slice(0, at));
  }
  for (const name of previews) names.add(name);
  const suffix = format === "" ? "+json" : `.${format}`;
  let amended = "";
  for (const name of names) amended += `${amended === "" ? "" : ","}application/vnd.github.${name}-preview${suffix}`;
  return amended;
};

/** Last stage: `accept` amended from `mediaType` (docs/decisions.md, "Media types"); `request` itself if unchanged. */
export const acceptAmend = ({ options, request }: Partitioned): E.Either<EndpointError, RequestOptions> => {
  const { mediaType } = options;
  const format = mediaType.format ?? "";
  const previews = own(mediaType, "previews") ?? [];
  if (format === "" && previews.length === 0) return E.right(request);
  const given = own(request.headers, "accept");
  const accept = given === undefined ? undefined : String(given);
  if (accept !== undefined && octetStream.test(accept)) return E.right(request);
  const amended = previews.length > 0 ? withPreviews(accept, previews, format) : accept === undefined ? undefined : withFormat(accept, format);
  if (amended === undefined || amended === accept) return E.right(request);
  const headers = { ...request.headers };
  ownSet(headers, "accept", amended);
  return E.right({ ...request, headers });
};

/** The octokit entry's scope for previews (docs/decisions.md): past a url not ending in `/graphql`, the format alone. */
export const previewsGraphqlScoped = (expanded: Expanded): E.Either<EndpointError, Expanded> => {
  const { mediaType } = expanded.options;
  // Most calls name no preview: nothing to drop, no copy.
  if (!(own(mediaType, "previews")?.length ?? 0) || expanded.url.endsWith("/graphql")) return E.right(expanded);
  return E.right({ ...expanded, options: { ...expanded.options, mediaType: { format: mediaType.format } } });
};
