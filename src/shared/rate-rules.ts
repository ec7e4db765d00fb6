// Limits on the account-entry operations (password guessing, phone enumeration, SMS cost), per
// client IP and per account. The BFF counts them on `/trpc` as a first line, and the upstream
// on its own endpoints, since it may be called directly.
import { MESSAGES } from './messages';
import type { Operation } from './permissions';

export interface RateRule {
  /**
   * The operations the rule guards, by the name of both the tRPC procedure and the upstream
   * endpoint (src/shared/permissions.ts); one counter serves them all.
   */
  procedures: readonly Operation[];
  windowMs: number;
  perIp: number;
  perAccount: number;
  /** Only failed attempts count (a login that succeeds costs nothing). */
  failuresOnly?: boolean;
  message: string;
}

const MINUTE = 60_000;

export const RATE_RULES = {
  login: {
    procedures: ['auth.login'],
    windowMs: 15 * MINUTE,
    perIp: 30,
    perAccount: 8,
    failuresOnly: true,
    message: MESSAGES.tooManyAttempts,
  },
  checkPhone: {
    procedures: ['auth.checkPhone'],
    windowMs: 15 * MINUTE,
    perIp: 20,
    perAccount: 10,
    message: MESSAGES.tooManyRequests,
  },
  signup: {
    procedures: ['auth.signupVerifyStep1', 'auth.signupVerifyStep2', 'auth.signup'],
    windowMs: 60 * MINUTE,
    perIp: 30,
    perAccount: 10,
    message: MESSAGES.tooManyRequests,
  },
  reset: {
    procedures: ['auth.phoneResetPassword'],
    windowMs: 60 * MINUTE,
    perIp: 10,
    perAccount: 5,
    message: MESSAGES.tooManyAttempts,
  },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;
export type RateRuleOverrides = Partial<Record<RateRuleName, Partial<RateRule>>>;

// The account an input names: the username, or the phone's last nine digits (so 0912…, +84912…
// and 84912… are one account).
export function accountOf(input: unknown): string | null {
  if (typeof input !== 'object' || input === null) return null;
  const { username, phone } = input as { username?: unknown; phone?: unknown };
  if (typeof phone === 'string') {
    const digits = phone.replace(/\D/g, '');
    if (digits.length >= 9) return `phone:${digits.slice(-9)}`;
  }
  if (typeof username === 'string' && username.trim() !== '') {
    return `user:${username.trim().toLowerCase()}`;
  }
  return null;
}
