// Type tests of `fromOpenApi`'s endpoints: typed by `paths` as `endpoint.defaults<paths>()` is, operationId
// routes typed by `operations` too, and untyped without them. GitHub's document (@octokit/openapi-types) and the
// pet store of the fixtures (generated/petstore.ts, written by test/routeTypes.test.ts).
import { fromOpenApi, type OperationCodec } from "@request-options/endpoint/openapi";
import type { operations, paths } from "@octokit/openapi-types";
import type { operations as petOperations, paths as petPaths } from "./generated/petstore";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T => true as T;
declare const description: object;

const github = fromOpenApi<paths>(description, { check: true });

github("GET /orgs/{org}/repos", { org: "octokit", type: "private", per_page: 100 });
// @ts-expect-error -- stat is no parameter of the operation (state is)
github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", stat: "open" });
// @ts-expect-error -- pull_number is required
github("PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge", { owner: "octokit", repo: "rest.js", merge_method: "squash" });
// @ts-expect-error -- no such operation
github("GET /orgs/{org}/reps", { org: "octokit" });
// @ts-expect-error -- the path has no DELETE
github("DELETE /orgs/{org}/repos", { org: "octokit" });
// A JSON body that may be null: its fields are parameters all the same.
github("PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge", { owner: "octokit", repo: "rest.js", pull_number: 1, merge_method: "squash" });
// @ts-expect-error -- merge_method is one of the document's values
github("PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge", { owner: "octokit", repo: "rest.js", pull_number: 1, merge_method: "fast-forward" });
const issue = github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug" });
expectType<Equal<typeof issue.method, "post">>();

// Without `operations`, an operationId is taken as a string, with any options.
github("pulls/merge", { owner: "octokit", repo: "rest.js", pull_number: 1, anything: true });
const someOperation: string = "pulls/merge";
github(someOperation);

// With `operations`, operationIds are typed as their routes are.
const typed = fromOpenApi<paths, operations>(description);
typed("pulls/merge", { owner: "octokit", repo: "rest.js", pull_number: 1, merge_method: "squash" });
typed("GET /orgs/{org}/repos", { org: "octokit" });
// @ts-expect-error -- pull_number is required
typed("pulls/merge", { owner: "octokit", repo: "rest.js" });
// @ts-expect-error -- stat is no parameter of the operation
typed("issues/list-for-repo", { owner: "octokit", repo: "rest.js", stat: "open" });
// @ts-expect-error -- no such operationId
typed("pulls/merg", { owner: "octokit", repo: "rest.js", pull_number: 1 });
// @ts-expect-error -- a string may be no operationId
typed(someOperation);

// Defaults keep the typing and make what they give optional; merge and codecOf take the same routes.
const restJs = typed.defaults({ owner: "octokit", repo: "rest.js" });
restJs("issues/list-for-repo", { state: "open" });
restJs("GET /repos/{owner}/{repo}/issues", { state: "closed" });
// @ts-expect-error -- state is one of the document's values
restJs("issues/list-for-repo", { state: "opened" });
const merged = restJs.merge("GET /repos/{owner}/{repo}/issues");
expectType<Equal<typeof merged.method, "GET">>();
expectType<Equal<typeof merged.url, "/repos/{owner}/{repo}/issues">>();
const codec: OperationCodec = restJs.codecOf("pulls/merge");
// @ts-expect-error -- no such operation
restJs.codecOf("GET /nowhere");

// Header and cookie parameters, by their names; OpenAPI ignores a header parameter named Accept.
const pets = fromOpenApi<petPaths, petOperations>(description);
pets("GET /pets", { limit: 10, "X-Request-ID": "a1", session: "s" });
pets("listPets", { "X-Request-ID": "a1" });
// @ts-expect-error -- a header parameter is a string here
pets("GET /pets", { "X-Request-ID": 1 });
// @ts-expect-error -- Accept comes from `headers`, not from a parameter
pets("GET /pets", { Accept: "application/json" });
// @ts-expect-error -- petId is required
pets("showPet", {});

// Without `paths`: any route, any options.
const untyped = fromOpenApi(description);
untyped("GET /anything/{id}", { id: 1, more: "x" });
untyped("someOperation");
const parsed = untyped.parse(untyped.merge("someOperation"));

export { codec, parsed };
