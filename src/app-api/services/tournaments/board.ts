// The table board of a running tournament: the venue's tables it plays on, the matches on them,
// and the queue of ready matches that a freed table calls automatically (rules in
// board-queue.ts). `fillTables` runs inside every transaction that frees a table or readies a
// match (a result, a correction, the start) and inside the organiser's board changes.
import { and, asc, eq, inArray, isNotNull, max, notInArray, or } from 'drizzle-orm';
import type { Board, BoardSettingsInput, QueueChangeInput } from '../../../shared/schemas/board';
import type { Match } from '../../../shared/schemas/matches';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { matches, stores, tournaments, type MatchRow, type TournamentRow } from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { assertManager, assertVisible, findTournament, lockMatch, lockTournament } from '../access';
import {
  callsFor,
  estimatedStarts,
  queueOf,
  type BoardMatch,
  type BoardState,
  type TableCall,
} from './board-queue';
import { loadMatches } from '../matches/match-reads';
import { writeNotices, type Notice } from '../notifications';

/** A match's expected length before any has been timed in this tournament. */
const DEFAULT_MATCH_MS = 25 * 60_000;
/** Shorter matches were entered on paper after the fact (start and end at once): not timed. */
const SHORTEST_TIMED_MS = 60_000;

async function boardStateOf(tx: Db, tournament: TournamentRow, now: Date): Promise<BoardState> {
  const rows = await tx
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.tournamentId, tournament.id),
        inArray(matches.status, ['scheduled', 'live']),
        isNotNull(matches.player1Id),
        isNotNull(matches.player2Id),
      ),
    );
  const finished = await tx
    .select({ player1: matches.player1Id, player2: matches.player2Id, at: max(matches.finishedAt) })
    .from(matches)
    .where(and(eq(matches.tournamentId, tournament.id), eq(matches.status, 'finished')))
    .groupBy(matches.player1Id, matches.player2Id);
  const lastFinishedAt = new Map<number, Date>();
  for (const { player1, player2, at } of finished) {
    for (const player of [player1, player2]) {
      if (player === null || !at) continue;
      const known = lastFinishedAt.get(player);
      if (!known || known < at) lastFinishedAt.set(player, at);
    }
  }
  return {
    tables: tournament.boardTables,
    matches: rows.map(toBoardMatch),
    lastFinishedAt,
    restMs: tournament.restMinutes * 60_000,
    now,
  };
}

function toBoardMatch(row: MatchRow): BoardMatch {
  return {
    id: row.id,
    status: row.status === 'live' ? 'live' : 'scheduled',
    player1Id: row.player1Id as number,
    player2Id: row.player2Id as number,
    roundOrder: row.roundOrder,
    readyAt: row.readyAt ?? row.updatedAt,
    tableLabel: row.tableLabel,
    calledAt: row.calledAt,
    startedAt: row.startedAt,
    held: row.held,
    pinnedTable: row.pinnedTable,
  };
}

/**
 * Calls the next matches to the tournament's free tables, in the caller's transaction (which
 * holds the tournament's row lock). Returns the calls made, for whoever tells the players.
 */
export async function fillTables(
  tx: Db,
  tournament: TournamentRow,
  at: Date,
): Promise<TableCall[]> {
  if (tournament.status !== 'ongoing' || tournament.boardTables.length === 0) return [];
  const state = await boardStateOf(tx, tournament, at);
  const calls = callsFor(state);
  for (const call of calls) {
    await tx
      .update(matches)
      .set({ tableLabel: call.table, calledAt: at, pinnedTable: null, updatedAt: at })
      .where(eq(matches.id, call.matchId));
  }
  // The called players are up; the first match still waiting is next.
  const table = new Map(calls.map((c) => [c.matchId, c.table]));
  const after = {
    ...state,
    matches: state.matches.map((m) =>
      table.has(m.id) ? { ...m, tableLabel: table.get(m.id) ?? null } : m,
    ),
  };
  const next = queueOf(after)[0];
  await writeNotices(
    tx,
    [
      ...after.matches.flatMap((m) => {
        const called = table.get(m.id);
        return called ? [boardNotice('up', tournament.id, m, called)] : [];
      }),
      ...(next ? [boardNotice('next', tournament.id, next)] : []),
    ],
    at,
  );
  return calls;
}

