// "When" filters of the tournament list, as a player at a Vietnamese club means them: days run
// midnight to midnight in Vietnam's time (UTC+7 all year, no daylight saving), a week starts on
// Monday, a weekend is its Saturday and Sunday.

export const START_WINDOWS = ['today', 'weekend', 'week', 'month'] as const;
export type StartWindow = (typeof START_WINDOWS)[number];

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Midnight in Vietnam of the day `days` after the one `at` falls on, as an instant. */
function vietnamMidnight(at: Date, days = 0): Date {
  const local = at.getTime() + VIETNAM_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + days * DAY_MS - VIETNAM_OFFSET_MS);
}

/**
 * The start times `window` covers at `now`, `[from, to)`:
 * - today: today;
 * - weekend: this week's Saturday and Sunday (today's, on a weekend day);
 * - week: the seven days from today;
 * - month: this calendar month.
 */
export function startWindow(window: StartWindow, now: Date): { from: Date; to: Date } {
  switch (window) {
    case 'today':
      return { from: vietnamMidnight(now), to: vietnamMidnight(now, 1) };
    case 'weekend': {
      // Day of the week in Vietnam, Monday 0 … Sunday 6.
      const weekday = (new Date(now.getTime() + VIETNAM_OFFSET_MS).getUTCDay() + 6) % 7;
      return { from: vietnamMidnight(now, 5 - weekday), to: vietnamMidnight(now, 7 - weekday) };
    }
    case 'week':
      return { from: vietnamMidnight(now), to: vietnamMidnight(now, 7) };
    case 'month': {
      const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
      const first = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
      const next = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
      return {
        from: new Date(first - VIETNAM_OFFSET_MS),
        to: new Date(next - VIETNAM_OFFSET_MS),
      };
    }
  }
}
