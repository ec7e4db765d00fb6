// A BFF call of a contract endpoint (src/shared/contract): its arguments are typed from the
// declaration, and so is what it returns.
import {
  APP_API,
  pathOf,
  type AppApi,
  type EndpointShape,
  type PathParams,
} from '../../shared/contract';
import type { Operation } from '../../shared/permissions';
import type { z } from '../../shared/zod';
import type { UpstreamCall } from './client';

type Query = Record<string, string | number | boolean | undefined>;

type ParamsArg<E extends { path: string }> = [keyof PathParams<E['path']>] extends [never]
  ? unknown
  : { params: PathParams<E['path']> };
type QueryArg<E> = E extends { query: infer Q extends z.ZodType }
  ? { query?: z.input<Q> }
  : unknown;
type BodyArg<E> = E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown;

/** What a call of `op` needs: the path's ids, the query, the body, as the contract declares. */
export type CallArgs<Op extends Operation> = ParamsArg<AppApi[Op]> &
  QueryArg<AppApi[Op]> &
  BodyArg<AppApi[Op]>;

/** The arguments may be left out when the endpoint needs none. */
export type CallArgList<Op extends Operation> =
  object extends CallArgs<Op> ? [args?: CallArgs<Op>] : [args: CallArgs<Op>];

/** What a call of `op` returns: the declared response, read (camelCase). */
export type CallResult<Op extends Operation> = z.output<AppApi[Op]['response']>;

interface LooseArgs {
  params?: Record<string, number>;
  query?: Query;
  body?: object;
}

/** The upstream request of a call of `op`. */
export function upstreamCallOf(op: Operation, args: unknown): UpstreamCall<z.ZodType> {
  const endpoint: EndpointShape = APP_API[op];
  const { params, query, body } = (args ?? {}) as LooseArgs;
  return {
    method: endpoint.method,
    path: pathOf(endpoint.path, params),
    schema: endpoint.response,
    query,
    body,
    public: endpoint.shared === true,
  };
}
