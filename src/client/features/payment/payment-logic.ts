import type { WalletConfig } from '../../../shared/schemas/payments';
import type { WalletTransaction } from '../../../shared/schemas/wallet';
import { formatNumber } from '../../lib/format';

/** Đồng, as Vietnamese banks print them: "50.000 ₫". */
export const formatVnd = (amount: number) => `${formatNumber(amount)} ₫`;

/** A ledger amount with its sign: "+50 xu", "−20 xu" (a true minus, not a hyphen). */
export function formatSignedCoins(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(amount))} xu`;
}

/**
 * What a holder-name field keeps while the user types: capitals without diacritics (Đ → D),
 * letters and single spaces only, as banks print the name ("Nguyễn  văn a" → "NGUYEN VAN A").
 * A trailing space stays so the next word can be typed; the schema trims it.
 */
export function normalizeHolderName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ /, '');
}

/** An account number as typed or pasted: spaces, dots and dashes between groups go away. */
export const compactAccountNumber = (text: string) => text.replace(/[\s.-]/g, '');

/** Only the last four digits: "•••• 6789". */
export function maskAccountNumber(accountNumber: string): string {
  return accountNumber.length <= 4 ? accountNumber : `•••• ${accountNumber.slice(-4)}`;
}

/** "mm:ss" (or "h:mm:ss") of a number of seconds left, never negative. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes).padStart(2, '0')}:${rest}`;
}

/**
 * A typed top-up or withdrawal amount checked against the wallet's limits: the coins, or the
 * Vietnamese message to show (the server checks again).
 */
export function checkCoinAmount(
  text: string,
  limits: { min: number; max: number },
): { ok: true; coins: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Vui lòng nhập số xu' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'Số xu phải là số nguyên dương' };
  const coins = Number(trimmed);
  if (coins < limits.min) {
    return { ok: false, message: `Tối thiểu ${formatNumber(limits.min)} xu` };
  }
  if (coins > limits.max) {
    return { ok: false, message: `Tối đa ${formatNumber(limits.max)} xu` };
  }
  return { ok: true, coins };
}

export const topupLimits = (config: Pick<WalletConfig, 'minTopup' | 'maxTopup'>) => ({
  min: config.minTopup,
  max: config.maxTopup,
});

export const withdrawalLimits = (
  config: Pick<WalletConfig, 'minWithdrawal' | 'maxWithdrawal'>,
  balance: number,
) => ({
  min: config.minWithdrawal,
  max: Math.min(config.maxWithdrawal, balance),
});

/** Where a ledger row's cause is shown, if anywhere: the wallet opens `?topup=` and `?payout=`. */
export function ledgerLink(
  row: Pick<WalletTransaction, 'referenceType' | 'referenceId'>,
): { to: string; label: string } | null {
  if (row.referenceId === null) return null;
  switch (row.referenceType) {
    case 'tournament':
      return { to: `/tournaments/${row.referenceId}`, label: 'Xem giải đấu' };
    case 'topup':
      return { to: `/payment?topup=${row.referenceId}`, label: 'Xem lệnh nạp' };
    case 'payout':
      return { to: `/payment?payout=${row.referenceId}`, label: 'Xem yêu cầu rút' };
    default:
      return null;
  }
}

/**
 * A random UUID v4 for a withdrawal's request key. `crypto.randomUUID` exists only in secure
 * contexts (HTTPS, localhost); `crypto.getRandomValues` everywhere, plain HTTP included.
 */
export function newRequestKey(source: Pick<Crypto, 'getRandomValues'> & Partial<Crypto> = crypto) {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The date-range filter: both optional, `to` not before `from` (yyyy-mm-dd compares as text). */
export function dateRangeError(from: string | undefined, to: string | undefined): string | null {
  return from && to && to < from ? 'Ngày kết thúc phải sau ngày bắt đầu' : null;
}

/** A `yyyy-mm-dd` from the URL, or undefined (a hand-edited URL). */
export function dayParam(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
    ? undefined
    : value;
}
