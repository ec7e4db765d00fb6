// Tournaments: lists, detail, the organiser's changes, registration with the entry fee, the
// start (seeding and bracket), cancellation with refunds, and the read models of a tournament.
import { RANK_CODES } from '../../shared/domain';
import { and, asc, count, desc, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import type { Paginated } from '../../shared/schemas/common';
import type { RankCode } from '../../shared/schemas/config';
import type { Bracket } from '../../shared/schemas/matches';
import type {
  CreateTournamentInput,
  JoinResult,
  Standing,
  StartTournamentInput,
  Tournament,
  TournamentPlayer,
  TournamentStatus,
  TournamentSummary,
  UpdateTournamentInput,
} from '../../shared/schemas/tournaments';
import type { User } from '../../shared/schemas/user';
import type { Db } from '../db/client';
import {
  matches,
  stores,
  tournamentManagers,
  tournamentPlayers,
  tournaments,
  users,
  type TournamentRow,
} from '../db/schema';
import { containsPattern, foldSearchText } from '../db/search-fold';
import { APP_API_MESSAGES, AppApiError, type FieldErrors } from '../errors';
import {
  assertManager,
  assertVisible,
  findTournament,
  lockTournament,
  requirePermission,
} from './access';
import {
  BracketStore,
  createTournamentBracket,
  groupSizes,
  layoutOf,
  loadRoster,
  syncMatchRows,
  toBracket,
} from './brackets';
import { pageMeta, pageOffset, type PageInput } from './pagination';
import { loadPlayerSummaries, playerSummaryColumns, toPlayerSummary } from './player-summary';
import { standingsOf } from './standings';
import { toStoreSummary } from './stores';
import { applyMovement } from './wallet';

export interface TournamentListQuery extends PageInput {
  q?: string;
  status?: TournamentStatus;
  game?: TournamentRow['game'];
  storeId?: number;
}

export interface MyTournamentsQuery extends PageInput {
  status?: TournamentStatus;
}

export interface TournamentServiceOptions {
  now?: () => Date;
}

type TournamentFields = Omit<UpdateTournamentInput, 'id'>;

/** How to seed at the start (the request's `id` travels in the path). */
export type StartSeeding =
  | Pick<Extract<StartTournamentInput, { seeding: 'rating' }>, 'seeding'>
  | Pick<Extract<StartTournamentInput, { seeding: 'manual' }>, 'seeding' | 'order'>;

const playerCount =
  sql<number>`(select count(*) from ${tournamentPlayers} where ${tournamentPlayers.tournamentId} = ${tournaments.id})`.mapWith(
    Number,
  );

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

const rankIndex = (code: RankCode) => RANK_CODES.indexOf(code);

function rankRangeText(min: RankCode | null, max: RankCode | null): string {
  if (min && max) return min === max ? `hạng ${min}` : `hạng ${min} đến ${max}`;
  if (min) return `hạng ${min} trở lên`;
  return `hạng ${max} trở xuống`;
}

function summaryOf(
  row: TournamentRow,
  extras: { playerCount: number; store: TournamentSummary['store'] },
): TournamentSummary {
  return {
    id: row.id,
    name: row.name,
    game: row.game,
    format: row.format,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    store: extras.store,
    maxPlayers: row.maxPlayers,
    playerCount: extras.playerCount,
    entryFee: row.entryFee,
    minRank: row.minRank,
    maxRank: row.maxRank,
    handicap: row.handicap,
  };
}

export function createTournamentService(db: Db, options: TournamentServiceOptions = {}) {
  const now = options.now ?? (() => new Date());

  // -------------------------------------------------------------------------------------------
  // Reads

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
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(tournaments)
      .leftJoin(stores, eq(stores.id, tournaments.storeId))
      .$dynamic();
    let countQuery = db.select({ n: count() }).from(tournaments).$dynamic();
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
    const where = and(
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
    const managers = await db
      .select(playerSummaryColumns)
      .from(tournamentManagers)
      .innerJoin(users, eq(users.id, tournamentManagers.userId))
      .where(eq(tournamentManagers.tournamentId, row.id))
      .orderBy(asc(users.id));
    let joinedByViewer = false;
    if (viewer) {
      const [registration] = await db
        .select({ id: tournamentPlayers.id })
        .from(tournamentPlayers)
        .where(
          and(eq(tournamentPlayers.tournamentId, row.id), eq(tournamentPlayers.userId, viewer.id)),
        );
      joinedByViewer = registration !== undefined;
    }
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
      prizes: row.prizes,
      managers: managers.map(toPlayerSummary),
      createdBy: row.createdBy,
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      viewer: {
        joined: joinedByViewer,
        manager: viewer ? managers.some((m) => m.id === viewer.id) : false,
      },
    };
  }

  /** A tournament as the caller may see it (a draft is a 404 for non-managers). */
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
    const userOfParticipant = new Map(
      roster
        .filter((r) => r.participantId !== null)
        .map((r) => [r.participantId as number, r.userId]),
    );
    const summaries = await loadPlayerSummaries(
      db,
      roster.map((r) => r.userId),
    );
    return toBracket(layout, row, rows, userOfParticipant, summaries);
  }

  // -------------------------------------------------------------------------------------------
  // The organiser's changes

  async function assertStoreExists(tx: Db, storeId: number | null | undefined): Promise<void> {
    if (storeId === null || storeId === undefined) return;
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    if (!store) throw AppApiError.field('store_id', APP_API_MESSAGES.storeNotFound);
  }

  async function create(actor: User, input: CreateTournamentInput): Promise<Tournament> {
    requirePermission(actor, 'tournament.create');
    const id = await db.transaction(async (tx) => {
      await assertStoreExists(tx, input.storeId);
      const groups = input.format === 'groups_knockout';
      const [row] = await tx
        .insert(tournaments)
        .values({
          name: input.name.normalize('NFC'),
          description: input.description,
          game: input.game,
          format: input.format,
          status: input.openRegistration ? 'registration' : 'draft',
          startsAt: new Date(input.startsAt),
          storeId: input.storeId,
          maxPlayers: input.maxPlayers,
          entryFee: input.entryFee,
          minRank: input.minRank,
          maxRank: input.maxRank,
          raceTo: input.raceTo,
          handicap: input.handicap,
          thirdPlaceMatch: input.thirdPlaceMatch,
          groupCount: groups ? input.groupCount : null,
          advancePerGroup: groups ? input.advancePerGroup : null,
          prizes: input.prizes,
          createdBy: actor.id,
          createdAt: now(),
          updatedAt: now(),
        })
        .returning({ id: tournaments.id });
      if (!row) throw new Error('insert returned nothing');
      await tx.insert(tournamentManagers).values({ tournamentId: row.id, userId: actor.id });
      return row.id;
    });
    return get(id, actor);
  }

  /** The rules a change must keep, checked on the tournament as it would be after it. */
  function checkMerged(merged: TournamentRow, playerTotal: number): void {
    const errors: FieldErrors = {};
    if (merged.minRank && merged.maxRank && rankIndex(merged.minRank) > rankIndex(merged.maxRank)) {
      errors.max_rank = ['Hạng tối đa phải cao hơn hoặc bằng hạng tối thiểu'];
    }
    if (merged.maxPlayers < playerTotal) {
      errors.max_players = [
        `Số người chơi tối đa không thể nhỏ hơn số người đã đăng ký (${playerTotal})`,
      ];
    }
    if (merged.format === 'groups_knockout') {
      if (merged.groupCount === null) errors.group_count = ['Vui lòng chọn số bảng'];
      if (merged.advancePerGroup === null) {
        errors.advance_per_group = ['Vui lòng chọn số người đi tiếp mỗi bảng'];
      }
      if (merged.groupCount !== null && merged.groupCount * 2 > merged.maxPlayers) {
        errors.group_count = ['Mỗi bảng cần ít nhất 2 người chơi'];
      }
    }
    if (Object.keys(errors).length > 0) throw AppApiError.validation(errors);
  }

  async function update(actor: User, id: number, fields: TournamentFields): Promise<Tournament> {
    requirePermission(actor, 'tournament.update');
    await db.transaction(async (tx) => {
      const row = await lockTournament(tx, id);
      await assertManager(tx, row, actor);
      if (row.status !== 'draft' && row.status !== 'registration') {
        throw AppApiError.conflict(APP_API_MESSAGES.editAfterStart);
      }
      const [counted] = await tx
        .select({ n: count() })
        .from(tournamentPlayers)
        .where(eq(tournamentPlayers.tournamentId, id));
      const playerTotal = counted?.n ?? 0;
      if (fields.entryFee !== undefined && fields.entryFee !== row.entryFee && playerTotal > 0) {
        throw AppApiError.conflict(APP_API_MESSAGES.feeChangeWithPlayers);
      }
      await assertStoreExists(tx, fields.storeId);
      const set: Partial<typeof tournaments.$inferInsert> = {};
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) (set as Record<string, unknown>)[key] = value;
      }
      if (fields.name !== undefined) set.name = fields.name.normalize('NFC');
      if (fields.startsAt !== undefined) set.startsAt = new Date(fields.startsAt);
      const merged = { ...row, ...set } as TournamentRow;
      if (merged.format !== 'groups_knockout') {
        set.groupCount = null;
        set.advancePerGroup = null;
        merged.groupCount = null;
        merged.advancePerGroup = null;
      }
      checkMerged(merged, playerTotal);
      await tx
        .update(tournaments)
        .set({ ...set, updatedAt: now() })
        .where(eq(tournaments.id, id));
    });
    return get(id, actor);
  }

  /** Gives every paying player their fee back (one ledger row each), in the caller's transaction. */
  async function refundAll(tx: Db, row: TournamentRow, reason: string): Promise<void> {
    const paid = await tx
      .select({
        id: tournamentPlayers.id,
        userId: tournamentPlayers.userId,
        feePaid: tournamentPlayers.feePaid,
      })
      .from(tournamentPlayers)
      .where(and(eq(tournamentPlayers.tournamentId, row.id), sql`${tournamentPlayers.feePaid} > 0`))
      // By user id: two refund runs touching the same wallets lock them in the same order.
      .orderBy(asc(tournamentPlayers.userId));
    for (const registration of paid) {
      await applyMovement(tx, {
        userId: registration.userId,
        type: 'refund',
        amount: registration.feePaid,
        referenceType: 'tournament',
        referenceId: row.id,
        description: `Hoàn lệ phí giải "${row.name}" (${reason})`,
        at: now(),
      });
    }
    if (paid.length > 0) {
      await tx
        .update(tournamentPlayers)
        .set({ feePaid: 0 })
        .where(
          inArray(
            tournamentPlayers.id,
            paid.map((p) => p.id),
          ),
        );
    }
  }

  /** Deletes a tournament that has not started, refunding every registration. */
  async function remove(actor: User, id: number): Promise<void> {
    requirePermission(actor, 'tournament.delete');
    await db.transaction(async (tx) => {
      const row = await lockTournament(tx, id);
      await assertManager(tx, row, actor);
      if (row.status !== 'draft' && row.status !== 'registration') {
        throw AppApiError.conflict(APP_API_MESSAGES.deleteAfterStart);
      }
      await refundAll(tx, row, 'giải bị xoá');
      await tx.delete(tournaments).where(eq(tournaments.id, id));
    });
  }

  /** draft → registration. */
  async function open(actor: User, id: number): Promise<Tournament> {
    requirePermission(actor, 'tournament.update');
    await db.transaction(async (tx) => {
      const row = await lockTournament(tx, id);
      await assertManager(tx, row, actor);
      if (row.status !== 'draft') throw AppApiError.conflict(APP_API_MESSAGES.openNotDraft);
      await tx
        .update(tournaments)
        .set({ status: 'registration', updatedAt: now() })
        .where(eq(tournaments.id, id));
    });
    return get(id, actor);
  }

  /** Cancels a tournament that has not finished; everyone who paid is refunded. */
  async function cancel(actor: User, id: number): Promise<Tournament> {
    requirePermission(actor, 'tournament.update');
    await db.transaction(async (tx) => {
      const row = await lockTournament(tx, id);
      await assertManager(tx, row, actor);
      if (row.status === 'finished' || row.status === 'cancelled') {
        throw AppApiError.conflict(APP_API_MESSAGES.cancelFinished);
      }
      await refundAll(tx, row, 'giải bị huỷ');
      await tx
        .update(tournaments)
        .set({ status: 'cancelled', cancelledAt: now(), updatedAt: now() })
        .where(eq(tournaments.id, id));
    });
    return get(id, actor);
  }

  // -------------------------------------------------------------------------------------------
  // Registration

  async function joinResult(id: number, actor: User, coin: number): Promise<JoinResult> {
    return { tournament: await get(id, actor), coin };
  }

  /**
   * Registers the caller and debits the entry fee in one transaction; returns the balance after.
   * The tournament row lock makes concurrent joins take turns, and the unique (tournament, user)
   * index is the last word: a double click or ten parallel joins register and charge once; the
   * others get a 409 and pay nothing.
   */
  async function register(actor: User, id: number): Promise<number> {
    return db.transaction(async (tx) => {
      const row = await lockTournament(tx, id);
      await assertVisible(tx, row, actor);
      if (row.status !== 'registration') {
        throw AppApiError.conflict(
          row.status === 'ongoing' || row.status === 'finished'
            ? APP_API_MESSAGES.alreadyStartedJoin
            : APP_API_MESSAGES.registrationClosed,
        );
      }
      const [field] = await tx
        .select({
          n: count(),
          mine: sql<boolean>`coalesce(bool_or(${tournamentPlayers.userId} = ${actor.id}), false)`,
        })
        .from(tournamentPlayers)
        .where(eq(tournamentPlayers.tournamentId, id));
      if (field?.mine) throw AppApiError.conflict(APP_API_MESSAGES.alreadyJoined);

      const [me] = await tx
        .select({ rank: users.rank, coin: users.coin })
        .from(users)
        .where(eq(users.id, actor.id));
      if (!me) throw AppApiError.unauthorized();
      const tooWeak = row.minRank !== null && rankIndex(me.rank) < rankIndex(row.minRank);
      const tooStrong = row.maxRank !== null && rankIndex(me.rank) > rankIndex(row.maxRank);
      if (tooWeak || tooStrong) {
        throw AppApiError.conflict(
          `Giải đấu chỉ dành cho cơ thủ ${rankRangeText(row.minRank, row.maxRank)}; hạng của bạn là ${me.rank}`,
        );
      }
      if ((field?.n ?? 0) >= row.maxPlayers) {
        throw AppApiError.conflict(APP_API_MESSAGES.tournamentFull);
      }

      const [registered] = await tx
        .insert(tournamentPlayers)
        .values({ tournamentId: id, userId: actor.id, feePaid: row.entryFee, joinedAt: now() })
        .onConflictDoNothing()
        .returning({ id: tournamentPlayers.id });
      if (!registered) throw AppApiError.conflict(APP_API_MESSAGES.alreadyJoined);
      if (row.entryFee === 0) return me.coin;
      return applyMovement(tx, {
        userId: actor.id,
        type: 'entry_fee',
        amount: -row.entryFee,
        referenceType: 'tournament',
        referenceId: id,
        description: `Lệ phí giải "${row.name}"`,
        purpose: 'lệ phí',
        at: now(),
      });
    });
  }

  async function join(actor: User, id: number): Promise<JoinResult> {
    return joinResult(id, actor, await register(actor, id));
  }

  /** Withdraws before the start; the fee comes back in the same transaction. */
  async function leave(actor: User, id: number): Promise<JoinResult> {
    const coin = await db.transaction(async (tx) => {
      const row = await lockTournament(tx, id);
      await assertVisible(tx, row, actor);
      const [registration] = await tx
        .select()
        .from(tournamentPlayers)
        .where(and(eq(tournamentPlayers.tournamentId, id), eq(tournamentPlayers.userId, actor.id)));
      if (row.status !== 'registration') {
        throw AppApiError.conflict(
          registration ? APP_API_MESSAGES.alreadyStartedLeave : APP_API_MESSAGES.registrationClosed,
        );
      }
      if (!registration) throw AppApiError.conflict(APP_API_MESSAGES.notJoined);
      await tx.delete(tournamentPlayers).where(eq(tournamentPlayers.id, registration.id));
      if (registration.feePaid > 0) {
        return applyMovement(tx, {
          userId: actor.id,
          type: 'refund',
          amount: registration.feePaid,
          referenceType: 'tournament',
          referenceId: id,
          description: `Hoàn lệ phí giải "${row.name}" (rút lui)`,
          at: now(),
        });
      }
      const [me] = await tx.select({ coin: users.coin }).from(users).where(eq(users.id, actor.id));
      return me?.coin ?? 0;
    });
    return joinResult(id, actor, coin);
  }

  // -------------------------------------------------------------------------------------------
  // The start

  /**
   * Seeds the players (by rating, or the manager's order), generates the bracket with
   * brackets-manager on our storage, creates the match rows and opens play: one transaction.
   */
  async function start(actor: User, id: number, input: StartSeeding): Promise<Tournament> {
    requirePermission(actor, 'tournament.update');
    await db.transaction(async (tx) => {
      const row = await lockTournament(tx, id);
      await assertManager(tx, row, actor);
      if (row.status !== 'registration') {
        throw AppApiError.conflict(APP_API_MESSAGES.startNotRegistration);
      }
      const registered = await tx
        .select({
          userId: tournamentPlayers.userId,
          name: users.fullName,
          rating: users.rating,
          joinedAt: tournamentPlayers.joinedAt,
        })
        .from(tournamentPlayers)
        .innerJoin(users, eq(users.id, tournamentPlayers.userId))
        .where(eq(tournamentPlayers.tournamentId, id))
        .orderBy(asc(tournamentPlayers.joinedAt), asc(tournamentPlayers.id));
      if (registered.length < 2) throw AppApiError.conflict(APP_API_MESSAGES.needTwoPlayers);
      let seeded: typeof registered;
      if (input.seeding === 'manual') {
        const byUser = new Map(registered.map((r) => [r.userId, r]));
        const order = input.order;
        const valid =
          order.length === registered.length &&
          new Set(order).size === order.length &&
          order.every((userId) => byUser.has(userId));
        if (!valid) throw AppApiError.field('order', APP_API_MESSAGES.manualOrder);
        seeded = order.map((userId) => byUser.get(userId) as (typeof registered)[number]);
      } else {
        seeded = [...registered].sort((a, b) => b.rating - a.rating);
      }

      if (row.format === 'groups_knockout') {
        const groupCount = row.groupCount ?? 2;
        const smallest = Math.min(...groupSizes(registered.length, groupCount));
        const needed = Math.max(2, row.advancePerGroup ?? 1);
        if (smallest < needed) {
          throw AppApiError.conflict(
            `Cần ít nhất ${needed * groupCount} người chơi cho ${groupCount} bảng (${needed} người mỗi bảng)`,
          );
        }
      }

      const startedRow = { ...row, status: 'ongoing' as const, startedAt: now() };
      const store = await createTournamentBracket(
        tx,
        startedRow,
        seeded.map((p) => ({ userId: p.userId, name: p.name })),
      );
      await syncMatchRows(tx, startedRow, store);
      await tx
        .update(tournaments)
        .set({ status: 'ongoing', startedAt: startedRow.startedAt, updatedAt: now() })
        .where(eq(tournaments.id, id));
    });
    return get(id, actor);
  }

  return {
    list,
    joined,
    managing,
    get,
    players,
    standings,
    bracket,
    create,
    update,
    remove,
    open,
    cancel,
    join,
    register,
    leave,
    start,
  };
}

export type TournamentService = ReturnType<typeof createTournamentService>;
