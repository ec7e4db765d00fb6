import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { openLoginModal } from './auth-ui';
import { callErrorEffects, procedurePathOf, quietWhileOffline } from './call-errors';
import { notify } from './toast-store';

/** Marks a read started ahead of its page (app/route-data.ts). */
export const PREFETCH_META = { prefetch: true } as const;

/** Every failed call, query or mutation, ends here. */
function onCallError(error: unknown, key: readonly unknown[] | undefined) {
  const effects = callErrorEffects(procedurePathOf(key), error);
  if (effects.toast !== null) notify.error(effects.toast);
  if (effects.openLogin) openLoginModal();
}

/** How long a read started ahead of its page stays that page's (a link's intent, then the tap). */
export const PREFETCH_WINDOW_MS = 10_000;

/**
 * A read started ahead of its page failed before the page mounted. The BFF has already retried
 * it upstream, and opening a page is one action: the page shows the failure (its error state
 * and the toast, once it is there to be seen) instead of sending the read again on mount, which
 * made one screen up to four upstream attempts. Later mounts read it again as usual.
 */
function reportToFirstViewer(
  client: QueryClient,
  query: Query<unknown, unknown, unknown>,
  error: unknown,
) {
  client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || event.query !== query) return;
    stop();
    // The observer just added took its options already: the next ones mount as usual.
    client.setQueryDefaults(query.queryKey, {});
    onCallError(error, query.queryKey);
  });
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.prefetch === true && query.getObserversCount() === 0) {
          reportToFirstViewer(client, query, error);
          return;
        }
        if (quietWhileOffline(error, query.state.data !== undefined, navigator.onLine)) return;
        onCallError(error, query.queryKey);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        onCallError(error, mutation.options.mutationKey),
    }),
    // One retry layer: the BFF retries a failed upstream read once (the specification's rule)
    // and never a write, so the browser retries nothing. Retrying here too made one screen up
    // to four upstream attempts, and sent `config.mapRaceTo` (a query over an upstream POST)
    // twice. A read lost to the phone's network is read again when the connection comes back
    // (TanStack's refetch on reconnect), or by the error state's "Thử lại".
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
