// Limits on what can be guessed or costs (passwords, phone enumeration, SMS, the venue's
// check-in code), per client IP and per account. The BFF counts them on `/trpc` as a first line,
// and the upstream on its own endpoints, since it may be called directly.
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
  /**
   * Attempts per account, whoever makes them: for what reveals or costs (phone checks, SMS).
   * Never on a password check, where it would let anyone lock the owner out.
   */
  perAccount?: number;
  /**
   * Failures of one account from one client before each further attempt from that client
   * waits, longer every time (`backoffDelayMs`). Counted by the upstream, where the check runs:
   * the owner signing in from another client is never held up, nor ever refused.
   */
  slowAfter?: number;
  /** Who the account is: the username or phone of the input, or the session asking. */
  account: 'input' | 'session';
  /** Only failed attempts count (a login that succeeds costs nothing). */
  failuresOnly?: boolean;
  message: string;
}

const MINUTE = 60_000;

/**
 * The longest wait: under the BFF's 10 s deadline for an upstream call, so a held attempt is
 * answered rather than timed out (which would also count against the circuit breaker).
 */
const MAX_BACKOFF_MS = 8_000;

/** The wait before attempt `used` (1-based) of a client on an account: 1 s, 2 s, 4 s, 8 s… */
export function backoffDelayMs(used: number, slowAfter: number): number {
  const over = used - slowAfter;
  return over <= 0 ? 0 : Math.min(1_000 * 2 ** (over - 1), MAX_BACKOFF_MS);
}

export const RATE_RULES = {
  login: {
    procedures: ['auth.login'],
    windowMs: 15 * MINUTE,
    perIp: 30,
    slowAfter: 3,
    account: 'input',
    failuresOnly: true,
    message: MESSAGES.tooManyAttempts,
  },
  changePassword: {
    procedures: ['auth.changePassword'],
    windowMs: 15 * MINUTE,
    perIp: 30,
    slowAfter: 3,
    account: 'session',
    failuresOnly: true,
    message: MESSAGES.tooManyAttempts,
  },
  checkPhone: {
    procedures: ['auth.checkPhone'],
    windowMs: 15 * MINUTE,
    perIp: 20,
    perAccount: 10,
    account: 'input',
    message: MESSAGES.tooManyRequests,
  },
  signup: {
    procedures: ['auth.signupVerifyStep1', 'auth.signupVerifyStep2', 'auth.signup'],
    windowMs: 60 * MINUTE,
    perIp: 30,
    perAccount: 10,
    account: 'input',
    message: MESSAGES.tooManyRequests,
  },
  reset: {
    procedures: ['auth.phoneResetPassword'],
    windowMs: 60 * MINUTE,
    perIp: 10,
    perAccount: 5,
    account: 'input',
    message: MESSAGES.tooManyAttempts,
  },
  // A code guessed from home: three codes in a million are valid at a time (check-in.ts).
  checkIn: {
    procedures: ['tournaments.checkIn'],
    windowMs: 15 * MINUTE,
    perIp: 20,
    slowAfter: 3,
    account: 'session',
    failuresOnly: true,
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
