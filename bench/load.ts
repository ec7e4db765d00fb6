// Load (PRODUCT.md §8): 200 concurrent connections for 15 s a shape, no errors, no request
// unanswered within 20 s (a client timeout counts as an error), p99 ≤ 300 ms, and a visitor who
// connects meanwhile answered within 1 s. A closed loop (support/closed-loop.ts) drives
// `node --import tsx src/server/main.ts` in a child process, so the RSS sampled from /proc every
// 250 ms is the server's alone: the client's batched tournaments.list, a plain one, 200 varied
// ones, and a mix of every public read (lists searched and paged, clubs, live matches, the
// leaderboard). While each shape runs, a visitor opens a new connection every 0.5 s for the
// clubs' list, as real visitors arrive; on PGlite in a temp directory and on a scratch
// PostgreSQL database (skipped when unreachable).
// `npm run bench -- load`; LOAD_SECONDS=5 for a quick try, LOAD_CONNECTIONS, BENCH_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import superjson from 'superjson';
import { createScratchDatabase, type ScratchDatabase } from '../src/app-api/db/scratch-database';
import {
  type ChildServer,
  productionEnv,
  rssMb,
  samplePeak,
  startChildServer,
  stopAll,
} from './support/child-server';
import { closedLoop, keepAliveAgent, type LoopResult } from './support/closed-loop';
import { SHAPES } from './support/load-shapes';
import http, { type Agent } from 'node:http';
import { FIXTURE_ACCOUNTS } from '../fixtures/accounts';
import { createBidaHubClient } from '../src/server/typed-client';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const WARMUP_SECONDS = Math.min(5, SECONDS);
const SHAPE_WARMUP_SECONDS = Math.min(3, SECONDS);
const SAMPLE_MS = 250;
const PG_SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** The organiser scoring a live match of the demo, every second, until stopped. */
async function scorer(base: string) {
  const client = createBidaHubClient({ url: base });
  await client.login(FIXTURE_ACCOUNTS.organizer.username, FIXTURE_ACCOUNTS.organizer.password);
  const live = (await client.api.matches.live.query()).find(
    (m) => m.carom === null && m.score1 + 1 < m.race1,
  );
  if (!live) throw new Error('the demo has no live pool match to score');
  let stopped = false;
  let racks = 0;
  const running = (async () => {
    for (let delta: 1 | -1 = 1; !stopped; delta = delta === 1 ? -1 : 1) {
      await client.api.matches.score.mutate({ id: live.id, player: 1, delta });
      racks++;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return async () => {
    stopped = true;
    await running;
    return racks;
  };
}

const VISITOR_EVERY_MS = 500;
const VISITOR_PATH = '/trpc/stores.list';

/**
 * A visitor arriving during the load: every 0.5 s a new connection (no keep-alive) asks for the
 * clubs' list; each wait until the answer, or the client's timeout.
 */
function visitors(base: string) {
  const waits: number[] = [];
  let stopped = false;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const done = () => {
        waits.push(performance.now() - started);
        resolve();
      };
      const req = http.get(`${base}${VISITOR_PATH}`, { agent: false }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? done() : (waits.push(CLIENT_TIMEOUT_MS), resolve()),
        );
      });
      req.setTimeout(CLIENT_TIMEOUT_MS, () => {
        req.destroy();
        waits.push(CLIENT_TIMEOUT_MS);
        resolve();
      });
      req.on('error', () => {
        waits.push(CLIENT_TIMEOUT_MS);
        resolve();
      });
    });
  const running = (async () => {
    while (!stopped) {
      await Promise.all([once(), new Promise((r) => setTimeout(r, VISITOR_EVERY_MS))]);
    }
  })();
  return async () => {
    stopped = true;
    await running;
    const sorted = [...waits].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
      max: sorted.at(-1) ?? 0,
      overOneSecond: sorted.filter((wait) => wait > 1000).length,
    };
  };
}

const allPaths = SHAPES.flatMap((shape) => shape.paths);

/** "12 of 40 tournaments", from a tRPC response body, batched or not. */
function describePage(body: string): string {
  const parsed: unknown = JSON.parse(body);
  const response = (Array.isArray(parsed) ? parsed[0] : parsed) as {
    result?: { data?: Parameters<typeof superjson.deserialize>[0] };
  };
  const data = response.result?.data;
  if (!data) return 'no result';
  const page = superjson.deserialize<{ data?: unknown[]; meta?: { total?: number } }>(data);
  return `${page.data?.length ?? '?'} of ${page.meta?.total ?? '?'} tournaments`;
}