/** The observed length of this tournament's timed matches (the last ten), or the default. */
async function matchLengthMs(db: Db, tournamentId: number): Promise<number> {
  const rows = await db
    .select({ startedAt: matches.startedAt, finishedAt: matches.finishedAt })
    .from(matches)
    .where(and(eq(matches.tournamentId, tournamentId), eq(matches.status, 'finished')))
    .orderBy(asc(matches.finishedAt));
  const lengths = rows
    .filter((r) => r.startedAt && r.finishedAt)
    .map((r) => (r.finishedAt as Date).getTime() - (r.startedAt as Date).getTime())
    .filter((ms) => ms >= SHORTEST_TIMED_MS)
    .slice(-10);
  if (lengths.length === 0) return DEFAULT_MATCH_MS;
  return Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length);
}

/** `now`: the clock. */
export function createBoard(db: Db, { now }: { now: () => Date }) {
  /** The board as anyone sees it: tables, the queue with estimated starts, and the held. */
  async function get(tournamentId: number, viewer: User | null): Promise<Board> {
    const tournament = await findTournament(db, tournamentId);
    await assertVisible(db, tournament, viewer);
    const at = now();
    const state = await boardStateOf(db, tournament, at);
    const matchMs = await matchLengthMs(db, tournament.id);
    const ids = state.matches.map((m) => m.id);
    const views = new Map<number, Match>(
      (
        await loadMatches(
          db,
          { where: inArray(matches.id, ids.length ? ids : [-1]), orderBy: [] },
          viewer,
        )
      ).map((m) => [m.id, m]),
    );
    const view = (id: number) => views.get(id) as Match;
    const onTable = new Map(
      state.matches.filter((m) => m.tableLabel !== null).map((m) => [m.tableLabel, m]),
    );
    const estimates = estimatedStarts(state, matchMs);
    const [venue] =
      tournament.storeId === null
        ? []
        : await db
            .select({ tables: stores.tables })
            .from(stores)
            .where(eq(stores.id, tournament.storeId));
    return {
      tournamentId: tournament.id,
      tables: tournament.boardTables.map((label) => {
        const match = onTable.get(label);
        return {
          label,
          state: !match ? 'free' : match.status === 'live' ? 'playing' : 'called',
          match: match ? view(match.id) : null,
        };
      }),
      queue: queueOf(state).map((m) => ({
        match: view(m.id),
        estimatedStartAt: estimates.get(m.id)?.toISOString() ?? null,
        pinnedTable: m.pinnedTable,
      })),
      held: state.matches.filter((m) => m.held && m.tableLabel === null).map((m) => view(m.id)),
      restMinutes: tournament.restMinutes,
      noShowMinutes: tournament.noShowMinutes,
      protestMinutes: tournament.protestMinutes,
      autoWalkover: tournament.autoWalkover,
      playersScore: tournament.playersScore,
      venueTables: venue?.tables ?? null,
      matchMinutes: Math.round(matchMs / 60_000),
    };
  }

  /** The tables the tournament plays on and the players' rest; calls matches to new tables. */
  async function configure(
    actor: User,
    tournamentId: number,
    input: BoardSettingsInput,
  ): Promise<Board> {
    await db.transaction(async (tx) => {
      const tournament = await lockTournament(tx, tournamentId);
      await assertManager(tx, tournament, actor);
      if (tournament.status === 'finished' || tournament.status === 'cancelled') {
        throw AppApiError.conflict(APP_API_MESSAGES.boardClosed);
      }
      const [changed] = await tx
        .update(tournaments)
        .set({
          boardTables: input.tables,
          restMinutes: input.restMinutes,
          playersScore: input.playersScore ?? tournament.playersScore,
          noShowMinutes: input.noShowMinutes ?? tournament.noShowMinutes,
          protestMinutes: input.protestMinutes ?? tournament.protestMinutes,
          autoWalkover: input.autoWalkover ?? tournament.autoWalkover,
        })
        .where(eq(tournaments.id, tournamentId))
        .returning();
      // A called match on a table no longer in use goes back to the queue.
      await tx
        .update(matches)
        .set({ tableLabel: null, calledAt: null, updatedAt: now() })
        .where(
          and(
            eq(matches.tournamentId, tournamentId),
            eq(matches.status, 'scheduled'),
            isNotNull(matches.tableLabel),
            input.tables.length > 0 ? notInArray(matches.tableLabel, input.tables) : undefined,
          ),
        );
      await fillTables(tx, changed as TournamentRow, now());
    });
    return get(tournamentId, actor);
  }

  /** Holds or releases a match, or pins it to one of the tournament's tables. */
  async function changeQueue(
    actor: User,
    matchId: number,
    input: QueueChangeInput,
  ): Promise<Board> {
    let tournamentId = 0;
    await db.transaction(async (tx) => {
      const { tournament, row, manager } = await lockMatch(tx, matchId, actor);
      if (!manager) throw AppApiError.forbidden();
      if (tournament.status !== 'ongoing') {
        throw AppApiError.conflict(APP_API_MESSAGES.tournamentNotOngoing);
      }
      tournamentId = tournament.id;
      if (row.status === 'live' || row.status === 'finished') {
        throw AppApiError.conflict(APP_API_MESSAGES.boardMatchPlayed);
      }
      const pin = input.pinnedTable;
      if (pin && !tournament.boardTables.includes(pin)) {
        throw AppApiError.field('pinned_table', APP_API_MESSAGES.boardUnknownTable);
      }
      const set: Partial<typeof matches.$inferInsert> = { updatedAt: now() };
      if (input.held !== undefined) set.held = input.held;
      if (pin !== undefined) set.pinnedTable = pin;
      // A called match that is held, or pinned elsewhere, leaves its table for the next one.
      const leaves =
        row.tableLabel !== null && (input.held === true || (pin != null && pin !== row.tableLabel));
      if (leaves) Object.assign(set, { tableLabel: null, calledAt: null });
      await tx.update(matches).set(set).where(eq(matches.id, matchId));
      await fillTables(tx, tournament, now());
    });
    return get(tournamentId, actor);
  }

  /**
   * Two matches not started yet trade places: two called ones trade tables; a called one and a
   * queued one trade the table, and the called one goes back to the queue.
   */
  async function swap(actor: User, tournamentId: number, ids: [number, number]): Promise<Board> {
    await db.transaction(async (tx) => {
      const tournament = await lockTournament(tx, tournamentId);
      await assertManager(tx, tournament, actor);
      if (tournament.status !== 'ongoing') {
        throw AppApiError.conflict(APP_API_MESSAGES.tournamentNotOngoing);
      }
      const rows = await tx
        .select()
        .from(matches)
        .where(and(eq(matches.tournamentId, tournamentId), inArray(matches.id, ids)));
      const [a, b] = ids.map((id) => rows.find((r) => r.id === id));
      if (!a || !b || a.id === b.id) throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
      const ready = (r: MatchRow) => r.status === 'scheduled' && r.player1Id && r.player2Id;
      if (!ready(a) || !ready(b)) throw AppApiError.conflict(APP_API_MESSAGES.boardMatchPlayed);
      if (a.tableLabel === null && b.tableLabel === null) {
        throw AppApiError.conflict(APP_API_MESSAGES.boardSwapNeedsTable);
      }
      // Whoever goes onto a table must not be playing on another one.
      const elsewhere = await tx
        .select({ player1: matches.player1Id, player2: matches.player2Id })
        .from(matches)
        .where(
          and(
            eq(matches.tournamentId, tournamentId),
            notInArray(matches.id, ids),
            or(eq(matches.status, 'live'), isNotNull(matches.tableLabel)),
            inArray(matches.status, ['scheduled', 'live']),
          ),
        );
      const busy = new Set(elsewhere.flatMap((r) => [r.player1, r.player2]));
      for (const [moving, from] of [
        [a, b],
        [b, a],
      ] as const) {
        if (
          from.tableLabel !== null &&
          (busy.has(moving.player1Id) || busy.has(moving.player2Id))
        ) {
          throw AppApiError.conflict(APP_API_MESSAGES.boardPlayerBusy);
        }
      }
      const at = now();
      const place = (r: MatchRow) =>
        r.tableLabel === null
          ? { tableLabel: null, calledAt: null }
          : { tableLabel: r.tableLabel, calledAt: at, held: false };
      await tx
        .update(matches)
        .set({ ...place(b), updatedAt: at })
        .where(eq(matches.id, a.id));
      await tx
        .update(matches)
        .set({ ...place(a), updatedAt: at })
        .where(eq(matches.id, b.id));
      // Whoever now stands at a table is told which one.
      const moved: [MatchRow, string | null][] = [
        [a, b.tableLabel],
        [b, a.tableLabel],
      ];
      await writeNotices(
        tx,
        moved.flatMap(([row, table]) =>
          table ? [boardNotice('up', tournamentId, row, table)] : [],
        ),
        at,
      );
    });
    return get(tournamentId, actor);
  }

  return { get, configure, changeQueue, swap };
}

/**
 * A notice to the players of `match`: up at `table`, or next in line (no table). Players not
 * known yet are told nothing.
 */
export const boardNotice = (
  kind: Notice['kind'],
  tournamentId: number,
  match: Pick<MatchRow, 'id' | 'player1Id' | 'player2Id'>,
  table = '',
): Notice => ({
  kind,
  tournamentId,
  matchId: match.id,
  players: [match.player1Id, match.player2Id].filter((p): p is number => p !== null),
  table,
});
