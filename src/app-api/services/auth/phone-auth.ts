// Phone sign-up (verify the phone → ticket → check the details → create the account) and
// password reset by phone. The phone is proven by a Firebase ID token (see phone-token.ts).
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { RankCode } from '../../../shared/schemas/config';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { phoneVerificationAttempts, sessions, signupTickets, users } from '../../db/schema';
import { AppApiError } from '../../errors';
import { hashPassword, hashToken, openSession, toUser } from '.';
import { assertStrongPassword } from './password-strength';
import type { ConfigService } from '../config';
import { PhoneTokenError, type PhoneTokenVerifier } from './phone-token';
import { logger } from '../../logger';

export const PHONE_AUTH_MESSAGES = {
  tokenInvalid: 'Xác minh số điện thoại không hợp lệ hoặc đã hết hạn, vui lòng xác minh lại',
  tokenNoPhone: 'Phiên xác minh không chứa số điện thoại, vui lòng xác minh lại',
  phoneMismatch: 'Mã xác minh không dành cho số điện thoại này',
  verificationUnavailable: 'Chưa xác minh được số điện thoại lúc này, vui lòng thử lại sau',
  phoneTaken: 'Số điện thoại này đã được đăng ký. Hãy đăng nhập hoặc lấy lại mật khẩu',
  phoneUnknown: 'Số điện thoại này chưa được đăng ký tài khoản',
  ticketInvalid:
    'Phiên đăng ký đã hết hạn hoặc đã được sử dụng, vui lòng xác minh lại số điện thoại',
  usernameTaken: 'Tên đăng nhập này đã có người sử dụng',
  tooManyAttempts: (minutes: number) =>
    `Bạn đã xác minh số điện thoại này quá nhiều lần, vui lòng thử lại sau ${minutes} phút`,
} as const;

const SIGNUP_TICKET_TTL_MS = 15 * 60 * 1000;
const PHONE_ATTEMPT_LIMIT = 5;
const PHONE_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export interface PhoneAuthServiceOptions {
  /** The clock; tests move it to expire tickets. */
  now?: () => Date;
  ticketTtlMs?: number;
  /** Verifications allowed per phone within `attemptWindowMs`. */
  attemptLimit?: number;
  attemptWindowMs?: number;
}

export interface SignupDetails {
  ticket: string;
  username: string;
  fullName: string;
  password: string;
  rank: RankCode;
}

export interface SignupTicket {
  ticket: string;
  phone: string;
  expiresAt: Date;
}

/** A unique-constraint violation, wherever the driver put it (drizzle wraps the driver error). */
function uniqueViolation(error: unknown): { constraint?: string } | null {
  for (let e: unknown = error; typeof e === 'object' && e !== null;) {
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505')
      return { constraint: typeof constraint === 'string' ? constraint : undefined };
    e = cause;
  }
  return null;
}

