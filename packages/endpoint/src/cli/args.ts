import { parseArgs } from "node:util";
import { reasonOf } from "@request-options/core/internal";
import { PlainObject } from "@request-options/types";
import { EndpointError } from "../index";
import { nearestNames } from "../openapi/nearestNames";

/** How the request options are printed: JSON, one curl command, or a `fetch(url, init)` call. */
export type Format = "json" | "curl" | "fetch";
const formats: readonly string[] = ["json", "curl", "fetch"] satisfies Format[];

export const invalid = (message: string): EndpointError => new EndpointError("INVALID_ARGUMENTS", message);

// The key, its value, and whether it was given as text (key=value).
const parameter = (arg: string): [string, unknown, boolean] => {
  const equals = arg.indexOf("=");
  if (equals < 0) throw invalid(`expected key=value or key:=<json>, got ${JSON.stringify(arg)}`);
  const isJson = arg[equals - 1] === ":"; // at 0, arg[-1] is undefined
  const key = arg.slice(0, isJson ? equals - 1 : equals);
  const text = arg.slice(equals + 1);
  if (key === "") throw invalid(`a parameter needs a name, got ${JSON.stringify(arg)}`);
  if (!isJson) return [key, text, true];
  try {
    return [key, JSON.parse(text) as unknown, false];
  } catch (e) {
    throw invalid(`${key}:= needs a JSON value, got ${JSON.stringify(text)} (${reasonOf(e)})`);
  }
};

const header = (arg: string): [string, string] => {
  const colon = arg.indexOf(":");
  const name = colon < 0 ? "" : arg.slice(0, colon).trim();
  if (name === "") throw invalid(`a header is "name: value", got ${JSON.stringify(arg)}`);
  return [name, arg.slice(colon + 1).trim()];
};

/** `--openapi FILE`: the document's path (`-`: standard input), and whether its schemas are checked (`--no-check` turns them off). */
export type OpenApiSource = { readonly file: string; readonly check: boolean };

/**
 * argv past the script: help, version, the document whose operations `--list` prints, or what to print (`data` is
 * `--data`'s, unread; `openapi` the document the route is one of; `texts` the keys given as `key=value`); `INVALID_ARGUMENTS` (the route is checked where it is built).
 */
export const cliArgs = (argv: readonly string[]) => {
  const { values, headers: headerArgs, positionals } = parse(argv);
  if (values.help === true) return "help";
  if (values.version === true) return "version";
  const file = values.openapi;
  if (values.list === true) {
    if (file === undefined) throw invalid("--list prints the operations of an OpenAPI document: request-options --openapi FILE --list");
    const more = positionals.length > 0 || headerArgs.length > 0 || (["base-url", "data", "format", "curl", "no-check"] as const).some((flag) => values[flag] !== undefined);
    if (more) throw invalid("--list takes --openapi FILE and nothing else: no route, parameters, -H, --base-url, --data, --format, --curl or --no-check");
    return { kind: "list", file } as const;
  }
  if (file === undefined && values["no-check"] === true) throw invalid("--no-check turns off the checks of an OpenAPI document's schemas: it goes with --openapi FILE");
  if (file === "-" && values.data === "-") throw invalid("standard input is read once: --openapi - and --data - cannot both read it");
  const [route, ...parameters] = positionals;
  if (route === undefined) {
    throw invalid(
      file === undefined
        ? `a route is required: request-options [flags] "<METHOD> <URL>" [key=value ...]`
        : `a route is required: request-options --openapi FILE [flags] "<METHOD> <path>"|<operationId> [key=value ...], or --list`,
    );
  }
  // No prototype: `__proto__` is a parameter like any other, and Object.prototype is never read or set.
  const options: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  // The keys given last as key=value: with --openapi, their schemas may type them.
  const texts = new Set<string>();
  for (const arg of parameters) {
    const [key, value, isText] = parameter(arg);
    options[key] = value;
    if (isText) texts.add(key);
    else texts.delete(key);
  }
  const headers = headerArgs.map(header);
  if (headers.length > 0) options["headers"] = { ...(PlainObject.is(options["headers"]) ? options["headers"] : {}), ...Object.fromEntries(headers) };
  if (values["base-url"] !== undefined) options["baseUrl"] = values["base-url"];
  const format = values.format ?? (values.curl === true ? "curl" : "json");
  if (!formats.includes(format)) throw invalid(`--format must be json, curl or fetch, got ${JSON.stringify(format)}`);
  if (values.curl === true && format !== "curl") throw invalid(`--curl means --format curl, but --format ${format} was given too`);
  const openapi: OpenApiSource | undefined = file === undefined ? undefined : { file, check: values["no-check"] !== true };
  return { kind: "build", route, options, texts, data: values.data, format: format as Format, openapi } as const;
};

