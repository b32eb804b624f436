import replace from "@rollup/plugin-replace";
import typescript from "@rollup/plugin-typescript";
import { readFileSync } from "node:fs";

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
// The user-agent's version is read here, once, from the endpoint package (DECISIONS.md, Names).
const endpointVersion = readJson("./packages/endpoint/package.json").version;

// fp-ts has no exports map: Node's ESM loader refuses its directory entries (fp-ts/Either),
// so both outputs name the file itself.
const nodeLoadable = (id) => (/^fp-ts\/(?!lib\/)/.test(id) ? `${id.replace(/^fp-ts\//, "fp-ts/lib/")}.js` : id);

const packageBuild = (name) => {
  const pkg = readJson(`./packages/${name}/package.json`);
  const dependencies = Object.keys(pkg.dependencies ?? {});
  return {
    input: `packages/${name}/src/index.ts`,
    // Dependencies stay imports (and deep imports such as fp-ts/Either).
    external: (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    plugins: [
      replace({ preventAssignment: true, values: { __ENDPOINT_VERSION__: JSON.stringify(endpointVersion) } }),
      typescript({
        tsconfig: "tsconfig.base.json",
        include: [`packages/${name}/src/**/*.ts`],
        filterRoot: process.cwd(),
        compilerOptions: {
          rootDir: `packages/${name}/src`,
          outDir: `packages/${name}/dist`,
          declaration: true,
          declarationDir: `packages/${name}/dist`,
          paths: {},
          types: [],
        },
      }),
    ],
    output: [
      { file: `packages/${name}/dist/index.mjs`, format: "es", sourcemap: true, paths: nodeLoadable },
      { file: `packages/${name}/dist/index.cjs`, format: "cjs", sourcemap: true, exports: "named", paths: nodeLoadable },
    ],
  };
};

export default ["types", "core", "endpoint"].map(packageBuild);
