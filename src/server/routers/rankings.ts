import { paginated } from '../../shared/schemas/common';
import { rankingEntrySchema, rankingsInput } from '../../shared/schemas/players';
import { procedureFor, router } from '../trpc';

export const rankingsRouter = router({
  /** The leaderboard: rated players by rating, optionally of one official rank. */
  list: procedureFor('rankings.list')
    .input(rankingsInput)
    .output(paginated(rankingEntrySchema))
    .query(({ ctx, input }) => ctx.api('rankings.list', { query: input })),
});
