import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import { MESSAGES } from '../../shared/messages';
import type { ConfigService } from '../services/config';
import { Noticed, endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';

export function createConfigRoutes(deps: { config: ConfigService } & EndpointRoutesOptions) {
  const router = Router();
  const serve = endpointRoutes(router, deps);

  serve(APP_API['config.get'], () => deps.config.getConfig());

  serve(APP_API['config.mapRaceTo'], async ({ body }) => {
    const result = await deps.config.mapRaceTo(body);
    const answer = {
      raceA: result.raceA,
      raceB: result.raceB,
      spot: result.spot,
      winProbabilityA: fourDecimals(result.winProbabilityA),
    };
    return result.balanced
      ? answer
      : new Noticed(answer, { type: 'warning', message: MESSAGES.raceGapWarning });
  });

  serve(APP_API['config.raceChart'], async ({ query }) => {
    const chart = await deps.config.raceChart(query.raceTo);
    const cells = chart.cells.map((c) => ({
      ...c,
      winProbabilityA: fourDecimals(c.winProbabilityA),
    }));
    return { ...chart, cells };
  });

  return router;
}

// Four decimals are more than any screen shows, and keep the JSON readable.
const fourDecimals = (p: number) => Math.round(p * 10_000) / 10_000;
