/** The Core vocabulary (JSON Schema 2020-12, §8): `$ref` and `$dynamicRef`; `$id`, `$anchor` and `$defs` are read by ../resources.ts. */
import { type Dict, own } from "@request-options/core/internal";
import { valueShow } from "@request-options/types";
import type { Check } from "../../checkFailure";
import { type At, dynamicScope, fault, fragmentSplit, type Node, nodeOf, type Resource, type Session } from "../node";
import { dynamicAnchorsNamed, refTarget } from "../resources";

/** `target`'s check, its resource entered in the dynamic scope while it runs (when a `$dynamicRef` needs the scope). */
const entered = (session: Session, target: () => Node): Check => {
  const { compiler } = session;
  return (u, depth, failure, evaluated) => {
    const node = target();
    if (!compiler.dynamic) return node.check(u, depth, failure, evaluated);
    dynamicScope.push(node.resource);
    try {
      return node.check(u, depth, failure, evaluated);
    } finally {
      dynamicScope.pop();
    }
  };
};

/** `$ref`'s target (inside the document: RFC 3986 against the schema's `$id` base, then a pointer or an anchor). */
export const refCheckOf = (session: Session, node: Node, schema: Dict, at: At): Check | undefined => {
  const ref = own(schema, "$ref");
  if (ref === undefined) return undefined;
  const located = refTarget(session.compiler, ref, node.resource, at("$ref"));
  const target = nodeOf(session, located.schema, located.pointer, located.resource);
  node.ref = target;
  node.sameLevel.push(target);
  return entered(session, () => target);
};

/**
 * `$dynamicRef`: resolved as `$ref`, unless its target is a `$dynamicAnchor` of the same name; then the outermost
 * resource of the dynamic scope with such an anchor gives the schema (§8.2.3.2).
 */
export const dynamicRefCheckOf = (session: Session, node: Node, schema: Dict, at: At): Check | undefined => {
  const ref = own(schema, "$dynamicRef");
  if (ref === undefined) return undefined;
  const { compiler } = session;
  if (typeof ref !== "string") return fault(at("$dynamicRef"), `a $dynamicRef is a string, got ${valueShow(ref)}`);
  const located = refTarget(compiler, ref, node.resource, at("$dynamicRef"));
  const initial = nodeOf(session, located.schema, located.pointer, located.resource);
  node.sameLevel.push(initial);
  node.dynamicTargets.push(initial);
  node.whole = true;
  const fragment = fragmentSplit(ref)[1];
  // A pointer fragment names no anchor: an anchor is a plain name.
  const named = located.resource.dynamicAnchors.get(fragment)?.schema === located.schema;
  if (!named) return entered(session, () => initial);
  compiler.dynamic = true;
  const candidates = new Map<Resource, Node>();
  for (const anchor of dynamicAnchorsNamed(compiler, fragment)) {
    const candidate = nodeOf(session, anchor.schema, anchor.pointer, anchor.resource);
    candidates.set(anchor.resource, candidate);
    node.sameLevel.push(candidate);
    node.dynamicTargets.push(candidate);
  }
  return entered(session, () => {
    for (const resource of dynamicScope) {
      const candidate = candidates.get(resource);
      if (candidate !== undefined) return candidate;
    }
    return initial;
  });
};
