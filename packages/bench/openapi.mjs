// The OpenAPI rows: `fromOpenApi` over GitHub's REST description (`@octokit/openapi`) against the plain `endpoint`, on
// the mix's GitHub routes as the document types them (`labels` of an issue list is a comma-separated string there).
// The document's load, each route's first call, and warm calls with checks on and off, interleaved. No figure is asserted.
import { endpoint } from "@request-options/endpoint";
import { fromOpenApi, schemaCodec } from "@request-options/endpoint/openapi";
import Ajv from "ajv";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isDeepStrictEqual } from "node:util";
import { interleaved, median, repeatsFor } from "./rows.mjs";

const documentText = readFileSync(createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.json"), "utf8");
const repo = { owner: "octokit", repo: "rest.js" };

/** The routes, each with parameters GitHub's document accepts. */
export const openApiCases = [
  ["GET /repos/{owner}/{repo}/issues", { ...repo, state: "open", labels: "bug,help wanted", per_page: 100, page: 2 }],
  ["GET /orgs/{org}/repos", { org: "octokit", type: "public", sort: "updated", per_page: 50 }],
  ["GET /repos/{owner}/{repo}/contents/{path}", { ...repo, path: "README.md", ref: "main" }],
  ["POST /repos/{owner}/{repo}/issues", { ...repo, title: "Found a bug", body: "I'm having a problem with this.", labels: ["bug"], assignees: ["octocat"] }],
  ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}", { ...repo, pull_number: 1347, title: "new title", state: "closed" }],
  ["PUT /user/starred/{owner}/{repo}", { ...repo }],
  ["GET /search/issues", { q: "repo:octokit/rest.js is:open label:bug", sort: "created", per_page: 10 }],
  ["GET /repos/{owner}/{repo}/pulls/{pull_number}", { ...repo, pull_number: 1347, mediaType: { format: "diff" } }],
  ["DELETE /repos/{owner}/{repo}/labels/{name}", { ...repo, name: "good first issue" }],
  ["GET /repos/{owner}/{repo}/commits", { ...repo, sha: "main", per_page: 30 }],
  ["POST /repos/{owner}/{repo}/git/refs", { ...repo, ref: "refs/heads/feature", sha: "aa218f56b14c9653891f9e74264a383fa43fefbd" }],
];

// The same request as the plain endpoint's: method, body, and the URL's origin, path and decoded query (the document's
// form style encodes `:` and keeps no literal `+` in `q`, as the plain endpoint does).
const sameRequest = (a, b) => {
  const [x, y] = [new URL(a.url), new URL(b.url)];
  return a.method === b.method && isDeepStrictEqual(a.body, b.body) && x.origin + x.pathname === y.origin + y.pathname && isDeepStrictEqual([...x.searchParams], [...y.searchParams]);
};

