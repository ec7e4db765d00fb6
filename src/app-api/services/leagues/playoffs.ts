// A league's playoff: once every regular-season match is finished, the organiser draws the top
// teams' single elimination with brackets-manager (seeded by the tables: each division's first,
// then its second…), kept whole in the league's row. Each bracket match with both teams becomes
// a team match of the playoff stage, a week after the one before; a finished one moves its winner
// on, and the final's winner ends the league.
import { BracketsManager } from 'brackets-manager';
import { Status } from 'brackets-model';
import { and, eq, max } from 'drizzle-orm';
import { playoffSizesFor, type PlayoffSize } from '../../../shared/league-rules';
import type { Db } from '../../db/client';
import {
  leagueDivisions,
  leagueTeams,
  leagues,
  teamGames,
  teamMatches,
  type LeagueRow,
  type TeamMatchRow,
} from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { BracketStore } from '../brackets';
import { leagueTable } from './league-table';
import { roundStart } from './schedule';

/** The bracket's matches that have both teams and no team match yet become team matches. */
async function scheduleReady(tx: Db, league: LeagueRow, store: BracketStore): Promise<void> {
  const existing = await tx
    .select({ bracketMatchId: teamMatches.bracketMatchId })
    .from(teamMatches)
    .where(and(eq(teamMatches.leagueId, league.id), eq(teamMatches.stage, 'playoff')));
  const created = new Set(existing.map((m) => m.bracketMatchId));
  const [last] = await tx
    .select({ round: max(teamMatches.round) })
    .from(teamMatches)
    .where(and(eq(teamMatches.leagueId, league.id), eq(teamMatches.stage, 'season')));
  const teamOf = new Map(store.all('participant').map((p) => [Number(p.id), Number(p.name)]));
  const rounds = new Map(store.all('round').map((r) => [Number(r.id), r.number]));
  const teams = await tx.select().from(leagueTeams).where(eq(leagueTeams.leagueId, league.id));
  for (const match of store.all('match')) {
    const one = match.opponent1?.id;
    const two = match.opponent2?.id;
    if (created.has(Number(match.id)) || one == null || two == null) continue;
    if (match.status !== Status.Ready) continue;
    const home = teams.find((t) => t.id === teamOf.get(Number(one)));
    const away = teams.find((t) => t.id === teamOf.get(Number(two)));
    if (!home || !away) continue;
    const round = (last?.round ?? 0) + (rounds.get(Number(match.round_id)) ?? 1);
    const [row] = await tx
      .insert(teamMatches)
      .values({
        leagueId: league.id,
        divisionId: home.divisionId,
        round,
        homeTeamId: home.id,
        awayTeamId: away.id,
        storeId: home.homeStoreId,
        scheduledAt: roundStart(league, round),
        stage: 'playoff',
        bracketMatchId: Number(match.id),
      })
      .returning({ id: teamMatches.id });
    if (!row) throw new Error('playoff match not created');
    await tx.insert(teamGames).values(
      Array.from({ length: league.gamesPerMatch }, (_, i) => ({
        teamMatchId: row.id,
        number: i + 1,
      })),
    );
  }
}

/** Draws the playoff of the league's top `size` teams, in the caller's transaction. */
export async function drawPlayoff(tx: Db, league: LeagueRow, size: PlayoffSize): Promise<void> {
  if (league.status !== 'running' || league.playoff !== null) {
    throw AppApiError.conflict(APP_API_MESSAGES.playoffNotNow);
  }
  if (league.gamesPerMatch % 2 === 0) throw AppApiError.conflict(APP_API_MESSAGES.playoffOddGames);
  const season = await tx
    .select()
    .from(teamMatches)
    .where(and(eq(teamMatches.leagueId, league.id), eq(teamMatches.stage, 'season')));
  if (season.some((m) => m.status !== 'finished')) {
    throw AppApiError.conflict(APP_API_MESSAGES.playoffSeasonUnfinished);
  }
  const divisions = await tx
    .select()
    .from(leagueDivisions)
    .where(eq(leagueDivisions.leagueId, league.id))
    .orderBy(leagueDivisions.position);
  const teams = await tx.select().from(leagueTeams).where(eq(leagueTeams.leagueId, league.id));
  if (!playoffSizesFor(teams.length, divisions.length).includes(size)) {
    throw AppApiError.field(
      'size',
      `Vòng playoff ${size} đội cần chia đều cho ${divisions.length} bảng và không quá ${teams.length} đội`,
    );
  }
  const tables = divisions.map((d) =>
    leagueTable(
      teams.filter((t) => t.divisionId === d.id),
      season.filter((m) => m.divisionId === d.id),
    ),
  );
  // Each division's first, then each one's second, and so on.
  const seeded: number[] = [];
  for (let place = 0; place < size / divisions.length; place++) {
    for (const table of tables) {
      const line = table[place];
      if (line) seeded.push(line.team.id);
    }
  }
  const store = BracketStore.fromSnapshot({});
  const manager = new BracketsManager(store);
  const participants: number[] = [];
  for (const teamId of seeded) {
    participants.push(
      Number(await store.insert('participant', { tournament_id: 0, name: String(teamId) })),
    );
  }
  await manager.create.stage({
    tournamentId: 0,
    name: 'Playoff',
    type: 'single_elimination',
    seedingIds: participants,
    settings: { seedOrdering: ['inner_outer'] },
  });
  await tx.update(leagues).set({ playoff: store.snapshot() }).where(eq(leagues.id, league.id));
  await scheduleReady(tx, { ...league, playoff: store.snapshot() }, store);
}

/**
 * A finished playoff match moves its winner on; the matches that now have both teams are
 * scheduled, and the final's end finishes the league. In the caller's transaction.
 */
export async function advancePlayoff(tx: Db, match: TeamMatchRow): Promise<void> {
  if (match.stage !== 'playoff' || match.bracketMatchId === null) return;
  const [league] = await tx
    .select()
    .from(leagues)
    .where(eq(leagues.id, match.leagueId))
    .for('update');
  if (!league?.playoff) return;
  const store = BracketStore.fromSnapshot(league.playoff);
  const manager = new BracketsManager(store);
  const homeWon = match.homeGames > match.awayGames;
  await manager.update.match({
    id: match.bracketMatchId,
    opponent1: { score: match.homeGames, result: homeWon ? 'win' : 'loss' },
    opponent2: { score: match.awayGames, result: homeWon ? 'loss' : 'win' },
  });
  const done = store.all('match').every((m) => m.status >= Status.Completed);
  await tx
    .update(leagues)
    .set({ playoff: store.snapshot(), ...(done ? { status: 'finished' as const } : {}) })
    .where(eq(leagues.id, league.id));
  await scheduleReady(tx, league, store);
}
