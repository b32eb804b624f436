// Node's import and bundlers: the same entry, resolved through its own conditions (one copy).
export { EndpointError, endpoint } from "@request-options/endpoint/octokit";
