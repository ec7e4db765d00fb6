// What anyone may read of a team league: the leagues, one league with its tables, schedule and
// teams, a team's page, a team match with its lineups and games; and a player's invitations.
import { and, asc, count, desc, eq, inArray, max, ne, or } from 'drizzle-orm';
import { lineupTurn, type Side } from '../../../shared/league-rules';
import type {
  Invitation,
  League,
  LeagueSummary,
  LeagueTeam,
  TeamMatch,
  TeamMatchSummary,
  TeamPage,
} from '../../../shared/schemas/leagues';
import type { Paginated } from '../../../shared/schemas/common';
import type { User } from '../../../shared/schemas/user';
import { vietnamDay } from '../../../shared/tour-rules';
import type { Db } from '../../db/client';
import {
  leagueDivisions,
  leagueMembers,
  leagueTeams,
  leagues,
  teamGames,
  teamMatches,
  type LeagueRow,
} from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { pageMeta, pageOffset, type PageInput } from '../pagination';
import { loadPlayerSummaries } from '../players';
import { leagueTable } from './league-table';
import { capRanksOf } from './cap-ranks';
import { rosterRuleOf } from './roster-rule';
import { championOf, loadTeamMatchSummaries, storesById, weekOf } from './league-views';

export async function findLeague(db: Db, id: number): Promise<LeagueRow> {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, id));
  if (!row) throw AppApiError.notFound(APP_API_MESSAGES.leagueNotFound);
  return row;
}

