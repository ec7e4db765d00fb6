// What a venue's TV lists, from the table board and the tournament's matches: each a few
// entries at most, so the screen (and what it holds) stays the same size all day.
import type { Board, BoardTableState } from '../../../../shared/schemas/board';
import type { Match } from '../../../../shared/schemas/matches';
import { formatTime } from '../../../lib/format';

/** Two rows of four tables, three matches next, three results: what fits a 1080p screen in large type. */
export const MAX_COURTS = 8;
const MAX_UP_NEXT = 3;
export const MAX_RESULTS = 3;

/** A table of the board, or a match being played where the tournament has no board. */
export interface Court {
  key: string;
  label: string;
  state: BoardTableState;
  match: Match | null;
}

/**
 * The tables in play and called, then free ones while there is room. Without a board, the
 * matches under way, each where it is played (or by its number).
 */
export function courtsOf(board: Board | undefined, matches: readonly Match[]): Court[] {
  if (board && board.tables.length > 0) {
    const busy = board.tables.filter((table) => table.state !== 'free');
    const free = board.tables.filter((table) => table.state === 'free');
    return [...busy, ...free].slice(0, MAX_COURTS).map((table) => ({ key: table.label, ...table }));
  }
  return matches
    .filter((match) => match.status === 'live')
    .slice(0, MAX_COURTS)
    .map((match) => ({
      key: String(match.id),
      label: match.tableLabel ?? `Trận ${match.number}`,
      state: 'playing',
      match,
    }));
}

/** The tables the screen has no room for (busy ones come first, so these are mostly free). */
export function tablesLeftOut(board: Board | undefined, shown: readonly Court[]): string[] {
  const labels = new Set(shown.map((court) => court.label));
  return (board?.tables ?? []).filter((table) => !labels.has(table.label)).map((t) => t.label);
}

export interface UpNext {
  match: Match;
  /** Where and when: "Mời ra Bàn 3", "Dự kiến 20:30". */
  note: string;
  called: boolean;
}

/**
 * Who plays next: the matches called to a table, then the board's queue in its order. Without a
 * board, the matches ready to play, soonest first.
 */
export function upNextOf(board: Board | undefined, matches: readonly Match[]): UpNext[] {
  if (board && board.tables.length > 0) {
    const called = board.tables.flatMap((table) =>
      table.state === 'called' && table.match
        ? [{ match: table.match, note: `Mời ra ${table.label}`, called: true }]
        : [],
    );
    const queued = board.queue.map((entry) => ({
      match: entry.match,
      note: entry.estimatedStartAt ? `Dự kiến ${formatTime(entry.estimatedStartAt)}` : 'Chờ bàn',
      called: false,
    }));
    return [...called, ...queued].slice(0, MAX_UP_NEXT);
  }
  return matches
    .filter((match) => match.status === 'scheduled' && match.player1 && match.player2)
    .sort((a, b) => timeOrLast(a).localeCompare(timeOrLast(b)) || a.number - b.number)
    .slice(0, MAX_UP_NEXT)
    .map((match) => ({
      match,
      note: [match.tableLabel, match.scheduledAt ? formatTime(match.scheduledAt) : null]
        .filter(Boolean)
        .join(' · '),
      called: false,
    }));
}

// A match without a time waits behind the timed ones.
const timeOrLast = (match: Match) => match.scheduledAt ?? '\uffff';

/** The latest finished matches, latest first. */
export function recentResultsOf(matches: readonly Match[]): Match[] {
  return matches
    .filter((match) => match.status === 'finished' && match.finishedAt !== null)
    .sort((a, b) => (b.finishedAt ?? '').localeCompare(a.finishedAt ?? ''))
    .slice(0, MAX_RESULTS);
}
