// A start that did not ask for demo or development mode behaves as production: no demo accounts,
// no development webhook secret, no emulator, no stacks. The demo mode keeps its shortcuts, on
// 127.0.0.1. Each case runs src/server/main.ts in a process of its own, as a deployment would.
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/app-api/db/paths';
import { MESSAGES } from '../../src/shared/messages';
import { memoryDatabase } from '../support/databases';
import {
  DEV_WEBHOOK_SECRET,
  SIGNATURE_HEADER,
  signWebhookBody,
} from '../../src/app-api/services/wallet/webhook-signature';

interface Started {
  url: string;
  output: () => string;
  stop: () => void;
}
const started: Started[] = [];
afterEach(() => started.splice(0).forEach((server) => server.stop()));

/** Long enough for a start that seeds the whole demo. */
const DEMO_SEED_MS = 90_000;

/** main.ts with only `env` on top of a clean environment: no APP_MODE, SEED or secrets. */
function spawnMain(env: Record<string, string>) {
  const {
    APP_MODE: _m,
    SEED: _s,
    PAYMENT_WEBHOOK_SECRET: _p,
    HOST: _h,
    ...inherited
  } = process.env;
  const { FIREBASE_AUTH_EMULATOR_HOST: _e, NODE_ENV: _n, ...clean } = inherited;
  // `--import tsx` rather than tsx's CLI: a kill reaches the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot(),
    env: { ...clean, PORT: '0', DATABASE_URL: memoryDatabase('none'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

async function startMain(env: Record<string, string>): Promise<Started> {
  const main = spawnMain(env);
  const stop = () => void main.child.kill('SIGKILL');
  const port = await new Promise<string>((resolve, reject) => {
    const read = () => {
      const listening = /BidaHub đang chạy tại http:\/\/[^:]+:(\d+)/.exec(main.output());
      if (listening) resolve(listening[1] as string);
    };
    main.child.stdout.on('data', read);
    main.child.stderr.on('data', read);
    void main.exited.then((code) => reject(new Error(`exited ${code}:\n${main.output()}`)));
  });
  const server = { url: `http://127.0.0.1:${port}`, output: main.output, stop };
  started.push(server);
  return server;
}

const login = (url: string, username: string, password: string) =>
  fetch(`${url}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: { username, password } }),
  });

/** The accounts the sign-in pages offer to try. */
async function demoAccounts(url: string): Promise<{ username: string; password: string }[]> {
  const reply = await fetch(`${url}/trpc/config.demoAccounts`);
  expect(reply.status).toBe(200);
  const body = (await reply.json()) as {
    result: { data: { json: { username: string; password: string }[] } };
  };
  return body.result.data.json;
}

/** A transfer report signed with the public development secret, as a forger would. */
const forgedWebhook = (url: string) => {
  const body = JSON.stringify({ amount: 50_000 });
  return fetch(`${url}/app-api/v1/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhookBody(DEV_WEBHOOK_SECRET, body),
    },
    body,
  });
};

/** This machine's first address that is not loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

describe('without APP_MODE (production)', () => {
  it('refuses to start with the Firebase Auth emulator configured', async () => {
    const main = spawnMain({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', LOG_LEVEL: 'info' });
    expect(await main.exited).toBe(1);
    expect(main.output()).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
  });

  it('seeds no demo accounts, refuses the development webhook secret and shows no stacks', async () => {
    const { url, output } = await startMain({});
    const refused = await login(url, 'operator', 'Operator@123');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(MESSAGES.wrongCredentials);
    const webhook = await forgedWebhook(url);
    expect(webhook.status).toBe(503);
    const broken = await fetch(`${url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"json": {',
    });
    expect(await broken.text()).not.toMatch(/stack|node_modules|\.ts:\d+/);
    expect(output()).not.toContain('Chế độ');
  });

  it(
    'seeds the demo accounts when SEED=demo asks for them, and never shows their passwords',
    async () => {
      const { url } = await startMain({ SEED: 'demo' });
      expect((await login(url, 'operator', 'Operator@123')).status).toBe(200);
      expect(await demoAccounts(url)).toEqual([]);
      // The demo is seeded through the services first: 15–20 s on a 2-core machine, more when shared.
    },
    DEMO_SEED_MS,
  );
});

describe('APP_MODE=demo (npm start)', () => {
  it(
    'has the demo accounts and the development secret, on 127.0.0.1 only, and says so',
    async () => {
      const { url, output } = await startMain({ APP_MODE: 'demo' });
      expect(output()).toContain('Chế độ demo (APP_MODE=demo)');
      expect(output()).toContain('chỉ nghe trên 127.0.0.1 (đặt HOST=0.0.0.0 để mở cho mạng)');
      expect((await login(url, 'operator', 'Operator@123')).status).toBe(200);
      // The sign-in pages offer the seeded accounts, and what they show signs in.
      const offered = await demoAccounts(url);
      expect(offered.map((account) => account.username)).toEqual([
        'organizer',
        'player',
        'viewer',
        'operator',
      ]);
      for (const { username, password } of offered) {
        expect((await login(url, username, password)).status).toBe(200);
      }
      // Signed well enough to be read: the report itself is refused as malformed, not as forged.
      expect((await forgedWebhook(url)).status).toBe(400);
      const outside = outsideAddress();
      if (outside) {
        const port = new URL(url).port;
        await expect(fetch(`http://${outside}:${port}/healthz`)).rejects.toThrow();
      }
      // The demo is seeded through the services first: 15–20 s on a 2-core machine, more when shared.
    },
    DEMO_SEED_MS,
  );
});

describe('APP_MODE=development (npm run dev)', () => {
  it('puts stack traces in error bodies for the developer', async () => {
    // From the seeded dump: this mode's seeding is the demo mode's, tested above; here it
    // would only cost the start seconds.
    const { url } = await startMain({
      APP_MODE: 'development',
      DATABASE_URL: memoryDatabase('demo'),
    });
    const reply = await fetch(
      `${url}/trpc/tournaments.get?input=${encodeURIComponent('{"json":{"id":"x"}}')}`,
    );
    expect(reply.status).toBe(400);
    expect(await reply.text()).toMatch(/"stack"/);
  });
});
