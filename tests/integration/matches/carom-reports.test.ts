// A carom match its players score themselves: the scorer's confirmed protocol is their report,
// which the opponent confirms, or a different protocol of the opponent's makes a dispute the
// organiser decides.
import { describe, expect, it } from 'vitest';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import type { CaromProtocol } from '../../../src/shared/schemas/matches';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createUsers,
  matchRows,
  registerDirectly,
  tournamentInput,
  tournamentWorld,
} from '../../support/tournament-world';

describe.each(databaseTargets())('carom reports on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments, matches } = world;

  /** A two-player carom knockout on one table where the players score, its match under way. */
  async function selfScored() {
    const players = await createUsers(world.db, 2);
    const t = await tournaments().create(
      world.organizer,
      tournamentInput({
        game: 'three-cushion',
        format: 'single_elimination',
        maxPlayers: 2,
        raceTo: { early: 10, quarterFinal: 10, semiFinal: 10, final: 10 },
        caromTiebreak: 'penalty_shots',
      }),
    );
    await registerDirectly(world.db, t.id, players);
    await tournaments().board.configure(world.organizer, t.id, {
      tables: ['Bàn 1'],
      restMinutes: 0,
      playersScore: true,
    });
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const [row] = await matchRows(world.db, t.id);
    if (!row) throw new Error('no match');
    const first = players.find((p) => p.id === row.player1Id) as User;
    const second = players.find((p) => p.id === row.player2Id) as User;
    await matches().start(first, row.id);
    return { row, first, second };
  }

  const won: CaromProtocol = {
    breaker: 1,
    runs: [10, 4],
    penaltyWinner: null,
    extensions: [0, 0],
    current: 0,
  };

  it('makes a player’s confirmed protocol their report, which the opponent confirms', async () => {
    const { row, first, second } = await selfScored();
    const reported = await matches().recordProtocol(first, row.id, {
      protocol: won,
      from: null,
      confirm: true,
    });
    expect(reported).toMatchObject({
      status: 'live',
      report: { by: first.id, score1: 10, score2: 4, disputed: false },
    });
    // The opponent confirms it or answers with another: no quiet change of it.
    const changed = await rejection(
      matches().recordProtocol(second, row.id, {
        protocol: { ...won, runs: [10, 5] },
        from: won,
        confirm: false,
      }),
    );
    expect(changed).toMatchObject({ status: 409, message: APP_API_MESSAGES.reportPending });
    const confirmed = await matches().recordProtocol(second, row.id, {
      protocol: won,
      from: won,
      confirm: true,
    });
    expect(confirmed).toMatchObject({ status: 'finished', winnerId: first.id, report: null });
  });

  it('turns the opponent’s other protocol into a dispute the organiser decides', async () => {
    const { row, first, second } = await selfScored();
    await matches().recordProtocol(first, row.id, { protocol: won, from: null, confirm: true });
    const theirs: CaromProtocol = { ...won, runs: [9, 10] };
    const disputed = await matches().recordProtocol(second, row.id, {
      protocol: theirs,
      from: won,
      confirm: true,
    });
    expect(disputed).toMatchObject({
      status: 'live',
      report: { by: first.id, disputed: true },
    });
    const decided = await matches().recordProtocol(world.organizer, row.id, {
      protocol: won,
      from: won,
      confirm: true,
    });
    expect(decided).toMatchObject({ status: 'finished', winnerId: first.id });
  });
});
