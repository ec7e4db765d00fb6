// "You're up" and "you're next": the notices the table board writes with its calls, the kinds a
// player turned off, and delivery that tells and pushes each notice once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/app-api/db/client';
import { createMatchService } from '../../src/app-api/services/matches';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../src/app-api/db/schema';
import { APP_API_MESSAGES } from '../../src/app-api/errors';
import {
  createNotificationService,
  MAX_PUSH_DEVICES,
} from '../../src/app-api/services/notifications';
import { createTournamentService } from '../../src/app-api/services/tournaments';
import type { User } from '../../src/shared/schemas/user';
import { databaseTargets } from '../support/databases';
import { recordingPush } from '../support/recording-push';
import type { PushSender } from '../../src/app-api/services/push';
import { rejection } from '../support/rejection';
import {
  createOrganizer,
  createUsers,
  registerDirectly,
  tournamentInput,
} from '../support/tournament-world';
import { noticeSubjects } from '../../src/app-api/notice-subjects';

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
      subjects: noticeSubjects(database.db),
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

  it('keeps push endpoints to the push services, ten browsers a user, none taken from another', async () => {
    const [player, other] = (await createUsers(database.db, 2)) as [User, User];
    const { push } = recordingPush();
    const notices = createNotificationService(database.db, {
      subjects: noticeSubjects(database.db),
      push,
      now,
    });
    const keys = { p256dh: 'p', auth: 'a' };
    // The server's own network is no push service: each refused, in Vietnamese.
    for (const endpoint of [
      'https://127.0.0.1:9999/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]:8443/x',
      'https://localhost/x',
      'https://0x7f000001/x',
      'https://push.example.evil.com/x',
      'https://push.example:8443/x',
      'https://user:pass@push.example/x',
    ]) {
      const refused = await rejection(notices.subscribe(player, { endpoint, keys }));
      expect(refused.status, endpoint).toBe(422);
      expect(refused.message).toBe(APP_API_MESSAGES.pushServiceRefused);
    }
    // Twelve browsers: the ten newest are kept.
    for (let device = 1; device <= 12; device++) {
      await notices.subscribe(player, { endpoint: `https://push.example/d${device}`, keys });
    }
    expect((await notices.settings(player)).pushDevices).toBe(MAX_PUSH_DEVICES);
    const kept = await database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, player.id));
    expect(kept.map((k) => k.endpoint)).not.toContain('https://push.example/d1');
    expect(kept.map((k) => k.endpoint)).toContain('https://push.example/d12');
    // Another account cannot take a known endpoint with other keys; the same browser (its keys)
    // signed into that account moves it.
    const taken = await rejection(
      notices.subscribe(other, {
        endpoint: 'https://push.example/d12',
        keys: { p256dh: 'x', auth: 'y' },
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.message).toBe(APP_API_MESSAGES.pushEndpointTaken);
    await notices.subscribe(other, { endpoint: 'https://push.example/d12', keys });
    expect((await notices.settings(other)).pushDevices).toBe(1);
    expect((await notices.settings(player)).pushDevices).toBe(MAX_PUSH_DEVICES - 1);
  });

  it('sends one notice to a user’s browsers a few at a time, never all at once', async () => {
    const players = await createUsers(database.db, 4);
    let inFlight = 0;
    let most = 0;
    const push: PushSender = {
      publicKey: () => Promise.resolve('BPublicKeyForTests'),
      accepts: () => true,
      send: async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight--;
        return 'sent';
      },
    };
    const notices = createNotificationService(database.db, {
      subjects: noticeSubjects(database.db),
      push,
      now,
    });
    for (const player of players) {
      for (let device = 1; device <= MAX_PUSH_DEVICES; device++) {
        await notices.subscribe(player, {
          endpoint: `https://push.example/${player.id}/${device}`,
          keys: { p256dh: 'p', auth: 'a' },
        });
      }
    }
    await started(players);
    await notices.deliver();
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  it('writes no notice of a kind the player turned off', async () => {
    const players = await createUsers(database.db, 4);
    const notices = createNotificationService(database.db, {
      subjects: noticeSubjects(database.db),
      push: recordingPush().push,
      now,
    });
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
    const notices = createNotificationService(database.db, {
      subjects: noticeSubjects(database.db),
      push: recordingPush().push,
      now,
    });
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
