// The BFF's tRPC core, in one file as create-t3-app's `server/api/trpc.ts` is: the request
// context (what a procedure may use), the one `initTRPC`, and the base procedures every router
// builds on, so that no procedure can skip the guards.
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import superjson from 'superjson';
import { MESSAGES } from '../shared/messages';
import {
  accessOf,
  type Access,
  type AccessOf,
  type Operation,
  type Permission,
  type ProcedureName,
} from '../shared/permissions';
import { exposesStacks, runModeOf } from '../shared/run-mode';
import type { FieldErrors, Notice } from '../shared/schemas/common';
import type { User } from '../shared/schemas/user';
import { createInProcessBus, type EventBus } from './live/bus';
import { createLiveFeeds, type LiveFeeds } from './live/feeds';
import { logger } from './logger';
import type { LiveSlots } from './live/slots';
import { rateLimitedIn } from './rate-limits';
import {
  SESSION_COOKIE,
  expressSession,
  isSessionToken,
  memorySession,
  type Session,
} from './session';
import type { SystemInfo } from './system-info';
import {
  upstreamCallOf,
  type CallArgList,
  type CallResult,
  type UpstreamClient,
} from './upstream/client';
import { UpstreamError } from './upstream/errors';

// ── The request context ──

/**
 * The upstream, bound to this request's token: `ctx.api('tournaments.join', { params: { id } })`
 * calls the contract's endpoint; warning notices are collected on the context.
 */
export type BoundUpstream = <Op extends Operation>(
  op: Op,
  ...args: CallArgList<Op>
) => Promise<CallResult<Op>>;

export interface ContextInnerOptions {
  token: string | null;
  upstream: UpstreamClient;
  session?: Session;
  system?: SystemInfo;
  requestId?: string | null;
  /** The browser's IP (as the app's `trust proxy` sees it), forwarded to the upstream. */
  clientIp?: string | null;
  /** Live change notifications; a private in-process bus when not shared. */
  bus?: EventBus;
  /** The live states every viewer of a topic shares; private ones on `bus` when not given. */
  feeds?: LiveFeeds;
  /** The message when this request went over a rate limit of `procedure` (see rate-limits.ts). */
  rateLimited?: (procedure: string) => string | null;
  /** Told who the request's user turned out to be, for the request log. */
  onUser?: (user: User | null) => void;
  /** Takes one of the client's live-view slots until the response closes (see live/slots.ts). */
  holdLiveSlot?: () => boolean;
}

/**
 * The upstream as anyone is answered, whoever asks: the live feeds read with it, once for every
 * viewer.
 */
export function publicCaller(upstream: UpstreamClient): BoundUpstream {
  return async (op, ...[args]) => {
    const result = await upstream.request({ ...upstreamCallOf(op, args), token: null });
    return result.data as CallResult<typeof op>;
  };
}

export function createContextInner(options: ContextInnerOptions) {
  const notices: Notice[] = [];
  const session = options.session ?? memorySession(options.token);
  const upstream = options.upstream;

  const api: BoundUpstream = async (op, ...[args]) => {
    const result = await upstream.request({
      ...upstreamCallOf(op, args),
      token: session.token,
      clientIp: options.clientIp,
      requestId: options.requestId,
    });
    if (result.notice) notices.push(result.notice);
    return result.data as CallResult<typeof op>;
  };

  const publicApi = publicCaller(upstream);

  // One `auth/me` per HTTP request, however many batched procedures ask for the user.
  let currentUser: Promise<User | null> | undefined;
  const getUser = (): Promise<User | null> => {
    if (!session.token) return Promise.resolve(null);
    currentUser ??= api('auth.me').then(
      (user) => {
        options.onUser?.(user);
        return user;
      },
      (error: unknown) => {
        if (error instanceof TRPCError && error.code === 'UNAUTHORIZED') {
          session.clear();
          return null;
        }
        throw error;
      },
    );
    return currentUser;
  };

  const bus = options.bus ?? createInProcessBus();
  return {
    api,
    publicApi,
    upstream,
    session,
    notices,
    getUser,
    forgetUser: () => {
      currentUser = undefined;
    },
    bus,
    feeds: options.feeds ?? createLiveFeeds(bus, logger),
    system: options.system ?? null,
    requestId: options.requestId ?? null,
    rateLimited: options.rateLimited ?? (() => null),
    holdLiveSlot: options.holdLiveSlot ?? (() => true),
  };
}

export type Context = ReturnType<typeof createContextInner>;

export interface ServerDeps {
  upstream: UpstreamClient;
  system: SystemInfo;
  bus: EventBus;
  liveSlots: LiveSlots;
  feeds: LiveFeeds;
}

/** The session token of a request (Bearer header, else the cookie); null when it has none. */
export function readToken(req: Request): string | null {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ')
    ? header.slice('Bearer '.length).trim()
    : parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE];
  return token && isSessionToken(token) ? token : null;
}

export function contextFactory(deps: ServerDeps) {
  return ({ req, res }: { req: Request; res: Response }): Context => {
    const token = readToken(req);
    return createContextInner({
      token,
      upstream: deps.upstream,
      session: expressSession(req, res, token),
      system: deps.system,
      bus: deps.bus,
      feeds: deps.feeds,
      requestId: typeof res.locals.requestId === 'string' ? res.locals.requestId : null,
      clientIp: req.ip ?? null,
      rateLimited: (procedure) => rateLimitedIn(res, procedure),
      holdLiveSlot: () => deps.liveSlots.hold(req.ip ?? '', res),
      onUser: (user) => {
        res.locals.userId = user?.id ?? null;
      },
    });
  };
}

// ── tRPC and the base procedures ──

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
function fieldErrorsFromIssues(issues: Issue[]): FieldErrors {
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

/** The live streams' heartbeat, and the silence after which the client reconnects. */
export const LIVE_PING_MS = 2_000;
export const LIVE_SILENCE_MS = 5_000;

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  isDev: exposeStacks,
  // Live subscriptions travel as server-sent events; pings keep them open through proxies and
  // are the watchdog's heartbeat: a stream silent for 5 s (a phone's connection that died without
  // a word) is dropped and opened again by the client, which then gets the current state.
  sse: {
    ping: { enabled: true, intervalMs: LIVE_PING_MS },
    client: { reconnectAfterInactivityMs: LIVE_SILENCE_MS },
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

/**
 * Every procedure's base: a request over a rate limit of the procedure is refused, as is a live
 * view over the client's share (live/slots.ts), input errors
 * carry their first Vietnamese message (for callers that never see the HTTP formatter, like
 * `createCaller`), and a successful mutation drops the request's cached user, since it may have
 * changed (profile, coin).
 */
const publicProcedure = t.procedure.use(async ({ ctx, path, type, next }) => {
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

const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
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
