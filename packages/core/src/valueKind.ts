/** How a message names a value given where a plain object was wanted. */
export const valueKind = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "an array" : typeof value);
