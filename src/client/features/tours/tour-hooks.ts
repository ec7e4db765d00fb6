import { useParams } from 'react-router-dom';

/** The `:id` of a tour page (the route guard already checked it is a positive integer). */
export function useTourId(): number {
  return Number(useParams().id);
}

/**
 * A screen's reads (a venue's TV, an embed) are left open all day with nobody to tap "Thử lại":
 * read again every half minute, and at once when the screen or the network comes back (a phone
 * or a TV stick that slept stops its timers; TanStack's focus also follows visibility).
 */
export const SCREEN_REFRESH = {
  refetchInterval: 30_000,
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
  staleTime: 10_000,
} as const;
