// The embedded upstream over real HTTP (node:http + fetch), as the BFF sees it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Router } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { DEFAULT_CONFIG } from '../../fixtures/config';
import {
  createAppApi,
  createAppApiRouter,
  createAppApiServices,
  type AppApi,
} from '../../src/app-api';
import { APP_API_MESSAGES } from '../../src/app-api/errors';
import { deepSnakeKeys } from '../../src/shared/wire/case';
import type { AuthService } from '../../src/app-api/services/auth';
import type { ConfigService } from '../../src/app-api/services/config';
import { MESSAGES } from '../../src/shared/messages';
import { loginResponseWire, userWire } from '../../src/shared/wire/auth';
import { configWire, mapRaceToResponseWire } from '../../src/shared/wire/config';
import { envelopeWire, errorBodyWire } from '../../src/shared/wire/envelope';
import { logger as appApiLogger } from '../../src/app-api/logger';
import { memoryDatabase } from '../support/databases';

interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

interface Listening {
  call(
    method: string,
    path: string,
    options?: { json?: unknown; raw?: string; token?: string },
  ): Promise<Reply>;
  close(): Promise<void>;
}

async function listen(router: Router, mountPath: string): Promise<Listening> {
  const app = express();
  app.use(mountPath, router);
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}${mountPath}`;
  return {
    async call(method, path, options = {}) {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'content-type': 'application/json',
      };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const body =
        options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
      const response = await fetch(origin + path, { method, headers, body });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as Record<string, unknown>,
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const { organizer, player, viewer } = FIXTURE_ACCOUNTS;

let appApi: AppApi;
let api: Listening;

beforeAll(async () => {
  // Pictures from example.com are allowed here, as IMAGE_ORIGINS would allow them.
  appApi = await createAppApi({
    databaseUrl: memoryDatabase(),
    imageOrigins: ['https://example.com'],
  });
  api = await listen(appApi.router, '/app-api/v1');
});

afterAll(async () => {
  await api?.close();
  await appApi?.close();
});

async function login(account: { username: string; password: string }): Promise<string> {
  const reply = await api.call('POST', '/auth/login', {
    json: { username: account.username, password: account.password },
  });
  expect(reply.status).toBe(200);
  return loginResponseWire.parse(reply.body.data).token;
}

function expectError(reply: Reply, status: number, message: string): void {
  expect(reply.status).toBe(status);
  expect(errorBodyWire.parse(reply.body)).toMatchObject({ message });
}

describe('config', () => {
  it('GET /config answers the seeded config in the wire shape', async () => {
    const reply = await api.call('GET', '/config');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: deepSnakeKeys(DEFAULT_CONFIG) });
    expect(configWire.parse(reply.body.data)).toEqual(DEFAULT_CONFIG);
  });

  it('POST /config/map-race-to maps two ranks to races, without a notice when balanced', async () => {
    const reply = await api.call('POST', '/config/map-race-to', {
      json: { rank_a: 'G', rank_b: 'D', race_to: 7 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.show_message).toBeUndefined();
    const result = mapRaceToResponseWire.parse(reply.body.data);
    expect(result.raceB).toBe(7);
    expect(result.raceA).toBeLessThan(7);
    expect(result.spot).toBe(7 - result.raceA);
    expect(Math.abs(result.winProbabilityA - 0.5)).toBeLessThanOrEqual(0.1);
  });

  it('adds the warning notice when no handicap balances the match', async () => {
    const reply = await api.call('POST', '/config/map-race-to', {
      json: { rank_a: 'A', rank_b: 'K', race_to: 7 },
    });
    expect(reply.status).toBe(200);
    expect(envelopeWire.parse(reply.body)).toMatchObject({
      show_message: true,
      type: 'warning',
      message: MESSAGES.raceGapWarning,
    });
    expect(reply.body.data).toMatchObject({ race_a: 7, race_b: 1, spot: 6 });
  });

  it('answers 422 with snake_case field errors, the first one as the message', async () => {
    const reply = await api.call('POST', '/config/map-race-to', {
      json: { rank_a: 'Z', rank_b: 'K', race_to: 0 },
    });
    expectError(reply, 422, 'Hạng không hợp lệ');
    const errors = errorBodyWire.parse(reply.body).errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(['race_to', 'rank_a']);
    expect(errors.rank_a).toEqual(['Hạng không hợp lệ']);
  });
});

describe('auth', () => {
  it('logs in and answers the token and user, never cached', async () => {
    const reply = await api.call('POST', '/auth/login', {
      json: { username: organizer.username, password: organizer.password },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const { token, user } = loginResponseWire.parse(reply.body.data);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({
      username: 'organizer',
      permissions: [...organizer.permissions],
      coin: organizer.coin,
    });
    expect(reply.body.data).not.toHaveProperty('user.password_hash');
  });

  it('answers a wrong password with 422 and a field error on password', async () => {
    const reply = await api.call('POST', '/auth/login', {
      json: { username: player.username, password: 'Wrong@123' },
    });
    expectError(reply, 422, MESSAGES.wrongCredentials);
    expect(reply.body.errors).toEqual({ password: [MESSAGES.wrongCredentials] });
  });

  it('answers a login without fields with Vietnamese field errors', async () => {
    const reply = await api.call('POST', '/auth/login', { json: {} });
    expectError(reply, 422, 'Vui lòng nhập tên đăng nhập');
    expect(reply.body.errors).toEqual({
      username: ['Vui lòng nhập tên đăng nhập'],
      password: ['Vui lòng nhập mật khẩu'],
    });
  });

  it('GET /auth/me needs a live bearer token', async () => {
    const missing = await api.call('GET', '/auth/me');
    expectError(missing, 401, MESSAGES.unauthorized);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expectError(
      await api.call('GET', '/auth/me', { token: 'forged' }),
      401,
      MESSAGES.sessionExpired,
    );

    const token = await login(viewer);
    const reply = await api.call('GET', '/auth/me', { token });
    expect(reply.status).toBe(200);
    expect(userWire.parse(reply.body.data)).toMatchObject({
      username: 'viewer',
      fullName: viewer.fullName,
      permissions: [],
      coin: 0,
    });
  });

  it('logout revokes the token', async () => {
    const token = await login(viewer);
    const reply = await api.call('POST', '/auth/logout', { token });
    expect(reply).toMatchObject({ status: 200, body: { data: null } });
    expectError(await api.call('GET', '/auth/me', { token }), 401, MESSAGES.sessionExpired);
    expectError(await api.call('POST', '/auth/logout'), 401, MESSAGES.unauthorized);
  });

  it('PUT /auth/update-info refuses a user without the profile permission', async () => {
    const token = await login(viewer);
    const reply = await api.call('PUT', '/auth/update-info', { token, json: { bio: 'Xin chào' } });
    expect(reply.status).toBe(403);
  });

  it('PUT /auth/update-info changes only the given fields', async () => {
    const token = await login(player);
    const reply = await api.call('PUT', '/auth/update-info', {
      token,
      json: { full_name: 'Trần Minh Tuấn Anh', avatar_url: 'https://example.com/p.png', bio: null },
    });
    expect(reply.status).toBe(200);
    expect(userWire.parse(reply.body.data)).toMatchObject({
      fullName: 'Trần Minh Tuấn Anh',
      avatar: 'https://example.com/p.png',
      bio: null,
      address: player.address,
      coin: player.coin,
    });

    const invalid = await api.call('PUT', '/auth/update-info', {
      token,
      json: { email: 'not-an-email', birthday: '2999-01-01' },
    });
    expectError(invalid, 422, 'Email không hợp lệ');
    expect(invalid.body.errors).toEqual({
      email: ['Email không hợp lệ'],
      birthday: ['Ngày sinh không hợp lệ'],
    });
  });

  it('POST /auth/password checks the fields, the current password, and keeps this session', async () => {
    const account = { username: organizer.username, password: organizer.password };
    const token = await login(account);
    const otherToken = await login(account);

    const mismatch = await api.call('POST', '/auth/password', {
      token,
      json: {
        current_password: account.password,
        new_password: 'Changed@123',
        new_password_confirmation: 'Other@123',
      },
    });
    expectError(mismatch, 422, 'Mật khẩu xác nhận không khớp');
    expect(mismatch.body.errors).toEqual({
      new_password_confirmation: ['Mật khẩu xác nhận không khớp'],
    });

    const wrong = await api.call('POST', '/auth/password', {
      token,
      json: {
        current_password: 'Nope@1234',
        new_password: 'Changed@123',
        new_password_confirmation: 'Changed@123',
      },
    });
    expectError(wrong, 422, MESSAGES.wrongCurrentPassword);
    expect(wrong.body.errors).toEqual({ current_password: [MESSAGES.wrongCurrentPassword] });

    const done = await api.call('POST', '/auth/password', {
      token,
      json: {
        current_password: account.password,
        new_password: 'Changed@123',
        new_password_confirmation: 'Changed@123',
      },
    });
    expect(done).toMatchObject({ status: 200, body: { data: null } });
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(200);
    expectError(
      await api.call('GET', '/auth/me', { token: otherToken }),
      401,
      MESSAGES.sessionExpired,
    );
    await login({ username: account.username, password: 'Changed@123' });

    // Put the fixture password back for the tests after this one.
    const restore = await api.call('POST', '/auth/password', {
      token,
      json: {
        current_password: 'Changed@123',
        new_password: account.password,
        new_password_confirmation: account.password,
      },
    });
    expect(restore.status).toBe(200);
  });

  it('POST /auth/check-phone normalises the phone before looking it up', async () => {
    const local = `0${player.phone.slice(3)}`;
    const known = await api.call('POST', '/auth/check-phone', { json: { phone: local } });
    expect(known).toMatchObject({ status: 200, body: { data: { registered: true } } });
    const unknown = await api.call('POST', '/auth/check-phone', {
      json: { phone: '0399 999 999' },
    });
    expect(unknown.body).toEqual({ data: { registered: false } });
    const invalid = await api.call('POST', '/auth/check-phone', { json: { phone: '12345' } });
    expectError(invalid, 422, 'Số điện thoại không hợp lệ');
    expect(invalid.body.errors).toEqual({ phone: ['Số điện thoại không hợp lệ'] });
  });
});

describe('HTTP edges', () => {
  it('answers a body that is not an object with the generic 422', async () => {
    const reply = await api.call('POST', '/auth/check-phone', { json: ['0381234567'] });
    expectError(reply, 422, MESSAGES.invalidInput);
    expect(reply.body.errors).toBeUndefined();
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const reply = await api.call('POST', '/auth/login', { raw: '{"username": "player",' });
    expectError(reply, 400, APP_API_MESSAGES.malformedJson);
  });

  it('answers a body over 100 kB with 413', async () => {
    const reply = await api.call('POST', '/auth/login', {
      json: { username: 'x'.repeat(200_000), password: 'y' },
    });
    expectError(reply, 413, APP_API_MESSAGES.payloadTooLarge);
  });

  it('answers unknown routes and methods with a JSON 404', async () => {
    expectError(await api.call('GET', '/nope'), 404, MESSAGES.notFound);
    expectError(await api.call('GET', '/auth/login'), 404, MESSAGES.notFound);
  });

  it('answers an unexpected exception with a logged 500, wherever the router is mounted', async () => {
    const failing = {
      getConfig: () => Promise.reject(new Error('database on fire')),
    } as unknown as ConfigService;
    const other = await listen(
      createAppApiRouter({
        ...createAppApiServices(appApi.database.db),
        auth: {} as AuthService,
        config: failing,
      }),
      '/elsewhere',
    );
    const logged = vi.spyOn(appApiLogger, 'error').mockImplementation(() => {});
    try {
      const reply = await other.call('GET', '/config');
      expectError(reply, 500, MESSAGES.upstreamUnavailable);
      expect(JSON.stringify(reply.body)).not.toContain('fire');
      // The cause once, and the request's own line at error level.
      expect(logged.mock.calls.map(([, message]) => message)).toEqual([
        'unexpected error',
        'request',
      ]);
    } finally {
      logged.mockRestore();
      await other.close();
    }
  });
});
