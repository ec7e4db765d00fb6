// Matches as viewers see them: one match, a player's own, the live ones, a tournament's schedule.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { venueTableLabel } from '../../../shared/schemas/board';
import type { Paginated } from '../../../shared/schemas/common';
import type { Match, MyMatchesInput } from '../../../shared/schemas/matches';
import type { PlayerSummary } from '../../../shared/schemas/players';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { isCaromGame } from '../../../shared/domain';
import { matches, stores, tournaments, type MatchRow, type TournamentRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { assertVisible, findTournament, managedAmong, playsOnTable } from '../access';
import { pageMeta, pageOffset, type PageInput } from '../pagination';
import { loadPlayerSummaries } from '../players/player-summary';
import { followingMatches } from './following-matches';

type TournamentBrief = Match['tournament'];

/**
 * What a match's view needs of its tournament's carom settings (the rules of a game, CaromRules
 * in shared/carom.ts, are these with the match's targets).
 */
type CaromSettings = Pick<
  TournamentRow,
  'inningsLimit' | 'caromTiebreak' | 'caromSets' | 'shotClock'
>;

/** What a match's view needs of its tournament: the carom settings and the no-show clock. */
type MatchSettings = CaromSettings & Pick<TournamentRow, 'noShowMinutes'>;

/**
 * A player's word that they are at the table counts if it came after the match's latest call:
 * a match called again needs a new one.
 */
export const presentSince = (at: Date | null, calledAt: Date) => at !== null && at >= calledAt;

/**
 * When a called match's no-show clock starts: at the call, or at its scheduled time when the
 * table was given ahead of it (Bàn 3 at 19:30 is no no-show at 19:10).
 */
export function clockStartOf(row: Pick<MatchRow, 'calledAt' | 'scheduledAt'>): Date | null {
  if (row.calledAt === null) return null;
  return row.scheduledAt && row.scheduledAt > row.calledAt ? row.scheduledAt : row.calledAt;
}

/** A match called to its table and not yet started: its no-show clock and who is there. */
function callOf(
  row: Pick<
    MatchRow,
    'status' | 'tableLabel' | 'calledAt' | 'scheduledAt' | 'present1At' | 'present2At'
  >,
  noShowMinutes: number,
): Match['call'] {
  const start = clockStartOf(row);
  if (row.status !== 'scheduled' || row.tableLabel === null || !row.calledAt || !start) return null;
  return {
    at: start.toISOString(),
    deadline: new Date(start.getTime() + noShowMinutes * 60_000).toISOString(),
    present1: presentSince(row.present1At, row.calledAt),
    present2: presentSince(row.present2At, row.calledAt),
  };
}

function toMatch(
  row: MatchRow,
  tournament: TournamentBrief,
  settings: MatchSettings,
  players: Map<number, PlayerSummary>,
  viewer: Match['viewer'],
): Match {
  const player = (id: number | null) => (id === null ? null : (players.get(id) ?? null));
  return {
    id: row.id,
    tournament,
    roundLabel: row.roundLabel,
    roundKey: row.roundKey,
    number: row.number,
    player1: player(row.player1Id),
    player2: player(row.player2Id),
    race1: row.race1,
    race2: row.race2,
    score1: row.score1,
    score2: row.score2,
    status: row.status,
    winnerId: row.winnerId,
    resultType: row.resultType,
    tableLabel: row.tableLabel,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    referee: player(row.refereeId),
    updatedAt: row.updatedAt.toISOString(),
    carom: isCaromGame(tournament.game)
      ? {
          inningsLimit: settings.inningsLimit,
          tiebreak: settings.caromTiebreak,
          drawAllowed: row.drawAllowed,
          sets: settings.caromSets,
          shotClock: settings.shotClock,
          protocol: row.carom,
        }
      : null,
    report:
      row.reportedBy === null || row.reportedScore1 === null || row.reportedScore2 === null
        ? null
        : {
            by: row.reportedBy,
            score1: row.reportedScore1,
            score2: row.reportedScore2,
            at: (row.reportedAt ?? row.updatedAt).toISOString(),
            disputed: row.disputedAt !== null,
          },
    call: callOf(row, settings.noShowMinutes),
    next: null,
    viewer,
  };
}

interface MatchQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  page?: PageInput;
}

