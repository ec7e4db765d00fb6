// Where the two players of a knockout match go next, for the manager who ends it unplayed: the
// confirmation of a walkover names the match the winner enters and who waits there.
import { and, eq, inArray } from 'drizzle-orm';
import type { FollowingMatch, Match } from '../../../shared/schemas/matches';
import type { Db } from '../../db/client';
import { matches } from '../../db/schema';
import { openBracket } from '../brackets/store';
import { loadPlayerSummaries } from '../players/player-summary';

/** The groups of a knockout stage, as brackets-manager numbers them. */
const UPPER = 1;
const LOWER_OR_THIRD_PLACE = 2;

/**
 * The winner's next match and, where the knockout gives the loser another (a double
 * elimination's lower bracket, a match for third place), the loser's. Null for a match of a
 * round robin or a Swiss round, whose table counts it instead, and for a grand final.
 */
export async function followingMatches(
  db: Db,
  match: Pick<Match, 'id' | 'tournament' | 'player1' | 'player2'>,
): Promise<Match['next']> {
  const [row] = await db
    .select({ bracketMatchId: matches.bracketMatchId })
    .from(matches)
    .where(eq(matches.id, match.id));
  if (!row) return null;
  const { store, manager } = await openBracket(db, match.tournament.id);
  const current = await store.select('match', row.bracketMatchId);
  const stage = current && (await store.select('stage', current.stage_id));
  if (!current || !stage || stage.type === 'round_robin') return null;
  const groupNumber = async (groupId: number | string) =>
    (await store.select('group', groupId))?.number ?? null;
  const from = await groupNumber(current.group_id);
  // A double elimination's third group is the grand final: what follows it is explained there.
  if (stage.type === 'double_elimination' && from === 3) return null;

  const next = await manager.find.nextMatches(row.bracketMatchId);
  let winner: number | null = null;
  let loser: number | null = null;
  for (const candidate of next) {
    const to = await groupNumber(candidate.group_id);
    if (from === UPPER && to === LOWER_OR_THIRD_PLACE) loser = Number(candidate.id);
    else winner = Number(candidate.id);
  }
  const wanted = [winner, loser].filter((id): id is number => id !== null);
  if (wanted.length === 0) return null;
  const rows = await db
    .select({
      id: matches.id,
      bracketMatchId: matches.bracketMatchId,
      roundLabel: matches.roundLabel,
      number: matches.number,
      player1Id: matches.player1Id,
      player2Id: matches.player2Id,
    })
    .from(matches)
    .where(
      and(eq(matches.tournamentId, match.tournament.id), inArray(matches.bracketMatchId, wanted)),
    );
  const ours = new Set([match.player1?.id, match.player2?.id]);
  const waiting = (r: (typeof rows)[number]) =>
    [r.player1Id, r.player2Id].find((id) => id !== null && !ours.has(id)) ?? null;
  const players = await loadPlayerSummaries(db, rows.map(waiting));
  const described = (bracketId: number | null): FollowingMatch | null => {
    const found = rows.find((r) => r.bracketMatchId === bracketId);
    if (!found) return null;
    const opponent = waiting(found);
    return {
      id: found.id,
      roundLabel: found.roundLabel,
      number: found.number,
      opponent: opponent === null ? null : (players.get(opponent) ?? null),
    };
  };
  return { winner: described(winner), loser: described(loser) };
}
