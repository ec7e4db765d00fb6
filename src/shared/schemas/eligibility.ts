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
