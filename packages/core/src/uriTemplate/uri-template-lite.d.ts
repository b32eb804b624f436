/**
 * Types for uri-template-lite 23.4 (CommonJS, ships none): `module.exports` is the `Template`
 * constructor, with `expand` attached to it. Only what request-options uses is relied upon.
 */
declare module "uri-template-lite" {
  /** What a variable may hold for lite: a string, a list of strings, or a map of strings. */
  type LiteValue = string | readonly string[] | Readonly<Record<string, string>>;

  interface LiteOptions {
    /** Encodes values of all operators but `+` and `#` (`encodeURI`); also a `map` callback, so gets extra arguments. */
    readonly encoder?: (value: string) => string;
  }

  interface LiteTemplate {
    readonly template: string;
    expand(data: Readonly<Record<string, LiteValue | null | undefined>>): string;
    match(uri: string): Record<string, string | string[]> | null;
  }

  interface LiteModule {
    new (template: string, opts?: LiteOptions): LiteTemplate;
    /** Expands every expression of `template`; values are read as `data[name]`. */
    expand(template: string, data: Readonly<Record<string, LiteValue | null | undefined>>, opts?: LiteOptions): string;
  }

  const lite: LiteModule;
  export = lite;
}
