// Players scoring at the table (issue 19, item 4): where the organiser lets them, the two players
// of a match on a table score it rack by rack, or one reports the final score and the other
// confirms it; another score is a dispute the organiser or the referee decides. The rules are
// the upstream's: a player of a match not on a table, a player of another match, or a player of
// a tournament that keeps scoring to its staff is refused.
import { describe, expect, it } from 'vitest';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import { createNotificationService } from '../../../src/app-api/services/notifications';
import type { PushMessage } from '../../../src/app-api/services/push';
import type { Match } from '../../../src/shared/schemas/matches';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createUsers,
  registerDirectly,
  tournamentInput,
  tournamentWorld,
} from '../../support/tournament-world';
import { noticeSubjects } from '../../../src/app-api/notice-subjects';

describe.each(databaseTargets())('players scoring at the table on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments, matches } = world;

  /**
   * A 4-player knockout on one table, started: the board calls one first-round match to Bàn 1;
   * the other waits in the queue.
   */
  async function running(playersScore: boolean) {
    const players = await createUsers(world.db, 4);
    const t = await tournaments().create(world.organizer, tournamentInput({ maxPlayers: 4 }));
    await registerDirectly(world.db, t.id, players);
    const settings = { tables: ['Bàn 1'], restMinutes: 0, playersScore };
    expect(
      (await tournaments().board.configure(world.organizer, t.id, settings)).playersScore,
    ).toBe(playersScore);
    await tournaments().start(world.organizer, t.id, { seeding: 'rating' });
    const board = await tournaments().board.get(t.id, null);
    const called = board.tables[0]?.match as Match;
    const waiting = board.queue[0]?.match as Match;
    const user = (id: number | undefined) => players.find((p) => p.id === id) as User;
    return {
      t,
      called,
      waiting,
      one: user(called.player1?.id),
      two: user(called.player2?.id),
      idle: user(waiting.player1?.id),
    };
  }

  it('lets the two players of a match on a table score it rack by rack, and no one else', async () => {
    const { called, waiting, one, two, idle } = await running(true);
    const seen = await matches().get(called.id, one);
    expect(seen.viewer).toEqual({ canScore: true, canReport: true, canAward: false });
    expect((await matches().get(called.id, idle)).viewer).toEqual({
      canScore: false,
      canReport: false,
      canAward: false,
    });

    // A player of another match, and a player of a match not on a table: refused.
    expect((await rejection(matches().start(idle, called.id))).status).toBe(403);
    expect((await rejection(matches().start(idle, waiting.id))).status).toBe(403);
    expect((await matches().get(waiting.id, idle)).viewer.canScore).toBe(false);

    await matches().start(one, called.id);
    await matches().score(two, called.id, { player: 2, delta: 1 });
    const scored = await matches().score(one, called.id, { player: 1, delta: 1 });
    expect(scored).toMatchObject({ status: 'live', score1: 1, score2: 1 });
    expect(
      (await rejection(matches().score(idle, called.id, { player: 1, delta: 1 }))).status,
    ).toBe(403);
  });

  it('keeps scoring to the staff where the tournament does not let players score', async () => {
    const { called, one } = await running(false);
    expect((await matches().get(called.id, one)).viewer).toEqual({
      canScore: false,
      canReport: false,
      canAward: false,
    });
    expect((await rejection(matches().start(one, called.id))).status).toBe(403);
    expect(
      (await rejection(matches().report(one, called.id, { score1: called.race1, score2: 0 })))
        .status,
    ).toBe(403);
  });

  it('decides the match when the opponent reports the same score, and moves the board on', async () => {
    const { t, called, waiting, one, two } = await running(true);
    const result = { score1: called.race1, score2: 1 };
    const reported = await matches().report(one, called.id, result);
    expect(reported).toMatchObject({
      status: 'scheduled',
      report: { by: one.id, ...result, disputed: false },
    });
    // The reporter may correct a slip before the confirmation; the opponent sees the report.
    const fixed = await matches().report(one, called.id, { ...result, score2: 2 });
    expect(fixed.report).toMatchObject({ by: one.id, score2: 2 });
    expect((await matches().get(called.id, two)).report).toMatchObject({ by: one.id, score2: 2 });

    const confirmed = await matches().report(two, called.id, { ...result, score2: 2 });
    expect(confirmed).toMatchObject({
      status: 'finished',
      score1: called.race1,
      score2: 2,
      winnerId: one.id,
      report: null,
    });
    // The table is free again: the board calls the waiting match to it.
    const board = await tournaments().board.get(t.id, null);
    expect(board.tables[0]?.match?.id).toBe(waiting.id);
    // Decided: no more reports.
    const late = await rejection(matches().report(two, called.id, result));
    expect(late).toMatchObject({ status: 409, message: APP_API_MESSAGES.matchFinished });
  });

  it('turns a different score into a dispute that the organiser decides', async () => {
    const { called, one, two } = await running(true);
    await matches().report(one, called.id, { score1: called.race1, score2: 0 });
    const disputed = await matches().report(two, called.id, { score1: 0, score2: called.race2 });
    expect(disputed).toMatchObject({
      status: 'scheduled',
      report: { by: one.id, score1: called.race1, disputed: true },
    });
    // The organiser is told at once, in-app and by push; the players are not.
    const sent: PushMessage[] = [];
    const notices = createNotificationService(world.db, {
      subjects: noticeSubjects(world.db),
      push: {
        publicKey: () => Promise.resolve('BPublicKeyForTests'),
        accepts: () => true,
        send: (_target, message) => {
          sent.push(message);
          return Promise.resolve('sent');
        },
      },
    });
    await notices.subscribe(world.organizer, {
      endpoint: `https://push.example/organiser-${called.id}`,
      keys: { p256dh: 'p', auth: 'a' },
    });
    const [told] = await notices.list(world.organizer);
    expect(told).toMatchObject({ kind: 'dispute', tableLabel: 'Bàn 1', match: { id: called.id } });
    expect((await notices.list(one)).some((n) => n.kind === 'dispute')).toBe(false);
    expect(await notices.deliver()).toBeGreaterThanOrEqual(1);
    expect(sent).toContainEqual(
      expect.objectContaining({ title: 'Tranh chấp tỉ số ở Bàn 1', url: `/matches/${called.id}` }),
    );
    // The players cannot settle it between themselves any more.
    const again = await rejection(
      matches().report(one, called.id, { score1: 0, score2: called.race2 }),
    );
    expect(again).toMatchObject({ status: 409, message: APP_API_MESSAGES.reportDisputed });
    // A report that decides nobody is refused before anything else.
    const undecided = await rejection(
      matches().report(world.organizer, called.id, { score1: 1, score2: 1 }),
    );
    expect(undecided.status).toBe(422);

    const decided = await matches().report(world.organizer, called.id, {
      score1: 1,
      score2: called.race2,
    });
    expect(decided).toMatchObject({
      status: 'finished',
      score2: called.race2,
      winnerId: two.id,
      report: null,
    });
  });

  it('makes a player’s deciding rack their report: the opponent confirms it or disputes it', async () => {
    const { called, one, two } = await running(true);
    await matches().start(one, called.id);
    for (let rack = 1; rack < called.race1; rack++) {
      await matches().score(one, called.id, { player: 1, delta: 1 });
    }
    const reached = await matches().score(one, called.id, { player: 1, delta: 1 });
    // Not decided by one player alone: the score waits for the opponent, the table stays taken.
    expect(reached).toMatchObject({
      status: 'live',
      score1: called.race1,
      score2: 0,
      report: { by: one.id, score1: called.race1, score2: 0, disputed: false },
    });
    // Meanwhile no more racks from the players, the reporter's own take-back apart.
    const more = await rejection(matches().score(two, called.id, { player: 2, delta: 1 }));
    expect(more).toMatchObject({ status: 409, message: APP_API_MESSAGES.reportPending });
    const back = await rejection(matches().score(two, called.id, { player: 1, delta: -1 }));
    expect(back).toMatchObject({ status: 409, message: APP_API_MESSAGES.reportPending });
    // The reporter takes the deciding rack back: the report goes, the match plays on.
    const undone = await matches().score(one, called.id, { player: 1, delta: -1 });
    expect(undone).toMatchObject({ status: 'live', score1: called.race1 - 1, report: null });
    await matches().score(one, called.id, { player: 1, delta: 1 });
    // The opponent confirms on their phone: the same score decides the match.
    const confirmed = await matches().report(two, called.id, {
      score1: called.race1,
      score2: 0,
    });
    expect(confirmed).toMatchObject({ status: 'finished', winnerId: one.id, report: null });
    // The history names who sent each rack.
    const history = await matches().history(called.id, world.organizer);
    const racks = history.filter((e) => e.kind === 'rack');
    expect(racks).toHaveLength(called.race1 + 2);
    expect(racks.every((r) => r.actor?.id === one.id)).toBe(true);
    expect(history[0]).toMatchObject({ kind: 'result', actor: { id: two.id } });
  });

  it('lets a player take back only a rack they sent, not the opponent’s or the referee’s', async () => {
    const { called, one, two } = await running(true);
    await matches().start(one, called.id);
    await matches().score(two, called.id, { player: 2, delta: 1 });
    const taken = await rejection(matches().score(one, called.id, { player: 2, delta: -1 }));
    expect(taken).toMatchObject({ status: 403, message: APP_API_MESSAGES.rackNotYours });
    // The organiser's rack for player 1 is not player 1's to take back either.
    await matches().score(world.organizer, called.id, { player: 1, delta: 1 });
    const staffs = await rejection(matches().score(one, called.id, { player: 1, delta: -1 }));
    expect(staffs.status).toBe(403);
    // Their own, yes; and the organiser takes back any.
    await matches().score(one, called.id, { player: 1, delta: 1 });
    expect((await matches().score(one, called.id, { player: 1, delta: -1 })).score1).toBe(1);
    expect(
      (await matches().score(world.organizer, called.id, { player: 2, delta: -1 })).score2,
    ).toBe(0);
  });

  it('turns a different score after a deciding rack into a dispute', async () => {
    const { called, one, two } = await running(true);
    await matches().start(one, called.id);
    for (let rack = 1; rack <= called.race1; rack++) {
      await matches().score(one, called.id, { player: 1, delta: 1 });
    }
    const disputed = await matches().report(two, called.id, {
      score1: called.race1 - 1,
      score2: called.race2,
    });
    expect(disputed).toMatchObject({ status: 'live', report: { by: one.id, disputed: true } });
    // The organiser decides: a rack of theirs at the race ends it, whatever was reported.
    const decided = await matches().report(world.organizer, called.id, {
      score1: called.race1,
      score2: 0,
    });
    expect(decided).toMatchObject({ status: 'finished', winnerId: one.id, report: null });
  });
});
