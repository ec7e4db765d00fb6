import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '../../server/routers';
import {
  MAX_BATCH_SIZE,
  NOTICE_HEADER,
  SESSION_TAG_COOKIE,
  SESSION_TAG_HEADER,
} from '../../shared/headers';
import { notify } from './toast-store';

export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The one place upstream warning notices become toasts: every tRPC response passes here. */
const noticeAwareFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, { ...init, credentials: 'same-origin' });
  const header = response.headers.get(NOTICE_HEADER);
  if (header) {
    // Notices are rare: their parser (and zod) stays out of the first-load bundle.
    void import('./notices').then(({ readNotices }) => {
      for (const notice of readNotices(header)) notify.warn(notice.message);
    });
  }
  return response;
};

/** This sign-in's tag (headers.ts): '' when nobody is signed in on this browser. */
export function sessionTag(): string {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${SESSION_TAG_COOKIE}=`));
  return pair ? pair.slice(SESSION_TAG_COOKIE.length + 1) : '';
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      // Subscriptions (live scores, tournament changes) run over server-sent events, which
      // reconnect by themselves; the server sends the current state first on every connection.
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc', transformer: superjson }),
        false: httpBatchLink({
          url: '/trpc',
          transformer: superjson,
          fetch: noticeAwareFetch,
          maxItems: MAX_BATCH_SIZE,
          headers: () => ({ [SESSION_TAG_HEADER]: sessionTag() }),
        }),
      }),
    ],
  });
}
