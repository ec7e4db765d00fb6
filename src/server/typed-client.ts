import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from './routers';
import { SESSION_COOKIE } from './session';

export interface BidaHubClientOptions {
  /** Origin of a BidaHub server, e.g. `http://localhost:3000`. */
  url: string;
  /** A session token (another client's `token`), sent as `Authorization: Bearer`. */
  token?: string | null;
}

/**
 * The session a response's `Set-Cookie` sets: its token, null when it clears it, undefined when
 * it says nothing of the session.
 */
export function sessionFromSetCookie(setCookies: readonly string[]): string | null | undefined {
  let session: string | null | undefined;
  for (const setCookie of setCookies) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = decodeURIComponent(pair.slice(separator + 1).trim());
    const expired = attributes.some((attribute) => {
      const [name = '', date = ''] = attribute.trim().split('=');
      if (/^max-age$/i.test(name)) return Number(date) <= 0;
      return /^expires$/i.test(name) && Date.parse(date) <= Date.now();
    });
    session = value && !expired ? value : null;
  }
  return session;
}

/**
 * A typed client for Node callers (scripts, other services). Browsers use the React hooks and
 * the HttpOnly cookie; the server sets that cookie on sign-in, and this client keeps what it
 * sets and sends it back as a Bearer header, as no procedure ever returns the token.
 */
export function createBidaHubClient(options: BidaHubClientOptions) {
  let token = options.token ?? null;
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${options.url.replace(/\/$/, '')}/trpc`,
        transformer: superjson,
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
        async fetch(input, init) {
          const response = await fetch(input, init);
          const session = sessionFromSetCookie(response.headers.getSetCookie());
          if (session !== undefined) token = session;
          return response;
        },
      }),
    ],
  });
  return {
    api: client,
    /** Signs in; the session the server sets is used for the following calls. */
    async login(username: string, password: string) {
      const { user } = await client.auth.login.mutate({ username, password });
      return user;
    },
    /** The session token the server last set, for another client or a raw request. */
    get token() {
      return token;
    },
  };
}

export type BidaHubClient = ReturnType<typeof createBidaHubClient>;
