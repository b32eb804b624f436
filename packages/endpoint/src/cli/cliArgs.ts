import { EndpointError, getOwn, setOwn } from "@request-options/core";
import { PlainObject } from "@request-options/types";
import * as E from "fp-ts/Either";
import { parseArgs } from "node:util";

/** How the options are printed: JSON, one curl command, or a `fetch(url, init)` snippet. */
export type OutputFormat = "json" | "curl" | "fetch";

const formats: readonly OutputFormat[] = ["json", "curl", "fetch"];

/** Where `--data` takes the body from: the argument itself, a file (`@path`) or stdin (`-`). */
export type DataSource = { readonly kind: "text"; readonly text: string } | { readonly kind: "file"; readonly path: string } | { readonly kind: "stdin" };

/** What the command line asks for: request options of a route, the usage text, or the version. */
export type CliCommand =
  | { readonly route: string; readonly options: Record<string, unknown>; readonly data: DataSource | undefined; readonly format: OutputFormat }
  | { readonly help: true }
  | { readonly version: true };

/** `--data`'s argument: `-` is stdin, `@path` a file (as curl reads them), anything else the body itself. */
export const dataSource = (arg: string): DataSource =>
  arg === "-" ? { kind: "stdin" } : arg.startsWith("@") ? { kind: "file", path: arg.slice(1) } : { kind: "text", text: arg };

const invalid = (message: string): E.Either<EndpointError, never> =>
  E.left(new EndpointError("INVALID_ARGUMENTS", message));

/** `key=value` (a string) or `key:=<json>` (any JSON value), as a `[key, value]` pair. */
export const parameterParse = (arg: string): E.Either<EndpointError, readonly [string, unknown]> => {
  const equals = arg.indexOf("=");
  if (equals < 0) return invalid(`expected key=value or key:=<json>, got ${JSON.stringify(arg)}`);
  // (At 0, arg[-1] is undefined: no ":" before the "=".)
  const isJson = arg[equals - 1] === ":";
  const key = arg.slice(0, isJson ? equals - 1 : equals);
  const text = arg.slice(equals + 1);
  if (key === "") return invalid(`a parameter needs a name, got ${JSON.stringify(arg)}`);
  if (!isJson) return E.right([key, text]);
  return E.tryCatch(
    () => [key, JSON.parse(text) as unknown] as const,
    (e) =>
      new EndpointError(
        "INVALID_ARGUMENTS",
        `${key}:= needs a JSON value, got ${JSON.stringify(text)} (${e instanceof Error ? e.message : String(e)})`,
      ),
  );
};

/** `"name: value"` as a `[name, value]` pair; surrounding white space is trimmed. */
export const headerParse = (arg: string): E.Either<EndpointError, readonly [string, string]> => {
  const colon = arg.indexOf(":");
  const name = colon < 0 ? "" : arg.slice(0, colon).trim();
  if (name === "") return invalid(`a header is "name: value", got ${JSON.stringify(arg)}`);
  return E.right([name, arg.slice(colon + 1).trim()]);
};

const traverse = <A>(items: readonly string[], f: (item: string) => E.Either<EndpointError, A>): E.Either<EndpointError, A[]> => {
  const results: A[] = [];
  for (const item of items) {
    const result = f(item);
    if (E.isLeft(result)) return result;
    results.push(result.right);
  }
  return E.right(results);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => PlainObject.is(value);

/**
 * The command line (without `node` and the script) as a `CliCommand`. Pure: no I/O, never
 * throws. Argument problems are `INVALID_ARGUMENTS`; the route itself is checked by `endpoint`.
 */
export const cliArgs = (argv: readonly string[]): E.Either<EndpointError, CliCommand> => {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (e) {
    return invalid(e instanceof Error ? e.message : String(e));
  }
  const { values, positionals } = parsed;
  if (values.help) return E.right({ help: true });
  if (values.version) return E.right({ version: true });
  const [route, ...parameters] = positionals;
  if (route === undefined) return invalid(`a route is required: request-options [flags] "<METHOD> <URL>" [key=value ...]`);
  const params = traverse(parameters, parameterParse);
  if (E.isLeft(params)) return params;
  const headers = traverse(values.header ?? [], headerParse);
  if (E.isLeft(headers)) return headers;

  // Object.fromEntries defines own data keys, so a `__proto__` parameter stays a parameter; so does setOwn, whatever
  // Object.prototype holds under `headers` or `baseUrl`.
  const options: Record<string, unknown> = Object.fromEntries(params.right);
  if (headers.right.length > 0) {
    // -H headers go over a `headers:={...}` parameter.
    const given = getOwn(options, "headers");
    setOwn(options, "headers", Object.fromEntries([...(isPlainObject(given) ? Object.entries(given) : []), ...headers.right]));
  }
  if (values["base-url"] !== undefined) setOwn(options, "baseUrl", values["base-url"]);
  const format = values.curl === true && values.format === undefined ? "curl" : (values.format ?? "json");
  if (!formats.includes(format as OutputFormat)) return invalid(`--format must be json, curl or fetch, got ${JSON.stringify(format)}`);
  if (values.curl === true && format !== "curl") return invalid(`--curl means --format curl, but --format ${format} was given too`);
  // `data` always an own key, so reading it never reaches a polluted Object.prototype.
  return E.right({ route, options, data: values.data === undefined ? undefined : dataSource(values.data), format: format as OutputFormat });
};

const parseSlice = (args: string[]) =>
  parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    tokens: true,
    options: {
      header: { type: "string", short: "H", multiple: true },
      "base-url": { type: "string" },
      data: { type: "string" },
      format: { type: "string" },
      curl: { type: "boolean" },
      help: { type: "boolean", short: "h" },
      version: { type: "boolean" },
    },
  });

