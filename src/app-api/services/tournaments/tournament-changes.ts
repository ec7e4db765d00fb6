// The organiser's changes to a tournament: create, edit, open registration, delete or cancel
// (refunding every fee through the ledger), and the start (seeding and bracket).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  defaultTiebreaksOf,
  isCancellable,
  isCaromGame,
  maxSwissRounds,
  PEAK_WINDOW_DAYS,
  ranksByTable,
} from '../../../shared/domain';
import { rankIndex } from '../../../shared/ranks';
import { seasonMisfit } from '../../../shared/season-fit';
import { gameRuleIssues } from '../../../shared/schemas/game-rules';
import { prizeIssues } from '../../../shared/schemas/prizes';
import {
  SWISS_MESSAGES,
  type CreateTournamentInput,
  type StartTournamentInput,
  type Tournament,
  type UpdateTournamentInput,
} from '../../../shared/schemas/tournaments';
import type { User } from '../../../shared/schemas/user';
import { toSnakeCase } from '../../../shared/wire/case';
import type { Db } from '../../db/client';
import {
  stores,
  tournamentManagers,
  tournamentPlayers,
  tournaments,
  tours,
  users,
  type TournamentRow,
} from '../../db/schema';
import { newEventNotices } from '../new-event-notices';
import { writeNotices } from '../notifications';
import { APP_API_MESSAGES, AppApiError, type FieldErrors } from '../../errors';
import { assertManager, lockTournament, requirePermission } from '../access';
import { createTournamentBracket, groupSizes, syncMatchRows } from '../brackets';
import { fillTables } from './board';
import { withdrawAbsent } from './check-in';
import { assertPrizesKept, holdPrizes, releasePrizes } from './prizes';
import { refundEntryFee } from './tournament-registration';

type TournamentFields = Omit<UpdateTournamentInput, 'id'>;

/** How to seed at the start (the request's `id` travels in the path). */
export type StartSeeding =
  | Pick<Extract<StartTournamentInput, { seeding: 'rating' }>, 'seeding'>
  | Pick<Extract<StartTournamentInput, { seeding: 'manual' }>, 'seeding' | 'order'>;

