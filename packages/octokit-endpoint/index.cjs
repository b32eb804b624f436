// The octokit-compatible entry of @request-options/endpoint, re-exported: a process that loads
// this package and the endpoint package holds one copy of the code and one EndpointError class.
module.exports = require("@request-options/endpoint/octokit");
