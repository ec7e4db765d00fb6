import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { SESSION_TAG_COOKIE } from '../shared/headers';

export const SESSION_COOKIE = 'token';
const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** Where the session token lives: the HttpOnly cookie for browsers, memory for tests. */
export interface Session {
  readonly token: string | null;
  set(token: string): void;
  clear(): void;
}

export function memorySession(initial: string | null = null): Session {
  let token = initial;
  return {
    get token() {
      return token;
    },
    set(next) {
      token = next;
    },
    clear() {
      token = null;
    },
  };
}

/**
 * Whether a cookie or Authorization value can be a session token at all: RFC 6750's b64token
 * (what base64url tokens and JWTs are made of), of a sane length. Anything else (a newline or a
 * non-Latin-1 character decoded from the cookie) could not even travel to the upstream as a
 * header, so it is no session rather than a failed upstream call.
 */
export function isSessionToken(token: string | null): token is string {
  return token !== null && token.length <= 4096 && /^[\w.~+/-]+=*$/.test(token);
}

export function expressSession(req: Request, res: Response, initial: string | null): Session {
  const session = memorySession(initial);
  const options = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: req.secure,
  };
  return {
    get token() {
      return session.token;
    },
    set(token) {
      session.set(token);
      res.cookie(SESSION_COOKIE, token, { ...options, maxAge: SESSION_MAX_AGE_MS });
      // The page may read this one: a tag of this sign-in, which says nothing of the token.
      res.cookie(SESSION_TAG_COOKIE, randomBytes(12).toString('base64url'), {
        ...options,
        httpOnly: false,
        maxAge: SESSION_MAX_AGE_MS,
      });
    },
    clear() {
      session.clear();
      res.clearCookie(SESSION_COOKIE, options);
      res.clearCookie(SESSION_TAG_COOKIE, { ...options, httpOnly: false });
    },
  };
}
