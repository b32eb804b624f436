/** `version` of @request-options/endpoint's package.json, inlined at build time. */
declare const __ENDPOINT_VERSION__: string;
