// The create form's values as typed (strings, as inputs hold them) and the body they make.
import { RANK_CODES } from '../../../shared/domain';
import { DEFAULT_RANK_POINTS } from '../../../shared/league-rules';

type RankCode = (typeof RANK_CODES)[number];
export type LeagueGame = '8-ball' | '9-ball' | '10-ball';
export const LEAGUE_GAMES: readonly LeagueGame[] = ['8-ball', '9-ball', '10-ball'];

export interface LeagueFormValues {
  name: string;
  description: string;
  game: LeagueGame;
  startsOn: string;
  matchTime: string;
  gamesPerMatch: string;
  raceTo: string;
  rankCap: string;
  rankPoints: Record<RankCode, string>;
  divisions: string[];
  venues: number[];
  /** '' : rosters lock when the league starts. */
  rosterLocksOn: string;
  rosterMax: string;
}

export function emptyLeagueValues(today: string): LeagueFormValues {
  return {
    name: '',
    description: '',
    game: '9-ball',
    startsOn: today,
    matchTime: '19:30',
    gamesPerMatch: '5',
    raceTo: '5',
    rankCap: '38',
    rankPoints: Object.fromEntries(
      RANK_CODES.map((code) => [code, String(DEFAULT_RANK_POINTS[code])]),
    ) as Record<RankCode, string>,
    divisions: ['Bảng A'],
    venues: [],
    rosterLocksOn: '',
    rosterMax: '8',
  };
}

/** A typed number, or NaN for the schema to name (an empty field is not zero). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The body the schema checks: numbers read, blank divisions left out. */
export function leagueBody(values: LeagueFormValues) {
  return {
    name: values.name,
    description: values.description,
    game: values.game,
    startsOn: values.startsOn,
    matchTime: values.matchTime,
    gamesPerMatch: numberOf(values.gamesPerMatch),
    raceTo: numberOf(values.raceTo),
    rankCap: numberOf(values.rankCap),
    rankPoints: Object.fromEntries(
      RANK_CODES.map((code) => [code, numberOf(values.rankPoints[code])]),
    ) as Record<RankCode, number>,
    divisions: values.divisions.map((d) => d.trim()).filter((d) => d !== ''),
    venues: values.venues,
    rosterLocksOn: values.rosterLocksOn === '' ? null : values.rosterLocksOn,
    rosterMax: numberOf(values.rosterMax),
  };
}
