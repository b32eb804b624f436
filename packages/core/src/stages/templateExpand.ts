import * as E from "fp-ts/Either";
import { type Cascaded, parameterOf } from "./Cascaded";
import { pipe } from "fp-ts/function";
import { dotSegmentCheck } from "../dotSegmentCheck";
import { type EndpointError, fail } from "../EndpointError";
import { type Rendered, renderedParts, type Template, templateRenderFlagged } from "../uriTemplate";
import { type UrlTemplate, urlTemplateCached } from "../urlTemplate";
import { isAbsoluteUrl, slashesTrimEnd, urlJoin } from "../urlJoin";

/**
 * What `templateExpand` hands to `paramPartition`. The parameters left to place are not copied out but read in
 * `options` (`parametersOf(options, placed)`): a custom stage that changes them changes `options`.
 */
export interface Expanded {
  /** The merged options the URL was expanded from. */
  readonly options: Cascaded;
  /** The full URL: template expanded and joined to `baseUrl`; no leftover parameters added yet. */
  readonly url: string;
  /** Names that are no parameters to place: the known options and the template's variables. Shared: never change it. */
  readonly placed: ReadonlySet<string>;
  /** `url` as made here, when it has no query or fragment: a query is appended unread. A changed `url` is read. */
  readonly queryFreeUrl?: string | undefined;
}

// Only a suspect expansion is checked, on the parts of the text sent: a value read twice could pass and send another path.
const dotSegmentChecked = (template: Template, rendered: Rendered): E.Either<EndpointError, string> =>
  rendered.dotSuspect ? pipe(renderedParts(rendered), dotSegmentCheck(template), E.map(() => rendered.text)) : E.right(rendered.text);

// A relative URL joins a checked baseUrl; an absolute one must parse alone, or a client fails far from the cause.
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

// A trailing "/" goes; a whole "/" is never join-ready, so the join gives it back ("https://api.github.com/").
const trailingSlashTrim = (url: string, slashEnded: boolean): string => (slashEnded ? url.slice(0, -1) : url);

// A join-ready template has none of the leading slashes a join trims: its expansion is appended unread.
const baseJoin = (baseUrl: string, compiled: UrlTemplate, url: string): string =>
  compiled.joinReady ? `${slashesTrimEnd(baseUrl)}/${url}` : urlJoin(baseUrl)(url);

const expand = (options: Cascaded, url: string, compiled: UrlTemplate): E.Either<EndpointError, Expanded> => {
  const { template, placedElsewhere, originCheck } = compiled;
  // Early returns, not a pipe: this runs on every call. Simple expressions ({org}, :org) are required (the incumbent
  // drops a missing one and sends another request); missing is RFC 6570's undefined, an empty list or map too; operator
  // expressions stay optional (RFC 6570). A missing one is reported first. A known option ({url}) is no variable.
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
 * Third stage: the URL template expanded (RFC 6570 level 4, `:name` placeholders in the path) and joined to
 * `baseUrl`. Fails with `MISSING_URL`, `MISSING_PARAMETER` (a simple variable), `INVALID_PARAMETER` (a value, or
 * dot segments from one) or `INVALID_URL_TEMPLATE`. Parameters the template did not consume go on to `paramPartition`.
 */
export const templateExpand = (options: Cascaded): E.Either<EndpointError, Expanded> => {
  const url = options.url;
  if (url === undefined) {
    return fail("MISSING_URL", 'no url: give a route such as "GET /orgs/{org}/repos", or options.url, or a url in the defaults');
  }
  const compiled = urlTemplateCached(url);
  return E.isLeft(compiled) ? compiled : expand(options, url, compiled.right);
};
