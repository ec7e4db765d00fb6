// A three-cushion round robin through the services: the scorer's protocol stored inning by
// inning, sent again without counting twice, refused when another device changed it, confirmed
// only once the rules say the game is over; then the standings by the carom tiebreaks and the
// carom rating, kept apart from the pool one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulateProtocol } from '../../../src/app-api/demo/demo-carom';
import { ratingChanges, users } from '../../../src/app-api/db/schema';
import { APP_API_MESSAGES } from '../../../src/app-api/errors';
import {
  caromRulesOf,
  PROTOCOL_MESSAGES,
} from '../../../src/app-api/services/matches/match-protocol';
import type { CaromProtocol } from '../../../src/shared/schemas/matches';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createUsers,
  matchRows,
  registerDirectly,
  seededRandom,
  several,
  startedCaromEvent,
  tournamentInput,
  tournamentWorld,
} from '../../support/tournament-world';

describe.each(databaseTargets())('carom on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments, matches } = world;

  const caromEvent = (players: User[], overrides = {}) =>
    startedCaromEvent(world.db, world.organizer, players, { inningsLimit: 20, ...overrides });

  it('keeps the protocol inning by inning, counts a resent one once and finishes on confirm', async () => {
    const players = await createUsers(world.db, 2);
    const t = await caromEvent(players);
    expect(t).toMatchObject({
      inningsLimit: 20,
      tiebreaks: ['matchPoints', 'generalAverage', 'headToHead', 'bestGameAverage', 'highRun'],
    });
    const [row] = await matchRows(world.db, t.id);
    if (!row) throw new Error('no match');
    await matches().start(world.organizer, row.id);

    // The break is decided by lag: player 2 breaks. Inning 1: 2 then 0; inning 2: 5 then 3.
    const lag: CaromProtocol = {
      breaker: 2,
      runs: [],
      penaltyWinner: null,
      extensions: [0, 0],
      current: 0,
    };
    let seen = await matches().recordProtocol(world.organizer, row.id, {
      protocol: lag,
      from: null,
      confirm: false,
    });
    expect(seen.carom).toEqual({
      inningsLimit: 20,
      tiebreak: 'penalty_shots',
      drawAllowed: false,
      sets: 1,
      shotClock: null,
      protocol: lag,
    });
    const inning2 = { ...lag, runs: [2, 0, 5, 3] };
    seen = await matches().recordProtocol(world.organizer, row.id, {
      protocol: inning2,
      from: lag,
      confirm: false,
    });
    // Player 2 broke: their runs are 2 and 5, player 1's 0 and 3.
    expect([seen.score1, seen.score2]).toEqual([3, 7]);
    // Sent again (the answer was lost): nothing counts twice.
    seen = await matches().recordProtocol(world.organizer, row.id, {
      protocol: inning2,
      from: lag,
      confirm: false,
    });
    expect([seen.score1, seen.score2]).toEqual([3, 7]);

    // A phone that still saw the lag only cannot overwrite the innings since.
    const stale = await rejection(
      matches().recordProtocol(world.organizer, row.id, {
        protocol: { ...lag, runs: [1] },
        from: lag,
        confirm: false,
      }),
    );
    expect(stale.message).toBe(APP_API_MESSAGES.scoreChangedElsewhere);

    // A run past the target is named by its inning, in Vietnamese.
    const past = await rejection(
      matches().recordProtocol(world.organizer, row.id, {
        protocol: { ...lag, runs: [2, 0, 5, 3, 4] },
        from: inning2,
        confirm: false,
      }),
    );
    expect(past.message).toBe('Lượt thứ 5 vượt quá điểm đích 10');

    // Player 2 reaches 10; player 1 gets the equalizing inning. Not confirmable before it.
    const reached = { ...lag, runs: [2, 0, 5, 3, 3] };
    await matches().recordProtocol(world.organizer, row.id, {
      protocol: reached,
      from: inning2,
      confirm: false,
    });
    const early = await rejection(
      matches().recordProtocol(world.organizer, row.id, {
        protocol: reached,
        from: inning2,
        confirm: true,
      }),
    );
    expect(early.message).toBe(PROTOCOL_MESSAGES.notFinished);

    // The equalizing inning: 4 points, 7 in all, not enough. The scorer corrects inning 2's
    // run of player 1 (3 → 2) before confirming.
    const final = { ...lag, runs: [2, 0, 5, 2, 3, 4] };
    const done = await matches().recordProtocol(world.organizer, row.id, {
      protocol: final,
      from: reached,
      confirm: true,
    });
    expect(done).toMatchObject({ status: 'finished', score1: 6, score2: 10 });
    expect(done.winnerId).toBe(players[1]?.id);
    // The confirmation again: answered as it was.
    const again = await matches().recordProtocol(world.organizer, row.id, {
      protocol: final,
      from: reached,
      confirm: true,
    });
    expect(again.status).toBe('finished');

    // Carom moves the carom rating only, in its own ledger rows.
    const ledger = await world.db
      .select()
      .from(ratingChanges)
      .where(eq(ratingChanges.matchId, row.id));
    expect(ledger.map((r) => r.family)).toEqual(['carom', 'carom']);
    const [winner] = await world.db
      .select({ rating: users.rating, caromRating: users.caromRating })
      .from(users)
      .where(eq(users.id, players[1]?.id ?? 0));
    expect(winner?.rating).toBe(players[1]?.rating);
    expect(winner?.caromRating).toBeGreaterThan(300);
  });

  it('keeps the shot clock’s extensions to what the tournament allows', async () => {
    const players = await createUsers(world.db, 2);
    const t = await caromEvent(players, { shotClock: { seconds: 40, extensions: 1 } });
    expect(t.shotClock).toEqual({ seconds: 40, extensions: 1 });
    const [row] = await matchRows(world.db, t.id);
    if (!row) throw new Error('no match');
    await matches().start(world.organizer, row.id);
    const base = { breaker: 1 as const, runs: [2], penaltyWinner: null, current: 0 };
    const once = await matches().recordProtocol(world.organizer, row.id, {
      protocol: { ...base, extensions: [1, 0] },
      from: null,
      confirm: false,
    });
    expect(once.carom?.shotClock).toEqual({ seconds: 40, extensions: 1 });
    expect(once.carom?.protocol?.extensions).toEqual([1, 0]);
    const twice = await rejection(
      matches().recordProtocol(world.organizer, row.id, {
        protocol: { ...base, extensions: [2, 0] },
        from: { ...base, extensions: [1, 0] },
        confirm: false,
      }),
    );
    expect(twice.message).toBe(PROTOCOL_MESSAGES.noExtensionLeft);
  });

  it('refuses racks, reports and corrections on a carom match, and protocols on pool', async () => {
    const [a, b] = several(await createUsers(world.db, 2), 2);
    const t = await caromEvent([a, b]);
    const [row] = await matchRows(world.db, t.id);
    if (!row) throw new Error('no match');
    await matches().start(world.organizer, row.id);
    const rack = await rejection(matches().score(world.organizer, row.id, { player: 1, delta: 1 }));
    expect(rack.message).toBe(APP_API_MESSAGES.caromByProtocol);
    const paper = await rejection(
      matches().recordResult(world.organizer, row.id, { score1: 10, score2: 3 }),
    );
    expect(paper.message).toBe(APP_API_MESSAGES.caromByProtocol);

    const pool = await tournaments().create(
      world.organizer,
      tournamentInput({ format: 'round_robin' }),
    );
    const [c, d] = several(await createUsers(world.db, 2), 2);
    await registerDirectly(world.db, pool.id, [c, d]);
    await tournaments().start(world.organizer, pool.id, { seeding: 'rating' });
    const [poolRow] = await matchRows(world.db, pool.id);
    if (!poolRow) throw new Error('no match');
    await matches().start(world.organizer, poolRow.id);
    const protocol = await rejection(
      matches().recordProtocol(world.organizer, poolRow.id, {
        protocol: { breaker: 1, runs: [], penaltyWinner: null, extensions: [0, 0], current: 0 },
        from: null,
        confirm: false,
      }),
    );
    expect(protocol.message).toBe(PROTOCOL_MESSAGES.notCarom);
  });

  it('ranks a played round robin by match points, then general average', async () => {
    const players = await createUsers(world.db, 4);
    const t = await caromEvent(players);
    const random = seededRandom(7);
    const tournament = await tournaments().get(t.id, world.organizer);
    for (const row of await matchRows(world.db, t.id)) {
      await matches().start(world.organizer, row.id);
      const rules = caromRulesOf(
        {
          inningsLimit: tournament.inningsLimit,
          caromTiebreak: tournament.caromTiebreak,
          caromSets: tournament.caromSets,
        },
        row,
      );
      const protocol = simulateProtocol(rules, 1, [0.8, 0.6], random);
      await matches().recordProtocol(world.organizer, row.id, {
        protocol,
        from: null,
        confirm: true,
      });
    }
    const standings = await tournaments().standings(t.id, null);
    expect(standings).toHaveLength(4);
    for (const [i, row] of standings.entries()) {
      const next = standings[i + 1];
      if (!next) continue;
      expect(row.won).toBeGreaterThanOrEqual(next.won);
      const [mine, theirs] = [row.carom?.generalAverage ?? 0, next.carom?.generalAverage ?? 0];
      // Level on match points: the better general average is above, and said so.
      if (row.won === next.won && mine !== theirs) {
        expect(mine).toBeGreaterThan(theirs);
        expect(row.tiebreak).toBe('generalAverage');
      }
    }
    // The figures come from the protocols: points ÷ innings, to three decimals.
    for (const row of standings) {
      const { innings = 0, generalAverage = 0 } = row.carom ?? {};
      expect(innings).toBeGreaterThan(0);
      expect(generalAverage).toBeCloseTo(row.racksWon / innings, 3);
    }
    const everyMatch = await matchRows(world.db, t.id);
    expect(everyMatch.every((m) => m.status === 'finished' && m.carom !== null)).toBe(true);
  });

  it('makes a level round-robin game a draw where the event allows one: a match point each', async () => {
    const [a, b] = several(await createUsers(world.db, 2), 2);
    // A stronger player drawing loses a little rating: a draw is half a game each.
    await world.db.update(users).set({ caromRating: 400 }).where(eq(users.id, a.id));
    const t = await caromEvent([a, b], { caromDraws: true, inningsLimit: null });
    expect(t.caromDraws).toBe(true);
    const [row] = await matchRows(world.db, t.id);
    if (!row) throw new Error('no match');
    expect(row.drawAllowed).toBe(true);
    await matches().start(world.organizer, row.id);
    // The breaker runs the 10 in one; the opponent equalizes in the same inning.
    const level: CaromProtocol = {
      breaker: row.player1Id === a.id ? 1 : 2,
      runs: [10, 10],
      penaltyWinner: null,
      extensions: [0, 0],
      current: 0,
    };
    const done = await matches().recordProtocol(world.organizer, row.id, {
      protocol: level,
      from: null,
      confirm: true,
    });
    expect(done).toMatchObject({ status: 'finished', winnerId: null, score1: 10, score2: 10 });
    expect(done.carom?.drawAllowed).toBe(true);

    const standings = await tournaments().standings(t.id, null);
    for (const player of standings) {
      expect(player).toMatchObject({ played: 1, won: 0, drawn: 1, lost: 0 });
    }
    const changes = await world.db
      .select()
      .from(ratingChanges)
      .where(eq(ratingChanges.matchId, row.id));
    expect(changes.map((c) => [c.family, c.won])).toEqual([
      ['carom', false],
      ['carom', false],
    ]);
    const deltaOf = (id: number) => changes.find((c) => c.userId === id)?.delta ?? NaN;
    expect(deltaOf(a.id)).toBeLessThan(0);
    expect(deltaOf(b.id)).toBeCloseTo(-deltaOf(a.id), 1);
    // The one game decided, the round robin is over: a draw does not stop it finishing.
    expect((await tournaments().get(t.id, world.organizer)).status).toBe('finished');
  });

  it('still needs a winner in a knockout: a level game there goes to the tiebreak', async () => {
    const [a, b] = several(await createUsers(world.db, 2), 2);
    const t = await caromEvent([a, b], {
      format: 'single_elimination',
      caromDraws: true,
      inningsLimit: null,
    });
    // Draws belong to formats with a table: a knockout event does not keep the option.
    expect(t.caromDraws).toBe(false);
    const [row] = await matchRows(world.db, t.id);
    if (!row) throw new Error('no match');
    expect(row.drawAllowed).toBe(false);
    await matches().start(world.organizer, row.id);
    const level: CaromProtocol = {
      breaker: 1,
      runs: [10, 10],
      penaltyWinner: null,
      extensions: [0, 0],
      current: 0,
    };
    const early = await rejection(
      matches().recordProtocol(world.organizer, row.id, {
        protocol: level,
        from: null,
        confirm: true,
      }),
    );
    expect(early.message).toBe(PROTOCOL_MESSAGES.notFinished);
    const decided = await matches().recordProtocol(world.organizer, row.id, {
      protocol: { ...level, penaltyWinner: 2 },
      from: null,
      confirm: true,
    });
    expect(decided).toMatchObject({ status: 'finished', winnerId: row.player2Id });
  });

  it('refuses a penalty shots winner in a game its runs decided, stores nothing', async () => {
    const [a, b] = several(await createUsers(world.db, 2), 2);
    const t = await caromEvent([a, b], { format: 'single_elimination', inningsLimit: null });
    const [row] = await matchRows(world.db, t.id);
    if (!row) throw new Error('no match');
    await matches().start(world.organizer, row.id);
    const decided: CaromProtocol = {
      breaker: 1,
      runs: [10, 5],
      penaltyWinner: 2,
      extensions: [0, 0],
      current: 0,
    };
    const refused = await rejection(
      matches().recordProtocol(world.organizer, row.id, {
        protocol: decided,
        from: null,
        confirm: true,
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.message).toContain('Chỉ ghi người thắng loạt đá luân lưu khi ván hòa điểm');
    const [after] = await matchRows(world.db, t.id);
    expect(after).toMatchObject({ status: 'live', carom: null });
  });
});
