import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { MESSAGES } from '../../src/shared/messages';
import { NOTICE_HEADER } from '../../src/shared/headers';
import { noticesSchema } from '../../src/shared/schemas/common';
import type { RunningServer } from '../../src/server/server';
import { startLocalServer } from '../support/local-server';
import { logger as appApiLogger } from '../../src/app-api/logger';
import { logger as bffLogger } from '../../src/server/logger';
import { createBidaHubClient } from '../../src/server/typed-client';

const { player } = FIXTURE_ACCOUNTS;
let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startLocalServer();
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

const json = { 'content-type': 'application/json' };

async function login(extraHeaders: Record<string, string> = {}) {
  return fetch(`${base}/trpc/auth.login`, {
    method: 'POST',
    headers: { ...json, ...extraHeaders },
    body: JSON.stringify({ json: { username: player.username, password: player.password } }),
  });
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('token='));
  expect(cookie).toBeDefined();
  return cookie as string;
}

async function me(headers: Record<string, string>) {
  const response = await fetch(`${base}/trpc/auth.me`, { headers });
  return { response, body: (await response.json()) as { result: { data: { json: unknown } } } };
}

describe('session cookie', () => {
  it('login sets an HttpOnly, SameSite=Lax, 90-day cookie on path /', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/^token=[\w-]{43};/);
    expect(cookie).toContain('Max-Age=7776000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    // The body carries the user, never the token the cookie keeps from the page's JavaScript.
    const body = (await response.json()) as { result: { data: { json: object } } };
    expect(Object.keys(body.result.data.json)).toEqual(['user']);
    expect(JSON.stringify(body)).not.toContain(cookie.split(';')[0]?.slice('token='.length));
  });

  it('the cookie alone authenticates auth.me (sent upstream as Bearer)', async () => {
    const token = sessionCookie(await login()).split(';')[0] as string;
    const { body } = await me({ cookie: token });
    expect(body.result.data.json).toMatchObject({ username: 'player', coin: 200 });
  });

  it('a Bearer header works for non-browser callers', async () => {
    const token = (sessionCookie(await login()).split(';')[0] as string).slice('token='.length);
    const { body } = await me({ authorization: `Bearer ${token}` });
    expect(body.result.data.json).toMatchObject({ username: 'player' });
  });

  it('auth.me answers null and clears the cookie when the upstream says 401', async () => {
    const { response, body } = await me({ cookie: 'token=revoked-or-forged' });
    expect(response.status).toBe(200);
    expect(body.result.data.json).toBeNull();
    expect(sessionCookie(response)).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('logout clears the cookie and the old token stops working', async () => {
    const token = sessionCookie(await login()).split(';')[0] as string;
    const response = await fetch(`${base}/trpc/auth.logout`, {
      method: 'POST',
      headers: { ...json, cookie: token },
    });
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).toMatch(/^token=;/);
    expect((await me({ cookie: token })).body.result.data.json).toBeNull();
  });

  it('a wrong password answers 400 with the message and sets no cookie', async () => {
    const response = await fetch(`${base}/trpc/auth.login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ json: { username: 'player', password: 'Sai@123456' } }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    const body = (await response.json()) as {
      error: { json: { message: string; data: { fieldErrors: unknown } } };
    };
    expect(body.error.json.message).toBe(MESSAGES.wrongCredentials);
    expect(body.error.json.data.fieldErrors).toEqual({ password: [MESSAGES.wrongCredentials] });
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const proxied = await startLocalServer({ appApiBaseUrl: base, trustProxy: 'loopback' });
    try {
      const response = await fetch(`http://127.0.0.1:${proxied.port}/trpc/auth.login`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ json: { username: player.username, password: player.password } }),
      });
      expect(sessionCookie(response)).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('keeps the request id of a trusted proxy, and never a client’s own', async () => {
    const id = 'proxy-4f1c9e';
    const direct = await fetch(`${base}/healthz`, { headers: { 'x-request-id': id } });
    expect(direct.headers.get('x-request-id')).not.toBe(id);
    expect(direct.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const proxied = await startLocalServer({ appApiBaseUrl: base, trustProxy: 'loopback' });
    try {
      const response = await fetch(`http://127.0.0.1:${proxied.port}/healthz`, {
        headers: { 'x-request-id': id },
      });
      expect(response.headers.get('x-request-id')).toBe(id);
      const forged = await fetch(`http://127.0.0.1:${proxied.port}/healthz`, {
        headers: { 'x-request-id': '{"level":60,"msg":"forged"}' },
      });
      expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });
});

describe('one log', () => {
  it('puts the BFF’s request id on the upstream’s line of the same action', async () => {
    const lines = (spied: { mock: { calls: unknown[][] } }) =>
      spied.mock.calls
        .filter(([, message]) => message === 'request')
        .map(([fields]) => fields as { requestId: string; url: string });
    const bff = vi.spyOn(bffLogger, 'info').mockImplementation(() => undefined);
    const upstream = vi.spyOn(appApiLogger, 'info').mockImplementation(() => undefined);
    try {
      const response = await fetch(`${server.url}/trpc/config.get`);
      const requestId = response.headers.get('x-request-id') ?? '';
      await expect.poll(() => lines(bff).some((line) => line.requestId === requestId)).toBe(true);
      expect(lines(upstream)).toContainEqual(
        expect.objectContaining({ requestId, url: '/app-api/v1/config' }),
      );
    } finally {
      bff.mockRestore();
      upstream.mockRestore();
    }
  });
});

describe('tRPC over HTTP', () => {
  it('batches several procedures into one request', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: null }, 1: { json: null } }));
    const response = await fetch(`${base}/trpc/auth.me,config.get?batch=1&input=${input}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Array<{ result: { data: { json: unknown } } }>;
    expect(body).toHaveLength(2);
    expect(body[0]?.result.data.json).toBeNull();
    expect(body[1]?.result.data.json).toMatchObject({ siteName: 'BidaHub' });
  });

  it('hands the upstream warning to the browser in the notice header', async () => {
    const input = encodeURIComponent(
      JSON.stringify({ json: { rankA: 'K', rankB: 'A', raceTo: 3 } }),
    );
    const response = await fetch(`${base}/trpc/config.mapRaceTo?input=${input}`);
    expect(response.status).toBe(200);
    const header = response.headers.get(NOTICE_HEADER);
    expect(noticesSchema.parse(JSON.parse(decodeURIComponent(header ?? '')))).toEqual([
      { type: 'warning', message: MESSAGES.raceGapWarning },
    ]);
  });

  it('answers malformed input with 400 and field errors, never 500', async () => {
    const cases: Array<[string, RequestInit]> = [
      ['/trpc/auth.login', { method: 'POST', headers: json, body: '{not json' }],
      [
        '/trpc/auth.login',
        { method: 'POST', headers: json, body: JSON.stringify({ json: { username: 5 } }) },
      ],
      ['/trpc/auth.login', { method: 'POST', headers: json, body: JSON.stringify({ json: null }) }],
      ['/trpc/config.mapRaceTo?input=%7Bbroken', {}],
      [
        '/trpc/config.mapRaceTo?input=' + encodeURIComponent('{"json":{"rankA":"Q","raceTo":-4}}'),
        {},
      ],
      [
        '/trpc/auth.checkPhone',
        { method: 'POST', headers: json, body: JSON.stringify({ json: { phone: ['x'] } }) },
      ],
      ['/app-api/v1/auth/login', { method: 'POST', headers: json, body: '{"username":' }],
      ['/app-api/v1/auth/login', { method: 'POST', headers: json, body: '[]' }],
      ['/app-api/v1/config/map-race-to', { method: 'POST', headers: json, body: '{"rank_a":"A"}' }],
    ];
    for (const [url, init] of cases) {
      const response = await fetch(base + url, init);
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(response.status, url).toBeLessThan(500);
    }
    const response = await fetch(base + '/trpc/auth.login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ json: { username: '', password: '' } }),
    });
    const body = (await response.json()) as {
      error: { json: { data: { fieldErrors: Record<string, string[]> } } };
    };
    expect(body.error.json.data.fieldErrors).toEqual({
      username: ['Vui lòng nhập tên đăng nhập'],
      password: ['Vui lòng nhập mật khẩu'],
    });
  });

  it('answers an unknown procedure with 404, in the tRPC error format', async () => {
    const response = await fetch(`${base}/trpc/nothing.here`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { json: { data: { code: string } } } };
    expect(body.error.json.data.code).toBe('NOT_FOUND');
  });

  it('answers an unknown upstream path with 404, in the upstream error format', async () => {
    for (const pathname of ['/app-api/v1/khong-co', '/app-api/khong-co']) {
      const response = await fetch(`${base}${pathname}`, {
        headers: { accept: 'application/json' },
      });
      expect(response.status, pathname).toBe(404);
      expect(await response.json(), pathname).toEqual({ message: MESSAGES.notFound });
    }
  });
});

describe('embedded upstream over HTTP', () => {
  it('serves the contract envelope in snake_case', async () => {
    const response = await fetch(`${base}/app-api/v1/config`, {
      headers: { accept: 'application/json' },
    });
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining(['site_name', 'ranks', 'race_to_default']),
    );
  });

  it('answers /auth/me without a token with 401 and a Vietnamese message', async () => {
    const response = await fetch(`${base}/app-api/v1/auth/me`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe(MESSAGES.unauthorized);
  });
});

describe('health and the typed client', () => {
  it('/healthz reports the upstream and the database', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      upstream: { mode: 'embedded', reachable: true },
      database: { kind: 'pglite', state: 'ok' },
    });
  });

  it('the typed client keeps the session the server sets, sends it as Bearer, and drops it on logout', async () => {
    const bidahub = createBidaHubClient({ url: base });
    const user = await bidahub.login(player.username, player.password);
    expect(user.username).toBe('player');
    expect(bidahub.token).toMatch(/^[\w-]{43}$/);
    expect(await bidahub.api.auth.me.query()).toMatchObject({
      coin: 200,
      permissions: ['profile.all'],
    });
    // Another client given the session is the same user.
    const again = createBidaHubClient({ url: base, token: bidahub.token });
    expect(await again.api.auth.me.query()).toMatchObject({ username: 'player' });

    await bidahub.api.auth.logout.mutate();
    expect(bidahub.token).toBeNull();
    expect(await bidahub.api.auth.me.query()).toBeNull();
  });

  it('the example script logs in as player and prints coin and permissions', async () => {
    const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [
      tsx,
      'examples/login.ts',
      base,
    ]);
    expect(stdout).toContain(`Xin chào ${player.fullName} (@player)`);
    expect(stdout).toContain('coin: 200');
    expect(stdout).toContain('permissions: profile.all');
  });
});
