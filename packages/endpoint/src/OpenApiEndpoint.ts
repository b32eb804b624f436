import type { EndpointOptions, EndpointResult, KnownOptions, MergedOptions } from "@request-options/types";
import type { EndpointInterface } from "./EndpointInterface";
import type { GivenKeys } from "./RouteParameters";

type PathItemMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
// openapi-typescript 7 writes an absent operation `?: never`.
type OperationAt<Item, Method> = Method extends keyof Item ? Exclude<Item[Method], undefined> : never;
/** Every operation of the document as a route: `"GET /orgs/{org}/repos"`, and so on. */
export type OpenApiRoute<Paths> = {
  [Path in keyof Paths & string]: {
    [Method in PathItemMethod]: [OperationAt<Paths[Path], Method>] extends [never] ? never : `${Uppercase<Method>} ${Path}`;
  }[PathItemMethod];
}[keyof Paths & string];
/** The operation a route names. */
export type OpenApiOperation<Paths, Route> =
  Route extends `${infer Method} ${infer Path extends keyof Paths & string}` ? OperationAt<Paths[Path], Lowercase<Method>> : never;

type Nothing = Record<never, never>;
type ParameterGroup<Operation, Group extends string> = Operation extends { parameters: infer Parameters }
  ? Group extends keyof Parameters
    ? [Exclude<Parameters[Group], undefined>] extends [never]
      ? Nothing
      : Exclude<Parameters[Group], undefined>
    : Nothing
  : Nothing;
type JsonBody<Operation> = Operation extends { requestBody?: { content: { "application/json": infer Json } } } ? Json : never;
type IsObjectBody<Json> = [Json] extends [never] ? false : Json extends readonly unknown[] ? false : Json extends object ? true : false;
// A JSON object body's fields are parameters (a body method's leftovers form it), or `data` is all of it; else `data`.
type BodyParameters<Operation> =
  IsObjectBody<JsonBody<Operation>> extends true
    ? Operation extends { requestBody: object }
      ? JsonBody<Operation> | { data: JsonBody<Operation> }
      : Partial<JsonBody<Operation>>
    : Nothing;

type GivenOptional<Options, Given extends string> = [Given & keyof Options] extends [never]
  ? Options
  : Omit<Options, Given> & Partial<Pick<Options, Given & keyof Options>>;
/** A route's path, query and JSON body parameters as the operation types them, and known options but method and url. */
export type OpenApiOptions<Paths, Route, Given extends string = never> =
  // Route by route: a union of routes (one not yet inferred) gets a union of options, not a cross product of groups.
  Route extends unknown ? OperationOptions<OpenApiOperation<Paths, Route>, Given> : never;
type OperationOptions<Operation, Given extends string> = GivenOptional<ParameterGroup<Operation, "path"> & ParameterGroup<Operation, "query">, Given> &
  BodyParameters<Operation> &
  Omit<KnownOptions, "method" | "url">;

type OptionsArgument<Paths, Route, Given extends string> = Nothing extends OpenApiOptions<Paths, Route, Given>
  ? [options?: OpenApiOptions<Paths, Route, Given>]
  : [options: OpenApiOptions<Paths, Route, Given>];

type RouteMethod<Route> = Route extends `${infer Method} ${string}` ? Method : never;
type RoutePath<Route> = Route extends `${string} ${infer Path}` ? Path : never;
/** The request options of a typed route: its `method` the route's, in lower case. */
export type OpenApiResult<Route> = EndpointResult & { method: Lowercase<RouteMethod<Route>> };

/** An endpoint typed by an OpenAPI document's `paths`; made by `endpoint.defaults<paths>(options)`, types only. */
export interface OpenApiEndpoint<Paths, Given extends string = never> extends Pick<EndpointInterface, "DEFAULTS" | "parse"> {
  /** Request options for one of the document's operations, its parameters typed by it. */
  <Route extends OpenApiRoute<Paths>>(route: Route, ...options: NoInfer<OptionsArgument<Paths, Route, Given>>): OpenApiResult<Route>;
  /** A new endpoint, typed by the same document, whose defaults are these over the current ones. */
  defaults<const Options extends EndpointOptions>(options: Options): OpenApiEndpoint<Paths, Given | GivenKeys<Options>>;
  /** The options merged onto the defaults, not parsed: `url` is the route's template. */
  merge<Route extends OpenApiRoute<Paths>>(
    route: Route,
    ...options: NoInfer<OptionsArgument<Paths, Route, Given>>
  ): MergedOptions & { method: Uppercase<RouteMethod<Route>>; url: RoutePath<Route> };
}
