// What anyone may read of a ranking tour: the seasons, one season with its events, its table, and
// a player's seasons. The table is reckoned on each read from the final places of its events
// (tour-table.ts), and a season's carried points from the season before, the same way.
import { and, count, desc, eq, gt, inArray, isNotNull, lt, lte, gte, ne, sql } from 'drizzle-orm';
import type { Paginated } from '../../../shared/schemas/common';
import type { PlayerSummary } from '../../../shared/schemas/player-summary';
import type {
  ListToursInput,
  PlayerTour,
  Tour,
  TourEvent,
  TourStandings,
  TourSummary,
} from '../../../shared/schemas/tours';
import type { User } from '../../../shared/schemas/user';
import { carriedPoints, tourStatusOn, vietnamDay } from '../../../shared/tour-rules';
import type { Db } from '../../db/client';
import { tournamentPlayers, tournaments, tours, type TourRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { pageMeta, pageOffset, totalRows, type PageInput } from '../pagination';
import { loadPlayerSummaries } from '../players';
import { loadTournamentSummaries } from '../tournaments';
import { reckonTable, type FinalPlace, type TableLine } from './tour-table';

/** Seasons before this one whose points may still carry in: deeper chains are cut here. */
const MAX_CARRIED_SEASONS = 20;

export type ToursQuery = PageInput & Omit<ListToursInput, 'page' | 'perPage'>;

export async function findTour(db: Db, id: number): Promise<TourRow> {
  const [row] = await db.select().from(tours).where(eq(tours.id, id));
  if (!row) throw AppApiError.notFound(APP_API_MESSAGES.tourNotFound);
  return row;
}

/** The final places of the season's events whose results stand. */
async function finalPlacesOf(db: Db, tourId: number): Promise<FinalPlace[]> {
  const rows = await db
    .select({
      userId: tournamentPlayers.userId,
      tournamentId: tournaments.id,
      startsAt: tournaments.startsAt,
      tier: tournaments.tourTier,
      place: tournamentPlayers.finalPlace,
    })
    .from(tournaments)
    .innerJoin(tournamentPlayers, eq(tournamentPlayers.tournamentId, tournaments.id))
    .where(
      and(
        eq(tournaments.tourId, tourId),
        eq(tournaments.status, 'finished'),
        isNotNull(tournaments.resultsFinalAt),
        isNotNull(tournamentPlayers.finalPlace),
      ),
    );
  return rows.flatMap((r) =>
    r.tier !== null && r.place !== null ? [{ ...r, tier: r.tier, place: r.place }] : [],
  );
}

interface SeasonTable {
  lines: TableLine[];
  finalEvents: number;
}

/**
 * The season's table lines and how many of its events count, carried points included. `known`
 * holds the tables one read already reckoned (a list's seasons and the ones before them), so each
 * is reckoned once a read.
 */
async function tableOf(
  db: Db,
  tour: TourRow,
  known: Map<number, SeasonTable> = new Map(),
  depth = 0,
): Promise<SeasonTable> {
  const done = known.get(tour.id);
  if (done) return done;
  const places = await finalPlacesOf(db, tour.id);
  const carried = new Map<number, number>();
  if (tour.previousId !== null && depth < MAX_CARRIED_SEASONS) {
    const previous = await findTour(db, tour.previousId);
    for (const line of (await tableOf(db, previous, known, depth + 1)).lines) {
      const points = carriedPoints(previous.rollover, line.points);
      if (points > 0) carried.set(line.userId, points);
    }
  }
  const table = {
    lines: reckonTable(tour, places, carried),
    finalEvents: new Set(places.map((p) => p.tournamentId)).size,
  };
  known.set(tour.id, table);
  return table;
}

export function createTourReads(db: Db, { now }: { now: () => Date }) {
  const today = () => vietnamDay(now());

  async function summariesOf(
    rows: readonly TourRow[],
    known: Map<number, SeasonTable> = new Map(),
  ): Promise<TourSummary[]> {
    if (rows.length === 0) return [];
    const counts = await db
      .select({ tourId: tournaments.tourId, n: count() })
      .from(tournaments)
      .where(
        and(
          inArray(
            tournaments.tourId,
            rows.map((r) => r.id),
          ),
          listedEvent,
        ),
      )
      .groupBy(tournaments.tourId);
    const leaders = new Map<number, number>();
    for (const row of rows) {
      const [first] = (await tableOf(db, row, known)).lines;
      if (first) leaders.set(row.id, first.userId);
    }
    const people = await loadPlayerSummaries(db, leaders.values());
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      family: row.family,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      status: tourStatusOn(row, today()),
      open: row.open,
      createdBy: row.createdBy,
      tierNames: row.tiers.map((tier) => tier.name),
      eventCount: counts.find((c) => c.tourId === row.id)?.n ?? 0,
      leader: people.get(leaders.get(row.id) ?? 0) ?? null,
    }));
  }

  /** `/tours`: seasons under way first, then those to come (soonest first), then past ones. */
  async function list(query: ToursQuery): Promise<Paginated<TourSummary>> {
    const day = today();
    const where = and(
      query.family ? eq(tours.family, query.family) : undefined,
      query.status === 'upcoming' ? gt(tours.startsOn, day) : undefined,
      query.status === 'running'
        ? and(lte(tours.startsOn, day), gte(tours.endsOn, day))
        : undefined,
      query.status === 'finished' ? lt(tours.endsOn, day) : undefined,
    );
    const rows = await db
      .select({ tour: tours, total: totalRows })
      .from(tours)
      .where(where)
      .orderBy(
        sql`case when ${tours.endsOn} < ${day} then 2 when ${tours.startsOn} > ${day} then 1 else 0 end`,
        sql`case when ${tours.endsOn} >= ${day} then ${tours.startsOn} end asc`,
        desc(tours.endsOn),
        desc(tours.id),
      )
      .limit(query.perPage)
      .offset(pageOffset(query));
    const total =
      rows[0]?.total ??
      (query.page > 1
        ? ((await db.select({ n: count() }).from(tours).where(where))[0]?.n ?? 0)
        : 0);
    return { data: await summariesOf(rows.map((r) => r.tour)), meta: pageMeta(query, total) };
  }

  async function eventsOf(tourId: number): Promise<TourEvent[]> {
    const rows = await loadTournamentSummaries(
      db,
      and(eq(tournaments.tourId, tourId), listedEvent),
    );
    return rows.map(({ row, summary }) => ({
      tournament: summary,
      tier: row.tourTier ?? '',
      final: row.status === 'finished' && row.resultsFinalAt !== null,
    }));
  }

  async function get(id: number, viewer: User | null): Promise<Tour> {
    const row = await findTour(db, id);
    // One after another: the seed reads inside its transaction, one query at a time.
    const [summary] = await summariesOf([row]);
    const events = await eventsOf(id);
    const [next] = await db
      .select({ id: tours.id, name: tours.name })
      .from(tours)
      .where(eq(tours.previousId, id));
    const previous = row.previousId === null ? null : await findTour(db, row.previousId);
    const organizer = (await loadPlayerSummaries(db, [row.createdBy])).get(row.createdBy);
    if (!summary || !organizer) throw AppApiError.notFound(APP_API_MESSAGES.tourNotFound);
    return {
      ...summary,
      description: row.description,
      tiers: row.tiers,
      bestOf: row.bestOf,
      rollover: row.rollover,
      previous: previous ? { id: previous.id, name: previous.name } : null,
      next: next ?? null,
      organizer,
      events,
      viewer: { manager: viewer?.id === row.createdBy },
    };
  }

  async function standings(id: number): Promise<TourStandings> {
    const { lines, finalEvents } = await tableOf(db, await findTour(db, id));
    const people = await loadPlayerSummaries(
      db,
      lines.map((l) => l.userId),
    );
    return {
      tourId: id,
      finalEvents,
      rows: lines.flatMap((line) => {
        const player: PlayerSummary | undefined = people.get(line.userId);
        return player ? [{ ...line, player }] : [];
      }),
    };
  }

  /**
   * The seasons a player has a line in, newest first, with their place and points: those with a
   * final result of theirs, and the seasons after them their points carried into.
   */
  async function ofPlayer(userId: number): Promise<PlayerTour[]> {
    const played = await db
      .selectDistinct({ tour: tours })
      .from(tours)
      .innerJoin(tournaments, eq(tournaments.tourId, tours.id))
      .innerJoin(tournamentPlayers, eq(tournamentPlayers.tournamentId, tournaments.id))
      .where(and(eq(tournamentPlayers.userId, userId), isNotNull(tournamentPlayers.finalPlace)));
    const seasons = new Map(played.map(({ tour }) => [tour.id, tour]));
    let previous = [...seasons.keys()];
    for (let depth = 0; previous.length > 0 && depth < MAX_CARRIED_SEASONS; depth++) {
      const next = await db.select().from(tours).where(inArray(tours.previousId, previous));
      previous = next.filter((row) => !seasons.has(row.id)).map((row) => row.id);
      for (const row of next) seasons.set(row.id, row);
    }
    const known = new Map<number, SeasonTable>();
    const lines: { row: TourRow; line: TableLine }[] = [];
    for (const row of seasons.values()) {
      const line = (await tableOf(db, row, known)).lines.find((l) => l.userId === userId);
      if (line) lines.push({ row, line });
    }
    lines.sort((a, b) => b.row.endsOn.localeCompare(a.row.endsOn) || b.row.id - a.row.id);
    const summaries = await summariesOf(
      lines.map((l) => l.row),
      known,
    );
    return lines.flatMap(({ line }, index) => {
      const tour = summaries[index];
      return tour
        ? [{ tour, place: line.place, points: line.points, eventsPlayed: line.eventsPlayed }]
        : [];
    });
  }

  return { list, get, standings, ofPlayer };
}

/** The events a season lists: not a draft (its managers' alone) and not cancelled. */
const listedEvent = and(ne(tournaments.status, 'draft'), ne(tournaments.status, 'cancelled'));