const flags = {
  header: { type: "string", short: "H", multiple: true },
  "base-url": { type: "string" },
  data: { type: "string" },
  format: { type: "string" },
  curl: { type: "boolean" },
  openapi: { type: "string" },
  list: { type: "boolean" },
  "no-check": { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean" },
} as const;
// A misspelt long flag gets the nearest; any one-letter flag is one edit from any other.
const longFlags = Object.keys(flags).map((name) => `--${name}`);

/** A flag the command does not take, or one given without its value or with a value it takes none of: the usage follows the message. */
export class UsageError extends EndpointError {
  constructor(message: string) {
    super("INVALID_ARGUMENTS", message);
  }
}

// The first flag of `args` that parseArgs refused, found again without strictness, in the command's own words.
const flagFault = (args: string[], refusal: string): string => {
  for (const token of parseArgs({ args, strict: false, allowPositionals: true, tokens: true, options: flags }).tokens) {
    if (token.kind !== "option") continue;
    const flag = Object.hasOwn(flags, token.name) ? flags[token.name as keyof typeof flags] : undefined;
    const { rawName, value } = token;
    if (flag === undefined) {
      const near = rawName.startsWith("--") ? nearestNames(rawName)(longFlags)[0] : undefined;
      return `unknown flag ${JSON.stringify(rawName)}; ${near === undefined ? 'a route or parameter that starts with "-" goes after --' : `did you mean ${near}?`}`;
    }
    if (flag.type === "boolean" && value !== undefined) return `${rawName} takes no value, got ${JSON.stringify(`${rawName}=${value}`)}`;
    if (flag.type === "string" && value === undefined) return `${rawName} needs a value`;
    if (flag.type === "string" && !token.inlineValue && value !== undefined && value.length > 1 && value.startsWith("-")) {
      return `the value of ${rawName} starts with "-", as a flag does: write --${token.name}=${value}`;
    }
  }
  return refusal;
};

const parseSlice = (args: string[]) => {
  try {
    return parseArgs({ args, strict: true, allowPositionals: true, tokens: true, options: flags });
  } catch (e) {
    throw new UsageError(flagFault(args, reasonOf(e)));
  }
};

// Whether parseArgs takes the next argument as `arg`'s value: an option that takes one, or a short group ending in H.
const takesNext = (arg: string): boolean =>
  ["--header", "--base-url", "--data", "--format", "--openapi"].includes(arg) || /^-(?!-)[^H]*H$/.test(arg);

// parseArgs `shift`s its copy of argv, quadratic in length: it gets slices of 1000 (one more keeps an option's value).
const parse = (argv: readonly string[]) => {
  // No prototype, as parseArgs' own: an absent flag reads `undefined`, never Object.prototype's.
  const values = Object.create(null) as Partial<Omit<ReturnType<typeof parseSlice>["values"], "header">>;
  const headers: string[] = [];
  const positionals: string[] = [];
  let start = 0;
  let taken = false; // whether argv[i] is the value of the option argv[i - 1]
  for (let i = 1; i <= argv.length; i += 1) {
    taken = !taken && takesNext(argv[i - 1] as string);
    if (i < argv.length && (taken || i - start < 1000)) continue;
    const slice = parseSlice(argv.slice(start, i));
    const { header: some = [], ...flags } = slice.values;
    Object.assign(values, flags);
    headers.push(...some);
    positionals.push(...slice.positionals);
    if (slice.tokens.some((token) => token.kind === "option-terminator")) {
      for (let rest = i; rest < argv.length; rest += 1) positionals.push(argv[rest] as string);
      break;
    }
    start = i;
  }
  return { values, headers, positionals };
};

/** The command's three forms: the head of --help, and what follows a UsageError. */
export const SYNOPSIS = `Usage: request-options [flags] "<METHOD> <URL>" [key=value ...]
       request-options --openapi <file> [flags] "<METHOD> <path>"|<operationId> [key=value ...]
       request-options --openapi <file> --list
`;

export const USAGE = `${SYNOPSIS}
Prints the request options of a route: as JSON, as one curl command, or as a fetch call.
With --openapi, the route is an operation of an OpenAPI 3.0/3.1 document (JSON or YAML),
built, serialized and checked as the document says.

Parameters:
  key=value              a string parameter
  key:=<json>            a JSON parameter (number, boolean, array, object, null)

Flags:
  -H, --header "name: value"   a header (repeatable)
  --base-url <url>             the base URL (default https://api.github.com; with
                               --openapi, the document's servers)
  --data <text|@file|->        a raw request body: the text itself, a file's contents
                               (@path), or standard input (-); read as UTF-8
  --format json|curl|fetch     the output (default json)
  --curl                       short for --format curl
  --openapi <file|->           an OpenAPI document: .json is JSON, .yaml or .yml YAML;
                               another name, or standard input (-): JSON if its first
                               non-blank character is {, else YAML
  --list                       with --openapi: print each operation on a line, as method,
                               path, operationId and summary, separated by tabs
  --no-check                   with --openapi: no schema checks, unknown keys allowed
  -h, --help                   this text
  --version                    the version

Run it: in a project that depends on @request-options/endpoint, npx request-options;
from a clone, pnpm exec request-options at its root (after install and build), or
node packages/endpoint/bin/request-options.cjs; from the registry alone,
npx -p @request-options/endpoint request-options (a bare npx request-options runs
another package).

Examples, run in a project that depends on the package or at the clone's root (the
document ships with the package):
  request-options "GET /orgs/{org}/repos" org=octokit type=private per_page:=100
  request-options --curl -H "authorization: token $TOKEN" "POST /repos/{owner}/{repo}/issues" \\
    owner=octokit repo=rest.js title="Found a bug"
  request-options --openapi node_modules/@request-options/endpoint/examples/petstore.yaml --list
  request-options --openapi node_modules/@request-options/endpoint/examples/petstore.yaml \\
    placeOrder petId=7 quantity=2 gift=true

Exit codes: 0 success, 2 bad input (request-options: <CODE>: <message>), 1 unexpected error.
`;
