// Scaffold: the runtime entry (built on main).
export const fromOpenApi = (document: object, settings?: { readonly check?: boolean }): unknown => {
  throw new Error(`not built: ${typeof document} ${typeof settings}`);
};