interface Row {
  database: string;
  shape: string;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rps: number;
  mbps: number;
  rssIdle: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  /** 1-minute load average when the run ended: other work on the machine skews the figures. */
  load: number;
  /** The longest a visitor connecting during the run waited for an answer. */
  visitorMax: number;
}

function startBenchServer(databaseUrl: string): Promise<ChildServer> {
  // `--import tsx` keeps the server in this one process: tsx's CLI would add a parent around it.
  return startChildServer({
    args: ['--import', 'tsx', 'src/server/main.ts'],
    env: productionEnv(databaseUrl),
  });
}

// Longer than the BFF's 10 s upstream timeout, so a starved request shows as the server's own
// answer (504) rather than as the client giving up at the same moment.
const CLIENT_TIMEOUT_MS = 20_000;

function load(base: string, agent: Agent, paths: readonly string[], seconds: number) {
  let next = 0;
  return closedLoop({
    agent,
    origin: base,
    connections: CONNECTIONS,
    seconds,
    timeoutMs: CLIENT_TIMEOUT_MS,
    nextPath: () => paths[next++ % paths.length] ?? '/',
  });
}

/** The non-200 statuses of a run, e.g. "504×12, 503×3". */
function otherStatuses(result: LoopResult): string {
  const entries = Object.entries(result.statuses).filter(([code]) => code !== '200');
  return entries.map(([code, count]) => `${code}×${count}`).join(', ') || 'none';
}

interface PinoLine {
  msg?: string;
  status?: number;
  path?: string;
  err?: { message?: string };
}

/** A pino line by its message, status, path and error; any other line as it is. */
function logKey(line: string): string {
  try {
    const entry = JSON.parse(line) as PinoLine;
    return [entry.msg, entry.status, entry.path, entry.err?.message].filter(Boolean).join(' ');
  } catch {
    return line.slice(0, 160);
  }
}

