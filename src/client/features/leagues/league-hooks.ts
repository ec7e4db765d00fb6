import { useParams } from 'react-router-dom';
import type { TeamMatchStatus } from '../../../shared/league-rules';

/** The `:id` of a league, team or team match page (the route guard checked it is a positive integer). */
export function useRouteId(): number {
  return Number(useParams().id);
}

/**
 * A team match under way is read again every five seconds, so the captains' two phones see each
 * other's picks and scores; and at once when the phone wakes, its tab shows again or its network
 * comes back (a sleeping phone stops its timers; TanStack's focus also follows visibility).
 */
export const LIVE_MATCH = {
  refetchInterval: (query: { state: { data?: { status: TeamMatchStatus } } }) =>
    query.state.data?.status === 'finished' ? false : 5_000,
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
  staleTime: 2_000,
} as const;
