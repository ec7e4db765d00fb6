// A transaction is one connection: its queries must run one at a time. node-postgres queues a
// query sent while another runs, warns that this is deprecated, and pg@9 removes the queue.
// Every pg client's in-flight queries are counted here; seeding the demo world (which runs the
// services inside its transaction) and the player reads inside a transaction never overlap.
// PGlite serialises queries itself, so on it these tests check the reads work in a transaction.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/app-api/db/client';
import { seedDemo } from '../../src/app-api/demo/seed';
import { createConfigService } from '../../src/app-api/services/config';
import { createPlayerService } from '../../src/app-api/services/players';
import { databaseTargets } from '../support/databases';

type Query = typeof pg.Client.prototype.query;

/** Counts, per pg client, queries sent while an earlier one had not answered yet. */
function watchOverlaps() {
  const original: Query = pg.Client.prototype.query;
  const inFlight = new WeakMap<object, number>();
  const overlaps: string[] = [];
  function watched(this: pg.Client, ...args: unknown[]): unknown {
    const running = (inFlight.get(this) ?? 0) + 1;
    inFlight.set(this, running);
    if (running > 1) overlaps.push(describeQuery(args[0]));
    const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return Reflect.apply(callback, undefined, results);
      };
      return Reflect.apply(original, this, args);
    }
    const result: unknown = Reflect.apply(original, this, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  }
  pg.Client.prototype.query = watched as Query;
  return {
    overlaps,
    restore: () => {
      pg.Client.prototype.query = original;
    },
  };
}

function describeQuery(config: unknown): string {
  const text =
    typeof config === 'string'
      ? config
      : typeof config === 'object' && config !== null && 'text' in config
        ? String(config.text)
        : String(config);
  return text.slice(0, 120);
}

describe.each(databaseTargets())('queries on one transaction on $label', (target) => {
  let database: Database;
  let close: () => Promise<void>;
  let watch: ReturnType<typeof watchOverlaps>;

  beforeAll(async () => {
    ({ database, close } = await target.open());
  });
  afterAll(async () => {
    await close?.();
  });
  afterEach(() => watch?.restore());

  it('seeds the demo world (rank decisions read the player back) one query at a time', async () => {
    watch = watchOverlaps();
    expect(await seedDemo(database.db)).toBe(true);
    watch.restore();
    expect(watch.overlaps).toEqual([]);
  });

  it('reads a player and the leaderboard inside a transaction one query at a time', async () => {
    watch = watchOverlaps();
    const [profile, rankings] = await database.db.transaction(async (tx) => {
      const players = createPlayerService(tx, { config: createConfigService(tx) });
      const [first] = (await players.list({ page: 1, perPage: 1, sort: 'rating' })).data;
      if (!first) throw new Error('no players after the seed');
      return [await players.get(first.id), await players.rankings({ page: 1, perPage: 10 })];
    });
    watch.restore();
    expect(watch.overlaps).toEqual([]);
    expect(profile.stats.matchesWon + profile.stats.matchesLost).toBeGreaterThan(0);
    expect(rankings.data.map((entry) => entry.position)).toEqual(
      rankings.data.map((_, index) => index + 1),
    );
  });
});
