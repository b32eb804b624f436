/**
 * The `request-options` command as a function: argv in; stdout, stderr and an exit code out.
 * @module @request-options/endpoint/cli
 */
import { endpoint, EndpointError, type RequestOptions, toFetch, VERSION } from "../index";
import { fromOpenApi } from "../openapi";
import { reasonOf } from "@request-options/core/internal";
import { cliArgs, type Format, invalid, SYNOPSIS, USAGE, UsageError } from "./args";
import { keyTypes, textsTyped } from "./keyTypes";
import { formDataCurl, formDataFetch, formDataShown } from "./formDataPrint";
import { documentLoad, operationList } from "./openapi";

/** Reads a `--data` or `--openapi` file or, for `undefined`, standard input, as UTF-8 text. */
export type DataRead = (path: string | undefined) => string;

// A POSIX shell word: single-quoted, each `'` closed, escaped and reopened.
const shellQuote = (word: string): string => `'${word.replaceAll("'", `'\\''`)}'`;

const outputs: Readonly<Record<Format, (options: RequestOptions) => string>> = {
  // A multipart body (a FormData, which JSON writes as `{}`) as its parts.
  json: (options) => JSON.stringify(options, (_key, value: unknown) => (value instanceof FormData ? formDataShown(value) : value), 2),
  // Exactly toFetch(options)'s request, no header of curl's own (docs/command.md, "curl", says why each flag); --head:
  // with -X HEAD curl waits for a body; --data-raw: `@` is no file. A string body without a type gets none, not fetch's.
  curl: (options) => {
    const [url, init] = toFetch(options);
    const headers = init.headers as Record<string, string>;
    const words = ["curl", "--globoff", "--path-as-is", ...(init.method === "HEAD" ? ["--head"] : ["-X", shellQuote(init.method as string)]), shellQuote(url)];
    for (const [name, value] of Object.entries(headers)) words.push("-H", shellQuote(value === "" ? `${name};` : `${name}: ${value}`));
    if (typeof init.body === "string") {
      if (!Object.hasOwn(headers, "content-type")) words.push("-H", shellQuote("content-type:"));
      words.push("--data-raw", shellQuote(init.body));
    }
    // curl writes the multipart/form-data content-type and its boundary itself, as fetch does.
    if (init.body instanceof FormData) words.push(...formDataCurl(init.body, shellQuote));
    return words.join(" ");
  },
  fetch: (options) => {
    const [url, init] = toFetch(options);
    if (!(init.body instanceof FormData)) return `const response = await fetch(${[url, init].map((arg) => JSON.stringify(arg, null, 2)).join(", ")});`;
    // The FormData built first, then passed as `body` (JSON would write it as `{}`).
    const { body, ...rest } = init;
    return `${formDataFetch(body)}\nconst response = await fetch(${JSON.stringify(url)}, ${JSON.stringify(rest, null, 2).replace(/\n}$/, ",\n  body\n}")});`;
  },
};

const dataText = (arg: string, read: DataRead): string => {
  if (arg !== "-" && !arg.startsWith("@")) return arg;
  const path = arg === "-" ? undefined : arg.slice(1);
  try {
    return read(path);
  } catch (e) {
    throw invalid(`cannot read ${path === undefined ? "standard input" : `the --data file ${JSON.stringify(path)}`}: ${reasonOf(e)}`);
  }
};

// Each run of white space holding a line break becomes one space. Not /\s*[\r\n]+\s*/g: quadratic on a long run.
const oneLine = (text: string): string => text.replace(/\s+/g, (run) => (/[\r\n]/.test(run) ? " " : run)).trim();

/** The command, its I/O passed in: exit code 0 on success, 2 on bad input or an `EndpointError` (a flag's, the usage after it), 1 otherwise. */
export const main = (argv: readonly string[], out: (s: string) => void, err: (s: string) => void, read: DataRead): number => {
  try {
    const command = cliArgs(argv);
    if (command === "help") out(USAGE);
    else if (command === "version") out(`${VERSION}\n`);
    // By `kind`, an own key: a key the command may lack would be read from Object.prototype.
    else if (command.kind === "list") out(operationList(documentLoad(command.file, read)));
    else {
      const { route, texts, data, format, openapi } = command;
      let { options } = command;
      let build: (route: string, options: Record<string, unknown>) => RequestOptions = endpoint;
      if (openapi !== undefined) {
        const document = documentLoad(openapi.file, read);
        // fromOpenApi checks what it is given: a parsed file that is no object is its INVALID_DOCUMENT.
        build = fromOpenApi(document as object, { check: openapi.check });
        options = textsTyped(keyTypes(document, route), texts)(options);
      }
      if (data !== undefined) options["data"] = dataText(data, read);
      out(`${outputs[format](build(route, options))}\n`);
    }
    return 0;
  } catch (e) {
    const coded = e instanceof EndpointError;
    err(`request-options: ${coded ? `${e.code}: ` : ""}${oneLine(reasonOf(e))}\n`);
    if (e instanceof UsageError) err(`${SYNOPSIS}request-options --help lists the flags.\n`);
    return coded ? 2 : 1;
  }
};
