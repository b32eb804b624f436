export { EndpointError, fail } from "./EndpointError";
