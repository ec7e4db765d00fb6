import { RANK_CODES } from '../../shared/domain';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CONFIG } from '../../../fixtures/config';
import { DEFAULT_WALLET_CONFIG } from '../../../fixtures/wallet';
import { configSchema, type Config, type RaceChart } from '../../shared/schemas/config';
import { walletConfigSchema, type WalletConfig } from '../../shared/schemas/payments';
import { toSnakeCase } from '../../shared/wire/case';
import type { Db } from '../db/client';
import { appConfig } from '../db/schema';
import { AppApiError, type FieldErrors } from '../errors';
import { mapRaceToByRank, type MapRaceToByRankInput, type RaceToResult } from './race-to';

type ConfigKey = keyof Config;
const CONFIG_KEYS = Object.keys(configSchema.shape) as ConfigKey[];

// One app_config row per top-level field, keyed by its snake_case wire name.
const rowKey = (key: ConfigKey): string => toSnakeCase(key);

/** The wallet's settings are one more app_config row, outside the public site configuration. */
export const WALLET_CONFIG_KEY = 'wallet';

/**
 * The stored ranks as a column any query can carry (evaluated once per statement), so a list
 * that suggests ranks needs no second statement; `ranksFrom` reads it.
 */
export const storedRanks = sql<unknown>`(select ${appConfig.value} from ${appConfig} where ${appConfig.key} = ${rowKey('ranks')})`;

export function ranksFrom(stored: unknown): Config['ranks'] {
  // A corrupt row is a server fault (500), as in getConfig.
  return configSchema.shape.ranks.parse(stored ?? DEFAULT_CONFIG.ranks);
}

export function createConfigService(db: Db) {
  /** The stored configuration; a key never written falls back to the default of fixtures/. */
  async function getConfig(): Promise<Config> {
    const rows = await db.select().from(appConfig);
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const merged: Record<string, unknown> = {};
    for (const key of CONFIG_KEYS) {
      merged[key] = stored.has(rowKey(key)) ? stored.get(rowKey(key)) : DEFAULT_CONFIG[key];
    }
    // A corrupt row is a server fault (500), not the caller's.
    return configSchema.parse(merged);
  }

  async function updateConfig(patch: Partial<Config>): Promise<Config> {
    const next = validateConfig({ ...(await getConfig()), ...patch });
    const entries = CONFIG_KEYS.filter((key) => patch[key] !== undefined);
    if (entries.length > 0) {
      await db
        .insert(appConfig)
        .values(entries.map((key) => ({ key: rowKey(key), value: next[key] })))
        .onConflictDoUpdate({ target: appConfig.key, set: { value: sql`excluded.value` } });
    }
    return next;
  }

  async function mapRaceTo(input: MapRaceToByRankInput): Promise<RaceToResult> {
    return mapRaceToByRank(await getConfig(), input);
  }

  /** Every rank pair, weakest to strongest (row-major), for one race of the stronger player. */
  async function raceChart(raceTo?: number): Promise<RaceChart> {
    const config = await getConfig();
    const race = raceTo ?? config.raceToDefault;
    const ranks = [...config.ranks]
      .sort(
        (a, b) => a.rating - b.rating || RANK_CODES.indexOf(a.code) - RANK_CODES.indexOf(b.code),
      )
      .map((r) => r.code);
    return {
      raceTo: race,
      cells: ranks.flatMap((rankA) =>
        ranks.map((rankB) => {
          const { raceA, raceB, spot, winProbabilityA } = mapRaceToByRank(config, {
            rankA,
            rankB,
            raceTo: race,
          });
          return { rankA, rankB, raceA, raceB, spot, winProbabilityA };
        }),
      ),
    };
  }

  /** Coin value, packages, limits and the operator's account; fixtures/ until first written. */
  async function getWalletConfig(): Promise<WalletConfig> {
    const [row] = await db.select().from(appConfig).where(eq(appConfig.key, WALLET_CONFIG_KEY));
    // Fields added after the row was written take their defaults; a corrupt row is a 500.
    const stored = row?.value && typeof row.value === 'object' ? row.value : {};
    return walletConfigSchema.parse({ ...DEFAULT_WALLET_CONFIG, ...stored });
  }

  return { getConfig, updateConfig, mapRaceTo, raceChart, getWalletConfig };
}

export type ConfigService = ReturnType<typeof createConfigService>;

/** Schema rules plus what the schema cannot say: every rank exactly once. */
function validateConfig(candidate: unknown): Config {
  const parsed = configSchema.safeParse(candidate);
  if (!parsed.success) {
    throw AppApiError.validation(fieldErrorsOf(parsed.error.issues));
  }
  const codes = parsed.data.ranks.map((r) => r.code);
  if (codes.length !== RANK_CODES.length || RANK_CODES.some((c) => !codes.includes(c))) {
    throw AppApiError.field('ranks', 'Cấu hình phải có đủ mỗi hạng đúng một lần');
  }
  return parsed.data;
}

// Keyed by the top-level field in snake_case, as the wire names it.
function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const head = issue.path[0];
    const key = typeof head === 'string' ? toSnakeCase(head) : 'config';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}
