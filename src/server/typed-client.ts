import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from './routers';

export interface BidaHubClientOptions {
  /** Origin of a BidaHub server, e.g. `http://localhost:3000`. */
  url: string;
  /** A session token from `auth.login`, sent as `Authorization: Bearer`. */
  token?: string | null;
}

/**
 * A typed client for Node callers (scripts, other services). Browsers use the React hooks and
 * the HttpOnly cookie instead; here the token travels as a Bearer header.
 */
export function createBidaHubClient(options: BidaHubClientOptions) {
  let token = options.token ?? null;
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${options.url.replace(/\/$/, '')}/trpc`,
        transformer: superjson,
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
      }),
    ],
  });
  return {
    api: client,
    /** Signs in and keeps the token for the following calls. */
    async login(username: string, password: string) {
      const result = await client.auth.login.mutate({ username, password });
      token = result.token;
      return result.user;
    },
    get token() {
      return token;
    },
  };
}

export type BidaHubClient = ReturnType<typeof createBidaHubClient>;
