// The benchmark's route mix: realistic GitHub REST calls, each with the options a hand-written
// floor builds for it by direct string building. The floor's options equal this project's
// (DECISIONS.md: lower-case method, its user-agent); @octokit/endpoint must agree on the URL.

import { createRequire } from "node:module";

const API = "https://api.github.com";
const ACCEPT = "application/vnd.github.v3+json";
const USER_AGENT = `request-options/${createRequire(import.meta.url)("@request-options/endpoint/package.json").version}`;
const JSON_TYPE = "application/json; charset=utf-8";
const e = encodeURIComponent;

/**
 * Calls with a JSON body that give a header of their own, for ab.cjs's `AB_HEADERS=1`: paramPartition adds
 * `content-type` to a copy of their merged headers, which the cascade freezes (docs/performance.md).
 */
export const headerBodyCalls = [
  ["POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug", headers: { authorization: "token 0000" } }],
  ["PATCH /repos/{owner}/{repo}/pulls/{n}", { owner: "octokit", repo: "rest.js", n: 1347, state: "closed", headers: { authorization: "token 0000" } }],
];

/** The defaults of the derived endpoint: a GitHub Enterprise base URL and a token. */
export const derivedDefaults = {
  baseUrl: "https://ghe.example.com/api/v3",
  headers: { authorization: "token ghp_0123456789abcdefghijklmnopqrstuvwxyz" },
};

const headers = (extra = {}) => ({ accept: ACCEPT, "user-agent": USER_AGENT, ...extra });

/**
 * Each case: the route and parameters every builder gets, whether it goes through the derived
 * endpoint, and the floor: the same request built by hand.
 */
