// A decided match: its result recorded and rated, told to the bracket, and the tournament moved on.
import type { BracketsManager } from 'brackets-manager';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { gameFamily, type AwardedResultType } from '../../../shared/domain';
import type { CaromProtocol } from '../../../shared/schemas/matches';
import type { Db } from '../../db/client';
import { matches, tournamentPlayers, type MatchRow, type TournamentRow } from '../../db/schema';
import {
  createEliminationStage,
  createKnockoutStage,
  createSwissStage,
  groupTables,
  isSwissStage,
  layoutOf,
  loadRoster,
  nextSwissRound,
  openBracket,
  reportResult,
  rosterLookups,
  STAGE_NAMES,
  swissByes,
  syncMatchRows,
  type BracketStore,
} from '../brackets';
import { fillTables } from '../tournaments/board';
import { NO_REPORT } from './match-report-state';
import { recordMatchEvent } from './match-events';
import { rateFinishedMatch } from '../players/rating-ledger';
import { finishTournament, reopenTournament, swissTable } from '../tournaments/standings';
import { matchPoints } from '../tournaments/tiebreaks';

/** A decided result: the score and, for carom (not decided by reaching a race), the winner. */
export interface DecidedResult {
  score1: number;
  score2: number;
  /** Carom: the protocol's winner (or a draw, where the match allows one) and the protocol. */
  carom?: { winner: 1 | 2 | 'draw'; protocol: CaromProtocol };
  /**
   * Not played out: a manager's walkover, retirement or disqualification, and its winner; or a
   * double walkover, which has none.
   */
  awarded?: { resultType: AwardedResultType; winner: 1 | 2 | null };
}

/** The user who won `row` as side `winner`; null for a draw. */
export const winnerIdOf = (
  row: Pick<MatchRow, 'player1Id' | 'player2Id'>,
  winner: 1 | 2 | 'draw',
): number | null => (winner === 'draw' ? null : winner === 1 ? row.player1Id : row.player2Id);

/**
 * The score an awarded result keeps. A walkover was never played: the winner is given the race
 * and the absent player none, as a league table counts a forfeit; a double walkover gives
 * neither anything. A retirement or a disqualification keeps the racks played so far.
 */
export function awardedScore(
  row: Pick<MatchRow, 'score1' | 'score2' | 'race1' | 'race2'>,
  resultType: AwardedResultType,
  winner: 1 | 2 | null,
): { score1: number; score2: number } {
  if (resultType === 'double_walkover' || winner === null) return { score1: 0, score2: 0 };
  if (resultType !== 'walkover') return { score1: row.score1, score2: row.score2 };
  return winner === 1 ? { score1: row.race1, score2: 0 } : { score1: 0, score2: row.race2 };
}

/**
 * The match is decided by `actorId` (null: by the no-show clock itself): record it and its
 * history, tell the bracket, and move the tournament on.
 */
export async function finishMatch(
  tx: Db,
  tournament: TournamentRow,
  row: MatchRow,
  { score1, score2, carom, awarded }: DecidedResult,
  actorId: number | null,
  at: Date,
): Promise<void> {
  // An award names its winner (none for a double walkover), a carom protocol its own; else the
  // player who reached the race won.
  const played = carom?.winner ?? (score1 === row.race1 ? 1 : 2);
  const winner = awarded ? (awarded.winner ?? 'neither') : played;
  const winnerId = winner === 'neither' ? null : winnerIdOf(row, winner);
  const resultType = awarded?.resultType ?? 'played';
  await tx
    .update(matches)
    .set({
      score1,
      score2,
      ...(carom ? { carom: carom.protocol } : {}),
      status: 'finished',
      winnerId,
      resultType,
      // A walkover was never begun: no start, and no zero-minute match in the board's estimate of
      // how long a match takes (board.ts).
      startedAt:
        resultType === 'walkover' || resultType === 'double_walkover'
          ? null
          : (row.startedAt ?? at),
      finishedAt: at,
      ...NO_REPORT,
    })
    .where(eq(matches.id, row.id));
  await recordMatchEvent(tx, {
    row,
    kind: 'result',
    actorId,
    from: null,
    to: { score1, score2 },
    awarded: awarded?.resultType,
    winner: winner === 'draw' || winner === 'neither' ? null : winner,
    at,
  });
  await rateFinishedMatch(
    tx,
    { ...row, score1, score2, winnerId, resultType },
    at,
    gameFamily(tournament.game),
  );
  const { store, manager } = await openBracket(tx, tournament.id);
  await reportResult(manager, row.bracketMatchId, score1, score2, winner);
  await advanceBracket(tx, tournament, store, manager, at);
  await walkOverDisqualified(tx, tournament, actorId, at);
}

/**
 * Every match of a player disqualified from the event, once both its players are known, is a
 * walkover to the other, and a match of two disqualified players a double walkover. Each one
 * decided may bring the next (a round robin's, a losers bracket's, a Swiss round's): until none.
 */
