import { z } from '../../shared/zod';
import { byIdInput, paginated } from '../../shared/schemas/common';
import {
  achievementSchema,
  listPlayersInput,
  playerListItemSchema,
  playerMatchSchema,
  playerPageInput,
  playerProfileSchema,
  ratingHistoryInput,
  ratingPointSchema,
  setRankInput,
} from '../../shared/schemas/players';
import { playerScheduleSchema } from '../../shared/schemas/schedule';
import { procedureFor, router } from '../trpc';

// Public lookups: the upstream's player shapes carry no phone, e-mail or coins, and the output
// schemas would drop them even if it sent them.
export const playersRouter = router({
  list: procedureFor('players.list')
    .input(listPlayersInput)
    .output(paginated(playerListItemSchema))
    .query(({ ctx, input }) => ctx.api('players.list', { query: input })),

  get: procedureFor('players.get')
    .input(byIdInput)
    .output(playerProfileSchema)
    .query(({ ctx, input }) => ctx.api('players.get', { params: input })),

  ratingHistory: procedureFor('players.ratingHistory')
    .input(ratingHistoryInput)
    .output(z.array(ratingPointSchema))
    .query(({ ctx, input: { id, family } }) =>
      ctx.api('players.ratingHistory', { params: { id }, query: family ? { family } : {} }),
    ),

  achievements: procedureFor('players.achievements')
    .input(playerPageInput)
    .output(paginated(achievementSchema))
    .query(({ ctx, input: { id, ...page } }) =>
      ctx.api('players.achievements', { params: { id }, query: page }),
    ),

  matchHistories: procedureFor('players.matchHistories')
    .input(playerPageInput)
    .output(paginated(playerMatchSchema))
    .query(({ ctx, input: { id, ...page } }) =>
      ctx.api('players.matchHistories', { params: { id }, query: page }),
    ),

  /** What the player has ahead: the source of their calendar feed (calendar.ts). */
  schedule: procedureFor('players.schedule')
    .input(byIdInput)
    .output(playerScheduleSchema)
    .query(({ ctx, input }) => ctx.api('players.schedule', { params: input })),

  /** An organiser's decision on the official rank, recorded with who, when and why. */
  setRank: procedureFor('players.setRank')
    .input(setRankInput)
    .output(playerProfileSchema)
    .mutation(({ ctx, input: { id, ...body } }) =>
      ctx.api('players.setRank', { params: { id }, body }),
    ),
});
