import { existsSync, readdirSync, readFileSync } from "node:fs";
import * as path from "node:path";

/** The repository's root. */
export const repo = path.resolve(__dirname, "../..");

/** Each package's README, found by listing packages/, so that a new package's is included. */
export const packageReadmes = readdirSync(path.join(repo, "packages"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(repo, "packages", entry.name, "README.md")))
  .map((entry) => `packages/${entry.name}/README.md`);

/** Every page of docs/. */
export const docsPages = readdirSync(path.join(repo, "docs"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `docs/${name}`);

/** The pages whose samples run: the README, the packages' READMEs and every page of docs/. */
export const pages = ["README.md", ...packageReadmes, ...docsPages];

/** One fenced code block: its language, its flags (`throws=CODE`, `types`, `output`), its text and where it is. */
export interface Sample {
  readonly page: string;
  readonly line: number;
  readonly lang: string;
  readonly flags: Readonly<Record<string, string>>;
  readonly code: string;
  /** The block after this one on the page, if any (a command's JSON output follows it). */
  readonly next?: Sample;
}

const fence = /^```(\S*)(.*)$/;

/** The fenced blocks of a Markdown page, in order. */
export const samplesOf = (page: string): Sample[] => {
  const lines = readFileSync(path.join(repo, page), "utf8").split("\n");
  const found: Omit<Sample, "next">[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = fence.exec(lines[i] ?? "");
    if (open === null) continue;
    const start = i;
    const body: string[] = [];
    for (i += 1; i < lines.length && !/^```\s*$/.test(lines[i] ?? ""); i++) body.push(lines[i] ?? "");
    const flags = Object.fromEntries(
      (open[2] ?? "")
        .trim()
        .split(/\s+/)
        .filter((word) => word !== "")
        .map((word) => {
          const [key = "", value = "true"] = word.split("=");
          return [key, value];
        }),
    );
    found.push({ page, line: start + 1, lang: open[1] ?? "", flags, code: `${body.join("\n")}\n` });
  }
  return found.map((sample, i) => ({ ...sample, ...(found[i + 1] === undefined ? {} : { next: found[i + 1] }) }));
};

/**
 * A line's runs of the request-options program, at its start or after a pipe: by its name, as
 * a clone runs it (`node packages/endpoint/bin/request-options.cjs`), or as npx runs it from a
 * registry (`npx -p @request-options/endpoint request-options`).
 */
export const commandRun = /(^|\|\s*)(?:node packages\/endpoint\/bin\/request-options\.cjs|npx -p @request-options\/endpoint request-options|request-options) /g;

/** Whether a block is a command of the request-options program: every line runs it. */
export const isCommand = (sample: Sample): boolean =>
  sample.lang === "sh" && sample.code.trim() !== "" && sample.code.trim().split("\n").every((line) => new RegExp(commandRun.source).test(line));
