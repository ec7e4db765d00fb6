// Dates as the league's pages show them, in Vietnam's days.

/** "2026-04-07" → "07/04/2026". */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

const weekdayTime = new Intl.DateTimeFormat('vi-VN', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** A match's start: "T3, 21/04, 19:30". */
export const formatMatchTime = (iso: string): string => weekdayTime.format(new Date(iso));
