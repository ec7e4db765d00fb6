// APP_API_ACCESS=loopback (issue 17, item 1): a deployment that does not publish the upstream
// API answers it to this host only. The bank's webhook stays reachable, and the app itself,
// which reaches the upstream over its own loopback listener, works for everyone.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server';
import { MESSAGES } from '../../src/shared/messages';
import { startLocalServer } from '../support/local-server';

let server: RunningServer;
const OUTSIDE = { 'x-forwarded-for': '203.0.113.60' };

beforeAll(async () => {
  // As behind a reverse proxy on this host: the client's IP arrives in X-Forwarded-For.
  server = await startLocalServer({ appApiAccess: 'loopback', trustProxy: 'loopback' });
});
afterAll(() => server?.close());

it('hides /app-api from other hosts and serves it to this one', async () => {
  const outside = await fetch(`${server.url}/app-api/v1/config`, { headers: OUTSIDE });
  expect(outside.status).toBe(404);
  expect(await outside.json()).toEqual({ message: MESSAGES.notFound });
  const login = await fetch(`${server.url}/app-api/v1/auth/login`, {
    method: 'POST',
    headers: { ...OUTSIDE, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'player', password: 'Player@123' }),
  });
  expect(login.status).toBe(404);
  expect((await fetch(`${server.url}/app-api/v1/config`)).status).toBe(200);
});

it('keeps the bank webhook reachable from outside, still behind its signature', async () => {
  const webhook = await fetch(`${server.url}/app-api/v1/payments/webhook`, {
    method: 'POST',
    headers: { ...OUTSIDE, 'content-type': 'application/json', 'x-signature': 'sha256=00' },
    body: '{}',
  });
  expect(webhook.status).toBe(401);
});

it('serves the app to everyone', async () => {
  const config = await fetch(`${server.url}/trpc/config.get`, { headers: OUTSIDE });
  expect(config.status).toBe(200);
});
