// The table board of a running tournament: tables chosen by the organiser, matches called to
// freed tables automatically inside the result's transaction, holds, pins and swaps, and a
// corrected result that gives its table back; on the clock the test moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/app-api/db/client';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { createMatchService } from '../../../src/app-api/services/matches';
import { createTournamentService } from '../../../src/app-api/services/tournaments';
import type { Board } from '../../../src/shared/schemas/board';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createOrganizer,
  createUsers,
  registerDirectly,
  tournamentInput,
} from '../../support/tournament-world';

const MINUTE = 60_000;

describe.each(databaseTargets())('the table board on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  let organizer: User;
  let clock = Date.parse('2026-11-28T08:00:00Z');
  const now = () => new Date(clock);
  const tournaments = () => createTournamentService(database.db, { now });
  const matches = () => createMatchService(database.db, { now });

  beforeAll(async () => {
    ({ database, close } = await target.open());
    organizer = await createOrganizer(database.db);
  });
  afterAll(async () => close?.());

  /** An 8-player knockout on `tables`, started: the board calls its first matches. */
  async function runningOn(tables: string[], restMinutes = 5) {
    const players = await createUsers(database.db, 8);
    const t = await tournaments().create(organizer, tournamentInput({ maxPlayers: 8 }));
    await registerDirectly(database.db, t.id, players);
    const before = await tournaments().board.configure(organizer, t.id, { tables, restMinutes });
    expect(before.tables.map((table) => table.state)).toEqual(tables.map(() => 'free'));
    await tournaments().start(organizer, t.id, { seeding: 'rating' });
    return { t, players };
  }

  const board = (id: number) => tournaments().board.get(id, null);
  const onTable = (b: Board, label: string) => b.tables.find((t) => t.label === label)?.match;

  /** The match on `label` is played and won by its first player, `minutes` after it started. */
  async function play(b: Board, label: string, minutes = 30) {
    const match = onTable(b, label);
    if (!match) throw new Error(`nothing on ${label}`);
    await matches().start(organizer, match.id);
    clock += minutes * MINUTE;
    await matches().recordResult(organizer, match.id, { score1: match.race1, score2: 0 });
    return match;
  }

  it('gives a table whose match ends in a walkover to the next match at once', async () => {
    const { t } = await runningOn(['Bàn 1', 'Bàn 2']);
    const first = await board(t.id);
    const called = onTable(first, 'Bàn 1');
    const next = first.queue[0]?.match.id;
    if (!called || next === undefined) throw new Error('the board called no match');

    // A player never came to Bàn 1: the organiser gives the match to the other.
    clock += 10 * MINUTE;
    await matches().award(organizer, called.id, { resultType: 'walkover', winner: 2 });

    const after = await board(t.id);
    expect(onTable(after, 'Bàn 1')).toMatchObject({ id: next, tableLabel: 'Bàn 1' });
    // A match never begun says nothing of how long a match takes.
    expect(after.matchMinutes).toBe(25);
  });

  it('calls the first matches at the start, and the next one as soon as a table is freed', async () => {
    const { t } = await runningOn(['Bàn 1', 'Bàn 2']);
    const first = await board(t.id);
    expect(first.tables.map((table) => table.state)).toEqual(['called', 'called']);
    expect(first.queue).toHaveLength(2);
    // No match was timed yet: the default length (25 min) spaces the estimates.
    expect(first.matchMinutes).toBe(25);
    expect(first.queue.map((q) => q.estimatedStartAt)).toEqual([
      new Date(clock + 25 * MINUTE).toISOString(),
      new Date(clock + 25 * MINUTE).toISOString(),
    ]);
    const waiting = first.queue[0]?.match.id;

    await matches().start(organizer, onTable(first, 'Bàn 2')?.id ?? 0);
    const playing = await board(t.id);
    expect(playing.tables.map((table) => table.state)).toEqual(['called', 'playing']);

    await play(playing, 'Bàn 1', 40);
    const after = await board(t.id);
    expect(onTable(after, 'Bàn 1')).toMatchObject({ id: waiting, tableLabel: 'Bàn 1' });
    expect(after.tables[0]?.state).toBe('called');
    // One timed match now sets the expected length.
    expect(after.matchMinutes).toBe(40);
  });

  it('puts a player who just finished behind rested ones, and calls no player twice', async () => {
    const { t } = await runningOn(['Bàn 1', 'Bàn 2', 'Bàn 3']);
    const first = await board(t.id);
    await play(first, 'Bàn 1');
    const second = await board(t.id);
    // Bàn 1 called the last first-round match; the semi-final waits for its second player.
    expect(second.queue).toEqual([]);
    await play(second, 'Bàn 2');
    const third = await board(t.id);
    // The first semi-final is ready, its players resting, and nothing else waits: it is called.
    const semi = onTable(third, 'Bàn 2');
    expect(semi?.roundLabel).toContain('Bán kết');
    const players = [semi?.player1?.id, semi?.player2?.id];
    for (const table of third.tables.filter((x) => x.label !== 'Bàn 2')) {
      expect(players).not.toContain(table.match?.player1?.id);
      expect(players).not.toContain(table.match?.player2?.id);
    }
  });

  it('holds, pins and swaps at the organiser’s word, and refuses anyone else', async () => {
    const { t } = await runningOn(['Bàn 1', 'Bàn 2']);
    const [stranger] = await createUsers(database.db, 1, { permissions: ['tournament.update'] });
    const first = await board(t.id);
    const [a, b] = first.queue.map((q) => q.match.id) as [number, number];

    const refused = await rejection(
      tournaments().board.changeQueue(stranger as User, a, { held: true }),
    );
    expect(refused.status).toBe(403);

    const held = await tournaments().board.changeQueue(organizer, a, { held: true });
    expect(held.held.map((m) => m.id)).toEqual([a]);
    expect(held.queue.map((q) => q.match.id)).toEqual([b]);

    const pinned = await tournaments().board.changeQueue(organizer, b, { pinnedTable: 'Bàn 2' });
    expect(pinned.queue[0]).toMatchObject({ pinnedTable: 'Bàn 2' });
    const unknown = await rejection(
      tournaments().board.changeQueue(organizer, b, { pinnedTable: 'Bàn 9' }),
    );
    expect(unknown.status).toBe(422);

    // Bàn 1 frees: the pinned match waits for Bàn 2, the held one is not called.
    await play(pinned, 'Bàn 1');
    const waitingForTwo = await board(t.id);
    expect(waitingForTwo.tables[0]?.state).toBe('free');
    expect(waitingForTwo.queue.map((q) => q.match.id)).toEqual([b]);

    // Released, the held match takes the free table at once.
    const released = await tournaments().board.changeQueue(organizer, a, { held: false });
    expect(onTable(released, 'Bàn 1')?.id).toBe(a);

    // Swap the queued pinned match onto Bàn 1: the called one goes back to the queue.
    const swapped = await tournaments().board.swap(organizer, t.id, [b, a]);
    expect(onTable(swapped, 'Bàn 1')?.id).toBe(b);
    expect(swapped.queue.map((q) => q.match.id)).toEqual([a]);
  });

  it('gives back the table of a pairing that a corrected result replaced', async () => {
    const { t } = await runningOn(['Bàn 1', 'Bàn 2', 'Bàn 3', 'Bàn 4'], 0);
    const first = await board(t.id);
    const one = await play(first, 'Bàn 1');
    await play(first, 'Bàn 2');
    const semi = (await board(t.id)).tables.find((x) => x.match?.roundLabel.includes('Bán kết'));
    expect(semi?.match?.player1?.id).toBe(one.player1?.id);

    await matches().correct(organizer, one.id, { score1: 0, score2: one.race2 });
    const after = await board(t.id);
    // The semi-final was called for the old winner; with no rest to wait for, the board calls it
    // again at once, with the corrected winner, and no table holds the old pairing.
    const replayed = after.tables.find((x) => x.match?.id === semi?.match?.id);
    expect(replayed?.state).toBe('called');
    expect(replayed?.match?.player1?.id).toBe(one.player2?.id);
    const onTables = after.tables.flatMap((x) => [x.match?.player1?.id, x.match?.player2?.id]);
    expect(onTables).not.toContain(one.player1?.id);
  });

  it('refuses to assign a match onto a board table another match holds, and keeps both as they were', async () => {
    const { t } = await runningOn(['Bàn 1', 'Bàn 2']);
    const first = await board(t.id);
    const called = onTable(first, 'Bàn 1');
    const queued = first.queue[0]?.match;
    if (!called || !queued) throw new Error('a called match and a queued one');
    const refused = await rejection(
      matches().assign(organizer, queued.id, { tableLabel: 'Bàn 1' }),
    );
    expect([refused.status, refused.message]).toEqual([
      409,
      `Bàn 1 đang có Trận ${called.number}: hãy đổi chỗ hai trận, hoặc gỡ trận đó khỏi bàn trước`,
    ]);
    const after = await board(t.id);
    expect(onTable(after, 'Bàn 1')?.id).toBe(called.id);
    expect(after.queue.map((q) => q.match.id)).toEqual(first.queue.map((q) => q.match.id));
    // A table off the board is a plan for later: it may be named twice.
    const planned = await matches().assign(organizer, queued.id, { tableLabel: 'Bàn 7' });
    expect(planned.tableLabel).toBe('Bàn 7');
  });

  it('keeps the board to running tournaments and to tables the organiser chose', async () => {
    const t = await tournaments().create(organizer, tournamentInput());
    const empty = await board(t.id);
    expect(empty).toMatchObject({ tables: [], queue: [], held: [], venueTables: null });
    const duplicate = await rejection(tournaments().board.swap(organizer, t.id, [1, 2]));
    expect(duplicate.status).toBe(409);
    expect(duplicate.message).toBe(APP_API_MESSAGES.tournamentNotOngoing);
  });
});
