// The history of every match's result: who changed it, when, from what to what. Rows are only
// ever added; a revert is a new row pointing at the one it undoes. Beside it, the keys of the
// racks scored at the table, so that a rack sent twice counts once.
import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { AWARDED_RESULT_TYPES, MATCH_EVENT_KINDS, PROTEST_RULINGS } from '../../../shared/domain';
import { users } from './accounts';
import { matches, tournaments } from './tournaments';

export const matchEvents = pgTable(
  'match_events',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MATCH_EVENT_KINDS }).notNull(),
    /** Who made the change; null when it followed from another match's correction. */
    actorId: integer('actor_id').references(() => users.id),
    /** The result before and after; null scores: undecided. */
    fromScore1: integer('from_score1'),
    fromScore2: integer('from_score2'),
    toScore1: integer('to_score1'),
    toScore2: integer('to_score2'),
    /** How the result after it ended, when not played out (a walkover…); null: played. */
    toResultType: text('to_result_type', { enum: AWARDED_RESULT_TYPES }),
    /**
     * The side (1 or 2) that won the result after it; null when undecided. An awarded result's
     * winner is not in its score (a player who retired leading), so a revert reads it here.
     */
    toWinner: smallint('to_winner'),
    /** The players of the match when it changed (a reset match may get others afterwards). */
    player1Id: integer('player1_id').references(() => users.id),
    player2Id: integer('player2_id').references(() => users.id),
    /** The correction whose consequence this reset is, or the change this revert undoes. */
    causeId: integer('cause_id'),
    /** The protest a `protest` or `ruling` event tells of. */
    protestId: integer('protest_id').references((): AnyPgColumn => matchProtests.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('match_events_match_idx').on(t.matchId, t.id)],
);

export type MatchEventRow = typeof matchEvents.$inferSelect;

/**
 * A player's protest against a match's result (the `result_event`, the decision or correction
 * that set it), within the tournament's protest window; a manager's ruling closes it. One per
 * player and result: a corrected result opens a new window.
 */
export const matchProtests = pgTable(
  'match_protests',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    resultEventId: integer('result_event_id')
      .notNull()
      .references((): AnyPgColumn => matchEvents.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    /** Null while open. */
    ruling: text('ruling', { enum: PROTEST_RULINGS }),
    ruledBy: integer('ruled_by').references(() => users.id),
    ruledAt: timestamp('ruled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_protests_once').on(t.resultEventId, t.playerId),
    index('match_protests_tournament_idx').on(t.tournamentId),
  ],
);

export type MatchProtestRow = typeof matchProtests.$inferSelect;

/** Binary data: PGlite hands it back as a Uint8Array, postgres.js as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The photo a protest may carry, apart from it (a list of protests never reads the bytes): its
 * type checked against its first bytes and its size capped when it was sent (match-protests.ts).
 * Only the tournament's managers and the match's two players may read it.
 */
export const matchProtestPhotos = pgTable('match_protest_photos', {
  protestId: integer('protest_id')
    .primaryKey()
    .references(() => matchProtests.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
});

/**
 * The racks a device scored, by the key it chose for each. A device offline queues its racks and
 * sends them again until one answer arrives: a key seen before is answered without applying the
 * rack a second time. Kept for the match's lifetime (a phone may sync hours later).
 */
export const scoredRacks = pgTable('scored_racks', {
  key: uuid('key').primaryKey(),
  matchId: integer('match_id')
    .notNull()
    .references(() => matches.id, { onDelete: 'cascade' }),
  actorId: integer('actor_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every rack scored on a pool match, in order: who sent it, for which side, the score it left.
 * The history shows them, and a player may take back only a rack they sent (match-changes.ts).
 */
export const matchRacks = pgTable(
  'match_racks',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** The side whose score moved: 1 or 2. */
    player: smallint('player').notNull(),
    /** +1 a rack won, −1 one taken back. */
    delta: smallint('delta').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    score1: integer('score1').notNull(),
    score2: integer('score2').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('match_racks_match_idx').on(t.matchId, t.id)],
);

export type MatchRackRow = typeof matchRacks.$inferSelect;
