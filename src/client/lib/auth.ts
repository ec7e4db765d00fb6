import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '../../shared/schemas/user';
import { CURRENT_USER_PROCEDURE, procedurePathOf } from './call-errors';
import { forgetSessionCaches } from './service-worker';
import { trpc } from './trpc';

export interface AuthState {
  /** false until the first `auth.me` answer (or failure). */
  fetched: boolean;
  /** undefined while not fetched, null for a visitor. */
  user: User | null | undefined;
  coin: number;
}

export function useAuth(): AuthState {
  // A failure other than 401 is swallowed (no toast) and leaves the user signed out for now.
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });
  const fetched = !me.isPending;
  const user = fetched ? (me.data ?? null) : undefined;
  return { fetched, user, coin: user?.coin ?? 0 };
}

const isCurrentUserQuery = (query: { queryKey: readonly unknown[] }) =>
  procedurePathOf(query.queryKey) === CURRENT_USER_PROCEDURE;

/** After the session changes: the new user in place, every other cached answer refetched. */
export function useSessionChange() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(
    (user: User | null) => {
      utils.auth.me.setData(undefined, user);
      void forgetSessionCaches();
      if (user) {
        void queryClient.invalidateQueries({ predicate: (q) => !isCurrentUserQuery(q) });
      } else {
        queryClient.removeQueries({ predicate: (q) => !isCurrentUserQuery(q) });
      }
    },
    [utils, queryClient],
  );
}
