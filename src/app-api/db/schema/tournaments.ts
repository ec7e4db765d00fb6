// Play: the configuration, clubs, tournaments with their players, brackets, matches and titles.
import {
  ACHIEVEMENT_KINDS,
  DEFAULT_TIEBREAKS,
  GAMES,
  MATCH_STATUSES,
  NO_SHOW_MINUTES,
  PEAK_WINDOW_DAYS,
  PROTEST_MINUTES,
  PRIZE_SOURCES,
  RESULT_TYPES,
  RANK_CODES,
  ROUND_KEYS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_STATUSES,
} from '../../../shared/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CAROM_TIEBREAKS } from '../../../shared/carom';
import type { CaromProtocol } from '../../../shared/schemas/matches';
import type { Prize } from '../../../shared/schemas/prizes';
import type { RaceToRounds, ShotClock, Tiebreak } from '../../../shared/schemas/tournaments';
import { foldColumnSql } from '../search-fold';
import { createdAt } from './columns';
import { users } from './accounts';
import { tours } from './tours';

export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Billiards clubs: venues of tournaments. */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  district: text('district').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  tables: integer('tables').notNull(),
  openingHours: text('opening_hours').notNull(),
  mapUrl: text('map_url'),
  createdAt: createdAt(),
});

/**
 * Who speaks for a club: its managers' events are news to the club's followers. Anyone may hold
 * an event at a club (it is a venue); only these tell its followers of it.
 */
export const storeManagers = pgTable(
  'store_managers',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] })],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name folded for search (lower case, no Vietnamese marks); kept by the database. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql.raw(foldColumnSql('name'))),
    description: text('description').notNull().default(''),
    game: text('game', { enum: GAMES }).notNull(),
    format: text('format', { enum: TOURNAMENT_FORMATS }).notNull(),
    status: text('status', { enum: TOURNAMENT_STATUSES }).notNull().default('draft'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    maxPlayers: integer('max_players').notNull(),
    entryFee: integer('entry_fee').notNull().default(0),
    minRank: text('min_rank', { enum: RANK_CODES }),
    maxRank: text('max_rank', { enum: RANK_CODES }),
    raceTo: jsonb('race_to').$type<RaceToRounds>().notNull(),
    handicap: boolean('handicap').notNull().default(false),
    thirdPlaceMatch: boolean('third_place_match').notNull().default(false),
    groupCount: integer('group_count'),
    advancePerGroup: integer('advance_per_group'),
    /** A Swiss event's number of rounds; null for the other formats. */
    swissRounds: integer('swiss_rounds'),
    /** Swiss: the top N of the table then play a single-elimination knockout; null: none. */
    swissCut: integer('swiss_cut'),
    /** The organiser's order of tiebreaks for round robins and group tables (tiebreaks.ts). */
    tiebreaks: jsonb('tiebreaks')
      .$type<Tiebreak[]>()
      .notNull()
      .default([...DEFAULT_TIEBREAKS]),
    /** Carom: complete innings after which a game ends; null: none (and for pool). */
    inningsLimit: integer('innings_limit'),
    /** Carom: how a game level at the end is decided (shared/carom.ts). */
    caromTiebreak: text('carom_tiebreak', { enum: CAROM_TIEBREAKS })
      .notNull()
      .default('penalty_shots'),
    /** Carom: a level game outside the knockout is a draw rather than going to the tiebreak. */
    caromDraws: boolean('carom_draws').notNull().default(false),
    /** Carom: a match is the best of this many sets (shared/carom-sets.ts); 1: a single game. */
    caromSets: integer('carom_sets').notNull().default(1),
    /** Carom: the shot clock (seconds per shot, extensions per player); null: none. */
    shotClock: jsonb('shot_clock').$type<ShotClock>(),
    prizes: jsonb('prizes').$type<Prize[]>().notNull().default([]),
    /** Where the coin prizes come from (shared/domain.ts PRIZE_SOURCES). */
    prizeSource: text('prize_source', { enum: PRIZE_SOURCES }).notNull().default('organizer'),
    /** Coins taken from the organiser's wallet at the start, not yet paid out or released. */
    prizeHeld: integer('prize_held').notNull().default(0),
    /**
     * When the no-show clock runs out with one player present and the other not, the sweep gives
     * the walkover itself (no-show.ts); off, only a manager may, as issue 40 asks by default.
     */
    autoWalkover: boolean('auto_walkover').notNull().default(false),
    /**
     * A rank-limited event judges each player by the highest of their official rank, the rank of
     * their peak established rating over these days, and their verified rank (eligibility.ts).
     */
    peakWindowDays: integer('peak_window_days').notNull().default(PEAK_WINDOW_DAYS.default),
    /** Only players whose rank an organiser verified may join. */
    verifiedRanksOnly: boolean('verified_ranks_only').notNull().default(false),
    /** Minutes after a result during which its players may protest it (0: final at once). */
    protestMinutes: integer('protest_minutes').notNull().default(PROTEST_MINUTES.default),
    /**
     * When a finished event's results became final (its last protest window closed with no
     * protest left open) and its prizes were paid; null before. Nothing changes a result after.
     */
    resultsFinalAt: timestamp('results_final_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the organiser opened check-in at the venue; null while it is not open. */
    checkInOpenedAt: timestamp('check_in_opened_at', { withTimezone: true }),
    /** The key of the venue's rotating check-in codes (check-in.ts); never leaves the upstream. */
    checkInSecret: text('check_in_secret'),
    /** The venue's tables this tournament plays on, in the organiser's order (the table board). */
    boardTables: jsonb('board_tables').$type<string[]>().notNull().default([]),
    /** Minutes a player who just finished rests before the board calls them again. */
    restMinutes: integer('rest_minutes').notNull().default(5),
    /** The no-show clock: minutes after a call before a player not at the table may lose W.O. */
    noShowMinutes: integer('no_show_minutes').notNull().default(NO_SHOW_MINUTES.default),
    /** The two players of a match on a table may score it themselves, or report and confirm. */
    playersScore: boolean('players_score').notNull().default(false),
    /** The ranking tour the event's final places earn points in, and its tier there. */
    tourId: integer('tour_id').references(() => tours.id),
    tourTier: text('tour_tier'),
  },
  (t) => [
    index('tournaments_status_starts_at_idx').on(t.status, t.startsAt),
    index('tournaments_store_id_idx').on(t.storeId),
    index('tournaments_tour_id_idx').on(t.tourId),
    check('tournaments_tour_tier', sql`(${t.tourId} is null) = (${t.tourTier} is null)`),
    check('tournaments_max_players_range', sql`${t.maxPlayers} between 2 and 256`),
    check('tournaments_entry_fee_non_negative', sql`${t.entryFee} >= 0`),
    check('tournaments_prize_held_non_negative', sql`${t.prizeHeld} >= 0`),
  ],
);

