/**
 * Adversarial inputs for the linear-time checks (DECISIONS.md, "Media types": every pattern
 * runs in linear time; 100 000-character adversarial inputs finish in milliseconds). Shared by
 * packages/core/test/linearTime.test.ts and packages/endpoint/test/linearTime.test.ts.
 *
 * Every builder takes a size `n` and returns exactly `n` characters: a string, or for the
 * object shapes a JSON text (the tests parse it). The timing (scaling.ts) builds each input
 * at `SMALL` and at `LARGE` = 10 × `SMALL` characters.
 */

/** The size the requirement names: 100 000 characters. */
export const LARGE = 100_000;
/** The size the timing compares `LARGE` with (scaling.ts: its default). */
export const SMALL = LARGE / 10;

/** `unit` repeated and cut to exactly `n` characters. */
export const repeatTo = (unit: string, n: number): string => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** A builder of `head`, then `unit` repeated, then `tail`: exactly `n` characters in all. */
export const framed =
  (head: string, unit: string, tail = "") =>
  (n: number): string =>
    head + repeatTo(unit, n - head.length - tail.length) + tail;

// The six shapes the requirement names.

/** `{{{{…`: an expression opened again and again, never closed. */
export const braces = (n: number): string => repeatTo("{", n);
/** `:ab:ab…`: placeholders (and prefix modifiers) back to back. */
export const colonRuns = (n: number): string => repeatTo(":ab", n);
/** `%%%%…`: percent signs never followed by two hexadecimal digits. */
export const percents = (n: number): string => repeatTo("%", n);
/** `-preview-preview…`: one run of name characters made of preview suffixes. */
export const previewRuns = (n: number): string => repeatTo("-preview", n);
/** `.a.a.a…`: dotted groups (vendor versions, formats, varname dots). */
export const dotRuns = (n: number): string => repeatTo(".a", n);
/** NUL NUL NUL…: a character no header value, method or token may hold. */
export const nuls = (n: number): string => repeatTo("\u0000", n);

/** The six named shapes as `[label, builder]` rows, for `it.each` tables. */
export const SHAPES: ReadonlyArray<readonly [string, (n: number) => string]> = [
  ["{{{{…", braces],
  [":ab:ab…", colonRuns],
  ["%%%%…", percents],
  ["-preview-preview…", previewRuns],
  [".a.a.a…", dotRuns],
  ["NUL NUL…", nuls],
];

// Shapes aimed at particular patterns.

/** `aaaa…`: one long run of word characters. */
export const letters = (n: number): string => repeatTo("a", n);
/** `aaaa…!`: a near miss; a quantified group matches all but the last character. */
export const nearMiss = (n: number): string => `${repeatTo("a", n - 1)}!`;
/** `////…` */
export const slashes = (n: number): string => repeatTo("/", n);
/** Spaces only. */
export const spaces = (n: number): string => repeatTo(" ", n);
/** `,,,,…` */
export const commas = (n: number): string => repeatTo(",", n);

/**
 * `{"a":{"a":…"xx…"…}}`: objects nested about n / 6 levels deep (far beyond the 256 levels
 * `.defaults()` allows), the innermost value a string that pads the text to n characters.
 */
export const nestedJson = (n: number): string => {
  const depth = Math.floor((n - 2) / 6);
  return `${'{"a":'.repeat(depth)}"${"x".repeat(n - 6 * depth - 2)}"${"}".repeat(depth)}`;
};

/**
 * `{"k000":"…","k001":"…",…,"z":"xx…"}`: an object of about n / width keys, each entry (key,
 * value, comma) `width` characters, its value `width` - 10 v's. The default, 10, gives 10 000
 * keys of empty strings for 100 000 characters. A width of 100 gives 1 000 keys: the hundreds
 * where V8 is slowest per key (see linearTime.test.ts, routeParse).
 */
export const wideJson = (n: number, width = 10): string => {
  const count = wideCount(n, width);
  const value = "v".repeat(width - 10);
  const keys = Array.from({ length: count }, (_, i) => `"k${i.toString(36).padStart(3, "0")}":"${value}",`).join("");
  return `{${keys}"z":"${"x".repeat(n - 8 - width * count)}"}`;
};

/** `["a","a",…,"xx…"]`: an array of about n / 4 one-letter strings, the last one 1 to 4 x's. */
export const arrayJson = (n: number): string => {
  const count = Math.floor((n - 5) / 4);
  return `[${'"a",'.repeat(count)}"${"x".repeat(n - 4 - 4 * count)}"]`;
};

/** How many keys `wideJson(n, width)` holds besides "z". */
export const wideCount = (n: number, width = 10): number => Math.floor((n - 8) / width);
/** The value of every key of `wideJson(n, width)` but "z". */
export const wideValue = (width = 10): string => "v".repeat(width - 10);
/** How many levels `nestedJson(n)` nests. */
export const nestedDepth = (n: number): number => Math.floor((n - 2) / 6);
/** How many "a" elements `arrayJson(n)` holds before its last. */
export const arrayCount = (n: number): number => Math.floor((n - 5) / 4);

/**
 * What RFC 3986 and RFC 9110 say of each shape, worked out by hand from the character sets:
 * `token` (tchar: `!#$%&'*+-.^_\`|~`, digits, letters), `format` (`[\w.+-]`), `preview`
 * (`[\w.-]`), `headerValue` (no CR, LF or NUL), `basePath` (printable ASCII but `"`, `#`, `?`, `\`).
 */
export const FACTS: Record<string, { token: boolean; format: boolean; preview: boolean; headerValue: boolean; basePath: boolean }> = {
  "{{{{…": { token: false, format: false, preview: false, headerValue: true, basePath: true },
  ":ab:ab…": { token: false, format: false, preview: false, headerValue: true, basePath: true },
  "%%%%…": { token: true, format: false, preview: false, headerValue: true, basePath: true },
  "-preview-preview…": { token: true, format: true, preview: true, headerValue: true, basePath: true },
  ".a.a.a…": { token: true, format: true, preview: true, headerValue: true, basePath: true },
  "NUL NUL…": { token: false, format: false, preview: false, headerValue: false, basePath: false },
};
export const facts = (label: string) => FACTS[label] as (typeof FACTS)[string];

/**
 * Percent-encoding by hand of the characters the shapes use: `encodeU` keeps only unreserved
 * characters (encodeURIComponent, RFC 6570 simple expansion), `encodeUR` keeps reserved ones too
 * (RFC 6570 `{+v}` and `{#v}`: `:` stays). Letters, `-` and `.` are unreserved.
 */
export const ENCODED: Record<string, string> = { "{": "%7B", ":": "%3A", "%": "%25", "\u0000": "%00" };
export const encodeU = (text: string): string => text.replace(/[{:%\u0000]/g, (c) => ENCODED[c] as string);

/** A list claiming the largest length an array can have, holding "x" at 3 and "y" at 4 000 000 000. */
export const claimsHugeLength = (): unknown[] => {
  const list: unknown[] = new Array<unknown>(2 ** 32 - 1);
  list[3] = "x";
  list[4_000_000_000] = "y";
  return list;
};
