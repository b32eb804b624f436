import type { OperationEntry } from "./document";
import { nearestNames } from "./nearestNames";

const most = 3;

// A document path as a pattern of the concrete paths it writes: each {parameter} one segment or more of a segment.
const pathPattern = (path: string): RegExp => new RegExp(`^${path.split(/\{[^{}]*\}/).map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^/]+")}$`);

/**
 * The routes a route the document lacks may have meant, at most three, in the document's order (a path's methods in
 * OpenAPI's): for `"<METHOD> <path>"`, the operations of the same path, else those whose path the given one fills in
 * (`/pets/7` for `/pets/{petId}`, the same method first); else the route or operationId nearest it by edit distance.
 */
export const routeProposals =
  (operations: ReadonlyMap<string, OperationEntry>) =>
  (method: string | undefined, path: string | undefined, route: string): string[] => {
    const entries = [...new Set(operations.values())];
    const routesOf = (found: readonly OperationEntry[]): string[] => found.map((entry) => `${entry.method} ${entry.path}`).slice(0, most);
    if (method !== undefined && path !== undefined) {
      const samePath = entries.filter((entry) => entry.path === path);
      if (samePath.length > 0) return routesOf(samePath);
      // A path with a {parameter} of its own is a template misspelt, which edit distance finds.
      const filled = path.includes("{") ? [] : entries.filter((entry) => entry.path.includes("{") && pathPattern(entry.path).test(path));
      if (filled.length > 0) return routesOf([...filled.filter((entry) => entry.method === method), ...filled.filter((entry) => entry.method !== method)]);
    }
    return nearestNames(method === undefined ? route : `${method} ${path}`)(operations.keys()).slice(0, 1);
  };

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"`. */
export const alternatives = (names: readonly string[]): string => {
  const quoted = names.map((name) => JSON.stringify(name));
  return quoted.length < 2 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}`;
};
