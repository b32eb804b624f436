// The main job until the request-options command exists: the request options of a sample
// route, printed as JSON, from the built package (as a user gets it).
import { endpoint } from "@request-options/endpoint";

const options = endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private", per_page: 100 });
console.log(JSON.stringify(options, null, 2));
