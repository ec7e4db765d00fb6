// Tournaments as their readers see them: the lists (public, mine, managed), a tournament's
// detail, its players, standings and bracket. A draft exists only for its managers.
import { and, asc, count, desc, eq, gte, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import { startWindow, type StartWindow } from '../../../shared/start-window';
import type { Paginated } from '../../../shared/schemas/common';
import type { Bracket } from '../../../shared/schemas/matches';
import type { Eligibility, PlayerScreening } from '../../../shared/schemas/eligibility';
import type { Standing } from '../../../shared/schemas/standings';
import type {
  Tournament,
  TournamentPlayer,
  TournamentStatus,
  TournamentSummary,
} from '../../../shared/schemas/tournaments';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import {
  matches,
  stores,
  tournamentManagers,
  tournamentPlayers,
  tournaments,
  tours,
  users,
  type TournamentRow,
} from '../../db/schema';
import { containsPattern, foldSearchText } from '../../db/search-fold';
import { AppApiError } from '../../errors';
import { assertVisible, findTournament, isManager } from '../access';
import { BracketStore, layoutOf, loadRoster, rosterLookups, toBracket } from '../brackets';
import { pageMeta, pageOffset, totalRows, type PageInput } from '../pagination';
import {
  loadPlayerSummaries,
  playerSummaryColumns,
  toPlayerSummary,
} from '../players/player-summary';
import { eligibilityOf, eligibilityRules, limitsRanks } from '../players/eligibility';
import { sandbagFlagsOf } from '../players/sandbagging';
import { createConfigService } from '../config';
import { prizePaymentsOf } from './prizes';
import { standingsOf } from './standings';
import { toStoreSummary } from '../stores';
import { playerCount, summaryOf } from './tournament-summaries';

export interface TournamentListQuery extends PageInput {
  q?: string;
  status?: TournamentStatus;
  game?: TournamentRow['game'];
  storeId?: number;
  when?: StartWindow;
  city?: string;
}

export interface MyTournamentsQuery extends PageInput {
  status?: TournamentStatus;
}

/**
 * List order: ongoing first, then those still to come (open for registration, and drafts in a
 * manager's list) by start time, soonest first; then finished and cancelled, latest first.
 */
const listOrder: SQL[] = [
  sql`case ${tournaments.status} when 'ongoing' then 0 when 'registration' then 1 when 'draft' then 1 else 2 end`,
  sql`case when ${tournaments.status} in ('ongoing', 'registration', 'draft') then ${tournaments.startsAt} end asc`,
  desc(tournaments.startsAt),
  desc(tournaments.id),
];

/** `now`: the clock the list's "when" filters count from. */
export function createTournamentReads(db: Db, { now }: { now: () => Date }) {
  /**
   * One page of tournaments in one statement: the total comes along on every row (`count(*)
   * over ()`), and the player count from the registrations' index. Only a page past the end has
   * no row to carry the total, and asks for it separately.
   */
  async function page(
    where: SQL | undefined,
    input: PageInput,
    join?: 'players' | 'managers',
    userId?: number,
  ) {
    let query = db
      .select({
        tournament: tournaments,
        playerCount,
        store: { id: stores.id, name: stores.name, district: stores.district, city: stores.city },
        total: totalRows,
      })
      .from(tournaments)
      .leftJoin(stores, eq(stores.id, tournaments.storeId))
      .$dynamic();
    let countQuery = db
      .select({ n: count() })
      .from(tournaments)
      .leftJoin(stores, eq(stores.id, tournaments.storeId))
      .$dynamic();
    if (join === 'players' && userId !== undefined) {
      const on = and(
        eq(tournamentPlayers.tournamentId, tournaments.id),
        eq(tournamentPlayers.userId, userId),
      );
      query = query.innerJoin(tournamentPlayers, on);
      countQuery = countQuery.innerJoin(tournamentPlayers, on);
    }
    if (join === 'managers' && userId !== undefined) {
      const on = and(
        eq(tournamentManagers.tournamentId, tournaments.id),
        eq(tournamentManagers.userId, userId),
      );
      query = query.innerJoin(tournamentManagers, on);
      countQuery = countQuery.innerJoin(tournamentManagers, on);
    }
    const rows = await query
      .where(where)
      .orderBy(...listOrder)
      .limit(input.perPage)
      .offset(pageOffset(input));
    const total =
      rows[0]?.total ?? (input.page > 1 ? ((await countQuery.where(where))[0]?.n ?? 0) : 0);
    return {
      data: rows.map((r) =>
        summaryOf(r.tournament, {
          playerCount: r.playerCount,
          store: r.store ? toStoreSummary(r.store) : null,
        }),
      ),
      meta: pageMeta(input, total),
    } satisfies Paginated<TournamentSummary>;
  }

  /** The public list: drafts never appear in it (they exist only for their managers). */
  async function list(query: TournamentListQuery): Promise<Paginated<TournamentSummary>> {
    const q = query.q ? foldSearchText(query.q.trim()) : '';
    const window = query.when ? startWindow(query.when, now()) : null;
    const where = and(
      window ? gte(tournaments.startsAt, window.from) : undefined,
      window ? lt(tournaments.startsAt, window.to) : undefined,
      query.city ? eq(stores.city, query.city) : undefined,
      ne(tournaments.status, 'draft'),
      query.status ? eq(tournaments.status, query.status) : undefined,
      query.game ? eq(tournaments.game, query.game) : undefined,
      query.storeId ? eq(tournaments.storeId, query.storeId) : undefined,
      q ? like(tournaments.searchName, containsPattern(q)) : undefined,
    );
    return page(where, query);
  }

  /** The tournaments the user registered for. */
  async function joined(userId: number, query: MyTournamentsQuery) {
    return page(
      query.status ? eq(tournaments.status, query.status) : undefined,
      query,
      'players',
      userId,
    );
  }

  /** The tournaments the user manages, drafts included. */
  async function managing(userId: number, query: MyTournamentsQuery) {
    return page(
      query.status ? eq(tournaments.status, query.status) : undefined,
      query,
      'managers',
      userId,
    );
  }

  async function view(row: TournamentRow, viewer: User | null): Promise<Tournament> {
    const [counted] = await db
      .select({ n: count() })
      .from(tournamentPlayers)
      .where(eq(tournamentPlayers.tournamentId, row.id));
    const [store] = row.storeId
      ? await db.select().from(stores).where(eq(stores.id, row.storeId))
      : [];
    const [tour] =
      row.tourId !== null && row.tourTier !== null
        ? await db
            .select({ id: tours.id, name: tours.name })
            .from(tours)
            .where(eq(tours.id, row.tourId))
        : [];
    const managers = await db
      .select(playerSummaryColumns)
      .from(tournamentManagers)
      .innerJoin(users, eq(users.id, tournamentManagers.userId))
      .where(eq(tournamentManagers.tournamentId, row.id))
      .orderBy(asc(users.id));
    const [registration] = viewer
      ? await db
          .select({ checkedInAt: tournamentPlayers.checkedInAt })
          .from(tournamentPlayers)
          .where(
            and(
              eq(tournamentPlayers.tournamentId, row.id),
              eq(tournamentPlayers.userId, viewer.id),
            ),
          )
      : [];
    return {
      ...summaryOf(row, {
        playerCount: counted?.n ?? 0,
        store: store ? toStoreSummary(store) : null,
      }),
      description: row.description,
      raceTo: row.raceTo,
      thirdPlaceMatch: row.thirdPlaceMatch,
      groupCount: row.groupCount,
      advancePerGroup: row.advancePerGroup,
      swissRounds: row.swissRounds,
      swissCut: row.swissCut,
      tiebreaks: row.tiebreaks,
      inningsLimit: row.inningsLimit,
      caromTiebreak: row.caromTiebreak,
      caromDraws: row.caromDraws,
      caromSets: row.caromSets,
      shotClock: row.shotClock,
      prizes: row.prizes,
      prizeSource: row.prizeSource,
      prizeHeld: row.prizeHeld,
      protestMinutes: row.protestMinutes,
      resultsFinalAt: row.resultsFinalAt?.toISOString() ?? null,
      prizePayments: row.status === 'finished' ? await prizePaymentsOf(db, row.id) : [],
      managers: managers.map(toPlayerSummary),
      createdBy: row.createdBy,
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      checkInOpenedAt: row.checkInOpenedAt?.toISOString() ?? null,
      boardTables: row.boardTables,
      peakWindowDays: row.peakWindowDays,
      verifiedRanksOnly: row.verifiedRanksOnly,
      tour: tour && row.tourTier !== null ? { ...tour, tier: row.tourTier } : null,
      viewer: {
        joined: registration !== undefined,
        manager: viewer ? managers.some((m) => m.id === viewer.id) : false,
        checkedIn: Boolean(registration?.checkedInAt),
        eligibility: await viewerEligibility(row, viewer),
      },
    };
  }

  /** A tournament as the caller may see it (a draft is a 404 for non-managers). */
  /** How an event still taking players judges the signed-in caller, where it limits ranks. */
  async function viewerEligibility(row: TournamentRow, viewer: User | null) {
    const rules = eligibilityRules(row);
    const open = row.status === 'draft' || row.status === 'registration';
    if (!viewer || !open || !limitsRanks(rules)) return null;
    return (await eligibilityOf(db, [viewer.id], rules, now())).get(viewer.id) ?? null;
  }

  async function get(id: number, viewer: User | null): Promise<Tournament> {
    const row = await findTournament(db, id);
    await assertVisible(db, row, viewer);
    return view(row, viewer);
  }

  async function visible(id: number, viewer: User | null): Promise<TournamentRow> {
    const row = await findTournament(db, id);
    await assertVisible(db, row, viewer);
    return row;
  }

  /** Registered players: seed order once started, join order before. */
  async function players(id: number, viewer: User | null): Promise<TournamentPlayer[]> {
    await visible(id, viewer);
    const rows = await db
      .select({
        ...playerSummaryColumns,
        seed: tournamentPlayers.seed,
        joinedAt: tournamentPlayers.joinedAt,
        finalPlace: tournamentPlayers.finalPlace,
        checkedInAt: tournamentPlayers.checkedInAt,
      })
      .from(tournamentPlayers)
      .innerJoin(users, eq(users.id, tournamentPlayers.userId))
      .where(eq(tournamentPlayers.tournamentId, id))
      .orderBy(
        sql`${tournamentPlayers.seed} asc nulls last`,
        asc(tournamentPlayers.joinedAt),
        asc(tournamentPlayers.id),
      );
    return rows.map((r) => ({
      player: toPlayerSummary(r),
      seed: r.seed,
      joinedAt: r.joinedAt.toISOString(),
      finalPlace: r.finalPlace,
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
    }));
  }

  /**
   * The managers' screening of the registered players: how a rank-limited event judges each one
   * and why, and what may show one playing below their rank (issue 41). Managers only: 403.
   */
  async function screening(actor: User, id: number): Promise<PlayerScreening[]> {
    const row = await visible(id, actor);
    if (!(await isManager(db, id, actor.id))) throw AppApiError.forbidden();
    const registered = await db
      .select({ id: tournamentPlayers.userId })
      .from(tournamentPlayers)
      .where(eq(tournamentPlayers.tournamentId, id))
      .orderBy(asc(tournamentPlayers.joinedAt), asc(tournamentPlayers.id));
    const ids = registered.map((r) => r.id);
    const rules = eligibilityRules(row);
    const judged = limitsRanks(rules)
      ? await eligibilityOf(db, ids, rules, now())
      : new Map<number, Eligibility>();
    const { ranks } = await createConfigService(db).getConfig();
    const flags = await sandbagFlagsOf(db, ids, ranks, now());
    return ids.map((playerId) => ({
      playerId,
      eligibility: judged.get(playerId) ?? null,
      flags: flags.get(playerId) ?? [],
    }));
  }

  async function standings(id: number, viewer: User | null): Promise<Standing[]> {
    const row = await visible(id, viewer);
    const store = row.startedAt ? await BracketStore.load(db, id) : null;
    return standingsOf(db, row, store);
  }

  async function bracket(id: number, viewer: User | null): Promise<Bracket> {
    const row = await visible(id, viewer);
    const store = await BracketStore.load(db, id);
    const layout = layoutOf(store);
    const rows = await db.select().from(matches).where(eq(matches.tournamentId, id));
    const roster = await loadRoster(db, id);
    const { userOf: userOfParticipant } = rosterLookups(roster);
    const summaries = await loadPlayerSummaries(
      db,
      roster.map((r) => r.userId),
    );
    return toBracket(layout, row, rows, userOfParticipant, summaries);
  }

  return { list, joined, managing, get, players, screening, standings, bracket };
}
