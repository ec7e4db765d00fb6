// What a knockout leaves behind as it goes: standings while it runs, final places and
// achievements at the end (and no correction after it), and each player's list of their matches.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { achievements, matches } from '../../../src/app-api/db/schema';
import { databaseTargets } from '../../support/databases';
import { several, startedEvent, tournamentWorld, winMatch } from '../../support/tournament-world';

const RACES = { early: 3, quarterFinal: 4, semiFinal: 5, final: 6 };

describe.each(databaseTargets())('standings and a player’s matches on $label', (target) => {
  const world = tournamentWorld(target);
  const { tournaments: tournamentsOf, matches: matchesOf } = world;

  it('keeps standings while running and final places with achievements at the end', async () => {
    const { t, rows, players } = await startedEvent(world, 'single_elimination', 8, {
      raceTo: RACES,
      thirdPlaceMatch: false,
    });
    const [q1] = several(await rows(), 1);
    await winMatch(world, q1, 2);
    const running = await tournamentsOf().standings(t.id, null);
    expect(running).toHaveLength(8);
    expect(running.every((s) => s.place === null)).toBe(true);
    expect(running[0]).toMatchObject({
      played: 1,
      won: 1,
      eliminated: false,
      player: { id: q1.player2Id },
    });
    expect(running.at(-1)).toMatchObject({
      played: 1,
      lost: 1,
      racksWon: 0,
      eliminated: true,
      player: { id: q1.player1Id },
    });

    for (let guard = 0; guard < 20; guard++) {
      const next = (await rows()).find((r) => r.status === 'scheduled');
      if (!next) break;
      await winMatch(world, next, 1, 1);
    }
    const final = await tournamentsOf().standings(t.id, null);
    expect(final.map((s) => s.place)).toEqual([1, 2, 3, 3, 5, 5, 5, 5]);
    expect(final.filter((s) => s.eliminated)).toHaveLength(7);
    const earned = await world.db
      .select()
      .from(achievements)
      .where(eq(achievements.tournamentId, t.id));
    expect(earned.map((a) => a.kind).sort()).toEqual(['champion', 'runner_up', 'top4', 'top4']);
    const listed = await tournamentsOf().players(t.id, null);
    expect(listed.map((p) => p.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(listed.find((p) => p.finalPlace === 1)?.player.id).toBe(final[0]?.player.id);
    expect(players).toHaveLength(8);

    // A correction after the finish that changes a quarter-final's winner sends it back to play:
    // no final places or achievements stand until it finishes again.
    await matchesOf().correct(world.organizer, q1.id, { score1: q1.race1, score2: 0 });
    expect((await tournamentsOf().get(t.id, null)).status).toBe('ongoing');
    expect((await tournamentsOf().standings(t.id, null)).every((s) => s.place === null)).toBe(true);
    const kept = await world.db
      .select()
      .from(achievements)
      .where(eq(achievements.tournamentId, t.id));
    expect(kept).toEqual([]);
  });

  it('lists a player’s matches: upcoming with table and time, live, finished', async () => {
    const { rows, players } = await startedEvent(world, 'single_elimination', 4, { raceTo: RACES });
    const [semi1, semi2] = several(await rows(), 2);
    const top = several(players, 1)[0];
    const m = matchesOf();
    await m.assign(world.organizer, semi1.id, {
      tableLabel: 'Bàn 1',
      scheduledAt: '2030-05-01T12:00:00.000Z',
    });
    const upcoming = await m.joined(top, { filter: 'upcoming', page: 1, perPage: 10 });
    expect(upcoming.data.map((x) => x.id)).toEqual([semi1.id]);
    expect(upcoming.data[0]).toMatchObject({
      tableLabel: 'Bàn 1',
      scheduledAt: '2030-05-01T12:00:00.000Z',
    });
    await m.start(world.organizer, semi1.id);
    expect(
      (await m.joined(top, { filter: 'live', page: 1, perPage: 10 })).data.map((x) => x.id),
    ).toEqual([semi1.id]);
    expect((await m.live(null)).map((x) => x.id)).toContain(semi1.id);
    await m.recordResult(world.organizer, semi1.id, { score1: 5, score2: 0 });
    await winMatch(world, semi2, 1);
    const all = await m.joined(top, { page: 1, perPage: 1 });
    expect(all.meta).toMatchObject({ total: 2, perPage: 1, lastPage: 2 });
    expect(all.data[0]?.roundLabel).toBe('Chung kết');
    const finished = await m.joined(top, { filter: 'finished', page: 1, perPage: 10 });
    expect(finished.data.map((x) => x.id)).toEqual([semi1.id]);
    const [row] = await world.db
      .select()
      .from(matches)
      .where(and(eq(matches.id, semi1.id), eq(matches.status, 'finished')));
    expect(row?.finishedAt).toBeInstanceOf(Date);
  });
});
