import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import { MESSAGES } from '../../shared/messages';
import type { Config } from '../../shared/schemas/config';
import type { ConfigWire } from '../../shared/wire/config';
import type { ConfigService } from '../services/config';
import { Noticed, endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';

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
    carom_shares: config.caromShares.map(({ rank, percent }) => ({ rank, percent })),
  };
}

export function createConfigRoutes(deps: { config: ConfigService } & EndpointRoutesOptions) {
  const router = Router();
  const serve = endpointRoutes(router, deps);

  serve(APP_API['config.get'], async () => toConfigWire(await deps.config.getConfig()));

  serve(APP_API['config.mapRaceTo'], async ({ body }) => {
    const result = await deps.config.mapRaceTo({
      rankA: body.rank_a,
      rankB: body.rank_b,
      raceTo: body.race_to,
    });
    const answer = {
      race_a: result.raceA,
      race_b: result.raceB,
      spot: result.spot,
      win_probability_a: fourDecimals(result.winProbabilityA),
    };
    return result.balanced
      ? answer
      : new Noticed(answer, { type: 'warning', message: MESSAGES.raceGapWarning });
  });

  serve(APP_API['config.raceChart'], async ({ query }) => {
    const chart = await deps.config.raceChart(query.race_to);
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
