import { Router } from 'express';
import { MESSAGES } from '../../shared/messages';
import type { Config } from '../../shared/schemas/config';
import {
  mapRaceToRequestWire,
  type ConfigWire,
  type MapRaceToResponseWire,
} from '../../shared/wire/config';
import type { ConfigService } from '../services/config';
import { parseBody, sendData } from './http';

export function toConfigWire(config: Config): ConfigWire {
  return {
    site_name: config.siteName,
    ranks: config.ranks.map(({ code, name, rating, description }) => ({
      code,
      name,
      rating,
      description,
    })),
    race_to_default: config.raceToDefault,
    spot_overrides: config.spotOverrides.map(({ stronger, weaker, spot }) => ({
      stronger,
      weaker,
      spot,
    })),
  };
}

export function createConfigRoutes(deps: { config: ConfigService }): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    sendData<ConfigWire>(res, toConfigWire(await deps.config.getConfig()));
  });

  router.post('/map-race-to', async (req, res) => {
    const body = parseBody(mapRaceToRequestWire, req.body);
    const result = await deps.config.mapRaceTo({
      rankA: body.rank_a,
      rankB: body.rank_b,
      raceTo: body.race_to,
    });
    sendData<MapRaceToResponseWire>(
      res,
      {
        race_a: result.raceA,
        race_b: result.raceB,
        spot: result.spot,
        // Four decimals are more than any screen shows, and keep the JSON readable.
        win_probability_a: Math.round(result.winProbabilityA * 10_000) / 10_000,
      },
      result.balanced ? undefined : { type: 'warning', message: MESSAGES.raceGapWarning },
    );
  });

  return router;
}
