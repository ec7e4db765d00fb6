import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { MESSAGES } from '../shared/messages';
import type { FieldErrors } from '../shared/schemas/common';
import {
  accessOf,
  type Access,
  type AccessOf,
  type Permission,
  type ProcedureName,
} from '../shared/permissions';
import { exposesStacks, runModeOf } from '../shared/run-mode';
import type { Context } from './context';
import { UpstreamError } from './upstream/errors';

interface Issue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

function hasIssues(cause: unknown): cause is { issues: Issue[] } {
  return (
    typeof cause === 'object' &&
    cause !== null &&
    Array.isArray((cause as { issues?: unknown }).issues)
  );
}

/** Input validation issues → `{ field: [messages] }`, first path segment as the field. */
export function fieldErrorsFromIssues(issues: Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const head = issue.path?.[0];
    const key = head === undefined ? '_' : String(typeof head === 'object' ? head.key : head);
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

// Stack traces in error bodies help the developer editing the code (`npm run dev`) only: never
// in production or demo, nor under test, where the fuzz test checks that bodies carry none.
const exposeStacks = exposesStacks(runModeOf(process.env));

/**
 * tRPC's own refusals (no such procedure, wrong method or content type, a broken envelope or
 * batch) speak English and name internals; they are said by code instead. Our procedures throw
 * these codes only with a Vietnamese message of their own, or with the causes handled above.
 */
const TRANSPORT_MESSAGES: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  PARSE_ERROR: MESSAGES.invalidInput,
  BAD_REQUEST: MESSAGES.invalidInput,
  METHOD_NOT_SUPPORTED: MESSAGES.methodNotSupported,
  UNSUPPORTED_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  PAYLOAD_TOO_LARGE: MESSAGES.payloadTooLarge,
};

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  isDev: exposeStacks,
  // Live subscriptions travel as server-sent events; pings keep them open through proxies and
  // let the client notice a dead connection and reconnect.
  sse: {
    ping: { enabled: true, intervalMs: 15_000 },
    client: { reconnectAfterInactivityMs: 20_000 },
  },
  errorFormatter({ shape, error, type }) {
    let message = shape.message;
    let fieldErrors: FieldErrors | null = null;
    if (error.code === 'BAD_REQUEST' && hasIssues(error.cause)) {
      fieldErrors = fieldErrorsFromIssues(error.cause.issues);
    } else if (error.cause instanceof UpstreamError) {
      fieldErrors = error.cause.fieldErrors;
    } else if (error.code === 'INTERNAL_SERVER_ERROR') {
      message = MESSAGES.internalError;
    } else if (error.code === 'NOT_FOUND' && type === 'unknown') {
      // No procedure at this path (ours throw NOT_FOUND only from a procedure that exists).
      message = MESSAGES.notFound;
    } else {
      message = TRANSPORT_MESSAGES[error.code] ?? message;
    }
    return { ...shape, message, data: { ...shape.data, fieldErrors } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Every procedure's base: a request over a rate limit of the procedure is refused, as is a live
 * view over the client's share (live/slots.ts), input errors
 * carry their first Vietnamese message (for callers that never see the HTTP formatter, like
 * `createCaller`), and a successful mutation drops the request's cached user, since it may have
 * changed (profile, coin).
 */
export const publicProcedure = t.procedure.use(async ({ ctx, path, type, next }) => {
  const limited = ctx.rateLimited(path);
  if (limited) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: limited });
  // Refused as an error event rather than a closed stream, which the client would reopen.
  if (type === 'subscription' && !ctx.holdLiveSlot()) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyLiveViews });
  }
  const result = await next();
  if (!result.ok) {
    const { error } = result;
    if (error.code === 'BAD_REQUEST' && hasIssues(error.cause)) {
      const message = error.cause.issues[0]?.message ?? MESSAGES.invalidInput;
      throw new TRPCError({ code: 'BAD_REQUEST', message, cause: error.cause });
    }
  } else if (type === 'mutation') {
    ctx.forgetUser();
  }
  return result;
});

export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await ctx.getUser();
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
  return next({ ctx: { user } });
});

/** A procedure only users holding `permission` may call: 401 without a user, 403 without it. */
export function permissionProcedure(permission: Permission) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!ctx.user.permissions.includes(permission)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
    }
    return next();
  });
}

type ProcedureOf<A extends Access> = A extends 'public'
  ? typeof publicProcedure
  : typeof authedProcedure;

/**
 * The procedure base for `name`, by the permission table (src/shared/permissions.ts): public,
 * signed in, or holding a permission. The one way the routers guard a procedure; for one that
 * calls the upstream, the BFF refuses what the upstream would refuse, before the call, with the
 * same answer.
 */
export function procedureFor<N extends ProcedureName>(name: N): ProcedureOf<AccessOf<N>> {
  const access: Access = accessOf(name);
  if (access === 'bank') throw new Error(`${name} is the bank's, not a procedure's`);
  const base =
    access === 'public'
      ? publicProcedure
      : access === 'user'
        ? authedProcedure
        : permissionProcedure(access);
  return base as ProcedureOf<AccessOf<N>>;
}
