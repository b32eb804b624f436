import * as E from "fp-ts/Either";
import { type Cascaded, parameterOf } from "./Cascaded";
import { pipe } from "fp-ts/function";
import { dotSegmentCheck } from "../dotSegmentCheck";
import { type EndpointError, fail } from "../EndpointError";
import { type Rendered, renderedParts, type Template, templateRenderFlagged } from "../uriTemplate";
import { type UrlTemplate, urlTemplateCached } from "../urlTemplate";
import { isAbsoluteUrl, slashesTrimEnd, urlJoin } from "../urlJoin";

/**
 * What `templateExpand` hands to `paramPartition`. The parameters still to place are not copied
 * out: they are `options`' parameters but those in `placed` (`parametersOf(options, placed)`),
 * read where they are placed. A stage of one's own that changes them changes `options`.
 */
export interface Expanded {
  /** The merged options the URL was expanded from. */
  readonly options: Cascaded;
  /** The full URL: template expanded and joined to `baseUrl`; no leftover parameters added yet. */
  readonly url: string;
  /**
   * The names that are not parameters to place: the known options (`method`, `baseUrl`, `url`,
   * `headers`, `mediaType`, `request`, `data`) and the URL template's variables. Compiled once
   * per list of variable names and shared by the URLs that name the same ones: read it, never
   * change it.
   */
  readonly placed: ReadonlySet<string>;
  /**
   * `url` as templateExpand made it, when it is known to have no query or fragment: a query is
   * appended to that URL without reading it. A stage that changes `url` leaves this behind,
   * and the new URL is read.
   */
  readonly queryFreeUrl?: string | undefined;
}

// Only a suspect expansion is checked exactly, part by part: the parts of the text that is
// used (a value read twice could pass the check and send another path).
const dotSegmentChecked = (template: Template, rendered: Rendered): E.Either<EndpointError, string> =>
  rendered.dotSuspect ? pipe(renderedParts(rendered), dotSegmentCheck(template), E.map(() => rendered.text)) : E.right(rendered.text);

// A relative URL is joined to a checked baseUrl; an absolute one must parse on its own, or a
// client fails far from the cause (`https://h:99999/x`, `https://[/x`).
const absoluteUrlCheck =
  (template: string) =>
  (url: string): E.Either<EndpointError, string> => {
    if (!isAbsoluteUrl(url)) return E.right(url);
    try {
      new URL(url);
      return E.right(url);
    } catch {
      return fail("INVALID_URL_TEMPLATE", `the URL ${JSON.stringify(template)} expands to ${JSON.stringify(url)}, which is not a valid absolute URL`);
    }
  };

// After expansion a trailing "/" goes. A whole "/" is relative and never join-ready, so the join
// gives it back ("https://api.github.com/").
const trailingSlashTrim = (url: string, slashEnded: boolean): string => (slashEnded ? url.slice(0, -1) : url);

// A template compiled join-ready lacks the leading slashes a join trims: its expansion (most
// URLs) is appended to the base as it is, never read. Any other is read (`urlJoin`).
const baseJoin = (baseUrl: string, compiled: UrlTemplate, url: string): string =>
  compiled.joinReady ? `${slashesTrimEnd(baseUrl)}/${url}` : urlJoin(baseUrl)(url);

const expand = (options: Cascaded, url: string, compiled: UrlTemplate): E.Either<EndpointError, Expanded> => {
  const { template, placedElsewhere, originCheck } = compiled;
  // Steps in turn, each returning early on a Left: this runs on every call. Simple expressions
  // ({org}, :org) are required: the incumbent drops a missing one and sends a different request.
  // Missing is RFC 6570's undefined, an empty list or map too; operator expressions stay
  // optional, as RFC 6570 says. A missing simple variable comes before any other fault: the
  // render names the first, reading on past a failure to find it.
  // The variables are the parameters, read where they are (a known option, {url}, is none).
  const rendered = templateRenderFlagged((name) => parameterOf(options, name))(template);
  const missing = E.isLeft(rendered) ? rendered.left.missing : rendered.right.missing;
  if (missing !== undefined) {
    return fail("MISSING_PARAMETER", `missing parameter "${missing}": the URL ${JSON.stringify(url)} needs a value for it`);
  }
  if (E.isLeft(rendered)) return E.left(rendered.left.error);
  const checked = dotSegmentChecked(template, rendered.right);
  if (E.isLeft(checked)) return checked;
  const trimmed = trailingSlashTrim(checked.right, rendered.right.slashEnded);
  const absolute = originCheck ? absoluteUrlCheck(url)(trimmed) : E.right(trimmed);
  if (E.isLeft(absolute)) return absolute;
  const full = baseJoin(options.baseUrl, compiled, absolute.right);
  return E.right({ options, url: full, placed: placedElsewhere, queryFreeUrl: compiled.queryFree ? full : undefined });
};

/**
 * Third stage: the URL template expanded (RFC 6570 level 4, `:name` placeholders in the
 * path), its simple variables required, dot segments from values refused, and the result
 * joined to `baseUrl`. The parameters the template did not consume go on to `paramPartition`.
 */
export const templateExpand = (options: Cascaded): E.Either<EndpointError, Expanded> => {
  const url = options.url;
  if (url === undefined) {
    return fail("MISSING_URL", 'no url: give a route such as "GET /orgs/{org}/repos", or options.url, or a url in the defaults');
  }
  const compiled = urlTemplateCached(url);
  return E.isLeft(compiled) ? compiled : expand(options, url, compiled.right);
};
