/**
 * A UTF-16 surrogate without its partner: no UTF-8 form, so `encodeURI` and `encodeURIComponent` throw a URIError.
 * Shared by the query string and the URL template, which refuse it alike.
 */
export const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
