import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import { readFileSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { dts } from "rollup-plugin-dts";

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
// The user-agent's version is read here, once, from the endpoint package (DECISIONS.md, Names).
const endpointVersion = readJson("./packages/endpoint/package.json").version;
const versionReplace = () => replace({ preventAssignment: true, values: { __ENDPOINT_VERSION__: JSON.stringify(endpointVersion) } });

// fp-ts has no exports map, so every output names the file itself: Node's ESM loader refuses its
// directory entries (fp-ts/Either). Node gets the CommonJS `lib/`, which both of its loaders
// take; bundlers get the ES module build `es6/`, which they tree-shake.
const fpTsFiles = (build) => (id) => (/^fp-ts\/(?!lib\/|es6\/)/.test(id) ? `fp-ts/${build}/${id.slice(6)}.js` : id);

const esModuleInterop = (id) => (/^(fp-ts|io-ts)(\/|$)/.test(id ?? "") ? "esModule" : "default");

// Dependencies stay imports (deep imports such as fp-ts/Either included).
const externalOf = (name) => {
  const dependencies = Object.keys(readJson(`./packages/${name}/package.json`).dependencies ?? {});
  return (id) => id.startsWith("node:") || dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));
};

// A package's entries besides `index` (`@request-options/core/internal`). `index` re-exports from them, and its
// built files import theirs (`./internal.cjs`), so a process that loads both holds one copy of the code.
const entriesBesides = { core: ["internal"] };
const siblingOf = (name, entryName) => (id, importer) => {
  if (entryName !== "index") return undefined;
  const path = id.startsWith(".") && importer !== undefined ? resolve(dirname(importer), id) : id;
  return (entriesBesides[name] ?? []).find((entry) => path.replace(/\.ts$/, "") === resolve(`packages/${name}/src/${entry}`));
};
const externalWithSiblings = (name, entryName) => (id, importer) => externalOf(name)(id) || siblingOf(name, entryName)(id, importer) !== undefined;
const pathsWithSiblings = (name, entryName, extension, build) => (id) => {
  const sibling = siblingOf(name, entryName)(id);
  return sibling === undefined ? fpTsFiles(build)(id) : `./${sibling}${extension}`;
};

// The TypeScript plugin for one package's sources. Workspace packages resolve as dependencies
// (no `paths`), so each package is built against the others' published shape.
const sourcesOf = (name, { types = [], exclude = [] } = {}) =>
  typescript({
    tsconfig: "tsconfig.base.json",
    include: [`packages/${name}/src/**/*.ts`],
    exclude,
    filterRoot: process.cwd(),
    compilerOptions: { rootDir: `packages/${name}/src`, declaration: false, paths: {}, types },
  });

// Node's import gets a two-line ES module over index.cjs: one copy of the code per process,
// so require() and import share one EndpointError class and one template cache (no dual
// package hazard). Node reads the CommonJS build's named exports statically.
const nodeImportWrapper = (entryName) => ({
  name: "node-import-wrapper",
  generateBundle(_options, bundle) {
    const entry = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry);
    this.emitFile({
      type: "asset",
      fileName: `${entryName}.mjs`,
      source: `// Node's import: the CommonJS build itself, so that require() and import share one copy.\nexport { ${entry.exports.join(", ")} } from "./${entryName}.cjs";\n`,
    });
  },
});

// index.cjs for require (and, through the index.mjs wrapper, for Node's import);
// index.module.mjs for bundlers (the `module` condition). Each with a source map. `entryName` names
// another entry's source and files (the endpoint's `octokit`).
const packageBuild = (name, entryName = "index") => ({
  input: `packages/${name}/src/${entryName}.ts`,
  external: externalWithSiblings(name, entryName),
  plugins: [versionReplace(), sourcesOf(name, { exclude: [`packages/${name}/src/cli/**`] })],
  output: [
    {
      file: `packages/${name}/dist/${entryName}.cjs`,
      format: "cjs",
      sourcemap: true,
      exports: "named",
      // fp-ts and io-ts are compiled ES modules (__esModule): their exports serve as the
      // namespace itself. Rollup's default wraps each in getters, and every E.isLeft on the
      // per-call path went through one (9% of a call).
      interop: esModuleInterop,
      // A re-export of another module's binding as a plain value, not a getter read on every access: none is reassigned.
      externalLiveBindings: false,
      paths: pathsWithSiblings(name, entryName, ".cjs", "lib"),
    },
    {
      file: `packages/${name}/dist/${entryName}.module.mjs`,
      format: "es",
      sourcemap: true,
      paths: pathsWithSiblings(name, entryName, ".module.mjs", "es6"),
      plugins: [nodeImportWrapper(entryName)],
    },
  ],
});

// One declaration file per module system, each self-contained (relative imports in a .d.mts
// would need extensions), so every TypeScript resolver reads types of the right format.
const declarationBuild = (name, entryName = "index") => ({
  input: `packages/${name}/src/${entryName}.ts`,
  external: externalWithSiblings(name, entryName),
  plugins: [dts({ tsconfig: "tsconfig.base.json", compilerOptions: { paths: {}, baseUrl: "." } })],
  output: [
    { file: `packages/${name}/dist/${entryName}.d.mts`, format: "es", paths: pathsWithSiblings(name, entryName, ".mjs", "lib") },
    { file: `packages/${name}/dist/${entryName}.d.cts`, format: "es", paths: pathsWithSiblings(name, entryName, ".cjs", "lib") },
  ],
});

