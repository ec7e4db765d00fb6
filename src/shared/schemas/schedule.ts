import { z } from '../zod';
import { matchSchema } from './matches';
import { tournamentSummarySchema } from './tournaments';

/**
 * What a player has ahead, as their calendar feed lists it: the tournaments they are registered
 * in that are open or running, and their matches still to play or under way, soonest first.
 */
export const playerScheduleSchema = z.object({
  tournaments: z.array(tournamentSummarySchema),
  matches: z.array(matchSchema),
  /**
   * Events open for registration or running at the clubs and in the tours the player follows, that
   * they have not entered (follows are public, as a club's followers are on CueScore).
   */
  followed: z.array(tournamentSummarySchema).default([]),
});
export type PlayerSchedule = z.infer<typeof playerScheduleSchema>;
