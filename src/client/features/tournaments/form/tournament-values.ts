import {
  CAROM_ONLY_TIEBREAKS,
  DEFAULT_TIEBREAKS,
  defaultTiebreaksOf,
  isCaromGame,
  PEAK_WINDOW_DAYS,
  RANK_CODES,
  ranksByTable,
  ROUND_KEYS,
  TOURNAMENT_FORMATS,
} from '../../../../shared/domain';
import type { PrizeSource } from '../../../../shared/schemas/prizes';
import type { RankCode } from '../../../../shared/schemas/config';
import type {
  CreateTournamentInput,
  Game,
  RoundKey,
  Tiebreak,
  Tournament,
  TournamentFormat,
} from '../../../../shared/schemas/tournaments';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/format';

/** What the tournament form edits: text as typed, turned into the shared schema's input on submit. */
export interface TournamentFormValues {
  name: string;
  description: string;
  game: Game;
  format: TournamentFormat;
  /** `datetime-local`, in the browser's time zone. */
  startsAt: string;
  /** '' = no venue yet. */
  storeId: string;
  maxPlayers: string;
  entryFee: string;
  minRank: RankCode | '';
  maxRank: RankCode | '';
  /** Days of the peak rule of a rank-limited event (PEAK_WINDOW_DAYS). */
  peakWindowDays: string;
  verifiedRanksOnly: boolean;
  raceTo: Record<RoundKey, string>;
  handicap: boolean;
  thirdPlaceMatch: boolean;
  groupCount: string;
  advancePerGroup: string;
  swissRounds: string;
  /** '' = no knockout after the Swiss rounds. */
  swissCut: string;
  tiebreaks: Tiebreak[];
  /** Carom: one game (1), or the best of 3 or 5 sets. */
  caromSets: number;
  /** Carom: '' = no innings limit. */
  inningsLimit: string;
  caromTiebreak: Tournament['caromTiebreak'];
  /** Carom, in a format with a table: a level game there is a draw. */
  caromDraws: boolean;
  /** Carom: seconds per shot, '' = no shot clock; and the extensions per player. */
  shotClockSeconds: string;
  shotClockExtensions: string;
  prizes: { key: number; place: string; label: string; coins: string }[];
  prizeSource: PrizeSource;
  openRegistration: boolean;
}

export type TournamentFields = Omit<CreateTournamentInput, 'openRegistration'>;

/**
 * The form after choosing `format`: tiebreaks the organiser left at a format's defaults follow
 * the new format's (Buchholz is what separates a Swiss table); a chosen order stays.
 */
export function withFormat(values: TournamentFormValues, format: TournamentFormat) {
  return {
    ...values,
    format,
    tiebreaks: tiebreaksUntouched(values)
      ? defaultTiebreaksOf(format, values.game)
      : values.tiebreaks,
  };
}

/** Whether the tiebreaks are still some format's and game's defaults (the organiser left them). */
function tiebreaksUntouched(values: TournamentFormValues): boolean {
  const order = JSON.stringify(values.tiebreaks);
  return TOURNAMENT_FORMATS.some((format) =>
    (['9-ball', 'three-cushion'] as const).some(
      (game) => JSON.stringify(defaultTiebreaksOf(format, game)) === order,
    ),
  );
}

/** The usual race-to of each family: racks for pool, points for three-cushion. */
const DEFAULT_RACES = {
  pool: { early: '5', quarterFinal: '5', semiFinal: '7', final: '9' },
  carom: { early: '30', quarterFinal: '30', semiFinal: '35', final: '40' },
} as const satisfies Record<string, Record<RoundKey, string>>;

/**
 * The form after choosing `game`: between pool and carom, races the organiser left at a
 * family's defaults become the other's (9 racks is no three-cushion target), default tiebreaks
 * follow the game, and carom-only criteria leave a pool event.
 */
export function withGame(values: TournamentFormValues, game: Game): TournamentFormValues {
  const family = isCaromGame(game) ? 'carom' : 'pool';
  const racesUntouched = Object.values(DEFAULT_RACES).some(
    (races) => JSON.stringify(races) === JSON.stringify(values.raceTo),
  );
  const kept = isCaromGame(game)
    ? values.tiebreaks
    : values.tiebreaks.filter((t) => !(CAROM_ONLY_TIEBREAKS as readonly string[]).includes(t));
  return {
    ...values,
    game,
    raceTo: racesUntouched ? { ...DEFAULT_RACES[family] } : values.raceTo,
    tiebreaks:
      tiebreaksUntouched(values) || kept.length === 0
        ? defaultTiebreaksOf(values.format, game)
        : kept,
  };
}

export const RANK_OPTIONS: readonly RankCode[] = RANK_CODES;

let prizeKey = 0;
export const nextPrizeKey = () => ++prizeKey;

/** A fresh form: next Saturday at 19:00, a 16-player knockout, free. */
export function emptyTournamentValues(now: Date): TournamentFormValues {
  const start = new Date(now);
  start.setDate(start.getDate() + ((6 - start.getDay() + 7) % 7 || 7));
  start.setHours(19, 0, 0, 0);
  return {
    name: '',
    description: '',
    game: '9-ball',
    format: 'single_elimination',
    startsAt: toDateTimeLocal(start.toISOString()),
    storeId: '',
    maxPlayers: '16',
    entryFee: '0',
    minRank: '',
    maxRank: '',
    peakWindowDays: String(PEAK_WINDOW_DAYS.default),
    verifiedRanksOnly: false,
    raceTo: { ...DEFAULT_RACES.pool },
    handicap: false,
    thirdPlaceMatch: false,
    groupCount: '4',
    advancePerGroup: '2',
    swissRounds: '4',
    swissCut: '',
    tiebreaks: [...DEFAULT_TIEBREAKS],
    caromSets: 1,
    inningsLimit: '',
    caromTiebreak: 'penalty_shots',
    caromDraws: false,
    shotClockSeconds: '',
    shotClockExtensions: '1',
    prizes: [
      { key: nextPrizeKey(), place: '1', label: '', coins: '' },
      { key: nextPrizeKey(), place: '2', label: '', coins: '' },
    ],
    prizeSource: 'organizer',
    openRegistration: true,
  };
}

