/**
 * The text of a string, number, bigint or boolean (`String()`), else `undefined`: how the query
 * string and the URL template both write a scalar. A string is returned as it is, well-formed
 * or not.
 */
export const scalarText = (value: unknown): string | undefined => {
  if (typeof value === "string") return value;
  const type = typeof value;
  return type === "number" || type === "bigint" || type === "boolean" ? String(value) : undefined;
};
