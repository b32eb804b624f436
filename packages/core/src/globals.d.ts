/** `version` of @request-options/endpoint's package.json, inlined at build time. */
declare const __ENDPOINT_VERSION__: string;
/**
 * Whether the speed-only paths are built in: true in the packages, false in the CDN file,
 * which is built for size (each such path gives way to the general path beside it).
 */
declare const __FAST_PATHS__: boolean;