const tournamentBrief = {
  id: tournaments.id,
  name: tournaments.name,
  game: tournaments.game,
  format: tournaments.format,
  storeId: stores.id,
  storeName: stores.name,
};

/** The matches `userId` plays in, on either side. */
export const playedBy = (userId: number) =>
  or(eq(matches.player1Id, userId), eq(matches.player2Id, userId));

/** Matches still to play, the soonest first ("when and where am I up"). */
const SOONEST_FIRST = [
  sql`${matches.scheduledAt} asc nulls last`,
  asc(matches.number),
  asc(matches.id),
];

/** The matches with these ids, as `viewer` sees them (a notice shows its match so). */
export async function matchesByIds(
  db: Db,
  ids: readonly number[],
  viewer: User | null,
): Promise<Match[]> {
  if (!ids.length) return [];
  return loadMatches(db, { where: inArray(matches.id, [...ids]), orderBy: [] }, viewer);
}

/** Match views for a query, with players and the viewer's right to score each. */
export async function loadMatches(
  db: Db,
  query: MatchQuery,
  viewer: User | null,
): Promise<Match[]> {
  const base = db
    .select({
      match: matches,
      tournament: tournamentBrief,
      settings: {
        inningsLimit: tournaments.inningsLimit,
        caromTiebreak: tournaments.caromTiebreak,
        caromSets: tournaments.caromSets,
        shotClock: tournaments.shotClock,
        noShowMinutes: tournaments.noShowMinutes,
      },
      playersScore: tournaments.playersScore,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .leftJoin(stores, eq(stores.id, tournaments.storeId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .$dynamic();
  const rows = query.page
    ? await base.limit(query.page.perPage).offset(pageOffset(query.page))
    : await base;
  const players = await loadPlayerSummaries(
    db,
    rows.flatMap((r) => [r.match.player1Id, r.match.player2Id, r.match.refereeId]),
  );
  const managed = viewer
    ? await managedAmong(
        db,
        viewer.id,
        rows.map((r) => r.tournament.id),
      )
    : new Set<number>();
  return rows.map(
    ({ match, tournament: { storeId, storeName, ...brief }, settings, playersScore }) => {
      const store =
        storeId === null || storeName === null ? null : { id: storeId, name: storeName };
      const tournament = { ...brief, store };
      const staff = !!viewer && (managed.has(tournament.id) || match.refereeId === viewer.id);
      const undecided = match.status === 'scheduled' || match.status === 'live';
      const player = !!viewer && undecided && playsOnTable({ playersScore }, match, viewer.id);
      return toMatch(match, tournament, settings, players, {
        canScore: staff || player,
        canReport: player,
        canAward: !!viewer && managed.has(tournament.id),
      });
    },
  );
}

// Unplayed matches of a cancelled tournament will never be played: lists leave them out.
const stillRelevant = or(eq(matches.status, 'finished'), eq(tournaments.status, 'ongoing'));

export function createMatchReads(db: Db) {
  async function get(id: number, viewer: User | null): Promise<Match> {
    const [found] = await loadMatches(db, { where: eq(matches.id, id), orderBy: [] }, viewer);
    if (!found) throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
    const tournament = await findTournament(db, found.tournament.id);
    await assertVisible(db, tournament, viewer);
    return found;
  }

  /**
   * One match as its page shows it: for its manager, while undecided, with where its players go
   * next (ending it unplayed says so). Not in `get`, which every score change returns.
   */
  async function detail(id: number, viewer: User | null): Promise<Match> {
    const found = await get(id, viewer);
    return found.viewer.canAward && found.status !== 'finished'
      ? { ...found, next: await followingMatches(db, found) }
      : found;
  }

  /** The caller's matches: upcoming ("when and where am I up"), live, finished, or all. */
  async function joined(
    viewer: User,
    input: Pick<MyMatchesInput, 'filter'> & PageInput,
  ): Promise<Paginated<Match>> {
    const mine = playedBy(viewer.id);
    let where: SQL | undefined;
    let orderBy: SQL[];
    switch (input.filter) {
      case 'upcoming':
        where = and(
          mine,
          inArray(matches.status, ['waiting', 'scheduled']),
          eq(tournaments.status, 'ongoing'),
        );
        orderBy = SOONEST_FIRST;
        break;
      case 'live':
        where = and(mine, eq(matches.status, 'live'), eq(tournaments.status, 'ongoing'));
        orderBy = [desc(matches.startedAt), desc(matches.id)];
        break;
      case 'finished':
        where = and(mine, eq(matches.status, 'finished'));
        orderBy = [desc(matches.finishedAt), desc(matches.id)];
        break;
      default:
        where = and(mine, stillRelevant);
        orderBy = [
          sql`case ${matches.status} when 'live' then 0 when 'scheduled' then 1 when 'waiting' then 2 else 3 end`,
          sql`${matches.scheduledAt} asc nulls last`,
          sql`${matches.finishedAt} desc nulls last`,
          desc(matches.id),
        ];
    }
    const [total] = await db
      .select({ n: count() })
      .from(matches)
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .where(where);
    const data = await loadMatches(db, { where, orderBy, page: input }, viewer);
    return { data, meta: pageMeta(input, total?.n ?? 0) };
  }

  /**
   * A player's matches still to play or under way in running tournaments, soonest first (their
   * calendar feed); at most 50.
   */
  async function ahead(userId: number, viewer: User | null): Promise<Match[]> {
    return loadMatches(
      db,
      {
        where: and(
          playedBy(userId),
          inArray(matches.status, ['waiting', 'scheduled', 'live']),
          eq(tournaments.status, 'ongoing'),
        ),
        orderBy: SOONEST_FIRST,
        page: { page: 1, perPage: 50 },
      },
      viewer,
    );
  }

  /** Matches being played now, anywhere (the home page), newest first; at most 50. */
  async function live(viewer: User | null): Promise<Match[]> {
    return loadMatches(
      db,
      {
        where: and(eq(matches.status, 'live'), eq(tournaments.status, 'ongoing')),
        orderBy: [desc(matches.startedAt), desc(matches.id)],
        page: { page: 1, perPage: 50 },
      },
      viewer,
    );
  }

  /** Every match of a tournament, in playing order (the manager's schedule). */
  async function ofTournament(tournamentId: number, viewer: User | null): Promise<Match[]> {
    const tournament = await findTournament(db, tournamentId);
    await assertVisible(db, tournament, viewer);
    return loadMatches(
      db,
      {
        where: eq(matches.tournamentId, tournamentId),
        orderBy: [asc(matches.number), asc(matches.id)],
      },
      viewer,
    );
  }

  /**
   * The match on a club's table now: the one under way, else the one called to it; null when the
   * table is free. A stream's overlay of the table follows it from match to match.
   */
  async function atTable(storeId: number, table: number, viewer: User | null) {
    const [found] = await loadMatches(
      db,
      {
        where: and(
          eq(tournaments.storeId, storeId),
          eq(tournaments.status, 'ongoing'),
          eq(matches.tableLabel, venueTableLabel(table)),
          inArray(matches.status, ['live', 'scheduled']),
        ),
        orderBy: [sql`${matches.status} = 'live' desc`, desc(matches.updatedAt), desc(matches.id)],
        page: { page: 1, perPage: 1 },
      },
      viewer,
    );
    return found ?? null;
  }

  return { get, detail, joined, ahead, live, ofTournament, atTable };
}
