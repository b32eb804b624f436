import type { EndpointOptions, EndpointResult, KnownOptions, MergedOptions } from "@request-options/types";
import type { EndpointInterface } from "./EndpointInterface";
import type { GivenKeys } from "./RouteParameters";

// A call's types are computed for its route alone: its path looked up, then its method. The union of every route
// (`OpenApiRoute`) is built only for the compiler's message when a route is none of them, and for an editor's
// completions: on GitHub's document it is most of a first call's cost.

type PathItemMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
// openapi-typescript 7 writes an absent operation `?: never`, read as `undefined`.
type OperationAt<Item, Method> = Method extends keyof Item ? Exclude<Item[Method], undefined> : never;
type PathRoutes<Paths, Path extends keyof Paths & string> = {
  [Method in keyof Paths[Path] & PathItemMethod]: Paths[Path][Method] extends undefined ? never : `${Uppercase<Method>} ${Path}`;
}[keyof Paths[Path] & PathItemMethod];
/** Every operation of the document as a route: `"GET /orgs/{org}/repos"`, and so on. */
export type OpenApiRoute<Paths> = { [Path in keyof Paths & string]: PathRoutes<Paths, Path> }[keyof Paths & string];

/**
 * What a typed endpoint's routes may be besides `"<METHOD> <path>"`: the keys of `Operations` (openapi-typescript's
 * `operations`, by operationId). `Record<never, never>`: none; `Record<string, never>`: any string, untyped.
 */
type OperationIds<Operations> = keyof Operations & string;
type RouteForm = `${Uppercase<PathItemMethod>} /${string}`;
/** The routes of a document whose operationIds are typed too. */
type OpenApiRouteOrOperationId<Paths, Operations> = OpenApiRoute<Paths> | OperationIds<Operations>;
// Deferred while `Route` is generic; the routes' form alone for `Route`'s constraint, which the compiler computes
// (`string`, or `${string} ${string}` where it has matched the route's form).
type KnownRoutes<Paths, Operations, Route> = `${string} ${string}` extends Route
  ? RouteForm
  : string extends OperationIds<Operations>
    ? OpenApiRoute<Paths>
    : [OperationIds<Operations>] extends [never]
      ? OpenApiRoute<Paths>
      : OpenApiRouteOrOperationId<Paths, Operations>;
/**
 * `Route` when it names one of the document's operations; else the routes it may have meant, which the compiler's
 * message names (the path's own, or `OpenApiRoute<paths>`). Its parts are deferred behind
 * `NoInfer` and conditions on `Route`, so that inferring `Route` from a call never builds them.
 */
export type OpenApiKnownRoute<Paths, Route, Operations = Record<never, never>> = Route extends `${infer Method} ${infer Path}`
  ? [Paths] extends [never]
    ? Route
    : Path extends keyof Paths & string
      ? [OperationAt<Paths[Path], Lowercase<Method>>] extends [never]
        ? // Spelt out, so that the message lists the path's routes.
          NoInfer<{ [Item in keyof Paths[Path] & PathItemMethod]: Paths[Path][Item] extends undefined ? never : `${Uppercase<Item>} ${Path}` }[keyof Paths[Path] & PathItemMethod]>
        : Route
      : string extends OperationIds<Operations>
        ? NoInfer<KnownRoutes<Paths, Operations, Route>>
        : Route extends OperationIds<Operations>
          ? Route
          : NoInfer<KnownRoutes<Paths, Operations, Route>>
  : Route extends OperationIds<Operations>
    ? Route
    : NoInfer<KnownRoutes<Paths, Operations, Route>>;

/**
 * The operation a route names: `"<METHOD> <path>"` in `paths`, or an operationId in openapi-typescript's
 * `operations`; `unknown` for a `string` route.
 */
export type OpenApiOperation<Types, Route> = Route extends `${infer Method} ${infer Path extends keyof Types & string}`
  ? OperationAt<Types[Path], Lowercase<Method>>
  : Route extends keyof Types
    ? Types[Route]
    : string extends Route
      ? unknown
      : never;

type Nothing = Record<never, never>;
type ParameterGroup<Operation, Group extends string> = Operation extends { parameters: infer Parameters }
  ? Group extends keyof Parameters
    ? [Exclude<Parameters[Group], undefined>] extends [never]
      ? Nothing
      : Exclude<Parameters[Group], undefined>
    : Nothing
  : Nothing;
// OpenAPI ignores header parameters of these names: the options' `headers` give them.
type IgnoredHeader = "accept" | "content-type" | "authorization";
type HeaderParameters<Operation, Header = ParameterGroup<Operation, "header">> = {
  [Name in keyof Header as Lowercase<Name & string> extends IgnoredHeader ? never : Name]: Header[Name];
};
type OperationParameters<Operation> = ParameterGroup<Operation, "path"> &
  ParameterGroup<Operation, "query"> &
  HeaderParameters<Operation> &
  ParameterGroup<Operation, "cookie">;

