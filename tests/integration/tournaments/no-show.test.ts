// The no-show clock (issue 40): a match the board calls to a table carries its call, the deadline
// the organiser's minutes give it, and who said they are at the table. A player says it for
// themself only, a manager for either; a match called again needs a new word. Where the organiser
// turned it on, a clock run out with one player there gives the walkover by itself; else nothing
// is decided without a manager.
import { describe, expect, it } from 'vitest';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { eq } from 'drizzle-orm';
import { notifications } from '../../../src/app-api/db/schema';
import { awardNoShows, remindNoShows } from '../../../src/app-api/services/tournaments/no-show';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createUsers,
  matchRows,
  registerDirectly,
  several,
  tournamentInput,
  tournamentWorld,
} from '../../support/tournament-world';

const MINUTE = 60_000;

describe.each(databaseTargets())('the no-show clock on $label', (target) => {
  let clock = Date.parse('2026-11-29T08:00:00Z');
  const now = () => new Date(clock);
  const world = tournamentWorld(target, { now });
  const { tournaments, matches } = world;

  /** A two-player final called to "Bàn 1" with a 7-minute clock: the match and its players. */
  async function called({ autoWalkover = false } = {}) {
    const players = await createUsers(world.db, 2);
    const t = await tournaments().create(world.organizer, tournamentInput({ maxPlayers: 2 }));
    await registerDirectly(world.db, t.id, players);
    await tournaments().board.configure(world.organizer, t.id, {
      tables: ['Bàn 1'],
      restMinutes: 0,
      noShowMinutes: 7,
      autoWalkover,
    });
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
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
    const [stranger] = await createUsers(world.db, 1);
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

    const both = await matches().confirmPresence(world.organizer, match.id, 2);
    expect(both.call).toMatchObject({ present1: true, present2: true });
  });

  it('refuses a word for a match not on a table, and forgets it when the match is called again', async () => {
    const { match, players } = await called();
    await matches().confirmPresence(players[0], match.id);

    // The organiser takes it off the table (the board would call it again at once, so it is held).
    await tournaments().board.changeQueue(world.organizer, match.id, { held: true });
    const off = await rejection(matches().confirmPresence(players[1], match.id));
    expect([off.status, off.message]).toEqual([409, APP_API_MESSAGES.matchNotCalled]);

    clock += MINUTE;
    await tournaments().board.changeQueue(world.organizer, match.id, { held: false });
    const again = await matches().get(match.id, null);
    expect(again.call).toMatchObject({ at: now().toISOString(), present1: false, present2: false });
  });

  it('reminds the players not at the table at half time and at the end, once each', async () => {
    const { match, players } = await called();
    const [first, second] = players;
    const remindersOf = async (user: User) =>
      (await world.db.select().from(notifications).where(eq(notifications.userId, user.id)))
        .filter((n) => n.kind !== 'up')
        .map((n) => n.kind);
    const sweep = () => remindNoShows(world.db, now());

    clock += 3 * MINUTE;
    await sweep();
    expect(await remindersOf(first)).toEqual([]);

    // Half of the 7 minutes gone, nobody there yet: both are told.
    clock += MINUTE;
    await sweep();
    await sweep();
    expect(await remindersOf(first)).toEqual(['no_show_half']);
    expect(await remindersOf(second)).toEqual(['no_show_half']);

    // Player 1 comes; at the end, only player 2 is told, once however many sweeps.
    await matches().confirmPresence(first, match.id);
    clock += 3 * MINUTE;
    await sweep();
    await sweep();
    expect(await remindersOf(first)).toEqual(['no_show_half']);
    expect(await remindersOf(second)).toEqual(['no_show_half', 'no_show_end']);
  });

  it('starts the clock at the scheduled time of a table given ahead, and stays quiet when late', async () => {
    const players = await createUsers(world.db, 2);
    const t = await tournaments().create(world.organizer, tournamentInput({ maxPlayers: 2 }));
    await registerDirectly(world.db, t.id, players);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const [row] = await matchRows(world.db, t.id);
    if (!row) throw new Error('no match');
    const at = new Date(clock + 30 * MINUTE).toISOString();
    const assigned = await matches().assign(world.organizer, row.id, {
      tableLabel: 'Bàn 9',
      scheduledAt: at,
    });

    expect(assigned.call).toMatchObject({
      at,
      deadline: new Date(clock + 40 * MINUTE).toISOString(),
    });
    clock += 20 * MINUTE;
    expect(await remindNoShows(world.db, now())).toBe(0);
    // A sweep that comes long after the deadline (a restart) sends nothing stale.
    clock += 60 * MINUTE;
    expect(await remindNoShows(world.db, now())).toBe(0);
  });

  it('ends with the match: a started match has no clock', async () => {
    const { match, players } = await called();
    await matches().start(world.organizer, match.id);

    expect((await matches().get(match.id, null)).call).toBeNull();
    expect((await rejection(matches().confirmPresence(players[0], match.id))).status).toBe(409);
  });

  it('gives the walkover by itself where the organiser turned it on, to the player who came, once', async () => {
    const { t, board, match, players } = await called({ autoWalkover: true });
    expect(board.autoWalkover).toBe(true);
    await matches().confirmPresence(players[0], match.id);

    clock += 6 * MINUTE;
    expect(await awardNoShows(world.db, now())).toEqual([]);
    clock += MINUTE;
    const [first, second] = await Promise.all([
      awardNoShows(world.db, now()),
      awardNoShows(world.db, now()),
    ]);

    expect([...first, ...second]).toEqual([{ matchId: match.id, tournamentId: t.id }]);
    const decided = await matches().get(match.id, null);
    expect(decided).toMatchObject({
      status: 'finished',
      resultType: 'walkover',
      winnerId: players[0].id,
    });
    // Its history says nobody decided it: the clock did.
    const [event] = await matches().history(match.id, null);
    expect(event).toMatchObject({ kind: 'result', actor: null, resultType: 'walkover' });
    expect((await tournaments().get(t.id, null)).status).toBe('finished');
  });

  it('decides nothing by itself when the organiser left it off, or when neither player came', async () => {
    const off = await called();
    await matches().confirmPresence(off.players[0], off.match.id);
    const neither = await called({ autoWalkover: true });

    clock += 8 * MINUTE;

    expect(await awardNoShows(world.db, now())).toEqual([]);
    for (const { match } of [off, neither]) {
      expect((await matches().get(match.id, null)).status).toBe('scheduled');
    }
  });
});
