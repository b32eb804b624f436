import { type EndpointError } from "@request-options/core";
import { type Dict, fail, hasOwn, isPlainObject, own, valueKind } from "@request-options/core/internal";
import * as E from "fp-ts/Either";

/** A value of the document and its JSON pointer (as a URI fragment, `#/paths/~1pets/get`). */
export type Located<A = unknown> = { readonly value: A; readonly pointer: string };

/** One operation of the document, found by its route or its operationId; its plan is made at its first call. */
export type OperationEntry = {
  /** Upper case, as the route writes it: `GET`. */
  readonly method: string;
  /** The path as the document writes it: `/pets/{petId}`. */
  readonly path: string;
  readonly item: Located<Dict>;
  readonly operation: Located<Dict>;
};

/** A document read once: its operations by route (`"GET /pets/{petId}"`) and by operationId. */
export type DocumentIndex = { readonly document: Dict; readonly operations: ReadonlyMap<string, OperationEntry> };

export const documentFail = (pointer: string, why: string): E.Either<EndpointError, never> =>
  fail("INVALID_DOCUMENT", `invalid OpenAPI document at ${pointer}: ${why}`);

/** A key as a JSON pointer's token (RFC 6901: `~` as `~0`, `/` as `~1`). */
export const pointerToken = (key: string | number): string => String(key).replace(/~/g, "~0").replace(/\//g, "~1");

export const pointerAppend = (pointer: string, key: string | number): string => `${pointer}/${pointerToken(key)}`;

// Where a document holds no `$self` (or a relative one), references resolve against a default base URI (OpenAPI 3.2.0, Appendix F).
const defaultBase = "https://document.invalid/";

/** A reference to the document itself by its 3.2 `$self` (`https://example.com/api#/components/...`, or relative to it), as a fragment. */
const selfFragment = (document: object, ref: string): string | undefined => {
  const self = isPlainObject(document) ? own(document, "$self") : undefined;
  if (typeof self !== "string") return undefined;
  try {
    const base = new URL(self, defaultBase);
    const { hash, href } = new URL(ref, base);
    base.hash = "";
    return hash !== "" && href === base.href + hash ? hash : undefined;
  } catch {
    return undefined;
  }
};

/**
 * What a local `$ref` (`#/components/schemas/Pet`: percent-decoded, `~1` and `~0` unescaped) points at, own keys and
 * array indices only; else why not, to follow `$ref "<ref>"` in a fault's message.
 */
export const refLookup = (document: object, ref: string): E.Either<string, unknown> => {
  const fragment = ref.startsWith("#") ? ref : selfFragment(document, ref);
  if (fragment === undefined) return E.left('is not local: only "#/..." references are followed');
  let path: string;
  try {
    path = decodeURIComponent(fragment.slice(1));
  } catch {
    return E.left("is not valid percent-encoding");
  }
  if (path !== "" && !path.startsWith("/")) return E.left("is no JSON pointer");
  let value: unknown = document;
  for (const raw of path === "" ? [] : path.slice(1).split("/")) {
    const token = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const found = (isPlainObject(value) || Array.isArray(value)) && hasOwn(value, token) && (!Array.isArray(value) || /^(?:0|[1-9]\d*)$/.test(token));
    if (!found) return E.left("resolves nowhere");
    value = (value as Dict)[token];
  }
  return E.right(value);
};

const refTarget = (document: Dict, ref: string, from: string): E.Either<EndpointError, Located> => {
  const target = refLookup(document, ref);
  return E.isLeft(target) ? documentFail(from, `$ref ${JSON.stringify(ref)} ${target.left}`) : E.right({ value: target.right, pointer: ref });
};

// Past this many `$ref`s in a row a chain is taken for a loop that has not closed yet.
const chainLimit = 64;

/** `value` with its `$ref`s followed (a Reference Object's other keys are ignored, as OpenAPI says); a loop is a fault. */
const refFollow = (document: Dict, located: Located): E.Either<EndpointError, Located> => {
  let current = located;
  const seen = new Set<string>();
  while (isPlainObject(current.value) && hasOwn(current.value, "$ref")) {
    const ref = current.value["$ref"];
    if (typeof ref !== "string") return documentFail(pointerAppend(current.pointer, "$ref"), `expected a string, got ${valueKind(ref)}`);
    if (seen.has(ref) || seen.size >= chainLimit) return documentFail(located.pointer, `$ref ${JSON.stringify(ref)} loops`);
    seen.add(ref);
    const target = refTarget(document, ref, current.pointer);
    if (E.isLeft(target)) return target;
    current = target.right;
  }
  return E.right(current);
};

/** `value` as an object of the document, its `$ref`s followed, or a fault naming `what` was expected. */
export const objectAt = (document: Dict, located: Located, what: string): E.Either<EndpointError, Located<Dict>> => {
  const followed = refFollow(document, located);
  if (E.isLeft(followed)) return followed;
  const { value, pointer } = followed.right;
  return isPlainObject(value) ? E.right({ value, pointer }) : documentFail(pointer, `expected ${what}, got ${valueKind(value)}`);
};

/** The Path Item Object's fields that hold an operation (OpenAPI 3.2.0: `query` is 3.2's). */
const operationMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"] as const;
const fixedMethods: ReadonlySet<string> = new Set(operationMethods.map((method) => method.toUpperCase()));
// An RFC 9110 token: what a method of `additionalOperations` must be.
const methodToken = /^[!#$%&'*+.^_`|~\w-]+$/;

type OperationAt = { readonly method: string; readonly located: Located };

/** A Path Item's operations: its fixed fields, then 3.2's `additionalOperations` (`COPY`), each method upper case. */
const itemOperations = (item: Located<Dict>, version: string): E.Either<EndpointError, OperationAt[]> => {
  const found: OperationAt[] = [];
  for (const method of operationMethods) {
    if (!hasOwn(item.value, method) || (method === "query" && !version.startsWith("3.2"))) continue;
    found.push({ method: method.toUpperCase(), located: { value: item.value[method], pointer: pointerAppend(item.pointer, method) } });
  }
  const additional = version.startsWith("3.2") ? item.value["additionalOperations"] : undefined;
  if (additional === undefined) return E.right(found);
  const mapPointer = pointerAppend(item.pointer, "additionalOperations");
  if (!isPlainObject(additional)) return documentFail(mapPointer, `expected a map of Operation Objects, got ${valueKind(additional)}`);
  for (const method of Object.keys(additional)) {
    const upper = method.toUpperCase();
    // A method of the Path Item's fields, or given twice in another case, would be two operations of one route.
    if (!methodToken.test(method) || fixedMethods.has(upper) || found.some((other) => other.method === upper)) {
      return documentFail(pointerAppend(mapPointer, method), "expected a method (an RFC 9110 token) that no Path Item field or other key names");
    }
    found.push({ method: upper, located: { value: additional[method], pointer: pointerAppend(mapPointer, method) } });
  }
  return E.right(found);
};

/** The document's shape (version, `paths`) checked, its operations indexed; each operation's own faults wait for its first call. */
export const documentRead = (document: unknown): E.Either<EndpointError, DocumentIndex> => {
  if (!isPlainObject(document)) return documentFail("#", `expected a parsed OpenAPI document (a plain object), got ${valueKind(document)}`);
  const version = document["openapi"];
  if (typeof version !== "string" || !/^3\.[0-2]\.\d+(?:-[\w.-]+)?$/.test(version)) {
    const found = hasOwn(document, "swagger") ? `Swagger ${String(document["swagger"])} (convert it to OpenAPI 3 first)` : `openapi ${JSON.stringify(version)}`;
    return documentFail("#/openapi", `expected OpenAPI 3.0.x, 3.1.x or 3.2.x, got ${found}`);
  }
  const paths = document["paths"];
  // 3.1 and 3.2 documents may have no `paths` (webhooks or components only): no operations then.
  if (paths === undefined && !version.startsWith("3.0")) return E.right({ document, operations: new Map() });
  if (!isPlainObject(paths)) return documentFail("#/paths", `expected an object of path items, got ${valueKind(paths)}`);
  const operations = new Map<string, OperationEntry>();
  const ids = new Set<string>();
  for (const path of Object.keys(paths)) {
    // Specification extensions (`x-...`) may sit beside the paths.
    if (path.startsWith("x-")) continue;
    const itemPointer = pointerAppend("#/paths", path);
    if (!path.startsWith("/")) return documentFail(itemPointer, `a path must start with "/", got ${JSON.stringify(path)}`);
    const item = objectAt(document, { value: paths[path], pointer: itemPointer }, "a Path Item Object");
    if (E.isLeft(item)) return item;
    const methods = itemOperations(item.right, version);
    if (E.isLeft(methods)) return methods;
    for (const { method, located } of methods.right) {
      const operation = objectAt(document, located, "an Operation Object");
      if (E.isLeft(operation)) return operation;
      const entry: OperationEntry = { method, path, item: item.right, operation: operation.right };
      const route = `${entry.method} ${path}`;
      const named = operations.get(route);
      if (named !== undefined) return documentFail(pointerAppend(named.operation.pointer, "operationId"), `operationId ${JSON.stringify(route)} is also the route of ${route}`);
      operations.set(route, entry);
      const id = operation.right.value["operationId"];
      if (typeof id !== "string") continue;
      const other = operations.get(id);
      if (other !== undefined && other !== entry) {
        const whose = ids.has(id) ? `${other.method} ${other.path}'s operationId` : "the route of another operation";
        return documentFail(pointerAppend(operation.right.pointer, "operationId"), `operationId ${JSON.stringify(id)} is also ${whose}`);
      }
      ids.add(id);
      operations.set(id, entry);
    }
  }
  return E.right({ document, operations });
};

/** The operation `route` names: as written (one lookup on the call path), else with its method in upper case. */
export const operationFind = (operations: DocumentIndex["operations"], route: string): OperationEntry | undefined => {
  const entry = operations.get(route);
  if (entry !== undefined) return entry;
  const words = /^\s*(\S+)\s+(\S+)\s*$/.exec(route);
  return words === null ? undefined : operations.get(`${words[1]!.toUpperCase()} ${words[2]}`);
};
