import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { parseAst } from "rollup/parseAst";

// The CDN file (package.json's jsdelivr and unpkg): one self-contained, minified ES module
// with a source map, within its size ceiling. Runs after the build.
const packageDir = resolve(__dirname, "../../endpoint");
const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as Record<string, unknown>;
const file = join(packageDir, String(pkg.jsdelivr));
const code = readFileSync(file, "utf8");

/**
 * The most the gzip file may weigh (level 9). The budget is 10 KiB, which this build
 * does not meet yet (docs/distribution.md, "Size"): the ceiling stops it growing unnoticed.
 * It was 13 KiB; the first speed work (fast paths beside the general ones) cost 0.43 KiB, the
 * second (compiled routes and URL templates, the flat cascade) 0.8 KiB, for a call about twice
 * as fast, and the third (the Cascaded boundary, compiled URL facts, direct query and list
 * building) 0.99 KiB, for a call 2.7 times as fast again. It went down to 15 KiB when io-ts's
 * classes were marked pure, up to 15.5 KiB for the sixth session's correctness fixes
 * (toFetch checking what it sends, lists that claim a huge length, nested lists in the query,
 * eager url checks, and what three more reviews found in them: 0.7 KiB after 0.3 KiB of
 * folding and trimming), and down to 14.25 KiB when the file was built for size, without the
 * speed-only paths (`__FAST_PATHS__`, rollup.config.mjs): 13.95 KiB with that session's fixes.
 * The eighth session made one path of each stage, the same code in the packages and here (no
 * build switch): 15.47 KiB, the flat cascade and the general merge one merge. The ninth
 * session's checks at the edges (toFetch, plainCopy, the base URL kept once checked): 15.74 KiB.
 * The tenth session's shared sets of placed names, paid for by reading a template's first
 * literal once and one valueKind: 15.73 KiB. The eleventh session deleted copies (routeParse's
 * second, keyed record; dotSegmentCheck's pre-test; list encodings kept for problems no one
 * reads again; one copy of rules written two or three times): 15.51 KiB. The twelfth session's
 * .defaults() work and conditions no input could change: 15.40 KiB. The fourteenth deleted
 * shortcuts whose general path gave the same answer: 15.07 KiB, and the ceiling came down.
 * The nineteenth checked the defaults given to the core where they are planned (hand-made ones
 * threw TypeErrors, or lent results what a polluted Object.prototype held), their media type
 * read once and frozen as checked, request and data read once for .defaults(), which copies what
 * of theirs it keeps unless frozen, a frozen media type kept whole only when a snapshot reads it
 * all: 15.63 KiB.
 */
// Not the budget (10 KiB, not met: docs/distribution.md): a stop on unnoticed growth.
const CEILING = 15.7 * 1024;

describe("the CDN file", () => {
  test("jsdelivr and unpkg name the same file, which the tarball ships", () => {
    expect(pkg.jsdelivr).toBe("./dist/endpoint.min.mjs");
    expect(pkg.unpkg).toBe(pkg.jsdelivr);
    expect(pkg.files).toContain("dist");
  });

  test("is one ES module with no import at all, exporting the package's API", () => {
    const program = parseAst(code);
    const kinds = new Set(program.body.map((node) => node.type));
    expect(kinds.has("ImportDeclaration")).toBe(false);
    expect(code).not.toMatch(/\bimport\s*\(/);
    expect(code).not.toMatch(/\brequire\s*\(/);
    const exported = program.body
      .filter((node) => node.type === "ExportNamedDeclaration")
      .flatMap((node) => (node.type === "ExportNamedDeclaration" ? node.specifiers : []))
      .map((specifier) => (specifier.exported.type === "Identifier" ? specifier.exported.name : specifier.exported.value))
      .sort();
    expect(exported).toEqual(["EndpointError", "VERSION", "endpoint", "toFetch"]);
  });

  test("is minified and reads nothing from Node (process, Buffer, global)", () => {
    expect(code.split("\n").length).toBeLessThanOrEqual(3);
    expect(code).not.toMatch(/\b(process|Buffer|global)\./);
  });

  test("is the packages' code, minified: the build-time constant replaced, no path left out", () => {
    expect(code).not.toMatch(/__ENDPOINT_VERSION__/);
    // paramPartition's content type sits on the per-call path of the packages and of this file alike.
    expect(code).toContain('"application/json; charset=utf-8"');
    expect(readFileSync(join(packageDir, "../core/dist/index.module.mjs"), "utf8")).toContain('"application/json; charset=utf-8"');
  });

  test("keeps the error class's name", () => {
    expect(code).toMatch(/class EndpointError\b/);
  });

  test("points to its source map, which holds the sources", () => {
    expect(code.trimEnd().endsWith("//# sourceMappingURL=endpoint.min.mjs.map")).toBe(true);
    const map = JSON.parse(readFileSync(`${file}.map`, "utf8")) as { sources: string[]; sourcesContent: string[] };
    // Built from the TypeScript sources, not from the packages' dist files.
    expect(map.sources).toEqual(expect.arrayContaining(["../src/toFetch.ts", "../../core/src/stages/routeParse.ts", "../../types/src/Headers.ts"]));
    expect(map.sources.filter((source) => source.includes("/dist/") && !source.includes("/node_modules/"))).toEqual([]);
    // Resolved as a bundler does (the module condition): fp-ts and io-ts as ES modules.
    expect(map.sources.filter((source) => /\/(fp-ts|io-ts)\/lib\//.test(source))).toEqual([]);
    expect(map.sources.some((source) => source.includes("/fp-ts/es6/"))).toBe(true);
    expect(map.sources.some((source) => source.includes("/io-ts/es6/"))).toBe(true);
    expect(map.sourcesContent).toHaveLength(map.sources.length);
  });

  // The build marks io-ts's class IIFEs and singletons as pure (rollup.config.mjs): an upgrade
  // that renames what those marks match brings every class back.
  test("holds only the io-ts classes the codecs use", () => {
    const tags = [...code.matchAll(/_tag="(\w+)"/g)].map(([, tag]) => tag).sort();
    expect(tags).toEqual([
      "AnyArrayType",
      "AnyDictionaryType",
      "ArrayType",
      "InterfaceType",
      "IntersectionType",
      "PartialType",
      "RefinementType",
      "StringType",
      "UnknownType",
    ]);
  });

  test(`gzips to at most ${(CEILING / 1024).toFixed(1)} KiB (the figure is printed)`, () => {
    const gzip = gzipSync(code, { level: 9 }).length;
    console.log(`endpoint.min.mjs: ${(code.length / 1024).toFixed(2)} KiB minified, ${(gzip / 1024).toFixed(2)} KiB gzip`);
    expect(gzip).toBeLessThanOrEqual(CEILING);
  });
});
