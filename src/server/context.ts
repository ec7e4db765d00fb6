import type { Request, Response } from 'express';
import { TRPCError } from '@trpc/server';
import { parse as parseCookies } from 'cookie';
import type { z } from 'zod';
import type { Notice } from '../shared/schemas/common';
import type { User } from '../shared/schemas/user';
import { userWire } from '../shared/wire/auth';
import type { HttpMethod, UpstreamClient } from './upstream/client';
import {
  SESSION_COOKIE,
  expressSession,
  isSessionToken,
  memorySession,
  type Session,
} from './session';
import type { SystemInfo } from './system-info';
import { createInProcessBus, type EventBus } from './live/bus';
import { rateLimitedIn } from './rate-limits';

type Query = Record<string, string | number | boolean | undefined>;

/** The upstream, bound to this request's token; warning notices are collected on the context. */
export interface BoundUpstream {
  get<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.output<S>>;
  /** A read the same for every viewer: sent without the token, answered from a short cache. */
  getPublic<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.output<S>>;
  post<S extends z.ZodType>(path: string, schema: S, body?: object): Promise<z.output<S>>;
  put<S extends z.ZodType>(path: string, schema: S, body?: object): Promise<z.output<S>>;
  patch<S extends z.ZodType>(path: string, schema: S, body?: object): Promise<z.output<S>>;
  delete<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>>;
}

export interface ContextInnerOptions {
  token: string | null;
  upstream: UpstreamClient;
  session?: Session;
  system?: SystemInfo;
  requestId?: string | null;
  /** Live change notifications; a private in-process bus when not shared. */
  bus?: EventBus;
  /** The message when this request went over a rate limit of `procedure` (see rate-limits.ts). */
  rateLimited?: (procedure: string) => string | null;
  /** Told who the request's user turned out to be, for the request log. */
  onUser?: (user: User | null) => void;
}

export function createContextInner(options: ContextInnerOptions) {
  const notices: Notice[] = [];
  const session = options.session ?? memorySession(options.token);
  const upstream = options.upstream;

  const call = async <S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    schema: S,
    extra: { body?: object; query?: Query; public?: boolean } = {},
  ): Promise<z.output<S>> => {
    const result = await upstream.request({ method, path, schema, token: session.token, ...extra });
    if (result.notice) notices.push(result.notice);
    return result.data;
  };

  const api: BoundUpstream = {
    get: (path, schema, query) => call('GET', path, schema, { query }),
    getPublic: (path, schema, query) => call('GET', path, schema, { query, public: true }),
    post: (path, schema, body) => call('POST', path, schema, { body }),
    put: (path, schema, body) => call('PUT', path, schema, { body }),
    patch: (path, schema, body) => call('PATCH', path, schema, { body }),
    delete: (path, schema) => call('DELETE', path, schema),
  };

  // One `auth/me` per HTTP request, however many batched procedures ask for the user.
  let currentUser: Promise<User | null> | undefined;
  const getUser = (): Promise<User | null> => {
    if (!session.token) return Promise.resolve(null);
    currentUser ??= api.get('/v1/auth/me', userWire).then(
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
  };
}

export type Context = ReturnType<typeof createContextInner>;

export interface ServerDeps {
  upstream: UpstreamClient;
  system: SystemInfo;
  bus: EventBus;
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
      rateLimited: (procedure) => rateLimitedIn(res, procedure),
      onUser: (user) => {
        res.locals.userId = user?.id ?? null;
      },
    });
  };
}
