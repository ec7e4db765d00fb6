// Who may do what with a tournament, and the row lock that serializes changes to one.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hasPermission, type Permission } from '../../shared/permissions';
import type { User } from '../../shared/schemas/user';
import type { Db } from '../db/client';
import {
  matches,
  tournamentManagers,
  tournaments,
  type MatchRow,
  type TournamentRow,
} from '../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../errors';

/** 403 unless the user holds the permission. */
export function requirePermission(user: User, permission: Permission): void {
  if (!hasPermission(user, permission)) throw AppApiError.forbidden();
}

export async function isManager(db: Db, tournamentId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: tournamentManagers.userId })
    .from(tournamentManagers)
    .where(
      and(eq(tournamentManagers.tournamentId, tournamentId), eq(tournamentManagers.userId, userId)),
    );
  return row !== undefined;
}

/** Of the given tournaments, those the user manages. */
export async function managedAmong(
  db: Db,
  userId: number,
  tournamentIds: number[],
): Promise<Set<number>> {
  if (tournamentIds.length === 0) return new Set();
  const rows = await db
    .select({ tournamentId: tournamentManagers.tournamentId })
    .from(tournamentManagers)
    .where(
      and(
        eq(tournamentManagers.userId, userId),
        inArray(tournamentManagers.tournamentId, [...new Set(tournamentIds)]),
      ),
    );
  return new Set(rows.map((r) => r.tournamentId));
}

/**
 * The tournament row, locked until the transaction ends: joins, leaves, the start and every
 * result of one tournament run one after the other, on PGlite and PostgreSQL alike.
 */
export async function lockTournament(tx: Db, id: number): Promise<TournamentRow> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  if (!row) throw AppApiError.notFound(APP_API_MESSAGES.tournamentNotFound);
  return row;
}

export async function findTournament(db: Db, id: number): Promise<TournamentRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!row) throw AppApiError.notFound(APP_API_MESSAGES.tournamentNotFound);
  return row;
}

/** A tournament a caller may see: drafts exist only for their managers (404 for anyone else). */
export async function assertVisible(
  db: Db,
  tournament: TournamentRow,
  viewer: User | null,
): Promise<void> {
  if (tournament.status !== 'draft') return;
  if (!viewer || !(await isManager(db, tournament.id, viewer.id))) {
    throw AppApiError.notFound(APP_API_MESSAGES.tournamentNotFound);
  }
}

/**
 * For a manager's action: 404 when the caller may not even see it (a draft), 403 when they may
 * see it but do not manage it.
 */
export async function assertManager(db: Db, tournament: TournamentRow, user: User): Promise<void> {
  if (await isManager(db, tournament.id, user.id)) return;
  if (tournament.status === 'draft') {
    throw AppApiError.notFound(APP_API_MESSAGES.tournamentNotFound);
  }
  throw AppApiError.forbidden();
}

export interface LockedMatch {
  tournament: TournamentRow;
  row: MatchRow;
  manager: boolean;
}

/** A match with its tournament's row locked (as `lockTournament`), whoever asks; 404 when none. */
export async function lockMatchRow(
  tx: Db,
  id: number,
): Promise<Pick<LockedMatch, 'tournament' | 'row'>> {
  // The tournament row of the match, locked: one statement finds and locks it.
  const [tournament] = await tx
    .select()
    .from(tournaments)
    .where(
      eq(
        tournaments.id,
        sql`(select ${matches.tournamentId} from ${matches} where ${matches.id} = ${id})`,
      ),
    )
    .for('update');
  if (!tournament) throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
  const [row] = await tx.select().from(matches).where(eq(matches.id, id));
  if (!row) throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
  return { tournament, row };
}

/**
 * A match with its tournament's row locked (as `lockTournament`), and whether `actor` manages
 * it; a match of a draft is not found for anyone else.
 */
export async function lockMatch(tx: Db, id: number, actor: User): Promise<LockedMatch> {
  const { tournament, row } = await lockMatchRow(tx, id);
  const manager = await isManager(tx, tournament.id, actor.id);
  if (tournament.status === 'draft' && !manager) {
    throw AppApiError.notFound(APP_API_MESSAGES.matchNotFound);
  }
  return { tournament, row, manager };
}

/**
 * One of the two players of a match on a table, in a tournament that lets its players score:
 * they may start it, score it rack by rack and report its result (while it is not decided, as
 * the state checks after this one say).
 */
export function playsOnTable(
  tournament: Pick<TournamentRow, 'playersScore'>,
  row: Pick<MatchRow, 'player1Id' | 'player2Id' | 'tableLabel'>,
  userId: number,
): boolean {
  return (
    tournament.playersScore &&
    (row.player1Id === userId || row.player2Id === userId) &&
    row.tableLabel !== null
  );
}

/** Rack by rack: the managers and the referee always, the players as `playsOnTable` says. */
export function canScore(locked: LockedMatch, userId: number): boolean {
  return (
    locked.manager ||
    locked.row.refereeId === userId ||
    playsOnTable(locked.tournament, locked.row, userId)
  );
}