export function tournamentValues(tournament: Tournament): TournamentFormValues {
  return {
    name: tournament.name,
    description: tournament.description,
    game: tournament.game,
    format: tournament.format,
    startsAt: toDateTimeLocal(tournament.startsAt),
    storeId: tournament.store ? String(tournament.store.id) : '',
    maxPlayers: String(tournament.maxPlayers),
    entryFee: String(tournament.entryFee),
    minRank: tournament.minRank ?? '',
    maxRank: tournament.maxRank ?? '',
    peakWindowDays: String(tournament.peakWindowDays),
    verifiedRanksOnly: tournament.verifiedRanksOnly,
    raceTo: Object.fromEntries(
      ROUND_KEYS.map((key) => [key, String(tournament.raceTo[key])]),
    ) as Record<RoundKey, string>,
    handicap: tournament.handicap,
    thirdPlaceMatch: tournament.thirdPlaceMatch,
    groupCount: tournament.groupCount === null ? '4' : String(tournament.groupCount),
    advancePerGroup: tournament.advancePerGroup === null ? '2' : String(tournament.advancePerGroup),
    swissRounds: tournament.swissRounds === null ? '4' : String(tournament.swissRounds),
    swissCut: tournament.swissCut === null ? '' : String(tournament.swissCut),
    tiebreaks: tournament.tiebreaks,
    caromSets: tournament.caromSets,
    inningsLimit: tournament.inningsLimit === null ? '' : String(tournament.inningsLimit),
    caromTiebreak: tournament.caromTiebreak,
    caromDraws: tournament.caromDraws,
    shotClockSeconds: tournament.shotClock ? String(tournament.shotClock.seconds) : '',
    shotClockExtensions: String(tournament.shotClock?.extensions ?? 1),
    prizes: tournament.prizes.map((prize) => ({
      key: nextPrizeKey(),
      place: String(prize.place),
      label: prize.label,
      coins: prize.coins > 0 ? String(prize.coins) : '',
    })),
    prizeSource: tournament.prizeSource,
    openRegistration: tournament.status !== 'draft',
  };
}

/** '' → NaN, so the schema answers "… phải là một số" instead of taking 0. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The fields as the shared schemas take them (not yet validated). */
export function tournamentFields(values: TournamentFormValues): TournamentFields {
  const groups = values.format === 'groups_knockout';
  return {
    name: values.name,
    description: values.description,
    game: values.game,
    format: values.format,
    startsAt: fromDateTimeLocal(values.startsAt),
    storeId: values.storeId ? Number(values.storeId) : null,
    maxPlayers: toNumber(values.maxPlayers),
    entryFee: toNumber(values.entryFee),
    minRank: values.minRank || null,
    maxRank: values.maxRank || null,
    peakWindowDays: toNumber(values.peakWindowDays),
    verifiedRanksOnly: values.verifiedRanksOnly,
    raceTo: {
      early: toNumber(values.raceTo.early),
      quarterFinal: toNumber(values.raceTo.quarterFinal),
      semiFinal: toNumber(values.raceTo.semiFinal),
      final: toNumber(values.raceTo.final),
    },
    handicap: values.handicap,
    thirdPlaceMatch: values.format === 'single_elimination' && values.thirdPlaceMatch,
    groupCount: groups ? toNumber(values.groupCount) : null,
    advancePerGroup: groups ? toNumber(values.advancePerGroup) : null,
    swissRounds: values.format === 'swiss' ? toNumber(values.swissRounds) : null,
    swissCut: values.format === 'swiss' && values.swissCut !== '' ? Number(values.swissCut) : null,
    tiebreaks: values.tiebreaks,
    inningsLimit:
      isCaromGame(values.game) && values.inningsLimit.trim() !== ''
        ? toNumber(values.inningsLimit)
        : null,
    caromTiebreak: values.caromTiebreak,
    caromSets: isCaromGame(values.game) ? values.caromSets : 1,
    // A match of sets always has a winner.
    caromDraws:
      isCaromGame(values.game) &&
      ranksByTable(values.format) &&
      values.caromSets === 1 &&
      values.caromDraws,
    shotClock:
      isCaromGame(values.game) && values.shotClockSeconds.trim() !== ''
        ? {
            seconds: toNumber(values.shotClockSeconds),
            extensions: toNumber(values.shotClockExtensions),
          }
        : null,
    // A row left blank is an unused row, not an error.
    prizes: values.prizes
      .filter((prize) => prize.label.trim() !== '' || prize.coins.trim() !== '')
      .map((prize) => ({
        place: toNumber(prize.place),
        label: prize.label,
        coins: prize.coins.trim() === '' ? 0 : toNumber(prize.coins),
      })),
    prizeSource: values.prizeSource,
  };
}

/** The fields an edit changed, compared with the saved tournament's. */
export function changedFields(
  next: TournamentFields,
  saved: TournamentFields,
): Partial<TournamentFields> {
  const changes: Partial<Record<keyof TournamentFields, unknown>> = {};
  for (const key of Object.keys(next) as (keyof TournamentFields)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(saved[key])) changes[key] = next[key];
  }
  return changes as Partial<TournamentFields>;
}
