// The one Drizzle schema of the embedded upstream. Add a table here, then run
// `npm run db:generate` to write its migration into ./migrations.
import {
  ACHIEVEMENT_KINDS,
  GAMES,
  LEDGER_REFERENCE_TYPES,
  LEDGER_TYPES,
  MATCH_STATUSES,
  PAYOUT_STATUSES,
  RANK_CODES,
  ROUND_KEYS,
  TOPUP_STATUSES,
  TOURNAMENT_FORMATS,
  TOURNAMENT_STATUSES,
  TRANSFER_OUTCOMES,
} from '../../shared/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Prize, RaceToRounds } from '../../shared/schemas/tournaments';
import { foldColumnSql } from './search-fold';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Đồng, 64-bit: a bank may report any amount (3 000 000 000 đ overflows a 32-bit integer), and
 * JavaScript numbers hold them exactly up to 2^53, past any real transfer (the wire schemas use
 * safe integers).
 */
const vnd = (name: string) => bigint(name, { mode: 'number' });

const rankList = sql.raw(RANK_CODES.map((code) => `'${code}'`).join(', '));

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
    prizes: jsonb('prizes').$type<Prize[]>().notNull().default([]),
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
  },
  (t) => [
    index('tournaments_status_starts_at_idx').on(t.status, t.startsAt),
    index('tournaments_store_id_idx').on(t.storeId),
    check('tournaments_max_players_range', sql`${t.maxPlayers} between 2 and 256`),
    check('tournaments_entry_fee_non_negative', sql`${t.entryFee} >= 0`),
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
    tableLabel: text('table_label'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    refereeId: integer('referee_id').references(() => users.id),
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
    check(
      'matches_scores_within_race',
      sql`${t.score1} <= ${t.race1} and ${t.score2} <= ${t.race2}`,
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

/**
 * The coin ledger: every movement of a user's balance, with the balance after it and what
 * caused it. The sum of a user's amounts equals users.coin.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    // Restrict: a user with coin history cannot be deleted (rows are never deleted, migration 0008).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type', { enum: LEDGER_TYPES }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    referenceType: text('reference_type', { enum: LEDGER_REFERENCE_TYPES }).notNull(),
    referenceId: integer('reference_id'),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_transactions_user_created_idx').on(t.userId, t.createdAt),
    check('wallet_transactions_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    check('wallet_transactions_amount_non_zero', sql`${t.amount} <> 0`),
    // Every movement names its cause; only the demo's opening balances and adjustments may not.
    check(
      'wallet_transactions_reference_present',
      sql`${t.referenceId} is not null or ${t.referenceType} in ('opening_balance', 'adjustment')`,
    ),
  ],
);

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
    won: boolean('won').notNull(),
    racksWon: integer('racks_won').notNull(),
    racksLost: integer('racks_lost').notNull(),
    ratingBefore: doublePrecision('rating_before').notNull(),
    delta: doublePrecision('delta').notNull(),
    ratingAfter: doublePrecision('rating_after').notNull(),
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
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('rank_changes_user_created_idx').on(t.userId, t.createdAt)],
);

/** A top-up waiting for its bank transfer; the memo is what the bank statement must carry. */
export const topups = pgTable(
  'topups',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull(),
    amountVnd: vnd('amount_vnd').notNull(),
    memo: text('memo').notNull().unique(),
    status: text('status', { enum: TOPUP_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('topups_user_created_idx').on(t.userId, t.createdAt),
    check('topups_positive', sql`${t.coins} > 0 and ${t.amountVnd} > 0`),
  ],
);

/**
 * Every transfer the bank-statement webhook reported, once per bank transaction id (a replay
 * finds its row and changes nothing), with what became of it; the operator reviews the rest.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    providerTransactionId: text('provider_transaction_id').notNull().unique(),
    amountVnd: vnd('amount_vnd').notNull(),
    content: text('content').notNull(),
    accountNumber: text('account_number'),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    outcome: text('outcome', { enum: TRANSFER_OUTCOMES }).notNull(),
    topupId: integer('topup_id').references(() => topups.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_transfers_outcome_idx').on(t.outcome, t.createdAt)],
);

/** An organiser's payout bank accounts; at most one default each. */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankBin: text('bank_bin').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_methods_account_unique').on(t.userId, t.bankBin, t.accountNumber),
    uniqueIndex('payout_methods_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('payout_methods_account_digits', sql`${t.accountNumber} ~ '^[0-9]{6,19}$'`),
  ],
);

/**
 * A withdrawal: the coins leave the wallet when it is requested (ledger `payout`), the operator
 * pays it or rejects it (a rejection returns them). The bank account is copied, so removing a
 * method later does not change what was requested. One request key pays once.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull(),
    amountVnd: vnd('amount_vnd').notNull(),
    methodId: integer('method_id').references(() => payoutMethods.id, { onDelete: 'set null' }),
    bankBin: text('bank_bin').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    requestKey: text('request_key').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('payouts_request_key_unique').on(t.userId, t.requestKey),
    index('payouts_status_created_idx').on(t.status, t.createdAt),
    check('payouts_positive', sql`${t.coins} > 0 and ${t.amountVnd} > 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type SignupTicketRow = typeof signupTickets.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournamentRow = typeof tournaments.$inferInsert;
export type TournamentPlayerRow = typeof tournamentPlayers.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type AchievementRow = typeof achievements.$inferSelect;
export type RatingChangeRow = typeof ratingChanges.$inferSelect;
export type RankChangeRow = typeof rankChanges.$inferSelect;
export type TopupRow = typeof topups.$inferSelect;
export type BankTransferRow = typeof bankTransfers.$inferSelect;
export type PayoutMethodRow = typeof payoutMethods.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
