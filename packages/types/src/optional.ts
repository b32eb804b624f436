import * as t from "io-ts";

// An undefined option is "not set" (docs/decisions.md), even with exactOptionalPropertyTypes. No `t.union`: one guard decides it.
export const optional = <C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C> | undefined, t.OutputOf<C> | undefined, unknown> =>
  new t.Type(
    codec.name,
    (u): u is t.TypeOf<C> | undefined => u === undefined || codec.is(u),
    // The codec validates as if it stood at the key, so paths read as with a union (`mediaType.previews`).
    (u, c) => {
      if (u === undefined) return t.success(undefined);
      const last = c[c.length - 1];
      return codec.validate(u, last === undefined ? c : [...c.slice(0, -1), { ...last, type: codec }]);
    },
    (a) => (a === undefined ? undefined : codec.encode(a)),
  );
