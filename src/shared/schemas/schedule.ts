import { z } from '../zod';
import { matchSchema } from './matches';
import { tournamentSummarySchema } from './tournaments';
import { teamMatchSummarySchema } from './leagues';

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
  /** The league matches still to play of the teams they play for. */
  teamMatches: z.array(teamMatchSummarySchema).default([]),
});
export type PlayerSchedule = z.infer<typeof playerScheduleSchema>;
