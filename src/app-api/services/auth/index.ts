import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import type { UpdateInfoInput } from '../../../shared/schemas/auth';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { sessions, users, type NewUserRow, type UserRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { createFailureMemory, createPasswordQueue, type PasswordLane } from './password-queue';
import { assertStrongPassword } from './password-strength';

// ---------------------------------------------------------------------------------------------
// Passwords: scrypt (memory-hard), stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url)
// so the cost can be raised later without breaking existing hashes.

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** 2^15 × 8 × 128 B = 32 MiB per hash, about 100 ms on one core. */
const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/** Every hash of this process waits its turn in one bounded line (password-queue.ts). */
const hashing = createPasswordQueue();

function scryptAsync(
  password: string,
  salt: Buffer,
  params: ScryptParams,
  lane: PasswordLane = 'trusted',
): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    lane,
  );
}

export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** `lane`: where the hash waits its turn; `suspect` for a client that failed lately. */
export async function verifyPassword(
  password: string,
  stored: string,
  lane: PasswordLane = 'trusted',
): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupt row from asking for gigabytes of memory.
  const sane =
    Number.isInteger(Math.log2(N)) &&
    N >= 2 &&
    N <= 2 ** 20 &&
    r >= 1 &&
    r <= 32 &&
    p >= 1 &&
    p <= 16;
  if (!sane) return false;
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const actual = await scryptAsync(password, salt, { N, r, p }, lane);
  return timingSafeEqual(actual, expected);
}

// ---------------------------------------------------------------------------------------------
// Sessions: the client holds 32 random bytes (base64url); the database only their sha256.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The cap on a session's life, however often it is used. */
export const SESSION_TTL_MS = 90 * DAY_MS;
/** A session unused this long ends: a phone lost or sold months ago is not still signed in. */
const SESSION_IDLE_MS = 30 * DAY_MS;
/** How stale `lastSeenAt` may be before a request writes it: one write per hour, not per call. */
const SEEN_PRECISION_MS = 60 * 60 * 1000;

function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    avatar: row.avatar,
    rank: row.rank,
    rating: row.rating,
    permissions: row.permissions,
    coin: row.coin,
    birthday: row.birthday,
    address: row.address,
    bio: row.bio,
  };
}

/** Starts a session for `userId` (inside the caller's transaction) and returns its token. */
export async function openSession(
  tx: Pick<Db, 'insert' | 'delete'>,
  userId: number,
  issuedAt: Date,
  ttlMs: number = SESSION_TTL_MS,
): Promise<string> {
  const token = generateToken();
  // Housekeeping: this user's dead sessions go when a new one starts.
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, issuedAt)));
  await tx.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: issuedAt,
    lastSeenAt: issuedAt,
    expiresAt: new Date(issuedAt.getTime() + ttlMs),
  });
  return token;
}

export interface AuthServiceOptions {
  /** The clock; tests move it to check expiry. */
  now?: () => Date;
  sessionTtlMs?: number;
}

export function createAuthService(db: Db, options: AuthServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const ttlMs = options.sessionTtlMs ?? SESSION_TTL_MS;
  // Clients that failed a password lately: their next checks wait behind everyone else's.
  const failures = createFailureMemory();
  // Checked against when the username is unknown, so both failures take the same time.
  let decoyHash: Promise<string> | undefined;

  // Every signed-in request asks this: built once (Drizzle's query building cost more than the
  // lookup itself), sent with this request's values.
  const liveSession = db
    .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('at')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('live_session');

  async function findUser(userId: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw AppApiError.notFound();
    return row;
  }

  /** `client` (its IP) decides where the check waits: behind everyone if it failed lately. */
  async function login(
    username: string,
    password: string,
    client?: string,
  ): Promise<{ token: string; user: User }> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()));
    const lane = failures.laneOf(client);
    const ok = row
      ? await verifyPassword(password, row.passwordHash, lane)
      : await verifyPassword(password, await (decoyHash ??= hashPassword(generateToken())), lane);
    if (!row || !ok) {
      if (client) failures.failed(client);
      throw AppApiError.field('password', MESSAGES.wrongCredentials);
    }

    const token = await db.transaction((tx) => openSession(tx, row.id, now(), ttlMs));
    return { token, user: toUser(row) };
  }

  /**
   * The user of a live session, or null for an unknown, revoked, expired or idle token. A use
   * moves the session's last-seen time on, at most once an hour.
   */
  async function authenticate(token: string): Promise<User | null> {
    if (!token) return null;
    const at = now();
    const [found] = await liveSession.execute({
      tokenHash: hashToken(token),
      at,
      idleSince: new Date(at.getTime() - SESSION_IDLE_MS),
    });
    if (!found) return null;
    if (at.getTime() - found.lastSeenAt.getTime() > SEEN_PRECISION_MS) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, found.sessionId));
    }
    return toUser(found.user);
  }

  async function logout(token: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now() })
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  }

  async function getUser(userId: number): Promise<User> {
    return toUser(await findUser(userId));
  }

  async function updateInfo(userId: number, patch: UpdateInfoInput): Promise<User> {
    const blankToNull = (v: string | null | undefined) => (v === '' ? null : v);
    const changes = {
      fullName: patch.fullName,
      email: patch.email,
      birthday: patch.birthday,
      address: blankToNull(patch.address),
      bio: blankToNull(patch.bio),
      avatar: patch.avatarUrl,
    } satisfies Partial<NewUserRow>;
    // undefined = leave as is; null = clear.
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length === 0) return getUser(userId);
    const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
    if (!row) throw AppApiError.notFound();
    return toUser(row);
  }

  /** Changes the password and signs out every other session; the one making the change stays. */
  async function changePassword(
    userId: number,
    currentToken: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const row = await findUser(userId);
    if (!(await verifyPassword(currentPassword, row.passwordHash))) {
      throw AppApiError.field('current_password', MESSAGES.wrongCurrentPassword);
    }
    if (newPassword === currentPassword) {
      throw AppApiError.field('new_password', APP_API_MESSAGES.newPasswordSameAsCurrent);
    }
    await assertStrongPassword('new_password', newPassword, [
      row.username,
      row.fullName,
      row.phone,
    ]);
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await tx
        .update(sessions)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(sessions.userId, userId),
            ne(sessions.tokenHash, hashToken(currentToken)),
            isNull(sessions.revokedAt),
          ),
        );
    });
  }

  /** `phone` in E.164 (the request schema normalises it). */
  async function isPhoneRegistered(phone: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    return row !== undefined;
  }

  return { login, authenticate, logout, getUser, updateInfo, changePassword, isPhoneRegistered };
}

export type AuthService = ReturnType<typeof createAuthService>;
