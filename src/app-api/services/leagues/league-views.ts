// How a league's rows read on its pages: the week under way, the clubs, team matches as lists
// show them, the champion. Shared by the league's reads and the notices that name a team match.
import { inArray } from 'drizzle-orm';
import type { TeamMatchSummary } from '../../../shared/schemas/leagues';
import type { Db } from '../../db/client';
import {
  leagueTeams,
  stores,
  teamMatches,
  type LeagueRow,
  type TeamMatchRow,
} from '../../db/schema';
import { toStoreSummary } from '../stores';

/** The week under way on `today`: weeks run from the start day, seven days each. */
export function weekOf(row: LeagueRow, today: string, rounds: number): number | null {
  if (row.status !== 'running' || today < row.startsOn) return null;
  const days = (Date.parse(today) - Date.parse(row.startsOn)) / 86_400_000;
  const week = Math.floor(days / 7) + 1;
  return week <= rounds ? week : null;
}

export async function storesById(db: Db, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length
    ? await db.select().from(stores).where(inArray(stores.id, wanted))
    : [];
  return new Map(rows.map((s) => [s.id, toStoreSummary(s)]));
}

/** The team matches with these ids, as lists show them (a notice names its team match so). */
export async function teamMatchSummariesByIds(
  db: Db,
  ids: readonly number[],
): Promise<TeamMatchSummary[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(teamMatches)
    .where(inArray(teamMatches.id, [...ids]));
  return loadTeamMatchSummaries(db, rows);
}

/** Team matches as lists show them: the two teams by name, the score in games, the club. */
export async function loadTeamMatchSummaries(
  db: Db,
  rows: readonly TeamMatchRow[],
): Promise<TeamMatchSummary[]> {
  const teamIds = [...new Set(rows.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
  const teams = teamIds.length
    ? await db
        .select({ id: leagueTeams.id, name: leagueTeams.name })
        .from(leagueTeams)
        .where(inArray(leagueTeams.id, teamIds))
    : [];
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const clubs = await storesById(
    db,
    rows.map((m) => m.storeId),
  );
  return rows.map((m) => ({
    id: m.id,
    divisionId: m.divisionId,
    round: m.round,
    scheduledAt: m.scheduledAt.toISOString(),
    status: m.status,
    home: { id: m.homeTeamId, name: names.get(m.homeTeamId) ?? '' },
    away: { id: m.awayTeamId, name: names.get(m.awayTeamId) ?? '' },
    homeGames: m.homeGames,
    awayGames: m.awayGames,
    store: m.storeId === null ? null : (clubs.get(m.storeId) ?? null),
    stage: m.stage,
  }));
}

/** The winner of the playoff's final, once the league finished. */
export function championOf(
  row: LeagueRow,
  matches: readonly TeamMatchRow[],
  teams: readonly { id: number; name: string }[],
): { id: number; name: string } | null {
  if (row.status !== 'finished') return null;
  const [final] = matches
    .filter((m) => m.stage === 'playoff' && m.status === 'finished')
    .sort((a, b) => b.round - a.round);
  if (!final) return null;
  const winner = final.homeGames > final.awayGames ? final.homeTeamId : final.awayTeamId;
  const team = teams.find((t) => t.id === winner);
  return team ? { id: team.id, name: team.name } : null;
}
