import { DEFAULT_CAROM_SHARES } from '../domain';
import { z } from '../zod';
import {
  rankCode,
  raceChartSchema,
  raceToValue,
  type Config,
  type MapRaceToOutput,
} from '../schemas/config';
import { wireSchema } from './derive';

/**
 * `GET /v1/config`. The contract (PRODUCT.md §3) pins `ranks[].{code, name, rating}` and
 * `race_to_default`; the rest is ours, so an upstream without it gets these defaults.
 */
export const configWire = z
  .object({
    site_name: z.string().default('BidaHub'),
    ranks: z.array(
      z.object({
        code: rankCode,
        name: z.string(),
        rating: z.number(),
        description: z.string().default(''),
      }),
    ),
    race_to_default: z.number().int().positive(),
    spot_overrides: z
      .array(z.object({ stronger: rankCode, weaker: rankCode, spot: z.number().int().min(0) }))
      .default([]),
    carom_shares: z
      .array(z.object({ rank: rankCode, percent: z.number().int().min(10).max(100) }))
      .default(DEFAULT_CAROM_SHARES.map((share) => ({ ...share }))),
  })
  .transform((c): Config => ({
    siteName: c.site_name,
    ranks: c.ranks,
    raceToDefault: c.race_to_default,
    spotOverrides: c.spot_overrides,
    caromShares: c.carom_shares,
  }));
export type ConfigWire = z.input<typeof configWire>;

export const mapRaceToRequestWire = z.object({
  rank_a: rankCode,
  rank_b: rankCode,
  // The calculator's own messages, like the race chart's query and the BFF's input.
  race_to: raceToValue,
});
export type MapRaceToRequestWire = z.infer<typeof mapRaceToRequestWire>;

export const mapRaceToResponseWire = z
  .object({
    race_a: z.number().int(),
    race_b: z.number().int(),
    spot: z.number().int(),
    win_probability_a: z.number().min(0).max(1),
  })
  .transform((r): MapRaceToOutput => ({
    raceA: r.race_a,
    raceB: r.race_b,
    spot: r.spot,
    winProbabilityA: r.win_probability_a,
  }));
export type MapRaceToResponseWire = z.input<typeof mapRaceToResponseWire>;

/** `GET /v1/config/race-chart?race_to=N`. */
export const raceChartWire = wireSchema(raceChartSchema);
