import { invalid } from "./args";

// A multipart body as the command prints it. A Blob's bytes cannot be read synchronously, so only the JSON output
// shows a Blob part (described); curl and fetch code must hold every byte, so they take text parts only.

/** A part as JSON shows it: its text, or a Blob/File described (FormData names a Blob `blob`). */
export type PartShown = [name: string, value: string | { readonly filename: string; readonly type: string; readonly size: number }];

/** The parts of `form` in order, each `[name, text]` or `[name, { filename, type, size }]`. */
export const formDataShown = (form: FormData): PartShown[] => {
  const shown: PartShown[] = [];
  form.forEach((value, name) => shown.push([name, typeof value === "string" ? value : { filename: value.name, type: value.type, size: value.size }]));
  return shown;
};

/** The text parts of `form`, or INVALID_ARGUMENTS naming a file part `format` cannot write. */
export const formDataTexts = (form: FormData, format: string): Array<[string, string]> =>
  formDataShown(form).map(([name, value]) => {
    if (typeof value === "string") return [name, value];
    throw invalid(`--format ${format} writes text parts only: the part ${JSON.stringify(name)} is a file (${value.type || "no type"}, ${value.size} bytes); --format json describes it`);
  });

// fetch's FormData writes a line break of a part as CRLF and a name's `"`, CR and LF percent-encoded (HTML's
// multipart/form-data encoding); curl writes both as given, so the words carry the CRLF, and such names are refused.
const lineBreaks = /\r\n|\r|\n/g;

/** curl's words for the parts: `--form-string 'name=value'` each (curl reads no `@`, `<` or `;type=` in it). */
export const formDataCurl = (form: FormData, quote: (word: string) => string): string[] =>
  formDataTexts(form, "curl").flatMap(([name, value]) => {
    if (/[="\r\n]/.test(name)) throw invalid(`--format curl cannot write the part name ${JSON.stringify(name)}: curl ends a name at "=" and writes quotes and line breaks as fetch does not`);
    return ["--form-string", quote(`${name}=${value.replace(lineBreaks, "\r\n")}`)];
  });

/** Statements that build the FormData `body` of the fetch call. */
export const formDataFetch = (form: FormData): string =>
  ["const body = new FormData();", ...formDataTexts(form, "fetch").map(([name, value]) => `body.append(${JSON.stringify(name)}, ${JSON.stringify(value)});`)].join("\n");
