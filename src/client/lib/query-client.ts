import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { openLoginModal } from './auth-ui';
import { callErrorEffects, procedurePathOf } from './call-errors';
import { notify } from './toast-store';

/** Marks a read started ahead of its page (app/route-data.ts). */
export const PREFETCH_META = { prefetch: true } as const;

/** Every failed call, query or mutation, ends here. */
function onCallError(error: unknown, key: readonly unknown[] | undefined) {
  const effects = callErrorEffects(procedurePathOf(key), error);
  if (effects.toast !== null) notify.error(effects.toast);
  if (effects.openLogin) openLoginModal();
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Nobody shows a failed prefetch yet: the page that asks for it reports the failure.
        if (query.meta?.prefetch === true && query.getObserversCount() === 0) return;
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
}
