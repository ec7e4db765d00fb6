// What a tournament's managers and referees (and, where allowed, a match's players) do with its
// matches: start, score, enter a result, assign table, time and referee (corrections are in
// match-corrections.ts). Each runs in one transaction holding the tournament's row lock.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { isCaromGame } from '../../../shared/domain';
import type { AssignMatchInput, Match, ScoreMatchInput } from '../../../shared/schemas/matches';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import {
  matchRacks,
  matches,
  scoredRacks,
  users,
  type MatchRow,
  type TournamentRow,
} from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { canScore, lockMatch, type LockedMatch } from '../access';
import { boardNotice, fillTables } from '../tournaments/board';
import { writeNotices } from '../notifications';
import { presentSince } from './match-reads';
import { NO_REPORT, reportOf } from './match-report-state';
import { finishMatch } from './match-results';

/** Managers, the match's referee and, where allowed, its players score; anyone else: 403. */
function assertCanScore(locked: LockedMatch, actor: User): void {
  if (!canScore(locked, actor.id)) throw AppApiError.forbidden();
}

export function assertOngoing(tournament: TournamentRow): void {
  if (tournament.status !== 'ongoing') {
    throw AppApiError.conflict(APP_API_MESSAGES.tournamentNotOngoing);
  }
}

/**
 * A decided result may be changed while its tournament runs, and after it finished (places,
 * ratings and paid prizes follow through the ledger); not in a cancelled one.
 */
export function mayChangeResults(tournament: Pick<TournamentRow, 'status'>): boolean {
  return tournament.status === 'ongoing' || tournament.status === 'finished';
}

/**
 * Racks, reported scores, corrections and reverts are pool's: a carom result is its protocol
 * (match-protocol.ts), which a bare score would contradict.
 */
export function assertPool(tournament: TournamentRow): void {
  if (isCaromGame(tournament.game)) throw AppApiError.conflict(APP_API_MESSAGES.caromByProtocol);
}

function assertStartable(row: MatchRow): void {
  if (row.status === 'waiting') throw AppApiError.conflict(APP_API_MESSAGES.matchWaiting);
  if (row.status === 'live') throw AppApiError.conflict(APP_API_MESSAGES.matchAlreadyLive);
  if (row.status === 'finished') throw AppApiError.conflict(APP_API_MESSAGES.matchFinished);
}

/**
 * A match someone may decide now: locked, the caller one who may score it (403 before any state
 * is told), its tournament running, both players known and no result yet.
 */
export async function lockUndecided(tx: Db, id: number, actor: User): Promise<LockedMatch> {
  const locked = await lockMatch(tx, id, actor);
  assertCanScore(locked, actor);
  assertOngoing(locked.tournament);
  assertPool(locked.tournament);
  if (locked.row.status === 'finished') {
    throw AppApiError.conflict(APP_API_MESSAGES.matchFinished);
  }
  if (locked.row.status === 'waiting') throw AppApiError.conflict(APP_API_MESSAGES.matchWaiting);
  return locked;
}

/** Exactly one player at their race, the other below theirs. */
export function assertDecisive(row: MatchRow, score1: number, score2: number): void {
  const errors: Record<string, string[]> = {};
  if (score1 > row.race1) errors.score1 = [APP_API_MESSAGES.scorePastRace];
  if (score2 > row.race2) errors.score2 = [APP_API_MESSAGES.scorePastRace];
  if (Object.keys(errors).length > 0) throw AppApiError.validation(errors);
  if ((score1 === row.race1) === (score2 === row.race2)) {
    throw AppApiError.validation(
      { score1: [APP_API_MESSAGES.correctionNeedsWinner] },
      APP_API_MESSAGES.correctionNeedsWinner,
    );
  }
}

/**
 * The rack a take-back on `player`'s side would remove: the newest won and not taken back yet;
 * none when the score came otherwise (a result entered whole, a correction).
 */
async function rackToTakeBack(tx: Db, matchId: number, player: 1 | 2) {
  const racks = await tx
    .select()
    .from(matchRacks)
    .where(and(eq(matchRacks.matchId, matchId), eq(matchRacks.player, player)))
    .orderBy(desc(matchRacks.id));
  let takenBack = 0;
  for (const rack of racks) {
    if (rack.delta < 0) takenBack++;
    else if (takenBack > 0) takenBack--;
    else return rack;
  }
  return undefined;
}

/**
 * What a player (not the organiser or the referee) may do with the racks: take back only a rack
 * they sent themselves (the opponent's stays theirs to take back, or to dispute at the end), and
 * once a score at the race waits for confirmation, only its reporter taking back that rack.
 */
