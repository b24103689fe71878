import { ROUTES, type HttpMethod, type RouteName } from '@portal/contracts';

/** A parameter's name in a path segment: `:range.pbf` names `range`. */
type ParamName<Segment extends string> = Segment extends `${infer Name}.${string}` ? Name : Segment;

/** The `:name` parameters of a route path, as a union of names (never when it has none). */
export type PathParams<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? ParamName<Segment> | PathParams<Tail>
    : ParamName<Rest>
  : never;

type ParamsOf<N extends RouteName> = PathParams<(typeof ROUTES)[N]['path']>;

/** The values of a route's path parameters: required exactly when the path has some. */
type ParamsArgument<N extends RouteName> = [ParamsOf<N>] extends [never] ? [] : [params: Record<ParamsOf<N>, string | number>];

/**
 * The request line of an endpoint from the route table (libs/contracts routes.ts), where every path is written once:
 * its method and its URL with the parameters filled in (encoded). Spread it into an RTK Query `query` answer and add
 * `params` or `body`.
 */
export function route<N extends RouteName>(name: N, ...[params]: ParamsArgument<N>): { url: string; method: HttpMethod } {
  const { method, path } = ROUTES[name];
  const values = (params ?? {}) as Record<string, string | number>;
  const url = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, param: string) => {
    if (!(param in values)) throw new Error(`Route ${name} needs the path parameter ${param}.`);
    return encodeURIComponent(String(values[param]));
  });
  return { url, method };
}
