export * from "@request-options/endpoint/octokit";
