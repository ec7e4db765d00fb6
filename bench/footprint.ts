// Server footprint (PRODUCT.md §8): RSS of the whole process tree of `npm start` as a newcomer runs
// it (PGlite, demo data, phone sign-in through the Auth emulator), idle and under a short browse
// load; and the production server alone on PostgreSQL. Target: the tree ≤ 600 MB at peak.
// `npm run bench -- footprint`; FOOTPRINT_SECONDS sets the load's length (default 20).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import superjson from 'superjson';
import { createScratchDatabase, type ScratchDatabase } from '../src/app-api/db/scratch-database';
import { buildIsStale, mustRun } from '../scripts/lib.mjs';
import { createBidaHubClient } from '../src/server/typed-client';
import {
  type ChildServer,
  processTree,
  productionEnv,
  samplePeak,
  startChildServer,
  stopAll,
  treeRssMb,
} from './support/child-server';
import { closedLoop } from './support/closed-loop';

const LOAD_SECONDS = Number(process.env.FOOTPRINT_SECONDS ?? 20);
// Start-up is over once the emulator says it is up (when it starts with the app), or after this.
const SETTLE_MS = 30_000;
const EMULATOR_UP = /Firebase Auth emulator .* tại/;
const PG_SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const trpc = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;

/** What a crowd of phones browsing the public pages asks for: documents, code and data. */
async function browsePaths(server: ChildServer): Promise<string[]> {
  const { api } = createBidaHubClient({ url: server.base });
  const tournaments = await api.tournaments.list.query({ perPage: 12 });
  const players = await api.players.list.query({ perPage: 12 });
  const html = await (await fetch(server.base + '/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '/');
  const ids = tournaments.data.map((t) => t.id);
  return [
    '/',
    '/tournaments',
    '/players',
    '/playing',
    ...assets,
    ...ids.map((id) => `/tournaments/${id}`),
    ...ids.map((id) => trpc('tournaments.get', { id })),
    ...ids.map((id) => trpc('tournaments.matches', { id })),
    ...players.data.map((p) => trpc('players.get', { id: p.id })),
    ...['', 'Nguyễn', 'Trần', 'Lê'].flatMap((q) =>
      [6, 12, 24].map((perPage) => trpc('tournaments.list', { perPage, q: q || undefined })),
    ),
    ...[1, 2, 3].map((page) => trpc('players.list', { page, perPage: 20 })),
    trpc('matches.live', undefined),
    trpc('stores.list', {}),
    trpc('config.get', undefined),
  ];
}

async function browse(server: ChildServer, paths: string[]) {
  let next = 0;
  return closedLoop({
    origin: server.base,
    connections: 50,
    seconds: LOAD_SECONDS,
    headers: { 'accept-encoding': 'br, gzip' },
    nextPath: () => paths[next++ % paths.length] ?? '/',
  });
}

/** Resolves when the emulator has come up beside the server, or after SETTLE_MS without it. */
async function settled(server: ChildServer): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  while (Date.now() < deadline && !server.output.some((line) => EMULATOR_UP.test(line))) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Let the garbage collectors catch up with the start-up's allocations.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
}

async function measure(label: string, server: ChildServer) {
  // Start-up work (migrations, the demo seed, the emulator's own start) is over by then.
  const startup = await samplePeak(
    () => treeRssMb(server.pid),
    () => settled(server),
  );
  const idle = treeRssMb(server.pid);
  const paths = await browsePaths(server);
  const load = await samplePeak(
    () => treeRssMb(server.pid),
    () => browse(server, paths),
  );
  const processes = processTree(server.pid).length;
  console.log(
    `${label.padEnd(44)} ${String(processes).padStart(5)} ${startup.peak.toFixed(0).padStart(8)} ` +
      `${idle.toFixed(0).padStart(6)} ${load.peak.toFixed(0).padStart(6)}   ` +
      `${load.result.requests} requests, ${load.result.errors} errors, ` +
      `p99 ${load.result.latency.p99} ms`,
  );
}

if (buildIsStale()) await mustRun(process.execPath, ['scripts/build.mjs']);
console.log(
  `RSS of the process tree in MB: peak during start-up, idle after it, and peak under ` +
    `${LOAD_SECONDS} s of browsing (50 connections: pages, assets, public reads)`,
);
console.log(
  `${'server'.padEnd(44)} ${'procs'.padStart(5)} ${'start-up'.padStart(8)} ${'idle'.padStart(6)} ${'peak'.padStart(6)}`,
);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bidahub-footprint-'));
let scratch: ScratchDatabase | null = null;
try {
  // As a newcomer runs it: `npm start`, no NODE_ENV, the emulator for phone sign-in.
  const {
    NODE_ENV: _nodeEnv,
    FIREBASE_AUTH_EMULATOR_HOST: _emulatorHost,
    APP_API_BASE_URL: _upstream,
    SEED: _seed,
    ...inherited
  } = process.env;
  const newcomerEnv = { ...inherited, DATABASE_URL: pathToFileURL(dataDir).href };
  const newcomer = await startChildServer({ args: ['scripts/start.mjs'], env: newcomerEnv });
  await measure('npm start (PGlite, demo, phone sign-in)', newcomer);
  await newcomer.stop();

  scratch = await createScratchDatabase(PG_SERVER_URL, 'bidahub_footprint').catch((error) => {
    console.log(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  if (scratch) {
    const production = await startChildServer({
      args: ['dist/server/main.js'],
      env: productionEnv(scratch.url),
    });
    await measure('production server alone (PostgreSQL)', production);
    await production.stop();
  }
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
}
