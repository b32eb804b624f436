/**
 * Types for uri-template-lite 23.4 (CommonJS, ships none), as the differential test uses it:
 * `module.exports` is the `Template` constructor, with `expand(template, data)` attached.
 */
declare module "uri-template-lite" {
  type LiteValue = string | readonly string[] | Readonly<Record<string, string>>;

  interface LiteModule {
    /** Expands every expression of `template`; values are read as `data[name]`. */
    expand(template: string, data: Readonly<Record<string, LiteValue | null | undefined>>): string;
  }

  const lite: LiteModule;
  export = lite;
}
