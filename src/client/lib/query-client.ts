import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { openLoginModal } from './auth-ui';
import { callErrorEffects, procedurePathOf } from './call-errors';
import { shouldRetryMutation, shouldRetryQuery } from './retry-rule';
import { notify } from './toast-store';

/** Marks a read started ahead of its page (app/route-data.ts). */
export const PREFETCH_META = { prefetch: true } as const;

/** Every failed call, query or mutation, ends here once its retries are spent. */
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
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 30_000 },
      mutations: { retry: shouldRetryMutation },
    },
  });
}
