import { paginated } from '../../shared/schemas/common';
import { rankingEntrySchema, rankingsInput } from '../../shared/schemas/players';
import { snakeKeys } from '../../shared/wire/case';
import { rankingPageWire } from '../../shared/wire/players';
import { publicProcedure, router } from '../trpc';

export const rankingsRouter = router({
  /** The leaderboard: rated players by rating, optionally of one official rank. */
  list: publicProcedure
    .input(rankingsInput)
    .output(paginated(rankingEntrySchema))
    .query(({ ctx, input }) =>
      ctx.api.getPublic('/v1/rankings', rankingPageWire, snakeKeys(input)),
    ),
});
