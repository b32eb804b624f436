/** The Unevaluated vocabulary (JSON Schema 2020-12, §11): what no other keyword of the schema evaluated. */
import { type Dict, hasOwn, isPlainObject, own } from "@request-options/core/internal";
import { isJsonObject } from "../jsonValue";
import { type Check, failed, unknownKeyed } from "../../checkFailure";
import { evaluatedFresh, evaluatedMerge, isIndexEvaluated, isKeyEvaluated } from "../evaluated";
import { type At, descend, itemsLimit, itemsTooMany, type Node, nodeOf, type Session, tooDeep } from "../node";

/**
 * unevaluatedProperties and unevaluatedItems: the schema's other checks (`inner`) run collecting their annotations,
 * then the keys and items none evaluated are checked. Only such a schema allocates its annotations.
 */
export const unevaluatedWrap = (session: Session, node: Node, schema: Dict, at: At): ((inner: Check) => Check) | undefined => {
  const { compiler } = session;
  const propertiesSchema = own(schema, "unevaluatedProperties");
  const itemsSchema = own(schema, "unevaluatedItems");
  if (propertiesSchema === undefined && itemsSchema === undefined) return undefined;
  const properties = propertiesSchema === undefined ? undefined : nodeOf(session, propertiesSchema, at("unevaluatedProperties"), node.resource);
  const items = itemsSchema === undefined ? undefined : nodeOf(session, itemsSchema, at("unevaluatedItems"), node.resource);
  node.unevaluated = properties === compiler.accept ? true : properties === compiler.refuse ? false : properties;
  if (properties !== undefined) node.whole = true;
  return (inner) => (u, depth, failure, evaluated) => {
    const mine = evaluatedFresh();
    if (!inner(u, depth, failure, mine)) return false;
    // Walked as the Applicator's walks are: to a bounded depth, a list to a bounded length.
    if (properties !== undefined && isJsonObject(u)) {
      if (tooDeep(u, depth, failure)) return false;
      for (const key in u) {
        if (!hasOwn(u, key) || isKeyEvaluated(mine, key)) continue;
        const value = u[key];
        if (value === undefined) continue;
        if (properties === compiler.refuse) return unknownKeyed(failure, key, value, node.properties.map(([name]) => name));
        if (!properties.check(value, depth + 1, failure)) return descend(failure, key, properties, value);
      }
      mine.allKeys = true;
    }
    if (items !== undefined && Array.isArray(u)) {
      if (u.length > itemsLimit) return failed(failure, u, itemsTooMany);
      if (tooDeep(u, depth, failure)) return false;
      for (let index = 0; index < u.length; index += 1) {
        if (!isIndexEvaluated(mine, index) && !items.check(u[index], depth + 1, failure)) return descend(failure, String(index), items, u[index], true);
      }
      mine.items = Infinity;
    }
    if (evaluated !== undefined) evaluatedMerge(evaluated, mine);
    return true;
  };
};
