// Two players side by side (`/players/:id/vs/:opponent`): their meetings in each game family, the
// last of them, and what the handicap formula makes of a pool match between them today.
import { GAME_FAMILIES } from '../domain';
import { MESSAGES } from '../messages';
import { z } from '../zod';
import { idSchema } from './common';
import { matchSchema } from './matches';
import { playerSummarySchema } from './player-summary';

/** The opponent, beside the player's id in the path. */
export const headToHeadQueryFields = z.object({ opponent: idSchema });

export const headToHeadInput = headToHeadQueryFields
  .extend({ id: idSchema })
  .refine(({ id, opponent }) => id !== opponent, {
    error: MESSAGES.sameOpponent,
    path: ['opponent'],
  });

/** One family's meetings, each figure as [the player's, the opponent's]. */
const headToHeadRecordSchema = z.object({
  family: z.enum(GAME_FAMILIES),
  /** Finished meetings with a result, walkovers included. */
  matches: z.number().int(),
  wins: z.tuple([z.number().int(), z.number().int()]),
  /** Carom games that ended level (a round robin's draw). */
  draws: z.number().int(),
  /** Racks (pool) or points (carom) scored in the meetings that were played. */
  scored: z.tuple([z.number().int(), z.number().int()]),
});
export type HeadToHeadRecord = z.infer<typeof headToHeadRecordSchema>;

/**
 * The two players as their profiles show them, with the carom rating beside pool's: null for a
 * player with no rated carom match, whose 300 is only where every carom rating starts.
 */
const versusPlayerSchema = playerSummarySchema.extend({
  caromRating: z.number().nullable(),
});
export type VersusPlayer = z.infer<typeof versusPlayerSchema>;

export const headToHeadSchema = z.object({
  player: versusPlayerSchema,
  opponent: versusPlayerSchema,
  /** Pool first, then carom; a family they never met in has zero matches. */
  records: z.array(headToHeadRecordSchema),
  /**
   * A pool match today, from the current ratings (race-to.ts): the player's chance over an even
   * race, and the race that brings the match closest to even.
   */
  pool: z.object({
    raceTo: z.number().int(),
    evenRaceWinProbability: z.number(),
    fairRace: z.tuple([z.number().int(), z.number().int()]),
    fairRaceWinProbability: z.number(),
  }),
  /** The last meetings, newest first. */
  meetings: z.array(matchSchema),
});
export type HeadToHead = z.infer<typeof headToHeadSchema>;
