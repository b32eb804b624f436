/**
 * The text of a string, number, bigint or boolean (`String()`), else `undefined`: how the query
 * string and the URL template both write a scalar. A string is returned as it is, well-formed
 * or not.
 */
export const scalarText = (value: unknown): string | undefined => {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "bigint":
    case "boolean":
      return String(value);
    default:
      return undefined;
  }
};
