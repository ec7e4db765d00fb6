import { PLAYER_SORTS } from '../domain';
import { z } from '../zod';
import { idSchema, paginationInput } from './common';
import { rankCode } from './config';
import { matchSchema } from './matches';
import { playerSummarySchema } from './player-summary';
import { achievementKind, game } from './tournaments';

export { playerSummarySchema, type PlayerSummary } from './player-summary';

/** A player's record over every finished match with two players (byes do not count). */
export const playerStatsSchema = z.object({
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

export const playerSort = z.enum(PLAYER_SORTS, { error: 'Cách sắp xếp không hợp lệ' });
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
export type ListPlayersInput = z.infer<typeof listPlayersInput>;

/** An organiser's decision on a player's official rank: who, when, why. */
export const rankChangeSchema = z.object({
  id: z.number().int().positive(),
  fromRank: rankCode,
  toRank: rankCode,
  reason: z.string(),
  changedBy: playerSummarySchema,
  createdAt: z.string(),
});
export type RankChange = z.infer<typeof rankChangeSchema>;

/** The header of a player's pages. */
export const playerProfileSchema = playerListItemSchema.extend({
  bio: z.string().nullable(),
  memberSince: z.string(),
  /** Racks played in rated matches: the more, the smaller each rating step. */
  racksPlayed: z.number().int(),
  tournamentsPlayed: z.number().int(),
  titles: z.number().int(),
  /** Newest first. */
  rankChanges: z.array(rankChangeSchema),
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
export type PlayerPageInput = z.infer<typeof playerPageInput>;

export const setRankInput = z.object({
  id: idSchema,
  rank: rankCode,
  reason: z
    .string({ error: 'Hãy ghi lý do' })
    .trim()
    .min(5, { error: 'Lý do tối thiểu 5 ký tự' })
    .max(300, { error: 'Lý do tối đa 300 ký tự' }),
});
export type SetRankInput = z.infer<typeof setRankInput>;

/** The leaderboard (`rankings.list`): players with at least one rated match, by rating. */
export const rankingsInput = paginationInput.extend({ rank: rankCode.optional() });
export type RankingsInput = z.infer<typeof rankingsInput>;

export const rankingEntrySchema = z.object({
  position: z.number().int().positive(),
  player: playerSummarySchema,
  suggestedRank: rankCode,
  stats: playerStatsSchema,
  /** Rating change over the last 30 days. */
  trend: z.number(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;
