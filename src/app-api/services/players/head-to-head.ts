// Two players side by side: their finished meetings in each game family, the last of them, and
// what the handicap formula (race-to.ts) makes of a pool match between them today. Public, like
// the profiles it compares: only public columns are selected.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { GAME_FAMILIES, gameFamily, isRatedResult } from '../../../shared/domain';
import { MESSAGES } from '../../../shared/messages';
import type { HeadToHead, HeadToHeadRecord } from '../../../shared/schemas/head-to-head';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import { matches, ratingChanges, tournaments } from '../../db/schema';
import { AppApiError } from '../../errors';
import { loadMatches } from '../matches';
import { mapRaceTo, rackWinProbability, raceWinProbability } from '../race-to';
import { findPlayer } from './player-history';
import { toPlayerSummary } from './player-summary';

/** How many of the last meetings the page lists. */
const MEETINGS_SHOWN = 10;

export async function headToHeadOf(
  db: Db,
  ids: { id: number; opponent: number },
  raceTo: number,
  viewer: User | null,
): Promise<HeadToHead> {
  if (ids.id === ids.opponent) throw AppApiError.field('opponent', MESSAGES.sameOpponent);
  const [player, opponent] = await Promise.all([
    findPlayer(db, ids.id),
    findPlayer(db, ids.opponent),
  ]);
  const between = and(
    eq(matches.status, 'finished'),
    or(
      and(eq(matches.player1Id, player.id), eq(matches.player2Id, opponent.id)),
      and(eq(matches.player1Id, opponent.id), eq(matches.player2Id, player.id)),
    ),
  );
  const [rows, meetings, caromRated] = await Promise.all([
    db
      .select({
        game: tournaments.game,
        player1Id: matches.player1Id,
        winnerId: matches.winnerId,
        score1: matches.score1,
        score2: matches.score2,
        resultType: matches.resultType,
      })
      .from(matches)
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .where(between),
    loadMatches(
      db,
      {
        where: between,
        orderBy: [sql`${matches.finishedAt} desc nulls last`, desc(matches.id)],
        page: { page: 1, perPage: MEETINGS_SHOWN },
      },
      viewer,
    ),
    // Who has a carom rating worth showing: a rated carom match in the ledger.
    db
      .selectDistinct({ userId: ratingChanges.userId })
      .from(ratingChanges)
      .where(
        and(
          eq(ratingChanges.family, 'carom'),
          inArray(ratingChanges.userId, [player.id, opponent.id]),
        ),
      ),
  ]);
  const caromRatedIds = new Set(caromRated.map((row) => row.userId));

  const records = GAME_FAMILIES.map((family): HeadToHeadRecord => {
    const record: HeadToHeadRecord = { family, matches: 0, wins: [0, 0], draws: 0, scored: [0, 0] };
    for (const row of rows.filter((r) => gameFamily(r.game) === family)) {
      record.matches++;
      if (row.winnerId === player.id) record.wins[0]++;
      else if (row.winnerId === opponent.id) record.wins[1]++;
      else if (row.resultType === 'played') record.draws++;
      // A walkover's score is the race, not racks played.
      if (!isRatedResult(row.resultType)) continue;
      const playerFirst = row.player1Id === player.id;
      record.scored[0] += playerFirst ? row.score1 : row.score2;
      record.scored[1] += playerFirst ? row.score2 : row.score1;
    }
    return record;
  });

  const fair = mapRaceTo({ ratingA: player.rating, ratingB: opponent.rating, raceTo });
  const summary = (row: typeof player) => ({
    ...toPlayerSummary(row),
    caromRating: caromRatedIds.has(row.id) ? row.caromRating : null,
  });
  return {
    player: summary(player),
    opponent: summary(opponent),
    records,
    pool: {
      raceTo,
      evenRaceWinProbability: raceWinProbability(
        rackWinProbability(player.rating, opponent.rating),
        raceTo,
        raceTo,
      ),
      fairRace: [fair.raceA, fair.raceB],
      fairRaceWinProbability: fair.winProbabilityA,
    },
    meetings,
  };
}
