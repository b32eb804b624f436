export { EndpointError } from "@request-options/core";