const millis = (run) => {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

/** The rows for bench.mjs's summary, printed as they are measured. */
export const openApiRows = async ({ settings, fmt }) => {
  let sink = 0;
  const loads = [];
  for (let i = 0; i < (settings.quick ? 2 : 7); i += 1) {
    const document = JSON.parse(documentText);
    loads.push(millis(() => (sink += typeof fromOpenApi(document))));
  }
  const document = JSON.parse(documentText);
  const checked = fromOpenApi(document);
  const unchecked = fromOpenApi(document, { check: false });
  const disagreements = openApiCases.filter(([route, params]) => !sameRequest(checked(route, params), endpoint(route, params)) || !sameRequest(unchecked(route, params), endpoint(route, params)));
  if (disagreements.length > 0) throw new Error(`fromOpenApi and endpoint build different requests for ${disagreements.map(([route]) => route).join(", ")}`);

  // Each route's first call on a document loaded afresh (its plan and codec made then), median over routes and rounds.
  const firsts = openApiCases.map(() => []);
  for (let round = 0; round < (settings.quick ? 1 : 5); round += 1) {
    const fresh = fromOpenApi(JSON.parse(documentText));
    openApiCases.forEach(([route, params], k) => firsts[k].push(millis(() => (sink += fresh(route, params).url.length))));
  }
  const firstEach = firsts.map(median);

  const repeats = repeatsFor(openApiCases.length);
  const task = (build) => ({
    calls: repeats * openApiCases.length,
    run: () => {
      for (let r = 0; r < repeats; r += 1) for (const [route, params] of openApiCases) sink += build(route, params).url.length;
    },
  });
  const timed = await interleaved(
    { endpoint: task(endpoint), "fromOpenApi, checks on": task(checked), "fromOpenApi, check: false": task(unchecked) },
    { rounds: settings.rounds, time: settings.time },
  );
  const load = median(loads);
  const first = median(firstEach);
  const worst = Math.max(...firstEach);
  console.log(`\nOpenAPI: GitHub's REST description (${fmt(documentText.length / 2 ** 20, 1)} MiB), on ${openApiCases.length} of the mix's routes:`);
  console.log(`  fromOpenApi(document)             ${fmt(load, 1).padStart(7)} ms beyond JSON.parse (target: at most 50 ms)`);
  console.log(`  first call of an operation        ${fmt(first, 3).padStart(7)} ms median, ${fmt(worst, 3)} ms the slowest (targets: 1 ms, 10 ms)`);
  for (const name of ["endpoint", "fromOpenApi, checks on", "fromOpenApi, check: false"]) console.log(`  ${name.padEnd(33)} ${fmt(timed.micros(name), 2).padStart(7)} µs per warm call`);
  const schemas = await bodySchemaRows(settings, fmt);
  const row = (operation, ours, against, other, ratioName, ratio, value) => ({ operation, ours, against, other, ratioName, ratio, target: { at: "most", value } });
  return {
    sink,
    rows: [
      row("fromOpenApi(GitHub's document), ms", load, "50 ms", 50, "ours / 50 ms", load / 50, 1),
      row("OpenAPI first call, median ms", first, "1 ms", 1, "ours / 1 ms", first, 1),
      row("OpenAPI first call, slowest ms", worst, "10 ms", 10, "ours / 10 ms", worst / 10, 1),
      row("OpenAPI call, checks on", timed.micros("fromOpenApi, checks on"), "endpoint()", timed.micros("endpoint"), "ours / plain", timed.ratio("fromOpenApi, checks on", "endpoint"), 1.6),
      row("OpenAPI call, check: false", timed.micros("fromOpenApi, check: false"), "endpoint()", timed.micros("endpoint"), "ours / plain", timed.ratio("fromOpenApi, check: false", "endpoint"), 1.5),
      row("GitHub body schemas, schemaCodec", schemas.micros("schemaCodec"), "Ajv 8", schemas.micros("Ajv"), "ours / Ajv", schemas.ratio("schemaCodec", "Ajv"), 3),
    ],
  };
};

/**
 * The JSON body schemas of the cases' operations, checked by `schemaCodec` and by Ajv's compiled validators (Ajv
 * compiles to JavaScript with `new Function`; ours builds none) on the same bodies, valid for both.
 */
const bodySchemaRows = async (settings, fmt) => {
  const document = JSON.parse(documentText);
  // GitHub's document is OpenAPI 3.0: Ajv reads its `nullable`, and ignores its other OpenAPI keywords, but refuses
  // `nullable` without `type`; its copy goes without those (where, with no type, null passes anyway).
  const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: false });
  const typelessNullableDropped = (value) =>
    Array.isArray(value)
      ? value.map(typelessNullableDropped)
      : typeof value === "object" && value !== null
        ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== "nullable" || "type" in value).map(([key, item]) => [key, typelessNullableDropped(item)]))
        : value;
  ajv.addSchema(typelessNullableDropped(document), "github");
  const bodies = [];
  for (const [route, params] of openApiCases) {
    const [method, path] = route.split(" ");
    const operation = document.paths[path][method.toLowerCase()];
    const schema = operation.requestBody?.content?.["application/json"]?.schema;
    if (schema === undefined) continue;
    const names = new Set([...(document.paths[path].parameters ?? []), ...(operation.parameters ?? [])].map((p) => (p.$ref === undefined ? p : document.components.parameters[p.$ref.split("/").pop()]).name));
    const body = Object.fromEntries(Object.entries(params).filter(([key]) => !names.has(key)));
    const pointer = `#/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
    bodies.push({ route, body, ours: schemaCodec(document, schema), theirs: ajv.compile({ $ref: `github${pointer}` }) });
  }
  for (const { route, body, ours, theirs } of bodies) {
    if (!ours.is(body) || !theirs(body)) throw new Error(`${route}'s body is not valid for both: schemaCodec ${ours.is(body)}, Ajv ${theirs(body)}`);
  }
  const repeats = repeatsFor(bodies.length);
  let sink = 0;
  const task = (check) => ({
    calls: repeats * bodies.length,
    run: () => {
      for (let r = 0; r < repeats; r += 1) for (const entry of bodies) sink += check(entry) ? 1 : 0;
    },
  });
  const timed = await interleaved({ schemaCodec: task((entry) => entry.ours.is(entry.body)), Ajv: task((entry) => entry.theirs(entry.body)) }, { rounds: settings.rounds, time: settings.time });
  console.log(`  GitHub body schemas (${bodies.length}: ${bodies.map(({ route }) => route).join(", ")}), per check${sink < 0 ? "" : ":"}`);
  for (const name of ["schemaCodec", "Ajv"]) console.log(`    ${name.padEnd(31)} ${fmt(timed.micros(name), 3).padStart(7)} µs (target: at most 3x Ajv's)`);
  return timed;
};
