// The table board's rules, as pure functions of what is on the tables and what waits: which
// match a freed table calls next, and when each waiting match may expect to start. The board
// service (board.ts) reads the rows, asks these, and writes the calls in the same transaction.

/** A match the board knows of: ready (both players known) or on a table. */
export interface BoardMatch {
  id: number;
  status: 'scheduled' | 'live';
  player1Id: number;
  player2Id: number;
  /** Earlier rounds first: the stage's number × 100 + the round's number. */
  roundOrder: number;
  /** Since when both players are known: the queue's "longest waiting". */
  readyAt: Date;
  tableLabel: string | null;
  calledAt: Date | null;
  startedAt: Date | null;
  held: boolean;
  pinnedTable: string | null;
}

export interface BoardState {
  /** The tournament's tables, in the organiser's order. */
  tables: readonly string[];
  matches: readonly BoardMatch[];
  /** When each player last finished a match in this tournament. */
  lastFinishedAt: ReadonlyMap<number, Date>;
  /** A player who finished less than this ago is called only when no rested match waits. */
  restMs: number;
  now: Date;
}

export interface TableCall {
  matchId: number;
  table: string;
}

const playersOf = (match: BoardMatch) => [match.player1Id, match.player2Id];

/** On a table: called there (not started yet) or playing. Live matches count wherever they are. */
const occupies = (match: BoardMatch) => match.tableLabel !== null || match.status === 'live';

function isRested(state: BoardState, match: BoardMatch): boolean {
  return playersOf(match).every((player) => {
    const finished = state.lastFinishedAt.get(player);
    return finished === undefined || state.now.getTime() - finished.getTime() >= state.restMs;
  });
}

/**
 * The queue, in the order the board calls it: rested players before resting ones, then the
 * lowest round, then the longest waiting, then the bracket's own order. Held matches and those
 * already on a table are not in it.
 */
export function queueOf(state: BoardState): BoardMatch[] {
  return state.matches
    .filter((m) => m.status === 'scheduled' && m.tableLabel === null && !m.held)
    .map((match) => ({ match, rested: isRested(state, match) }))
    .sort(
      (a, b) =>
        Number(b.rested) - Number(a.rested) ||
        a.match.roundOrder - b.match.roundOrder ||
        a.match.readyAt.getTime() - b.match.readyAt.getTime() ||
        a.match.id - b.match.id,
    )
    .map(({ match }) => match);
}

/**
 * What the free tables call now. Each free table, in the organiser's order, takes the first
 * match of the queue that is pinned to it, else the first that is pinned nowhere, whose players
 * are not on another table. A pinned match waits for its own table.
 */
export function callsFor(state: BoardState): TableCall[] {
  const taken = new Set(state.matches.filter(occupies).map((m) => m.tableLabel));
  const busy = new Set(state.matches.filter(occupies).flatMap(playersOf));
  const queue = queueOf(state);
  const calls: TableCall[] = [];
  for (const table of state.tables) {
    if (taken.has(table)) continue;
    const free = (m: BoardMatch) => playersOf(m).every((p) => !busy.has(p));
    const next =
      queue.find((m) => m.pinnedTable === table && free(m)) ??
      queue.find((m) => m.pinnedTable === null && free(m));
    if (!next) continue;
    calls.push({ matchId: next.id, table });
    queue.splice(queue.indexOf(next), 1);
    for (const player of playersOf(next)) busy.add(player);
  }
  return calls;
}

/**
 * When each queued match may start, from the observed match length: every table is free at
 * its match's expected end (or now), and each queued match takes the first table to free up
 * (its pinned one if it has one) once both its players are done too.
 */
export function estimatedStarts(state: BoardState, matchMs: number): Map<number, Date> {
  const now = state.now.getTime();
  const tableFree = new Map(state.tables.map((table) => [table, now]));
  const playerFree = new Map<number, number>();
  for (const match of state.matches.filter(occupies)) {
    const began = match.startedAt ?? match.calledAt ?? state.now;
    const end = Math.max(now, began.getTime() + matchMs);
    if (match.tableLabel !== null && tableFree.has(match.tableLabel)) {
      tableFree.set(match.tableLabel, end);
    }
    for (const player of playersOf(match)) playerFree.set(player, end);
  }
  const estimates = new Map<number, Date>();
  if (tableFree.size === 0) return estimates;
  for (const match of queueOf(state)) {
    const candidates = [...tableFree].filter(
      ([table]) => match.pinnedTable === null || match.pinnedTable === table,
    );
    const [table, freeAt] = candidates.sort((a, b) => a[1] - b[1])[0] ?? [];
    if (table === undefined || freeAt === undefined) continue;
    const start = Math.max(freeAt, ...playersOf(match).map((p) => playerFree.get(p) ?? now));
    estimates.set(match.id, new Date(start));
    tableFree.set(table, start + matchMs);
    for (const player of playersOf(match)) playerFree.set(player, start + matchMs);
  }
  return estimates;
}
