import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'token';
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

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
    },
    clear() {
      session.clear();
      res.clearCookie(SESSION_COOKIE, options);
    },
  };
}
