// Win/loss and rack counts from finished matches: what group tables and standings rank by
// (in the order tiebreaks.ts gives).
import { generalAverage, protocolFigures } from '../../../shared/carom';
import { outcomeFor } from '../../../shared/domain';
import type { MatchRow } from '../../db/schema';

/** A player's record; for carom, racks are points, and the protocols give the rest. */
export interface Tally {
  userId: number;
  played: number;
  won: number;
  /** Carom games level at the end where the match allowed a draw (a finished match, no winner). */
  drawn: number;
  lost: number;
  racksWon: number;
  racksLost: number;
  /** Carom: innings played, the best game's average and the longest run (0 for pool). */
  innings: number;
  bestGameAverage: number;
  highRun: number;
}

export type TalliedMatch = Pick<
  MatchRow,
  'status' | 'player1Id' | 'player2Id' | 'score1' | 'score2' | 'winnerId' | 'resultType'
> &
  Partial<Pick<MatchRow, 'carom'>>;

export function emptyTally(userId: number): Tally {
  return {
    userId,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    racksWon: 0,
    racksLost: 0,
    innings: 0,
    bestGameAverage: 0,
    highRun: 0,
  };
}

/** Tallies of every player of `userIds` (zeros for those without a finished match). */
export function tallyMatches(rows: Iterable<TalliedMatch>, userIds: Iterable<number> = []) {
  const tallies = new Map<number, Tally>();
  const of = (userId: number) => {
    let tally = tallies.get(userId);
    if (!tally) tallies.set(userId, (tally = emptyTally(userId)));
    return tally;
  };
  for (const id of userIds) of(id);
  for (const row of rows) {
    if (row.status !== 'finished' || row.player1Id === null || row.player2Id === null) continue;
    const figures = row.carom ? protocolFigures(row.carom) : null;
    // Carom counts points from the protocol: a match of sets is scored in sets.
    const [score1, score2] = figures?.points ?? [row.score1, row.score2];
    const sides: [number, number, number, 0 | 1][] = [
      [row.player1Id, score1, score2, 0],
      [row.player2Id, score2, score1, 1],
    ];
    for (const [userId, own, other, side] of sides) {
      const tally = of(userId);
      tally.played += 1;
      tally.racksWon += own;
      tally.racksLost += other;
      tally[outcomeFor(row, userId)] += 1;
      if (figures) {
        const innings = figures.innings[side];
        tally.innings += innings;
        tally.bestGameAverage = Math.max(tally.bestGameAverage, generalAverage(own, innings));
        tally.highRun = Math.max(tally.highRun, figures.highRun[side]);
      }
    }
  }
  return tallies;
}

/** A Swiss bye is a win without a match: it counts as played and won, with no racks. */
export function creditByes(tallies: Map<number, Tally>, byeUserIds: Iterable<number>): void {
  for (const userId of byeUserIds) {
    const tally = tallies.get(userId) ?? emptyTally(userId);
    tally.played += 1;
    tally.won += 1;
    tallies.set(userId, tally);
  }
}