export function createLeagueReads(db: Db, { now }: { now: () => Date }) {
  async function summaryOf(row: LeagueRow): Promise<LeagueSummary> {
    // One after another throughout: the seed reads inside its transaction, one query at a time.
    const [teams] = await db
      .select({ n: count() })
      .from(leagueTeams)
      .where(eq(leagueTeams.leagueId, row.id));
    const [divisions] = await db
      .select({ n: count() })
      .from(leagueDivisions)
      .where(eq(leagueDivisions.leagueId, row.id));
    const [rounds] = await db
      .select({ n: max(teamMatches.round) })
      .from(teamMatches)
      .where(eq(teamMatches.leagueId, row.id));
    return {
      id: row.id,
      name: row.name,
      game: row.game,
      status: row.status,
      startsOn: row.startsOn,
      teamCount: teams?.n ?? 0,
      divisionCount: divisions?.n ?? 0,
      week: weekOf(row, vietnamDay(now()), rounds?.n ?? 0),
    };
  }

  async function list(
    query: PageInput & { status?: LeagueRow['status'] },
  ): Promise<Paginated<LeagueSummary>> {
    const where = query.status ? eq(leagues.status, query.status) : undefined;
    const [total] = await db.select({ n: count() }).from(leagues).where(where);
    const rows = await db
      .select()
      .from(leagues)
      .where(where)
      .orderBy(desc(leagues.startsOn), desc(leagues.id))
      .limit(query.perPage)
      .offset(pageOffset(query));
    const data = [];
    for (const row of rows) data.push(await summaryOf(row));
    return { data, meta: pageMeta(query, total?.n ?? 0) };
  }

  /** The teams of a league (or one team), with their captain, club and roster. */
  async function teamsOf(leagueId: number, teamId?: number): Promise<LeagueTeam[]> {
    const league = await findLeague(db, leagueId);
    const teams = await db
      .select()
      .from(leagueTeams)
      .where(
        and(eq(leagueTeams.leagueId, leagueId), teamId ? eq(leagueTeams.id, teamId) : undefined),
      )
      .orderBy(asc(leagueTeams.name));
    const members = teams.length
      ? await db
          .select()
          .from(leagueMembers)
          .where(
            inArray(
              leagueMembers.teamId,
              teams.map((t) => t.id),
            ),
          )
          .orderBy(asc(leagueMembers.invitedAt))
      : [];
    const people = await loadPlayerSummaries(db, [
      ...teams.map((t) => t.captainId),
      ...members.map((m) => m.userId),
    ]);
    const clubs = await storesById(
      db,
      teams.map((t) => t.homeStoreId),
    );
    // The points the cap weighs each at: the highest rank held since joining (cap-ranks.ts).
    const capRanks = await capRanksOf(
      db,
      members.flatMap((m) => {
        const rank = people.get(m.userId)?.rank;
        return rank ? [{ userId: m.userId, rank, joinedAt: m.joinedAt }] : [];
      }),
    );
    return teams.flatMap((team) => {
      const captain = people.get(team.captainId);
      if (!captain) return [];
      return [
        {
          id: team.id,
          name: team.name,
          divisionId: team.divisionId,
          captain,
          homeStore: team.homeStoreId === null ? null : (clubs.get(team.homeStoreId) ?? null),
          members: members
            .filter((m) => m.teamId === team.id)
            .flatMap((m) => {
              const player = people.get(m.userId);
              return player
                ? [
                    {
                      player,
                      status: m.status,
                      substitute: m.substitute,
                      points: league.rankPoints[capRanks.get(m.userId) ?? player.rank],
                    },
                  ]
                : [];
            }),
        },
      ];
    });
  }

  async function get(id: number, viewer: User | null): Promise<League> {
    const row = await findLeague(db, id);
    const summary = await summaryOf(row);
    const divisions = await db
      .select()
      .from(leagueDivisions)
      .where(eq(leagueDivisions.leagueId, id))
      .orderBy(asc(leagueDivisions.position));
    const teams = await teamsOf(id);
    const matchRows = await db
      .select()
      .from(teamMatches)
      .where(eq(teamMatches.leagueId, id))
      .orderBy(asc(teamMatches.round), asc(teamMatches.id));
    const clubs = await storesById(db, row.venues);
    const people = await loadPlayerSummaries(db, [row.createdBy]);
    const organizer = people.get(row.createdBy);
    if (!organizer) throw AppApiError.notFound(APP_API_MESSAGES.leagueNotFound);
    const finished = matchRows.filter((m) => m.status === 'finished');
    const mine = viewer
      ? teams.find((t) => t.members.some((m) => m.player.id === viewer.id && m.status === 'active'))
      : undefined;
    return {
      ...summary,
      description: row.description,
      matchTime: row.matchTime,
      gamesPerMatch: row.gamesPerMatch,
      raceTo: row.raceTo,
      rankCap: row.rankCap,
      rankPoints: row.rankPoints,
      divisions: divisions.map((d) => ({
        id: d.id,
        name: d.name,
        standings: leagueTable(
          teams.filter((t) => t.divisionId === d.id),
          finished.filter((m) => m.divisionId === d.id),
        ),
      })),
      venues: row.venues.flatMap((v) => clubs.get(v) ?? []),
      teams,
      matches: await loadTeamMatchSummaries(db, matchRows),
      organizer,
      playoff: row.playoff !== null,
      champion: championOf(row, matchRows, teams),
      viewer: { organizer: viewer?.id === row.createdBy, teamId: mine?.id ?? null },
    };
  }

  async function team(id: number, viewer: User | null): Promise<TeamPage> {
    const [row] = await db.select().from(leagueTeams).where(eq(leagueTeams.id, id));
    if (!row) throw AppApiError.notFound(APP_API_MESSAGES.teamNotFound);
    const league = await findLeague(db, row.leagueId);
    const [found] = await teamsOf(row.leagueId, id);
    if (!found) throw AppApiError.notFound(APP_API_MESSAGES.teamNotFound);
    const rows = await db
      .select()
      .from(teamMatches)
      .where(and(eq(teamMatches.leagueId, row.leagueId)))
      .orderBy(asc(teamMatches.round), asc(teamMatches.id));
    const own = found.members.find((m) => m.player.id === viewer?.id);
    return {
      ...found,
      league: {
        id: league.id,
        name: league.name,
        status: league.status,
        roster: rosterRuleOf(league, now()),
      },
      matches: await loadTeamMatchSummaries(
        db,
        rows.filter((m) => m.homeTeamId === id || m.awayTeamId === id),
      ),
      viewer: {
        captain: viewer?.id === found.captain.id,
        member: own?.status === 'active',
        invited: own?.status === 'invited',
        organizer: viewer?.id === league.createdBy,
      },
    };
  }

  async function match(id: number, viewer: User | null): Promise<TeamMatch> {
    const [row] = await db.select().from(teamMatches).where(eq(teamMatches.id, id));
    if (!row) throw AppApiError.notFound(APP_API_MESSAGES.teamMatchNotFound);
    const league = await findLeague(db, row.leagueId);
    const [summary] = await loadTeamMatchSummaries(db, [row]);
    const games = await db
      .select()
      .from(teamGames)
      .where(eq(teamGames.teamMatchId, id))
      .orderBy(asc(teamGames.number));
    const teams = await teamsOf(row.leagueId);
    if (!summary) throw AppApiError.notFound(APP_API_MESSAGES.teamMatchNotFound);
    const roster = (teamId: number) =>
      teams.find((t) => t.id === teamId)?.members.filter((m) => m.status === 'active') ?? [];
    const people = await loadPlayerSummaries(
      db,
      games.flatMap((g) => [g.homePlayerId, g.awayPlayerId]),
    );
    const pointsOf = new Map(teams.flatMap((t) => t.members.map((m) => [m.player.id, m.points])));
    const points = (ids: (number | null)[]) =>
      ids.reduce<number>((sum, userId) => {
        const player = userId === null ? undefined : people.get(userId);
        return sum + (player ? (pointsOf.get(player.id) ?? league.rankPoints[player.rank]) : 0);
      }, 0);
    const captainOf = (teamId: number) => teams.find((t) => t.id === teamId)?.captain.id;
    const viewerSide: Side | null =
      viewer?.id === captainOf(row.homeTeamId)
        ? 'home'
        : viewer?.id === captainOf(row.awayTeamId)
          ? 'away'
          : null;
    return {
      ...summary,
      league: {
        id: league.id,
        name: league.name,
        gamesPerMatch: league.gamesPerMatch,
        rankCap: league.rankCap,
      },
      games: games.map((g) => ({
        number: g.number,
        home: g.homePlayerId === null ? null : (people.get(g.homePlayerId) ?? null),
        away: g.awayPlayerId === null ? null : (people.get(g.awayPlayerId) ?? null),
        race1: g.race1,
        race2: g.race2,
        score1: g.score1,
        score2: g.score2,
        status: g.confirmedAt
          ? 'confirmed'
          : g.reportedBy
            ? 'reported'
            : g.homePlayerId !== null && g.awayPlayerId !== null
              ? 'ready'
              : 'waiting',
        reportedBy: g.reportedBy,
      })),
      turn: lineupTurn(
        games.map((g) => ({ number: g.number, home: g.homePlayerId, away: g.awayPlayerId })),
      ),
      rosters: { home: roster(row.homeTeamId), away: roster(row.awayTeamId) },
      lineupPoints: {
        home: points(games.map((g) => g.homePlayerId)),
        away: points(games.map((g) => g.awayPlayerId)),
      },
      viewer: { side: viewerSide, organizer: viewer?.id === league.createdBy },
    };
  }

  /** The invitations waiting for the player's answer. */
  async function invitations(user: Pick<User, 'id'>): Promise<Invitation[]> {
    const rows = await db
      .select({
        team: leagueTeams,
        league: { id: leagues.id, name: leagues.name },
        substitute: leagueMembers.substitute,
      })
      .from(leagueMembers)
      .innerJoin(leagueTeams, eq(leagueTeams.id, leagueMembers.teamId))
      .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
      .where(and(eq(leagueMembers.userId, user.id), eq(leagueMembers.status, 'invited')))
      .orderBy(desc(leagueMembers.invitedAt));
    const people = await loadPlayerSummaries(
      db,
      rows.map((r) => r.team.captainId),
    );
    return rows.flatMap((r) => {
      const captain = people.get(r.team.captainId);
      return captain
        ? [
            {
              team: { id: r.team.id, name: r.team.name },
              league: r.league,
              captain,
              substitute: r.substitute,
            },
          ]
        : [];
    });
  }

  /** The team matches still to play of the teams the player is active on, soonest first. */
  async function upcomingOf(userId: number): Promise<TeamMatchSummary[]> {
    const teams = db
      .select({ id: leagueMembers.teamId })
      .from(leagueMembers)
      .where(and(eq(leagueMembers.userId, userId), eq(leagueMembers.status, 'active')));
    const rows = await db
      .select()
      .from(teamMatches)
      .where(
        and(
          ne(teamMatches.status, 'finished'),
          or(inArray(teamMatches.homeTeamId, teams), inArray(teamMatches.awayTeamId, teams)),
        ),
      )
      .orderBy(asc(teamMatches.scheduledAt), asc(teamMatches.id))
      .limit(20);
    return loadTeamMatchSummaries(db, rows);
  }

  return { list, get, team, match, invitations, upcomingOf };
}