export function createPhoneAuthService(
  db: Db,
  deps: { verifier: PhoneTokenVerifier; config: Pick<ConfigService, 'getConfig'> },
  options: PhoneAuthServiceOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const ticketTtlMs = options.ticketTtlMs ?? SIGNUP_TICKET_TTL_MS;
  const attemptLimit = options.attemptLimit ?? PHONE_ATTEMPT_LIMIT;
  const attemptWindowMs = options.attemptWindowMs ?? PHONE_ATTEMPT_WINDOW_MS;

  /** Counts one verification of `phone`; past the limit it is a 429 and nothing else happens. */
  async function countAttempt(phone: string): Promise<void> {
    const at = now();
    const since = new Date(at.getTime() - attemptWindowMs);
    await db
      .delete(phoneVerificationAttempts)
      .where(
        and(
          eq(phoneVerificationAttempts.phone, phone),
          lt(phoneVerificationAttempts.createdAt, since),
        ),
      );
    const [row] = await db
      .select({ n: count() })
      .from(phoneVerificationAttempts)
      .where(
        and(
          eq(phoneVerificationAttempts.phone, phone),
          gt(phoneVerificationAttempts.createdAt, since),
        ),
      );
    if ((row?.n ?? 0) >= attemptLimit) {
      throw new AppApiError(
        429,
        PHONE_AUTH_MESSAGES.tooManyAttempts(Math.ceil(attemptWindowMs / 60_000)),
      );
    }
    await db.insert(phoneVerificationAttempts).values({ phone, createdAt: at });
  }

  /** The Firebase user behind `idToken`, which must prove exactly `phone` (E.164). */
  async function verifyPhone(idToken: string, phone: string): Promise<{ uid: string }> {
    await countAttempt(phone);
    const verified = await deps.verifier.verify(idToken).catch((error: unknown) => {
      if (!(error instanceof PhoneTokenError)) throw error;
      if (error.reason === 'unavailable') {
        logger.error({ err: error.message }, 'phone verification unavailable');
        throw new AppApiError(503, PHONE_AUTH_MESSAGES.verificationUnavailable);
      }
      throw AppApiError.field(
        'id_token',
        error.reason === 'no-phone'
          ? PHONE_AUTH_MESSAGES.tokenNoPhone
          : PHONE_AUTH_MESSAGES.tokenInvalid,
      );
    });
    if (verified.phone !== phone)
      throw AppApiError.field('phone', PHONE_AUTH_MESSAGES.phoneMismatch);
    return { uid: verified.uid };
  }

  async function findUserIdByPhone(phone: string): Promise<number | null> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    return row?.id ?? null;
  }

  /** Step 1: the phone is proven and free → a single-use ticket for the next steps. */
  async function verifySignupPhone(idToken: string, phone: string): Promise<SignupTicket> {
    const { uid } = await verifyPhone(idToken, phone);
    if ((await findUserIdByPhone(phone)) !== null) {
      throw AppApiError.field('phone', PHONE_AUTH_MESSAGES.phoneTaken);
    }
    const ticket = randomBytes(32).toString('base64url');
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + ticketTtlMs);
    await db.transaction(async (tx) => {
      // Housekeeping: expired tickets are of no use to anyone.
      await tx.delete(signupTickets).where(lt(signupTickets.expiresAt, issuedAt));
      await tx.insert(signupTickets).values({
        ticketHash: hashToken(ticket),
        phone,
        firebaseUid: uid,
        createdAt: issuedAt,
        expiresAt,
      });
    });
    return { ticket, phone, expiresAt };
  }

  const liveTicket = (ticket: string) =>
    and(
      eq(signupTickets.ticketHash, hashToken(ticket)),
      isNull(signupTickets.usedAt),
      gt(signupTickets.expiresAt, now()),
    );

  async function usernameTaken(username: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    return row !== undefined;
  }

  /** Step 2: the ticket is live and the details would make an account; nothing is written. */
  async function checkSignupDetails(details: SignupDetails): Promise<void> {
    const [ticket] = await db
      .select({ phone: signupTickets.phone })
      .from(signupTickets)
      .where(liveTicket(details.ticket));
    if (!ticket) throw AppApiError.field('ticket', PHONE_AUTH_MESSAGES.ticketInvalid);
    if (await usernameTaken(details.username)) {
      throw AppApiError.field('username', PHONE_AUTH_MESSAGES.usernameTaken);
    }
    await assertStrongPassword('password', details.password, [
      details.username,
      details.fullName,
      ticket.phone,
    ]);
  }

  /**
   * `signup2`: consumes the ticket and creates the account (profile.all, the declared rank at
   * its configured rating, no coins) with a first session, all in one transaction, so a failure
   * leaves the ticket usable and no account behind.
   */
  async function signup(details: SignupDetails): Promise<{ token: string; user: User }> {
    await checkSignupDetails(details);
    const config = await deps.config.getConfig();
    const rating = config.ranks.find((r) => r.code === details.rank)?.rating;
    if (rating === undefined) throw AppApiError.field('rank', 'Hạng không hợp lệ');
    const passwordHash = await hashPassword(details.password);
    const issuedAt = now();
    try {
      return await db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(signupTickets)
          .set({ usedAt: issuedAt })
          .where(liveTicket(details.ticket))
          .returning({ phone: signupTickets.phone });
        if (!consumed) throw AppApiError.field('ticket', PHONE_AUTH_MESSAGES.ticketInvalid);
        const [row] = await tx
          .insert(users)
          .values({
            username: details.username,
            fullName: details.fullName,
            phone: consumed.phone,
            rank: details.rank,
            rating,
            permissions: ['profile.all'],
            coin: 0,
            passwordHash,
          })
          .returning();
        if (!row) throw new Error('insert returned no user');
        const token = await openSession(tx, row.id, issuedAt);
        return { token, user: toUser(row) };
      });
    } catch (error) {
      // Lost a race with another sign-up for the same name or phone.
      const violation = uniqueViolation(error);
      if (!violation) throw error;
      throw violation.constraint?.includes('phone')
        ? AppApiError.field('phone', PHONE_AUTH_MESSAGES.phoneTaken)
        : AppApiError.field('username', PHONE_AUTH_MESSAGES.usernameTaken);
    }
  }

  /** Sets a new password for the account of a proven phone and signs out all its sessions. */
  async function resetPassword(idToken: string, phone: string, password: string): Promise<void> {
    await verifyPhone(idToken, phone);
    const userId = await findUserIdByPhone(phone);
    if (userId === null) throw AppApiError.field('phone', PHONE_AUTH_MESSAGES.phoneUnknown);
    await assertStrongPassword('password', password, [phone]);
    const passwordHash = await hashPassword(password);
    const at = now();
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    });
  }

  return { verifySignupPhone, checkSignupDetails, signup, resetPassword };
}

export type PhoneAuthService = ReturnType<typeof createPhoneAuthService>;