type Flags = Partial<ReturnType<typeof parseSlice>["values"]>;

/**
 * Whether parseArgs, reading `arg` as an option, takes the next argument as its value: a lone
 * `--header`, `--base-url`, `--data` or `--format`, or `-H` alone or ending a group of short flags (`-hH`).
 */
const takesNext = (arg: string): boolean =>
  arg === "--header" ||
  arg === "--base-url" ||
  arg === "--data" ||
  arg === "--format" ||
  (arg.startsWith("-") && !arg.startsWith("--") && arg.indexOf("H") === arg.length - 1);

/** At most this many arguments (one more when an option takes the next) go to one parseArgs call. */
const SLICE = 1000;

/**
 * Node's parseArgs, over argv in slices. It takes its copy of argv apart with
 * `Array.prototype.shift`, which moves the whole rest of a large array each time (V8 cannot trim
 * one in place): quadratic in the number of arguments. A slice never separates an option from
 * its value; the slices' results are joined in order (`-H` values collected, other flags as the
 * last slice that sets them says), and after a `--` every argument left is a positional.
 */
const parse = (argv: readonly string[]): { values: Flags; positionals: string[] } => {
  // No prototype, as parseArgs' own: an absent flag reads `undefined`, never a polluted Object.prototype's value.
  const values: Flags = Object.create(null) as Flags;
  const header: string[] = [];
  const positionals: string[] = [];
  let start = 0;
  let taken = false; // whether argv[i] is the value of the option argv[i - 1]
  for (let i = 1; i <= argv.length; i += 1) {
    taken = !taken && takesNext(argv[i - 1] as string);
    if (i < argv.length && (taken || i - start < SLICE)) continue;
    const slice = parseSlice(argv.slice(start, i));
    const { header: some, ...flags } = slice.values;
    Object.assign(values, flags);
    for (const value of some ?? []) header.push(value);
    for (const positional of slice.positionals) positionals.push(positional);
    if (slice.tokens.some((token) => token.kind === "option-terminator")) {
      for (let rest = i; rest < argv.length; rest += 1) positionals.push(argv[rest] as string);
      break;
    }
    start = i;
  }
  if (header.length > 0) values.header = header;
  return { values, positionals };
};

export const USAGE = `Usage: request-options [flags] "<METHOD> <URL>" [key=value ...]

Prints the request options of a route: as JSON, as one curl command, or as a fetch call.

Parameters:
  key=value              a string parameter
  key:=<json>            a JSON parameter (number, boolean, array, object, null)

Flags:
  -H, --header "name: value"   a header (repeatable)
  --base-url <url>             the base URL (default https://api.github.com)
  --data <text|@file|->        a raw request body: the text itself, a file's contents
                               (@path), or standard input (-); read as UTF-8
  --format json|curl|fetch     the output (default json)
  --curl                       short for --format curl
  -h, --help                   this text
  --version                    the version

Examples:
  request-options "GET /orgs/{org}/repos" org=octokit type=private per_page:=100
  request-options --curl -H "authorization: token $TOKEN" "POST /repos/{owner}/{repo}/issues" \\
    owner=octokit repo=rest.js title="Found a bug"

Exit codes: 0 success, 2 bad input (request-options: <CODE>: <message>), 1 unexpected error.
`;