// The request-options command's entry (DECISIONS.md, Names), `@request-options/endpoint/cli`: one
// CommonJS file exporting `main`, the endpoint package's own modules bundled from source, its
// dependencies external. bin/request-options.cjs runs it.
const cliBuild = {
  input: "packages/endpoint/src/cli/index.ts",
  external: externalOf("endpoint"),
  plugins: [versionReplace(), sourcesOf("endpoint", { types: ["node"] })],
  output: { file: "packages/endpoint/dist/cli.cjs", format: "cjs", exports: "named", sourcemap: true, interop: esModuleInterop, paths: fpTsFiles("lib") },
};

const cliDeclarationBuild = {
  input: "packages/endpoint/src/cli/index.ts",
  external: externalOf("endpoint"),
  plugins: [dts({ tsconfig: "tsconfig.base.json", compilerOptions: { paths: {}, baseUrl: "." } })],
  output: { file: "packages/endpoint/dist/cli.d.cts", format: "es" },
};

// The workspace packages from their TypeScript sources, for the CDN file.
const workspaceSources = {
  name: "workspace-sources",
  resolveId: (id) => {
    const [, name, entry = "index"] = /^@request-options\/(types|core)(?:\/(internal))?$/.exec(id) ?? [];
    return name === undefined ? null : new URL(`./packages/${name}/src/${entry}.ts`, import.meta.url).pathname;
  },
};

// The CDN file: the endpoint package with every dependency inlined, minified, one ES module with
// no bare import. Built from the TypeScript
// sources, resolved as bundlers resolve them (fp-ts and io-ts as ES modules): the same code as
// the packages, minified. `external` leaves a dependency out, to measure what it costs (packages/distribution/bundleSize.mjs).
export const browserBuild = (external = () => false, entryName = "index", fileName = "endpoint.min.mjs") => ({
  input: `packages/endpoint/src/${entryName}.ts`,
  external,
  // Unused property reads go: io-ts's and fp-ts's modules read properties of what they build.
  treeshake: { propertyReadSideEffects: false },
  plugins: [
    // io-ts (ES5) builds each codec class with an IIFE around __extends, and its singletons
    // (nullType, bigint, Function, object, Int...) with `new` at load time, none marked pure: all
    // stay in the bundle although only a few are used. Each is free of effects outside itself.
    replace({
      include: /[\\/]io-ts[\\/]es6[\\/]index\.js$/,
      preventAssignment: false,
      delimiters: ["", ""],
      values: { "/** @class */ (function (_super) {": "/** @class */ /* @__PURE__ */ (function (_super) {" },
    }),
    replace({
      include: /[\\/]io-ts[\\/]es6[\\/]index\.js$/,
      preventAssignment: false,
      delimiters: ["\\b", "\\b"],
      values: {
        ...Object.fromEntries(
          ["nullType", "voidType", "unknown", "string", "number", "bigint", "boolean", "UnknownArray", "UnknownRecord", "Function", "never", "any", "object"].map(
            (name) => [`export var ${name} = new`, `export var ${name} = /* @__PURE__ */ new`],
          ),
        ),
        "var undefinedType = new": "var undefinedType = /* @__PURE__ */ new",
        "export var Int = brand(": "export var Int = /* @__PURE__ */ brand(",
        "export var Integer = refinement(": "export var Integer = /* @__PURE__ */ refinement(",
      },
    }),
    versionReplace(),
    workspaceSources,
    typescript({
      tsconfig: "tsconfig.base.json",
      include: ["packages/{types,core,endpoint}/src/**/*.ts"],
      exclude: ["packages/endpoint/src/cli/**"],
      filterRoot: process.cwd(),
      compilerOptions: { declaration: false, paths: {} },
    }),
    nodeResolve({ browser: true, exportConditions: ["browser", "module", "import", "default"] }),
    // The error class keeps its name: `error.constructor.name` is "EndpointError", as from npm.
    terser({ ecma: 2020, module: true, compress: { passes: 3 }, keep_classnames: /^EndpointError$/ }),
  ],
  output: { file: `packages/endpoint/dist/${fileName}`, format: "es", sourcemap: true },
});

const packages = ["types", "core", "endpoint"];

// Every build starts from empty dist folders, so no stale file reaches a tarball. Rollup runs
// the builds in order, so the first one's start comes before any output.
const distClean = {
  name: "dist-clean",
  buildStart() {
    for (const name of packages) rmSync(new URL(`./packages/${name}/dist`, import.meta.url), { recursive: true, force: true });
  },
};

const [first, ...rest] = packages.flatMap((name) =>
  [...(entriesBesides[name] ?? []), "index"].flatMap((entryName) => [packageBuild(name, entryName), declarationBuild(name, entryName)]),
);
// `@request-options/endpoint/octokit` (DECISIONS.md, "The octokit-compatible entry"): built as the main entry is.
const octokitBuilds = [packageBuild("endpoint", "octokit"), declarationBuild("endpoint", "octokit")];
// `@request-options/endpoint/openapi` (DECISIONS.md, "OpenAPI documents"): built as the main entry is, with a CDN file of its own.
const openApiBuilds = [packageBuild("endpoint", "openapi"), declarationBuild("endpoint", "openapi"), browserBuild(undefined, "openapi", "openapi.min.mjs")];
export default [{ ...first, plugins: [distClean, ...first.plugins] }, ...rest, ...octokitBuilds, ...openApiBuilds, cliBuild, cliDeclarationBuild, browserBuild()];
