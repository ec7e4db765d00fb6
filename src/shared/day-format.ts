// Days and start times as the season's pages write them, in Vietnam's time: said alike by the
// pages and by the server's first screen (server/season-texts.ts), which draws the same tables
// before the app has come.
import { onFirstUse } from './number-format';

/** A calendar day `YYYY-MM-DD` as Vietnamese writes it: `01/03/2026`. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

const weekdayTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('vi-VN', {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Ho_Chi_Minh',
    }),
);

/** A match's start: "T3, 21/04, 19:30". */
export const formatMatchTime = (iso: string): string => weekdayTime().format(new Date(iso));

const hourMinute = onFirstUse(
  () =>
    new Intl.DateTimeFormat('vi-VN', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Ho_Chi_Minh',
    }),
);

/** A start's time of day, in Vietnam: "19:30". */
export const formatMatchHour = (iso: string): string => hourMinute().format(new Date(iso));

/** A season's dates: `01/03/2026 – 31/05/2026`. */
export const seasonLabel = (tour: { startsOn: string; endsOn: string }) =>
  `${formatDay(tour.startsOn)} – ${formatDay(tour.endsOn)}`;
