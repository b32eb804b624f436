const tchars = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Whether a string is an RFC 9110 token (§5.6.2): a method or a header name. */
export const isToken = (s: string): boolean => tchars.test(s);
