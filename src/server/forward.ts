// A procedure that forwards to its upstream endpoint, built from the contract's declaration
// (src/shared/contract) instead of restated: the endpoint's path ids plus its body's domain
// schema are the input, its response's domain schema the output, GET a query and any other
// method a mutation. Procedures that do more than forward (live streams, calendars, an export,
// a read that picks between endpoints) stay written out in their routers.
import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import { APP_API, type AppApi } from '../shared/contract';
import { noData } from '../shared/contract/account';
import { paramNamesOf, type PathParams } from '../shared/contract/endpoint';
import type { Operation, ProcedureName } from '../shared/permissions';
import { idSchema } from '../shared/schemas/common';
import { domainOf, type DomainOf } from '../shared/wire/derive';
import { z } from '../shared/zod';
import type { LiveTopic } from './live/bus';
import { procedureFor, type Context } from './trpc';
import type { CallArgs, CallResult } from './upstream/client';

type ForwardOp = Operation & ProcedureName;
type EndpointOf<Op extends ForwardOp> = AppApi[Op];

/** The endpoint's body, as the domain names it (`never` without one). */
type BodyOf<E> = E extends { body: infer B } ? DomainOf<B> : never;

/** The input a forward builds when given none: the path's ids and the body's fields. */
type DerivedInput<E extends { path: string }> = z.ZodType<
  PathParams<E['path']> & ([BodyOf<E>] extends [never] ? unknown : z.output<BodyOf<E>>),
  PathParams<E['path']> & ([BodyOf<E>] extends [never] ? unknown : z.input<BodyOf<E>>)
>;

/** What a forward's input must give the call: the path's ids, the query's or the body's fields. */
type CallFields<Op extends Operation> =
  Omit<CallArgs<Op>, never> extends infer A
    ? (A extends { params: infer P } ? P : unknown) &
        (A extends { query?: infer Q } ? NonNullable<Q> : unknown) &
        (A extends { body: infer B } ? B : unknown)
    : never;

/** An input schema the call can be made from, or a type error naming the mismatch. */
type FitsCall<Op extends Operation, In extends z.ZodType> =
  NonNullable<z.output<In>> extends CallFields<Op>
    ? In
    : { 'input does not fit the contract of': Op };

interface ForwardOptions<Op extends ForwardOp, In extends z.ZodType> {
  /**
   * The procedure's own input, when it says more than the contract (a refinement, a query's
   * defaults): it must still give the call what the endpoint declares.
   */
  input?: FitsCall<Op, In>;
  /** The live topics a successful call changed, told once it answered (live/bus.ts). */
  publishes?: (input: z.output<In>, answer: CallResult<Op>) => readonly LiveTopic[];
}

type Def<Op extends ForwardOp, In extends z.ZodType> = {
  input: [keyof PathParams<EndpointOf<Op>['path']>] extends [never]
    ? EndpointOf<Op> extends { body: unknown } | { query: unknown }
      ? z.input<In>
      : // tRPC's own type for a procedure without input: callers may leave it out.
        // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
        void
    : z.input<In>;
  output: CallResult<Op>;
  meta: object;
};

export type ForwardProcedure<
  Op extends ForwardOp,
  In extends z.ZodType,
> = EndpointOf<Op>['method'] extends 'GET'
  ? TRPCQueryProcedure<Def<Op, In>>
  : TRPCMutationProcedure<Def<Op, In>>;

/** The input of `op` as the contract declares it, or null when it takes none. */
function derivedInput(op: Operation): z.ZodType | null {
  const endpoint = APP_API[op];
  const ids = Object.fromEntries(paramNamesOf(endpoint.path).map((name) => [name, idSchema]));
  if ('query' in endpoint) {
    throw new Error(`forward('${op}'): a query endpoint is given its input schema`);
  }
  const hasIds = Object.keys(ids).length > 0;
  if (!('body' in endpoint)) return hasIds ? z.object(ids) : null;
  const body = domainOf(endpoint.body);
  if (!body) throw new Error(`forward('${op}'): its body is hand-written; give its input schema`);
  if (!hasIds) return body;
  // Joined to the ids, a body's own refinements would be lost: such a procedure says its input.
  if (!(body instanceof z.ZodObject) || (body._zod.def.checks ?? []).length > 0) {
    throw new Error(`forward('${op}'): its body is refined; give its input schema`);
  }
  return z.object(ids).extend(body.shape);
}

/**
 * The domain schema of `op`'s response. A hand-written wire reads snake_case into camelCase: it
 * cannot check what the BFF answers, so such a procedure stays written out until its wire is
 * derived.
 */
function outputOf(op: Operation): z.ZodType {
  const { response } = APP_API[op];
  if (response === noData) return response;
  const domain = domainOf(response);
  if (!domain) throw new Error(`forward('${op}'): its response is hand-written; write it out`);
  return domain;
}

/** The call of `op` for a procedure's input: the path's ids apart, the rest as query or body. */
function callOf(op: Operation, input: unknown): CallArgs<Operation> {
  const endpoint = APP_API[op];
  const names = paramNamesOf(endpoint.path);
  const params: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    (names.includes(key) ? params : rest)[key] = value;
  }
  const fields = 'body' in endpoint ? { body: rest } : 'query' in endpoint ? { query: rest } : {};
  return { params, ...fields } as unknown as CallArgs<Operation>;
}

/**
 * The procedure `op` of the BFF: guarded by the permission table (`procedureFor`), its input and
 * output from the contract, the call made as declared, and `publishes`' topics told after it.
 */
export function forward<Op extends ForwardOp, In extends z.ZodType = DerivedInput<EndpointOf<Op>>>(
  op: Op,
  options: ForwardOptions<Op, In> = {},
): ForwardProcedure<Op, In> {
  const endpoint = APP_API[op];
  const input = (options.input as z.ZodType | undefined) ?? derivedInput(op);
  const output = outputOf(op);
  const resolve = async ({ ctx, input: given }: { ctx: Context; input: unknown }) => {
    const answer = (await ctx.api(op as Operation, callOf(op, given) as never)) as CallResult<Op>;
    const topics = options.publishes?.(given as z.output<In>, answer) ?? [];
    if (topics.length > 0) ctx.bus.publish(...topics);
    return answer;
  };
  const base = procedureFor(op);
  const built = (input ? base.input(input) : base).output(output);
  return (endpoint.method === 'GET'
    ? built.query(resolve)
    : built.mutation(resolve)) as unknown as ForwardProcedure<Op, In>;
}
