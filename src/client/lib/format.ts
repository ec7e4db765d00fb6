/** Vietnamese number, date and money formats, shared by every page. */
import { formatCoins, onFirstUse } from '../../shared/number-format';

export { formatCoins, formatNumber, onFirstUse } from '../../shared/number-format';

// Cards and tables: "19:30 CN, 22/11/2026".
const shortDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('vi-VN', {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
// Headers: "19:30 Chủ Nhật, 22/11/2026".
const longDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('vi-VN', {
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const timeOnly = onFirstUse(
  () => new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit' }),
);

/** An entry fee: free tournaments say so. */
export const formatFee = (fee: number) => (fee === 0 ? 'Miễn phí' : formatCoins(fee));

export const formatDateTime = (iso: string) => shortDateTime().format(new Date(iso));

export const formatDateTimeLong = (iso: string) => longDateTime().format(new Date(iso));

export const formatTime = (iso: string) => timeOnly().format(new Date(iso));

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant → the `datetime-local` value showing it in the browser's time zone. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A `datetime-local` value (browser's time zone) → ISO 8601 with its offset
 * (`2026-11-22T19:30:00+07:00`), as the shared schemas expect; '' stays '' (the schema says why).
 */
export function fromDateTimeLocal(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:00` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
