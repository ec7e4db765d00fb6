import { configSchema, mapRaceToInput, mapRaceToOutput } from '../../shared/schemas/config';
import { snakeKeys } from '../../shared/wire/case';
import { configWire, mapRaceToResponseWire } from '../../shared/wire/config';
import { publicProcedure, router } from '../trpc';

export const configRouter = router({
  get: publicProcedure
    .output(configSchema)
    .query(({ ctx }) => ctx.api.get('/v1/config', configWire)),

  mapRaceTo: publicProcedure
    .input(mapRaceToInput)
    .output(mapRaceToOutput)
    .query(({ ctx, input }) =>
      ctx.api.post('/v1/config/map-race-to', mapRaceToResponseWire, snakeKeys(input)),
    ),
});
