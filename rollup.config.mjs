import replace from "@rollup/plugin-replace";
import typescript from "@rollup/plugin-typescript";
import { readFileSync } from "node:fs";

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
// The user-agent's version is read here, once, from the endpoint package (DECISIONS.md, Names).
const endpointVersion = readJson("./packages/endpoint/package.json").version;

// fp-ts has no exports map: Node's ESM loader refuses its directory entries (fp-ts/Either),
// so both outputs name the file itself.
const nodeLoadable = (id) => (/^fp-ts\/(?!lib\/)/.test(id) ? `${id.replace(/^fp-ts\//, "fp-ts/lib/")}.js` : id);

// The input, externals and plugins of a package's build; each build gets its own plugins.
// The command's modules (src/cli) need Node's types and are built only into dist/cli.cjs.
const packageInput = (name, { input = "index.ts", declaration = true, types = [], exclude = [] } = {}) => {
  const pkg = readJson(`./packages/${name}/package.json`);
  const dependencies = Object.keys(pkg.dependencies ?? {});
  return {
    input: `packages/${name}/src/${input}`,
    // Dependencies stay imports (and deep imports such as fp-ts/Either).
    external: (id) => id.startsWith("node:") || dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    plugins: [
      replace({ preventAssignment: true, values: { __ENDPOINT_VERSION__: JSON.stringify(endpointVersion) } }),
      typescript({
        tsconfig: "tsconfig.base.json",
        include: [`packages/${name}/src/**/*.ts`],
        exclude,
        filterRoot: process.cwd(),
        compilerOptions: {
          rootDir: `packages/${name}/src`,
          outDir: `packages/${name}/dist`,
          declaration,
          ...(declaration ? { declarationDir: `packages/${name}/dist` } : {}),
          paths: {},
          types,
        },
      }),
    ],
  };
};

const packageBuild = (name) => ({
  ...packageInput(name, { exclude: [`packages/${name}/src/cli/**`] }),
  output: [
    { file: `packages/${name}/dist/index.mjs`, format: "es", sourcemap: true, paths: nodeLoadable },
    { file: `packages/${name}/dist/index.cjs`, format: "cjs", sourcemap: true, exports: "named", paths: nodeLoadable },
  ],
});

// The request-options command (DECISIONS.md, Names): one CommonJS file, the endpoint package's
// own modules bundled from source, its dependencies external. The entry's hashbang is kept.
const cliBuild = {
  ...packageInput("endpoint", { input: "cli/bin.ts", declaration: false, types: ["node"] }),
  output: { file: "packages/endpoint/dist/cli.cjs", format: "cjs", sourcemap: true, paths: nodeLoadable },
};

export default [...["types", "core", "endpoint"].map(packageBuild), cliBuild];
