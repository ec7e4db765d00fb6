// Stage creation: the tournament's first stage for each format, on brackets-manager.
import type { BracketsManager } from 'brackets-manager';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tournamentPlayers, type TournamentRow } from '../../db/schema';
import { STAGE_NAMES } from './layout';
import { chunks, openBracket, type BracketStore } from './store';
import { createSwissStage, firstSwissRound } from './swiss';

/** Seeds padded with BYEs to the next power of two (brackets-manager's elimination sizes). */
function padWithByes(ids: number[]): (number | null)[] {
  let size = 2;
  while (size < ids.length) size *= 2;
  return [...ids, ...Array.from({ length: size - ids.length }, () => null)];
}

/**
 * An elimination stage from a seed list (best first). Padding with BYEs at the end and the
 * standard `inner_outer` order (1 v 16, 8 v 9, …) gives the byes to the top seeds and never
 * pairs two BYEs, since the field is more than half the bracket.
 */
export async function createEliminationStage(
  manager: BracketsManager,
  tournament: TournamentRow,
  name: string,
  type: 'single_elimination' | 'double_elimination',
  participantIds: number[],
): Promise<void> {
  await manager.create.stage({
    tournamentId: tournament.id,
    name,
    type,
    seedingIds: padWithByes(participantIds),
    settings: {
      seedOrdering: ['inner_outer'],
      // Both semi-finals always have two players here, so a third-place match is real from 4 up.
      consolationFinal:
        type === 'single_elimination' && tournament.thirdPlaceMatch && participantIds.length >= 4,
      grandFinal: type === 'double_elimination' ? 'double' : undefined,
    },
  });
}

export interface SeededPlayer {
  userId: number;
  name: string;
}

/** Registers the seeded players as participants and creates the tournament's first stage. */
export async function createTournamentBracket(
  db: Db,
  tournament: TournamentRow,
  seeded: SeededPlayer[],
): Promise<BracketStore> {
  const { store, manager } = await openBracket(db, tournament.id);
  await store.delete('participant');
  for (const table of ['stage', 'group', 'round', 'match', 'match_game'] as const) {
    await store.delete(table);
  }
  const participantIds: number[] = [];
  for (const player of seeded) {
    const id = await store.insert('participant', {
      tournament_id: tournament.id,
      name: player.name,
    });
    participantIds.push(Number(id));
  }
  for (const chunk of chunks([...seeded.entries()], 500)) {
    const values = sql.join(
      chunk.map(
        ([index, p]) => sql`(${p.userId}::int, ${index + 1}::int, ${participantIds[index]}::int)`,
      ),
      sql`, `,
    );
    await db.execute(
      sql`update ${tournamentPlayers} set seed = v.seed, participant_id = v.participant_id
          from (values ${values}) as v(user_id, seed, participant_id)
          where ${tournamentPlayers.tournamentId} = ${tournament.id} and ${tournamentPlayers.userId} = v.user_id`,
    );
  }

  switch (tournament.format) {
    case 'single_elimination':
      await createEliminationStage(
        manager,
        tournament,
        STAGE_NAMES.singleElimination,
        'single_elimination',
        participantIds,
      );
      break;
    case 'double_elimination':
      // Two players have no losers' side: their bracket is a single final.
      await createEliminationStage(
        manager,
        tournament,
        STAGE_NAMES.doubleElimination,
        participantIds.length > 2 ? 'double_elimination' : 'single_elimination',
        participantIds,
      );
      break;
    case 'round_robin':
      await manager.create.stage({
        tournamentId: tournament.id,
        name: STAGE_NAMES.roundRobin,
        type: 'round_robin',
        seedingIds: participantIds,
        settings: { groupCount: 1 },
      });
      break;
    case 'groups_knockout':
      await manager.create.stage({
        tournamentId: tournament.id,
        name: STAGE_NAMES.groups,
        type: 'round_robin',
        seedingIds: participantIds,
        // Snake distribution: seeds 1..g head the groups, g+1..2g go back the other way, …
        settings: {
          groupCount: tournament.groupCount ?? 2,
          seedOrdering: ['groups.seed_optimized'],
        },
      });
      break;
    case 'swiss':
      await createSwissStage(
        manager,
        tournament,
        1,
        firstSwissRound(
          participantIds.map((participantId, i) => ({
            participantId,
            points: 0,
            seed: i + 1,
            met: new Set(),
            hadBye: false,
          })),
        ),
      );
      break;
  }
  await store.flush();
  return store;
}
