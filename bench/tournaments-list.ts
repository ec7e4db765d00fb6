// Median latency of tournaments.list (the BFF over the embedded upstream, over HTTP) with
// 10,000 tournaments in the database: the default page, a search and a status filter.
import { TOURNAMENT_STATUSES } from '../src/shared/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/app-api/db/client';
import { stores, tournaments, users } from '../src/app-api/db/schema';
import { startServer } from '../src/server/server';
import { createBidaHubClient } from '../src/server/typed-client';

const TOURNAMENTS = 10_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);

const dir = mkdtempSync(path.join(tmpdir(), 'bidahub-bench-'));
const url = `file://${dir}`;

// Seed the demo world (fixed accounts, stores), then add tournaments in bulk.
const seeded = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: url, clientDir: null });
await seeded.close();
const database = await openDatabase(url);
const [organizer] = await database.db.select({ id: users.id }).from(users).limit(1);
const storeIds = (await database.db.select({ id: stores.id }).from(stores)).map((s) => s.id);
const games = ['8-ball', '9-ball', '10-ball'] as const;
const formats = ['single_elimination', 'double_elimination', 'round_robin'] as const;
const started = performance.now();
for (let offset = 0; offset < TOURNAMENTS; offset += 1000) {
  await database.db.insert(tournaments).values(
    Array.from({ length: 1000 }, (_, k) => {
      const i = offset + k;
      return {
        name: `Giải bida ${['Hoàng Gia', 'Sài Gòn', 'Thủ Đô', 'Phố Núi'][i % 4]} mở rộng số ${i + 1}`,
        game: games[i % 3] ?? '9-ball',
        format: formats[i % 3] ?? 'single_elimination',
        status: TOURNAMENT_STATUSES[1 + (i % 4)] ?? 'registration',
        startsAt: new Date(Date.now() + (i - TOURNAMENTS / 2) * 3_600_000),
        storeId: storeIds[i % storeIds.length] ?? null,
        maxPlayers: 16 + (i % 5) * 16,
        entryFee: (i % 6) * 50,
        raceTo: { early: 5, quarterFinal: 6, semiFinal: 7, final: 9 },
        createdBy: organizer?.id ?? 1,
      };
    }),
  );
}
await database.close();
console.log(
  `  inserted ${TOURNAMENTS} tournaments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: url, clientDir: null });
const { api } = createBidaHubClient({ url: server.url });

async function median(call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 30; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const cases: Array<[string, () => Promise<unknown>]> = [
  ['first page (12)', () => api.tournaments.list.query({})],
  ['page 40 of 50 per page', () => api.tournaments.list.query({ page: 40, perPage: 50 })],
  ['search "hoang gia"', () => api.tournaments.list.query({ q: 'hoang gia' })],
  ['status = registration', () => api.tournaments.list.query({ status: 'registration' })],
];
console.log(
  `tournaments.list over ${TOURNAMENTS} tournaments (PGlite, ${SAMPLES} sequential samples)`,
);
for (const [label, call] of cases) {
  console.log(`  ${label.padEnd(28)} median ${(await median(call)).toFixed(2)} ms`);
}

await server.close();
rmSync(dir, { recursive: true, force: true });
