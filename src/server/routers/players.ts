import { z } from '../../shared/zod';
import { byIdInput, paginated } from '../../shared/schemas/common';
import {
  achievementSchema,
  listPlayersInput,
  playerListItemSchema,
  playerMatchSchema,
  playerPageInput,
  playerProfileSchema,
  ratingPointSchema,
  setRankInput,
} from '../../shared/schemas/players';
import { snakeKeys } from '../../shared/wire/case';
import {
  achievementPageWire,
  playerMatchPageWire,
  playerPageWire,
  playerProfileWire,
  ratingHistoryWire,
} from '../../shared/wire/players';
import { permissionProcedure, publicProcedure, router } from '../trpc';

const path = (id: number, action = '') => `/v1/players/${id}${action}`;

// Public lookups: the upstream's player shapes carry no phone, e-mail or coins, and the output
// schemas would drop them even if it sent them.
export const playersRouter = router({
  list: publicProcedure
    .input(listPlayersInput)
    .output(paginated(playerListItemSchema))
    .query(({ ctx, input }) => ctx.api.getPublic('/v1/players', playerPageWire, snakeKeys(input))),

  get: publicProcedure
    .input(byIdInput)
    .output(playerProfileSchema)
    .query(({ ctx, input }) => ctx.api.get(path(input.id), playerProfileWire)),

  ratingHistory: publicProcedure
    .input(byIdInput)
    .output(z.array(ratingPointSchema))
    .query(({ ctx, input }) => ctx.api.get(path(input.id, '/rating-history'), ratingHistoryWire)),

  achievements: publicProcedure
    .input(playerPageInput)
    .output(paginated(achievementSchema))
    .query(({ ctx, input: { id, ...page } }) =>
      ctx.api.get(path(id, '/achievements'), achievementPageWire, snakeKeys(page)),
    ),

  matchHistories: publicProcedure
    .input(playerPageInput)
    .output(paginated(playerMatchSchema))
    .query(({ ctx, input: { id, ...page } }) =>
      ctx.api.get(path(id, '/matches'), playerMatchPageWire, snakeKeys(page)),
    ),

  /** An organiser's decision on the official rank, recorded with who, when and why. */
  setRank: permissionProcedure('tournament.update')
    .input(setRankInput)
    .output(playerProfileSchema)
    .mutation(({ ctx, input: { id, ...body } }) =>
      ctx.api.put(path(id, '/rank'), playerProfileWire, body),
    ),
});
