import type { Request, Response } from 'express';
import { TRPCError } from '@trpc/server';
import { parse as parseCookies } from 'cookie';
import type { Notice } from '../shared/schemas/common';
import type { User } from '../shared/schemas/user';
import type { Operation } from '../shared/permissions';
import {
  upstreamCallOf,
  type CallArgList,
  type CallResult,
  type UpstreamClient,
} from './upstream/client';
import {
  SESSION_COOKIE,
  expressSession,
  isSessionToken,
  memorySession,
  type Session,
} from './session';
import type { SystemInfo } from './system-info';
import { createInProcessBus, type EventBus } from './live/bus';
import type { LiveSlots } from './live/slots';
import { rateLimitedIn } from './rate-limits';

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
  /** The message when this request went over a rate limit of `procedure` (see rate-limits.ts). */
  rateLimited?: (procedure: string) => string | null;
  /** Told who the request's user turned out to be, for the request log. */
  onUser?: (user: User | null) => void;
  /** Takes one of the client's live-view slots until the response closes (see live/slots.ts). */
  holdLiveSlot?: () => boolean;
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

  return {
    api,
    upstream,
    session,
    notices,
    getUser,
    forgetUser: () => {
      currentUser = undefined;
    },
    bus: options.bus ?? createInProcessBus(),
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
