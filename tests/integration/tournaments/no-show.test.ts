// The no-show clock (issue 40): a match the board calls to a table carries its call, the deadline
// the organiser's minutes give it, and who said they are at the table. A player says it for
// themself only, a manager for either; a match called again needs a new word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/app-api/db/client';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { createMatchService } from '../../../src/app-api/services/matches';
import { createTournamentService } from '../../../src/app-api/services/tournaments';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createOrganizer,
  createUsers,
  registerDirectly,
  several,
  tournamentInput,
} from '../../support/tournament-world';

const MINUTE = 60_000;

describe.each(databaseTargets())('the no-show clock on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  let organizer: User;
  let clock = Date.parse('2026-11-29T08:00:00Z');
  const now = () => new Date(clock);
  const tournaments = () => createTournamentService(database.db, { now });
  const matches = () => createMatchService(database.db, { now });

  beforeAll(async () => {
    ({ database, close } = await target.open());
    organizer = await createOrganizer(database.db);
  });
  afterAll(async () => close?.());

  /** A two-player final called to "Bàn 1" with a 7-minute clock: the match and its players. */
  async function called() {
    const players = await createUsers(database.db, 2);
    const t = await tournaments().create(organizer, tournamentInput({ maxPlayers: 2 }));
    await registerDirectly(database.db, t.id, players);
    await tournaments().board.configure(organizer, t.id, {
      tables: ['Bàn 1'],
      restMinutes: 0,
      noShowMinutes: 7,
    });
    await tournaments().start(organizer, t.id, { seeding: 'rating' });
    const board = await tournaments().board.get(t.id, null);
    const match = board.tables[0]?.match;
    if (!match) throw new Error('the board called no match');
    return { t, board, match, players: several(players, 2) };
  }

  it('gives a called match its deadline and nobody present yet', async () => {
    const { board, match } = await called();

    expect(board.noShowMinutes).toBe(7);
    expect(match.call).toEqual({
      at: now().toISOString(),
      deadline: new Date(clock + 7 * MINUTE).toISOString(),
      present1: false,
      present2: false,
    });
  });

  it('lets a player say they are there, for themself only, and a manager for either', async () => {
    const { match, players } = await called();
    const [first, second] = players;
    const [stranger] = await createUsers(database.db, 1);
    clock += 2 * MINUTE;

    const mine = await matches().confirmPresence(first, match.id);
    expect(mine.call).toMatchObject({ present1: true, present2: false });
    // Said again: nothing changes.
    expect((await matches().confirmPresence(first, match.id, 1)).call).toEqual(mine.call);

    expect((await rejection(matches().confirmPresence(first, match.id, 2))).status).toBe(403);
    expect((await rejection(matches().confirmPresence(stranger ?? first, match.id))).status).toBe(
      403,
    );
    expect((await matches().get(match.id, second)).call?.present2).toBe(false);

    const both = await matches().confirmPresence(organizer, match.id, 2);
    expect(both.call).toMatchObject({ present1: true, present2: true });
  });

  it('refuses a word for a match not on a table, and forgets it when the match is called again', async () => {
    const { match, players } = await called();
    await matches().confirmPresence(players[0], match.id);

    // The organiser takes it off the table (the board would call it again at once, so it is held).
    await tournaments().board.changeQueue(organizer, match.id, { held: true });
    const off = await rejection(matches().confirmPresence(players[1], match.id));
    expect([off.status, off.message]).toEqual([409, APP_API_MESSAGES.matchNotCalled]);

    clock += MINUTE;
    await tournaments().board.changeQueue(organizer, match.id, { held: false });
    const again = await matches().get(match.id, null);
    expect(again.call).toMatchObject({ at: now().toISOString(), present1: false, present2: false });
  });

  it('ends with the match: a started match has no clock', async () => {
    const { match, players } = await called();
    await matches().start(organizer, match.id);

    expect((await matches().get(match.id, null)).call).toBeNull();
    expect((await rejection(matches().confirmPresence(players[0], match.id))).status).toBe(409);
  });
});
