// Ranking tours (issue 42): the words and the calendar a tour's pages and its rules share. No
// zod here, so pages may import it without loading the schemas.

/** What a season's points become in the next season of the same tour. */
export const TOUR_ROLLOVERS = ['halve', 'reset'] as const;
export type TourRollover = (typeof TOUR_ROLLOVERS)[number];

export const TOUR_ROLLOVER_LABELS: Record<TourRollover, string> = {
  halve: 'Mùa sau giữ một nửa số điểm (làm tròn xuống)',
  reset: 'Mùa sau tính lại từ 0',
};

/** Where a season stands on a given Vietnamese day. */
export const TOUR_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  upcoming: 'Sắp bắt đầu',
  running: 'Đang diễn ra',
  finished: 'Đã kết thúc',
};

/** A tour has at most this many tiers, each with at most this many paid places. */
export const TOUR_LIMITS = { tiers: 6, places: 64, points: 10_000, bestOf: 100 } as const;

const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** The Vietnamese calendar day of an instant, `YYYY-MM-DD` (UTC+7 all year). */
export function vietnamDay(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight of a yyyy-mm-dd day in Vietnam (UTC+7 all year: no daylight saving). */
export function vietnamMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** A season's status on `today` (a Vietnamese day): its dates include both ends. */
export function tourStatusOn(
  season: { startsOn: string; endsOn: string },
  today: string,
): TourStatus {
  if (today < season.startsOn) return 'upcoming';
  return today > season.endsOn ? 'finished' : 'running';
}

/** The points a place earns in a tier: the tier's list by place, nothing beyond it. */
export const pointsForPlace = (points: readonly number[], place: number): number =>
  points[place - 1] ?? 0;

/** The points the previous season hands to the next under its rule. */
export const carriedPoints = (rule: TourRollover, total: number): number =>
  rule === 'halve' ? Math.floor(total / 2) : 0;
