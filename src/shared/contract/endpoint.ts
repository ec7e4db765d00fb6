/**
 * One upstream endpoint, declared once: method, path, query, body, response and who may call
 * it. The BFF's upstream calls (`ctx.api` in `src/server/trpc.ts`) and the embedded
 * upstream's routes (`src/app-api/routes/endpoint-route.ts`) are both typed from these
 * declarations, and the OpenAPI document is generated from them, so a change here breaks the
 * build on both sides.
 *
 * Why a small typed table and not ts-rest: ts-rest 3.52 requires zod 3 (we are on zod 4), and
 * what we need from it is three mapped types (path params, query, body) plus two adapters of
 * about fifty lines each. The table keeps our envelope rule, our 422 field errors and our
 * permission table in one place instead of fitting them around a library's own.
 */
import type { z } from '../zod';
import { ACCESS, type Operation } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` segments of a path template, e.g. `'id'` for `/v1/tournaments/:id/join`. */
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Every path parameter of the contract is an entity id: a positive integer. */
export type PathParams<P extends string> = { [K in ParamName<P>]: number };

export interface EndpointShape {
  method: HttpMethod;
  /** Below `/app-api`, e.g. `/v1/tournaments/:id`. */
  path: string;
  /** One line for the published reference. */
  summary: string;
  /** The query string's schema, snake_case keys (numbers arrive as text and are coerced). */
  query?: z.ZodType;
  /** The JSON body's schema, snake_case keys. */
  body?: z.ZodType;
  /**
   * What a caller reads: the envelope's `data`, or the whole body for a paginated list
   * (`paged`). Wire schemas require what the contract promises and drop unknown fields.
   */
  response: z.ZodType;
  /** A paginated list: the whole body is `{ data, meta }` (the specification's envelope rule). */
  paged?: true;
  /** Answers 201 Created. */
  created?: true;
  /**
   * The same answer for every caller: the BFF sends it without a token and may cache it.
   * `'visible'`: the same for every caller who may see the resource, so shared alike; one hidden
   * from visitors (a draft tournament, 404 without a token) is asked again with the caller's.
   */
  shared?: true | 'visible';
  /**
   * What a write changes among the public reads the BFF keeps for a few seconds (absent: any of
   * them, all forgotten once it is done). `'none'`: nothing anyone reads alike (a sign-in, the
   * handicap calculator, one's own notices). `'announced'`: its router announces what it
   * changed on the live bus (a match played on), and the cache forgets just that.
   */
  publicChange?: 'none' | 'announced';
  /** The state its resource must be in (e.g. check-in open); in any other it answers 409. */
  whileState?: string;
  /**
   * A change of some of a resource's fields: a field not sent keeps its value. `read` is the GET
   * that shows them, at the same path parameters; the patch test (tests/integration/patches.test.ts)
   * changes one field of every such endpoint and reads every other one back unchanged.
   */
  patch?: { read: Operation };
}

export type Endpoint<
  Op extends Operation = Operation,
  S extends EndpointShape = EndpointShape,
> = S & { operation: Op; access: (typeof ACCESS)[Op] };

type Shapes = { [K in Operation]?: EndpointShape };

/** Declares endpoints keyed by operation; each takes its access from the permission table. */
export function endpoints<const T extends Shapes>(
  shapes: T,
): { [K in keyof T & Operation]: Endpoint<K, NonNullable<T[K]>> } {
  const out: Record<string, Endpoint> = {};
  for (const [operation, shape] of Object.entries(shapes) as [Operation, EndpointShape][]) {
    out[operation] = { ...shape, operation, access: ACCESS[operation] } as Endpoint;
  }
  return out as { [K in keyof T & Operation]: Endpoint<K, NonNullable<T[K]>> };
}

/** A `:name` segment of a path template. */
const PARAM = /:([a-zA-Z_]+)/g;

/** The names of a template's `:name` segments, e.g. `['id']` for `/v1/tournaments/:id/join`. */
export const paramNamesOf = (template: string): string[] =>
  [...template.matchAll(PARAM)].map((match) => match[1] ?? '');

/** The template with its segments written as `{name}`, as OpenAPI writes them. */
export const openApiPathOf = (template: string): string => template.replace(PARAM, '{$1}');

/** The concrete path of a call, e.g. `/v1/tournaments/12/join`. */
export function pathOf(template: string, params: Record<string, number> = {}): string {
  return template.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return String(value);
  });
}
