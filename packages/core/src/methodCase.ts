import { Method } from "@request-options/types";

// The methods routes name, in the cases they are written: their other case looked up, not
// recomputed on every call. A Map and a null-prototype object: "constructor" finds nothing here.
const standard = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const upperOf: ReadonlyMap<string, string> = /* @__PURE__ */ new Map(standard.flatMap((m) => [[m, m], [m.toLowerCase(), m]]));
const lowerOf: Readonly<Record<string, string>> = /* @__PURE__ */ Object.assign(Object.create(null) as Record<string, string>, ...standard.flatMap((m) => [{ [m]: m.toLowerCase() }, { [m.toLowerCase()]: m.toLowerCase() }]));

/** A valid method (an HTTP token) in upper case, else `undefined`. */
export const methodUpper = (method: unknown): string | undefined =>
  typeof method === "string" ? (upperOf.get(method) ?? (Method.is(method) ? method.toUpperCase() : undefined)) : undefined;

/** A method in lower case, as results carry it. */
export const methodLower = (method: string): string => lowerOf[method] ?? method.toLowerCase();