export const cases = [
  {
    name: "list issues (path + query, array)",
    route: "GET /repos/{owner}/{repo}/issues",
    params: { owner: "octokit", repo: "rest.js", state: "open", labels: ["bug", "help wanted"], per_page: 100, page: 2 },
    floor: (p) => ({
      method: "get",
      url: `${API}/repos/${e(p.owner)}/${e(p.repo)}/issues?state=${e(p.state)}&labels=${p.labels.map(e).join(",")}&per_page=${p.per_page}&page=${p.page}`,
      headers: headers(),
    }),
  },
  {
    name: "list org repos",
    route: "GET /orgs/{org}/repos",
    params: { org: "octokit", type: "public", sort: "updated", per_page: 50 },
    floor: (p) => ({
      method: "get",
      url: `${API}/orgs/${e(p.org)}/repos?type=${e(p.type)}&sort=${e(p.sort)}&per_page=${p.per_page}`,
      headers: headers(),
    }),
  },
  {
    name: "get contents",
    route: "GET /repos/{owner}/{repo}/contents/{path}",
    params: { owner: "octokit", repo: "rest.js", path: "README.md", ref: "main" },
    floor: (p) => ({
      method: "get",
      url: `${API}/repos/${e(p.owner)}/${e(p.repo)}/contents/${e(p.path)}?ref=${e(p.ref)}`,
      headers: headers(),
    }),
  },
  {
    name: "create issue (POST, JSON body)",
    route: "POST /repos/{owner}/{repo}/issues",
    params: { owner: "octokit", repo: "rest.js", title: "Found a bug", body: "I'm having a problem with this.", labels: ["bug"], assignees: ["octocat"] },
    floor: (p) => ({
      method: "post",
      url: `${API}/repos/${e(p.owner)}/${e(p.repo)}/issues`,
      headers: headers({ "content-type": JSON_TYPE }),
      body: { title: p.title, body: p.body, labels: p.labels, assignees: p.assignees },
    }),
  },
  {
    name: "update pull (PATCH, JSON body)",
    route: "PATCH /repos/{owner}/{repo}/pulls/{pull_number}",
    params: { owner: "octokit", repo: "rest.js", pull_number: 1347, title: "new title", state: "closed" },
    floor: (p) => ({
      method: "patch",
      url: `${API}/repos/${e(p.owner)}/${e(p.repo)}/pulls/${p.pull_number}`,
      headers: headers({ "content-type": JSON_TYPE }),
      body: { title: p.title, state: p.state },
    }),
  },
  {
    name: "star a repo (PUT, no body)",
    route: "PUT /user/starred/{owner}/{repo}",
    params: { owner: "octokit", repo: "rest.js" },
    floor: (p) => ({
      method: "put",
      url: `${API}/user/starred/${e(p.owner)}/${e(p.repo)}`,
      headers: headers(),
      // DECISIONS.md: a PUT with nothing left for the body sends an empty one.
      body: "",
    }),
  },
  {
    name: "upload a release asset ({?name,label}, data)",
    route: "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
    params: {
      owner: "octokit",
      repo: "rest.js",
      release_id: 1,
      name: "example.zip",
      label: "short description",
      data: "binary-ish payload",
      headers: { "content-type": "application/zip" },
    },
    floor: (p) => ({
      method: "post",
      url: `https://uploads.github.com/repos/${e(p.owner)}/${e(p.repo)}/releases/${p.release_id}/assets?name=${e(p.name)}&label=${e(p.label)}`,
      headers: headers({ "content-type": "application/zip" }),
      body: p.data,
    }),
  },
  {
    name: "search issues (q)",
    route: "GET /search/issues",
    params: { q: "repo:octokit/rest.js is:open label:bug", sort: "created", per_page: 10 },
    floor: (p) => ({
      method: "get",
      url: `${API}/search/issues?q=${p.q.split("+").map(e).join("+")}&sort=${e(p.sort)}&per_page=${p.per_page}`,
      headers: headers(),
    }),
  },
  {
    name: "pull as a diff (mediaType.format)",
    route: "GET /repos/{owner}/{repo}/pulls/{pull_number}",
    params: { owner: "octokit", repo: "rest.js", pull_number: 1347, mediaType: { format: "diff" } },
    floor: (p) => ({
      method: "get",
      url: `${API}/repos/${e(p.owner)}/${e(p.repo)}/pulls/${p.pull_number}`,
      headers: headers({ accept: "application/vnd.github.v3.diff" }),
    }),
  },
  {
    name: "branch protection (previews)",
    route: "GET /repos/{owner}/{repo}/branches/{branch}/protection",
    params: { owner: "octokit", repo: "rest.js", branch: "main", mediaType: { previews: ["luke-cage"] } },
    floor: (p) => ({
      method: "get",
      url: `${API}/repos/${e(p.owner)}/${e(p.repo)}/branches/${e(p.branch)}/protection`,
      headers: headers({ accept: "application/vnd.github.luke-cage-preview+json" }),
    }),
  },
  {
    name: "delete a label (DELETE, encoded path)",
    route: "DELETE /repos/{owner}/{repo}/labels/{name}",
    params: { owner: "octokit", repo: "rest.js", name: "good first issue" },
    floor: (p) => ({
      method: "delete",
      url: `${API}/repos/${e(p.owner)}/${e(p.repo)}/labels/${e(p.name)}`,
      headers: headers(),
    }),
  },
  {
    name: "commits on GHE (.defaults(): baseUrl, authorization)",
    derived: true,
    route: "GET /repos/{owner}/{repo}/commits",
    params: { owner: "octokit", repo: "rest.js", sha: "main", per_page: 30 },
    floor: (p) => ({
      method: "get",
      url: `${derivedDefaults.baseUrl}/repos/${e(p.owner)}/${e(p.repo)}/commits?sha=${e(p.sha)}&per_page=${p.per_page}`,
      headers: headers({ authorization: derivedDefaults.headers.authorization }),
    }),
  },
  {
    name: "create a ref on GHE (.defaults(), POST)",
    derived: true,
    route: "POST /repos/{owner}/{repo}/git/refs",
    params: { owner: "octokit", repo: "rest.js", ref: "refs/heads/feature", sha: "aa218f56b14c9653891f9e74264a383fa43fefbd" },
    floor: (p) => ({
      method: "post",
      url: `${derivedDefaults.baseUrl}/repos/${e(p.owner)}/${e(p.repo)}/git/refs`,
      headers: headers({ authorization: derivedDefaults.headers.authorization, "content-type": JSON_TYPE }),
      body: { ref: p.ref, sha: p.sha },
    }),
  },
];
