import { DEFAULT_CAROM_SHARES, RANK_CODES } from '../domain';
import { z } from '../zod';

export const rankCode = z.enum(RANK_CODES, { error: 'Hạng không hợp lệ' });
export type RankCode = z.infer<typeof rankCode>;

const rankSchema = z.object({
  code: rankCode,
  name: z.string(),
  rating: z.number(),
  description: z.string().default(''),
});
export type Rank = z.infer<typeof rankSchema>;

// "Chấp k ván": an operator-fixed spot for a rank pair, overriding the formula.
const spotOverrideSchema = z.object({
  stronger: rankCode,
  weaker: rankCode,
  spot: z.number().int().min(0),
});
export type SpotOverride = z.infer<typeof spotOverrideSchema>;

/** Carom handicap: a rank's share of an A player's target, in percent (DEFAULT_CAROM_SHARES). */
const caromShareSchema = z.object({
  rank: rankCode,
  percent: z.number().int().min(10).max(100),
});

/**
 * `GET /v1/config`. The contract (PRODUCT.md §3) pins `ranks[].{code, name, rating}` and
 * `race_to_default`; the rest is ours, so an upstream without it gets these defaults.
 */
export const configSchema = z.object({
  siteName: z.string().default('BidaHub'),
  ranks: z.array(rankSchema),
  raceToDefault: z.number().int().positive(),
  spotOverrides: z.array(spotOverrideSchema).default([]),
  caromShares: z
    .array(caromShareSchema)
    .default(() => DEFAULT_CAROM_SHARES.map((share) => ({ ...share }))),
});
export type Config = z.infer<typeof configSchema>;

export const raceToValue = z
  .number({ error: 'Số ván chạm phải là một số' })
  .int({ error: 'Số ván chạm phải là số nguyên' })
  .min(1, { error: 'Số ván chạm phải từ 1 trở lên' })
  .max(50, { error: 'Số ván chạm tối đa là 50' });

export const mapRaceToInput = z.object({
  rankA: rankCode,
  rankB: rankCode,
  raceTo: raceToValue,
});
export type MapRaceToInput = z.infer<typeof mapRaceToInput>;

export const mapRaceToOutput = z.object({
  raceA: z.number().int(),
  raceB: z.number().int(),
  spot: z.number().int(),
  winProbabilityA: z.number().min(0).max(1),
});
export type MapRaceToOutput = z.infer<typeof mapRaceToOutput>;

/** The race chart of `/playing`: every (rank A, rank B) pair for one race of the stronger. */
export const raceChartInput = z.object({ raceTo: raceToValue });

const raceChartCellSchema = mapRaceToOutput.extend({ rankA: rankCode, rankB: rankCode });
export type RaceChartCell = z.infer<typeof raceChartCellSchema>;

export const raceChartSchema = z.object({
  raceTo: z.number().int(),
  /** Row-major: for each rank A from weakest to strongest, each rank B from weakest to strongest. */
  cells: z.array(raceChartCellSchema),
});
export type RaceChart = z.infer<typeof raceChartSchema>;
