// A route literal's parameters (specification §2.2). One walk per type, with an accumulator: tsc stays fast.

type RouteUrl<Route extends string> = Route extends `${string} ${infer Url}` ? RouteUrl<Url> : Route;
type Expressions<Url extends string, Found extends string = never> = Url extends `${string}{${infer Expression}}${infer Rest}`
  ? Expressions<Rest, Found | Expression>
  : Found;
/** A varspec's name, without its prefix (`:3`) or explode (`*`) modifier. */
type VarName<VarSpec extends string> = VarSpec extends `${infer Name}:${string}`
  ? Name
  : VarSpec extends `${infer Name}*`
    ? Name
    : VarSpec;
type VarNames<List extends string, Found extends string = never> = List extends `${infer First},${infer Rest}`
  ? VarNames<Rest, Found | VarName<First>>
  : Found | VarName<List>;

// RFC 6570's operators, whose names are optional; an expression without one is a simple string expansion.
type Operator = "+" | "#" | "." | "/" | ";" | "?" | "&";
type SimpleNames<Expression extends string> = Expression extends `${Operator}${string}` ? never : VarNames<Expression>;
type OperatorNames<Expression extends string> = Expression extends `${Operator}${infer List}` ? VarNames<List> : never;

// The authority ends at the first `/`, `?` or `#`: `:8443` and `user:pass@` in it are no placeholders.
type AfterAuthority<Rest extends string> = Rest extends `${infer Char}${infer Tail}` ? (Char extends "/" | "?" | "#" ? Rest : AfterAuthority<Tail>) : "";
type WithoutOrigin<Url extends string> = Url extends `${infer Scheme}://${infer Rest}`
  ? Lowercase<Scheme> extends "http" | "https"
    ? AfterAuthority<Rest>
    : Url
  : Url;

type CutFragment<Text extends string> = Text extends `${infer Path}#${string}` ? Path : Text;
type CutQuery<Text extends string> = Text extends `${infer Path}?${string}` ? CutFragment<Path> : CutFragment<Text>;
// Where `:name` placeholders count: expressions out (each leaves `|`), cut at `?`, `#`, `{?`, `{&`, `{#`.
type PlaceholderPath<Url extends string, Kept extends string = ""> = Url extends `${infer Before}{${infer Expression}}${infer Rest}`
  ? CutQuery<Before> extends Before
    ? Expression extends `${"?" | "&" | "#"}${string}`
      ? `${Kept}${Before}`
      : PlaceholderPath<Rest, `${Kept}${Before}|`>
    : `${Kept}${CutQuery<Before>}`
  : `${Kept}${CutQuery<Url>}`;
type Lower = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z";
type NameStart = Lower | Uppercase<Lower> | "_";
type NameChar = NameStart | "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
type NameAt<Text extends string, Name extends string = ""> = Text extends `${infer Char}${infer Rest}`
  ? Char extends NameChar
    ? NameAt<Rest, `${Name}${Char}`>
    : Name
  : Name;
// A placeholder is a colon, then a letter or `_` (`:8443` is a port).
type Placeholders<Path extends string, Found extends string = never> = Path extends `${string}:${infer Rest}`
  ? Placeholders<Rest, Rest extends `${NameStart}${string}` ? Found | NameAt<Rest> : Found>
  : Found;

/** The required parameter names of a route (or URL) literal. */
export type RequiredParameters<Route extends string> =
  | SimpleNames<Expressions<RouteUrl<Route>>>
  | Placeholders<PlaceholderPath<WithoutOrigin<RouteUrl<Route>>>>;
/** The optional parameter names of a route (or URL) literal. */
export type OptionalParameters<Route extends string> = OperatorNames<Expressions<RouteUrl<Route>>>;

/** `Route`'s parameters, those the defaults give (`Given`) optional; a required one is not `undefined` or `null`. */
export type RouteParameters<Route extends string, Given extends string = never> = {
  [Name in Exclude<RequiredParameters<Route>, Given>]: {};
} & {
  [Name in OptionalParameters<Route> | Extract<RequiredParameters<Route>, Given>]?: unknown;
};

/** The keys of `.defaults()` options that give a value: `undefined` sets none, `null` leaves a parameter missing. */
export type GivenKeys<Options> = {
  [Key in keyof Options]-?: undefined extends Options[Key] ? never : null extends Options[Key] ? never : Key;
}[keyof Options] & string;

type IsLiteral<Route extends string> = string extends Route ? false : true;
/** `endpoint(route, options)`'s options: required when the defaults miss a parameter; loose for a `string` route. */
export type RouteOptionsArgument<Route extends string, Given extends string, Options> =
  IsLiteral<Route> extends false
    ? [options?: Options]
    : [Exclude<RequiredParameters<Route>, Given>] extends [never]
      ? [options?: Options & RouteParameters<Route, Given>]
      : [options: Options & RouteParameters<Route, Given>];
/** What `endpoint(options)` adds to its options type for a literal (or route-form) `url`: its parameters. */
export type UrlParameters<Options extends { url?: unknown }, Given extends string> = Options["url"] extends string
  ? IsLiteral<Options["url"]> extends true
    ? RouteParameters<Options["url"], Given>
    : unknown
  : unknown;
