/** The released version of `@request-options/endpoint`, read from its package.json at build time. */
export const VERSION: string = __ENDPOINT_VERSION__;
