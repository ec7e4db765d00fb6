import { Router } from 'express';
import { MESSAGES } from '../../shared/messages';
import type { Config, RaceChart } from '../../shared/schemas/config';
import { deepSnakeKeys } from '../../shared/wire/case';
import {
  mapRaceToRequestWire,
  type ConfigWire,
  type MapRaceToResponseWire,
} from '../../shared/wire/config';
import type { ConfigService } from '../services/config';
import { parseBody, parseQuery, sendData } from './http';
import { raceChartQuery } from './queries';

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
        win_probability_a: fourDecimals(result.winProbabilityA),
      },
      result.balanced ? undefined : { type: 'warning', message: MESSAGES.raceGapWarning },
    );
  });

  router.get('/race-chart', async (req, res) => {
    const query = parseQuery(raceChartQuery, req.query);
    const chart: RaceChart = await deps.config.raceChart(query.race_to);
    const cells = chart.cells.map((c) => ({
      ...c,
      winProbabilityA: fourDecimals(c.winProbabilityA),
    }));
    sendData(res, deepSnakeKeys({ ...chart, cells }));
  });

  return router;
}

// Four decimals are more than any screen shows, and keep the JSON readable.
const fourDecimals = (p: number) => Math.round(p * 10_000) / 10_000;