async function walkOverDisqualified(
  tx: Db,
  tournament: TournamentRow,
  actorId: number | null,
  at: Date,
): Promise<void> {
  const out = await tx
    .select({ userId: tournamentPlayers.userId })
    .from(tournamentPlayers)
    .where(
      and(
        eq(tournamentPlayers.tournamentId, tournament.id),
        isNotNull(tournamentPlayers.disqualifiedAt),
      ),
    );
  if (out.length === 0) return;
  const disqualified = new Set(out.map((p) => p.userId));
  const isOut = (id: number | null) => id !== null && disqualified.has(id);
  const rows = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentId, tournament.id), ne(matches.status, 'finished')));
  const next = rows.find(
    (r) =>
      r.status !== 'waiting' &&
      r.player1Id !== null &&
      r.player2Id !== null &&
      (isOut(r.player1Id) || isOut(r.player2Id)),
  );
  if (!next) return;
  const both = isOut(next.player1Id) && isOut(next.player2Id);
  const winner = both ? null : isOut(next.player1Id) ? 2 : 1;
  const resultType = both ? 'double_walkover' : 'walkover';
  // Decided like any result; its own sweep then takes the next one.
  await finishMatch(
    tx,
    tournament,
    next,
    { ...awardedScore(next, resultType, winner), awarded: { resultType, winner } },
    actorId,
    at,
  );
}

/**
 * After a complete Swiss round: the next round paired from the table so far, or after the last
 * one, the knockout of the table's top N when the organiser set a cut.
 */
async function advanceSwiss(
  tx: Db,
  tournament: TournamentRow,
  store: BracketStore,
  manager: BracketsManager,
  rows: MatchRow[],
): Promise<void> {
  const layout = layoutOf(store);
  const played = layout.stages.filter(isSwissStage).length;
  const lastRoundPlayed = played >= (tournament.swissRounds ?? 0);
  // After the last round, only a cut not drawn yet is left to do.
  if (lastRoundPlayed && (tournament.swissCut === null || layout.stages.length > played)) return;
  const roster = await loadRoster(tx, tournament.id);
  const { userOf, participantOf, seedOf } = rosterLookups(roster);
  const table = swissTable(
    tournament,
    layout,
    rows,
    roster.map((r) => r.userId),
    userOf,
    (id) => seedOf.get(id) ?? Number.MAX_SAFE_INTEGER,
  );

  if (lastRoundPlayed) {
    const top = table
      .slice(0, tournament.swissCut ?? 0)
      .flatMap(({ tally }) => participantOf.get(tally.userId) ?? []);
    await createEliminationStage(
      manager,
      tournament,
      STAGE_NAMES.knockout,
      'single_elimination',
      top,
    );
    return;
  }

  const byes = swissByes(layout);
  const met = new Map([...userOf.keys()].map((id) => [id, new Set<number>()]));
  for (const row of rows) {
    const a = row.player1Id === null ? undefined : participantOf.get(row.player1Id);
    const b = row.player2Id === null ? undefined : participantOf.get(row.player2Id);
    if (a === undefined || b === undefined) continue;
    met.get(a)?.add(b);
    met.get(b)?.add(a);
  }
  const round = played + 1;
  const next = nextSwissRound(
    table.flatMap(({ tally }) => {
      const participantId = participantOf.get(tally.userId);
      if (participantId === undefined) return [];
      return {
        participantId,
        points: matchPoints(tally),
        seed: seedOf.get(tally.userId) ?? Number.MAX_SAFE_INTEGER,
        met: met.get(participantId) ?? new Set<number>(),
        hadBye: byes.includes(participantId),
      };
    }),
    round,
  );
  await createSwissStage(manager, tournament, round, next);
}

/**
 * After a result: the knockout after the groups once every group match is played, the next
 * Swiss round once the round is complete, and the end of the tournament when nothing is left
 * to play.
 */
export async function advanceBracket(
  tx: Db,
  tournament: TournamentRow,
  store: BracketStore,
  manager: BracketsManager,
  at: Date,
): Promise<void> {
  if (tournament.format === 'groups_knockout' && layoutOf(store).stages.length === 1) {
    const rows = await tx.select().from(matches).where(eq(matches.tournamentId, tournament.id));
    if (rows.length > 0 && rows.every((r) => r.status === 'finished')) {
      const { userOf, participantOf, seedOf } = rosterLookups(await loadRoster(tx, tournament.id));
      const tables = groupTables(
        layoutOf(store),
        new Map(rows.map((r) => [r.bracketMatchId, r])),
        userOf,
        seedOf,
        tournament.tiebreaks,
      );
      await createKnockoutStage(manager, tournament, tables, participantOf);
    }
  }
  if (tournament.format === 'swiss') {
    const rows = await tx.select().from(matches).where(eq(matches.tournamentId, tournament.id));
    if (rows.every((r) => r.status === 'finished')) {
      await advanceSwiss(tx, tournament, store, manager, rows);
    }
  }
  await store.flush();
  const { unfinished } = await syncMatchRows(tx, tournament, store, at);
  const stages = layoutOf(store).stages.length;
  const swissStages = (tournament.swissRounds ?? 0) + (tournament.swissCut === null ? 0 : 1);
  const complete =
    unfinished === 0 &&
    (tournament.format !== 'groups_knockout' || stages >= 2) &&
    (tournament.format !== 'swiss' || stages >= swissStages);
  if (complete) {
    await finishTournament(tx, tournament, store, manager, at);
    return;
  }
  if (tournament.status === 'finished') await reopenTournament(tx, tournament.id, at);
  // The freed table (and any the new pairings can use) calls the next match.
  await fillTables(tx, tournament, at);
}
