import { paginated, paginationInput } from '../../shared/schemas/common';
import { achievementSchema, playerMatchSchema } from '../../shared/schemas/players';
import { procedureFor, router } from '../trpc';

// The signed-in user's own public record: the same data as /players/{id}, behind profile.all.
export const profileRouter = router({
  achievements: procedureFor('profile.achievements')
    .input(paginationInput)
    .output(paginated(achievementSchema))
    .query(({ ctx, input }) =>
      ctx.api('players.achievements', { params: { id: ctx.user.id }, query: input }),
    ),

  histories: procedureFor('profile.histories')
    .input(paginationInput)
    .output(paginated(playerMatchSchema))
    .query(({ ctx, input }) =>
      ctx.api('players.matchHistories', { params: { id: ctx.user.id }, query: input }),
    ),
});
