// The type bench's calls through openapi-fetch's `createClient<paths>()`: the same fifteen as fromOpenApi.ts.
import createClient from "openapi-fetch";
import type { paths } from "@octokit/openapi-types";

const github = createClient<paths>({ baseUrl: "https://api.github.com" });

// calls
github.GET("/orgs/{org}/repos", { params: { path: { org: "octokit" }, query: { type: "private", per_page: 100 } } });
github.GET("/repos/{owner}/{repo}", { params: { path: { owner: "octokit", repo: "rest.js" } } });
github.GET("/repos/{owner}/{repo}/issues", { params: { path: { owner: "octokit", repo: "rest.js" }, query: { state: "open", labels: "bug" } } });
github.POST("/repos/{owner}/{repo}/issues", { params: { path: { owner: "octokit", repo: "rest.js" } }, body: { title: "Found a bug", labels: ["bug"] } });
github.PATCH("/repos/{owner}/{repo}/issues/{issue_number}", { params: { path: { owner: "octokit", repo: "rest.js", issue_number: 1 } }, body: { state: "closed" } });
github.GET("/repos/{owner}/{repo}/pulls", { params: { path: { owner: "octokit", repo: "rest.js" }, query: { state: "open", per_page: 50 } } });
github.POST("/repos/{owner}/{repo}/pulls", { params: { path: { owner: "octokit", repo: "rest.js" } }, body: { title: "Fix", head: "fix", base: "main" } });
github.GET("/users/{username}", { params: { path: { username: "octocat" } } });
github.GET("/user/repos", { params: { query: { visibility: "all" } } });
github.GET("/search/repositories", { params: { query: { q: "octokit" } } });
github.POST("/repos/{owner}/{repo}/issues/{issue_number}/comments", { params: { path: { owner: "octokit", repo: "rest.js", issue_number: 1 } }, body: { body: "Thanks" } });
github.GET("/repos/{owner}/{repo}/contents/{path}", { params: { path: { owner: "octokit", repo: "rest.js", path: "README.md" }, query: { ref: "main" } } });
github.PUT("/repos/{owner}/{repo}/contents/{path}", { params: { path: { owner: "octokit", repo: "rest.js", path: "a.txt" } }, body: { message: "Add a", content: "YQ==" } });
github.DELETE("/repos/{owner}/{repo}/git/refs/{ref}", { params: { path: { owner: "octokit", repo: "rest.js", ref: "heads/old" } } });
github.GET("/repos/{owner}/{repo}/releases/latest", { params: { path: { owner: "octokit", repo: "rest.js" } } });

// wrong key: github.GET("/repos/{owner}/{repo}/issues", { params: { path: { owner: "octokit", repo: "rest.js" }, query: { stat: "open" } } });
