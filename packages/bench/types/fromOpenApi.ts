// The type bench's calls through `fromOpenApi<paths>()`: the same fifteen as openapiFetch.ts. bench.mjs makes them
// through `endpoint.defaults<paths>()` too.
import { fromOpenApi } from "@request-options/endpoint/openapi";
import type { paths } from "@octokit/openapi-types";

declare const description: object; // the parsed document, whose types are `paths`
const github = fromOpenApi<paths>(description);

// calls
github("GET /orgs/{org}/repos", { org: "octokit", type: "private", per_page: 100 });
github("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" });
github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", state: "open", labels: "bug" });
github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug", labels: ["bug"] });
github("PATCH /repos/{owner}/{repo}/issues/{issue_number}", { owner: "octokit", repo: "rest.js", issue_number: 1, state: "closed" });
github("GET /repos/{owner}/{repo}/pulls", { owner: "octokit", repo: "rest.js", state: "open", per_page: 50 });
github("POST /repos/{owner}/{repo}/pulls", { owner: "octokit", repo: "rest.js", title: "Fix", head: "fix", base: "main" });
github("GET /users/{username}", { username: "octocat" });
github("GET /user/repos", { visibility: "all" });
github("GET /search/repositories", { q: "octokit" });
github("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", { owner: "octokit", repo: "rest.js", issue_number: 1, body: "Thanks" });
github("GET /repos/{owner}/{repo}/contents/{path}", { owner: "octokit", repo: "rest.js", path: "README.md", ref: "main" });
github("PUT /repos/{owner}/{repo}/contents/{path}", { owner: "octokit", repo: "rest.js", path: "a.txt", message: "Add a", content: "YQ==" });
github("DELETE /repos/{owner}/{repo}/git/refs/{ref}", { owner: "octokit", repo: "rest.js", ref: "heads/old" });
github("GET /repos/{owner}/{repo}/releases/latest", { owner: "octokit", repo: "rest.js" });

// wrong key: github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", stat: "open" });
