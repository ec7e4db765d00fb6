// "You're up" and "you're next": the notices the table board writes with its calls, the kinds a
// player turned off, and delivery that tells and pushes each notice once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/app-api/db/client';
import { createMatchService } from '../../src/app-api/services/matches';
import { createNotificationService } from '../../src/app-api/services/notifications';
import type { PushMessage, PushSender, PushTarget } from '../../src/app-api/services/push';
import { createTournamentService } from '../../src/app-api/services/tournaments';
import type { User } from '../../src/shared/schemas/user';
import { databaseTargets } from '../support/databases';
import {
  createOrganizer,
  createUsers,
  registerDirectly,
  tournamentInput,
} from '../support/tournament-world';

/** A push service that records what it was asked to send; `gone` endpoints answer 410. */
function recordingPush(gone = new Set<string>()) {
  const sent: { target: PushTarget; message: PushMessage }[] = [];
  const push: PushSender = {
    publicKey: () => Promise.resolve('BPublicKeyForTests'),
    send: (target, message) => {
      sent.push({ target, message });
      return Promise.resolve(gone.has(target.endpoint) ? 'gone' : 'sent');
    },
  };
  return { push, sent };
}

describe.each(databaseTargets())('board notices on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  let organizer: User;
  const clock = Date.parse('2026-11-28T08:00:00Z');
  const now = () => new Date(clock);

  beforeAll(async () => {
    ({ database, close } = await target.open());
    organizer = await createOrganizer(database.db);
  });
  afterAll(async () => close?.());

  /** Four players, one table, started: one semi-final called, the other next. */
  async function started(players: User[]) {
    const tournaments = createTournamentService(database.db, { now });
    const t = await tournaments.create(organizer, tournamentInput({ maxPlayers: 4 }));
    await registerDirectly(database.db, t.id, players);
    await tournaments.board.configure(organizer, t.id, { tables: ['Bàn 1'], restMinutes: 5 });
    await tournaments.start(organizer, t.id, { seeding: 'rating' });
    return { t, board: await tournaments.board.get(t.id, null) };
  }

  it('tells the called players they are up and the next pair they are next, each once', async () => {
    const players = await createUsers(database.db, 4);
    const { push, sent } = recordingPush(new Set(['https://push.example/gone']));
    const told: number[] = [];
    const notices = createNotificationService(database.db, {
      push,
      now,
      onNotice: (userId) => told.push(userId),
    });
    const [first] = players as [User];
    await notices.subscribe(first, {
      endpoint: 'https://push.example/phone',
      keys: { p256dh: 'p', auth: 'a' },
    });
    await notices.subscribe(first, {
      endpoint: 'https://push.example/gone',
      keys: { p256dh: 'p', auth: 'a' },
    });
    const { board } = await started(players);
    const called = board.tables[0]?.match;
    const next = board.queue[0]?.match;

    for (const player of players) {
      const [notice] = await notices.list(player);
      const up = [called?.player1?.id, called?.player2?.id].includes(player.id);
      expect(notice).toMatchObject(
        up
          ? { kind: 'up', tableLabel: 'Bàn 1', match: { id: called?.id } }
          : { kind: 'next', tableLabel: '', match: { id: next?.id } },
      );
    }

    // Delivery: every player told once, the subscribed one pushed on both browsers; the browser
    // the push service forgot is dropped. A second run finds nothing left to send.
    await notices.deliver();
    await notices.deliver();
    expect(told.filter((id) => players.some((p) => p.id === id)).sort()).toEqual(
      players.map((p) => p.id).sort(),
    );
    const pushedToFirst = sent.filter((s) => s.target.endpoint.startsWith('https://push.example'));
    expect(pushedToFirst).toHaveLength(2);
    expect(pushedToFirst[0]?.message.url).toMatch(/^\/matches\/\d+$/);
    expect((await notices.settings(first)).pushDevices).toBe(1);

    // What a reconnecting page missed: only what came after the last id it saw.
    const [seen] = await notices.list(first);
    expect(await notices.list(first, seen?.id)).toEqual([]);
  });

  it('writes no notice of a kind the player turned off', async () => {
    const players = await createUsers(database.db, 4);
    const notices = createNotificationService(database.db, { push: recordingPush().push, now });
    for (const player of players) await notices.updateSettings(player, { next: false });
    expect(await notices.settings(players[0] as User)).toMatchObject({ up: true, next: false });
    await started(players);
    const kinds = (await Promise.all(players.map((p) => notices.list(p))))
      .flat()
      .map((n) => n.kind);
    expect(kinds).toEqual(['up', 'up']);
  });

  it('tells the players of a finished match’s successor when the freed table calls it', async () => {
    const players = await createUsers(database.db, 4);
    const notices = createNotificationService(database.db, { push: recordingPush().push, now });
    const { board } = await started(players);
    const called = board.tables[0]?.match;
    const next = board.queue[0]?.match;
    if (!called || !next) throw new Error('one called, one next');
    const matches = createMatchService(database.db, { now });
    await matches.recordResult(organizer, called.id, { score1: called.race1, score2: 0 });
    const player = next.player1?.id as number;
    const latest = (await notices.list({ ...(players[0] as User), id: player })).at(-1);
    expect(latest).toMatchObject({ kind: 'up', tableLabel: 'Bàn 1', match: { id: next.id } });
  });
});
