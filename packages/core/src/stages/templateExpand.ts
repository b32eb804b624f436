import * as E from "fp-ts/Either";
import { knownOptions, own } from "../boundary";
import { type EndpointError, fail } from "../EndpointError";
import { type Expression, type Template, templateParse } from "../template/parse";
import { templateRender } from "../template/render";
import type { Merged } from "./defaultsCascade";

/** What `templateExpand` hands to `paramPartition`: the URL (no query yet) and the names placed, known options too. */
export type Expanded = { readonly options: Merged; readonly url: string; readonly placed: ReadonlySet<string> };

const origin = /^https?:\/\/[^/?#]*/i;
// Path pieces: "{?", "{&", "{#", "?" or "#" ends the path; another expression is kept whole; ":name" is a placeholder.
const pathPieces = /\{[?&#][\s\S]*|[?#][\s\S]*|\{[^}]*\}?|:([A-Za-z_]\w*)/g;
// A literal origin closed by /, ? or #, with the slashes WHATWG skips after `https://` (`https:///x` is host `x`).
const literalOrigin = /^https?:\/\/\/*(?!\/)[^/?#]*[/?#]/i;

// `:name` as `{name}` in the path only, not `:8443`, `user:pass@`, `?q=is:open` or in `{}` (docs/decisions.md, "URL").
const placeholdersConvert = (url: string): string => {
  if (!url.includes(":")) return url;
  const start = origin.exec(url)?.[0].length ?? 0;
  return url.slice(0, start) + url.slice(start).replace(pathPieces, (piece, name: string | undefined) => (name === undefined ? piece : `{${name}}`));
};

const parses = (url: string): boolean => {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
};

// `relative`: the url starts with `/` and is joined to `baseUrl`. `originCheck`: an expansion may decide an absolute URL's origin (no
// leading `/`, no literal origin), so each is parsed. `originBroken`: its literal text alone is an absolute URL that cannot parse.
const compile = (template: Template) => {
  const first = template.parts[0];
  const lead = first?.kind === "literal" ? first.text : "";
  const relative = lead.startsWith("/");
  const literal = literalOrigin.exec(lead)?.[0];
  const placed = new Set(knownOptions);
  for (const part of template.parts) if (part.kind === "expression") for (const { name } of part.variables) placed.add(name);
  const whole = template.parts.length === 1 ? lead.replace(/\/$/, "") : undefined;
  const broken = literal !== undefined ? !parses(literal) : whole !== undefined && /^https?:\/\//i.test(whole) && !parses(whole);
  return { template, placed, relative, originCheck: !relative && (literal === undefined || broken), originBroken: !relative && broken };
};

type UrlPlan = ReturnType<typeof compile>;
// The url-plan cache: each url compiled once; bounded, as urls may come from input; successes only, so bad ones never evict good ones.
const plans = new Map<string, E.Right<UrlPlan>>();

const planOf = (url: string): E.Either<EndpointError, UrlPlan> => {
  const known = plans.get(url);
  if (known !== undefined) return known;
  const parsed = templateParse(placeholdersConvert(url));
  if (E.isLeft(parsed)) return parsed;
  const compiled = E.right(compile(parsed.right)) as E.Right<UrlPlan>;
  if (plans.size >= 1000) plans.clear();
  plans.set(url, compiled);
  return compiled;
};

/** `.defaults()`' check of a url new over `defaults`: a template that does not parse, or an absolute URL no value can mend. */
export const urlChecked = (defaults: { readonly url?: string | undefined }) => (merged: Merged): E.Either<EndpointError, Merged> => {
  const { url } = merged;
  if (url === undefined || url === defaults.url) return E.right(merged);
  const plan = planOf(url);
  if (E.isLeft(plan)) return plan;
  return plan.right.originBroken ? fail("INVALID_URL_TEMPLATE", `the URL ${JSON.stringify(url)} is an absolute URL that does not parse, whatever its values`) : E.right(merged);
};

// "." or ".." once %2E (any case) is decoded: what URL normalisation would collapse.
const dotSegment = /^(?:\.|%2e){1,2}$/i;

const dotFail = (from: string, segment: string): E.Either<EndpointError, never> =>
  fail("INVALID_PARAMETER", `parameter "${from}" expands to the path segment "${segment}": a dot segment would change the request's path`);

// An expansion that could make a dot segment starts with `.` or `%` (`%2E`) or holds `/.` or `/%` (a simple one encodes `/`).
const isSuspect = ({ operator }: Expression, piece: string): boolean =>
  piece.charCodeAt(0) === 46 || piece.charCodeAt(0) === 37 || (operator !== "" && (piece.includes("/.") || piece.includes("/%")));
const anySuspect = ({ parts }: Template, rendered: readonly string[]): boolean => parts.some((part, p) => part.kind === "expression" && isSuspect(part, rendered[p] ?? ""));

/**
 * A value making a path segment `.` or `..` is refused (docs/decisions.md, "URL"); the path ends at the expanded URL's
 * first `?` or `#`, whoever wrote it (a `{?q}` that expands to nothing ends nothing).
 * `rendered` holds each part's output (split only when one is suspect); the fault names the variables of the last
 * expression that wrote into the segment.
 */
export const dotSegmentCheck = (template: Template, rendered: readonly string[]): E.Either<EndpointError, never> | undefined => {
  if (!anySuspect(template, rendered)) return undefined;
  let segment = "";
  let from: string | undefined;
  for (let p = 0; p < template.parts.length; p++) {
    const part = template.parts[p] as Template["parts"][number];
    const names = part.kind === "expression" ? part.variables.map((v) => v.name).join(",") : undefined;
    const [path = "", ...after] = (rendered[p] ?? "").split(/[?#]/);
    const [head = "", ...rest] = path.split("/");
    segment += head;
    if (head !== "" && names !== undefined) from = names;
    for (const piece of rest) {
      if (from !== undefined && dotSegment.test(segment)) return dotFail(from, segment);
      segment = piece;
      from = piece === "" ? undefined : names;
    }
    if (after.length > 0) break;
  }
  return from !== undefined && dotSegment.test(segment) ? dotFail(from, segment) : undefined;
};

/** `base` and `path` with exactly one `/` between them (loops: `/\/+$/` backtracks on a long run of slashes). */
export const baseUrlJoin = (base: string, path: string): string => {
  let end = base.length;
  while (base.charCodeAt(end - 1) === 47) end--;
  let start = 0;
  while (path.charCodeAt(start) === 47) start++;
  return `${base.slice(0, end)}/${path.slice(start)}`;
};

/** Third stage: the url template expanded (RFC 6570 level 4, `:name` in the path) and joined to `baseUrl`. */
export const templateExpand = (options: Merged): E.Either<EndpointError, Expanded> => {
  const { url } = options;
  if (url === undefined) return fail("MISSING_URL", 'no url: give a route such as "GET /orgs/{org}/repos", or options.url, or a url in the defaults');
  const planned = planOf(url);
  if (E.isLeft(planned)) return planned;
  const { template, placed, originCheck, relative } = planned.right;
  // A known option ({url}) is no variable; a parameter is an own key.
  const read = (name: string): unknown => (knownOptions.has(name) ? undefined : own(options.parameters, name));
  // The parts of the one render that is sent: a value read twice could pass the check and send another path.
  const parts: string[] = [];
  const rendered = templateRender(template, read, parts);
  if (rendered.missing !== undefined) {
    return fail("MISSING_PARAMETER", `missing parameter "${rendered.missing}": the URL ${JSON.stringify(url)} needs a value for it`);
  }
  if (rendered.failure !== undefined) return E.left(rendered.failure);
  const dotted = anySuspect(template, parts) ? dotSegmentCheck(template, parts) : undefined;
  if (dotted !== undefined) return dotted;
  let expanded = rendered.text;
  if (expanded.length > 1 && expanded.charCodeAt(expanded.length - 1) === 47) expanded = expanded.slice(0, -1);
  const absolute = !relative && /^https?:\/\//i.test(expanded);
  if (absolute && originCheck && !parses(expanded)) {
    return fail("INVALID_URL_TEMPLATE", `the URL ${JSON.stringify(url)} expands to ${JSON.stringify(expanded)}, which is not a valid absolute URL`);
  }
  return E.right({ options, url: absolute ? expanded : baseUrlJoin(options.baseUrl, expanded), placed });
};
