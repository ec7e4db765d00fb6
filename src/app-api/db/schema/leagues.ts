// Team leagues (issue 42): a league with its divisions and venues; teams with a captain, a home
// club and a roster (invited, then active once the player accepts; one active team a player per
// league); the schedule's team matches, each of N games whose two players the captains name in
// turns, reported by one captain and confirmed by the other.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  boolean,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RANK_CODES } from '../../../shared/domain';
import { LEAGUE_STATUSES, TEAM_MATCH_STATUSES } from '../../../shared/league-rules';
import { users } from './accounts';
import { createdAt } from './columns';
import { stores } from './tournaments';

/** A whole bracket as JSON: each brackets-manager table's rows (services/brackets/store.ts). */
export type BracketSnapshot = Partial<
  Record<
    'participant' | 'stage' | 'group' | 'round' | 'match' | 'match_game',
    (Record<string, unknown> & { id: number })[]
  >
>;

export const leagues = pgTable('leagues', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  game: text('game', { enum: ['8-ball', '9-ball', '10-ball'] }).notNull(),
  status: text('status', { enum: LEAGUE_STATUSES }).notNull().default('registration'),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  /** HH:MM in Vietnam's time. */
  matchTime: text('match_time').notNull(),
  gamesPerMatch: integer('games_per_match').notNull(),
  raceTo: integer('race_to').notNull(),
  rankCap: integer('rank_cap').notNull(),
  rankPoints: jsonb('rank_points').$type<Record<(typeof RANK_CODES)[number], number>>().notNull(),
  /** The clubs that host it (store ids). */
  venues: jsonb('venues').$type<number[]>().notNull().default([]),
  /** The day rosters lock for captains (null: when the league starts). */
  rosterLocksOn: date('roster_locks_on', { mode: 'string' }),
  rosterMax: integer('roster_max').notNull().default(8),
  /** The playoff's bracket (brackets-manager's tables as JSON); null before it is drawn. */
  playoff: jsonb('playoff').$type<BracketSnapshot>(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

export const leagueDivisions = pgTable('league_divisions', {
  id: serial('id').primaryKey(),
  leagueId: integer('league_id')
    .notNull()
    .references(() => leagues.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const leagueTeams = pgTable(
  'league_teams',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => leagueDivisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    captainId: integer('captain_id')
      .notNull()
      .references(() => users.id),
    homeStoreId: integer('home_store_id').references(() => stores.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('league_teams_name_unique').on(t.leagueId, t.name)],
);

export const leagueMembers = pgTable(
  'league_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => leagueTeams.id, { onDelete: 'cascade' }),
    /** Kept beside the team, so one active team a player per league is an index. */
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['invited', 'active'] }).notNull(),
    substitute: boolean('substitute').notNull().default(false),
    invitedAt: createdAt(),
    /** Who invited them: once the roster is locked, only the organiser's invitation stands. */
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex('league_members_one_team')
      .on(t.leagueId, t.userId)
      .where(sql`${t.status} = 'active'`),
    index('league_members_user_idx').on(t.userId),
  ],
);

export const teamMatches = pgTable(
  'team_matches',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => leagueDivisions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => leagueTeams.id, { onDelete: 'cascade' }),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => leagueTeams.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: TEAM_MATCH_STATUSES }).notNull().default('lineup'),
    /** The regular season's round robin, or the playoff. */
    stage: text('stage', { enum: ['season', 'playoff'] })
      .notNull()
      .default('season'),
    /** A playoff match's id in the league's bracket. */
    bracketMatchId: integer('bracket_match_id'),
    homeGames: integer('home_games').notNull().default(0),
    awayGames: integer('away_games').notNull().default(0),
  },
  (t) => [index('team_matches_league_idx').on(t.leagueId, t.round)],
);

export const teamGames = pgTable(
  'team_games',
  {
    teamMatchId: integer('team_match_id')
      .notNull()
      .references(() => teamMatches.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    homePlayerId: integer('home_player_id').references(() => users.id),
    awayPlayerId: integer('away_player_id').references(() => users.id),
    race1: integer('race1'),
    race2: integer('race2'),
    score1: integer('score1'),
    score2: integer('score2'),
    /** The captain's side that reported the score; the other confirms. */
    reportedBy: text('reported_by', { enum: ['home', 'away'] }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.teamMatchId, t.number] }),
    check('team_games_scores', sql`${t.score1} is null or (${t.score1} >= 0 and ${t.score2} >= 0)`),
  ],
);

export type LeagueRow = typeof leagues.$inferSelect;
export type LeagueTeamRow = typeof leagueTeams.$inferSelect;
export type TeamMatchRow = typeof teamMatches.$inferSelect;
export type TeamGameRow = typeof teamGames.$inferSelect;
