import { hasOwn, isPlainObject, own } from "@request-options/core/internal";
import { valueShow } from "@request-options/types";
import { pointerToken } from "../document";
import { type Compiler, fault, fragmentSplit, type Located, type Resource, resourceAt, uriResolve } from "./node";

// Keys whose values are data, not schemas: an `$id` inside an `enum` or an example is no resource.
const dataKeys = new Set(["enum", "const", "default", "examples", "example"]);
// Keys whose values are maps of schemas, where a key named `enum` is a name.
const schemaMaps = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "schemas"]);

/** Every `$id`, `$anchor` and `$dynamicAnchor` of the document, read once when a reference first needs one. */
const documentIndex = (compiler: Compiler): void => {
  if (compiler.indexed) return;
  compiler.indexed = true;
  const seen = new WeakSet<object>();
  const walk = (value: unknown, pointer: string, resource: Resource, parentKey: string): void => {
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${pointer}/${index}`, resource, ""));
      return;
    }
    if (!isPlainObject(value)) return;
    let current = resource;
    if (!compiler.legacy) {
      const id = own(value, "$id");
      if (typeof id === "string" && !schemaMaps.has(parentKey)) {
        const uri = safely(() => fragmentSplit(uriResolve(id, resource.uri, pointer))[0]);
        if (uri !== undefined) current = resourceAt(compiler, uri, value, pointer);
      }
      const anchor = own(value, "$anchor");
      if (typeof anchor === "string") current.anchors.set(anchor, { schema: value, pointer, resource: current });
      const dynamic = own(value, "$dynamicAnchor");
      if (typeof dynamic === "string") {
        current.dynamicAnchors.set(dynamic, { schema: value, pointer, resource: current });
        if (!current.anchors.has(dynamic)) current.anchors.set(dynamic, { schema: value, pointer, resource: current });
      }
    }
    for (const key in value) {
      if (!hasOwn(value, key) || (dataKeys.has(key) && !schemaMaps.has(parentKey))) continue;
      walk(value[key], `${pointer}/${pointerToken(key)}`, current, key);
    }
  };
  walk(compiler.document, "#", compiler.documentResource, "");
};

const safely = <A>(read: () => A): A | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

/** Every resource that declares `$dynamicAnchor` `name`, and the schema it names there. */
export const dynamicAnchorsNamed = (compiler: Compiler, name: string): Located[] => {
  documentIndex(compiler);
  const found: Located[] = [];
  for (const resource of compiler.resources.values()) {
    const located = resource.dynamicAnchors.get(name);
    if (located !== undefined) found.push(located);
  }
  return found;
};

/** A JSON pointer's target from a resource's root; `$id`s passed on the way start their own resources. */
const pointerWalk = (compiler: Compiler, resource: Resource, path: string, ref: string, from: string): Located => {
  let value: unknown = resource.root;
  let pointer = resource.pointer;
  let current = resource;
  for (const raw of path === "" ? [] : path.slice(1).split("/")) {
    const token = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const found = (isPlainObject(value) || Array.isArray(value)) && hasOwn(value, token) && (!Array.isArray(value) || token !== "length");
    if (!found) return fault(from, `the $ref ${JSON.stringify(ref)} resolves nowhere`);
    value = (value as Record<string, unknown>)[token];
    pointer = `${pointer}/${pointerToken(token)}`;
    const id = !compiler.legacy && isPlainObject(value) ? own(value, "$id") : undefined;
    if (typeof id === "string") current = resourceAt(compiler, fragmentSplit(uriResolve(id, current.uri, pointer))[0], value, pointer);
  }
  return { schema: value, pointer, resource: current };
};

/**
 * A `$ref`'s target inside the document (RFC 3986 against the referring schema's base, then a JSON pointer or an
 * anchor); a reference that leaves the document is a fault.
 */
export const refTarget = (compiler: Compiler, ref: unknown, resource: Resource, from: string): Located => {
  if (typeof ref !== "string") return fault(from, `a $ref is a string, got ${valueShow(ref)}`);
  const [uri, rawFragment] = fragmentSplit(uriResolve(ref, resource.uri, from));
  let target = compiler.resources.get(uri);
  if (target === undefined) {
    documentIndex(compiler);
    target = compiler.resources.get(uri);
  }
  if (target === undefined) return fault(from, `the $ref ${JSON.stringify(ref)} is not local: it names ${uri}, which the document does not hold`);
  let fragment: string;
  try {
    fragment = decodeURIComponent(rawFragment);
  } catch {
    return fault(from, `the $ref ${JSON.stringify(ref)} is not valid percent-encoding`);
  }
  if (fragment === "" || fragment.startsWith("/")) return pointerWalk(compiler, target, fragment, ref, from);
  documentIndex(compiler);
  return target.anchors.get(fragment) ?? fault(from, `the $ref ${JSON.stringify(ref)} names no anchor of ${uri}`);
};
