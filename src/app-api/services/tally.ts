// Win/loss and rack counts from finished matches: what group tables and standings rank by
// (in the order tiebreaks.ts gives).
import type { MatchRow } from '../db/schema';

export interface Tally {
  userId: number;
  played: number;
  won: number;
  lost: number;
  racksWon: number;
  racksLost: number;
}

export type TalliedMatch = Pick<
  MatchRow,
  'status' | 'player1Id' | 'player2Id' | 'score1' | 'score2' | 'winnerId'
>;

export function emptyTally(userId: number): Tally {
  return { userId, played: 0, won: 0, lost: 0, racksWon: 0, racksLost: 0 };
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
    const sides: [number, number, number][] = [
      [row.player1Id, row.score1, row.score2],
      [row.player2Id, row.score2, row.score1],
    ];
    for (const [userId, own, other] of sides) {
      const tally = of(userId);
      tally.played += 1;
      tally.racksWon += own;
      tally.racksLost += other;
      if (row.winnerId === userId) tally.won += 1;
      else tally.lost += 1;
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