async function assertPlayerRack(
  tx: Db,
  row: MatchRow,
  actor: User,
  input: Pick<ScoreMatchInput, 'player' | 'delta'>,
): Promise<void> {
  if (row.reportedBy !== null && (row.reportedBy !== actor.id || input.delta !== -1)) {
    throw AppApiError.conflict(APP_API_MESSAGES.reportPending);
  }
  if (input.delta === -1) {
    const rack = await rackToTakeBack(tx, row.id, input.player);
    if (rack?.actorId !== actor.id) throw AppApiError.forbidden(APP_API_MESSAGES.rackNotYours);
  }
}

/** The rack a device scored under `key`, if any. */
async function scoredRack(tx: Db, key: string) {
  const [seen] = await tx.select().from(scoredRacks).where(eq(scoredRacks.key, key));
  return seen;
}

/** `now`: the clock; `get`: the match as the actor sees it, after a change. */
export function createMatchChanges(
  db: Db,
  { now, get }: { now: () => Date; get: (id: number, viewer: User | null) => Promise<Match> },
) {
  /** scheduled → live. */
  async function start(actor: User, id: number): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id, actor);
      assertCanScore(locked, actor);
      assertOngoing(locked.tournament);
      assertStartable(locked.row);
      await tx.update(matches).set({ status: 'live', startedAt: now() }).where(eq(matches.id, id));
    });
    return get(id, actor);
  }

  /**
   * +1/−1 rack for one player of a live match, recorded with who sent it. Reaching the race
   * finishes it when the organiser or the referee scores; a player's rack there is their report
   * of the final score, which the opponent confirms or disputes (match-reports.ts).
   */
  async function score(
    actor: User,
    id: number,
    input: Omit<ScoreMatchInput, 'id'>,
  ): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id, actor);
      // A rack this caller sent before (its answer was lost): counted once, answered again, even
      // when that rack ended the match and the scorer may no longer score it.
      const seen = input.key ? await scoredRack(tx, input.key) : undefined;
      if (seen && seen.matchId === id && seen.actorId === actor.id) return;
      assertCanScore(locked, actor);
      assertOngoing(locked.tournament);
      // A key names one rack of one scorer: the same key elsewhere is a client's mistake.
      if (seen) throw AppApiError.conflict(APP_API_MESSAGES.rackKeyOtherMatch);
      assertPool(locked.tournament);
      const { row } = locked;
      if (row.status === 'finished') throw AppApiError.conflict(APP_API_MESSAGES.matchFinished);
      if (row.status !== 'live') throw AppApiError.conflict(APP_API_MESSAGES.matchNotLive);
      if (input.from && (input.from.score1 !== row.score1 || input.from.score2 !== row.score2)) {
        throw AppApiError.conflict(APP_API_MESSAGES.scoreChangedElsewhere);
      }
      const staff = locked.manager || row.refereeId === actor.id;
      if (!staff) await assertPlayerRack(tx, row, actor, input);
      if (input.key) {
        await tx.insert(scoredRacks).values({ key: input.key, matchId: id, actorId: actor.id });
      }
      const score1 = row.score1 + (input.player === 1 ? input.delta : 0);
      const score2 = row.score2 + (input.player === 2 ? input.delta : 0);
      if (score1 < 0 || score2 < 0) throw AppApiError.conflict(APP_API_MESSAGES.scoreNegative);
      if (score1 > row.race1 || score2 > row.race2) {
        throw AppApiError.conflict(APP_API_MESSAGES.scorePastRace);
      }
      const at = now();
      await tx.insert(matchRacks).values({
        matchId: id,
        player: input.player,
        delta: input.delta,
        actorId: actor.id,
        score1,
        score2,
        createdAt: at,
      });
      const decided = score1 === row.race1 || score2 === row.race2;
      if (decided && staff) {
        await finishMatch(tx, locked.tournament, row, { score1, score2 }, actor.id, at);
      } else if (decided) {
        const report = reportOf(actor.id, { score1, score2 }, at);
        await tx
          .update(matches)
          .set({ score1, score2, ...report })
          .where(eq(matches.id, id));
      } else {
        // Below the race again: a reporter who took their deciding rack back withdrew the
        // report; the organiser or the referee scoring over one set it aside.
        const withdrawn = staff || row.reportedBy === actor.id ? NO_REPORT : {};
        await tx
          .update(matches)
          .set({ score1, score2, ...withdrawn })
          .where(eq(matches.id, id));
      }
    });
    return get(id, actor);
  }

  /**
   * Enters a whole result at once (a match scored on paper): starts the match if needed and
   * finishes it through the same path as the last rack of `score`.
   */
  async function applyResult(
    actor: User,
    id: number,
    result: { score1: number; score2: number },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const { tournament, row } = await lockUndecided(tx, id, actor);
      assertDecisive(row, result.score1, result.score2);
      await finishMatch(tx, tournament, row, result, actor.id, now());
    });
  }

  async function recordResult(
    actor: User,
    id: number,
    result: { score1: number; score2: number },
  ): Promise<Match> {
    await applyResult(actor, id, result);
    return get(id, actor);
  }

  /**
   * A table of the board holds one match at a time: the organiser moving a match onto a table
   * where another is called or played would send two pairs to it. They swap the two, or take
   * the other off first (without a board, a table label is a plan for later and may repeat).
   */
  async function assertTableFree(
    tx: Db,
    tournament: TournamentRow,
    table: string,
    movingId: number,
  ): Promise<void> {
    const [holder] = await tx
      .select({ number: matches.number })
      .from(matches)
      .where(
        and(
          eq(matches.tournamentId, tournament.id),
          eq(matches.tableLabel, table),
          ne(matches.id, movingId),
          inArray(matches.status, ['scheduled', 'live']),
        ),
      );
    if (holder) {
      throw AppApiError.conflict(
        `${table} đang có Trận ${holder.number}: hãy đổi chỗ hai trận, hoặc gỡ trận đó khỏi bàn trước`,
      );
    }
  }

  /** Table, time and referee of a match (manager only). undefined keeps, null clears. */
  async function assign(
    actor: User,
    id: number,
    input: Omit<AssignMatchInput, 'id'>,
  ): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id, actor);
      if (!locked.manager) throw AppApiError.forbidden();
      assertOngoing(locked.tournament);
      if (locked.row.status === 'finished') {
        throw AppApiError.conflict(APP_API_MESSAGES.matchFinished);
      }
      if (input.refereeId !== undefined && input.refereeId !== null) {
        const [referee] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, input.refereeId));
        if (!referee) throw AppApiError.field('referee_id', APP_API_MESSAGES.refereeNotFound);
      }
      const table = input.tableLabel || null;
      if (
        table &&
        table !== locked.row.tableLabel &&
        locked.tournament.boardTables.includes(table)
      ) {
        await assertTableFree(tx, locked.tournament, table, id);
      }
      const set: Partial<typeof matches.$inferInsert> = {};
      if (input.tableLabel !== undefined) {
        set.tableLabel = input.tableLabel || null;
        set.calledAt = set.tableLabel === null ? null : now();
      }
      if (input.scheduledAt !== undefined) {
        set.scheduledAt = input.scheduledAt === null ? null : new Date(input.scheduledAt);
      }
      if (input.refereeId !== undefined) set.refereeId = input.refereeId;
      // Touch updated_at even when nothing else changes, so live viewers refetch.
      await tx
        .update(matches)
        .set({ ...set, updatedAt: now() })
        .where(eq(matches.id, id));
      // A match the organiser calls to a table: its players are up. A table the organiser
      // cleared is the board's to fill again.
      const paired = locked.row.player1Id !== null && locked.row.player2Id !== null;
      if (paired && set.tableLabel && set.tableLabel !== locked.row.tableLabel) {
        await writeNotices(
          tx,
          [boardNotice('up', locked.tournament.id, locked.row, set.tableLabel)],
          now(),
        );
      }
      if (input.tableLabel !== undefined) await fillTables(tx, locked.tournament, now());
    });
    return get(id, actor);
  }

  /**
   * A player says they are at the table of their called match (the no-show clock stops for
   * them); a manager may say it for either player. Saying it again changes nothing.
   */
  async function confirmPresence(actor: User, id: number, side?: 1 | 2): Promise<Match> {
    await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, id, actor);
      const own =
        locked.row.player1Id === actor.id ? 1 : locked.row.player2Id === actor.id ? 2 : null;
      const player = locked.manager ? (side ?? own) : own;
      if (player === null || (!locked.manager && side !== undefined && side !== own)) {
        throw AppApiError.forbidden();
      }
      assertOngoing(locked.tournament);
      const { row } = locked;
      if (row.status !== 'scheduled' || row.tableLabel === null || row.calledAt === null) {
        throw AppApiError.conflict(APP_API_MESSAGES.matchNotCalled);
      }
      if (presentSince(player === 1 ? row.present1At : row.present2At, row.calledAt)) return;
      await tx
        .update(matches)
        .set({ [player === 1 ? 'present1At' : 'present2At']: now(), updatedAt: now() })
        .where(eq(matches.id, id));
    });
    return get(id, actor);
  }

  return { start, score, recordResult, applyResult, assign, confirmPresence };
}
