import { z } from '../zod';
import { rankCode } from './config';

/**
 * How a rank-limited event judges a player (issue 41): by the highest of their official rank, the
 * rank of their peak established rating over the event's window, and the rank an organiser
 * verified; whether that lets them in, and why, in words a player reads.
 */
export const eligibilitySchema = z.object({
  /** The rank the event judges them by. */
  rank: rankCode,
  official: rankCode,
  /** Their highest established rating in the window, and its rank; null when none counts. */
  peak: z.object({ rating: z.number(), rank: rankCode, days: z.number().int() }).nullable(),
  /** The latest rank an organiser verified; null when none did. */
  verified: rankCode.nullable(),
  eligible: z.boolean(),
  /** E.g. "Xét theo hạng E (điểm cao nhất 90 ngày: 612, hạng E)". */
  reason: z.string(),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

/** What may show a player hiding their level ("giấu trình"): see sandbagging.ts for each. */
const SANDBAG_SIGNALS = ['performance', 'weak_losses', 'fall'] as const;

/**
 * A signal for the managers of an event the player entered: what was seen, in figures, the
 * matches behind it, and the rank the figures suggest. Never shown to the player, and never a
 * rank change by itself: the organiser decides.
 */
const sandbagFlagSchema = z.object({
  signal: z.enum(SANDBAG_SIGNALS),
  /** E.g. "Thi đấu ở mức 728 điểm (hạng B) tại Giải X, hạng chính thức E". */
  evidence: z.string(),
  matches: z.array(z.object({ id: z.number().int(), label: z.string() })),
  suggestedRank: rankCode,
});
export type SandbagFlag = z.infer<typeof sandbagFlagSchema>;

/**
 * The managers' screening of a registered player (issue 41): how the event judges their rank, and
 * what may show them playing below it. Never shown to the player or the public.
 */
export const playerScreeningSchema = z.object({
  playerId: z.number().int(),
  /** Null for an event anyone may join. */
  eligibility: eligibilitySchema.nullable(),
  flags: z.array(sandbagFlagSchema),
});
export type PlayerScreening = z.infer<typeof playerScreeningSchema>;
