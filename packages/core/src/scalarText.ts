/**
 * A string as it is (well-formed or not), a number, bigint or boolean by `String()`, else `undefined`: how the query
 * string and the URL template both write a scalar.
 */
export const scalarText = (value: unknown): string | undefined => {
  if (typeof value === "string") return value;
  const type = typeof value;
  return type === "number" || type === "bigint" || type === "boolean" ? String(value) : undefined;
};