/** The server's warn/error output, grouped and counted, most frequent first. */
function summarizeLog(lines: string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const key = logKey(line);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

async function benchDatabase(label: string, databaseUrl: string): Promise<Row[]> {
  console.log(`\n${label}`);
  const started = performance.now();
  const server = await startBenchServer(databaseUrl);
  const agent = keepAliveAgent(CONNECTIONS);
  try {
    console.log(
      `  server pid ${server.pid} healthy in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const shape of SHAPES) {
      const res = await fetch(server.base + (shape.paths[0] ?? '/'));
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${shape.name}: ${res.status} ${body.slice(0, 300)}`);
      console.log(`  ${shape.name.padEnd(15)} 200, ${body.length} bytes, ${describePage(body)}`);
    }
    const rssIdle = rssMb(server.pid);
    // Each shape is measured in its steady state: a crowd on open connections (the warm-up
    // opens the ones every shape reuses) that has been asking the same paths for a while.
    const warm = await load(server.base, agent, allPaths, WARMUP_SECONDS);
    console.log(
      `  warm-up ${WARMUP_SECONDS} s over every shape's paths: ${warm.requests} requests`,
    );

    const rows: Row[] = [];
    for (const shape of SHAPES) {
      await load(server.base, agent, shape.paths, SHAPE_WARMUP_SECONDS);
      const rssBefore = rssMb(server.pid);
      const stopVisitors = visitors(server.base);
      const stopScoring = shape.scoring ? await scorer(server.base) : null;
      const { result, peak } = await samplePeak(
        () => rssMb(server.pid),
        () => load(server.base, agent, shape.paths, SECONDS),
        SAMPLE_MS,
      );
      const visitor = await stopVisitors();
      const racks = (await stopScoring?.()) ?? 0;
      // The last responses are written; give the GC a moment before reading.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const row: Row = {
        database: label.split(' ')[0] ?? label,
        shape: shape.name,
        requests: result.requests,
        errors: result.errors,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: result.requestsPerSecond,
        mbps: result.bytesPerSecond / 1024 / 1024,
        rssIdle,
        rssBefore,
        rssPeak: peak,
        rssAfter: rssMb(server.pid),
        load: loadavg()[0] ?? 0,
        visitorMax: visitor.max,
      };
      rows.push(row);
      console.log(
        `  ${shape.name}: ${row.requests} requests in ${result.durationSeconds.toFixed(1)} s, ` +
          `${row.errors} errors (timeouts ${result.timeouts}; statuses other than 200: ` +
          `${otherStatuses(result)})`,
      );
      console.log(
        `    latency p50 ${row.p50} ms, p99 ${row.p99} ms, max ${result.latency.max} ms; ` +
          `${row.rps.toFixed(0)} req/s, ${row.mbps.toFixed(2)} MB/s`,
      );
      if (shape.scoring) console.log(`    racks scored meanwhile: ${racks}`);
      console.log(
        `    visitors on new connections: ${visitor.count}, p50 ${visitor.p50.toFixed(0)} ms, ` +
          `max ${visitor.max.toFixed(0)} ms, ${visitor.overOneSecond} over 1 s`,
      );
      console.log(
        `    server RSS ${row.rssBefore.toFixed(0)} MB before, peak ${row.rssPeak.toFixed(0)} MB, ` +
          `${row.rssAfter.toFixed(0)} MB after`,
      );
    }
    const logged = server.output.filter((line) => !line.startsWith('BidaHub đang chạy'));
    if (logged.length > 0) {
      console.log(`  the server logged ${logged.length} lines (warn and above):`);
    }
    for (const [key, count] of summarizeLog(logged).slice(0, 8)) {
      console.log(`    ${String(count).padStart(5)}× ${key}`);
    }
    return rows;
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/** The PostgreSQL server, or why it cannot be used (unreachable, or no right to create databases). */
async function postgresUnavailable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    // createScratchDatabase would otherwise fall back to emptying this database itself.
    const { rows } = await client.query<{ allowed: boolean }>(
      'select rolcreatedb or rolsuper as allowed from pg_roles where rolname = current_user',
    );
    return rows[0]?.allowed ? null : 'the role may not create databases';
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

console.log(
  `Public reads under load: ${CONNECTIONS} connections, ${SECONDS} s per shape after ` +
    `${SHAPE_WARMUP_SECONDS} s of the same (and a ${WARMUP_SECONDS} s warm-up of all); ` +
    `server RSS sampled every ${SAMPLE_MS} ms`,
);
console.log(
  `  ${availableParallelism()} CPU cores, shared by the load (this process) and the server; ` +
    `1-minute load average now ${loadavg()[0]?.toFixed(1)} (the table's last column: at each run's end)`,
);

const rows: Row[] = [];
let scratch: ScratchDatabase | null = null;
const pgliteDir = mkdtempSync(path.join(tmpdir(), 'bidahub-load-'));
const cleanUp = async () => {
  await stopAll();
  rmSync(pgliteDir, { recursive: true, force: true });
  const dropping = scratch;
  scratch = null;
  await dropping?.drop().catch((error: unknown) => console.error('  drop failed:', error));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the server, removing the databases`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

try {
  rows.push(
    ...(await benchDatabase(`PGlite (on disk, ${pgliteDir})`, pathToFileURL(pgliteDir).href)),
  );

  const unavailable = await postgresUnavailable(PG_SERVER_URL);
  if (unavailable) {
    console.log(`\nPostgreSQL skipped: ${redact(PG_SERVER_URL)}: ${unavailable}`);
  } else {
    scratch = await createScratchDatabase(PG_SERVER_URL, 'bidahub_bench');
    const name = new URL(scratch.url).pathname.slice(1);
    rows.push(...(await benchDatabase(`PostgreSQL (scratch database ${name})`, scratch.url)));
  }
} finally {
  await cleanUp();
}

const mb = (value: number) => value.toFixed(0).padStart(4);
console.log(
  `\n  ${'database'.padEnd(10)} ${'shape'.padEnd(15)} ${'requests'.padStart(8)} ${'errors'.padStart(6)}` +
    ` ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(6)} ${'MB/s'.padStart(5)}` +
    `   RSS MB idle/before/peak/after  load  visitor max ms`,
);
for (const row of rows) {
  console.log(
    `  ${row.database.padEnd(10)} ${row.shape.padEnd(15)} ${String(row.requests).padStart(8)}` +
      ` ${String(row.errors).padStart(6)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)}` +
      ` ${row.rps.toFixed(0).padStart(6)} ${row.mbps.toFixed(2).padStart(5)}` +
      `   ${mb(row.rssIdle)} ${mb(row.rssBefore)} ${mb(row.rssPeak)} ${mb(row.rssAfter)}` +
      `   ${row.load.toFixed(1)}  ${row.visitorMax.toFixed(0).padStart(6)}`,
  );
}
const failed = rows.filter((row) => row.errors > 0);
console.log(
  failed.length === 0
    ? `  no errors (target: none at ${CONNECTIONS} connections)`
    : `  ERRORS in ${failed.map((row) => `${row.database}/${row.shape}`).join(', ')} (target: none)`,
);
