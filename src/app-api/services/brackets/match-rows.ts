// Our `matches` rows, in step with the bracket: who plays, at which races, and the results we
// report back to brackets-manager.
import type { BracketsManager } from 'brackets-manager';
import type { Id } from 'brackets-model';
import { eq, sql } from 'drizzle-orm';
import { handicapTargets } from '../../../shared/carom';
import { isCaromGame } from '../../../shared/domain';
import type { Config, RankCode } from '../../../shared/schemas/config';
import type { RoundKey } from '../../../shared/schemas/tournaments';
import type { Db } from '../../db/client';
import {
  matches,
  tournamentPlayers,
  users,
  type MatchRow,
  type TournamentRow,
} from '../../db/schema';
import { createConfigService } from '../config';
import { mapRaceToByRank } from '../race-to';
import { layoutOf } from './layout';
import { chunks, type BracketStore } from './store';

export interface RosterEntry {
  userId: number;
  participantId: number | null;
  seed: number | null;
  rank: RankCode;
}

export async function loadRoster(db: Db, tournamentId: number): Promise<RosterEntry[]> {
  return db
    .select({
      userId: tournamentPlayers.userId,
      participantId: tournamentPlayers.participantId,
      seed: tournamentPlayers.seed,
      rank: users.rank,
    })
    .from(tournamentPlayers)
    .innerJoin(users, eq(users.id, tournamentPlayers.userId))
    .where(eq(tournamentPlayers.tournamentId, tournamentId));
}

/**
 * The roster's players drawn into the bracket, by participant id and by user id, and their seeds
 * (an unseeded player last): the lookups that turn brackets-manager's participants into users.
 */
export function rosterLookups(roster: RosterEntry[]) {
  const userOf = new Map<number, number>();
  const participantOf = new Map<number, number>();
  for (const { userId, participantId } of roster) {
    if (participantId === null) continue;
    userOf.set(participantId, userId);
    participantOf.set(userId, participantId);
  }
  const seedOf = new Map(roster.map((r) => [r.userId, r.seed ?? Number.MAX_SAFE_INTEGER]));
  return { userOf, participantOf, seedOf };
}

/**
 * Both players' races for a round: the round's race-to, or the handicap races from ranks (for
 * carom, the point targets from the rank shares).
 */
export function racesFor(
  tournament: Pick<TournamentRow, 'raceTo' | 'handicap' | 'game'>,
  key: RoundKey,
  ranks: [RankCode, RankCode] | null,
  config: Config | null,
): [number, number] {
  const raceTo = tournament.raceTo[key];
  if (!tournament.handicap || !ranks || !config) return [raceTo, raceTo];
  if (isCaromGame(tournament.game)) {
    return handicapTargets(config.caromShares, raceTo, ranks[0], ranks[1]);
  }
  const result = mapRaceToByRank(config, { rankA: ranks[0], rankB: ranks[1], raceTo });
  return [result.raceA, result.raceB];
}

/**
 * Makes the `matches` rows agree with the bracket: a row for every playable match, its players
 * and races set as soon as they are known ('waiting' → 'scheduled'); rows whose pairing changed
 * (a corrected result) get the new players; rows no longer needed (an unplayed reset match)
 * go. Live and finished rows are never touched here.
 */
