import { CAROM_GAMES, GAME_FAMILIES, PLAYER_SORTS } from '../domain';
import { z } from '../zod';
import { idSchema, paginationInput } from './common';
import { rankCode } from './config';
import { matchSchema } from './matches';
import { playerSummarySchema } from './player-summary';
import { achievementKind, game } from './tournaments';

export { type PlayerSummary } from './player-summary';

/** A player's record over every finished match with two players (byes do not count). */
const playerStatsSchema = z.object({
  matchesWon: z.number().int(),
  matchesLost: z.number().int(),
  racksWon: z.number().int(),
  racksLost: z.number().int(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/** A row of the player lookup: the summary, the record, and the rank the rating suggests. */
export const playerListItemSchema = playerSummarySchema.extend({
  suggestedRank: rankCode,
  stats: playerStatsSchema,
});
export type PlayerListItem = z.infer<typeof playerListItemSchema>;

const playerSort = z.enum(PLAYER_SORTS, { error: 'Cách sắp xếp không hợp lệ' });
export type PlayerSort = z.infer<typeof playerSort>;

const searchText = z
  .string({ error: 'Từ khoá không hợp lệ' })
  .trim()
  .max(100, { error: 'Từ khoá tối đa 100 ký tự' });

/** `/players`: by name or username (accents optional), one rank, sorted (rating by default). */
export const listPlayersInput = paginationInput.extend({
  q: searchText.optional(),
  rank: rankCode.optional(),
  sort: playerSort.optional(),
});

/** An organiser's decision on a player's official rank: who, when, why. */
/**
 * How a rank changed: the rating suggested another (`suggested`: no one decided, the rank stays
 * official until an organiser does), an organiser decided, or an organiser verified it after
 * seeing the player play (it may stay the same).
 */
const RANK_CHANGE_KINDS = ['suggested', 'decided', 'verified'] as const;

const rankChangeSchema = z.object({
  /** The decision's id; a suggestion's is its rating ledger row's. */
  id: z.number().int().positive(),
  kind: z.enum(RANK_CHANGE_KINDS),
  fromRank: rankCode,
  toRank: rankCode,
  reason: z.string(),
  /** Null for a suggestion. */
  changedBy: playerSummarySchema.nullable(),
  /** The event a verification names as evidence. */
  tournament: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type RankChange = z.infer<typeof rankChangeSchema>;

/** A carom discipline: three-cushion, one-cushion or libre. */
const caromGame = z.enum(CAROM_GAMES, { error: 'Môn carom không hợp lệ' });
export type CaromGame = z.infer<typeof caromGame>;

/**
 * A player's carom figures in one discipline over a period, from the protocols of their finished
 * games: the general average is points ÷ innings to three decimals (40 in 25 is 1.6), the best
 * game average the highest of one game, the high run the longest run of one inning.
 */
const caromFiguresSchema = z.object({
  matches: z.number().int(),
  won: z.number().int(),
  /** Games level at the end, where the event allowed a draw. */
  drawn: z.number().int().default(0),
  lost: z.number().int(),
  points: z.number().int(),
  innings: z.number().int(),
  generalAverage: z.number(),
  bestGameAverage: z.number(),
  highRun: z.number().int(),
});
export type CaromFigures = z.infer<typeof caromFiguresSchema>;

/** One discipline's figures over the whole career and over the last 12 months. */
const caromDisciplineSchema = z.object({
  game: caromGame,
  career: caromFiguresSchema,
  /** The last 12 months (CAROM_RECENT_MONTHS); zeros when none was played in them. */
  recent: caromFiguresSchema,
});
export type CaromDiscipline = z.infer<typeof caromDisciplineSchema>;

/** A carom player's side of the profile: the carom rating (apart from pool's) and the figures. */
const playerCaromSchema = z.object({
  rating: z.number(),
  /** How sure the carom rating is, in points (shared/domain.ts RATING_DEVIATION). */
  deviation: z.number(),
  provisional: z.boolean(),
  /** Each discipline with a finished game, in CAROM_GAMES order. */
  disciplines: z.array(caromDisciplineSchema),
});
export type PlayerCarom = z.infer<typeof playerCaromSchema>;

/** The header of a player's pages. */
export const playerProfileSchema = playerListItemSchema.extend({
  bio: z.string().nullable(),
  memberSince: z.string(),
  /** Pool racks played in rated matches. */
  racksPlayed: z.number().int(),
  /** How sure the pool rating is, in points: ± this (shared/domain.ts RATING_DEVIATION). */
  ratingDeviation: z.number(),
  tournamentsPlayed: z.number().int(),
  titles: z.number().int(),
  /** Decisions, verifications and the rating's suggestions, newest first. */
  rankChanges: z.array(rankChangeSchema),
  /** The latest verification: a rank-limited event reads at least this rank. */
  verified: z
    .object({ rank: rankCode, by: playerSummarySchema, at: z.string() })
    .nullable()
    .default(null),
  /** Null for a player without a finished carom game. */
  carom: playerCaromSchema.nullable().default(null),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/**
 * One point of the rating chart. The first point is where the player started (no match);
 * each further point is the rating after a finished match.
 */
export const ratingPointSchema = z.object({
  at: z.string(),
  rating: z.number(),
  delta: z.number(),
  matchId: z.number().int().nullable(),
  opponent: playerSummarySchema.nullable(),
  racksWon: z.number().int(),
  racksLost: z.number().int(),
});
export type RatingPoint = z.infer<typeof ratingPointSchema>;

export const achievementSchema = z.object({
  id: z.number().int().positive(),
  kind: achievementKind,
  place: z.number().int(),
  tournament: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    game,
    startsAt: z.string(),
    playerCount: z.number().int(),
  }),
  createdAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** A finished match from one player's side, with what it did to their rating. */
export const playerMatchSchema = matchSchema.extend({
  /** The player's rating change from this match; null for a match that was not rated (a bye). */
  ratingDelta: z.number().nullable(),
});
export type PlayerMatch = z.infer<typeof playerMatchSchema>;

export const playerPageInput = paginationInput.extend({ id: idSchema });

/** A player's rating history in one game family: pool (the default) or carom, kept apart. */
export const ratingHistoryInput = z.object({
  id: idSchema,
  family: z.enum(GAME_FAMILIES, { error: 'Nhóm môn không hợp lệ' }).optional(),
});

const RANK_EVENT_MISSING = 'Hãy chọn giải bạn quản lý mà cơ thủ đã thi đấu';

/** An event a decision on a player's rank may name (rank-decisions.ts). */
export const rankEventSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  startsAt: z.string(),
});
export type RankEvent = z.infer<typeof rankEventSchema>;

export const setRankInput = z.object({
  id: idSchema,
  rank: rankCode,
  reason: z
    .string({ error: 'Hãy ghi lý do' })
    .trim()
    .min(5, { error: 'Lý do tối thiểu 5 ký tự' })
    .max(300, { error: 'Lý do tối đa 300 ký tự' }),
  /** A verification: the organiser saw them play; the rank may stay as it is. */
  verified: z.boolean().default(false),
  /** The event seen, as evidence: one the player played and the decider manages. */
  tournamentId: z.number({ error: RANK_EVENT_MISSING }).pipe(idSchema),
});
/** As a caller may send it: a plain decision needs no `verified`. */
export type SetRankRequest = z.input<typeof setRankInput>;

/**
 * A carom board's orders: the carom rating, or the discipline's general average over the last
 * 12 months (the form carom players compare). No page lists them, so they live here, not in
 * domain.ts, which the first load carries.
 */
const rankingSort = z.enum(['rating', 'generalAverage'], {
  error: 'Cách sắp xếp không hợp lệ',
});
export type RankingSort = z.infer<typeof rankingSort>;

/**
 * The leaderboard (`rankings.list`). Without `game`, the pool board: players with a rated pool
 * match, by pool rating. With a carom discipline, its board: the players of that discipline by
 * carom rating (carom figures of their whole career), or with `sort: 'generalAverage'` by their
 * general average over the last 12 months (and the figures of those months).
 */
export const rankingsInput = paginationInput.extend({
  rank: rankCode.optional(),
  game: caromGame.optional(),
  /** Carom boards only; the pool board is by rating. */
  sort: rankingSort.optional(),
});

export const rankingEntrySchema = z.object({
  position: z.number().int().positive(),
  player: playerSummarySchema,
  suggestedRank: rankCode,
  /** The board's record: pool racks, or the discipline's carom points. */
  stats: playerStatsSchema,
  /** Change of the board's rating over the last 30 days. */
  trend: z.number(),
  /** Carom boards: the carom rating and the discipline's figures; null on the pool board. */
  carom: caromFiguresSchema
    .extend({ rating: z.number(), provisional: z.boolean() })
    .nullable()
    .default(null),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;
