// The public lists answer a crowd: each page is one SQL statement (its rows, their total, the
// player counts and records), never a query per row, on every database this machine offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/app-api/db/client';
import { createScratchDatabase, type ScratchDatabase } from '../../src/app-api/db/scratch-database';
import { seedDemo } from '../../src/app-api/demo/seed';
import { createConfigService } from '../../src/app-api/services/config';
import { createPlayerService } from '../../src/app-api/services/players';
import { createTournamentService } from '../../src/app-api/services/tournaments';
import { START_WINDOWS, startWindow } from '../../src/shared/start-window';
import { memoryDatabase } from '../support/databases';

const targets = [
  {
    label: 'PGlite (memory://)',
    url: async () => ({ url: memoryDatabase('none'), drop: async () => {} }),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          label: 'PostgreSQL',
          url: (): Promise<Pick<ScratchDatabase, 'url' | 'drop'>> =>
            createScratchDatabase(process.env.TEST_DATABASE_URL ?? ''),
        },
      ]
    : []),
];

describe.each(targets)('public lists on $label', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  const statements: string[] = [];

  beforeAll(async () => {
    const scratch = await target.url();
    drop = scratch.drop;
    database = await openDatabase(scratch.url, { onQuery: (sql) => statements.push(sql) });
    await seedDemo(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  /** The statements `read` sends, and what it answered. */
  async function counted<T>(read: () => Promise<T>) {
    statements.length = 0;
    const result = await read();
    return { result, statements: [...statements] };
  }

  it('a page of tournaments, with its total, filters and search, is one statement', async () => {
    const tournaments = createTournamentService(database.db);
    const all = await counted(() => tournaments.list({ page: 1, perPage: 3 }));
    expect(all.statements).toHaveLength(1);
    expect(all.result.data).toHaveLength(3);
    expect(all.result.meta.total).toBeGreaterThan(3);
    expect(all.result.data.every((t) => t.playerCount > 0)).toBe(true);

    const searched = await counted(() =>
      tournaments.list({ page: 1, perPage: 20, q: 'giai', status: 'finished' }),
    );
    expect(searched.statements).toHaveLength(1);
    expect(searched.result.data.every((t) => t.status === 'finished')).toBe(true);
    expect(searched.result.meta.total).toBe(searched.result.data.length);
  });

  it("filters by when it starts, in Vietnam's days, and by its club's city, in one statement", async () => {
    const now = new Date();
    const tournaments = createTournamentService(database.db, { now: () => now });
    const { data: all } = await tournaments.list({ page: 1, perPage: 100 });
    const ids = (list: { id: number }[]) => list.map((t) => t.id).sort((a, b) => a - b);
    for (const when of START_WINDOWS) {
      const { from, to } = startWindow(when, now);
      const filtered = await counted(() => tournaments.list({ page: 1, perPage: 100, when }));
      expect(filtered.statements).toHaveLength(1);
      const expected = all.filter((t) => {
        const starts = new Date(t.startsAt);
        return starts >= from && starts < to;
      });
      expect(ids(filtered.result.data), when).toEqual(ids(expected));
    }
    const week = await tournaments.list({ page: 1, perPage: 100, when: 'week' });
    expect(week.data.length, 'the demo has events in the coming week').toBeGreaterThan(0);

    const saigon = await counted(() =>
      tournaments.list({ page: 1, perPage: 100, city: 'TP. Hồ Chí Minh' }),
    );
    expect(saigon.statements).toHaveLength(1);
    expect(saigon.result.data.length).toBeGreaterThan(0);
    expect(ids(saigon.result.data)).toEqual(
      ids(all.filter((t) => t.store?.city === 'TP. Hồ Chí Minh')),
    );
    expect(saigon.result.meta.total).toBe(saigon.result.data.length);
  });

  it('a page past the end still knows the total, with one more statement', async () => {
    const tournaments = createTournamentService(database.db);
    const { result: first } = await counted(() => tournaments.list({ page: 1, perPage: 5 }));
    const beyond = await counted(() => tournaments.list({ page: 99, perPage: 5 }));
    expect(beyond.result.data).toEqual([]);
    expect(beyond.result.meta.total).toBe(first.meta.total);
    expect(beyond.statements).toHaveLength(2);
  });

  it('a page of players, with records and suggested ranks, in any order, is one statement', async () => {
    const players = createPlayerService(database.db, { config: createConfigService(database.db) });
    for (const sort of ['rating', 'name', 'matches'] as const) {
      const page = await counted(() => players.list({ page: 1, perPage: 10, sort }));
      expect(page.statements).toHaveLength(1);
      expect(page.result.data).toHaveLength(10);
    }
    const byMatches = (await players.list({ page: 1, perPage: 10, sort: 'matches' })).data;
    const played = byMatches.map((p) => p.stats.matchesWon + p.stats.matchesLost);
    expect(played).toEqual([...played].sort((a, b) => b - a));
    expect(played[0]).toBeGreaterThan(0);
    // The record of a player in the list is the one on their profile.
    const [top] = byMatches;
    if (!top) throw new Error('no players after the seed');
    const profile = await players.get(top.id);
    expect(top.stats).toEqual(profile.stats);
    expect(top.suggestedRank).toBe(profile.suggestedRank);
  });
});