export async function syncMatchRows(
  db: Db,
  tournament: TournamentRow,
  store: BracketStore,
  at: Date,
): Promise<{ unfinished: number }> {
  const layout = layoutOf(store);
  const roster = await loadRoster(db, tournament.id);
  const userOfParticipant = new Map(
    roster.filter((r) => r.participantId !== null).map((r) => [r.participantId as number, r]),
  );
  const existing = await db.select().from(matches).where(eq(matches.tournamentId, tournament.id));
  const rowByBracketId = new Map(existing.map((row) => [row.bracketMatchId, row]));
  const config = tournament.handicap ? await createConfigService(db).getConfig() : null;

  const inserts: NewMatch[] = [];
  let number = 0;
  let unfinished = 0;
  for (const placed of layout.matches) {
    if (placed.bye) {
      const stale = rowByBracketId.get(Number(placed.record.id));
      if (stale && (stale.status === 'waiting' || stale.status === 'scheduled')) {
        await db.delete(matches).where(eq(matches.id, stale.id));
      }
      continue;
    }
    number += 1;
    const row = rowByBracketId.get(Number(placed.record.id));
    if (!placed.playable) {
      if (row && (row.status === 'waiting' || row.status === 'scheduled')) {
        await db.delete(matches).where(eq(matches.id, row.id));
      }
      continue;
    }
    const p1 = participantEntry(placed.record.opponent1?.id, userOfParticipant);
    const p2 = participantEntry(placed.record.opponent2?.id, userOfParticipant);
    const [race1, race2] = racesFor(
      tournament,
      placed.roundKey,
      p1 && p2 ? [p1.rank, p2.rank] : null,
      config,
    );
    const wanted = {
      player1Id: p1?.userId ?? null,
      player2Id: p2?.userId ?? null,
      race1,
      race2,
      status: (p1 && p2 ? 'scheduled' : 'waiting') as MatchRow['status'],
    };
    if (!row) {
      inserts.push({
        tournamentId: tournament.id,
        bracketMatchId: Number(placed.record.id),
        roundLabel: placed.label,
        roundKey: placed.roundKey,
        number,
        roundOrder: placed.stage.number * 100 + placed.round.number,
        drawAllowed: tournament.caromDraws && placed.stage.type === 'round_robin',
        readyAt: wanted.status === 'scheduled' ? at : null,
        ...wanted,
      });
      continue;
    }
    if (row.status !== 'finished') unfinished += 1;
    if (row.status === 'live' || row.status === 'finished') continue;
    const repaired = row.player1Id !== wanted.player1Id || row.player2Id !== wanted.player2Id;
    if (
      repaired ||
      row.race1 !== wanted.race1 ||
      row.race2 !== wanted.race2 ||
      row.status !== wanted.status ||
      row.number !== number
    ) {
      // Newly known players start waiting now. A pairing replaced by a corrected result waits
      // afresh, and the table called for the old pairing goes back to the board.
      const replaced = row.player1Id !== null && row.player2Id !== null;
      const board = repaired
        ? {
            readyAt: wanted.status === 'scheduled' ? at : null,
            ...(replaced ? { tableLabel: null, calledAt: null } : {}),
          }
        : {};
      await db
        .update(matches)
        .set({ ...wanted, ...board, number, score1: 0, score2: 0, winnerId: null })
        .where(eq(matches.id, row.id));
    }
  }
  for (const chunk of chunks(inserts, 2000)) await insertMatchRows(db, chunk);
  return { unfinished: unfinished + inserts.length };
}

type NewMatch = Pick<
  typeof matches.$inferInsert,
  | 'tournamentId'
  | 'bracketMatchId'
  | 'roundLabel'
  | 'roundKey'
  | 'number'
  | 'player1Id'
  | 'player2Id'
  | 'race1'
  | 'race2'
  | 'status'
  | 'roundOrder'
  | 'readyAt'
  | 'drawAllowed'
>;

// One JSON parameter instead of a dozen bound values per row: a 256-player bracket has 500.
async function insertMatchRows(db: Db, rows: NewMatch[]): Promise<void> {
  const payload = JSON.stringify(
    rows.map((r) => ({
      tournament_id: r.tournamentId,
      bracket_match_id: r.bracketMatchId,
      round_label: r.roundLabel,
      round_key: r.roundKey,
      number: r.number,
      player1_id: r.player1Id ?? null,
      player2_id: r.player2Id ?? null,
      race1: r.race1,
      race2: r.race2,
      status: r.status,
      round_order: r.roundOrder ?? 0,
      ready_at: r.readyAt?.toISOString() ?? null,
      draw_allowed: r.drawAllowed ?? false,
    })),
  );
  await db.execute(
    sql`insert into ${matches} (tournament_id, bracket_match_id, round_label, round_key, number,
          player1_id, player2_id, race1, race2, status, round_order, ready_at, draw_allowed)
        select tournament_id, bracket_match_id, round_label, round_key, number,
          player1_id, player2_id, race1, race2, status, round_order, ready_at, draw_allowed
        from jsonb_to_recordset(${payload}::jsonb) as x(tournament_id int, bracket_match_id int,
          round_label text, round_key text, number int, player1_id int, player2_id int,
          race1 int, race2 int, status text, round_order int, ready_at timestamptz,
          draw_allowed boolean)`,
  );
}

function participantEntry(
  id: Id | null | undefined,
  userOfParticipant: Map<number, RosterEntry>,
): RosterEntry | undefined {
  return id === null || id === undefined ? undefined : userOfParticipant.get(Number(id));
}

/** Tells brackets-manager a finished match's result (the winner advances). */
export async function reportResult(
  manager: BracketsManager,
  bracketMatchId: number,
  score1: number,
  score2: number,
  winner: 1 | 2 | 'draw' | 'neither',
): Promise<void> {
  if (winner === 'neither') {
    // A double walkover is brackets-manager's double forfeit: nobody advances, and the next
    // match's opponent goes through on a bye.
    await manager.update.match({
      id: bracketMatchId,
      opponent1: { forfeit: true },
      opponent2: { forfeit: true },
    });
    return;
  }
  // brackets-manager takes a draw in round-robin stages only: where matches.draw_allowed is set.
  const resultOf = (side: 1 | 2) => (winner === 'draw' ? 'draw' : winner === side ? 'win' : 'loss');
  await manager.update.match({
    id: bracketMatchId,
    opponent1: { score: score1, result: resultOf(1) },
    opponent2: { score: score2, result: resultOf(2) },
  });
}
