// What the BFF adds to a call, as a deployment runs it (PRODUCT.md §8: ≤ 1 ms at the median, goal
// 0.5): the production build (`node dist/server/main.js`, NODE_ENV=production, the default log
// level, its lines read from a pipe) on PGlite with the demo data; auth.me through tRPC and GET
// /app-api/v1/auth/me directly, on loopback, one keep-alive connection each, the two calls
// alternating so that both see the same machine; then the throughput of each at 16 at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIXTURE_ACCOUNTS } from '../fixtures/accounts';
import { buildIsStale, mustRun } from '../scripts/lib.mjs';
import { createBidaHubClient } from '../src/server/typed-client';
import { productionEnv, startChildServer, stopAll } from './support/child-server';

const WARMUP = 300;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 3000);
const CONCURRENCY = 16;
const THROUGHPUT_MS = 5_000;

if (buildIsStale()) await mustRun(process.execPath, ['scripts/build.mjs']);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bidahub-auth-me-'));
// The server's own log level: what an operator who sets nothing gets.
const { LOG_LEVEL: _level, ...env } = productionEnv(pathToFileURL(dataDir).href);
const server = await startChildServer({ args: ['dist/server/main.js'], env });

try {
  const client = createBidaHubClient({ url: server.base });
  const { username, password } = FIXTURE_ACCOUNTS.player;
  await client.login(username, password);
  const token = client.token as string;
  const port = Number(new URL(server.base).port);
  const agents = [0, 1].map(() => new Agent({ keepAlive: true, maxSockets: CONCURRENCY }));

  const get = (agent: Agent, route: string, headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: route, headers, agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`${route}: ${res.statusCode}`)),
        );
      });
      req.on('error', reject);
      req.end();
    });
  const targets: [string, () => Promise<void>][] = [
    [
      'tRPC auth.me (cookie)',
      () => get(agents[0] as Agent, '/trpc/auth.me', { cookie: `token=${token}` }),
    ],
    [
      'upstream GET /app-api/v1/auth/me',
      () =>
        get(agents[1] as Agent, '/app-api/v1/auth/me', {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
        }),
    ],
  ];

  const elapsed = async (call: () => Promise<void>) => {
    const started = process.hrtime.bigint();
    await call();
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  for (let i = 0; i < WARMUP; i++) for (const [, call] of targets) await call();
  const times: number[][] = targets.map(() => []);
  for (let i = 0; i < SAMPLES; i++) {
    for (const [index, [, call]] of targets.entries()) times[index]?.push(await elapsed(call));
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

  async function throughput(call: () => Promise<void>): Promise<number> {
    let done = 0;
    const deadline = Date.now() + THROUGHPUT_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < deadline) {
          await call();
          done++;
        }
      }),
    );
    return done / (THROUGHPUT_MS / 1000);
  }

  console.log(
    `auth.me on the production build (default log level) — ${SAMPLES} alternating samples each, ` +
      `then ${CONCURRENCY} concurrent for ${THROUGHPUT_MS / 1000} s`,
  );
  const medians = times.map(median);
  for (const [index, [name, call]] of targets.entries()) {
    const rps = await throughput(call);
    console.log(
      `  ${name.padEnd(36)} median ${(medians[index] ?? 0).toFixed(3)} ms   ${rps.toFixed(0)} req/s`,
    );
  }
  const [viaBff = 0, direct = 0] = medians;
  console.log(
    `  BFF overhead at the median: ${(viaBff - direct).toFixed(3)} ms (target ≤ 1 ms, goal 0.5)`,
  );
  for (const agent of agents) agent.destroy();
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
