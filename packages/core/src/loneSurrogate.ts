/**
 * A UTF-16 code unit of a surrogate pair without its partner. Such a string has no UTF-8 form:
 * `encodeURI` and `encodeURIComponent` would throw a URIError. Shared by the query string and
 * the URL template, which refuse it alike.
 */
export const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
