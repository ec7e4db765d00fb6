// A carom match of sets through the services: the best of 3 sets of 10, the score in sets while
// it is played and at the end, and the figures (the table's, the profile's) from the points of
// every set, not from the score. An event of sets keeps no draws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/app-api/db/client';
import { PROTOCOL_MESSAGES } from '../../../src/app-api/services/matches/match-protocol';
import { createConfigService } from '../../../src/app-api/services/config';
import { createMatchService } from '../../../src/app-api/services/matches';
import { createPlayerService } from '../../../src/app-api/services/players';
import { createTournamentService } from '../../../src/app-api/services/tournaments';
import type { CaromProtocol } from '../../../src/shared/schemas/matches';
import type { User } from '../../../src/shared/schemas/user';
import { databaseTargets } from '../../support/databases';
import { rejection } from '../../support/rejection';
import {
  createOrganizer,
  createUsers,
  matchRows,
  startedCaromEvent,
} from '../../support/tournament-world';

describe.each(databaseTargets())('carom sets on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  let organizer: User;
  const tournaments = () => createTournamentService(database.db);
  const matches = () => createMatchService(database.db);
  const players = () =>
    createPlayerService(database.db, { config: createConfigService(database.db) });

  beforeAll(async () => {
    ({ database, close } = await target.open());
    organizer = await createOrganizer(database.db);
  });
  afterAll(async () => close?.());

  it('scores the match in sets and the figures in points, over every set', async () => {
    const [a, b] = await createUsers(database.db, 2);
    if (!a || !b) throw new Error('two players');
    const t = await startedCaromEvent(database.db, organizer, [a, b], {
      caromSets: 3,
      caromDraws: true,
    });
    // A match of sets always has a winner: the event keeps no draws.
    expect(t).toMatchObject({ caromSets: 3, caromDraws: false });
    const [row] = await matchRows(database.db, t.id);
    if (!row) throw new Error('no match');
    await matches().start(organizer, row.id);
    const side = (user: User): 1 | 2 => (row.player1Id === user.id ? 1 : 2);
    const [sideA, sideB] = [side(a), side(b)];

    // A wins the lag and set 1, 10–3 in 2 innings; B breaks set 2 and wins it 10–6 in 2.
    const set1 = { breaker: sideA, runs: [6, 3, 4, 0], penaltyWinner: null };
    const set2 = { breaker: sideB, runs: [5, 2, 5, 4], penaltyWinner: null };
    const inSet2: CaromProtocol = {
      ...set2,
      sets: [set1],
      extensions: [0, 0],
      current: 0,
    };
    let seen = await matches().recordProtocol(organizer, row.id, {
      protocol: inSet2,
      from: null,
      confirm: false,
    });
    // The score is the sets: 1–1 after two.
    expect(seen.score1 + seen.score2).toBe(2);
    expect(seen.carom?.sets).toBe(3);
    const early = await rejection(
      matches().recordProtocol(organizer, row.id, {
        protocol: inSet2,
        from: inSet2,
        confirm: true,
      }),
    );
    expect(early.message).toBe(PROTOCOL_MESSAGES.notFinished);

    // Set 3, broken by A again: 10–7 in 3 innings. A wins 2–1.
    const final: CaromProtocol = {
      breaker: sideA,
      runs: [3, 4, 3, 3, 4, 0],
      penaltyWinner: null,
      sets: [set1, set2],
      extensions: [0, 0],
      current: 0,
    };
    seen = await matches().recordProtocol(organizer, row.id, {
      protocol: final,
      from: inSet2,
      confirm: true,
    });
    expect(seen.status).toBe('finished');
    expect(seen.winnerId).toBe(a.id);
    expect(sideA === 1 ? [seen.score1, seen.score2] : [seen.score2, seen.score1]).toEqual([2, 1]);

    // A: 10 + 6 + 10 = 26 points in 2 + 2 + 3 innings; B: 3 + 10 + 7 = 20 in 7, high run 5.
    const standings = await tournaments().standings(t.id, null);
    const ofA = standings.find((s) => s.player.id === a.id);
    expect(ofA).toMatchObject({ won: 1, racksWon: 26, racksLost: 20 });
    expect(ofA?.carom).toMatchObject({ innings: 7, generalAverage: 3.714, highRun: 6 });
    const profile = await players().get(b.id);
    expect(profile.carom?.disciplines[0]?.career).toMatchObject({
      matches: 1,
      lost: 1,
      points: 20,
      innings: 7,
      generalAverage: 2.857,
      highRun: 5,
    });
  });

  it('refuses a set broken by the wrong player and a set after the match is decided', async () => {
    const [a, b] = await createUsers(database.db, 2);
    if (!a || !b) throw new Error('two players');
    const t = await startedCaromEvent(database.db, organizer, [a, b], { caromSets: 3 });
    const [row] = await matchRows(database.db, t.id);
    if (!row) throw new Error('no match');
    await matches().start(organizer, row.id);
    const set1 = { breaker: 1 as const, runs: [10, 0], penaltyWinner: null };
    const wrongBreaker = await rejection(
      matches().recordProtocol(organizer, row.id, {
        protocol: { ...set1, runs: [], sets: [set1], extensions: [0, 0], current: 0 },
        from: null,
        confirm: false,
      }),
    );
    expect(wrongBreaker.message).toBe('Séc 2 phải do người còn lại khai cuộc');
    const set2 = { breaker: 2 as const, runs: [0, 10], penaltyWinner: null };
    const afterTheEnd = await rejection(
      matches().recordProtocol(organizer, row.id, {
        protocol: { ...set1, runs: [], sets: [set1, set2], extensions: [0, 0], current: 0 },
        from: null,
        confirm: false,
      }),
    );
    expect(afterTheEnd.message).toBe('Séc 3 ghi sau khi trận đã kết thúc');
  });
});
