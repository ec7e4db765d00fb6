// The real server as a child process (`node --import tsx src/server/main.ts`), for the tests
// that kill it, stop it with a signal and start it again on the same database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import type { FixtureAccount } from '../../fixtures/accounts';
import { projectRoot } from '../../src/app-api/db/paths';
import { createScratchDatabase } from '../../src/app-api/db/scratch-database';
import { createBidaHubClient } from '../../src/server/typed-client';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`: the server listens on 0.0.0.0, `localhost` may mean ::1. */
  url: string;
  child: ChildProcess;
  exited: Promise<Exit>;
}

export interface DisposableDatabase {
  label: string;
  url: string;
  drop(): Promise<void>;
}

const running = new Set<{ child: ChildProcess; exited: Promise<Exit> }>();

/**
 * Starts the server on `databaseUrl` and resolves once it listens and /healthz answers 200.
 * `env` adds to or overrides the test settings (NODE_ENV, SEED, …).
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const {
    FIREBASE_AUTH_EMULATOR_HOST: _emulator,
    APP_API_BASE_URL: _remote,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot(),
    env: {
      ...inherited,
      // The server picks a free port and prints it: no window for another process to take it.
      PORT: '0',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // Tracked from the start: a server that hangs before listening is killed all the same.
  const handle = { child, exited };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  const port = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /BidaHub đang chạy tại http:\/\/[^:]+:(\d+)/.exec(output);
      if (listening) resolve(listening[1] as string);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((exit) =>
      reject(new Error(`server exited (${exit.code ?? exit.signal}) before listening:\n${output}`)),
    );
  });
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
  };
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ database: { state: 'ok' } });
  return server;
}

/** SIGKILLs whatever a test left running (also when it failed) and waits for it to be gone. */
export async function killServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map((server) => {
      server.child.kill('SIGKILL');
      return server.exited;
    }),
  );
}

/** PGlite on disk in a fresh temporary directory. */
export async function pgliteDirectory(): Promise<DisposableDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bidahub-lifecycle-'));
  return {
    label: dir,
    // openDatabase takes a directory as a file: URL (a bare path is refused).
    url: pathToFileURL(dir).href,
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** PGlite in a fresh directory, and PostgreSQL when TEST_DATABASE_URL names a server. */
export function disposableDatabases(): Array<{
  label: string;
  create(): Promise<DisposableDatabase>;
}> {
  const kinds = [{ label: 'PGlite (directory)', create: pgliteDirectory }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    kinds.push({
      label: `PostgreSQL (${new URL(serverUrl).host})`,
      create: async () => {
        const scratch = await createScratchDatabase(serverUrl, 'bidahub_lifecycle');
        return { label: new URL(scratch.url).pathname, ...scratch };
      },
    });
  }
  return kinds;
}

export async function signIn(url: string, account: FixtureAccount, token?: string | null) {
  const client = createBidaHubClient({ url, token });
  if (!token) await client.login(account.username, account.password);
  return client;
}