type JsonMediaType = "application/json" | `application/json;${string}` | `${string}/${string}+json`;
type JsonBody<Operation> = Operation extends { requestBody?: { content: infer Content } }
  ? { [Media in keyof Content]: Media extends JsonMediaType ? Content[Media] : never }[keyof Content]
  : never;
// An object, `null` aside (a body that may be null is an object body all the same): no list, no union with a scalar.
type ObjectBody<Json> = [Json] extends [never] ? never : [Json] extends [readonly unknown[]] ? never : [Json] extends [object] ? Json : never;
// A JSON object body's fields are parameters (a body method's leftovers form it), or `data` is all of it; else `data`.
type BodyParameters<Operation, Json = JsonBody<Operation>> = [ObjectBody<NonNullable<Json>>] extends [never]
  ? Nothing
  : Operation extends { requestBody: object }
    ? NonNullable<Json> | { data: Json }
    : Partial<NonNullable<Json>>;

type GivenOptional<Options, Given extends string> = [Given & keyof Options] extends [never]
  ? Options
  : Omit<Options, Given> & Partial<Pick<Options, Given & keyof Options>>;
/**
 * A route's parameters (path, query, header and cookie, each by its name) and JSON body fields, as the operation
 * types them, with the known options but `method` and `url`; those the defaults give (`Given`) optional. `Types`
 * is the document's `paths` for a `"<METHOD> <path>"` route, its `operations` for an operationId; one route at a
 * time (a union of routes would get the cross product of their groups).
 */
// One intersection, not a condition, so that the compiler's messages name it: `OpenApiOptions<paths, "GET /x", never>`.
export type OpenApiOptions<Types, Route, Given extends string = never> = GivenOptional<OperationParameters<OpenApiOperation<Types, Route>>, Given> &
  BodyParameters<OpenApiOperation<Types, Route>> &
  Omit<KnownOptions, "method" | "url">;
// Where the route's options are typed from: `paths`, or `operations` for an operationId it types; else any options.
type RouteOptions<Paths, Route, Given extends string, Operations> = Route extends `${string} ${string}`
  ? [Paths] extends [never]
    ? EndpointOptions
    : OpenApiOptions<Paths, Route, Given>
  : string extends Route
    ? EndpointOptions
    : [Operations[Route & keyof Operations]] extends [never]
      ? EndpointOptions
      : OpenApiOptions<Operations, Route, Given>;
// The options are one plain parameter (no tuple in the compiler's message), optional when nothing is required;
// route by route. `NoInfer`: `Route` is inferred from the route alone.
type OptionsArgument<Paths, Route, Given extends string, Operations> = Route extends unknown
  ? Nothing extends RouteOptions<Paths, Route, Given, Operations>
    ? [options?: NoInfer<RouteOptions<Paths, Route, Given, Operations>>]
    : [options: NoInfer<RouteOptions<Paths, Route, Given, Operations>>]
  : never;

/** The request options of a typed route: for `"<METHOD> <path>"`, its `method` the route's, in lower case. */
export type OpenApiResult<Route> = Route extends `${infer Method} ${string}` ? EndpointResult & { method: Lowercase<Method> } : EndpointResult;
/** A typed route's merged options: for `"<METHOD> <path>"`, its `method` and its `url` (a template) the route's. */
export type OpenApiMerged<Route> = Route extends `${infer Method} ${infer Path}` ? MergedOptions & { method: Uppercase<Method>; url: Path } : MergedOptions;

/**
 * An endpoint typed by an OpenAPI document's `paths`; made by `endpoint.defaults<paths>(options)`, types only.
 * `Operations` (openapi-typescript's `operations`) types operationId routes too: `fromOpenApi`'s endpoints take them.
 */
export interface OpenApiEndpoint<Paths, Given extends string = never, Operations = Record<never, never>>
  extends Pick<EndpointInterface, "DEFAULTS" | "parse"> {
  /** Request options for one of the document's operations, its parameters typed by it. */
  <Route extends string>(
    route: OpenApiKnownRoute<Paths, Route, Operations>,
    ...options: OptionsArgument<Paths, Route, Given, Operations>
  ): OpenApiResult<Route>;
  /** A new endpoint, typed by the same document, whose defaults are these over the current ones. */
  defaults<const Options extends EndpointOptions>(options: Options): OpenApiEndpoint<Paths, Given | GivenKeys<Options>, Operations>;
  /** The options merged onto the defaults, not parsed: `url` is the route's template. */
  merge<Route extends string>(route: OpenApiKnownRoute<Paths, Route, Operations>, ...options: OptionsArgument<Paths, Route, Given, Operations>): OpenApiMerged<Route>;
}