export const tournamentManagers = pgTable(
  'tournament_managers',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] })],
);

/** Registrations. The unique pair is what makes a double click or two tabs join (and pay) once. */
export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feePaid: integer('fee_paid').notNull().default(0),
    seed: integer('seed'),
    /** The brackets-manager participant id, once the bracket exists. */
    participantId: integer('participant_id'),
    finalPlace: integer('final_place'),
    joinedAt: createdAt(),
    /** Present at the venue (checked in by code or by the organiser); null: not (yet). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** Disqualified from the event by its organiser: every later match of theirs is a walkover. */
    disqualifiedAt: timestamp('disqualified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tournament_players_unique').on(t.tournamentId, t.userId),
    index('tournament_players_user_id_idx').on(t.userId),
  ],
);

/** brackets-manager's tables (participant, stage, group, round, match, match_game) as JSON rows. */
export const bracketRecords = pgTable(
  'bracket_records',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('bracket_records_tournament_kind_idx').on(t.tournamentId, t.kind)],
);

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** Id of the match in brackets-manager's storage (bracket_records.data.id). */
    bracketMatchId: integer('bracket_match_id').notNull(),
    /** Vietnamese label of the stage and round, e.g. 'Nhánh thắng · Bán kết', 'Bảng A · Lượt 2'. */
    roundLabel: text('round_label').notNull(),
    /** Which race-to of the tournament applies: early, quarterFinal, semiFinal or final. */
    roundKey: text('round_key', { enum: ROUND_KEYS }).notNull(),
    number: integer('number').notNull(),
    player1Id: integer('player1_id').references(() => users.id),
    player2Id: integer('player2_id').references(() => users.id),
    race1: integer('race1').notNull(),
    race2: integer('race2').notNull(),
    score1: integer('score1').notNull().default(0),
    score2: integer('score2').notNull().default(0),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('waiting'),
    winnerId: integer('winner_id').references(() => users.id),
    /** How a finished match ended (shared/domain.ts RESULT_TYPES). */
    resultType: text('result_type', { enum: RESULT_TYPES }).notNull().default('played'),
    tableLabel: text('table_label'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    refereeId: integer('referee_id').references(() => users.id),
    /** The table board's order: stage number × 100 + round number (earlier rounds first). */
    roundOrder: integer('round_order').notNull().default(0),
    /** Since when both players are known: the board's "longest waiting". */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When the match was called to its table (by the board or the organiser). */
    calledAt: timestamp('called_at', { withTimezone: true }),
    /**
     * When each player said they are at the table. It counts for the call it follows only: a
     * match called again (another table, after a hold) needs a new word.
     */
    present1At: timestamp('present1_at', { withTimezone: true }),
    present2At: timestamp('present2_at', { withTimezone: true }),
    /** Held by the organiser: the board does not call it. */
    held: boolean('held').notNull().default(false),
    /** Pinned by the organiser: the board calls it to this table only. */
    pinnedTable: text('pinned_table'),
    /**
     * Carom: a level game is a draw. Set when the match is drawn up: a round-robin stage's match
     * (round robin, group, Swiss round) of a tournament with carom_draws.
     */
    drawAllowed: boolean('draw_allowed').notNull().default(false),
    /** Carom: the protocol, inning by inning; score1 and score2 are its points. Null for pool. */
    carom: jsonb('carom').$type<CaromProtocol>(),
    /** A final score one player reported, waiting for the opponent to confirm it. */
    reportedBy: integer('reported_by').references(() => users.id),
    reportedScore1: integer('reported_score1'),
    reportedScore2: integer('reported_score2'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** When the opponent reported a different score: the organiser decides. */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('matches_bracket_match_unique').on(t.tournamentId, t.bracketMatchId),
    index('matches_status_idx').on(t.status),
    index('matches_player1_idx').on(t.player1Id),
    index('matches_player2_idx').on(t.player2Id),
    check('matches_scores_non_negative', sql`${t.score1} >= 0 and ${t.score2} >= 0`),
    // A carom game's extra innings go past the targets; a pool race never does.
    check(
      'matches_scores_within_race',
      sql`${t.carom} is not null or (${t.score1} <= ${t.race1} and ${t.score2} <= ${t.race2})`,
    ),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACHIEVEMENT_KINDS }).notNull(),
    place: integer('place').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('achievements_user_tournament_unique').on(t.userId, t.tournamentId)],
);

export type StoreRow = typeof stores.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournamentRow = typeof tournaments.$inferInsert;
export type TournamentPlayerRow = typeof tournamentPlayers.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type AchievementRow = typeof achievements.$inferSelect;
