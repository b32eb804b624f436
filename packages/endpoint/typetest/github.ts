// Type tests of an endpoint typed by GitHub's own document, `@octokit/openapi-types` (about
// 1 000 operations). test/routeTypes.test.ts compiles this file on its own too, and prints
// how long the compiler takes (docs/openapi.md records it).
import { endpoint, type OpenApiOptions } from "@request-options/endpoint";
import type { paths } from "@octokit/openapi-types";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T => true as T;

const github = endpoint.defaults<paths>({ baseUrl: "https://api.github.com" });

github("GET /orgs/{org}/repos", { org: "octokit", type: "private", per_page: 100 });
// @ts-expect-error -- tpye is no parameter of the operation
github("GET /orgs/{org}/repos", { org: "octokit", tpye: 1 });
// @ts-expect-error -- type is one of the document's values
github("GET /orgs/{org}/repos", { org: "octokit", type: "secret" });
// @ts-expect-error -- org is required
github("GET /orgs/{org}/repos");
// @ts-expect-error -- no such operation
github("GET /orgs/{org}/reps", { org: "octokit" });
// @ts-expect-error -- the path has no DELETE
github("DELETE /orgs/{org}/repos", { org: "octokit" });

// A JSON body's fields: required ones required, unknown ones an error.
github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug", labels: ["bug"] });
// @ts-expect-error -- title is required
github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", body: "no title" });
// @ts-expect-error -- titel is no field of the body
github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "x", titel: "x" });
// @ts-expect-error -- owner is a string
github("POST /repos/{owner}/{repo}/issues", { owner: 1, repo: "rest.js", title: "x" });

// A body that may be null: its fields are parameters all the same.
github("PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge", { owner: "octokit", repo: "rest.js", pull_number: 1, merge_method: "squash" });

const issue = github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "x" });
expectType<Equal<typeof issue.method, "post">>();

// Defaults keep the typing, and make what they give optional.
const restJs = github.defaults({ owner: "octokit", repo: "rest.js" });
restJs("GET /repos/{owner}/{repo}/issues", { state: "open" });
// @ts-expect-error -- state is one of the document's values
restJs("GET /repos/{owner}/{repo}/issues", { state: "opened" });
type IssueOptions = OpenApiOptions<paths, "GET /repos/{owner}/{repo}/issues">;
expectType<Equal<IssueOptions["state"], "open" | "closed" | "all" | undefined>>();
