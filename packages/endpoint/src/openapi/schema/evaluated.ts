/**
 * The annotations `unevaluatedProperties` and `unevaluatedItems` read (JSON Schema 2020-12, §11): which keys and
 * items of a value the schema's other keywords and in-place subschemas evaluated. Only a schema with an
 * `unevaluated*` keyword creates one, so a walk without them allocates nothing.
 */
export type Evaluated = {
  /** Keys evaluated by properties, patternProperties, or their in-place subschemas'. */
  keys: Set<string> | undefined;
  /** additionalProperties or unevaluatedProperties applied: every key is evaluated. */
  allKeys: boolean;
  /** The leading items evaluated (prefixItems), Infinity once items or unevaluatedItems applied. */
  items: number;
  /** Items that `contains` matched. */
  indices: Set<number> | undefined;
};

export const evaluatedFresh = (): Evaluated => ({ keys: undefined, allKeys: false, items: 0, indices: undefined });

export const keyEvaluated = (evaluated: Evaluated, key: string): void => {
  if (!evaluated.allKeys) (evaluated.keys ??= new Set()).add(key);
};

export const indexEvaluated = (evaluated: Evaluated, index: number): void => {
  (evaluated.indices ??= new Set()).add(index);
};

/** `from`'s annotations added to `into`'s: a passing subschema's, as its parent collects them. */
export const evaluatedMerge = (into: Evaluated, from: Evaluated): void => {
  if (from.allKeys) into.allKeys = true;
  else if (from.keys !== undefined && !into.allKeys) for (const key of from.keys) keyEvaluated(into, key);
  into.items = Math.max(into.items, from.items);
  if (from.indices !== undefined) for (const index of from.indices) indexEvaluated(into, index);
};

export const isKeyEvaluated = (evaluated: Evaluated, key: string): boolean => evaluated.allKeys || evaluated.keys?.has(key) === true;
export const isIndexEvaluated = (evaluated: Evaluated, index: number): boolean => index < evaluated.items || evaluated.indices?.has(index) === true;
