// A division's table from its finished team matches: match points (2 a win, 1 a draw), then games
// won, then the match points the level teams took off each other. Pure, so the rule is tested
// on its own; league-reads.ts feeds it the rows.
import { MATCH_POINTS } from '../../../shared/league-rules';
import type { LeagueStanding } from '../../../shared/schemas/leagues';

export interface PlayedMatch {
  homeTeamId: number;
  awayTeamId: number;
  homeGames: number;
  awayGames: number;
}

type Line = Omit<LeagueStanding, 'place' | 'team'> & { teamId: number };

const pointsOf = (own: number, other: number) =>
  own > other ? MATCH_POINTS.win : own === other ? MATCH_POINTS.draw : MATCH_POINTS.loss;

export function leagueTable(
  teams: readonly { id: number; name: string }[],
  played: readonly PlayedMatch[],
): LeagueStanding[] {
  const lines = new Map<number, Line>(
    teams.map((t) => [
      t.id,
      {
        teamId: t.id,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        matchPoints: 0,
        gamesWon: 0,
        gamesLost: 0,
      },
    ]),
  );
  const add = (teamId: number, own: number, other: number) => {
    const line = lines.get(teamId);
    if (!line) return;
    line.played += 1;
    line.won += own > other ? 1 : 0;
    line.drawn += own === other ? 1 : 0;
    line.lost += own < other ? 1 : 0;
    line.matchPoints += pointsOf(own, other);
    line.gamesWon += own;
    line.gamesLost += other;
  };
  for (const m of played) {
    add(m.homeTeamId, m.homeGames, m.awayGames);
    add(m.awayTeamId, m.awayGames, m.homeGames);
  }

  /** The match points `teamId` took off the teams in `among`. */
  const headToHead = (teamId: number, among: ReadonlySet<number>) =>
    played.reduce((sum, m) => {
      if (m.homeTeamId === teamId && among.has(m.awayTeamId))
        return sum + pointsOf(m.homeGames, m.awayGames);
      if (m.awayTeamId === teamId && among.has(m.homeTeamId))
        return sum + pointsOf(m.awayGames, m.homeGames);
      return sum;
    }, 0);

  const byTotals = (a: Line, b: Line) => b.matchPoints - a.matchPoints || b.gamesWon - a.gamesWon;
  const sorted = [...lines.values()].sort(byTotals);
  // Head-to-head decides within each group level on both totals.
  const ordered: Line[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && byTotals(sorted[i] as Line, sorted[j] as Line) === 0) j++;
    const group = sorted.slice(i, j);
    const among = new Set(group.map((l) => l.teamId));
    ordered.push(
      ...group.sort(
        (a, b) => headToHead(b.teamId, among) - headToHead(a.teamId, among) || a.teamId - b.teamId,
      ),
    );
    i = j;
  }
  const names = new Map(teams.map((t) => [t.id, t.name]));
  return ordered.map(({ teamId, ...line }, index) => ({
    place: index + 1,
    team: { id: teamId, name: names.get(teamId) ?? '' },
    ...line,
  }));
}
