import { z } from '../zod';
import { rankCode } from './config';

/** What anyone may see of a player, wherever one is shown: never phone, e-mail or wallet. */
export const playerSummarySchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  rank: rankCode,
  rating: z.number(),
  /** The pool rating is not yet sure (Tạm tính: shared/domain.ts RATING_DEVIATION). */
  provisional: z.boolean(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;
