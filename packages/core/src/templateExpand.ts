import type { MergedOptions } from "@request-options/types";
import * as E from "fp-ts/Either";
import { chain } from "./chain";
import { pipe } from "fp-ts/function";
import { dotSegmentCheck } from "./dotSegmentCheck";
import { type EndpointError, fail } from "./EndpointError";
import { getOwn, hasOwn, setOwn } from "./ownRecord";
import { placeholderConvert } from "./placeholderConvert";
import { type Template, templateParseCached, templatePartsRender } from "./uriTemplate";
import { isAbsoluteUrl, urlJoin } from "./urlJoin";

/** What `templateExpand` hands to `paramPartition`. */
export interface Expanded {
  /** The merged options the URL was expanded from. */
  readonly options: MergedOptions;
  /** The full URL: template expanded and joined to `baseUrl`; no leftover parameters added yet. */
  readonly url: string;
  /**
   * The parameters still to place: every key of `options` other than the known options
   * (`method`, `baseUrl`, `url`, `headers`, `mediaType`, `request`, `data`) and the URL
   * template's variables. A fresh object, own keys only.
   */
  readonly parameters: Readonly<Record<string, unknown>>;
}

const knownOptions = new Set(["method", "baseUrl", "url", "headers", "mediaType", "request", "data"]);

const parametersOf = (options: MergedOptions): Record<string, unknown> => {
  const parameters: Record<string, unknown> = {};
  for (const key of Object.keys(options)) {
    if (!knownOptions.has(key) && options[key] !== undefined) setOwn(parameters, key, options[key]);
  }
  return parameters;
};

// Simple expressions ({org}, :org) are required: the incumbent drops a missing one and sends
// a different request. Operator expressions stay optional, as RFC 6570 says.
const requiredCheck =
  (url: string, parameters: Readonly<Record<string, unknown>>) =>
  (template: Template): E.Either<EndpointError, Template> => {
    for (const part of template.parts) {
      if (part.kind !== "expression" || part.operator !== "") continue;
      for (const { name } of part.variables) {
        const value = getOwn(parameters, name);
        if (value === undefined || value === null) {
          return fail("MISSING_PARAMETER", `missing parameter "${name}": the URL ${JSON.stringify(url)} needs a value for it`);
        }
      }
    }
    return E.right(template);
  };

// What a template reads, once per cached (frozen, shared) template: the names it consumes, and
// whether one of them is a known option (then the parameters are copied to hide it).
const templateNames = new WeakMap<Template, { readonly consumed: ReadonlySet<string>; readonly readsKnown: boolean }>();

const namesOf = (template: Template): { readonly consumed: ReadonlySet<string>; readonly readsKnown: boolean } => {
  const known = templateNames.get(template);
  if (known !== undefined) return known;
  const consumed = new Set(template.parts.flatMap((part) => (part.kind === "expression" ? part.variables.map((v) => v.name) : [])));
  const names = { consumed, readsKnown: [...consumed].some((name) => knownOptions.has(name)) };
  templateNames.set(template, names);
  return names;
};

// The parameters the template left: the options without the known ones, the consumed ones or
// undefined values. The one copy of them a call makes.
const remainingOf = (options: MergedOptions, consumed: ReadonlySet<string>): Record<string, unknown> => {
  const remaining: Record<string, unknown> = {};
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value !== undefined && !knownOptions.has(key) && !consumed.has(key)) setOwn(remaining, key, value);
  }
  return remaining;
};

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

// After expansion a trailing "/" goes, unless the whole URL is "/".
const trailingSlashTrim = (url: string): string => (url.length > 1 && url.endsWith("/") ? url.slice(0, -1) : url);

/**
 * Third stage: the URL template expanded (RFC 6570 level 4, `:name` placeholders in the
 * path), its simple variables required, dot segments from values refused, and the result
 * joined to `baseUrl`. The parameters the template did not consume go on to `paramPartition`.
 */
export const templateExpand = (options: MergedOptions): E.Either<EndpointError, Expanded> => {
  const url = hasOwn(options, "url") ? options.url : undefined;
  if (url === undefined) {
    return fail("MISSING_URL", 'no url: give a route such as "GET /orgs/{org}/repos", or options.url, or a url in the defaults');
  }
  return pipe(
    templateParseCached(placeholderConvert(url)),
    chain((template) => {
      const { consumed, readsKnown } = namesOf(template);
      // The variables are the parameters; the options serve uncopied unless that would show
      // the template a known option ({url}) that is no parameter.
      const variables: Readonly<Record<string, unknown>> = readsKnown ? parametersOf(options) : options;
      return pipe(
        requiredCheck(url, variables)(template),
        chain(templatePartsRender(variables)),
        chain(dotSegmentCheck(template)),
        E.map((rendered) => trailingSlashTrim(rendered.join(""))),
        chain(absoluteUrlCheck(url)),
        E.map((expanded) => ({ options, url: urlJoin(options.baseUrl)(expanded), parameters: remainingOf(options, consumed) })),
      );
    }),
  );
};
