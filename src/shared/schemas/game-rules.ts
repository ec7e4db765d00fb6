// The rules that depend on the game: pool races are racks (at most 50), carom targets are points
// (up to a libre game's hundreds), and the carom criteria need protocols. Said alike by the
// tournament form's schema and the upstream's check of a merged change.
import type { GAMES, TIEBREAKS } from '../domain';
import { CAROM_ONLY_TIEBREAKS, isCaromGame, ROUND_KEYS } from '../domain';

type Game = (typeof GAMES)[number];
type Tiebreak = (typeof TIEBREAKS)[number];
type RaceToRounds = Partial<Record<(typeof ROUND_KEYS)[number], number | null | undefined>>;

/** The highest carom point target (libre); pool races stop at 50 racks. */
export const CAROM_TARGET_MAX = 500;
export const POOL_RACE_MAX = 50;

/** Carom's innings limit: the game ends after that many complete innings (null: none). */
export const INNINGS_LIMIT = { min: 5, max: 200 } as const;

/**
 * Carom's optional shot clock: seconds per shot (the UMB plays 40), and the extensions each
 * player may call per game, each adding the same time again.
 */
export const SHOT_CLOCK = { min: 10, max: 120, maxExtensions: 5 } as const;

/** The game's rules on race-to and tiebreaks, said alike by the form's schema and the upstream. */
const GAME_MESSAGES = {
  poolRaceTooLong: `Số ván chạm tối đa là ${POOL_RACE_MAX}`,
  caromTiebreakForPool: 'Tiêu chí này chỉ dùng cho carom (tính theo biên bản từng lượt)',
} as const;

/**
 * The game-dependent rules, as field paths and messages: pool races up to 50 racks, and the
 * carom criteria only in a carom event. Both the schema and the upstream's merged check use it.
 */
export function gameRuleIssues(value: {
  game?: Game | undefined;
  raceTo?: RaceToRounds | undefined;
  tiebreaks?: readonly Tiebreak[] | undefined;
}): { path: (string | number)[]; message: string }[] {
  if (!value.game || isCaromGame(value.game)) return [];
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const key of ROUND_KEYS) {
    if ((value.raceTo?.[key] ?? 0) > POOL_RACE_MAX) {
      issues.push({ path: ['raceTo', key], message: GAME_MESSAGES.poolRaceTooLong });
    }
  }
  const index = (value.tiebreaks ?? []).findIndex((t) =>
    (CAROM_ONLY_TIEBREAKS as readonly string[]).includes(t),
  );
  if (index >= 0)
    issues.push({ path: ['tiebreaks', index], message: GAME_MESSAGES.caromTiebreakForPool });
  return issues;
}
