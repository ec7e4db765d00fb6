// The one Drizzle schema of the embedded upstream. Add a table here, then run
// `npm run db:generate` to write its migration into ./migrations.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { RANK_CODES } from '../../shared/schemas/config';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const rankList = sql.raw(RANK_CODES.map((code) => `'${code}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull().unique(),
    email: text('email'),
    avatar: text('avatar'),
    rank: text('rank', { enum: RANK_CODES }).notNull().default('K'),
    rating: doublePrecision('rating').notNull().default(300),
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
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
