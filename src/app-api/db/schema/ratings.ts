// How strong players are: every rating change a result made, and organisers' rank decisions.
import {
  GAME_FAMILIES,
  RANK_CODES,
  RATING_DEVIATION,
  RATING_VOLATILITY,
} from '../../../shared/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { matches, tournaments } from './tournaments';

/**
 * The rating ledger: one row per player per rated match (both players present, at least one
 * rack played), with the rating before and after. A player's rating is their starting rating
 * plus the sum of their deltas; a corrected result rewrites its row and shifts the later ones.
 */
export const ratingChanges = pgTable(
  'rating_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    opponentId: integer('opponent_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which of the player's ratings moved: pool (users.rating) or carom (users.carom_rating). */
    family: text('family', { enum: GAME_FAMILIES }).notNull().default('pool'),
    won: boolean('won').notNull(),
    racksWon: integer('racks_won').notNull(),
    racksLost: integer('racks_lost').notNull(),
    ratingBefore: doublePrecision('rating_before').notNull(),
    delta: doublePrecision('delta').notNull(),
    ratingAfter: doublePrecision('rating_after').notNull(),
    /** The rating's confidence before and after (rating.ts): a correction re-rates from these. */
    deviationBefore: doublePrecision('deviation_before')
      .notNull()
      .default(RATING_DEVIATION.initial),
    deviationAfter: doublePrecision('deviation_after').notNull().default(RATING_DEVIATION.initial),
    volatilityBefore: doublePrecision('volatility_before').notNull().default(RATING_VOLATILITY),
    volatilityAfter: doublePrecision('volatility_after').notNull().default(RATING_VOLATILITY),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rating_changes_user_match_unique').on(t.userId, t.matchId),
    index('rating_changes_user_created_idx').on(t.userId, t.createdAt),
    check('rating_changes_racks_non_negative', sql`${t.racksWon} >= 0 and ${t.racksLost} >= 0`),
  ],
);

/** An organiser's decision on a player's official rank (the rating only suggests one). */
export const rankChanges = pgTable(
  'rank_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromRank: text('from_rank', { enum: RANK_CODES }).notNull(),
    toRank: text('to_rank', { enum: RANK_CODES }).notNull(),
    reason: text('reason').notNull(),
    /**
     * A verification: the organiser saw the player play and vouches for the rank (it may stay
     * the same). A rank-limited event judges a player by their verified rank at least.
     */
    verified: boolean('verified').notNull().default(false),
    /** The event the organiser saw them play, as evidence; null for a note only. */
    tournamentId: integer('tournament_id').references(() => tournaments.id, {
      onDelete: 'set null',
    }),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('rank_changes_user_created_idx').on(t.userId, t.createdAt)],
);

export type RatingChangeRow = typeof ratingChanges.$inferSelect;
export type RankChangeRow = typeof rankChanges.$inferSelect;

/**
 * Changes to existing data that SQL cannot make, each applied once (the rating model's replay of
 * the histories, rating-replay.ts): the row is written in the change's own transaction.
 */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
});
