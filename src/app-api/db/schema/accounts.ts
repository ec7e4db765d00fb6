// Accounts: users, their sessions, and the phone proofs of sign-up and password reset.
import { RANK_CODES, RATING_DEVIATION, RATING_VOLATILITY } from '../../../shared/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldColumnSql } from '../search-fold';
import { createdAt, rankList } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    /** Full name and username folded for search (see search-fold.ts); kept by the database. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql.raw(foldColumnSql('full_name') + ` || ' ' || lower("username")`)),
    phone: text('phone').notNull().unique(),
    email: text('email'),
    avatar: text('avatar'),
    rank: text('rank', { enum: RANK_CODES }).notNull().default('K'),
    /** The pool rating; carom results move `caromRating` instead (one per game family). */
    rating: doublePrecision('rating').notNull().default(300),
    caromRating: doublePrecision('carom_rating').notNull().default(300),
    /** Each rating's confidence (Glicko-2, rating.ts): its deviation in points, its volatility. */
    ratingDeviation: doublePrecision('rating_deviation')
      .notNull()
      .default(RATING_DEVIATION.initial),
    ratingVolatility: doublePrecision('rating_volatility').notNull().default(RATING_VOLATILITY),
    caromRatingDeviation: doublePrecision('carom_rating_deviation')
      .notNull()
      .default(RATING_DEVIATION.initial),
    caromRatingVolatility: doublePrecision('carom_rating_volatility')
      .notNull()
      .default(RATING_VOLATILITY),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coin: integer('coin').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    address: text('address'),
    bio: text('bio'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Unique case-insensitively: logins ignore case, so two names may not differ only by it.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    check('users_coin_non_negative', sql`${t.coin} >= 0`),
    check('users_rank_valid', sql`${t.rank} in (${rankList})`),
    check('users_phone_e164', sql`${t.phone} ~ '^\\+[1-9][0-9]{7,14}$'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 hex of the bearer token: a leaked table does not leak usable tokens.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last use, to the hour: a session unused for SESSION_IDLE_MS ends, whatever expiresAt says. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Phone sign-up, between proving the phone (step 1) and creating the account (`signup2`):
 * short-lived and single-use. Like sessions, only the sha256 of the ticket is stored.
 */
export const signupTickets = pgTable(
  'signup_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull().unique(),
    phone: text('phone').notNull(),
    /** The Firebase user that proved the phone. */
    firebaseUid: text('firebase_uid').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('signup_tickets_expires_at_idx').on(t.expiresAt)],
);

/** Phone verifications (sign-up step 1, password reset) per phone, for the attempt limit. */
export const phoneVerificationAttempts = pgTable(
  'phone_verification_attempts',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verification_attempts_phone_idx').on(t.phone, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type SignupTicketRow = typeof signupTickets.$inferSelect;
