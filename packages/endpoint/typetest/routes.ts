// Type tests of typed routes, compiled by test/routeTypes.test.ts with tsc under node16 and
// bundler resolution, against the built package as a consumer sees it. Each
// `@ts-expect-error` must meet an error (tsc reports one that does not), and every other line
// must compile.
import { buildRequest, DEFAULTS } from "@request-options/core";
import { endpoint, type EndpointError, type OptionalParameters, type RequestOptions, type RequiredParameters } from "@request-options/endpoint";
import type { Either } from "fp-ts/Either";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T => true as T;

// Which names a route requires and which it leaves optional.
expectType<Equal<RequiredParameters<"GET /orgs/{org}/repos">, "org">>();
expectType<Equal<RequiredParameters<"GET /repos/:owner/:repo/pulls">, "owner" | "repo">>();
expectType<Equal<RequiredParameters<"GET /compare/{base,head}{/path*}{?per_page}">, "base" | "head">>();
expectType<Equal<OptionalParameters<"GET /compare/{base,head}{/path*}{?per_page}">, "path" | "per_page">>();
expectType<Equal<RequiredParameters<"GET /x/{name:3}">, "name">>();
expectType<Equal<OptionalParameters<"POST https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}">, "name" | "label">>();
expectType<Equal<RequiredParameters<"POST https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}">, "owner" | "repo" | "id">>();
// A port, credentials, a query or a fragment hold no placeholder; neither does the text after
// a query expression.
expectType<Equal<RequiredParameters<"GET https://user:pass@ghe.example.com:8443/api/:id">, "id">>();
expectType<Equal<RequiredParameters<"GET /search/issues?q=is:open#top:x">, never>>();
expectType<Equal<RequiredParameters<"GET /a{?x}/:b">, never>>();
expectType<Equal<RequiredParameters<"GET /a/:b.json">, "b">>();
// The authority ends at a "?" or "#" as at a "/": what follows is no path.
expectType<Equal<RequiredParameters<"GET https://h.example?next=/a/:id">, never>>();
expectType<Equal<RequiredParameters<"GET https://h.example#/a/:id">, never>>();
expectType<Equal<OptionalParameters<"GET /{+path}">, "path">>();

// A missing required parameter is a compile error.
endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" });
// @ts-expect-error -- org is required
endpoint("GET /orgs/{org}/repos");
// @ts-expect-error -- org is required, type is not it
endpoint("GET /orgs/{org}/repos", { type: "private" });
// @ts-expect-error -- undefined and null leave it missing
endpoint("GET /orgs/{org}/repos", { org: undefined });
endpoint("GET /orgs/:org/repos", { org: 1 });
// @ts-expect-error -- :org is required too
endpoint("GET /orgs/:org/repos", {});
// Operator expressions are optional; so is everything of a route without expressions.
endpoint("GET /repos/{owner}/{repo}/branches{/branch}", { owner: "octokit", repo: "rest.js" });
endpoint("GET /{+path}");
endpoint("GET /search/issues?q=is:open");
endpoint("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}", {
  owner: "octokit",
  repo: "rest.js",
  id: 1,
  name: "a.zip",
  data: "...",
});
// A plain string route falls back to loose typing.
const someRoute: string = "GET /orgs/{org}";
endpoint(someRoute);
endpoint(someRoute, { anything: 1 });

// endpoint(options) reads a literal url the same way, route form included.
endpoint({ method: "GET", url: "/orgs/{org}/repos", org: "octokit" });
endpoint({ url: "GET /orgs/{org}/repos", org: "octokit" });
// @ts-expect-error -- org is required
endpoint({ method: "GET", url: "/orgs/{org}/repos" });
const someUrl: string = "/orgs/{org}";
endpoint({ method: "GET", url: someUrl });

// Keys given to .defaults() become optional, through every .defaults() call.
const octokitRepos = endpoint.defaults({ owner: "octokit", headers: { authorization: "token x" } });
octokitRepos("GET /repos/{owner}/{repo}", { repo: "rest.js" });
octokitRepos("GET /repos/{owner}/{repo}", { owner: "other", repo: "rest.js" });
// @ts-expect-error -- repo is still required
octokitRepos("GET /repos/{owner}/{repo}");
// A default of undefined is not set, and one of null leaves the parameter missing.
const unset = endpoint.defaults({ owner: undefined, repo: null });
// @ts-expect-error -- owner and repo are still required
unset("GET /repos/{owner}/{repo}");
unset("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" });
const restJs = octokitRepos.defaults({ repo: "rest.js" });
restJs("GET /repos/{owner}/{repo}");
restJs({ url: "/repos/{owner}/{repo}/issues", method: "GET" });

// Header values are strings or numbers.
endpoint("GET /x", { headers: { "x-count": 1, "x-name": "a" } });
// @ts-expect-error -- a boolean is no header value
endpoint("GET /x", { headers: { "x-flag": true } });

// The result, the error codes and the core's composition are typed.
const options: RequestOptions = endpoint("GET /x");
const method: string = options.method;
type Code = EndpointError["code"];
expectType<
  Equal<
    Code,
    | "INVALID_ARGUMENTS"
    | "INVALID_ROUTE"
    | "INVALID_METHOD"
    | "MISSING_URL"
    | "INVALID_URL_TEMPLATE"
    | "MISSING_PARAMETER"
    | "INVALID_PARAMETER"
    | "INVALID_HEADER"
    | "INVALID_BASE_URL"
    | "INVALID_OPTIONS"
    | "INVALID_DOCUMENT"
  >
>();
const built: Either<EndpointError, RequestOptions> = buildRequest(DEFAULTS, "GET /x");

// A long route: thirty simple expressions and ten optional ones stay cheap to check.
endpoint(
  "GET /a/{p0}/{p1}/{p2}/{p3}/{p4}/{p5}/{p6}/{p7}/{p8}/{p9}/{p10}/{p11}/{p12}/{p13}/{p14}/{p15}/{p16}/{p17}/{p18}/{p19}/{p20}/{p21}/{p22}/{p23}/{p24}/{p25}/{p26}/{p27}/{p28}/{p29}{?q0,q1,q2,q3,q4,q5,q6,q7,q8,q9}",
  {
    p0: 0, p1: 1, p2: 2, p3: 3, p4: 4, p5: 5, p6: 6, p7: 7, p8: 8, p9: 9,
    p10: 0, p11: 1, p12: 2, p13: 3, p14: 4, p15: 5, p16: 6, p17: 7, p18: 8, p19: 9,
    p20: 0, p21: 1, p22: 2, p23: 3, p24: 4, p25: 5, p26: 6, p27: 7, p28: 8, p29: 9,
  },
);

export { built, method };

// Arrays in options stay usable where the options' types want mutable ones.
endpoint({ url: "/x", method: "GET", mediaType: { previews: ["squirrel-girl"] }, labels: ["a"] });
endpoint("GET /x", { mediaType: { previews: ["squirrel-girl"] } });
