import { MATCH_HISTORY_KINDS, PROTEST_RULINGS, RESULT_TYPES } from '../domain';
import { z } from '../zod';
import { idSchema } from './common';
import { playerSummarySchema } from './player-summary';

/** A match's result at one moment; null while it is undecided. */
const resultSchema = z.object({ score1: z.number().int(), score2: z.number().int() }).nullable();

/**
 * One change to a match: its result's (who made it, when, from what to what), or a rack scored
 * at the table (`rack`: from the score before to the score after, by whoever sent it).
 */
const matchEventSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(MATCH_HISTORY_KINDS),
  at: z.string(),
  /** Null for a reset, which follows from another match's correction (`causeMatchId`). */
  actor: playerSummarySchema.nullable(),
  from: resultSchema,
  to: resultSchema,
  /** How the result after it ended: a walkover, a retirement or a disqualification awarded. */
  resultType: z.enum(RESULT_TYPES),
  /** The players when it changed: a reset match may get other players afterwards. */
  player1: playerSummarySchema.nullable(),
  player2: playerSummarySchema.nullable(),
  /** For a reset: the match whose correction undid this result. */
  causeMatchId: z.number().int().nullable(),
  /** The caller may undo it now: the match's latest change, decided, its tournament running. */
  revertible: z.boolean(),
  /** A protest (its reason) or a ruling on one (the reason, and what was ruled). */
  protest: z.object({ reason: z.string(), ruling: z.enum(PROTEST_RULINGS).nullable() }).nullable(),
});
export type MatchEvent = z.infer<typeof matchEventSchema>;

/** Newest first. */
export const matchHistorySchema = z.array(matchEventSchema);

export const revertMatchInput = z.object({ id: idSchema, eventId: idSchema });