/** `now`: the clock; `get`: the tournament as its manager sees it, after a change. */
export function createTournamentChanges(
  db: Db,
  { now, get }: { now: () => Date; get: (id: number, viewer: User) => Promise<Tournament> },
) {
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
          swissRounds: input.format === 'swiss' ? (input.swissRounds ?? null) : null,
          swissCut: input.format === 'swiss' ? (input.swissCut ?? null) : null,
          tiebreaks: input.tiebreaks ?? defaultTiebreaksOf(input.format, input.game),
          inningsLimit: isCaromGame(input.game) ? (input.inningsLimit ?? null) : null,
          caromTiebreak: input.caromTiebreak ?? 'penalty_shots',
          caromSets: isCaromGame(input.game) ? (input.caromSets ?? 1) : 1,
          // A match of sets always has a winner.
          caromDraws:
            isCaromGame(input.game) &&
            ranksByTable(input.format) &&
            (input.caromSets ?? 1) === 1 &&
            (input.caromDraws ?? false),
          shotClock: isCaromGame(input.game) ? (input.shotClock ?? null) : null,
          prizes: input.prizes,
          prizeSource: input.prizeSource ?? 'organizer',
          peakWindowDays: input.peakWindowDays ?? PEAK_WINDOW_DAYS.default,
          verifiedRanksOnly: input.verifiedRanksOnly ?? false,
          createdBy: actor.id,
          createdAt: now(),
          updatedAt: now(),
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await tx.insert(tournamentManagers).values({ tournamentId: row.id, userId: actor.id });
      await tellFollowers(tx, row);
      return row.id;
    });
    return get(id, actor);
  }

  /** A new event open for registration is news to its club's followers, once. */
  async function tellFollowers(tx: Db, row: TournamentRow): Promise<void> {
    const at = now();
    await writeNotices(tx, await newEventNotices(tx, row, at), at);
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
    if (merged.format === 'swiss') {
      if (merged.swissRounds === null) errors.swiss_rounds = [SWISS_MESSAGES.roundsMissing];
      else if (merged.swissRounds > maxSwissRounds(merged.maxPlayers)) {
        errors.swiss_rounds = [SWISS_MESSAGES.tooManyRounds(merged.maxPlayers)];
      }
      if (merged.swissCut !== null && merged.swissCut >= merged.maxPlayers) {
        errors.swiss_cut = [SWISS_MESSAGES.cutTooLarge];
      }
    }
    for (const { path, message } of [...gameRuleIssues(merged), ...prizeIssues(merged)]) {
      errors[path.map((part) => (typeof part === 'string' ? toSnakeCase(part) : part)).join('.')] =
        [message];
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
      if (playerTotal > 0) assertPrizesKept(row, fields);
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
      if (!isCaromGame(merged.game)) {
        set.inningsLimit = null;
        merged.inningsLimit = null;
        set.shotClock = null;
        merged.shotClock = null;
        set.caromSets = 1;
        merged.caromSets = 1;
      }
      if (!isCaromGame(merged.game) || !ranksByTable(merged.format) || merged.caromSets !== 1) {
        set.caromDraws = false;
        merged.caromDraws = false;
      }
      if (merged.format !== 'swiss') {
        set.swissRounds = null;
        set.swissCut = null;
        merged.swissRounds = null;
        merged.swissCut = null;
      }
      checkMerged(merged, playerTotal);
      // An event in a tour keeps to its season: its game and its day.
      if (merged.tourId !== null) {
        const [tour] = await tx.select().from(tours).where(eq(tours.id, merged.tourId));
        const misfit = tour ? seasonMisfit(tour, merged) : null;
        if (misfit) throw AppApiError.conflict(`${misfit}. Hãy bỏ giải khỏi tour trước.`);
      }
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
    for (const registration of paid) await refundEntryFee(tx, row, registration, reason, now());
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
      await tellFollowers(tx, { ...row, status: 'registration' });
    });
    return get(id, actor);
  }

  /** Cancels a tournament that has not finished; everyone who paid is refunded. */
  async function cancel(actor: User, id: number): Promise<Tournament> {
    requirePermission(actor, 'tournament.update');
    await db.transaction(async (tx) => {
      const row = await lockTournament(tx, id);
      await assertManager(tx, row, actor);
      if (!isCancellable(row.status)) {
        throw AppApiError.conflict(APP_API_MESSAGES.cancelFinished);
      }
      await refundAll(tx, row, 'giải bị huỷ');
      await releasePrizes(tx, row, 'giải bị huỷ', now());
      await tx
        .update(tournaments)
        .set({ status: 'cancelled', cancelledAt: now(), updatedAt: now() })
        .where(eq(tournaments.id, id));
    });
    return get(id, actor);
  }

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
      // With check-in open, the bracket is drawn from the players present: the rest go, refunded.
      if (row.checkInOpenedAt) await withdrawAbsent(tx, row, now());
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

      // Every round needs a new opponent for everyone, whatever the results (maxSwissRounds).
      if (row.format === 'swiss' && (row.swissRounds ?? 0) > maxSwissRounds(registered.length)) {
        throw AppApiError.conflict(
          `Cần ít nhất ${2 * (row.swissRounds ?? 0) - 1} người chơi cho ${row.swissRounds} vòng Thụy Sĩ`,
        );
      }
      if (row.format === 'swiss' && row.swissCut !== null && row.swissCut >= registered.length) {
        throw AppApiError.conflict(
          `Cần hơn ${row.swissCut} người chơi để lấy ${row.swissCut} người vào vòng loại trực tiếp`,
        );
      }

      await holdPrizes(tx, row, now());
      const startedRow = { ...row, status: 'ongoing' as const, startedAt: now() };
      const store = await createTournamentBracket(
        tx,
        startedRow,
        seeded.map((p) => ({ userId: p.userId, name: p.name })),
      );
      await syncMatchRows(tx, startedRow, store, startedRow.startedAt);
      await fillTables(tx, startedRow, startedRow.startedAt);
      await tx
        .update(tournaments)
        .set({ status: 'ongoing', startedAt: startedRow.startedAt, updatedAt: now() })
        .where(eq(tournaments.id, id));
    });
    return get(id, actor);
  }

  return { create, update, remove, open, cancel, start };
}
