// Redis going away while two instances use it: nothing fails, each instance counts and delivers
// on its own (with a warning), and once Redis is back they share again. The test runs a Redis
// server of its own (the machine's `redis-server`) so it can kill and restart it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../../src/server/server';
import { playableMatch, sse } from '../support/live';
import { memoryDatabase } from '../support/databases';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A throw-away Redis on `port`: nothing saved, gone when killed. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function failLogin(server: RunningServer, username: string): Promise<number> {
  const response = await fetch(`${server.url}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: { username, password: 'sai-mat-khau' } }),
  });
  return response.status;
}

async function redisState(server: RunningServer): Promise<string> {
  return ((await (await fetch(`${server.url}/healthz`)).json()) as { redis: string }).redis;
}

/** Failed logins for one name, alternating between the two instances. */
async function alternate(servers: RunningServer[], username: string, attempts: number) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    statuses.push(await failLogin(servers[i % servers.length] as RunningServer, username));
  }
  return statuses;
}

if (hasRedisServer)
  describe('Redis going away and coming back', () => {
    let redis: ChildProcess;
    let port: number;
    let first: RunningServer;
    let second: RunningServer;

    beforeAll(async () => {
      port = await freePort();
      redis = await startRedis(port);
      const options: ServerOptions = {
        port: 0,
        host: '127.0.0.1',
        // Each its own database: what they share here is Redis alone.
        databaseUrl: memoryDatabase(),
        clientDir: null,
        redisUrl: `redis://127.0.0.1:${port}`,
        rateLimits: { login: { perAccount: 3, perIp: 1_000 } },
      };
      first = await startServer(options);
      second = await startServer(options);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([first?.close(), second?.close()]);
      if (redis && redis.exitCode === null) await stopRedis(redis);
    });

    it('keeps serving on its own while Redis is down, and shares again once it is back', async () => {
      // Shared: three failures across both instances use up the account's limit on both.
      expect(await redisState(first)).toBe('ready');
      expect(await alternate([first, second], 'khach-truoc', 4)).toEqual([400, 400, 400, 429]);

      // Redis dies. Logins still answer, counted by each instance for itself.
      await stopRedis(redis);
      await expect.poll(() => redisState(first)).toBe('down');
      expect(await alternate([first], 'khach-trong-luc', 4)).toEqual([400, 400, 400, 429]);
      expect(await failLogin(second, 'khach-trong-luc')).toBe(400);

      // Live scores still reach this instance's viewers.
      const { asOrganizer, match } = await playableMatch(first.url);
      const input = encodeURIComponent(JSON.stringify({ json: { id: match.id } }));
      const viewing = new AbortController();
      const stream = sse(`${first.url}/trpc/matches.onUpdate?input=${input}`, viewing.signal);
      await stream.next();
      await asOrganizer.api.matches.start.mutate({ id: match.id });
      expect((await stream.next()).value?.data).toMatchObject({ status: 'live' });

      // Redis is back (empty): both instances reconnect and count together again, and live
      // events travel through it.
      redis = await startRedis(port);
      await expect.poll(() => redisState(first), { timeout: 10_000 }).toBe('ready');
      await expect.poll(() => redisState(second), { timeout: 10_000 }).toBe('ready');
      await expect
        .poll(() => alternate([first, second], `khach-sau-${Date.now()}`, 4), { timeout: 10_000 })
        .toEqual([400, 400, 400, 429]);
      await asOrganizer.api.matches.score.mutate({ id: match.id, player: 1, delta: 1 });
      expect((await stream.next()).value?.data).toMatchObject({ score1: 1 });
      viewing.abort();
    });
  });
