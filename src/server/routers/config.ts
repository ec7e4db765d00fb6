import {
  configSchema,
  mapRaceToInput,
  mapRaceToOutput,
  raceChartInput,
  raceChartSchema,
} from '../../shared/schemas/config';
import { firebaseWebConfigSchema } from '../../shared/schemas/firebase';
import { snakeKeys } from '../../shared/wire/case';
import { configWire, mapRaceToResponseWire, raceChartWire } from '../../shared/wire/config';
import { firebaseWebConfigFromEnv } from '../firebase-web-config';
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

  /** Every rank pair for one race of the stronger player (the operator's spot table applies). */
  raceChart: publicProcedure
    .input(raceChartInput)
    .output(raceChartSchema)
    .query(({ ctx, input }) =>
      ctx.api.get('/v1/config/race-chart', raceChartWire, snakeKeys(input)),
    ),

  /** Public Firebase settings for phone sign-in (null: not configured on this server). */
  firebase: publicProcedure
    .output(firebaseWebConfigSchema.nullable())
    .query(() => firebaseWebConfigFromEnv()),
});
